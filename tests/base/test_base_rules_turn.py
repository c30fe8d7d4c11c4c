"""The turn, skill checks, crises and jumps (base.md sections 4, 8, 10 to 12, 19): the rules the
other turn tests do not check yet, each on a small scenario."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.invariants import check_invariants
from bsgcore.base.model import BaseGame, Check, Civilian
from bsgcore.base.setup.events import SkillCardsDrawn
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill, table, with_crisis
from bsgcore.testing.scripted import scripted_random

BOMB_THREAT = "base.crisis.bomb_threat"
DONE = "base.not_implemented"


def resting(b: Board) -> Board:
    """The board with a resting frame on top, so a frame run on it resolves back to it."""
    rest = NotImplementedYet(b.game.current, "scenario: the step under test is done")
    return Board(b.rules, b.state.push(rest))


def edit(b: Board, **changes: Any) -> Board:
    """The board with these changes to the game value."""
    return Board(b.rules, b.state.with_game(m.edited(b.game, **changes)))


def drawn(b: Board, code: str) -> Board:
    """The board with `code` drawn as this turn's crisis, resolved up to its first decision."""
    game = with_crisis(b.game, code)
    b = resting(Board(b.rules, b.state.with_game(game)))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    return b


def test_destroy_a_civilian_ship_from_the_pile_then_the_board_b_crisis_10() -> None:
    """B-CRISIS-10, B-CIV-4, B-CIV-6: Bomb Threat's "draw a civilian ship and destroy it" takes
    the top of the pile; with the pile empty it destroys a ship on the board, the current player
    choosing which, and the fleet loses its cargo."""
    b = table()
    seat = b.game.current
    pile = list(b.game.civilian_pile) + list(b.game.cargo)
    p2 = pile.index("population_2")
    cargo = (pile.pop(p2), pile.pop(0))
    uid = b.game.next_uid
    ships = (Civilian(uid, 4), Civilian(uid + 1, 1))
    b = edit(b, civilians=ships, cargo=cargo, civilian_pile=(), next_uid=uid + 2)
    b = drawn(b, BOMB_THREAT)
    population = b.game.population
    with scripted_random(rolls=[2]):
        b, _ = b.play(tc.ChooseOption(seat, "b"))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_civilian" and decision.seat == seat
    assert [o.value for o in decision.options] == [uid, uid + 1]  # type: ignore[attr-defined]
    b, events = b.play(tc.Pick(seat, uid))
    assert se.CivilianDestroyed(uid, "population_2") in events
    assert b.game.population == population - 2
    assert [c.uid for c in b.game.civilians] == [uid + 1]
    check_invariants(b.state)


def test_a_last_destiny_card_is_kept_b_dest_2_b_inv_27() -> None:
    """B-DEST-2, B-INV-27, B-COMP-5: a destiny deck down to 1 card (after a rebuild from short
    decks) gives that card and 1 from the rebuilt deck: every check gets exactly 2."""
    b = table()
    game = b.game
    last = game.destiny[0]
    skills = _regroup(game)  # the other 9 destiny cards back on their decks
    game = attrs.evolve(game, destiny=(last,), skill_decks=skills)
    check = Check("base.location.brig", 7, ("politics", "tactics"), game.current)
    check = attrs.evolve(check, played=((),) * m.seats(game))
    b = resting(Board(b.rules, b.state.with_game(attrs.evolve(game, check=check))))
    check_invariants(b.state)
    b, events = b.run(tf.DealDestiny())
    dealt = next(e for e in events if isinstance(e, te.DestinyDealt))
    assert len(dealt.cards) == 2 and dealt.cards[0] == last
    assert len(b.game.destiny) == 9
    check_invariants(b.state)


def _regroup(game: BaseGame) -> dict[str, tuple[str, ...]]:
    """Every skill card of the decks and of the destiny deck but its top card, per type."""
    pool = [c for deck in game.skill_decks.values() for c in deck] + list(game.destiny[1:])
    return {t: tuple(c for c in pool if m.skill_type(c) == t) for t in SKILL_TYPES}


# -- the turn's steps ---------------------------------------------------------------------------


def at_action(b: Board, seat: int, **fields: Any) -> Board:
    """The seat's Action step (its player changed by `fields`) up to its decision."""
    player = attrs.evolve(b.game.players[seat], **fields)
    b = resting(Board(b.rules, b.state.with_game(m.replace_player(b.game, seat, player))))
    b, _ = b.run(tf.ActionStep(seat))
    assert b.pending is not None and b.pending.kind == "action"
    return b


