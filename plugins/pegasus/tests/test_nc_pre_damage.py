"""Before Galactica returns, Galactica and Pegasus can be neither damaged nor repaired (P-PRE-2),
whatever the source: a Cylon revealing "You Are a Cylon" (Can Damage Galactica) draws no damage
token then, as the damage seam's sources draw none (test_nc_titles.py)."""

from __future__ import annotations

import nc_scenes as sc
import pytest
from bsg_pegasus.newcaprica import names as n

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits

BOMBS = "base.loyalty.you_are_a_cylon_damage_galactica"
#: The optional box's own ops: draw up to 5 tokens, resolve 2 (B-CARD-LOY-BOMBS).
DRAW = "effects/0/effects"


def bombs(phase: str) -> tuple[sc.Board, sc.Board]:
    board = edits.resting(sc.with_part(sc.settled(), phase=phase))
    after, _ = board.run(RunOps(BOMBS, DRAW, board.game.current))
    return board, after


@pytest.mark.rules("P-PRE-2")
def test_a_cylons_damage_tokens_are_not_drawn_before_the_return() -> None:
    """Occupied: the draw is skipped (nothing to choose, the pile untouched)."""
    before, after = bombs(n.OCCUPIED)
    assert after.pending is not None and after.pending.kind == "base.not_implemented"
    assert after.game.damage_pile == before.game.damage_pile
    assert after.game.damaged_locations == before.game.damaged_locations


def test_after_the_return_the_cylon_draws_them() -> None:
    """In orbit again, the same reveal asks how many tokens to draw (base's rule)."""
    _, after = bombs(n.ORBIT)
    assert after.pending is not None and after.pending.kind != "base.not_implemented"


RESOURCES = "pegasus.quorum.resources_for_galactica"  # repair up to 1 location, 2 vipers
COMMAND = "base.location.command"


def repaired(phase: str) -> tuple[sc.Board, sc.Board]:
    """Someone stands in a damaged Command (an edit: before the return nobody may move there)
    and Resources for Galactica's repair is carried out for him."""
    board = sc.with_part(sc.settled(), phase=phase)
    seat = board.game.current
    board = edits.resting(sc.at(edits.edit(board, damaged_locations=(COMMAND,)), seat, COMMAND))
    after, _ = board.run(RunOps(RESOURCES, "effects", seat))
    return board, after


@pytest.mark.rules("P-PRE-2")
def test_no_location_is_repaired_before_the_return() -> None:
    """Occupied: Command stays damaged; in orbit the same card repairs it."""
    _, before = repaired(n.OCCUPIED)
    assert COMMAND in before.game.damaged_locations
    _, after = repaired(n.ORBIT)
    assert COMMAND not in after.game.damaged_locations
