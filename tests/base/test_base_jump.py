"""Jumping (B-JUMP): the automatic jump at the top of the track, the Admiral's destination, the
board cleared, the Sleeper Agent phase and the final jump."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.jump import events as je
from bsgcore.base.model import Civilian, CylonShip, Viper
from bsgcore.base.setup.events import HIDDEN
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import GameEnded
from bsgcore.messages import Event
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table, with_crisis

FOOD_SHORTAGE = "base.crisis.food_shortage"  # jump icon
BARREN, DEEP = "base.destination.barren_planet", "base.destination.deep_space"
BRIG, HANGAR = "base.location.brig", "base.location.hangar_deck"
BOOMER = "sharon_boomer_valerii"


def jumping(distance: int = 0, **changes: Any) -> tuple[Board, list[Event]]:
    """A table whose track is at 4 when this turn's crisis (with a jump icon) is finished."""
    b = table(jump_track=4, distance=distance, **changes)
    deck = list(b.game.destination_deck)
    deck.remove(BARREN)
    deck.remove(DEEP)
    game = attrs.evolve(b.game, destination_deck=(BARREN, DEEP, *deck))
    game = with_crisis(game, FOOD_SHORTAGE)
    b = Board(b.rules, b.state.with_game(game))
    b, events = b.run(tf.JumpStep(game.current))
    return b, list(events)


def test_auto_jump_at_the_top_of_the_track_b_jump_4() -> None:
    """B-JUMP-4, B-TURN-10, B-JUMP-5, B-JUMP-1, B-TITLE-1: the jump icon takes the track to 5 and
    the fleet jumps at once: the Admiral draws 2 destinations in secret and keeps one; the other
    goes to the bottom, the distance grows, the card's fuel is spent and the track is reset."""
    b, events = jumping()
    decision = b.pending
    admiral = b.game.admiral
    assert decision is not None and decision.kind == "choose_destination"
    assert decision.seat == admiral
    drawn = next(e for e in events if isinstance(e, je.DestinationsDrawn))
    assert drawn.cards == (BARREN, DEEP)
    other = (admiral + 1) % 3
    assert drawn.redacted_for(other) == je.DestinationsDrawn(admiral, (HIDDEN, HIDDEN))
    fuel = b.game.fuel
    b, events = b.play(tc.KeepDestination(admiral, DEEP))
    game = b.game
    assert game.distance == 2 and game.destinations == (DEEP,)
    assert game.destination_deck[-1] == BARREN
    assert game.fuel == fuel - 1 and game.jump_track == 0
    assert je.JumpTrackReset() in events
    check_invariants(b.rules, b.state)


def test_the_board_is_cleared_b_jump_5() -> None:
    """B-JUMP-5 step 2, B-VIPER-7, B-CIV-7, B-DMG-7, B-INV-37: Cylon ships leave (a damaged
    basestar's tokens go back to their pile), vipers return to the reserve with their pilots to
    the Hangar Deck, civilian ships go back into the pile."""
    b = table()
    pilot = b.game.current
    game = b.game
    players = tuple(
        attrs.evolve(p, location=m.SPACE) if s == pilot else p for s, p in enumerate(game.players)
    )
    pile = game.civilian_pile
    reserve = game.vipers_reserve + len(game.vipers)
    tokens = game.basestar_damage_pile
    game = attrs.evolve(
        game,
        players=players,
        cylon_ships=(CylonShip(900, "basestar", 1, damage=tokens[:1]),),
        basestar_damage_pile=tokens[1:],
        vipers=(*game.vipers, Viper(901, 5, pilot)),
        vipers_reserve=game.vipers_reserve - 1,
        civilians=(*game.civilians, Civilian(902, 2)),
        cargo=(*game.cargo, pile[0]),
        civilian_pile=pile[1:],
    )
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.Jump(game.current))
    after = b.game
    assert after.cylon_ships == () and after.vipers == () and after.civilians == ()
    assert sorted(after.basestar_damage_pile) == sorted(tokens)
    assert after.vipers_reserve == reserve
    assert after.players[pilot].location == HANGAR
    assert sorted(after.civilian_pile) == sorted(pile[1:] + game.cargo)


