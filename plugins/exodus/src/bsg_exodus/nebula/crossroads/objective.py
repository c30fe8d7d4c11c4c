"""The Ionian Nebula objective in place of Kobol's (X-NEB-SETUP-9, X-NEB-OBJ): the Crossroads
phase once the fleet has travelled 8 (X-NEB-OBJ-1, X-XR-1), checked as a jump's last step (base's
``bsg_base_jump_steps``); after it the next jump wins (X-NEB-OBJ-2), no Destination drawn: base's
final jump at distance 8, which base's jump step runs only once the phase is over (wrapped here).

Step 1 of the phase, the Battle of the Ionian Nebula (X-XR-10..13): a basestar and 4 raiders
in each area above Galactica, 2 vipers launched into each area below it, the fleet token on the
track's start (the jump that caused the phase has just reset it: not reset again, X-XR-13)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus.data import load
from bsg_exodus.nebula.crossroads import state as xs
from bsgcore.base import (
    BaseGame,
    Events,
    Recalled,
    ShipsPlaced,
    cylon_supply,
    g,
    modifiers,
    place_ships,
)
from bsgcore.core_events import FramesPushed
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

OBJECTIVE = "exodus.objective.ionian_nebula"
#: The space areas above Galactica (upper-front, upper-rear) and below it (the launch areas).
ABOVE, BELOW = (2, 3), (6, 5)
BATTLE_CYLONS = {"basestar": 1, "raider": 4}
BATTLE_VIPERS = {"viper": 2}
Step = Callable[[State, Any, RandomCursor], list[Event]]


def crossroads_distance() -> int:
    """The distance the objective card prints for the Crossroads phase (R-407: 8)."""
    triggers = load().raw(OBJECTIVE)["triggers"]
    return next(int(t["distance"]) for t in triggers if t["event"] == "crossroads_phase")


@attrs.frozen
class CrossroadsCheck(Frame):
    """After a jump's last step: does the Crossroads phase begin (X-NEB-OBJ-1)?"""

    tag = "exodus.f.crossroads_check"
    seat: int


@attrs.frozen
class CrossroadsPhase(Frame):
    """The Crossroads phase, interrupting the current player's turn (X-XR-2)."""

    tag = "exodus.f.crossroads_phase"
    seat: int


def due(state: State) -> bool:
    """Whether the phase should begin now: the objective is played, the fleet has travelled far
    enough and the phase has not come yet."""
    value = xs.xr(state)
    return value.used and value.phase == xs.NONE and g(state).distance >= crossroads_distance()


def jump_steps(state: State, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The check after the jump's other steps (given first: resolved last)."""
    return (CrossroadsCheck(seat), *frames) if xs.xr(state).used else frames


def step_check(state: State, frame: CrossroadsCheck, rng: RandomCursor) -> Events:
    """X-XR-1: the phase begins as soon as the distance is 8 or more."""
    return [replace(CrossroadsPhase(frame.seat))] if due(state) else [pop()]


def wrap_jump(step: Step, state: State, frame: Any, rng: RandomCursor) -> Events:
    """A jump with the distance reached some other way than a jump (late trigger) first has the
    phase, then is the final jump (X-NEB-OBJ-2); otherwise base's jump, which at distance 8
    (the phase over) is the humans' final jump."""
    if due(state):
        return [replace(frame, CrossroadsPhase(frame.seat))]
    return step(state, frame, rng)


def battle_events(game: BaseGame) -> tuple[Events, tuple[Frame, ...]]:
    """X-XR-10..12: the Cylon ships above, the vipers below (those in the Reserves, X-XR-14).
    X-XR-11: the supply's ships first; short of a kind, the ships a plugin recalls for it
    (``bsg_base_recall_ships``: with Cylon Fleet, from the Cylon Fleet board, lowest area
    first, X-FLEET-20, -21), asked once for both areas; what is still short is not placed,
    the first area above served first (X-FLEET-22). With viper models (Cylon Fleet's Mark VII)
    a launch may ask the current player the model (X-XR-14): those questions are returned as
    frames, for the phase to put above its own (each asks from the game as it then is)."""
    events: Events = []
    frames: list[Frame] = []
    left: dict[str, int] = {}
    for kind, each in BATTLE_CYLONS.items():
        wanted, have = each * len(ABOVE), cylon_supply(game, kind)
        recalled = recall(game, kind, wanted - have) if have < wanted else Recalled()
        events += recalled.events
        left[kind] = have + recalled.count
    for area in ABOVE:
        counts = {kind: min(each, left[kind]) for kind, each in BATTLE_CYLONS.items()}
        left = {kind: left[kind] - counts[kind] for kind in left}
        if any(counts.values()):
            placed = ShipsPlaced(area, basestars=counts["basestar"], raiders=counts["raider"])
            events.append(placed)
            game = placed.apply(game)
    for area in BELOW:
        for event in place_ships(game, area, BATTLE_VIPERS):
            if isinstance(event, FramesPushed):
                frames += event.frames
                continue
            events.append(event)
            game = event.apply(game)  # type: ignore[attr-defined]
    return events, tuple(frames)


def recall(game: BaseGame, kind: str, short: int) -> Recalled:
    """The ships of `kind` the plugins bring back into the supply for a placement `short` of
    them (base's ``bsg_base_recall_ships`` pipeline)."""
    recalled = Recalled()
    for modify in modifiers().recall_ships:
        recalled = modify(game, kind, short, recalled)
    return recalled
