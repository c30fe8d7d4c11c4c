"""What the Cylon Fleet board does in play: an activation with nothing to activate places a
ship on it (X-FLEET-10..18), the pursuit marker advances and its spaces trigger (X-PURSUIT-2..7),
and ships leave it for the main board (X-FLEET-15, X-PURSUIT-5).

Frames: `Reinforce` (one activation's fallback), `AdvancePursuit`, and `PlaceCivilians` /
`ChooseCivilianArea` (the CAG places civilian ships, an empty area first, X-CAG-10, -11).
"""

from __future__ import annotations

import attrs

from bsg_exodus.fleet import board as fb
from bsgcore.base import (
    BaseGame,
    Roll,
    RollFinished,
    ShipsPlaced,
    cylon_supply,
    cylons_of,
    g,
    place_ships,
    start_roll,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

Events = list[Event]
#: The purpose of the die placing a ship on the Cylon Fleet board (base's ``Roll``).
PLACEMENT_ROLL = "exodus.fleet_placement"
#: The activation icon whose fallback places each kind (X-FLEET-10, -11, -12).
KIND_OF_ICON = {
    "raiders": "raider",
    "heavy_raiders": "heavy_raider",
    "basestars_attack": "basestar",
    "basestars_launch": "basestar",
}
#: Civilian ships the CAG places on entering a pursuit space (X-PURSUIT-3, -4).
CIVILIANS_AT = {1: 1, 3: 2}


@attrs.frozen
class Reinforce(Frame):
    """An activation with nothing to activate: a ship of `kind` for the Cylon Fleet board."""

    tag = "exodus.f.fleet_reinforce"
    seat: int
    kind: str


@attrs.frozen
class PlaceRolled(Frame):
    """The die for a ship of `kind` is rolled (base's roll, its windows): place it by the result."""

    tag = "exodus.f.fleet_place_rolled"
    seat: int
    kind: str


@attrs.frozen
class AdvancePursuit(Frame):
    """The pursuit marker advances one space and the space entered triggers (X-PURSUIT-2)."""

    tag = "exodus.f.advance_pursuit"
    seat: int


@attrs.frozen
class PlaceCivilians(Frame):
    """`seat` (the CAG) still has `count` civilian ships to place on the main board."""

    tag = "exodus.f.place_civilians"
    seat: int
    count: int


@attrs.frozen
class ChooseCivilianArea(Frame):
    """`seat` picks the area of the next civilian ship (X-CAG-10, -11)."""

    tag = "exodus.f.choose_civilian_area"
    seat: int
    count: int


@attrs.frozen
class PlaceCivilianAt(Command):
    """Place the next civilian ship in this main-board area."""

    tag = "exodus.place_civilian_at"
    area: int


def fallback(game: BaseGame, seat: int, icon: str, used: bool) -> tuple[Frame, ...] | None:
    """The frame replacing "nothing happens" for an icon whose ships are not on the main board
    (X-FLEET-2, -10..13), or None when base's own fallback still has something to do."""
    if not used or icon not in KIND_OF_ICON or cylons_of(game, "basestar"):
        return None
    if icon == "heavy_raiders" and game.centurions:
        return None  # the Centurions advanced: the activation did something (X-FLEET-11)
    return (Reinforce(seat, KIND_OF_ICON[icon]),)


def leave(value: fb.FleetState, index: int) -> Events:
    """Every ship of a Cylon area to the matching main-board area."""
    ships = value.areas[index]
    if not any(ships):
        return []
    raiders, heavies, basestars = ships
    placed = ShipsPlaced(
        fb.main_area(index), basestars=basestars, raiders=raiders, heavy_raiders=heavies
    )
    return [fb.FleetShipsLeft(index, ships), placed]


def step_reinforce(state: State, frame: Reinforce, rng: RandomCursor) -> Events:
    """A ship from the supply on a die roll, base's with its windows (X-FLEET-14); none in the supply: the highest
    Cylon area holding one empties onto the main board (X-FLEET-15), no roll (X-FLEET-17); the
    marker advances either way (X-FLEET-16, -18)."""
    value = fb.fleet(state)
    game = g(state)
    events: Events = []
    if cylon_supply(game, frame.kind) > 0:  # the die is base's: Strategic Planning, Anders
        roll = Roll(PLACEMENT_ROLL, roller=frame.seat)
        return [
            replace(AdvancePursuit(frame.seat)),
            *start_roll(roll, PlaceRolled(frame.seat, frame.kind)),
        ]
    else:
        k = fb.KINDS.index(frame.kind)
        holding = [i for i, ships in enumerate(value.areas) if ships[k] > 0]
        if holding:
            events += leave(value, max(holding, key=fb.top_label))
    return [*events, replace(AdvancePursuit(frame.seat))]


def step_place_rolled(state: State, frame: PlaceRolled, rng: RandomCursor) -> Events:
    """The ship joins the Cylon area labelled with the final result (X-FLEET-14)."""
    roll = g(state).roll
    assert roll is not None
    return [
        RollFinished(),
        pop(),
        fb.FleetShipPlaced(frame.kind, fb.area_of_roll(roll.result), roll.result),
    ]


def recall(value: fb.FleetState, kind: str, short: int) -> tuple[list[Event], int]:
    """A placement on the main board short of ships of `kind`: the needed ones are taken from
    the Cylon Fleet board, lowest-labelled area first (X-FLEET-21), only those (X-FLEET-23); the
    pursuit marker does not move. Returns the events and how many."""
    k = fb.KINDS.index(kind)
    events: list[Event] = []
    taken = 0
    for index in sorted(range(len(value.areas)), key=fb.top_label):
        n = min(short - taken, value.areas[index][k])
        if n > 0:
            ships = [0, 0, 0]
            ships[k] = n
            events.append(fb.FleetShipsLeft(index, (ships[0], ships[1], ships[2])))
            taken += n
    return events, taken


def cag(game: BaseGame) -> int:
    """Who places the pursuit track's civilian ships: the CAG (X-PURSUIT-3, X-CAG-10)."""
    return game.titles["cag"]


def step_pursuit(state: State, frame: AdvancePursuit, rng: RandomCursor) -> Events:
    """Enter the next space: civilian ships (X-PURSUIT-3, -4), or Auto Attack: every ship of
    the board to the main board and the marker back on Start (X-PURSUIT-5, -7)."""
    value = fb.fleet(state)
    space = value.pursuit + 1
    if space >= fb.AUTO_ATTACK:
        events: Events = []
        for index in range(len(value.areas)):
            events += leave(value, index)
        return [*events, fb.PursuitMoved(0), pop()]
    count = CIVILIANS_AT.get(space, 0)
    if not count:
        return [fb.PursuitMoved(space), pop()]
    return [fb.PursuitMoved(space), replace(PlaceCivilians(cag(g(state)), count))]


def step_civilians(state: State, frame: PlaceCivilians, rng: RandomCursor) -> Events:
    """The next civilian ship, while the pile has one."""
    if frame.count <= 0 or not g(state).civilian_pile:
        return [pop()]
    return [replace(ChooseCivilianArea(frame.seat, frame.count))]


def open_areas(game: BaseGame) -> tuple[int, ...]:
    """The areas the CAG may choose: those without a civilian ship, or all six (X-CAG-11)."""
    taken = {c.area for c in game.civilians}
    empty = tuple(a for a in range(1, 7) if a not in taken)
    return empty or tuple(range(1, 7))


def decide_area(state: State, frame: ChooseCivilianArea) -> Decision:
    """Where the next civilian ship goes."""
    options: list[Command] = [PlaceCivilianAt(frame.seat, a) for a in open_areas(g(state))]
    return Decision.make(
        frame.seat,
        "exodus_civilian_area",
        f"Pursuit track: choose the area of a civilian ship ({frame.count} to place)",
        options,
    )


def handle_area(state: State, cmd: PlaceCivilianAt, rng: RandomCursor) -> Events:
    """Place it; the next one, if any, is placed after."""
    frame = state.top
    assert isinstance(frame, ChooseCivilianArea)
    events = place_ships(g(state), cmd.area, {"civilian": 1})
    return [*events, replace(PlaceCivilians(frame.seat, frame.count - 1))]


STEPS = {
    Reinforce: step_reinforce,
    PlaceRolled: step_place_rolled,
    AdvancePursuit: step_pursuit,
    PlaceCivilians: step_civilians,
}
DECIDERS = {ChooseCivilianArea: decide_area}
HANDLERS = {PlaceCivilianAt: handle_area}
