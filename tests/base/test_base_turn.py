"""The base turn (B-TURN): its steps, Receive Skills, Movement, the end of the turn and random games
that run to an outcome."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.scenarios import table as sc
from bsgcore.base.scenarios.space import Board
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_game, check_invariants, check_no_leaks, random_playout

ROSLIN, TIGH, ZAREK = "laura_roslin", "saul_tigh", "tom_zarek"
SICKBAY = "base.location.sickbay"
BRIG = "base.location.brig"
OMIT: dict[str, object] = {}  # base games need no option


def at(**changes: Any) -> Board:
    """A set-up 3-seat game (Roslin, Tigh, Zarek) in the first player's Movement step, changed."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value: BaseGame = attrs.evolve(sc.base(game), **changes)
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
    """B-TURN-3, B-SICK-2: a character starting the turn in Sickbay draws 1 card of a type of
    its skill set, chosen."""
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
    assert paid.discard in after.skill_discards[m.type_index(m.skill_type(paid.discard))]
    players = list(after.players)
    players[seat] = attrs.evolve(players[seat], location=BRIG)
    b = at(players=tuple(players))
    assert b.pending is not None and b.pending.options == (tc.Stay(seat),)


def test_hand_limit_at_end_of_turn_b_turn_12() -> None:
    """B-TURN-12, B-SKILL-6: at the end of the turn a player over 10 cards discards down to 10,
    choosing the cards, face up."""
    game = sc.set_up(3, 4, characters=[ROSLIN, TIGH, ZAREK], type_balance=False)
    value = sc.base(game)
    seat = (value.first_player + 1) % 3
    deck = value.skill_decks[0]
    players = list(value.players)
    players[seat] = attrs.evolve(players[seat], hand=players[seat].hand + deck[:9])
    decks = m.replace_deck(value.skill_decks, 0, deck[9:])
    b = at(players=tuple(players), skill_decks=decks)
    b, _ = b.run(tf.EndTurn(value.first_player))
    decision = b.pending
    assert decision is not None and decision.kind == "discard" and decision.seat == seat
    assert len(b.game.players[seat].hand) == 12
    discarded = 0
    while b.pending is not None and b.pending.kind == "discard":
        check_invariants(b.rules, b.state, at_rest=False)
        b, events = b.play(b.pending.options[0])
        discarded += 1
    assert discarded == 2  # then the next seat's turn begins
    assert any(e.tag == "base.turn_begun" for e in events)


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


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_random_games_end_with_an_outcome(seats: int) -> None:
    """B-TURN-1, B-END-1, B-END-3: seeded random games run to an outcome, replay to the same
    state and leak nothing."""
    for seed in range(2):
        game = random_playout("base", seats, 100 + seed, options=OMIT)
        assert game.is_over
        check_game(game)
        check_no_leaks(game, scrambles=1)
