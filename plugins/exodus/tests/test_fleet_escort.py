"""Escorting civilian ships (exodus.md §6.1, X-FLEET-30, part ``bsg_exodus.fleet``, escort.py):
a viper activation may send a civilian ship of its area back into the shuffled pile instead of
moving or attacking; not without the option."""

from __future__ import annotations

import pytest
from bsg_exodus.fleet import escort
from test_fleet import fleet_board

from bsgcore.base import ActivateVipers


def escorts(after: object) -> list[escort.EscortCivilian]:
    pending = after.pending  # type: ignore[attr-defined]
    assert pending is not None
    return [o for o in pending.options if isinstance(o, escort.EscortCivilian)]


@pytest.mark.rules("X-FLEET-30", "X-FLEET-42")
def test_an_unmanned_viper_escorts_a_civilian_ship_of_its_area() -> None:
    """Offered for the civilian ship sharing the viper's area only; the ship goes back into the
    pile (its cargo with it), the viper stays where it is, the activation is spent."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(vipers=[(2, -1)], civilians=[(2, pile[0]), (3, pile[1])])
    viper = b.game.vipers[0]
    here = next(c.uid for c in b.game.civilians if c.area == 2)
    after, _ = b.run(ActivateVipers(0, 1))
    assert [(o.viper, o.civilian) for o in escorts(after)] == [(viper.uid, here)]
    done, events = after.play(escorts(after)[0])
    assert [c.area for c in done.game.civilians] == [3]
    assert sorted(done.game.civilian_pile) == sorted((*b.game.civilian_pile, pile[0]))
    assert done.game.vipers == b.game.vipers
    (escorted,) = [e for e in events if isinstance(e, escort.CivilianEscorted)]
    assert escorted.redacted_for(0).pile != escorted.pile, "the pile's order stays unseen"


@pytest.mark.rules("X-FLEET-30")
def test_a_pilot_escorts_with_his_own_viper_and_not_without_the_option() -> None:
    """A pilot's own viper may escort; a game without Cylon Fleet never offers it."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(vipers=[(2, 1)], civilians=[(2, pile[0])])
    after, _ = b.run(ActivateVipers(1, 1, unmanned=False, up_to=False))
    assert len(escorts(after)) == 1
    plain = fleet_board(vipers=[(2, 1)], civilians=[(2, pile[0])], used=False)
    after, _ = plain.run(ActivateVipers(1, 1, unmanned=False, up_to=False))
    assert not escorts(after)
