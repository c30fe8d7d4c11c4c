"""The Cylon Fleet board in play (exodus.md §6.1, §6.3, part ``bsg_exodus.fleet``): ships left
behind by a jump come back (X-FLEET-3), ships on the board never act (X-FLEET-9), every
activation's fallback whatever its source (X-FLEET-13, R-241), the die skipped with no ship in
the supply and the marker advancing even when nothing moves (X-FLEET-17, -18, R-242), the jump's
three parts independent (X-FLEET-46), and ships arriving by Auto Attack not acting at once
(X-PURSUIT-8)."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import reinforce as rf
from bsg_exodus.nebula.crossroads import results
from test_fleet import EMPTY, fleet_board, of

from bsgcore import Event
from bsgcore.base import ActivateCylons, Jump, RunOps, activation_events, g
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scenarios.space import Board

ROLLS = ("base.roll_started", "base.die_rolled")
CYLON_FLEET_LOCATION = "base.location.cylon_fleet"


def tags(events: list[Event]) -> list[str]:
    return [e.tag for e in events]


@pytest.mark.rules("X-FLEET-3", "X-FLEET-43")
def test_ships_left_behind_by_a_jump_wait_on_the_board_and_come_back() -> None:
    """A raider and a basestar left behind in Delta and Alpha stay on the Cylon Fleet board
    (not back in the supply); later, Auto Attack brings them back to the same areas."""
    b = fleet_board(cylons=[("raider", 4), ("basestar", 1)])
    jumped, _ = b.run(Jump(b.game.current))
    value = fb.fleet(jumped.state)
    assert value.areas[fb.index_of_main(4)] == (1, 0, 0)
    assert value.areas[fb.index_of_main(1)] == (0, 0, 1)
    assert not jumped.game.cylon_ships
    waiting = Board(jumped.rules, jumped.state.with_plugin(fb.PART, fb.FleetState(
        used=True, areas=value.areas, pursuit=3
    )))  # fmt: skip
    back, events = waiting.run(ActivateCylons(waiting.game.current, "heavy_raiders"))
    assert fb.fleet(back.state).areas == (EMPTY,) * 6
    ships = sorted((s.kind, s.area) for s in back.game.cylon_ships)
    (new,) = of(events, fb.FleetShipPlaced)
    assert ships == sorted(
        [("raider", 4), ("basestar", 1), ("heavy_raider", fb.main_area(new.area))]
    )


@pytest.mark.rules("X-FLEET-9")
@pytest.mark.parametrize("icon", ["raiders", "basestars_launch", "basestars_attack"])
def test_ships_on_the_fleet_board_never_act(icon: str) -> None:
    """The Cylon Fleet board holds basestars and raiders, the main board none: the icon does
    not make them launch, attack or move; it places a new ship on the board instead (the
    fallback) and the board's own ships stay where they were, Galactica untouched."""
    areas = {0: (3, 0, 1), 4: (2, 1, 0)}  # one basestar in the supply: no X-FLEET-15
    b = fleet_board(areas=areas)
    after, events = b.run(ActivateCylons(b.game.current, icon))
    assert not after.game.cylon_ships and not of(events, fb.FleetShipsLeft)
    (new,) = of(events, fb.FleetShipPlaced)
    assert new.kind == rf.KIND_OF_ICON[icon]
    before = fb.fleet(b.state).areas
    now = fb.fleet(after.state).areas
    changed = [i for i in range(6) if now[i] != before[i]]
    assert changed == [new.area]
    assert after.game.damaged_locations == b.game.damaged_locations
    assert "base.galactica_damaged" not in tags(events)


def through_the_location(b: Board, option: int, icon: str | None) -> tuple[Board, list[Event]]:
    """The current player (a revealed Cylon's location) resolves the "Cylon Fleet" location:
    option 0 (activate one type, then `icon`) or 1 (each basestar launches)."""
    seat = b.game.current
    after, _ = b.run(RunOps(CYLON_FLEET_LOCATION, "effects", seat))
    after, events = after.play(after.pending.options[option])
    if icon is None:
        return after, list(events)
    return after.play(after.option("base.pick_activation", icon=icon))


@pytest.mark.rules("X-FLEET-13")
def test_the_fallback_applies_to_every_activation_whatever_its_source() -> None:
    """Nothing on the main board: a crisis icon, the "Cylon Fleet" location's activation of one
    type, and a Crossroads result's raider activation each place a ship on the Cylon Fleet
    board and advance the marker."""
    b = fleet_board()
    seat = b.game.current
    with using_rules(b.rules):
        crisis = activation_events(b.state, "basestars_attack", RandomCursor(Rng(3)))
    sources: list[tuple[str, Board, list[Event]]] = [
        ("crisis", *b.run(*[f for e in crisis for f in getattr(e, "frames", ())])),
        ("location", *through_the_location(b, 0, "heavy_raiders")),
    ]
    crossroads = results.activate_raiders(1)
    with using_rules(b.rules):
        pushed = crossroads(b.state, None, RandomCursor(Rng(3)))  # type: ignore[arg-type]
    sources.append(("crossroads", *b.run(*[f for e in pushed for f in getattr(e, "frames", ())])))
    kinds = {"crisis": "basestar", "location": "heavy_raider", "crossroads": "raider"}
    for name, after, events in sources:
        (ship,) = of(events, fb.FleetShipPlaced)
        assert ship.kind == kinds[name], name
        assert fb.fleet(after.state).pursuit == 1, name
    assert seat == b.game.current


