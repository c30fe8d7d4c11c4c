"""Where the trauma tokens enter a game's turns: the start-of-turn draw in Sickbay or the Brig
(X-TRAUMA-18, on base's ``bsg_base_turn_steps``; a disaster drawn by a human executes him,
X-TRAUMA-13), and an executed human's tokens (X-TRAUMA-20: back into the pool; X-TRAUMA-21: 3
new ones for the new character; X-TRAUMA-22: a Cylon keeps his, on base's
``bsg_base_execution_steps``)."""

from __future__ import annotations

import attrs

from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import trauma
from bsgcore.base import BaseGame, Execute, g, is_cylon_player
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

#: The locations whose token a player standing there takes at the start of his turn.
LOCATION_OF = {"base.location.sickbay": ns.SICKBAY, "base.location.brig": ns.BRIG}
#: The source of an execution by a disaster token (X-TRAUMA-13).
DISASTER = "exodus.trauma.disaster"
HUMAN = "human"


@attrs.frozen
class LocationTrauma(Frame):
    """`seat` starts his turn in Sickbay or the Brig: he takes its token (X-TRAUMA-18)."""

    tag = "exodus.f.location_trauma"
    seat: int
    location: str


@attrs.frozen
class NewCharacterTrauma(Frame):
    """An executed human's player returns his tokens and draws 3 (X-TRAUMA-20, -21)."""

    tag = "exodus.f.new_character_trauma"
    seat: int


def turn_steps(
    state: State, game: BaseGame, seat: int, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-TRAUMA-18: the draw before Receive Skills (appended: resolved first)."""
    if not ns.nebula(state).used:
        return frames
    where = LOCATION_OF.get(game.players[seat].location)
    return (*frames, LocationTrauma(seat, where)) if where else frames


def step_location(state: State, frame: LocationTrauma, rng: RandomCursor) -> list[Event]:
    """Take the location's token, resolve it, put a pool token there (X-TRAUMA-16, -18); a
    human who drew a disaster is executed (X-TRAUMA-13)."""
    cylon = is_cylon_player(g(state), frame.seat)
    events, executed = trauma.draw_events(state, frame.seat, 0, cylon, rng, frame.location)
    if executed:
        return [*events, replace(Execute(frame.seat, DISASTER))]
    return [*events, pop()]


def execution_steps(
    state: State, seat: int, proof: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-TRAUMA-20, -21 for a human; a Cylon keeps his tokens (X-TRAUMA-22)."""
    if not ns.nebula(state).used or proof != HUMAN:
        return frames
    return (*frames, NewCharacterTrauma(seat))


def step_new_character(state: State, frame: NewCharacterTrauma, rng: RandomCursor) -> list[Event]:
    """All his tokens back into the pool, then 3 new ones, disasters replaced (no execution)."""
    value = ns.nebula(state)
    held = value.held[frame.seat]
    events: list[Event] = [ns.TraumaReturned(frame.seat, held)] if held else []
    pool = tuple(sorted((*value.pool, *held)))
    return [*events, trauma.new_character(pool, frame.seat, rng), pop()]


STEPS = {LocationTrauma: step_location, NewCharacterTrauma: step_new_character}
