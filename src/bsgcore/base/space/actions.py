"""The human actions that use space, as frames the location and turn code pushes (each asks its
seat, resolves, and pops itself), plus helpers for the Movement step.

- ``ActivateVipers(seat, count, unmanned=True, up_to=True)``: Command (2) and Apollo's CAG (6):
  launch an unmanned viper from the reserve, move one, or attack with one (B-VIPER-2, -3).
  ``ActivateVipers(seat, 1, unmanned=False, up_to=False)``: a pilot's action with his own viper
  (move or attack, B-VIPER-4).
- ``LaunchPilot(seat)``: Hangar Deck: the pilot launches himself in a viper into echo or foxtrot
  (B-LOC-HGR, R-113); the extra action that follows is the caller's.
- ``WeaponsAttack(seat)``: Weapons Control, one roll at one Cylon ship (B-LOC-WPN).
- ``NukeAttack(seat)``: the Admiral's nuke at one basestar (B-NUKE-2, R-128).
- ``ArmoryAttack(seat)``: Armory, one roll at one centurion (B-LOC-ARM).
- Movement: `pilot_moves`, `pilot_move`, `pilot_leaves_space` (B-MOVE-5, -6, B-VIPER-8).

The ``*_possible`` helpers say whether offering each action makes sense.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base.model import BASE_VIPER, BaseGame, Viper
from bsgcore.base.registration import register_tables
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.base.space import models as vm
from bsgcore.base.turn.shared import g
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler
from bsgcore.serialization import OMITTED_AT_DEFAULT
from bsgcore.stack import pop, replace
from bsgcore.state import State

Events = list[Event]
LAUNCH, MOVE, ATTACK = "launch", "move", "attack"


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class ActivateVipers(Frame):
    """`count` viper activations for `seat`: unmanned vipers, or the seat's own viper."""

    tag = "base.f.activate_vipers"
    seat: int
    count: int
    unmanned: bool = True
    up_to: bool = True
    attack_only: bool = False


@attrs.frozen
class LaunchPilot(Frame):
    """Hangar Deck: the seat launches itself in a viper (B-LOC-HGR)."""

    tag = "base.f.launch_pilot"
    seat: int


@attrs.frozen
class WeaponsAttack(Frame):
    """Weapons Control: pick the Cylon ship Galactica fires at (B-LOC-WPN)."""

    tag = "base.f.weapons_attack"
    seat: int


@attrs.frozen
class NukeAttack(Frame):
    """The Admiral picks the basestar the nuke targets (B-NUKE-2)."""

    tag = "base.f.nuke_attack"
    seat: int


@attrs.frozen
class ArmoryAttack(Frame):
    """Armory: pick the centurion to attack (B-LOC-ARM)."""

    tag = "base.f.armory_attack"
    seat: int


@attrs.frozen
class RemoveCenturions(Frame):
    """`seat` picks `count` centurions to destroy, without a roll (Brutal Force)."""

    tag = "base.f.remove_centurions"
    seat: int
    count: int


@attrs.frozen
class DamageVipersInSpace(Frame):
    """`seat` picks `count` vipers in space to damage, one at a time (Weapon Malfunction)."""

    tag = "base.f.damage_vipers_in_space"
    seat: int
    count: int


@attrs.frozen
class PickViper(Command):
    """This viper (uid) is the one damaged."""

    tag = "base.pick_viper"
    viper: int


@attrs.frozen
class ActivateViper(Command):
    """One viper activation: launch (viper -1, target = area, a viper of `model`), move
    (target = area) or attack (target = Cylon ship uid)."""

    tag = "base.activate_viper"
    kind: str
    viper: int
    target: int
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)


@attrs.frozen
class StopActivating(Command):
    """Use no more of these activations (or attack nothing)."""

    tag = "base.stop_activating"


@attrs.frozen
class LaunchSelf(Command):
    """Launch into `area` in a viper of `model`; `source` -1 is the reserve, else an unmanned
    viper taken back first."""

    tag = "base.launch_self"
    area: int
    source: int = -1
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)


@attrs.frozen
class FireAt(Command):
    """Attack this Cylon ship (uid) or, for the Armory, the centurion at this track space."""

    tag = "base.fire_at"
    target: int


# -- options ------------------------------------------------------------------------------------


def unmanned_one_per_area(game: BaseGame) -> list[Viper]:
    """The first unmanned viper of each area and model (unmanned vipers of one model in one
    area are alike)."""
    first: dict[tuple[int, str], Viper] = {}
    for v in game.vipers:
        if v.pilot < 0:
            first.setdefault((v.area, v.model), v)
    return sorted(first.values(), key=lambda v: v.uid)


def reach(viper: Viper) -> tuple[int, ...]:
    """The areas a viper's move may end in: the adjacent ones (B-VIPER-2, B-MOVE-6), or every
    area up to its model's range (``ViperModel.moves``), sorted."""
    steps = vm.moves(viper)
    if steps <= 1:
        return sp.adjacent(viper.area)
    return tuple(a for a in sp.AREA_NUMBERS if 0 < sp.distance(viper.area, a) <= steps)


