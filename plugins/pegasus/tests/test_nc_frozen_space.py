"""Frozen space before Galactica returns (P-PRE-1): an effect that would place ships in a space
area is ignored, whatever card carries it; its other effects apply (P-PRE-7)."""

from __future__ import annotations

import nc_scenes as sc
import pytest
from bsg_pegasus.newcaprica import names as n

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits

AMBUSH = "base.destination.cylon_ambush"  # -1 fuel; a basestar and 3 raiders, 3 civilian ships


def ambushed(phase: str) -> tuple[sc.Board, sc.Board]:
    board = sc.with_part(sc.settled(), phase=phase)
    after, _ = edits.resting(board).run(RunOps(AMBUSH, "effects", board.game.current))
    return board, after


@pytest.mark.rules("P-PRE-1", "P-PRE-7")
def test_before_the_return_no_ship_is_placed_but_fuel_is_lost() -> None:
    before, after = ambushed(n.OCCUPIED)
    assert after.game.fuel == before.game.fuel - 1
    assert after.game.cylon_ships == before.game.cylon_ships
    assert after.game.civilians == before.game.civilians


def test_after_the_return_the_ships_arrive() -> None:
    before, after = ambushed(n.ORBIT)
    assert len(after.game.cylon_ships) > len(before.game.cylon_ships)