def test_the_current_player_orders_the_raider_areas_b_turn_2() -> None:
    """B-TURN-2, B-ACTV-1 (R-116): where the rules leave the order open, the current player
    decides it: with raiders in two areas he (not seat 0) picks which area acts first."""
    b = resting(table())
    seat = (b.game.current + 1) % 3
    b = edit(b, current=seat, cylon_ships=(), vipers=(), civilians=(), cargo=())
    from bsgcore.base.model import CylonShip
    from bsgcore.base.space import activation as act

    uid = b.game.next_uid
    ships = (CylonShip(uid, "raider", 1), CylonShip(uid + 1, "raider", 3))
    b = edit(b, cylon_ships=ships, next_uid=uid + 2, vipers_reserve=8)
    b, _ = b.run(act.ActivateCylons(seat, "raiders"))
    assert b.pending is not None and b.pending.kind == "raider_area"
    assert b.pending.seat == seat != 0


def test_mixed_skill_set_chosen_in_public_b_turn_4() -> None:
    """B-TURN-4: Apollo (Piloting 2, Tactics 1, Leadership/Politics 2) chooses the mix of his
    Leadership/Politics cards (2 leadership, 1 of each or 2 politics) before drawing; the other
    seats see the types he draws, not the cards."""
    b = resting(table(characters=("lee_apollo_adama", "saul_tigh", "laura_roslin")))
    apollo = m.seat_of(b.game, "base.character.lee_apollo_adama")
    b, _ = b.run(tf.ReceiveSkills(apollo))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_draw" and decision.seat == apollo
    mixes = sorted(o.types[-2:] for o in decision.options)  # type: ignore[attr-defined]
    assert mixes == [
        ("leadership", "leadership"), ("leadership", "politics"), ("politics", "politics"),
    ]  # fmt: skip
    fixed = decision.options[0].types[:-2]  # type: ignore[attr-defined]
    assert sorted(fixed) == ["piloting", "piloting", "tactics"]
    choice = next(o for o in decision.options if o.types[-2:] == ("leadership", "politics"))  # type: ignore[attr-defined]
    b, events = b.play(choice)
    drawn = [e for e in events if isinstance(e, SkillCardsDrawn)]
    assert sorted(t for e in drawn for t in e.types) == sorted([*fixed, "leadership", "politics"])
    other = (apollo + 1) % 3
    for event in drawn:
        seen = event.redacted_for(other)
        assert isinstance(seen, SkillCardsDrawn)
        assert seen.types == event.types and seen.cards != event.cards


def test_movement_is_optional_and_once_b_turn_5() -> None:
    """B-TURN-5: in the Movement step the player may stay or move once; after one move the
    Action step follows (no second move)."""
    b = table()
    seat = b.game.current
    assert b.pending is not None and b.pending.kind == "movement"
    assert tc.Stay(seat) in b.pending.options
    move = next(o for o in b.pending.options if isinstance(o, tc.Move) and not o.discard)
    b, _ = b.play(move)
    assert b.game.players[seat].location == move.to
    assert b.pending is not None and b.pending.kind == "action"


def test_a_jump_in_the_action_step_does_not_end_the_turn_b_turn_13() -> None:
    """B-TURN-13: after a jump through FTL Control in the Action step, the turn goes on: the
    Crisis step still comes."""
    b = table(jump_track=4)
    seat = b.game.current
    player = attrs.evolve(b.game.players[seat], location="base.location.ftl_control")
    b = Board(b.rules, b.state.with_game(m.replace_player(b.game, seat, player)))
    b, _ = b.play(tc.Stay(seat))
    with scripted_random(rolls=[8]):
        b, _ = b.play(tc.UseLocation(seat, "base.location.ftl_control"))
    assert b.pending is not None and b.pending.kind == "choose_destination"
    kinds = [type(f).__name__ for f in b.state.stack]
    assert "CrisisStep" in kinds and "EndTurn" in kinds
    b, _ = b.play(b.pending.options[0])
    assert b.game.jump_track == 0 and b.game.turn == 1
    assert b.game.crisis, "the Crisis step came after the jump, in the same turn"


def test_an_action_ability_uses_the_action_b_char_4() -> None:
    """B-CHAR-4: an ability marked Action (Roslin's Skilled Politician) is offered in the Action
    step as the action, not in the Movement step, and taking it ends the Action step."""
    from bsgcore.base.quorum import cards as q

    b = table()
    roslin = m.seat_of(b.game, "base.character.laura_roslin")
    ability = m.data().character("base.character.laura_roslin").once_per_game
    assert ability.timing == "action"
    b = at_action(b, roslin)
    assert q.UseSkilledPolitician(roslin) in b.pending.options  # type: ignore[union-attr]
    moving, _ = resting(table()).run(tf.MovementStep(roslin))
    assert q.UseSkilledPolitician(roslin) not in moving.pending.options  # type: ignore[union-attr]
    b, _ = b.play(q.UseSkilledPolitician(roslin))
    while b.pending is not None and b.pending.kind != DONE:
        assert b.pending.kind != "action"
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.kind == DONE  # the Action step is used up


