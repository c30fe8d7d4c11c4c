"""B-CIV-4 with a count above 1: the unused pile gives what it has, the rest of the count comes
from ships on the board, the current player picking each (base's ``destroy_civilian`` op)."""

from __future__ import annotations

import pytest

from bsgcore.base import BaseGame, RunOps
from bsgcore.base.catalogue.op import FrozenMap, Op
from bsgcore.base.effects.ops import op_destroy_civilian
from bsgcore.base.turn.events import CivilianLost
from bsgcore.base.turn.frames import DestroyCivilians
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor
from bsgcore.stack import push
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board

ASTEROIDS = "base.destination.asteroid_field"
TWO = Op("destroy_civilian", FrozenMap({"count": 2, "method": "draw"}))


def destroy_two(board: Board) -> list[object]:
    """The events of a "destroy 2 civilian ships" op run on this board."""
    frame = RunOps(ASTEROIDS, "effects", board.game.current)
    with using_rules(board.rules):
        result = op_destroy_civilian(board.game, frame, TWO, RandomCursor.at(1, 0))
    assert isinstance(result, list)
    return result


def pick_all(board: Board, count: int) -> Board:
    """Run the picks on the board: the current player picks each ship, `count` in all."""
    board, _ = board.run(DestroyCivilians(board.game.current, count))
    for _ in range(count):
        decision = board.pending
        assert decision is not None and decision.kind == "choose_civilian"
        assert decision.seat == board.game.current
        board, _ = board.play(decision.options[0])
    assert board.pending is None or board.pending.kind != "choose_civilian"
    return board


def on_board(game: BaseGame) -> int:
    return len(game.civilians)


@pytest.mark.rules("B-CIV-4")
def test_a_short_pile_gives_what_it_has_and_the_board_the_rest() -> None:
    """One ship in the pile, two to destroy: that one, then one the current player picks."""
    board = edits.resting(edits.edit(turn.table()))
    pile = board.game.civilian_pile
    board = edits.edit(board, civilian_pile=pile[:1])
    events = destroy_two(board)
    assert events == [CivilianLost(pile[0]), push(DestroyCivilians(board.game.current, 1))]
    before = on_board(board.game)
    after = pick_all(edits.edit(board, civilian_pile=()), 1)
    assert on_board(after.game) == before - 1


@pytest.mark.rules("B-CIV-4")
def test_an_empty_pile_takes_every_ship_of_the_count_from_the_board() -> None:
    """The pile empty, two to destroy: the current player picks two ships on the board."""
    board = edits.resting(edits.edit(turn.table(), civilian_pile=()))
    assert on_board(board.game) >= 2
    assert destroy_two(board) == [push(DestroyCivilians(board.game.current, 2))]
    after = pick_all(board, 2)
    assert on_board(after.game) == on_board(board.game) - 2
