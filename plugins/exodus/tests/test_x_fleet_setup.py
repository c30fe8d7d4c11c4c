"""Cylon Fleet set-up and the Admiral's area nuke, the exodus.md ids not cited elsewhere
(X-FLEET-SETUP-7, X-ADM-5)."""

from __future__ import annotations

import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import nuke
from test_fleet import fleet_board
from test_fleet_nuke import AREA, destroyed, resolved

from bsgcore.base import NukeAttack
from bsgcore.testing.scenarios.table import set_up


@pytest.mark.rules("X-FLEET-SETUP-7")
@pytest.mark.parametrize("seats", (3, 5))
def test_the_pursuit_marker_starts_on_start_with_an_empty_fleet_board(seats: int) -> None:
    """A Cylon Fleet game as set up: the marker on Start (0), no ship on the Cylon Fleet board."""
    game = set_up(seats, 1, plugins=["exodus"], cylon_fleet=True)
    value = fb.fleet(game.state)
    assert value.used and value.pursuit == 0
    assert all(sum(ships) == 0 for ships in value.areas)


@pytest.mark.rules("X-ADM-5")
def test_a_nuke_missing_its_ship_type_does_nothing_but_spends_the_token() -> None:
    """Only a heavy raider in the area: every result 1-7 (basestar or basestar and raiders
    needed) destroys nothing, an 8 destroys it; the token is spent whatever the result."""
    b = fleet_board(cylons=[("heavy_raider", AREA)])
    assert all(not destroyed(resolved(b, roll)) for roll in range(1, 8))
    assert destroyed(resolved(b, 8)) == [b.game.cylon_ships[0].uid]
    after, _ = b.run(NukeAttack(b.game.admiral))
    done, events = after.play(after.option("exodus.nuke_area", area=AREA))
    (fired,) = [e for e in events if isinstance(e, nuke.AreaNuked)]
    assert done.game.nukes == b.game.nukes - 1
    assert bool(destroyed(events)) == (fired.roll == 8)
