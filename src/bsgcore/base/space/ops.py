"""The space ops of the effect vocabulary (cards/README.md section 8), for the effect interpreter.

Each function has the interpreter's op signature ``(game, frame, op, rng) -> list[Event]``, where
`frame` is the interpreter's frame and only its ``seat`` (the acting player) is read. An op that
needs choices or several steps returns one ``FramesPushed`` of a space frame: the interpreter
must put the events after its own control event for the next op (then the pushed frame is
resolved first, and the op list goes on after it). `SPACE_OPS` maps op names to them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.interpreter import who
from bsgcore.base.model import BaseGame
from bsgcore.base.space import actions as sa
from bsgcore.base.space import activation as act
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.base.space import model_choice
from bsgcore.base.space import models as vm
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import push

Events = list[Event]
SpaceOp = Callable[[BaseGame, Any, Op, RandomCursor], Events]
SHIP_KIND = {"raiders": sp.RAIDER, "heavy_raiders": sp.HEAVY}


def op_activate_cylons(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Activate one type of Cylon ship `times` times; `chosen_by_acting_player` asks first
    (B-LOC-CFL, Fleet Mobilization). The current player makes the activation's choices."""
    kind = str(op.get("kind"))
    if kind == "chosen_by_acting_player":
        return [push(act.ChooseCylonActivation(frame.seat))]
    times = int(op.get("times", 1))
    frames = [act.ActivateCylons(game.current, kind) for _ in range(times)]
    return [push(*reversed(frames))] if frames else []  # the first resolved first


def op_each_basestar_launches(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Each basestar launches raiders, then heavy raiders (B-LOC-CFL)."""
    frames = [
        act.BasestarsLaunch(game.current, kind, int(op.get(key, 0)))
        for key, kind in (("raider", sp.RAIDER), ("heavy_raider", sp.HEAVY))
        if int(op.get(key, 0)) > 0
    ]
    return [push(*reversed(frames))] if frames else []  # raiders first


def op_each_basestar_attacks(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Every basestar attacks Galactica (Heavy Assault)."""
    return [push(act.ActivateCylons(game.current, "basestars_attack"))]


def op_damage_galactica(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Galactica is damaged `count` times (B-DMG-1)."""
    return cb.damage_galactica(game, rng, int(op.get("count", 1)))


def op_place_centurion(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Centurions enter the boarding track at space 0, as many as are left (B-COMP-9)."""
    count = min(int(op.get("count", 1)), sp.centurions_left(game))
    return [se.CenturionPlaced() for _ in range(count)]


def op_destroy_centurion(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """The acting player destroys centurions of his choice, no roll (Brutal Force)."""
    if not game.centurions:
        return []
    return [push(sa.RemoveCenturions(frame.seat, int(op.get("count", 1))))]


def op_destroy_cylon_ships(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """The acting player destroys `count` raiders or heavy raiders of his choice (Brutal Force)."""
    kind = SHIP_KIND[str(op.get("ships"))]
    on_board = cb.rollless_targets(game, kind)
    count = int(op.get("count", 1))
    if not on_board:
        return []
    if len(on_board) <= count:
        return [se.CylonShipDestroyed(s.uid) for s in on_board]
    return [push(act.DestroyCylonShips(frame.seat, kind, count))]


def op_damage_vipers(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Damage vipers in the reserve, or in space (the current player picks which, B-CMBT-5)."""
    count = int(op.get("count", 1))
    if op.get("where") == "reserves":
        n = min(count, game.vipers_reserve)
        if vm.typed(game):  # the current player picks the models (X-MK7-3's reading)
            return model_choice.moving(game, game.current, n, vm.RESERVE, vm.DAMAGED)
        return [se.ReserveVipersDamaged(n)] if n else []
    if not game.vipers:
        return []
    if len(game.vipers) <= count:
        return [se.ViperHit(v.uid, destroyed=False) for v in game.vipers]
    return [push(sa.DamageVipersInSpace(game.current, count))]


def op_return_vipers(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Every viper in space returns to the reserve, pilots to the Hangar Deck (Sleep
    Deprivation)."""
    return [se.ViperRecalled(v.uid, sp.HANGAR_DECK) for v in game.vipers]


def op_activate_vipers(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Up to `count` unmanned viper activations (Command, Apollo's CAG, B-VIPER-3), by the
    acting player or the one the op's ``who`` names (Exodus's "the CAG may activate")."""
    seat = frame.seat
    if op.get("who"):
        seats = who(game, str(op.get("who")), frame.seat, -1)
        if not seats or seats[0] < 0:
            return []
        seat = seats[0]
    return [push(sa.ActivateVipers(seat, int(op.get("count", 1))))]


def op_viper_attacks(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """The acting player's viper attacks up to `count` times (Maximum Firepower)."""
    if sp.viper_of(game, frame.seat) is None:
        return []
    count = int(op.get("count", 1))
    return [push(sa.ActivateVipers(frame.seat, count, unmanned=False, attack_only=True))]


def op_launch_self(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """The acting pilot launches himself (B-LOC-HGR); the extra action is the caller's."""
    return [push(sa.LaunchPilot(frame.seat))] if sa.launch_possible(game) else []


def op_galactica_attack(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Weapons Control (B-LOC-WPN)."""
    return [push(sa.WeaponsAttack(frame.seat))] if sa.weapons_possible(game) else []


def op_attack_centurion(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """Armory (B-LOC-ARM)."""
    return [push(sa.ArmoryAttack(frame.seat))] if sa.armory_possible(game) else []


def op_nuke(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Events:
    """The Admiral's nuke (B-NUKE-2); its `nukes` op is spent by the nuke itself."""
    return [push(sa.NukeAttack(frame.seat))] if sa.nuke_possible(game) else []


SPACE_OPS: dict[str, SpaceOp] = {
    "activate_cylons": op_activate_cylons,
    "each_basestar_launches": op_each_basestar_launches,
    "each_basestar_attacks_galactica": op_each_basestar_attacks,
    "damage_galactica": op_damage_galactica,
    "place_centurion": op_place_centurion,
    "destroy_centurion": op_destroy_centurion,
    "destroy_cylon_ships": op_destroy_cylon_ships,
    "damage_vipers": op_damage_vipers,
    "return_vipers_to_reserves": op_return_vipers,
    "activate_vipers": op_activate_vipers,
    "viper_attacks": op_viper_attacks,
    "launch_self_in_viper": op_launch_self,
    "galactica_attack": op_galactica_attack,
    "attack_centurion": op_attack_centurion,
    "nuke_basestar": op_nuke,
}


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    # activate_vipers' activations are "up to" their count: stopping at once declines them all
    content.add_ops(SPACE_OPS, reads_optional=("activate_vipers",))
