"""Jumping (B-JUMP): the automatic jump at the top of the track, the Admiral's destination, the
board cleared, the Sleeper Agent phase and the final jump."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.jump import events as je
from bsgcore.base.model import Civilian, CylonShip, Viper
from bsgcore.base.scenarios.space import Board
from bsgcore.base.scenarios.turn import table, with_crisis
from bsgcore.base.setup.events import HIDDEN
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import GameEnded
from bsgcore.messages import Event
from bsgcore.testing import check_invariants

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
    """B-JUMP-5 step 2, B-VIPER-7, B-CIV-7, B-DMG-7, B-INV-37: Cylon ships leave, vipers return
    to the reserve with their pilots to the Hangar Deck, civilian ships go back into the pile."""
    b = table()
    pilot = b.game.current
    game = b.game
    players = tuple(
        attrs.evolve(p, location=m.SPACE) if s == pilot else p for s, p in enumerate(game.players)
    )
    pile = game.civilian_pile
    reserve = game.vipers_reserve + len(game.vipers)
    game = attrs.evolve(
        game,
        players=players,
        cylon_ships=(CylonShip(900, "basestar", 1),),
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
