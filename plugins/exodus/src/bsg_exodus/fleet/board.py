"""The Cylon Fleet board as the part's own state (X-FLEET-8, X-PURSUIT, X-COMP-20): the ships
in each of its six Cylon space areas and the pursuit marker, with the events that change them.

Everything here is public (the board is on the table): no secrets to declare. The areas are
kept in the catalogue's order (``exodus.board.cylon_fleet``'s ``space_areas``), each with its
die labels and the main-board area it matches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus import options
from bsg_exodus.data import load
from bsgcore.messages import Event
from bsgcore.state import State

PART = "exodus.fleet"
BOARD = "exodus.board.cylon_fleet"
KINDS = ("raider", "heavy_raider", "basestar")
#: Extra raiders the option adds to the supply (X-FLEET-SETUP-6, X1-COMP-1).
EXTRA_RAIDERS = 4
#: The pursuit track's spaces: Start 0, one civilian 1, empty 2, two civilians 3, Auto Attack 4.
AUTO_ATTACK = 4


def _areas() -> tuple[tuple[tuple[int, ...], int], ...]:
    rows = load().raw(BOARD)["space_areas"]
    out = []
    for row in rows:
        low, _, high = str(row["die"]).partition("-")
        labels = tuple(range(int(low), int(high or low) + 1))
        out.append((labels, int(row["main_area"])))
    return tuple(out)


#: (die labels, matching main-board area) per Cylon area, in the catalogue's order.
AREAS = _areas()


def area_of_roll(roll: int) -> int:
    """The index of the Cylon area labelled with this die result (X-FLEET-14)."""
    return next(i for i, (labels, _) in enumerate(AREAS) if roll in labels)


def main_area(index: int) -> int:
    """The main-board area matching a Cylon area (X-FLEET-8)."""
    return AREAS[index][1]


def top_label(index: int) -> int:
    """A Cylon area's highest die label (to order the areas, X-FLEET-15, -21)."""
    return max(AREAS[index][0])


def label(index: int) -> str:
    """A Cylon area's label as printed ("7-8")."""
    labels = AREAS[index][0]
    return str(labels[0]) if len(labels) == 1 else f"{labels[0]}-{labels[-1]}"


Ships = tuple[int, int, int]  # raiders, heavy raiders, basestars


@attrs.frozen
class FleetState:
    """Whether the option is used, the ships in each Cylon area (`KINDS` order), the
    pursuit marker's space, and the turn the CAG last used his pilot Action (X-CAG-14)."""

    used: bool = False
    areas: tuple[Ships, ...] = ((0, 0, 0),) * 6
    pursuit: int = 0
    cag_bonus_turn: int = -1

    def held(self, kind: str) -> int:
        """Ships of a kind on the Cylon Fleet board."""
        k = KINDS.index(kind)
        return sum(ships[k] for ships in self.areas)


def initial(seats: int, opts: dict[str, Any]) -> FleetState:
    """An empty board, the marker on Start (X-FLEET-SETUP-7)."""
    return FleetState(used=options.enabled(opts, options.CYLON_FLEET))


def fleet(state: State) -> FleetState:
    """The part's value in a state."""
    value: FleetState = state.plugin(PART)
    return value


def _with_area(value: FleetState, index: int, ships: Ships) -> FleetState:
    areas = list(value.areas)
    areas[index] = ships
    return attrs.evolve(value, areas=tuple(areas))


@attrs.frozen
class FleetShipPlaced(Event):
    """A ship from the supply goes to a Cylon area on a die result (X-FLEET-14)."""

    tag = "exodus.fleet_ship_placed"
    kind: str
    area: int
    roll: int

    def describe(self) -> str:
        return f"Rolled {self.roll}: a {self.kind.replace('_', ' ')} joins Cylon area {label(self.area)}."


def apply_placed(state: State, event: FleetShipPlaced) -> State:
    value = fleet(state)
    ships = list(value.areas[event.area])
    ships[KINDS.index(event.kind)] += 1
    return state.with_plugin(PART, _with_area(value, event.area, (ships[0], ships[1], ships[2])))


@attrs.frozen
class FleetShipsLeft(Event):
    """Ships leave a Cylon area for the main board (X-FLEET-15, -21, X-PURSUIT-5); base's
    ``base.ships_placed`` that follows puts them in the matching area."""

    tag = "exodus.fleet_ships_left"
    area: int
    ships: Ships

    def describe(self) -> str:
        r, h, b = self.ships
        return f"Cylon area {label(self.area)} sends {r} raider(s), {h} heavy raider(s), {b} basestar(s)."


def apply_left(state: State, event: FleetShipsLeft) -> State:
    value = fleet(state)
    now = value.areas[event.area]
    ships = (now[0] - event.ships[0], now[1] - event.ships[1], now[2] - event.ships[2])
    assert min(ships) >= 0, "X-INV-10"
    return state.with_plugin(PART, _with_area(value, event.area, ships))


@attrs.frozen
class FleetShipsJoined(Event):
    """The Cylon ships of the main board, left behind by a jump, join the matching Cylon areas
    (X-FLEET-43); base's board clearing that follows takes them off the main board."""

    tag = "exodus.fleet_ships_joined"
    areas: tuple[Ships, ...]

    def describe(self) -> str:
        return "The Cylon ships left behind join the Cylon Fleet board."


def apply_joined(state: State, event: FleetShipsJoined) -> State:
    value = fleet(state)
    areas = tuple(
        (a[0] + b[0], a[1] + b[1], a[2] + b[2])
        for a, b in zip(value.areas, event.areas, strict=True)
    )
    return state.with_plugin(PART, attrs.evolve(value, areas=areas))


def index_of_main(area: int) -> int:
    """The Cylon area matching a main-board area (X-FLEET-8)."""
    return next(i for i, (_, main) in enumerate(AREAS) if main == area)


@attrs.frozen
class PursuitMoved(Event):
    """The pursuit marker goes to this space (X-PURSUIT-2, -5)."""

    tag = "exodus.pursuit_moved"
    space: int

    def describe(self) -> str:
        return f"The pursuit marker moves to space {self.space}."


def apply_pursuit(state: State, event: PursuitMoved) -> State:
    return state.with_plugin(PART, attrs.evolve(fleet(state), pursuit=event.space))


#: The part's events and their appliers.
EVENTS: dict[type[Event], Callable[[State, Any], State]] = {
    FleetShipPlaced: apply_placed,
    FleetShipsLeft: apply_left,
    FleetShipsJoined: apply_joined,
    PursuitMoved: apply_pursuit,
}
