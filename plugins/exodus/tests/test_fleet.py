"""The Cylon Fleet option's core (exodus.md §6, part ``bsg_exodus.fleet``): activations that
never do nothing place a ship on the Cylon Fleet board (X-FLEET-10..18), the pursuit track and
its spaces (X-PURSUIT-2..7), the supply the board and the extra raiders change; without the
option base's activations are unchanged."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import reinforce as rf

from bsgcore import Event, Game
from bsgcore.base import ActivateCylons, Jump, cylon_supply, g, noting_state
from bsgcore.context import using_rules
from bsgcore.errors import IllegalCommand
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.edits import with_title
from bsgcore.testing.scenarios.space import Board, board

EMPTY: fb.Ships = (0, 0, 0)


def fleet_board(
    cylons: list[tuple[str, int]] | None = None,
    areas: dict[int, fb.Ships] | None = None,
    pursuit: int = 0,
    used: bool = True,
    **kw: Any,
) -> Board:
    """A 3-seat Exodus table with these Cylon ships on the main board and this Cylon Fleet
    board (area index -> raiders, heavy raiders, basestars); the CAG title (dealt only with
    the option) goes to `kw`'s ``cag`` seat, else to seat 0."""
    cag = kw.pop("cag", 0)
    b = board(seats=3, cylons=cylons or [], plugins=["exodus"], **kw)
    with using_rules(b.rules):
        b = Board(b.rules, b.state.with_game(with_title(b.game, "cag", cag)))
    value = fb.FleetState(
        used=used,
        areas=tuple((areas or {}).get(i, EMPTY) for i in range(6)),
        pursuit=pursuit,
    )
    return Board(b.rules, b.state.with_plugin(fb.PART, value))


