"""Civilian ships "drawn" to destroy (P-CIV-3, P-CIV-4, P-EVAC-7, R-202): the unused pile
first; during the New Caprica phase then the top Locked ship, then the top Prepared one; then a
ship on the board; with none anywhere, nothing."""

from __future__ import annotations

import pytest
from nc_scenes import part, run, settled, table, with_part

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

#: A card whose effect destroys 1 civilian ship drawn at random (B-CIV-4).
ASTEROIDS = "base.destination.asteroid_field"


def _destroy(board: Board) -> tuple[Board, list[str]]:
    after, events = run(board, RunOps(ASTEROIDS, "effects", board.game.current))
    return after, [e.tag for e in events]


@pytest.mark.rules("P-CIV-4", "P-EVAC-7")
def test_during_the_phase_the_locked_then_the_prepared_stack_loses_a_ship() -> None:
    board = edits.edit(settled(), civilian_pile=(), civilians=())
    board = with_part(board, locked=("population_2", "empty"), prepared=("population_1",))
    population = board.game.population
    after, tags = _destroy(board)
    assert "pegasus.nc.ship_destroyed" in tags
    assert part(after).locked == ("empty",) and part(after).prepared == ("population_1",)
    assert after.game.population == population - 2  # the ship's loss (Asteroid Field: fuel only)
    prepared_only = with_part(board, locked=(), prepared=("population_1", "empty"))
    after, tags = _destroy(prepared_only)
    assert part(after).prepared == ("empty",)


@pytest.mark.rules("P-EVAC-7")
def test_the_unused_pile_still_comes_first_during_the_phase() -> None:
    board = with_part(settled(), locked=("population_2",), prepared=())
    board = edits.edit(board, civilian_pile=("empty",))
    after, tags = _destroy(board)
    assert "base.civilian_lost" in tags and part(after).locked == ("population_2",)


@pytest.mark.rules("P-CIV-3")
def test_with_no_civilian_ship_anywhere_nothing_is_destroyed() -> None:
    board = edits.edit(table(), civilian_pile=(), civilians=())
    after, tags = _destroy(board)
    assert not [t for t in tags if "civilian" in t or "ship_destroyed" in t]
    assert after.pending is None or after.pending.kind != "choose_civilian"


@pytest.mark.rules("P-EVAC-11")
def test_placing_civilian_ships_after_the_return_never_takes_from_the_stacks() -> None:
    """Broadcast Location's civilian ship after the return: from the unused pile only (empty
    here, so none is placed); the Locked and Prepared stacks are not touched (R-226)."""
    board = with_part(settled(), phase="orbit", locked=("population_2",), prepared=("empty",))
    board = edits.edit(board, civilian_pile=(), civilians=())
    seat = board.game.current
    after, _ = run(board, RunOps("pegasus.skill.broadcast_location_1", "effects", seat))
    assert after.game.civilians == ()
    assert part(after).locked == ("population_2",) and part(after).prepared == ("empty",)
    assert any(s.kind == "basestar" and s.area == 1 for s in after.game.cylon_ships)
