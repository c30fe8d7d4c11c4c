"""Infiltrators and the effects around them: a look at Loyalty cards never picks a Cylon Leader
(he holds none, P-INF-11, R-207); a free move never reaches a hazardous location (P-HAZ-3); the
overlay's Human Fleet is where a Leader Infiltrates (P-OVL-3)."""

from __future__ import annotations

import pytest
import test_leaders_infiltration as infiltration
from leaders_helpers import LEOBEN, leader_table, seat_of

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits

#: Its pass: the current player looks at a random Loyalty card of a player of his choice.
INFORMING = "base.crisis.informing_the_public"


@pytest.mark.rules("P-INF-11")
def test_a_look_at_loyalty_cards_never_picks_the_leader() -> None:
    """Infiltrating or not, the Leader is no candidate of a look at a Loyalty card."""
    for board, seat in (infiltration.infiltrated(), (leader_table(5, LEOBEN), None)):
        leader = seat_of(board.game, LEOBEN) if seat is None else seat
        viewer = next(s for s in range(5) if s != leader)
        board = edits.edit(board, current=viewer)
        after, _ = edits.resting(board).run(RunOps(INFORMING, "passed", viewer))
        assert after.pending is not None and after.pending.kind == "choose_loyalty"
        candidates = {o.value for o in after.pending.options}
        assert candidates and leader not in candidates and viewer not in candidates


@pytest.mark.rules("P-HAZ-3", "P-OVL-3")
def test_infiltrating_from_the_human_fleet_never_reaches_a_hazardous_location() -> None:
    """The Human Fleet offers Infiltrate; its free move to "any" Galactica location skips the
    Brig and Sickbay (the checks of P-INF-1's tests, run again under these ids)."""
    infiltration.test_infiltrating_moves_him_aboard_and_makes_him_a_human_player()
    infiltration.test_no_hazardous_destination()
