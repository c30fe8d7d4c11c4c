"""Preparing and evacuating civilian ships (P-EVAC-*, P-INV-18, -19)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as n
from nc_scenes import options, part, run, settled, with_part

from bsgcore.testing.scenarios import edits, turn

STACKS = {"locked": ("population_2", "empty", "population_1"), "prepared": ()}


def prepare_or_evacuate(board):  # type: ignore[no-untyped-def]
    return run(board, flow.StackOp(0, "prepare_or_evacuate"))


@pytest.mark.rules("P-EVAC-2", "P-EVAC-3", "P-INV-19")
def test_before_the_return_a_ship_is_only_prepared() -> None:
    board = with_part(settled(), **STACKS)
    after, _ = prepare_or_evacuate(board)
    assert part(after).locked == ("empty", "population_1")
    assert part(after).prepared == ("population_2",)
    assert after.game.civilians == board.game.civilians  # nothing evacuated


@pytest.mark.rules("P-EVAC-4", "P-EVAC-9", "P-INV-18", "P-EVAC-10", "P-EVAC-12")
def test_after_the_return_the_top_prepared_ship_is_evacuated_first() -> None:
    board = with_part(
        settled(), phase=n.ORBIT, locked=("population_1",), prepared=("empty", "population_2")
    )
    asked, _ = prepare_or_evacuate(board)
    areas = sorted(o.area for o in options(asked, "pegasus.nc.evacuate"))  # type: ignore[attr-defined]
    assert areas == [0, *n.LAUNCH_AREAS]
    after, _ = asked.play(asked.option("pegasus.nc.evacuate", area=5))
    assert part(after).prepared == ("population_2",)
    ship = after.game.civilians[-1]
    assert ship.area == 5 and after.game.cargo[-1] == "empty"
    assert len(after.game.civilians) == len(board.game.civilians) + 1


@pytest.mark.rules("P-EVAC-2")
def test_with_the_locked_stack_empty_nothing_is_prepared() -> None:
    board = with_part(settled(), locked=(), prepared=("empty",))
    after, _ = prepare_or_evacuate(board)
    assert part(after).prepared == ("empty",)


@pytest.mark.rules("P-NCC-8", "P-ORB-6")
def test_the_evacuation_icon_evacuates_after_the_return_only() -> None:
    code = "pegasus.nc_crisis.hiding_underground"  # jump and evacuation icons
    for phase, asked in ((n.OCCUPIED, False), (n.ORBIT, True)):
        board = with_part(settled(), phase=phase, prepared=("empty",))
        board = edits.with_game(board, turn.with_crisis(board.game, code))
        step = board.rules.registry.tags["base.f.prepare_jump"](0)
        after, _ = run(board, step)
        evacuation = after.pending is not None and after.pending.kind == "nc_evacuation"
        assert evacuation == asked
        if phase == n.OCCUPIED:
            assert after.game.jump_track == board.game.jump_track + 1  # the jump icon still counts
        else:
            assert after.game.jump_track == board.game.jump_track  # the track is used no more
