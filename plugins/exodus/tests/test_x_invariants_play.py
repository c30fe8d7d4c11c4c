"""The invariants of exodus.md §13 (X-INV-n) no kit check covers, held by behaviour: each test
plays the step the invariant constrains and fails if the invariant does not hold."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.fleet import nuke
from bsg_exodus.nebula import basestar_damage as bd
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as trial_tokens
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.crossroads import trial
from test_fleet import fleet_board
from test_fleet_mk7 import MK7, NO_RNG, mk7_board
from test_nebula_basestar_damage import OPTIONS, CylonShip, hit, of, with_ships
from test_nebula_crossroads import trial_table
from test_rules_exodus_cover import caprica_with_a_raider
from test_rules_exodus_execution import CYLON, table

from bsgcore.base import CylonShipDestroyed, Execute, NukeAttack, ViperHit, raider_viper_outcome
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.turn import table as turn_table

P = bd.PREFIX


@pytest.mark.rules("X-INV-17")
def test_an_attacked_mark_vii_is_damaged_on_6_7_destroyed_on_8_unharmed_below() -> None:
    """Every raider roll 1-8 at a Mark VII: nothing on 1-5, damaged on 6-7, destroyed on 8."""
    b = mk7_board(cylons=[("raider", 1)], vipers=[(1, -1, MK7)])
    raider, (viper,) = b.game.cylon_ships[0].uid, b.game.vipers
    with using_rules(b.rules):
        outcomes = {
            r: raider_viper_outcome(b.game, raider, viper.uid, r, NO_RNG) for r in range(1, 9)
        }
    want: dict[int, Any] = {r: [] for r in range(1, 6)}
    want |= {6: [ViperHit(viper.uid, False)], 7: [ViperHit(viper.uid, False)]}
    want[8] = [ViperHit(viper.uid, True)]
    assert outcomes == want


@pytest.mark.rules("X-INV-18")
@pytest.mark.parametrize("area", (1, 3, 5))
def test_every_area_nuke_costs_exactly_one_token_whatever_it_rolls(area: int) -> None:
    """An area nuke with a basestar and raiders there spends one nuke token, whatever the die
    (several seeds give several rolls)."""
    rolls = set()
    for seed in range(1, 7):
        b = fleet_board(cylons=[("basestar", area), ("raider", area)], seed=seed)
        start = b.game.nukes
        after, _ = b.run(NukeAttack(b.game.admiral))
        done, events = after.play(after.option("exodus.nuke_area", area=area))
        rolls.update(e.roll for e in events if isinstance(e, nuke.AreaNuked))
        assert done.game.nukes == start - 1
    assert len(rolls) >= 2


@pytest.mark.rules("X-INV-28")
def test_a_basestar_goes_at_3_damage_a_critical_hit_counting_2() -> None:
    """Two plain tokens and a third: removed; a plain token and a second: stays; a Critical Hit
    alone: stays; a Critical Hit and one more: removed."""
    b = turn_table(4, 1, plugins=["exodus"], options=OPTIONS)
    weapons, hangar, structural = (
        P + k for k in ("disabled_weapons", "disabled_hangar", "structural_damage")
    )
    crit = P + "critical_hit"
    rest = (P + "collateral_damage", P + "damage_to_personnel")
    three = [
        CylonShip(100, "basestar", 2, (weapons, hangar)),
        CylonShip(101, "basestar", 3, (crit, *rest)),
    ]
    _, events = hit(with_ships(b, three, (structural,)), 100)
    assert [e.uid for e in of(events, CylonShipDestroyed)] == [100]
    two = [CylonShip(100, "basestar", 2, (weapons,)), CylonShip(101, "basestar", 3, (crit, *rest))]
    _, events = hit(with_ships(b, two, (hangar, structural)), 100)
    assert not of(events, CylonShipDestroyed)
    fresh = [
        CylonShip(100, "basestar", 2),
        CylonShip(101, "basestar", 3, (weapons, hangar, structural, *rest)),
    ]
    _, events = hit(with_ships(b, fresh, (crit,)), 100)
    assert not of(events, CylonShipDestroyed)
    crit_first = [
        CylonShip(100, "basestar", 2, (crit,)),
        CylonShip(101, "basestar", 3, (weapons, *rest)),
    ]
    _, events = hit(with_ships(b, crit_first, (hangar, structural)), 100)
    assert [e.uid for e in of(events, CylonShipDestroyed)] == [100]


@pytest.mark.rules("X-INV-29")
def test_a_jump_icon_crisis_at_caprica_prepares_the_jump_and_activates_nothing() -> None:
    """A revealed Cylon's Crisis at Caprica (raider activation and jump icons): the track moves
    by exactly 1, no Cylon ship moves or is added."""
    start, after, events = caprica_with_a_raider()
    assert after.game.jump_track == start.game.jump_track + 1
    assert after.game.cylon_ships == start.game.cylon_ships
    assert not [e for e in events if e.tag == "base.cylons_activated"]


@pytest.mark.rules("X-INV-30")
def test_an_execution_costs_1_morale_for_a_human_none_for_a_cylon() -> None:
    """Executing a human loses exactly 1 morale; executing a hidden Cylon (revealed by it)
    loses none."""
    b, seat = table()
    after, _ = b.run(Execute(seat, "test"))
    assert after.game.morale == b.game.morale - 1
    b, seat = table(loyalty=CYLON)
    after, _ = b.run(Execute(seat, "test"))
    assert after.game.morale == b.game.morale


@pytest.mark.rules("X-INV-23")
@pytest.mark.parametrize(
    ("held", "cylons", "out"),
    (
        ({0: ["a", "a"], 1: ["a", "a"], 2: ["b"], 3: []}, (), ()),  # at most 2: nobody
        ({0: ["a"] * 3, 1: ["a"] * 4, 2: ["a", "a"], 3: []}, (), (1,)),  # one human
        ({0: ["b"] * 3, 1: ["b"] * 3, 2: ["a"] * 3, 3: ["a"]}, (0, 1), (0, 1, 2)),  # Cylons too
        ({0: [], 1: [], 2: [], 3: []}, (), ()),  # all at 0
    ),
)
def test_after_the_trial_nobody_holds_a_token_and_only_the_most_are_out(
    held: dict[int, list[str]], cylons: tuple[int, ...], out: tuple[int, ...]
) -> None:
    """No trauma token held after the Trial; holdings of 2 or less never eliminated; of the
    most, every Cylon player and exactly one human."""
    kinds = {"a": trial_tokens.ANTAGONISTIC, "b": trial_tokens.BENEVOLENT}
    b = trial_table({s: [kinds[k] for k in h] for s, h in held.items()}, cylons)
    after, _ = b.run(trial.Trial(0))
    assert tuple(sorted(xs.xr(after.state).eliminated)) == out
    assert not any(ns.nebula(after.state).held)
