"""The base turn (B-TURN): its steps, Receive Skills, Movement, the end of the turn and random games
that run to an outcome."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.events import TurnBegun
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_game, check_invariants, check_no_leaks, random_playout
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, table, with_crisis
from bsgcore.testing.scripted import scripted_random

ROSLIN, TIGH, ZAREK = "laura_roslin", "saul_tigh", "tom_zarek"
SICKBAY = "base.location.sickbay"
BRIG = "base.location.brig"
OMIT: dict[str, object] = {}  # base games need no option


def at(**changes: Any) -> Board:
    """A set-up 3-seat game (Roslin, Tigh, Zarek) in the first player's Movement step, changed."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value: BaseGame = m.edited(sc.base(game), **changes)
    return Board(game.rules, game.state.with_game(value))


def test_first_turn_steps_in_order_b_turn_1() -> None:
    """B-TURN-1, B-TURN-3: the first player's turn lays out its steps in order; a fixed skill set
    is drawn at once (Roslin: 3 politics, 2 leadership) and the Movement step asks next."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value = sc.base(game)
    first = value.first_player
    kinds = [type(frame).__name__ for frame in game.state.stack]
    assert kinds[-6:] == [
        "EndTurn", "JumpStep", "ActivationStep", "CrisisStep", "ActionStep", "MovementStep",
    ]  # fmt: skip
    assert game.pending is not None and game.pending.kind == "movement"
    types = sorted(m.skill_type(c) for c in value.players[first].hand)
    want = sorted(t for g in m.data().character(value.players[first].character).skill_set
                  for t in g.types * g.count)  # fmt: skip
    assert len(value.players[first].hand) == len(want) and types == want


def test_sickbay_draws_one_card_b_turn_3() -> None:
    """B-TURN-3, B-SICK-2, B-INV-46: a character starting the turn in Sickbay draws exactly 1
    card, of a type of its skill set, chosen."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    seat = sc.base(game).first_player
    players = list(sc.base(game).players)
    players[seat] = attrs.evolve(players[seat], location=SICKBAY, hand=())
    b = at(players=tuple(players))
    b, _ = b.run(tf.ReceiveSkills(seat))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_draw"
    assert all(len(o.types) == 1 for o in decision.options)  # type: ignore[attr-defined]
    b, _ = b.play(decision.options[0])
    assert len(b.game.players[seat].hand) == 1
    assert b.pending is None or b.pending.kind != "choose_draw"  # no second draw


