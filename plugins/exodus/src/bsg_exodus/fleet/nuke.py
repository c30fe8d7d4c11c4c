"""The alternative Admiral's nuke (exodus.md §6.5, X-ADM-1..10, X-NUKE-6): with Cylon Fleet the
Admiral's nuke targets a main-board space area, not a basestar (X-ADM-10: the Cylon Fleet
board's areas are never targets), and one d8 decides: 1-2 a basestar there is damaged twice,
3-6 one is destroyed, 7 one and up to 3 raiders, 8 every ship there, vipers and civilian ships
included (X-ADM-3, -7, -8, -9). Each part is resolved as far as the area allows (R-245); the
token is spent whatever the result (X-ADM-5, -6). With several basestars in the area, the Admiral
picks the one hit after the roll (X-ADM-4). The other Admiral powers stay base's (X-ADM-2).

Base's Admiral action (``base.launch_nuke``) still opens base's ``NukeAttack`` decision; this
part replaces its decider while the option is used (base's decider otherwise, X-NUKE-6) and
offers the action whenever the Admiral holds a nuke, a basestar on the board or not.
Frames: `ChooseNukedBasestar`. Everything is public.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.fleet import board as fb
from bsgcore.base import (
    ActionStep,
    BaseEvent,
    BaseGame,
    CylonShipDestroyed,
    LaunchNuke,
    NukeAttack,
    Roll,
    RollFinished,
    ViperHit,
    damage_basestar,
    destroy_civilian,
    g,
    noting_state,
    start_roll,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, RulesRegistry
from bsgcore.stack import pop, replace
from bsgcore.state import State

Events = list[Event]
#: The purpose of the nuke's die (base's ``Roll``: its windows, Strategic Planning, B-NUKE-7).
NUKE_ROLL = "exodus.nuke"
AREAS = tuple(range(1, 7))
BASESTAR, RAIDER = "basestar", "raider"


@attrs.frozen
class NukeArea(Command):
    """Fire the nuke at this main-board space area (X-ADM-3)."""

    tag = "exodus.nuke_area"
    area: int


@attrs.frozen
class NukeBasestar(Command):
    """The basestar of the nuked area the result hits (X-ADM-4)."""

    tag = "exodus.nuke_basestar"
    uid: int


@attrs.frozen
class ChooseNukedBasestar(Frame):
    """`seat` (the Admiral) picks which of the area's basestars the result `roll` hits."""

    tag = "exodus.f.choose_nuked_basestar"
    seat: int
    area: int
    roll: int


@attrs.frozen
class NukeRolled(Frame):
    """The nuke's die is rolled (base's roll and windows): resolve the final result on `area`."""

    tag = "exodus.f.nuke_rolled"
    seat: int
    area: int


@attrs.frozen
class AreaNuked(BaseEvent):
    """The Admiral fires a nuke at a space area: the token is spent (X-ADM-6) and the die
    shows `roll`."""

    tag = "exodus.area_nuked"
    area: int
    roll: int

    def apply(self, game: BaseGame) -> BaseGame:
        return attrs.evolve(game, nukes=game.nukes - 1)

    def describe(self) -> str:
        return f"The Admiral nukes space area {self.area}: the die shows {self.roll}."


def basestars_in(game: BaseGame, area: int) -> list[int]:
    """The uids of the basestars in a main-board area."""
    return [s.uid for s in game.cylon_ships if s.area == area and s.kind == BASESTAR]


def hit(game: BaseGame, area: int, roll: int, basestar: int | None, rng: RandomCursor) -> Events:
    """A result of 1-7 on the area, `basestar` the one hit (None: none there)."""
    events: Events = []
    if basestar is not None:
        if roll <= 2:
            return damage_basestar(game, basestar, rng, hits=2)
        events.append(CylonShipDestroyed(basestar))
    if roll == 7:
        raiders = [s.uid for s in game.cylon_ships if s.area == area and s.kind == RAIDER]
        events += [CylonShipDestroyed(uid) for uid in raiders[:3]]
    return events