@pytest.mark.rules("X-FLEET-13")
def test_the_locations_launch_is_no_activation_r_241() -> None:
    """R-241: the location's other option (each basestar launches 2 raiders and 1 heavy raider)
    with no basestar on the main board launches nothing: no ship for the Cylon Fleet board, the
    marker stays, and the board's basestar launches nothing either."""
    b = fleet_board(areas={2: (0, 0, 1)})
    after, events = through_the_location(b, 1, None)
    assert not of(events, fb.FleetShipPlaced) and not of(events, fb.FleetShipsLeft)
    assert fb.fleet(after.state) == fb.fleet(b.state)
    assert not after.game.cylon_ships


@pytest.mark.rules("X-FLEET-17")
def test_no_die_is_rolled_when_the_supply_has_no_ship_of_the_type() -> None:
    """R-242: both basestars on the Cylon Fleet board, none in the supply: the basestar icon
    rolls no die (the highest area holding one comes over instead); with one basestar left in
    the supply it rolls for it."""
    empty = fleet_board(areas={1: (0, 0, 1), 3: (0, 0, 1)})
    after, events = empty.run(ActivateCylons(empty.game.current, "basestars_attack"))
    assert not set(ROLLS) & set(tags(events))
    assert of(events, fb.FleetShipsLeft) and fb.fleet(after.state).pursuit == 1
    one = fleet_board(areas={1: (0, 0, 1)})
    after, events = one.run(ActivateCylons(one.game.current, "basestars_attack"))
    assert set(ROLLS) <= set(tags(events)) and of(events, fb.FleetShipPlaced)


@pytest.mark.rules("X-FLEET-18")
def test_with_no_ship_anywhere_off_the_main_board_nothing_moves_but_the_marker_advances() -> None:
    """R-242: the ship wanted is neither in the supply nor on the Cylon Fleet board (both
    basestars on the main board, a state the icons cannot reach, handed to the step): no die,
    no ship moves, the marker still advances 1 space."""
    b = fleet_board(cylons=[("basestar", 1), ("basestar", 2)], areas={0: (2, 1, 0)}, pursuit=1)
    after, events = b.run(rf.Reinforce(b.game.current, "basestar"))
    assert not set(ROLLS) & set(tags(events))
    assert not of(events, fb.FleetShipPlaced) and not of(events, fb.FleetShipsLeft)
    value = fb.fleet(after.state)
    assert value.pursuit == 2 and value.areas == fb.fleet(b.state).areas
    assert sorted(s.area for s in after.game.cylon_ships) == [1, 2]


def jumped(**kw: Any) -> Board:
    b = fleet_board(**kw)
    after, _ = b.run(Jump(b.game.current))
    return after


@pytest.mark.rules("X-FLEET-46")
def test_the_jumps_three_parts_are_independent() -> None:
    """A piloted viper, a civilian ship and Cylon ships in one area: each part of the jump
    (vipers back, X-FLEET-40; civilian ships stay, -41; Cylon ships to the board, -43) comes out
    as it does with that kind of ship alone in space."""
    pile = fleet_board().game.civilian_pile
    viper, civilian, cylons = [(3, 0)], [(3, pile[0])], [("raider", 3), ("basestar", 3)]
    together = jumped(vipers=viper, civilians=civilian, cylons=cylons)
    vipers_alone = jumped(vipers=viper)
    civilians_alone = jumped(civilians=civilian)
    cylons_alone = jumped(cylons=cylons)
    game = together.game
    assert (game.vipers, game.vipers_reserve) == (
        vipers_alone.game.vipers,
        vipers_alone.game.vipers_reserve,
    )
    assert game.players[0].location == vipers_alone.game.players[0].location
    assert [c.area for c in game.civilians] == [c.area for c in civilians_alone.game.civilians]
    assert [c.area for c in game.civilians] == [3] and game.cargo == civilians_alone.game.cargo
    assert fb.fleet(together.state).areas == fb.fleet(cylons_alone.state).areas
    assert not game.cylon_ships


@pytest.mark.rules("X-PURSUIT-8")
def test_ships_arriving_by_auto_attack_do_not_act_at_once() -> None:
    """The raider icon with no raider on the main board enters Auto Attack: the 3 raiders of
    7-8 arrive in Alpha beside a civilian ship and an unmanned viper, and the activation ends
    there: no raider attacks or moves, the civilian ship and the viper stay."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(areas={0: (3, 0, 0)}, pursuit=3, civilians=[(1, pile[0])], vipers=[(1, -1)])
    after, events = b.run(ActivateCylons(b.game.current, "raiders"))
    assert fb.fleet(after.state).pursuit == 0
    arrived = [s for s in after.game.cylon_ships if s.kind == "raider" and s.area == 1]
    assert len(arrived) >= 3
    assert [c.area for c in after.game.civilians] == [1]
    assert [(v.area, v.pilot) for v in after.game.vipers] == [(1, -1)]
    acted = {"base.civilian_destroyed", "base.viper_hit", "base.ship_moved", "base.die_rolled"}
    after_attack = tags(events)[tags(events).index("exodus.fleet_ships_left") :]
    assert not acted & set(after_attack)
    assert after.pending is None or after.pending.kind != "raider_target"
    assert g(after.state).current == b.game.current
