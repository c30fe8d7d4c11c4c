"""Occupation forces (P-OF-*, P-INV-16) and the ships they destroy on New Caprica (P-EVAC-6)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as n
from nc_scenes import part, run, settled, with_part

OA, BC, SY = n.OCCUPATION_AUTHORITY, n.BREEDERS_CANYON, n.SHIPYARD


def activate(forces: tuple[str, ...], **stacks: tuple[str, ...]):  # type: ignore[no-untyped-def]
    board = with_part(settled(), forces=forces, **stacks)
    after, events = run(board, flow.ForcesOp(0, "activate"))
    return board, after, events


@pytest.mark.rules("P-OF-5")
def test_with_no_token_on_the_board_one_is_placed_on_occupation_authority() -> None:
    board, after, _ = activate(())
    assert part(after).forces == (OA,)
    assert part(after).locked == part(board).locked  # nothing else happens


@pytest.mark.rules("P-OF-2", "P-OF-7", "P-NCL-5")
def test_each_token_moves_one_space_right_once() -> None:
    """Occupation Authority -> Breeder's Canyon -> Shipyard; a token arriving on Shipyard
    destroys nothing this activation."""
    board, after, _ = activate((OA, BC))
    assert part(after).forces == (BC, SY)
    assert part(after).locked == part(board).locked


@pytest.mark.rules("P-OF-3", "P-OF-4", "P-EVAC-6", "P-OF-10")
def test_a_token_leaving_shipyard_destroys_the_top_locked_ship() -> None:
    board, after, events = activate(
        (SY,), locked=("population_1", "empty"), prepared=("population_1_morale_1",)
    )
    assert part(after).forces == ()
    assert part(after).locked == ("empty",) and part(after).prepared == ("population_1_morale_1",)
    assert after.game.population == board.game.population - 1
    assert part(after).destroyed == part(board).destroyed + 1


@pytest.mark.rules("P-OF-3", "P-EVAC-6")
def test_with_the_locked_stack_empty_the_top_prepared_ship_is_destroyed() -> None:
    board, after, _ = activate((SY,), locked=(), prepared=("population_1_morale_1", "empty"))
    assert part(after).prepared == ("empty",)
    assert after.game.morale == board.game.morale - 1
    board, after, _ = activate((SY,), locked=(), prepared=())
    assert part(after).destroyed == part(board).destroyed  # nothing to destroy


@pytest.mark.rules("P-OF-6", "P-INV-16", "P-OF-8")
def test_never_more_than_four_tokens() -> None:
    board = with_part(settled(), forces=(OA, OA, BC, SY))
    after, _ = run(board, flow.ForcesOp(0, "place"))
    assert part(after).forces == (OA, OA, BC, SY)
    board = with_part(settled(), forces=(OA, BC, SY))
    after, _ = run(board, flow.ForcesOp(0, "place"))
    assert part(after).forces == (OA, OA, BC, SY)  # several on one location are allowed