def test_movement_costs_b_move_1_to_3() -> None:
    """B-MOVE-1, B-MOVE-2, B-MOVE-3, B-MOVE-7: free within a ship, one card to change ships,
    never into the Brig or Sickbay; from the Brig no move at all (B-MOVE-8)."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value = sc.base(game)
    seat = value.first_player
    decision = game.pending
    assert decision is not None and decision.kind == "movement"
    here = value.players[seat].location
    board = m.data().location(here).board
    moves = [o for o in decision.options if isinstance(o, tc.Move)]
    for move in moves:
        assert move.to not in (BRIG, SICKBAY, here)
        assert (move.discard == "") == (m.data().location(move.to).board == board)
    paid = next(o for o in moves if o.discard)
    game.play(paid)
    after = sc.base(game)
    assert after.players[seat].location == paid.to
    assert len(after.players[seat].hand) == len(value.players[seat].hand) - 1
    assert paid.discard in after.skill_discards[m.skill_type(paid.discard)]
    players = list(after.players)
    players[seat] = attrs.evolve(players[seat], location=BRIG)
    b = at(players=tuple(players))
    assert b.pending is not None and b.pending.options == (tc.Stay(seat),)


def test_movement_destinations_b_move_1_b_move_3_b_move_12() -> None:
    """B-MOVE-1, B-MOVE-3, B-MOVE-12: a human in the President's Office is offered every other
    Galactica and Colonial One location but the Brig and Sickbay, a damaged one (Command)
    included, and no Cylon location; with no skill card left he may still move within Colonial
    One but no longer to Galactica."""
    boards = m.data().components.boards
    galactica = set(boards["base.board.galactica"]) - {BRIG, SICKBAY}
    colonial = set(boards["base.board.colonial_one"]) - {"base.location.presidents_office"}
    damaged = ("base.location.command",)
    b = at(damaged_locations=damaged)
    seat = b.game.current
    assert b.game.players[seat].location == "base.location.presidents_office"
    assert b.game.players[seat].hand and not b.game.players[seat].revealed
    b, _ = b.run(tf.MovementStep(seat))
    assert b.pending is not None
    moves = [o for o in b.pending.options if isinstance(o, tc.Move)]
    assert {o.to for o in moves} == galactica | colonial
    assert {o.to for o in moves if o.discard} == galactica
    start = at(damaged_locations=damaged)
    empty = Board(start.rules, start.state.with_game(arrange(start.game, hands={seat: []})))
    empty, _ = empty.run(tf.MovementStep(seat))
    assert empty.pending is not None
    assert {o.to for o in empty.pending.options if isinstance(o, tc.Move)} == colonial


@pytest.mark.parametrize("start", [BRIG, "base.location.command"])
def test_a_named_move_leaves_the_brig_alone_b_move_8(start: str) -> None:
    """B-MOVE-8 (R-108): Rescue Mission's option a (-1 morale, "the current player goes to
    Sickbay") sends a current player standing in Command to Sickbay, but one in the Brig stays
    in the Brig: a named effect is no way out."""
    b = at()
    seat = b.game.current
    players = tuple(
        attrs.evolve(p, location=start) if s == seat else p for s, p in enumerate(b.game.players)
    )
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=players)))
    morale = b.game.morale
    b, events = b.run(tf.RunOps("base.crisis.rescue_mission", "option_a", seat))
    assert b.game.morale == morale - 1
    expected = BRIG if start == BRIG else SICKBAY
    assert b.game.players[seat].location == expected
    assert any(isinstance(e, te.CharacterMoved) for e in events) == (start != BRIG)


def test_hand_limit_at_end_of_turn_b_turn_12() -> None:
    """B-TURN-12, B-SKILL-6: at the end of the turn a player over 10 cards discards down to 10,
    choosing the cards, face up."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value = sc.base(game)
    seat = (value.first_player + 1) % 3
    deck = value.skill_decks["politics"]
    players = list(value.players)
    players[seat] = attrs.evolve(players[seat], hand=players[seat].hand + deck[:9])
    decks = m.replace_deck(value.skill_decks, "politics", deck[9:])
    b = at(players=tuple(players), skill_decks=decks)
    b, _ = b.run(tf.EndTurn(value.first_player))
    decision = b.pending
    assert decision is not None and decision.kind == "discard" and decision.seat == seat
    assert len(b.game.players[seat].hand) == 12
    other = (seat + 1) % 3
    discarded = 0
    while b.pending is not None and b.pending.kind == "discard":
        check_invariants(b.rules, b.state, at_rest=False)
        hand = b.game.players[seat].hand
        assert {o.card for o in b.pending.options} == set(hand)  # type: ignore[attr-defined]
        choice = b.pending.options[-1]
        b, events = b.play(choice)
        discarded += 1
        shown = [e.redacted_for(other) for e in events if isinstance(e, te.SkillCardsDiscarded)]
        assert [e.cards for e in shown] == [(choice.card,)]  # type: ignore[attr-defined]  # face up
    assert discarded == 2  # then the next seat's turn begins
    assert any(e.tag == "base.turn_begun" for e in events)


def test_apollo_discards_at_random_at_the_end_of_the_turn_b_turn_12() -> None:
    """B-TURN-12, B-CHR-APO-W: Apollo over the hand limit at the end of the turn is offered no
    choice of card: the card that goes is the first of a random shuffle of his hand (scripted
    here: his 1st, then his 11th card), face up."""
    b = table(characters=("lee_apollo_adama", "saul_tigh", "laura_roslin"))
    apollo = m.seat_of(b.game, "base.character.lee_apollo_adama")
    pool = sorted(c for deck in b.game.skill_decks.values() for c in deck)[:11]
    b = Board(b.rules, b.state.with_game(arrange(b.game, {apollo: pool})))
    b = Board(b.rules, attrs.evolve(b.state, stack=()))
    b, _ = b.run(tf.EndTurn(b.game.current))
    assert b.pending is not None and b.pending.seat == apollo
    assert len(b.pending.options) == 1 and b.pending.kind == "discard"
    hand = b.game.players[apollo].hand
    for pick in (0, 10):
        shuffled = (hand[pick], *(c for i, c in enumerate(hand) if i != pick))
        with scripted_random(shuffles=[shuffled]):
            after, events = b.play(b.pending.options[0])
        (discard,) = [e for e in events if isinstance(e, te.SkillCardsDiscarded)]
        assert discard.redacted_for((apollo + 1) % 3).cards == (hand[pick],)  # type: ignore[attr-defined]
        assert len(after.game.players[apollo].hand) == 10


