"""Choosing a Cylon Leader (P-CL-2 to -5, P-7P-1, P-VAR-4): at most one, none with 3 players or
with the option off, the first to choose him gets him, and in a 7-player game one player must."""

from __future__ import annotations

from bsg_pegasus import options
from bsg_pegasus.leaders.model import LEADER_TYPE
from bsgcore.base import data
from bsgcore.messages import Command
from bsgcore.state import State

PICK = "base.pick_character"
NEW = "base.pick_new_character"
MUST_AT = 7


def leader_character(character: str) -> bool:
    """Whether a character id is a Cylon Leader's."""
    cards = data()
    return character in cards.index and cards.character(character).type == LEADER_TYPE


def forbid_pick(state: State, command: Command) -> str | None:
    """Why a character pick is refused, or None."""
    if command.tag != PICK:
        return None
    character = str(getattr(command, "character", ""))
    game = state.game
    chosen = [p.character for p in game.players if p.character]
    leader = leader_character(character)
    if leader:
        if state.seats < 4:
            return "Cylon Leaders are not used with 3 players (P-CL-3)."
        if not options.enabled(state.options, options.CYLON_LEADERS):
            return "This game is played without Cylon Leaders (P-VAR-4)."
        if options.enabled(state.options, options.SYMPATHETIC_CYLON):
            return "The Sympathetic Cylon variant is played without Cylon Leaders (R-220)."
        if any(leader_character(c) for c in chosen):
            return "At most one player may choose a Cylon Leader (P-CL-2)."
        return None
    last = len(chosen) == state.seats - 1
    if state.seats >= MUST_AT and last and not any(leader_character(c) for c in chosen):
        return "In a 7-player game one player must play a Cylon Leader (P-7P-1)."
    return None
