"""Two allies' hope results in space (cards/exodus.toml ``[[ally]]``, ``custom`` ops named
``exodus_K`` by rewrite.py):

* ``exodus_inspect_and_move_civilians`` (Anastasia "Dee" Dualla): the player looks at what every
  civilian ship on the board carries (seen by him alone), then moves any number of them, each
  once, to an area adjacent to its own; he stops when he likes;
* ``exodus_each_unmanned_viper_kills_raider`` (Lee "Apollo" Adama): each unmanned viper may
  destroy 1 raider of its area: area by area, the player chooses how many raiders go, up to the
  unmanned vipers there ("may": a hidden Cylon may spare them).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    AREAS,
    BaseEvent,
    BaseGame,
    CylonShipDestroyed,
    Op,
    Result,
    RunOps,
    ShipMoved,
    adjacent_areas,
    g,
    hide,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

RAIDER = "raider"


# -- Anastasia "Dee" Dualla -----------------------------------------------------------------------


@attrs.frozen
class CiviliansInspected(BaseEvent):
    """`seat` looks at the civilian ships on the board: `cargo` is each one's (uid, what it
    carries), seen by him alone (the others see that he looked)."""

    tag = "exodus.civilians_inspected"
    seat: int
    cargo: tuple[tuple[int, str], ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        hidden = hide(tuple(c for _, c in self.cargo))
        uids = tuple(u for u, _ in self.cargo)
        return CiviliansInspected(self.seat, tuple(zip(uids, hidden, strict=True)))

    def describe(self) -> str:
        return f"seat {self.seat} looks at the {len(self.cargo)} civilian ship(s) on the board."


@attrs.frozen
class MoveCivilians(Frame):
    """`seat` may move civilian ships, each once, to an adjacent area; `moved` went already."""

    tag = "exodus.f.move_civilians"
    seat: int
    moved: tuple[int, ...] = ()


@attrs.frozen
class MoveCivilian(Command):
    """Move this civilian ship to this adjacent area."""

    tag = "exodus.move_civilian"
    uid: int
    area: int


@attrs.frozen
class StopMovingCivilians(Command):
    """Move no more civilian ships."""

    tag = "exodus.stop_moving_civilians"


def op_inspect_and_move(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look at every civilian ship on the board, then move any of them (nothing without one)."""
    if not game.civilians:
        return []
    cargo = tuple((c.uid, game.cargo[i]) for i, c in enumerate(game.civilians))
    return [CiviliansInspected(frame.seat, cargo), push(MoveCivilians(frame.seat))]


def decide_move(state: State, frame: MoveCivilians) -> Decision:
    """Stop, or a ship not moved yet to one of the two areas beside its own."""
    game = g(state)
    options: list[Command] = [StopMovingCivilians(frame.seat)]
    options += [
        MoveCivilian(frame.seat, c.uid, area)
        for c in sorted(game.civilians, key=lambda c: c.uid)
        if c.uid not in frame.moved
        for area in adjacent_areas(c.area)
    ]
    prompt = "Move a civilian ship to an adjacent area, or stop"
    return Decision.make(frame.seat, "exodus_move_civilians", prompt, options)


def handle_move(state: State, cmd: MoveCivilian, rng: RandomCursor) -> list[Event]:
    """The ship moves; he may move another."""
    frame = state.top
    assert isinstance(frame, MoveCivilians)
    moved = (*frame.moved, cmd.uid)
    left = [c for c in g(state).civilians if c.uid not in moved]
    then = replace(MoveCivilians(frame.seat, moved)) if left else pop()
    return [ShipMoved(cmd.uid, cmd.area), then]


def handle_stop(state: State, cmd: StopMovingCivilians, rng: RandomCursor) -> list[Event]:
    """Done moving."""
    return [pop()]


def label_move(state: State, frame: Any, cmd: MoveCivilian) -> str:
    return f"Civilian ship {cmd.uid} to {AREAS.get(cmd.area, cmd.area)}"


def label_stop(state: State, frame: Any, cmd: StopMovingCivilians) -> str:
    return "Move no more civilian ships"


# -- Lee "Apollo" Adama ---------------------------------------------------------------------------


@attrs.frozen
class ViperStrikes(Frame):
    """Each unmanned viper may destroy 1 raider of its area: the areas from `area` on."""

    tag = "exodus.f.viper_strikes"
    seat: int
    area: int = 1


@attrs.frozen
class ChooseStrikes(Frame):
    """`seat` chooses how many raiders of `area` its unmanned vipers destroy."""

    tag = "exodus.f.choose_strikes"
    seat: int
    area: int


@attrs.frozen
class StrikeRaiders(Command):
    """Destroy this many raiders in the area (0: none)."""

    tag = "exodus.strike_raiders"
    count: int


def strikes(game: BaseGame, area: int) -> tuple[int, tuple[int, ...]]:
    """The unmanned vipers of `area`, and its raiders by uid."""
    vipers = sum(1 for v in game.vipers if v.area == area and v.pilot < 0)
    raiders = tuple(sorted(s.uid for s in game.cylon_ships if s.area == area and s.kind == RAIDER))
    return vipers, raiders


def op_vipers_kill_raiders(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Area by area, each unmanned viper may destroy 1 raider there."""
    return [push(ViperStrikes(frame.seat))]


def step_strikes(state: State, frame: ViperStrikes, rng: RandomCursor) -> list[Event]:
    """The next area holding both an unmanned viper and a raider asks; none left: done."""
    game = g(state)
    for area in range(frame.area, max(AREAS) + 1):
        vipers, raiders = strikes(game, area)
        if vipers and raiders:
            return [replace(ChooseStrikes(frame.seat, area))]
    return [pop()]


def decide_strikes(state: State, frame: ChooseStrikes) -> Decision:
    """0 up to one raider per unmanned viper there."""
    vipers, raiders = strikes(g(state), frame.area)
    options: list[Command] = [
        StrikeRaiders(frame.seat, n) for n in range(min(vipers, len(raiders)) + 1)
    ]
    prompt = f"Raiders the unmanned vipers destroy in {AREAS.get(frame.area, frame.area)}"
    return Decision.make(frame.seat, "exodus_strike_raiders", prompt, options)


def handle_strikes(state: State, cmd: StrikeRaiders, rng: RandomCursor) -> list[Event]:
    """Those raiders are destroyed; then the next area."""
    frame = state.top
    assert isinstance(frame, ChooseStrikes)
    _, raiders = strikes(g(state), frame.area)
    events: list[Event] = [CylonShipDestroyed(uid) for uid in raiders[: cmd.count]]
    return [*events, replace(ViperStrikes(frame.seat, frame.area + 1))]


def label_strikes(state: State, frame: Any, cmd: StrikeRaiders) -> str:
    return "Destroy no raider" if not cmd.count else f"Destroy {cmd.count} raider(s)"


OPS = {
    "exodus_inspect_and_move_civilians": op_inspect_and_move,
    "exodus_each_unmanned_viper_kills_raider": op_vipers_kill_raiders,
}
PARAMS: dict[str, frozenset[str] | None] = {
    "exodus_inspect_and_move_civilians": frozenset(),
    "exodus_each_unmanned_viper_kills_raider": frozenset(),
}
STEPS = {ViperStrikes: step_strikes}
DECIDERS = {MoveCivilians: decide_move, ChooseStrikes: decide_strikes}
HANDLERS = {
    MoveCivilian: handle_move,
    StopMovingCivilians: handle_stop,
    StrikeRaiders: handle_strikes,
}
EVENTS = (CiviliansInspected,)
