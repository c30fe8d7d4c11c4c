"""The alternative Admiral's nuke (exodus.md §6.5, part ``bsg_exodus.fleet``, nuke.py): with
Cylon Fleet it targets a space area and its d8 hits what is there (X-ADM-3..9, X-NUKE-6);
without the option base's nuke at a basestar is unchanged."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.fleet import nuke
from test_fleet import fleet_board

from bsgcore import Event
from bsgcore.base import ActionStep, BaseBot, CylonShipDestroyed, LaunchNuke, NukeAttack, ViperHit
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scenarios.space import Board
from bsgcore.view import view

AREA = 3


def resolved(b: Board, roll: int) -> list[Event]:
    """The events of a nuke rolling `roll` at `AREA` (the Admiral's choice of basestar, if
    asked, not made)."""
    with using_rules(b.rules):
        return nuke.resolve(b.game, b.game.admiral, AREA, roll, RandomCursor(Rng(5)))


def destroyed(events: list[Event]) -> list[int]:
    return [e.uid for e in events if isinstance(e, CylonShipDestroyed)]


def uids(b: Board, kind: str) -> list[int]:
    return [s.uid for s in b.game.cylon_ships if s.kind == kind]


@pytest.mark.rules("X-NUKE-6", "X-ADM-3", "X-ADM-10")
def test_with_the_option_the_nuke_targets_a_main_board_area() -> None:
    """The nuke decision offers the six main-board areas; without the option, base's basestar."""
    b = fleet_board(cylons=[("basestar", AREA)])
    after, _ = b.run(NukeAttack(b.game.admiral))
    assert after.pending is not None and after.pending.kind == "nuke"
    assert sorted(o.area for o in after.pending.options) == [1, 2, 3, 4, 5, 6]
    plain = fleet_board(cylons=[("basestar", AREA)], used=False)
    after, _ = plain.run(NukeAttack(plain.game.admiral))
    assert after.pending is not None
    assert [o.tag for o in after.pending.options] == ["base.fire_at"]


@pytest.mark.rules("X-ADM-3", "X-ADM-6")
def test_the_nuke_is_offered_with_no_basestar_and_spends_the_token() -> None:
    """No basestar anywhere: the Admiral may still fire at an area (raiders there); the token is
    spent, and a roll of 1-6 there does nothing."""
    b = fleet_board(cylons=[("raider", AREA)])
    admiral = b.game.admiral
    with using_rules(b.rules):
        assert LaunchNuke(admiral) in nuke.action_options(b.state, ActionStep(admiral))
    after, _ = b.run(NukeAttack(admiral))
    done, events = after.play(after.option("exodus.nuke_area", area=AREA))
    (fired,) = [e for e in events if isinstance(e, nuke.AreaNuked)]
    assert done.game.nukes == b.game.nukes - 1
    assert bool(destroyed(events)) == (fired.roll >= 7)


@pytest.mark.rules("X-ADM-3")
def test_each_result_hits_the_area_as_its_row_says() -> None:
    """3-6 a basestar destroyed; 7 the basestar and 3 of the 4 raiders; 1-2 two damage;
    ships of other areas untouched."""
    cylons = [("basestar", AREA), *[("raider", AREA)] * 4, ("raider", 1), ("basestar", 1)]
    b = fleet_board(cylons=cylons)
    here = [s.uid for s in b.game.cylon_ships if s.area == AREA]
    basestar = here[0]
    assert destroyed(resolved(b, 4)) == [basestar]
    assert destroyed(resolved(b, 7)) == here[:4]
    damaged = resolved(b, 2)  # a fresh basestar: two tokens drawn, and it survives
    hits = [e.uid for e in damaged if e.tag == "base.basestar_damaged"]
    assert hits == [basestar, basestar] and not destroyed(damaged)


@pytest.mark.rules("X-ADM-8")
def test_a_seven_with_no_basestar_destroys_up_to_three_raiders() -> None:
    """Each part as far as the area allows (R-245)."""
    b = fleet_board(cylons=[("raider", AREA)] * 2)
    assert sorted(destroyed(resolved(b, 7))) == sorted(uids(b, "raider"))
    assert not destroyed(resolved(b, 5))


@pytest.mark.rules("X-ADM-3", "X-ADM-9")
def test_an_eight_destroys_every_ship_in_the_area() -> None:
    """Cylon ships, the viper (its pilot to Sickbay) and the civilian ship, not those elsewhere."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(
        cylons=[("basestar", AREA), ("heavy_raider", AREA), ("raider", 1)],
        vipers=[(AREA, 0)],
        civilians=[(AREA, pile[0])],
    )
    events = resolved(b, 8)
    assert sorted(destroyed(events)) == sorted(s.uid for s in b.game.cylon_ships if s.area == AREA)
    assert [e.uid for e in events if isinstance(e, ViperHit) and e.destroyed] == [
        b.game.vipers[0].uid
    ]
    assert any(e.tag == "base.civilian_destroyed" for e in events)


@pytest.mark.rules("X-ADM-4")
def test_with_two_basestars_the_admiral_picks_the_one_hit() -> None:
    """A result of 7 or less with two basestars: the Admiral's choice, then the hit."""
    b = fleet_board(cylons=[("basestar", AREA), ("basestar", AREA)])
    events: list[Any] = resolved(b, 5)
    assert [type(e).__name__ for e in events] != [] and not destroyed(events)
    frames = [getattr(e, "frames", ()) for e in events]
    assert any(isinstance(f, nuke.ChooseNukedBasestar) for fs in frames for f in fs)
    first, second = uids(b, "basestar")
    after, _ = b.run(nuke.ChooseNukedBasestar(b.game.admiral, AREA, 5))
    assert after.pending is not None
    assert sorted(o.uid for o in after.pending.options) == [first, second]
    done, hit = after.play(after.option("exodus.nuke_basestar", uid=second))
    assert destroyed(hit) == [second]


def test_the_heuristic_bot_answers_the_area_nuke() -> None:
    """Base's bot, meeting the nuke decision with the six areas (no ship as a target), picks
    one of them instead of failing on the missing target (its own choice falls back)."""
    b = fleet_board(cylons=[("basestar", AREA)])
    after, _ = b.run(NukeAttack(b.game.admiral))
    assert after.pending is not None and after.pending.kind == "nuke"
    seen = view(after.rules, after.state, after.pending.seat)
    choice = BaseBot(1).choose(seen, after.pending.options)
    assert choice in after.pending.options and choice.tag == "exodus.nuke_area"