def test_a_resource_at_zero_is_judged_once_the_discards_are_done_b_turn_12() -> None:
    """B-TURN-12 (R-101): with food at 0 and a seat over its hand limit, the end of the turn
    first asks for the discard; the Cylons win only once it is made."""
    b = table(food=0)
    seat = (b.game.current + 1) % 3
    pool = [c for deck in b.game.skill_decks.values() for c in deck]
    b = Board(b.rules, b.state.with_game(arrange(b.game, {seat: pool[:11]})))
    b, events = b.run(tf.EndTurn(b.game.current))
    assert not any(isinstance(e, GameEnded) for e in events) and b.state.outcome is None
    assert b.pending is not None and b.pending.kind == "discard" and b.pending.seat == seat
    b, events = b.play(b.pending.options[0])
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == m.CYLONS and ended[0].condition == "resource_empty"


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_the_next_player_clockwise_begins_after_the_end_of_turn_b_turn_1(seat: int) -> None:
    """B-TURN-1: when seat's turn ends (its end-of-turn checks done, nothing over the limit), the
    turn passes to the next seat clockwise (2 wraps round to 0), with the next turn number; it
    receives its skills and is asked to move, with its Action, Crisis, Activation and Jump steps
    and its end of turn waiting in that order."""
    b = at(current=seat)
    b = Board(b.rules, attrs.evolve(b.state, stack=()))
    turn = b.game.turn
    b, events = b.run(tf.EndTurn(seat))
    nxt = (seat + 1) % 3
    assert [(e.seat, e.turn) for e in events if isinstance(e, TurnBegun)] == [(nxt, turn + 1)]
    drawn = [e for e in events if e.tag == "base.skill_cards_drawn"]
    assert drawn and all(e.seat == nxt for e in drawn)  # type: ignore[attr-defined]
    assert b.game.current == nxt and b.pending is not None
    assert (b.pending.kind, b.pending.seat) == ("movement", nxt)
    assert [type(f) for f in reversed(b.state.stack)] == [
        tf.MovementStep, tf.ActionStep, tf.CrisisStep, tf.ActivationStep, tf.JumpStep, tf.EndTurn,
    ]  # fmt: skip


def test_resource_at_zero_loses_at_end_of_turn_b_end_3() -> None:
    """B-END-3 (R-101), B-END-5: a resource at 0 when the turn ends: the Cylons win, with every
    seat holding a Cylon card."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value = sc.base(game)
    b = at(food=0)
    b, events = b.run(tf.EndTurn(value.first_player, limits_done=True))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == m.CYLONS and ended[0].condition == "resource_empty"
    cylons = tuple(s for s in range(3) if m.is_cylon(b.game, s))
    assert ended[0].winning_seats == cylons


def test_a_resource_at_zero_is_judged_at_the_end_of_the_turn_b_end_3() -> None:
    """B-END-3 (R-101): Food Shortage's option a (-2 food) with 1 food left takes food to 0,
    never below, and the game goes on; food raised again before the turn ends (the game's own
    resource event) means no Cylon win at the end of the turn, while food left at 0 loses."""
    b = at(food=1)
    seat = b.game.current
    b = Board(b.rules, b.state.with_game(with_crisis(b.game, "base.crisis.food_shortage")))
    b, _ = b.run(tf.ResolveCrisis(seat))
    assert b.pending is not None and b.pending.kind == "crisis_option"
    b, events = b.play(tc.ChooseOption(b.pending.seat, "a"))
    assert b.game.food == 0 and b.state.outcome is None
    assert not any(isinstance(e, GameEnded) for e in events) and b.pending is not None
    raised = te.ResourceChanged("food", 1).apply(b.game)
    b2, events = Board(b.rules, b.state.with_game(raised)).run(tf.EndTurn(seat, limits_done=True))
    assert not any(isinstance(e, GameEnded) for e in events) and b2.state.outcome is None
    _, events = b.run(tf.EndTurn(seat, limits_done=True))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == m.CYLONS and ended[0].condition == "resource_empty"


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_random_games_end_with_an_outcome(seats: int) -> None:
    """Seeded random games run to an outcome, replay to the same state and leak nothing (a
    sweep: it cites no turn or end rule, which the scenario tests check)."""
    for seed in range(2):
        game = random_playout("base", seats, 100 + seed, options=OMIT)
        assert game.is_over
        check_game(game)
        check_no_leaks(game, scrambles=1)


def test_tyrol_hand_limit_is_eight_b_skill_6() -> None:
    """B-SKILL-6: at the end of the turn Tyrol keeps at most 8 cards, everyone else 10: with 9
    and 10 cards, only Tyrol discards, and only 1."""
    from bsgcore.testing.scenarios.turn import arrange, table

    b = table()
    tyrol, tigh = 0, 1
    assert b.game.players[tyrol].character == "base.character.galen_tyrol"
    deck = b.game.skill_decks["politics"]
    value = arrange(b.game, {tyrol: deck[:9], tigh: deck[9:19]})
    b = Board(b.rules, b.state.with_game(value))
    b, _ = b.run(tf.EndTurn(b.game.current))
    asked: list[int] = []
    while b.pending is not None and b.pending.kind == "discard":
        check_invariants(b.rules, b.state, at_rest=False)
        asked.append(b.pending.seat)
        b, _ = b.play(b.pending.options[0])
    assert asked == [tyrol]  # Tigh keeps his 10
    assert len(b.game.players[tyrol].hand) == 8