def launches(game: BaseGame, seat: int) -> list[Command]:
    """An unmanned launch into echo or foxtrot, one per model in the reserve (the current
    player's choice of model, when a plugin gives the game more than base's)."""
    return [
        ActivateViper(seat, LAUNCH, -1, a, model)
        for model in vm.models_in(game, vm.RESERVE)
        for a in sp.LAUNCH_AREAS
    ]


def viper_options(game: BaseGame, seat: int, frame: ActivateVipers) -> list[Command]:
    """Every distinct activation: unmanned vipers alike in one area give one option."""
    options: list[Command] = []
    if frame.unmanned:
        if game.vipers_reserve > 0:
            options += launches(game, seat)
        vipers = unmanned_one_per_area(game)
    else:
        own = sp.viper_of(game, frame.seat)
        vipers = [own] if own is not None else []
    if frame.attack_only:
        options = []
    for v in vipers:
        if not frame.attack_only:
            options += [ActivateViper(seat, MOVE, v.uid, a) for a in reach(v)]
        options += [ActivateViper(seat, ATTACK, v.uid, t) for t in sp.attack_targets(game, v.area)]
    return options


def viper_activation_possible(game: BaseGame, unmanned: bool, seat: int = -1) -> bool:
    """Whether any viper activation exists (a viper in the reserve or one in space)."""
    if unmanned:
        return game.vipers_reserve > 0 or any(v.pilot < 0 for v in game.vipers)
    return sp.viper_of(game, seat) is not None


def launch_possible(game: BaseGame) -> bool:
    """Whether a viper can be had for a pilot's launch (the reserve, or R-113)."""
    return game.vipers_reserve > 0 or any(v.pilot < 0 for v in game.vipers)


def weapons_possible(game: BaseGame) -> bool:
    """Whether a Cylon ship is on the board to fire at."""
    return bool(game.cylon_ships)


def nuke_possible(game: BaseGame) -> bool:
    """Whether the Admiral has a nuke and a basestar is on the board."""
    return game.nukes > 0 and bool(sp.cylons_of(game, sp.BASESTAR))


def armory_possible(game: BaseGame) -> bool:
    """Whether a centurion is on the boarding track."""
    return bool(game.centurions)


# -- deciders and handlers ----------------------------------------------------------------------


def decide_vipers(state: State, frame: ActivateVipers) -> Decision:
    """Launch, move or attack with a viper; "stop" when the activations are optional."""
    options = viper_options(g(state), frame.seat, frame)
    if frame.up_to or not options:
        options.append(StopActivating(frame.seat))
    prompt = f"Activate a viper ({frame.count} activation(s) left)"
    return Decision.make(frame.seat, "activate_viper", prompt, options)


def handle_viper(state: State, cmd: ActivateViper, rng: RandomCursor) -> Events:
    """Carry out one activation (B-VIPER-2)."""
    frame = state.top
    assert isinstance(frame, ActivateVipers)
    game = g(state)
    events: Events = []
    attack: Events = []
    if cmd.kind == LAUNCH:
        events = [se.ViperLaunched(cmd.target, model=cmd.model)]
    elif cmd.kind == MOVE:
        events = [se.ShipMoved(cmd.viper, cmd.target)]
    else:
        attack = cb.viper_attack(game, cmd.viper, cmd.target)  # a roll above this frame
    left = frame.count - 1
    done = left <= 0 or not viper_activation_possible(
        se.fold(game, events), frame.unmanned, cmd.seat
    )
    after = pop() if done else replace(evolve(frame, count=left))
    return [*events, after, *attack]


def handle_stop(state: State, cmd: StopActivating, rng: RandomCursor) -> Events:
    """No more activations (or no attack)."""
    return [pop()]


def decide_launch(state: State, frame: LaunchPilot) -> Decision:
    """Echo or foxtrot, from the reserve or, with none there, in an unmanned viper taken back
    from space (R-113)."""
    game = g(state)
    if game.vipers_reserve > 0:
        sources = [(-1, model) for model in vm.models_in(game, vm.RESERVE)]
    else:
        sources = [(v.uid, v.model) for v in unmanned_one_per_area(game)]
    options: list[Command] = [
        LaunchSelf(frame.seat, a, s, model) for s, model in sources for a in sp.LAUNCH_AREAS
    ]
    return Decision.make(frame.seat, "launch_pilot", "Launch in a viper", options)


def handle_launch(state: State, cmd: LaunchSelf, rng: RandomCursor) -> Events:
    """The pilot is in space, in a viper from the reserve (B-LOC-HGR)."""
    events: Events = [] if cmd.source < 0 else [se.ViperRecalled(cmd.source)]
    return [*events, se.ViperLaunched(cmd.area, cmd.seat, cmd.model), pop()]


def decide_weapons(state: State, frame: WeaponsAttack) -> Decision:
    """Any Cylon ship, in any area (B-CMBT-2)."""
    options: list[Command] = [FireAt(frame.seat, t) for t in sp.attack_targets(g(state), None)]
    if not options:
        options.append(StopActivating(frame.seat))
    return Decision.make(frame.seat, "weapons_attack", "Choose the Cylon ship to fire at", options)


