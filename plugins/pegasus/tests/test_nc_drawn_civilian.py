"""A civilian ship drawn to destroy during the New Caprica phase (P-EVAC-7, R-202): the unused
pile, then the top Locked ship, then the top Prepared one, then a ship on the board."""

from __future__ import annotations

import nc_scenes as sc
import pytest
from bsg_pegasus.newcaprica.state import nc

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits

ASTEROIDS = "base.destination.asteroid_field"  # lose 2 fuel; draw a civilian ship, destroy it


def drawn_loss(locked: tuple[str, ...], prepared: tuple[str, ...], pile: tuple[str, ...] = ()):
    """Asteroid Field's ops on New Caprica with these stacks and unused pile."""
    board = sc.with_part(sc.settled(), locked=locked, prepared=prepared)
    board = edits.edit(board, civilian_pile=pile)
    after, events = edits.resting(board).run(RunOps(ASTEROIDS, "effects", board.game.current))
    return board, after, events


@pytest.mark.rules("P-EVAC-7")
def test_the_top_locked_ship_goes_first_then_the_prepared() -> None:
    """R-202: with the pile empty, the Locked stack's top ship is destroyed; the Prepared one
    only once the Locked stack is empty."""
    before, after, events = drawn_loss(("empty", "population_1"), ("population_2",))
    assert nc(after.state).locked == ("population_1",)
    assert nc(after.state).prepared == ("population_2",)
    before, after, events = drawn_loss((), ("population_2", "empty"))
    assert nc(after.state).prepared == ("empty",)
    assert after.game.population == before.game.population - 2


@pytest.mark.rules("P-EVAC-7")
def test_the_unused_pile_comes_before_the_stacks() -> None:
    before, after, _ = drawn_loss(("empty",), (), pile=("population_1",))
    assert nc(after.state).locked == ("empty",)
    assert after.game.civilian_pile == ()
