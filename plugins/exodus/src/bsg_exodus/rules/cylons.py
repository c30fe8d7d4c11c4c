"""Revealed Cylon players with Exodus (X-CYL-1, -2): Receive Skills gives them 2 skill cards of
two different types, never 2 from one deck (base lets a Cylon player choose 2 of any types,
B-TURN-4: the choices naming one type twice are left out); and the Crisis card chosen at
Caprica prepares the jump after it is resolved, if it shows the jump icon (base's Caprica skips
it, B-LOC-CAP), while it still activates no Cylon ship (X-CYL-3)."""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseGame, g, is_cylon_player, jump_icon_events
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.state import State

CHOOSE_DRAW = "base.f.choose_draw"
#: The frame that finishes the Crisis card chosen at Caprica (base's).
CAPRICA_DONE = "base.f.caprica_done"
DRAW_TYPES = "base.draw_types"
REASON = "A Cylon player draws his 2 skill cards from two different decks (Exodus)."


def forbid_draw(state: State, command: Command) -> str | None:
    """The reason a Cylon player's Receive Skills choice repeating a type is refused, or None."""
    if command.tag != DRAW_TYPES or state.top is None or state.top.tag != CHOOSE_DRAW:
        return None
    game = state.game
    if not isinstance(game, BaseGame):
        return None
    seat = int(getattr(command, "seat", -1))
    types = tuple(getattr(command, "types", ()))
    if len(types) < 2 or len(set(types)) == len(types) or not is_cylon_player(game, seat):
        return None
    return REASON


def caprica_done(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Base's end of the Caprica crisis, then its jump preparation (X-CYL-2)."""
    game = g(state)
    return [*step(state, frame, rng), *jump_icon_events(game)]