def handle_weapons(state: State, cmd: FireAt, rng: RandomCursor) -> Events:
    """Galactica fires: one roll (B-LOC-WPN); also the nuke's and the Armory's target."""
    frame = state.top
    game = g(state)
    if isinstance(frame, NukeAttack):
        return [pop(), *cb.nuke(game, cmd.target)]
    if isinstance(frame, ArmoryAttack):
        return [pop(), *cb.armory_attack(game, cmd.target)]
    if isinstance(frame, RemoveCenturions):
        left = frame.count - 1
        events: Events = [se.CenturionDestroyed(cmd.target)]
        if left <= 0 or len(game.centurions) <= 1:
            return [*events, pop()]
        return [*events, replace(evolve(frame, count=left))]
    return [pop(), *cb.galactica_attack(game, cmd.target)]


def decide_nuke(state: State, frame: NukeAttack) -> Decision:
    """One basestar (R-128)."""
    game = g(state)
    options: list[Command] = [FireAt(frame.seat, s.uid) for s in sp.cylons_of(game, sp.BASESTAR)]
    if not options or game.nukes <= 0:
        options = [StopActivating(frame.seat)]
    return Decision.make(frame.seat, "nuke", "Choose the basestar to nuke", options)


def decide_armory(state: State, frame: ArmoryAttack) -> Decision:
    """One centurion, by its space on the track."""
    options: list[Command] = [FireAt(frame.seat, p) for p in sorted(set(g(state).centurions))]
    if not options:
        options.append(StopActivating(frame.seat))
    return Decision.make(frame.seat, "armory_attack", "Choose the centurion to attack", options)


def decide_remove_centurions(state: State, frame: RemoveCenturions) -> Decision:
    """One centurion to destroy, by its space on the track."""
    options: list[Command] = [FireAt(frame.seat, p) for p in sorted(set(g(state).centurions))]
    if not options:
        options.append(StopActivating(frame.seat))
    return Decision.make(frame.seat, "remove_centurion", "Choose the centurion to destroy", options)


def viper_choices(game: BaseGame) -> list[int]:
    """Vipers in space worth telling apart: the first unmanned one per area, every piloted one."""
    piloted = [v.uid for v in game.vipers if v.pilot >= 0]
    return sorted([v.uid for v in unmanned_one_per_area(game)] + piloted)


def decide_damage_vipers(state: State, frame: DamageVipersInSpace) -> Decision:
    """One viper in space to damage (its pilot goes to Sickbay, B-CMBT-5)."""
    options: list[Command] = [PickViper(frame.seat, uid) for uid in viper_choices(g(state))]
    if not options:
        options.append(StopActivating(frame.seat))
    return Decision.make(frame.seat, "damage_viper", "Choose a viper in space to damage", options)


def handle_pick_viper(state: State, cmd: PickViper, rng: RandomCursor) -> Events:
    """Damage it; more to go while vipers remain in space."""
    frame = state.top
    assert isinstance(frame, DamageVipersInSpace)
    events: Events = [se.ViperHit(cmd.viper, destroyed=False)]
    left = frame.count - 1
    if left <= 0 or len(g(state).vipers) <= 1:
        return [*events, pop()]
    return [*events, replace(evolve(frame, count=left))]


# -- movement helpers (B-MOVE-5, -6, B-VIPER-8) -------------------------------------------------


def pilot_moves(game: BaseGame, seat: int) -> tuple[int, ...]:
    """The areas a pilot in space may move his viper to in the Movement step (B-MOVE-6)."""
    own = sp.viper_of(game, seat)
    return reach(own) if own is not None else ()


def pilot_move(game: BaseGame, seat: int, area: int) -> Events:
    """The pilot's viper moves to an adjacent area (B-MOVE-6)."""
    own = sp.viper_of(game, seat)
    assert own is not None and area in reach(own)
    return [se.ShipMoved(own.uid, area)]


def pilot_leaves_space(game: BaseGame, seat: int, location: str) -> Events:
    """The pilot goes to a location and his viper back to the reserve (B-MOVE-5, B-VIPER-8,
    B-MOVE-11); the card discard of B-MOVE-5 is the caller's."""
    own = sp.viper_of(game, seat)
    assert own is not None
    return [se.ViperRecalled(own.uid, location)]


DECIDERS: dict[type[Frame], Decider] = {
    ActivateVipers: decide_vipers,
    LaunchPilot: decide_launch,
    WeaponsAttack: decide_weapons,
    NukeAttack: decide_nuke,
    ArmoryAttack: decide_armory,
    RemoveCenturions: decide_remove_centurions,
    DamageVipersInSpace: decide_damage_vipers,
}
HANDLERS: dict[type[Command], Handler] = {
    ActivateViper: handle_viper,
    StopActivating: handle_stop,
    LaunchSelf: handle_launch,
    FireAt: handle_weapons,
    PickViper: handle_pick_viper,
}


def register(registry: Any) -> None:
    """The human space actions' frames and commands."""
    register_tables(registry, deciders=DECIDERS, handlers=HANDLERS)