def everything(game: BaseGame, area: int) -> Events:
    """An 8: every ship of the area, Cylon ships, vipers (their pilots to Sickbay) and civilian
    ships (their cargo lost), destroyed (X-ADM-9)."""
    events: Events = [CylonShipDestroyed(s.uid) for s in game.cylon_ships if s.area == area]
    events += [ViperHit(v.uid, True) for v in game.vipers if v.area == area]
    for civilian in [c.uid for c in game.civilians if c.area == area]:
        events += destroy_civilian(game, civilian)
    return events


def resolve(game: BaseGame, seat: int, area: int, roll: int, rng: RandomCursor) -> Events:
    """The roll's effect, or the Admiral's choice of basestar first (X-ADM-4)."""
    if roll == 8:
        return [pop(), *everything(game, area)]
    basestars = basestars_in(game, area)
    if len(basestars) > 1:
        return [replace(ChooseNukedBasestar(seat, area, roll))]
    return [pop(), *hit(game, area, roll, basestars[0] if basestars else None, rng)]


def handle_area(state: State, cmd: NukeArea, rng: RandomCursor) -> Events:
    """Roll base's die in place of the NukeAttack frame (Strategic Planning may modify it,
    B-NUKE-7); `step_rolled` spends the token and resolves."""
    roll = Roll(NUKE_ROLL, roller=cmd.seat)
    return [pop(), *start_roll(roll, NukeRolled(cmd.seat, cmd.area))]


def step_rolled(state: State, frame: NukeRolled, rng: RandomCursor) -> Events:
    """Spend the token (X-ADM-6) and resolve the final result (X-ADM-3)."""
    game = g(state)
    assert game.roll is not None
    result = game.roll.result
    finished = RollFinished()
    nuked = AreaNuked(frame.area, result)
    after = nuked.apply(finished.apply(game))
    return [finished, nuked, *resolve(after, frame.seat, frame.area, result, rng)]


def decide_basestar(state: State, frame: ChooseNukedBasestar) -> Decision:
    """Which basestar of the area the result hits."""
    options: list[Command] = [
        NukeBasestar(frame.seat, u) for u in basestars_in(g(state), frame.area)
    ]
    return Decision.make(
        frame.seat,
        "exodus_nuked_basestar",
        f"The nuke rolled {frame.roll}: choose the basestar it hits",
        options,
    )


def handle_basestar(state: State, cmd: NukeBasestar, rng: RandomCursor) -> Events:
    frame = state.top
    assert isinstance(frame, ChooseNukedBasestar)
    return [pop(), *hit(g(state), frame.area, frame.roll, cmd.uid, rng)]


def deciding_area(base: Decider) -> Decider:
    """Base's NukeAttack decider, replaced by the choice of a space area with the option."""

    def decide(state: State, frame: Any) -> Decision:
        game = g(state)
        if not fb.fleet(state).used or game.nukes <= 0:
            return base(state, frame)
        options: list[Command] = [NukeArea(frame.seat, area) for area in AREAS]
        return Decision.make(frame.seat, "nuke", "Choose the space area to nuke", options)

    return decide


def action_options(state: State, frame: Any) -> list[Command]:
    """The Admiral's nuke with no basestar on the board (base offers it with one)."""
    game = g(state)
    seat = frame.seat
    if not fb.fleet(state).used or game.admiral != seat or game.nukes <= 0:
        return []
    if any(s.kind == BASESTAR for s in game.cylon_ships):
        return []
    return [LaunchNuke(seat)]


def register(registry: RulesRegistry) -> None:
    """The area nuke's frame and commands, base's nuke decider replaced, the action offered."""
    registry.event(AreaNuked, lambda state, event: state.with_game(event.apply(state.game)))
    registry.frame(ChooseNukedBasestar, decide=decide_basestar)
    registry.frame(NukeRolled, step=step_rolled)
    registry.command(NukeArea, handle_area)
    registry.command(NukeBasestar, handle_basestar)
    base = registry.deciders[NukeAttack]
    registry.frame(NukeAttack, decide=deciding_area(base), replace=True)
    registry.add_options(ActionStep, noting_state(action_options))
