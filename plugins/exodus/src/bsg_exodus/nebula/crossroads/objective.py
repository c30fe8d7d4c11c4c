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
from bsgcore.base import BaseGame, Events, g, place_ships
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


def battle_events(game: BaseGame) -> Events:
    """X-XR-10..12: the Cylon ships above (what the supply has, X-XR-11), the vipers below
    (those in the Reserves, X-XR-14)."""
    events: Events = []
    for area in ABOVE:
        placed = place_ships(game, area, BATTLE_CYLONS)
        events += placed
        for event in placed:
            game = event.apply(game)  # type: ignore[attr-defined]
    for area in BELOW:
        placed = place_ships(game, area, BATTLE_VIPERS)
        events += placed
        for event in placed:
            game = event.apply(game)  # type: ignore[attr-defined]
    return events
