"""Elimination at the Trial (X-TRIAL-20..27, R-250): base's execution with ``final`` (the
player leaves the game: no new character, no Resurrection Ship, his titles pass on, his seat
takes no more turns; a hidden Cylon costs no morale), then the elimination noted. A current
player eliminated ends his turn: play goes on with the next player (X-TRIAL-24, -30). The Super
Crisis cards an eliminated Cylon holds go to the box with him (X-TRIAL-22): base's set-aside
cards, which its conservation check counts (docs/rulings.md)."""

from __future__ import annotations

import attrs

from bsg_exodus.nebula.crossroads import state as xs
from bsgcore.base import BaseEvent, BaseGame, Events, Execute, g, replace_player
from bsgcore.frozen import evolve
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


@attrs.frozen
class SuperCrisesBoxed(BaseEvent):
    """X-TRIAL-22: the eliminated Cylon's Super Crisis cards go to the box with him (base's
    set-aside cards, out of the game)."""

    tag = "exodus.super_crises_boxed"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        player = evolve(game.players[self.seat], super_crises=())
        return evolve(
            replace_player(game, self.seat, player), set_aside=game.set_aside + self.cards
        )

    def describe(self) -> str:
        return f"seat {self.seat}'s {len(self.cards)} Super Crisis card(s) go to the box."


def step_eliminate(state: State, frame: Eliminate, rng: RandomCursor) -> Events:
    """X-TRIAL-20, -22: executed, leaving the game, his Super Crisis cards boxed."""
    events: Events = [xs.PlayerEliminated(frame.seat)]
    held = g(state).players[frame.seat].super_crises
    if held:
        events.append(SuperCrisesBoxed(frame.seat, held))
    return [*events, replace(Execute(frame.seat, TRIAL, final=True))]


def eliminated(state: State, seat: int) -> bool:
    """Whether `seat` is out of the game (X-TRIAL-23)."""
    return seat in xs.xr(state).eliminated
