"""The alternative Admiral (exodus.md §6.5, part ``bsg_exodus.fleet``, nuke.py): the Admiral
keeps base's powers with Cylon Fleet (X-ADM-2), and the nuke's results follow seed 000 where
seed 001 differs (X-ADM-7, R-245): the Admiral chooses the basestar on every result of 1-7, a 7
destroys a basestar and 3 raiders, an 8 every ship of the area."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.fleet import nuke
from test_fleet import fleet_board
from test_fleet_nuke import AREA, destroyed, resolved

from bsgcore.base import Jump, NukeAttack
from bsgcore.testing.scenarios.turn import table

FLEET = {"cylon_fleet": True}


def asks_the_admiral(events: list[Any]) -> bool:
    """Whether the result waits for the Admiral's choice of basestar."""
    frames = [f for e in events for f in getattr(e, "frames", ())]
    return any(isinstance(f, nuke.ChooseNukedBasestar) for f in frames)


@pytest.mark.rules("X-ADM-7")
@pytest.mark.parametrize("roll", range(1, 9))
def test_the_admiral_chooses_on_one_to_seven_and_an_eight_destroys_everything(roll: int) -> None:
    """Two basestars, 4 raiders and a heavy raider in the area. 1-7: the Admiral chooses the
    basestar (seed 000; seed 001's 3-7 would not ask on 1-2), nothing is hit before he does. 8:
    no choice, every ship there destroyed (not seed 001's "7-8: a basestar and 3 raiders")."""
    cylons = [("basestar", AREA)] * 2 + [("raider", AREA)] * 4 + [("heavy_raider", AREA)]
    b = fleet_board(cylons=[*cylons, ("raider", 1)])
    events = resolved(b, roll)
    here = sorted(s.uid for s in b.game.cylon_ships if s.area == AREA)
    if roll <= 7:
        assert asks_the_admiral(events) and not destroyed(events)
    else:
        assert not asks_the_admiral(events) and sorted(destroyed(events)) == here


@pytest.mark.rules("X-ADM-7")
def test_a_seven_destroys_the_chosen_basestar_and_three_raiders_only() -> None:
    """After the choice a 7 destroys that basestar and 3 of the 4 raiders; the heavy raider
    and the other basestar stay (only an 8 destroys everything)."""
    cylons = [("basestar", AREA)] * 2 + [("raider", AREA)] * 4 + [("heavy_raider", AREA)]
    b = fleet_board(cylons=cylons)
    first, second = [s.uid for s in b.game.cylon_ships if s.kind == "basestar"]
    raiders = [s.uid for s in b.game.cylon_ships if s.kind == "raider"]
    after, _ = b.run(nuke.ChooseNukedBasestar(b.game.admiral, AREA, 7))
    _, events = after.play(after.option("exodus.nuke_basestar", uid=second))
    assert sorted(destroyed(events)) == sorted([second, *raiders[:3]])
    assert first not in destroyed(events)


@pytest.mark.rules("X-ADM-2")
def test_the_alternative_admiral_keeps_the_nukes_and_the_destination_choice() -> None:
    """With Cylon Fleet the Admiral starts with base's 2 nukes and fires them (at an area, X-ADM-3),
    and at a jump he draws 2 Destination cards and keeps 1, as base's Admiral does."""
    b = table(3, 1, plugins=["exodus"], options=FLEET)
    plain = table(3, 1, plugins=["exodus"])
    admiral = b.game.admiral
    assert b.game.nukes == plain.game.nukes == 2
    after, _ = b.run(NukeAttack(admiral))
    assert after.pending is not None and after.pending.seat == admiral
    assert {o.tag for o in after.pending.options} == {"exodus.nuke_area"}
    jumped, _ = b.run(Jump(b.game.current))
    decision = jumped.pending
    assert decision is not None and decision.kind == "choose_destination"
    assert decision.seat == admiral and len(decision.options) == 2