# -- movement -----------------------------------------------------------------------------------


def test_leaving_space_costs_a_card_b_move_5() -> None:
    """B-MOVE-5, B-VIPER-8: a pilot in space moves to a Galactica or Colonial One location for 1
    skill card, as his movement; the viper goes back to the reserve."""
    from bsgcore.base.model import Viper

    b = table()
    seat = b.game.current
    uid = b.game.next_uid
    player = attrs.evolve(b.game.players[seat], location=m.SPACE)
    game = m.replace_player(b.game, seat, player)
    game = attrs.evolve(
        game,
        vipers=(*game.vipers, Viper(uid, 5, seat)),
        vipers_reserve=game.vipers_reserve - 1,
        next_uid=uid + 1,
    )
    b = resting(Board(b.rules, b.state.with_game(game)))
    b, _ = b.run(tf.MovementStep(seat))
    moves = [o for o in b.pending.options if isinstance(o, tc.Move)]  # type: ignore[union-attr]
    assert moves and all(o.discard for o in moves)
    hand, reserve = len(b.game.players[seat].hand), b.game.vipers_reserve
    b, _ = b.play(moves[0])
    assert b.game.players[seat].location == moves[0].to
    assert len(b.game.players[seat].hand) == hand - 1
    assert b.game.vipers_reserve == reserve + 1 and uid not in [v.uid for v in b.game.vipers]


def test_a_pilot_sent_to_the_brig_b_move_11() -> None:
    """B-MOVE-11, B-VIPER-8: a character in space sent to the Brig (or to Sickbay) goes straight
    there; the viper returns to the reserve."""
    from bsgcore.base.model import Viper
    from bsgcore.base.turn.shared import fold, move_events

    b = table()
    seat = (b.game.current + 1) % 3
    game = m.replace_player(b.game, seat, attrs.evolve(b.game.players[seat], location=m.SPACE))
    uid = game.next_uid
    game = attrs.evolve(
        game,
        vipers=(Viper(uid, 6, seat),),
        vipers_reserve=game.vipers_reserve - 1 + len(game.vipers),
        next_uid=uid + 1,
    )
    after = fold(game, move_events(game, seat, "base.location.brig", "test"))
    assert after.players[seat].location == "base.location.brig"
    assert after.vipers == () and after.vipers_reserve == game.vipers_reserve + 1
    check_invariants(b.state.with_game(after))
    sick = fold(game, move_events(game, seat, "base.location.sickbay", "test"))
    assert sick.players[seat].location == "base.location.sickbay"
    assert sick.vipers == () and sick.vipers_reserve == game.vipers_reserve + 1


def test_leaving_the_brig_to_colonial_one_is_free_b_move_14() -> None:
    """B-MOVE-14, B-LOC-BRIG (K-1): the Brig's passed check moves the character to any location,
    Colonial One included, with no card paid for changing ships."""
    b = table()
    seat = b.game.current
    cards = [skill("investigative_committee", 5)]
    destiny = (skill("strategic_planning", 4), skill("consolidate_power", 2))
    game = arrange(b.game, {seat: cards}, destiny=destiny)
    b = Board(b.rules, b.state.with_game(game))
    b = at_action(b, seat, location="base.location.brig")
    b, _ = b.play(tc.UseLocation(seat, "base.location.brig"))
    b, _ = answer_check(b, {seat: cards})
    assert b.pending is not None and b.pending.kind == "choose_location"
    from bsgcore.base.turn.shared import human_locations

    press = human_locations().index("base.location.press_room")
    assert tc.Pick(seat, press) in b.pending.options
    hand = len(b.game.players[seat].hand)
    b, events = b.play(tc.Pick(seat, press))
    assert len(b.game.players[seat].hand) == hand
    assert b.game.players[seat].location == "base.location.press_room"
    assert not [
        e for e in events if isinstance(e, te.SkillCardsDiscarded) and e.reason == "movement"
    ]


def test_several_players_drawing_go_clockwise_b_turn_15() -> None:
    """B-TURN-15 (R-126): the Sleeper Agent phase, the base game's one instruction that has
    every player draw, deals clockwise from the current player (the one whose jump set it off),
    each taking his cards from the top before the next."""
    from bsgcore.base.jump import events as je
    from bsgcore.base.jump.steps import sleeper_agent

    game = table().game
    current = (game.current + 1) % 3
    deck = game.loyalty_deck
    assert len(deck) >= 3
    events = sleeper_agent(attrs.evolve(game, current=current))
    dealt = next(e for e in events if isinstance(e, je.SleeperAgentDealt))
    for step in range(3):
        assert dealt.hands[(current + step) % 3] == (deck[step],)
