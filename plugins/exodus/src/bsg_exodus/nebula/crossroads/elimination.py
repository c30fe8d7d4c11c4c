"""Elimination at the Trial (X-TRIAL-20..27, R-250): base's execution with ``final`` (the
player leaves the game: no new character, no Resurrection Ship, his titles pass on, his seat
takes no more turns; a hidden Cylon costs no morale), then the elimination noted. A current
player eliminated ends his turn: play goes on with the next player (X-TRIAL-24, -30)."""

from __future__ import annotations

import attrs

from bsg_exodus.nebula.crossroads import state as xs
from bsgcore.base import Events, Execute
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import replace
from bsgcore.state import State

TRIAL = "exodus.trial"


@attrs.frozen
class Eliminate(Frame):
    """`seat` is eliminated (X-TRIAL-6..9)."""

    tag = "exodus.f.eliminate"
    seat: int


def step_eliminate(state: State, frame: Eliminate, rng: RandomCursor) -> Events:
    """X-TRIAL-20, -22: executed, leaving the game."""
    return [xs.PlayerEliminated(frame.seat), replace(Execute(frame.seat, TRIAL, final=True))]


def eliminated(state: State, seat: int) -> bool:
    """Whether `seat` is out of the game (X-TRIAL-23)."""
    return seat in xs.xr(state).eliminated
