"""Which model's vipers an effect moves, when a plugin gives the game several
(``bsg_base_viper_models``): damaging or destroying vipers in the reserve, repairing damaged or
restoring destroyed ones, placing vipers in an area. The chooser (the current player, or the
player the effect names) picks one viper's model at a time (``ChooseViperModels``); with one
model to take from, or every viper of the pool to take, nothing is asked.

Only a typed game (``BaseGame.viper_stock``) comes here: an untyped one keeps base's events.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base.model import BASE_VIPER, BaseGame
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.space import events as se
from bsgcore.base.space import models as vm
from bsgcore.base.turn import events as te
from bsgcore.base.turn.shared import g
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

Events = list[Event]
SPACE = "space"
#: (from, to) -> what the effect does, for the prompt.
VERBS = {
    (vm.RESERVE, vm.DAMAGED): "damage",
    (vm.RESERVE, vm.DESTROYED): "destroy",
    (vm.DAMAGED, vm.RESERVE): "repair",
    (vm.DESTROYED, vm.RESERVE): "restore",
    (vm.RESERVE, SPACE): "place",
}


@attrs.frozen
class ChooseViperModels(Frame):
    """`seat` picks the model of each of `count` vipers moved from the pool `source` to `to`
    (a pool, or ``"space"``: placed unmanned in `area`), one at a time."""

    tag = "base.f.choose_viper_models"
    seat: int
    count: int
    source: str
    to: str
    area: int = -1


@attrs.frozen
class PickViperModel(Command):
    """The next viper moved is of this model."""

    tag = "base.pick_viper_model"
    model: str


def _events(source: str, to: str, model: str, count: int, area: int) -> Events:
    """`count` vipers of `model` moved from `source` to `to` (base's events, with the model)."""
    if count <= 0:
        return []
    if to == SPACE:
        if model == BASE_VIPER:
            return [ShipsPlaced(area, vipers=count)]
        return [se.ViperLaunched(area, -1, model) for _ in range(count)]
    if (source, to) == (vm.RESERVE, vm.DAMAGED):
        return [se.ReserveVipersDamaged(count, model)]
    delta = {vm.RESERVE: 0, vm.DAMAGED: 0, vm.DESTROYED: 0}
    delta[source] -= count
    delta[to] += count
    return [te.VipersChanged(delta[vm.RESERVE], delta[vm.DAMAGED], delta[vm.DESTROYED], model)]


def _settled(game: BaseGame, source: str, to: str, count: int, area: int) -> Events | None:
    """The events when nothing is left to choose (one model in the pool, or all of it taken);
    None when the chooser must pick."""
    models = vm.models_in(game, source)
    total = sum(vm.count_in(game, model, source) for model in models)
    if len(models) > 1 and count < total:
        return None
    out: Events = []
    for model in models:
        take = min(count, vm.count_in(game, model, source))
        out += _events(source, to, model, take, area)
        count -= take
    return out


def moving(game: BaseGame, seat: int, count: int, source: str, to: str, area: int = -1) -> Events:
    """Up to `count` vipers from `source` to `to` in a typed game: the events, or the frame
    asking `seat` the models (X-MK7-2, -3 for Exodus's Mark VII)."""
    settled = _settled(game, source, to, count, area)
    if settled is not None:
        return settled
    return [push(ChooseViperModels(seat, count, source, to, area))]


def decide(state: State, frame: ChooseViperModels) -> Decision:
    """One model among those with a viper in the pool."""
    game = g(state)
    options: list[Command] = [
        PickViperModel(frame.seat, model) for model in vm.models_in(game, frame.source)
    ]
    verb = VERBS.get((frame.source, frame.to), "move")
    prompt = f"Choose the model of the next viper to {verb} ({frame.count} left)"
    return Decision.make(frame.seat, "viper_model", prompt, options)


def handle(state: State, cmd: PickViperModel, rng: RandomCursor) -> Events:
    """One viper of the model picked; the rest settled at once when no choice is left."""
    frame = state.top
    assert isinstance(frame, ChooseViperModels)
    game = g(state)
    first = _events(frame.source, frame.to, cmd.model, 1, frame.area)
    left = frame.count - 1
    after = se.fold(game, first)
    settled = _settled(after, frame.source, frame.to, left, frame.area) if left > 0 else []
    if settled is not None:
        return [*first, pop(), *settled]
    return [*first, replace(evolve(frame, count=left))]


DECIDERS: dict[type[Frame], Decider] = {ChooseViperModels: decide}
HANDLERS: dict[type[Command], Handler] = {PickViperModel: handle}


def register(registry: Any) -> None:
    """The frame and command of the choice of model."""
    register_tables(registry, deciders=DECIDERS, handlers=HANDLERS)