def test_sleeper_agent_phase_at_distance_4_b_loy_6() -> None:
    """B-LOY-6, B-LOY-7, B-CHR-SHA-W, B-INV-22, B-INV-23: when a jump brings the distance to 4
    or more, every player is dealt 1 more loyalty card, Sharon 2 and she goes to the Brig; the
    loyalty deck is then empty."""
    b, _ = jumping(distance=2, characters=("laura_roslin", "saul_tigh", BOOMER))
    admiral = b.game.admiral
    before = [len(p.loyalty) for p in b.game.players]
    b, events = b.play(tc.KeepDestination(admiral, BARREN))
    game = b.game
    assert game.distance == 4 and game.sleeper_done
    boomer = m.seat_of(game, f"base.character.{BOOMER}")
    for seat, player in enumerate(game.players):
        assert len(player.loyalty) == before[seat] + (2 if seat == boomer else 1)
    assert game.loyalty_deck == ()
    assert te.CharacterMoved(boomer, BRIG, "Sleeper Agent") in events
    dealt = next(e for e in events if isinstance(e, je.SleeperAgentDealt))
    assert all(set(h) == {HIDDEN} for s, h in enumerate(dealt.redacted_for(boomer).hands)  # type: ignore[attr-defined]
               if s != boomer)  # fmt: skip
    check_invariants(b.rules, b.state)


def test_final_jump_wins_b_end_1() -> None:
    """B-END-1, B-END-2, B-JUMP-5 step 1 (R-102): a jump with 8 or more distance travelled ends
    the game at once: the humans win, every seat without a Cylon card with them."""
    b, events = jumping(distance=8)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == m.HUMANS and ended[0].condition == "final_jump"
    humans = tuple(s for s in range(3) if not m.is_cylon(b.game, s))
    assert ended[0].winning_seats == humans
    assert b.state.outcome is not None


def test_final_jump_with_a_resource_at_zero_loses_b_end_6() -> None:
    """B-END-6, B-END-3 (R-101, R-102): a resource at 0 when the final jump ends the game: the
    Cylons win."""
    b, events = jumping(distance=8, morale=0)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == m.CYLONS


def test_ragnar_anchorage_restores_destroyed_vipers_b_viper_6() -> None:
    """B-VIPER-6: destroyed vipers are out of the game except where an effect restores them:
    Ragnar Anchorage (the Space Station) fixes up to 3 vipers, the damaged one first, then 2
    destroyed ones, back into the reserve."""
    b = table()
    game = attrs.evolve(
        b.game,
        vipers_reserve=b.game.vipers_reserve - 4,
        vipers_damaged=1,
        vipers_destroyed=3,
        raptors=3,
    )
    b = Board(b.rules, b.state.with_game(game))
    admiral = game.admiral
    b, _ = b.run(tf.RunOps("base.destination.ragnar_anchorage", "effects", admiral))
    assert b.pending is not None and b.pending.kind == "choose_optional"
    b, _ = b.play(tc.Pick(admiral, 1))
    assert (b.game.vipers_damaged, b.game.vipers_destroyed) == (0, 1)
    assert b.game.vipers_reserve == game.vipers_reserve + 3 and b.game.raptors == 4
    check_invariants(b.rules, b.state, at_rest=False)


def test_a_player_dealt_a_cylon_card_in_the_game_is_a_cylon_b_end_5() -> None:
    """B-END-5, B-LOY-6: no one holds a Cylon card until the Sleeper Agent phase deals one out;
    that player is then on the Cylon team: a final jump wins for the two others only, and a
    resource at 0 at the end of the turn for him alone."""
    not_cylon, cylon = "base.loyalty.you_are_not_a_cylon", "base.loyalty.you_are_a_cylon_sickbay"
    b = table()
    players = tuple(attrs.evolve(p, loyalty=(not_cylon,)) for p in b.game.players)
    deck = (cylon, not_cylon, not_cylon)
    b, _ = jumping(distance=2, players=players, loyalty_deck=deck)
    b, _ = b.play(tc.KeepDestination(b.game.admiral, BARREN))
    assert b.game.sleeper_done
    check_invariants(b.rules, b.state)
    (sleeper,) = (s for s, p in enumerate(b.game.players) if cylon in p.loyalty)
    others = tuple(s for s in range(3) if s != sleeper)
    won, events = Board(b.rules, b.state.with_game(attrs.evolve(b.game, distance=8))).run(
        tf.Jump(b.game.current)
    )
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended[0].winner == m.HUMANS and ended[0].winning_seats == others
    lost, events = Board(b.rules, b.state.with_game(attrs.evolve(b.game, food=0))).run(
        tf.EndTurn(b.game.current, limits_done=True)
    )
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended[0].winner == m.CYLONS and ended[0].winning_seats == (sleeper,)