def of(events: list[Event], kind: type[Event]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def placed(events: list[Event]) -> list[Any]:
    return [e for e in events if e.tag == "base.ships_placed"]


def test_the_option_makes_a_game_with_an_empty_board() -> None:
    """§6 is built: ``cylon_fleet`` alone makes a game (no ``allow_incomplete``), which starts
    with an empty board and the marker on Start."""
    game = Game.new("base", plugins=["exodus"], seats=3, seed=1, options={"cylon_fleet": True})
    value = fb.fleet(game.state)
    assert value.used and value.pursuit == 0 and value.areas == (EMPTY,) * 6
    assert game.view(0)["plugins"]["exodus.fleet"]["cylon_fleet"]["pursuit"] == 0


def test_the_areas_match_the_main_board_x_fleet_8() -> None:
    """Die 7-8 Alpha (front), 5-6 Bravo, 4 Foxtrot, 3 Charlie, 2 Echo, 1 Delta (rear)."""
    wanted = {8: 1, 7: 1, 6: 2, 5: 2, 4: 6, 3: 3, 2: 5, 1: 4}
    assert {roll: fb.main_area(fb.area_of_roll(roll)) for roll in range(1, 9)} == wanted


@pytest.mark.rules("X-FLEET-10", "X-FLEET-14", "X-PURSUIT-2")
def test_raiders_with_no_raider_and_no_basestar_place_one_on_the_fleet_board() -> None:
    """The raider icon with nothing on the main board: 1 raider to the Cylon area of the roll,
    the marker advances 1 space; the main board gets no ship from it."""
    b = fleet_board()
    after, events = b.run(ActivateCylons(b.game.current, "raiders"))
    (ship,) = of(events, fb.FleetShipPlaced)
    assert ship.kind == "raider" and ship.area == fb.area_of_roll(ship.roll)
    assert fb.fleet(after.state).areas[ship.area] == (1, 0, 0)
    assert fb.fleet(after.state).pursuit == 1
    assert not after.game.cylon_ships


def test_raiders_with_a_basestar_launch_as_in_base() -> None:
    """A basestar on the main board: base's launch (2 raiders), nothing for the fleet board."""
    b = fleet_board(cylons=[("basestar", 3)])
    after, events = b.run(ActivateCylons(b.game.current, "raiders"))
    assert not of(events, fb.FleetShipPlaced) and fb.fleet(after.state).pursuit == 0
    assert sum(1 for s in after.game.cylon_ships if s.kind == "raider") == 2


@pytest.mark.rules("X-FLEET-11")
def test_heavy_raiders_with_none_place_a_heavy_raider_but_not_when_centurions_advance() -> None:
    """No heavy raider, no Centurion, no basestar: a heavy raider to the fleet board. A
    Centurion on the track advances instead, and nothing is placed."""
    b = fleet_board()
    after, events = b.run(ActivateCylons(b.game.current, "heavy_raiders"))
    (ship,) = of(events, fb.FleetShipPlaced)
    assert ship.kind == "heavy_raider" and fb.fleet(after.state).pursuit == 1
    with_centurion = fleet_board(centurions=(0,))
    after, events = with_centurion.run(ActivateCylons(b.game.current, "heavy_raiders"))
    assert not of(events, fb.FleetShipPlaced) and fb.fleet(after.state).pursuit == 0


@pytest.mark.rules("X-FLEET-12", "X-FLEET-2")
@pytest.mark.parametrize("icon", ["basestars_attack", "basestars_launch"])
def test_basestar_icons_with_no_basestar_place_a_basestar(icon: str) -> None:
    """Either basestar icon with no basestar on the main board: a basestar to the fleet board."""
    b = fleet_board()
    after, events = b.run(ActivateCylons(b.game.current, icon))
    (ship,) = of(events, fb.FleetShipPlaced)
    assert ship.kind == "basestar" and fb.fleet(after.state).pursuit == 1


def test_without_the_option_nothing_happens_as_in_base() -> None:
    """Exodus without Cylon Fleet: the basestar icon with no basestar does nothing."""
    b = fleet_board(used=False)
    after, events = b.run(ActivateCylons(b.game.current, "basestars_attack"))
    assert not of(events, fb.FleetShipPlaced)
    assert fb.fleet(after.state) == fb.fleet(b.state)
    assert not of(events, fb.PursuitMoved)


@pytest.mark.rules("X-FLEET-15", "X-FLEET-16")
def test_no_basestar_in_the_supply_empties_the_highest_area_holding_one() -> None:
    """Both basestars on the fleet board (areas 5-6 and 1): no ship placed, every ship of the
    highest-labelled area holding a basestar (5-6, also 2 raiders) goes to Bravo; the marker
    still advances."""
    b = fleet_board(areas={1: (2, 0, 1), 3: (0, 1, 1)})
    after, events = b.run(ActivateCylons(b.game.current, "basestars_attack"))
    assert not of(events, fb.FleetShipPlaced)
    assert of(events, fb.FleetShipsLeft) == [fb.FleetShipsLeft(1, (2, 0, 1))]
    kinds = sorted((s.kind, s.area) for s in after.game.cylon_ships)
    assert kinds == [("basestar", 2), ("raider", 2), ("raider", 2)]
    value = fb.fleet(after.state)
    assert value.areas[1] == EMPTY and value.areas[3] == (0, 1, 1) and value.pursuit == 1


@pytest.mark.rules("X-FLEET-SETUP-6")
def test_the_supply_leaves_out_the_fleet_board_and_adds_the_extra_raiders() -> None:
    """20 raiders in all (X1-COMP-1), less those on either board; basestars less both."""
    b = fleet_board(cylons=[("raider", 1), ("basestar", 1)], areas={0: (3, 0, 1)})
    count = noting_state(lambda state, kind: cylon_supply(g(state), kind))
    with using_rules(b.rules):
        assert count(b.state, "raider") == 20 - 1 - 3
        assert count(b.state, "basestar") == 0
    off = fleet_board(cylons=[("raider", 1)], used=False)
    with using_rules(off.rules):
        assert count(off.state, "raider") == 15


@pytest.mark.rules("X-PURSUIT-3", "X-CAG-11")
def test_entering_the_first_space_places_a_civilian_ship_in_an_empty_area() -> None:
    """Space 1: a civilian ship on the main board, in an area without one while there is such
    an area (here only Delta and Foxtrot are free)."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(civilians=[(a, pile[i]) for i, a in enumerate((1, 2, 3, 5))])
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    decision = after.pending
    assert decision is not None and decision.kind == "exodus_civilian_area"
    assert sorted(o.area for o in decision.options) == [4, 6]
    done, events = after.play(after.option("exodus.place_civilian_at", area=6))
    assert [e.civilians for e in placed(events)] == [1]
    assert sorted(c.area for c in done.game.civilians) == [1, 2, 3, 5, 6]


@pytest.mark.rules("X-PURSUIT-4")
def test_entering_the_third_space_places_two_civilian_ships() -> None:
    """Space 3: two civilian ships, one after the other, each in an empty area."""
    b = fleet_board(pursuit=2)
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    after, _ = after.play(after.option("exodus.place_civilian_at", area=1))
    assert 1 not in {o.area for o in after.pending.options}
    after, _ = after.play(after.option("exodus.place_civilian_at", area=4))
    assert sorted(c.area for c in after.game.civilians) == [1, 4]
    assert fb.fleet(after.state).pursuit == 3


@pytest.mark.rules("X-PURSUIT-5", "X-PURSUIT-7")
def test_auto_attack_sends_the_whole_board_and_resets_the_marker() -> None:
    """From space 3, the next ship placed enters Auto Attack: every Cylon area's ships go to
    the matching main-board areas, the marker goes back to Start, the board is empty."""
    b = fleet_board(areas={0: (2, 0, 0), 5: (0, 1, 1)}, pursuit=3)
    after, events = b.run(ActivateCylons(b.game.current, "raiders"))
    value = fb.fleet(after.state)
    assert value.pursuit == 0 and value.areas == (EMPTY,) * 6
    assert of(events, fb.PursuitMoved)[-1] == fb.PursuitMoved(0)
    ships = sorted((s.kind, s.area) for s in after.game.cylon_ships)
    alpha, foxtrot = fb.main_area(0), fb.main_area(5)
    (new,) = of(events, fb.FleetShipPlaced)
    expected = [("raider", alpha)] * 2 + [("heavy_raider", foxtrot), ("basestar", foxtrot)]
    expected.append(("raider", fb.main_area(new.area)))
    assert ships == sorted(expected)


def test_a_placed_ship_and_a_rejected_command_leave_the_board_consistent() -> None:
    """An option not offered is refused and changes nothing (the kit's rule for commands)."""
    b = fleet_board()
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    assert after.pending is not None
    bad = attrs.evolve(after.pending.options[0], area=9)
    with pytest.raises(IllegalCommand):
        after.play(bad)
    assert rf.open_areas(after.game) == tuple(range(1, 7))


@pytest.mark.rules("X-FLEET-41", "X-FLEET-43", "X-FLEET-40")
def test_a_jump_keeps_the_civilians_and_sends_the_cylon_ships_to_the_fleet_board() -> None:
    """The civilian ships stay in their areas; each Cylon ship goes to the matching Cylon
    area (a basestar in Alpha to 7-8, raiders in Delta to 1); the piloted viper goes back and
    its pilot to the Hangar Deck; no Cylon ship stays on the main board (X1-INV-9)."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(
        cylons=[("basestar", 1), ("raider", 4), ("raider", 4)],
        civilians=[(2, pile[0]), (5, pile[1])],
        vipers=[(5, 0)],
    )
    after, events = b.run(Jump(b.game.current))
    assert [e.tag for e in events if "board_cleared" in e.tag] == ["base.board_cleared_keeping"]
    assert sorted(c.area for c in after.game.civilians) == [2, 5]
    assert not after.game.cylon_ships and not after.game.vipers
    assert after.game.players[0].location == "base.location.hangar_deck"
    value = fb.fleet(after.state)
    assert value.areas[fb.index_of_main(1)] == (0, 0, 1)
    assert value.areas[fb.index_of_main(4)] == (2, 0, 0)
    assert sum(map(sum, value.areas)) == 3


@pytest.mark.rules("X-FLEET-45")
def test_a_damaged_basestar_sent_to_the_fleet_board_loses_its_damage() -> None:
    """R-243: its damage tokens go back to the pool."""
    b = fleet_board(cylons=[("basestar", 1)])
    token = b.game.basestar_damage_pile[0]
    ship = attrs.evolve(b.game.cylon_ships[0], damage=(token,))
    game = attrs.evolve(
        b.game, cylon_ships=(ship,), basestar_damage_pile=b.game.basestar_damage_pile[1:]
    )
    b = Board(b.rules, b.state.with_game(game))
    after, _ = b.run(Jump(b.game.current))
    assert token in after.game.basestar_damage_pile
    assert fb.fleet(after.state).areas[fb.index_of_main(1)] == (0, 0, 1)


def test_without_the_option_a_jump_clears_everything_as_in_base() -> None:
    """Exodus without Cylon Fleet: base's ``base.board_cleared``, nothing on the fleet board."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(cylons=[("raider", 1)], civilians=[(2, pile[0])], used=False)
    after, events = b.run(Jump(b.game.current))
    assert "base.board_cleared" in [e.tag for e in events]
    assert not after.game.civilians and fb.fleet(after.state) == fb.fleet(b.state)


@pytest.mark.rules("X-FLEET-21", "X-FLEET-23")
def test_a_launch_short_of_raiders_takes_them_from_the_lowest_areas_first() -> None:
    """15 raiders on the main board, 3 on the fleet board, so 2 in the supply: a basestar
    launching 3 takes the third from the lowest-labelled Cylon area holding one (1, not 7-8),
    only that one moves, and the pursuit marker stays."""
    raiders = [("raider", 1)] * 15
    b = fleet_board(
        cylons=[("basestar", 3), *raiders], areas={fb.index_of_main(4): (2, 0, 0), 0: (1, 0, 0)}
    )
    after, events = b.run(ActivateCylons(b.game.current, "basestars_launch"))
    assert of(events, fb.FleetShipsLeft) == [fb.FleetShipsLeft(fb.index_of_main(4), (1, 0, 0))]
    value = fb.fleet(after.state)
    assert value.areas[fb.index_of_main(4)] == (1, 0, 0) and value.areas[0] == (1, 0, 0)
    assert value.pursuit == 0
    assert sum(1 for s in after.game.cylon_ships if s.kind == "raider" and s.area == 3) == 3


@pytest.mark.rules("X-FLEET-20")
def test_a_placement_the_supply_covers_leaves_the_fleet_board_alone() -> None:
    """Enough raiders in the supply: none is taken from the Cylon Fleet board."""
    b = fleet_board(cylons=[("basestar", 3)], areas={fb.index_of_main(4): (2, 0, 0)})
    after, events = b.run(ActivateCylons(b.game.current, "basestars_launch"))
    assert not of(events, fb.FleetShipsLeft)
    assert fb.fleet(after.state).areas[fb.index_of_main(4)] == (2, 0, 0)


@pytest.mark.rules("X-FLEET-SETUP-6", "B-INV-28")
def test_the_options_four_extra_raiders_may_all_be_on_the_main_board() -> None:
    """20 raiders out (the box's 16 and the option's 4) pass base's ship limit; a 21st, or a
    raider on the Cylon Fleet board beside the 20, does not."""

    def check(b: Board) -> None:
        check_invariants(b.rules, b.state, at_rest=False)

    b = fleet_board(cylons=[("raider", 1 + i % 6) for i in range(20)])
    check(b)
    one = attrs.evolve(fb.fleet(b.state), areas=((1, 0, 0),) + (EMPTY,) * 5)
    with pytest.raises(AssertionError, match="B-INV-28"):
        check(Board(b.rules, b.state.with_plugin(fb.PART, one)))
    with pytest.raises(AssertionError, match="B-INV-28"):
        check(fleet_board(cylons=[("raider", 1 + i % 6) for i in range(21)]))
