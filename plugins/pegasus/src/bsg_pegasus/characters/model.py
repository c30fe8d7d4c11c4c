"""The characters part's state (public): where Kat began the current turn, for Stim Junkie, and
the turn her Stim Junkie was last checked."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseGame, data, is_cylon_player
from bsgcore.messages import Event
from bsgcore.state import State

NAME = "pegasus.characters"


@attrs.frozen
class CharactersState:
    """`start`: (turn, location, space area or -1) of the current player's turn start, kept for
    Kat; `checked`: the last turn Stim Junkie was checked; `blind_jump`: the turn of Cain's
    Blind Jump while its jump is under way (0: none); Ellen's `adroit` (the turn she used
    Politically Adroit), `manipulative_asked` (the turn she was offered Manipulative) and
    `borrowed` ((turn, title line, previous holder) of the title she took); `fragile`: Dee's
    execution is due (morale reduced to 2 or less)."""

    start: tuple[int, str, int] = (0, "", -1)
    checked: int = 0
    blind_jump: int = 0
    adroit: int = 0
    manipulative_asked: int = 0
    borrowed: tuple[int, str, int] = (0, "", -1)
    fragile: bool = False


def initial(seats: int, options: Any) -> CharactersState:
    """The value a new game starts with."""
    return CharactersState()


def characters(state: State) -> CharactersState:
    """This part's value in a state."""
    value: CharactersState = state.plugin(NAME)
    return value


def with_value(state: State, value: CharactersState) -> State:
    return state.with_plugin(NAME, value)


def seat_of(game: BaseGame, character: str) -> int:
    """The seat playing `character`, or -1."""
    return next((s for s, p in enumerate(game.players) if p.character == character), -1)


def active(game: BaseGame, seat: int, character: str) -> bool:
    """Whether `seat` plays `character` with its sheet in effect: a revealed Cylon loses his
    character's abilities and weakness (B-CYL-9, core)."""
    if seat < 0 or game.players[seat].character != character:
        return False
    return not is_cylon_player(game, seat) and data().index.get(character) is not None


@attrs.frozen
class TurnStartNoted(Event):
    """Where the current player stands as his turn begins (public)."""

    tag = "pegasus.turn_start_noted"
    turn: int
    location: str
    area: int = -1
    quiet = True

    def describe(self) -> str:
        return f"turn {self.turn} begins at {self.location}."

    @staticmethod
    def applier(state: State, event: TurnStartNoted) -> State:
        value = attrs.evolve(characters(state), start=(event.turn, event.location, event.area))
        return with_value(state, value)


@attrs.frozen
class StimChecked(Event):
    """Stim Junkie was checked this turn (public)."""

    tag = "pegasus.stim_checked"
    turn: int
    quiet = True

    @staticmethod
    def applier(state: State, event: StimChecked) -> State:
        return with_value(state, attrs.evolve(characters(state), checked=event.turn))


EVENTS: tuple[type[Event], ...] = (TurnStartNoted, StimChecked)