def test_sleeper_agent_phase_once_between_destination_and_track_reset_b_loy_7() -> None:
    """B-LOY-7, B-LOY-6, B-INV-23, B-INV-37: the Sleeper Agent phase comes after the chosen
    destination is resolved and before the jump track is reset (to 0; centurions stay on
    their track); it happens only on the jump reaching distance 4, and only once."""
    b, _ = jumping(distance=2, characters=("laura_roslin", "saul_tigh", BOOMER), centurions=(1,))
    b, events = b.play(tc.KeepDestination(b.game.admiral, BARREN))
    tags = [e.tag for e in events if not e.tag.startswith("core.")]
    chosen, dealt = tags.index("base.destination_chosen"), tags.index("base.sleeper_agent_dealt")
    resolved = tags.index("base.resource_changed")  # Barren Planet's fuel
    assert chosen < resolved < dealt < tags.index("base.jump_track_reset")
    assert b.game.jump_track == 0 and b.game.centurions == (1,) and b.game.distance == 4
    for distance, done in ((0, False), (4, True), (6, True)):  # to 2: too early; later: done
        b, _ = jumping(distance=distance, sleeper_done=done)
        loyalty = [p.loyalty for p in b.game.players]
        b, events = b.play(tc.KeepDestination(b.game.admiral, BARREN))
        assert not any(isinstance(e, je.SleeperAgentDealt) for e in events), distance
        assert [p.loyalty for p in b.game.players] == loyalty
        assert b.game.sleeper_done == done
    check_invariants(b.rules, b.state)


def test_distance_is_the_sum_of_the_destinations_b_inv_41() -> None:
    """B-INV-41 (docs/rulings.md): a jump adds exactly its destination's distance (the
    distance equals the sum of the chosen cards'); a passed Legendary Discovery adds exactly 1
    without a destination card; the distance never falls."""
    b, _ = jumping(distance=0)
    b, _ = b.play(tc.KeepDestination(b.game.admiral, BARREN))
    dist = sum(int(m.data().get(d).extra.get("distance", 0)) for d in b.game.destinations)
    assert b.game.destinations == (BARREN,) and b.game.distance == dist == 2
    after, _ = b.run(tf.RunOps("base.crisis.legendary_discovery", "passed", b.game.current))
    assert after.game.distance == 3 and after.game.destinations == (BARREN,)
    failed, _ = b.run(tf.RunOps("base.crisis.legendary_discovery", "failed", b.game.current))
    assert failed.game.distance == 2


def test_a_sympathizer_dealt_at_the_sleeper_phase_is_shown_at_once_b_loy_12() -> None:
    """B-LOY-12 (R-111): a human dealt the Sympathizer in the Sleeper Agent phase shows it at
    once: with a resource in its red zone he goes to the Brig and stays human; otherwise he
    reveals as a Cylon (to the Resurrection Ship) with no super crisis card."""
    from bsgcore.base.cylons import reveal as rv

    b, _ = jumping(distance=2, characters=("laura_roslin", "saul_tigh", "tom_zarek"))
    first = b.game.current  # dealt the top card
    deck = (rv.SYMPATHIZER, *b.game.loyalty_deck[1:])
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, loyalty_deck=deck)))
    for morale in (10, 3):
        start = Board(b.rules, b.state.with_game(attrs.evolve(b.game, morale=morale)))
        out, events = start.play(tc.KeepDestination(start.game.admiral, BARREN))
        tags = [e.tag for e in events if not e.tag.startswith("core.")]
        assert tags.index("base.sleeper_agent_dealt") < tags.index("base.loyalty_shown")
        while out.pending is not None and out.pending.kind == "discard":
            out, _ = out.play(out.pending.options[0])
        player = out.game.players[first]
        assert rv.SYMPATHIZER in player.loyalty and rv.SYMPATHIZER in player.shown
        if morale == 3:  # red zone
            assert player.location == BRIG and not player.revealed
        else:
            assert player.revealed and player.location == "base.location.resurrection_ship"
            assert player.super_crises == ()
        check_invariants(out.rules, out.state, at_rest=False)


def test_loyalty_minimums_after_the_sleeper_phase_b_inv_21() -> None:
    """B-INV-21: after the Sleeper Agent phase every player holds at least 2 loyalty cards,
    Baltar and Sharon at least 3."""
    b, _ = jumping(distance=2, characters=("gaius_baltar", "saul_tigh", BOOMER))
    b, _ = b.play(tc.KeepDestination(b.game.admiral, BARREN))
    assert b.game.sleeper_done
    for player in b.game.players:
        least = 3 if player.character.endswith(("gaius_baltar", BOOMER)) else 2
        assert len(player.loyalty) >= least, player.character
    assert {len(p.loyalty) for p in b.game.players} == {2, 3}
