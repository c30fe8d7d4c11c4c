"""The Ionian Nebula's alternative basestar damage tokens destroy a basestar at 3 damage, Critical
Hit counting 2, and go back to the damage pool with it (exodus.md X-BSD-5, a base rule): the
damage each counts for is read from the catalogue by base (``space.board.token_damage``)."""

from __future__ import annotations

from collections import Counter

import pytest
from bsg_exodus.nebula import basestar_damage as bd
from test_nebula_basestar_damage import OPTIONS, CylonShip, hit, of, with_ships

from bsgcore.base import CylonShipDestroyed, token_damage
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.turn import table

P = bd.PREFIX
CRIT, WEAPONS, HANGAR = P + "critical_hit", P + "disabled_weapons", P + "disabled_hangar"
STRUCTURAL = P + "structural_damage"


@pytest.mark.rules("X-BSD-5")
def test_an_alternative_set_basestar_is_destroyed_at_three_damage_x_bsd_5() -> None:
    """Critical Hit and one more token: destroyed (2 + 1), both tokens back in the pile. One
    plain token and one more: it survives at 2. Two plain tokens and a third: destroyed, all
    three back. The six tokens count 2, 1, 1, 1, 1, 1 (base reads the catalogue)."""
    b = table(4, 1, plugins=["exodus"], options=OPTIONS)
    with using_rules(b.rules):
        counts = {t: token_damage(t) for t in bd.TOKENS}
    assert counts[CRIT] == 2 and sorted(counts.values()) == [1, 1, 1, 1, 1, 2]
    spare = (bd.COLLATERAL, bd.PERSONNEL)  # every token stays somewhere (the invariant)

    def pile_after(held: tuple[str, ...], drawn: str) -> tuple[bool, Counter[str]]:
        keep = tuple(t for t in bd.TOKENS if t not in (*held, drawn, *spare))
        ships = [CylonShip(100, "basestar", 2, held), CylonShip(111, "basestar", 4, keep + spare)]
        after, events = hit(with_ships(b, ships, (drawn,)), 100)
        destroyed = 100 in [e.uid for e in of(events, CylonShipDestroyed)]
        return destroyed, Counter(after.game.basestar_damage_pile)

    destroyed, pile = pile_after((CRIT,), HANGAR)
    assert destroyed and pile == Counter({CRIT: 1, HANGAR: 1})
    destroyed, pile = pile_after((WEAPONS,), HANGAR)
    assert not destroyed and not pile
    destroyed, pile = pile_after((WEAPONS, HANGAR), STRUCTURAL)
    assert destroyed and pile == Counter({WEAPONS: 1, HANGAR: 1, STRUCTURAL: 1})
