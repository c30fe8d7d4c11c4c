"""Conflicted Loyalties rules no other test checked (exodus.md §4.4, §5): an executed human's
Personal Goal no longer counts at the end (X-EXEC-17), and a Final Five card without a "You Are
a Cylon" card makes its holder's execution a human one (X-LC-24)."""

from __future__ import annotations

import pytest
from test_conflicted import (
    ACQUIRE_POWER,
    TO_BRIG,
    cl_table,
    discard_all,
    final_jump,
    holding,
    of,
)

from bsgcore.base import Execute
from bsgcore.core_events import GameEnded
from bsgcore.testing.scenarios import edits

RESURRECTION = "base.location.resurrection_ship"


@pytest.mark.rules("X-EXEC-17")
def test_an_executed_humans_personal_goal_costs_nothing_at_the_end() -> None:
    """Acquire Power (1 food at the end) held face down by a human who is executed: shown and
    discarded by the execution, it costs nothing at the final jump, so at 1 food the humans
    still win (held to the end it would give the Cylons the game, X-LC-14)."""
    board = holding(cl_table(distance=8, food=1), 2, ACQUIRE_POWER)
    board = edits.edit(board, current=0)
    board, _ = edits.resting(board).run(Execute(2, "test"))
    board, _ = board.play(board.pending.options[0])  # type: ignore[union-attr]  # new character
    board = discard_all(board)
    game = board.game
    assert ACQUIRE_POWER not in [c for p in game.players for c in p.loyalty]
    assert [e.winner for e in of(final_jump(edits.resting(board)), GameEnded)] == ["humans"]


@pytest.mark.rules("X-LC-24")
def test_a_final_five_holder_without_a_cylon_card_is_executed_as_a_human() -> None:
    """A Final Five card and no "You Are a Cylon" card: the Cylons keep the character for
    good; the execution is a human's: 1 morale lost, the character boxed (not offered again),
    a new character chosen, never the Resurrection Ship."""
    board = holding(cl_table(), 1, TO_BRIG)
    old = board.game.players[1].character
    morale = board.game.morale
    board, events = edits.resting(board).run(Execute(1, "test"))
    assert board.pending is not None and board.pending.kind == "choose_new_character"
    offered = {getattr(o, "character", "") for o in board.pending.options}
    assert old not in offered and offered
    assert board.game.morale == morale - 1
    assert board.game.players[1].location != RESURRECTION
    assert not board.game.players[1].revealed
