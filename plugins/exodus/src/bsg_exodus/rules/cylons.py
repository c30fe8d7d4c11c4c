"""Revealed Cylon players with Exodus (X-CYL-1): Receive Skills gives them 2 skill cards of two
different types, never 2 from one deck. Base lets a Cylon player choose 2 of any types
(B-TURN-4); the choices naming one type twice are left out."""

from __future__ import annotations

from bsgcore.base import BaseGame, is_cylon_player
from bsgcore.messages import Command
from bsgcore.state import State

CHOOSE_DRAW = "base.f.choose_draw"
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
