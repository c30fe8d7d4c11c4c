"""Cylon ship activation (B-ACTV), ship placement within the box limits, and Cylon attack crisis
cards (B-CRISIS-4), as frames on the kernel's stack.

Entry points for the turn loop (push the frame; it resolves, asks the current player where the
rules leave a choice, and pops itself):

- ``ActivateCylons(seat, icon)``: one activation icon (``raiders``, ``heavy_raiders``,
  ``basestars_attack``, ``basestars_launch``) with its fallbacks; `seat` is the current player.
  Steps a plugin adds before the ships act (``bsg_base_activation_steps``) come first, the
  activation itself then being ``ActivateShips(seat, icon)``; without them it runs at once.
- ``CylonAttack(seat, card)``: a Cylon attack crisis or super crisis card (its code): its
  activation, then its ships, then its special rule. The turn's Activate Cylon Ships step must not
  activate the card's icons again; the card is discarded by the caller unless it is in
  ``game.in_play`` afterwards (CardKeptInPlay).
- ``PlaceShips(seat, kind, wanted)`` and ``BasestarsLaunch(seat, kind, per_basestar)``: ships
  placed or launched within the limits, the current player sharing out what is short (B-COMP-10);
  the Cylon Fleet location's launch is two ``BasestarsLaunch`` frames.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import current
from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import CrisisCard
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.interpreter import supported
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.base.space import model_choice
from bsgcore.base.space import models as vm
from bsgcore.base.turn.frames import RunOps
from bsgcore.base.turn.shared import g
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler, Step
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

Events = list[Event]
ICONS = ("raiders", "heavy_raiders", "basestars_attack", "basestars_launch")
Counts = tuple[tuple[int, int], ...]


# -- frames -------------------------------------------------------------------------------------


@attrs.frozen
class ActivateCylons(Frame):
    """Activate one icon's Cylon ships (B-ACTV-1); `seat` is the current player, who decides."""

    tag = "base.f.activate_cylons"
    seat: int
    icon: str


@attrs.frozen
class ActivateShips(Frame):
    """The activation of one icon's ships itself, once the steps plugins resolve before it are
    done (``bsg_base_activation_steps``); base's own game activates at once (`ActivateCylons`)."""

    tag = "base.f.activate_ships"
    seat: int
    icon: str


@attrs.frozen
class RaiderActivation(Frame):
    """Raiders act area by area (R-116); `todo` are the raiders still to act (B-ACTV-2), `area`
    the area being resolved (0: the current player picks the next)."""

    tag = "base.f.raider_activation"
    seat: int
    todo: tuple[int, ...]
    area: int = 0


@attrs.frozen
class ChooseRaiderArea(Frame):
    """The current player picks the next area whose raiders act (B-ACTV-1, R-116)."""

    tag = "base.f.choose_raider_area"
    seat: int
    areas: tuple[int, ...]


@attrs.frozen
class ChooseRaiderTarget(Frame):
    """The current player picks a raider's target among equals: a piloted viper or a civilian
    ship of its area (B-ACTV-RAI-1, B-CIV-5)."""

    tag = "base.f.choose_raider_target"
    seat: int
    raider: int
    target_kind: str
    targets: tuple[int, ...]


@attrs.frozen
class PlaceShips(Frame):
    """Place ships of one kind in several areas, within the limits (B-COMP-10, B-CIV-2)."""

    tag = "base.f.place_ships"
    seat: int
    kind: str
    wanted: Counts


@attrs.frozen
class ChooseAllocation(Frame):
    """Too few ships of a kind are left: the current player shares them out (B-COMP-10)."""

    tag = "base.f.choose_allocation"
    seat: int
    kind: str
    wanted: Counts


@attrs.frozen
class DestroyCylonShips(Frame):
    """`seat` picks which `count` ships of `kind` on the board are destroyed, area by area
    (Authorization of Brutal Force)."""

    tag = "base.f.destroy_cylon_ships"
    seat: int
    kind: str
    count: int


@attrs.frozen
class ChooseCylonActivation(Frame):
    """`seat` picks the type of Cylon ship to activate (the Cylon Fleet location)."""

    tag = "base.f.choose_cylon_activation"
    seat: int


@attrs.frozen
class BasestarsLaunch(Frame):
    """Each basestar able to launch launches `per_basestar` ships of `kind` (B-ACTV-LAU-1)."""

    tag = "base.f.basestars_launch"
    seat: int
    kind: str
    per_basestar: int


@attrs.frozen
class BasestarsAttack(Frame):
    """The basestars still to attack Galactica, one after another (B-ACTV-BS-1)."""

    tag = "base.f.basestars_attack"
    todo: tuple[int, ...]


@attrs.frozen
class CylonAttack(Frame):
    """A Cylon attack card: activation (stage 0), ships (1), special rule (2) (B-CRISIS-4)."""

    tag = "base.f.cylon_attack"
    seat: int
    card: str
    stage: int = 0
    first_uid: int = 0


# -- commands -----------------------------------------------------------------------------------


@attrs.frozen
class PickRaiderArea(Command):
    """Resolve the raiders of this area next."""

    tag = "base.pick_raider_area"
    area: int


@attrs.frozen
class PickRaiderTarget(Command):
    """The raider attacks this viper or destroys this civilian ship."""

    tag = "base.pick_raider_target"
    target: int


@attrs.frozen
class PickActivation(Command):
    """Activate this icon's ships."""

    tag = "base.pick_activation"
    icon: str


@attrs.frozen
class AllocateShips(Command):
    """Place this many ships in each area: ((area, count), ...)."""

    tag = "base.allocate_ships"
    allocation: Counts


# -- the activation icons -----------------------------------------------------------------------


def activation_steps(game: BaseGame, seat: int, icon: str, own: Frame) -> tuple[Frame, ...]:
    """The frames of one activation, last given first: base's `own` and what the
    ``bsg_base_activation_steps`` pipeline adds to resolve before it."""
    frames: tuple[Frame, ...] = (own,)
    for modify in modifiers().activation_steps:
        frames = modify(game, seat, icon, frames)
    return frames


def step_activate(state: State, frame: ActivateCylons, rng: RandomCursor) -> Events:
    """One icon's activation: at once, or after the steps plugins add before it."""
    game = g(state)
    own = ActivateShips(frame.seat, frame.icon)
    frames = activation_steps(game, frame.seat, frame.icon, own)
    if frames == (own,):
        return activate_ships(state, own, rng)
    return [replace(*frames)]


def activate_ships(
    state: State, frame: ActivateCylons | ActivateShips, rng: RandomCursor
) -> Events:
    """One icon, with its fallback when no ship of the type is on the board (B-ACTV, R-117)."""
    game = g(state)
    seat = frame.seat
    if frame.icon == "raiders":
        raiders = tuple(s.uid for s in sp.cylons_of(game, sp.RAIDER))
        if raiders:
            return [replace(RaiderActivation(seat, raiders))]
        return fallback(game, seat, frame.icon)
    if frame.icon == "heavy_raiders":
        return heavy_raiders(game, seat, rng)
    if frame.icon in ("basestars_attack", "basestars_launch"):
        uids = tuple(s.uid for s in sp.cylons_of(game, sp.BASESTAR))
        instead = () if uids else fallback_frames(game, seat, frame.icon)
        if instead:
            return [replace(*instead)]
        if frame.icon == "basestars_attack":
            return [replace(BasestarsAttack(uids))]
        return [replace(BasestarsLaunch(seat, sp.RAIDER, 3))]
    raise ValueError(f"unknown activation icon {frame.icon!r}")


def fallback_frames(game: BaseGame, seat: int, icon: str) -> tuple[Frame, ...]:
    """What the ``bsg_base_activation_fallback`` pipeline resolves for an icon whose ships are
    not on the board (none: nothing happens)."""
    frames: tuple[Frame, ...] = ()
    for modify in modifiers().activation_fallback:
        frames = modify(game, seat, icon, frames)
    return frames


def fallback(game: BaseGame, seat: int, icon: str) -> Events:
    """An icon whose ships are not on the board: the ``bsg_base_activation_fallback`` frames in
    place of the activation, or nothing."""
    frames = fallback_frames(game, seat, icon)
    return [replace(*frames)] if frames else [pop()]


def bsg_base_activation_fallback(
    game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Base's own: with no raider on the board each basestar launches 2 raiders (B-ACTV-RAI-2),
    with no heavy raider 1 heavy raider (B-ACTV-HVY-5, R-117)."""
    if icon == "raiders":
        return (*frames, BasestarsLaunch(seat, sp.RAIDER, 2))
    if icon == "heavy_raiders":
        return (*frames, BasestarsLaunch(seat, sp.HEAVY, 1))
    return frames


def heavy_raiders(game: BaseGame, seat: int, rng: RandomCursor) -> Events:
    """Centurions on the track advance first; then each heavy raider boards from echo or foxtrot
    or moves toward the nearer of them; with none on the board each basestar launches one
    (B-ACTV-HVY-1 to -5, -7, R-114)."""
    events = cb.advance_centurions(game)
    if any(not isinstance(e, se.BaseEvent) for e in events):
        return events
    heavies = sp.cylons_of(game, sp.HEAVY)
    if not heavies:
        return [*events, *fallback(game, seat, "heavy_raiders")]
    left = sp.centurions_left(game)
    for ship in heavies:
        if ship.area in sp.LAUNCH_AREAS:
            if left > 0:
                events.append(se.HeavyRaiderBoarded(ship.uid))
                left -= 1
        else:
            events.append(se.ShipMoved(ship.uid, sp.nearest_launch_step(ship.area)))
    return [*events, pop()]


def step_basestars_attack(state: State, frame: BasestarsAttack, rng: RandomCursor) -> Events:
    """The next basestar still on the board attacks Galactica (B-ACTV-BS-1)."""
    game = g(state)
    on_board = {s.uid for s in sp.cylons_of(game, sp.BASESTAR)}
    todo = tuple(uid for uid in frame.todo if uid in on_board)
    if not todo:
        return [pop()]
    return [replace(BasestarsAttack(todo[1:])), *cb.basestar_attacks_galactica(game, todo[0])]


def step_launch(state: State, frame: BasestarsLaunch, rng: RandomCursor) -> Events:
    """Each basestar launches into its own area (B-ACTV-RAI-2, -3, B-ACTV-LAU-1, -HVY-5)."""
    wanted = cb.launch_counts(g(state), frame.kind, frame.per_basestar)
    if not wanted:
        return [pop()]
    return [replace(PlaceShips(frame.seat, frame.kind, tuple(sorted(wanted.items()))))]


# -- raiders, area by area (B-ACTV-RAI-1, R-116) ------------------------------------------------


def step_raiders(state: State, frame: RaiderActivation, rng: RandomCursor) -> Events:
    """The next raider of the area acts; the current player picks areas and equal targets."""
    game = g(state)
    on_board = {s.uid: s for s in sp.cylons_of(game, sp.RAIDER)}
    todo = tuple(uid for uid in frame.todo if uid in on_board)
    if not todo:
        return [pop()]
    area = frame.area
    if area == 0 or all(on_board[uid].area != area for uid in todo):
        areas = tuple(sorted({on_board[uid].area for uid in todo}))
        if len(areas) > 1:
            return [
                replace(RaiderActivation(frame.seat, todo), ChooseRaiderArea(frame.seat, areas))
            ]
        area = areas[0]
    raider = next(uid for uid in todo if on_board[uid].area == area)
    rest = RaiderActivation(frame.seat, tuple(uid for uid in todo if uid != raider), area)
    vipers = sp.vipers_in(game, area)
    civilians = sp.civilians_in(game, area)
    if vipers:
        unmanned = [v for v in vipers if v.pilot < 0]
        if unmanned:
            return [replace(rest), *cb.raider_attacks_viper(game, raider, unmanned[0].uid)]
        if len(vipers) > 1:
            choice = ChooseRaiderTarget(frame.seat, raider, "viper", tuple(v.uid for v in vipers))
            return [replace(rest, choice)]
        return [replace(rest), *cb.raider_attacks_viper(game, raider, vipers[0].uid)]
    if civilians:
        if len(civilians) > 1:
            uids = tuple(c.uid for c in civilians)
            return [replace(rest, ChooseRaiderTarget(frame.seat, raider, "civilian", uids))]
        return [*cb.destroy_civilian(game, civilians[0].uid), replace(rest)]
    if game.civilians:
        targets = tuple(sorted({c.area for c in game.civilians}))
        return [se.ShipMoved(raider, sp.step_toward(area, targets)), replace(rest)]
    return [replace(rest), *cb.raider_attacks_galactica(game, raider)]


def decide_raider_area(state: State, frame: ChooseRaiderArea) -> Decision:
    """Which area's raiders act next (R-116)."""
    options: list[Command] = [PickRaiderArea(frame.seat, a) for a in frame.areas]
    return Decision.make(
        frame.seat, "raider_area", "Choose the area whose raiders act next", options
    )


def handle_raider_area(state: State, cmd: PickRaiderArea, rng: RandomCursor) -> Events:
    """Resolve that area's raiders next."""
    below = state.stack[-2]
    assert isinstance(below, RaiderActivation)
    return [pop(), replace(RaiderActivation(below.seat, below.todo, cmd.area))]


def decide_raider_target(state: State, frame: ChooseRaiderTarget) -> Decision:
    """Which piloted viper the raider attacks, or which civilian ship it destroys."""
    options: list[Command] = [PickRaiderTarget(frame.seat, t) for t in frame.targets]
    what = "viper to attack" if frame.target_kind == "viper" else "civilian ship to destroy"
    return Decision.make(
        frame.seat, "raider_target", f"Raider {frame.raider}: choose the {what}", options
    )


def handle_raider_target(state: State, cmd: PickRaiderTarget, rng: RandomCursor) -> Events:
    """The raider attacks the chosen viper or destroys the chosen civilian ship."""
    frame = state.top
    assert isinstance(frame, ChooseRaiderTarget)
    game = g(state)
    if frame.target_kind == "viper":
        return [pop(), *cb.raider_attacks_viper(game, frame.raider, cmd.target)]
    return [pop(), *cb.destroy_civilian(game, cmd.target)]


# -- placement within the limits (B-COMP-9, -10) ------------------------------------------------


def available(game: BaseGame, kind: str) -> int:
    """How many ships of a kind may still be placed."""
    if kind == "viper":
        return game.vipers_reserve
    if kind == "civilian":
        return len(game.civilian_pile)
    return sp.supply(game, kind)


def _place(game: BaseGame, kind: str, counts: Counts) -> Events:
    events: Events = []
    for area, count in counts:
        if count:
            events += cb.place(game, area, {kind: count})
            game = se.fold(game, events[-1:])
    return events


def step_place(state: State, frame: PlaceShips, rng: RandomCursor) -> Events:
    """Place everything when it fits, else let the current player share out the rest."""
    game = g(state)
    left = available(game, frame.kind)
    if frame.kind not in ("viper", "civilian"):
        recalled = sp.recall(game, frame.kind, sum(n for _, n in frame.wanted) - left)
        if recalled.events:  # a plugin brings ships back: place again with them in the supply
            return [*recalled.events, replace(frame)]
    if sp.placements_fit(dict(frame.wanted), left) or len(frame.wanted) == 1:
        return [*_place(game, frame.kind, frame.wanted), pop()]
    if left <= 0:
        return [pop()]
    return [replace(ChooseAllocation(frame.seat, frame.kind, frame.wanted))]


def decide_allocation(state: State, frame: ChooseAllocation) -> Decision:
    """Every way to share out the ships left (B-COMP-10)."""
    left = available(g(state), frame.kind)
    options: list[Command] = [
        AllocateShips(frame.seat, alloc) for alloc in sp.allocations(dict(frame.wanted), left)
    ]
    return Decision.make(
        frame.seat,
        "allocate_ships",
        f"Only {left} {frame.kind.replace('_', ' ')}(s) left: choose where they go",
        options,
    )


def handle_allocation(state: State, cmd: AllocateShips, rng: RandomCursor) -> Events:
    """Place the chosen share, or destroy it (DestroyCylonShips)."""
    frame = state.top
    game = g(state)
    if isinstance(frame, DestroyCylonShips):
        events: Events = []
        for area, count in cmd.allocation:
            targets = {s.uid for s in cb.rollless_targets(game, frame.kind)}
            ships = [s for s in sp.cylons_in(game, area, frame.kind) if s.uid in targets][:count]
            events += [se.CylonShipDestroyed(s.uid) for s in ships]
        return [*events, pop()]
    assert isinstance(frame, ChooseAllocation)
    return [*_place(game, frame.kind, cmd.allocation), pop()]


def destroy_wanted(game: BaseGame, kind: str) -> dict[int, int]:
    """Ships of a kind on the board an effect may destroy without a roll, per area."""
    wanted: dict[int, int] = {}
    for ship in cb.rollless_targets(game, kind):
        wanted[ship.area] = wanted.get(ship.area, 0) + 1
    return wanted


def decide_destroy(state: State, frame: DestroyCylonShips) -> Decision:
    """How many of the ships to destroy in each area (all of them when there are few enough)."""
    wanted = destroy_wanted(g(state), frame.kind)
    options: list[Command] = [
        AllocateShips(frame.seat, alloc) for alloc in sp.allocations(wanted, frame.count)
    ]
    return Decision.make(
        frame.seat,
        "destroy_cylon_ships",
        f"Destroy {frame.count} {frame.kind.replace('_', ' ')}(s): choose from which areas",
        options,
    )


def decide_cylon_activation(state: State, frame: ChooseCylonActivation) -> Decision:
    """Raiders, heavy raiders (with the centurions) or basestars (they attack)."""
    icons = ("raiders", "heavy_raiders", "basestars_attack")
    options: list[Command] = [PickActivation(frame.seat, icon) for icon in icons]
    return Decision.make(
        frame.seat, "cylon_activation", "Choose the Cylon ships to activate", options
    )


def handle_cylon_activation(state: State, cmd: PickActivation, rng: RandomCursor) -> Events:
    """Activate that type (B-LOC-CFL)."""
    return [replace(ActivateCylons(cmd.seat, cmd.icon))]


# -- Cylon attack cards (B-CRISIS-4, R-117) -----------------------------------------------------

KINDS_IN_ORDER = (sp.BASESTAR, sp.RAIDER, sp.HEAVY, "viper", "civilian")


def card_of(code: str) -> CrisisCard:
    """The crisis or super crisis record of a deck code."""
    card: CrisisCard = m.data().get(m.crisis_id(code))
    return card


def step_cylon_attack(state: State, frame: CylonAttack, rng: RandomCursor) -> Events:
    """Activate (icons left to right), then place the card's ships, then its special rule."""
    game = g(state)
    card = card_of(frame.card)
    if frame.stage == 0:
        icons = [i for i in card.printings[0].cylon_activation if i in ICONS]
        later = [ActivateCylons(frame.seat, icon) for icon in reversed(icons)]
        return [replace(evolve(frame, stage=1), *later)]
    if frame.stage == 1:
        placing: list[Frame] = []
        for kind in reversed(KINDS_IN_ORDER):
            wanted = tuple(
                (row.area, int(row.ships[kind]))
                for row in card.setup
                if int(row.ships.get(kind, 0)) > 0
            )
            if wanted:
                placing.append(PlaceShips(frame.seat, kind, wanted))
        nxt = evolve(frame, stage=2, first_uid=game.next_uid)
        return [replace(nxt, *placing)]
    box = card.special_rule
    effects: tuple[Op, ...] = box.effects if box is not None else ()
    return special_rule(game, frame, effects)


# The lasting rules of the cards kept in play, and where each is carried out: Ambush's -2
# (combat.viper_attack), Cylon Swarm's extra ship (combat.launch_counts), Jammed Assault's lock
# (location_comms.locked), Thirty-Three's pursuit (space.end_pursuit, jump.step_jump).
KEPT_RULES = frozenset(
    {"unmanned_viper_attack_minus_2", "basestar_launches_one_extra", "communications_locked",
     "reshuffle_into_crisis_deck_on_jump"}
)  # fmt: skip
# Ops the effect interpreter carries out for a special rule (Surrounded's discard).
INTERPRETED_OPS = frozenset({"discard_skill"})
#: What one op of a special rule causes: its events and the frames it starts, or None when this
#: use of the op is not carried out (the game stops there).
SpecialOutcome = tuple[list[Event], list[Frame]] | None


def _keep_in_play(game: BaseGame, frame: CylonAttack, op: Op) -> SpecialOutcome:
    return [se.CardKeptInPlay(frame.card)], []


def _jump_track(game: BaseGame, frame: CylonAttack, op: Op) -> SpecialOutcome:
    return [se.JumpTrackMoved(int(op.get("delta")))], []


def _damage_reserves(game: BaseGame, frame: CylonAttack, op: Op) -> SpecialOutcome:
    if op.get("where") != "reserves":
        return None
    count = min(int(op.get("count")), game.vipers_reserve)
    if vm.typed(game):  # the current player picks the models (X-MK7-3's reading)
        return model_choice.moving(game, game.current, count, vm.RESERVE, vm.DAMAGED), []
    return ([se.ReserveVipersDamaged(count)] if count else []), []


def _activate_placed(game: BaseGame, frame: CylonAttack, op: Op) -> SpecialOutcome:
    placed = tuple(
        s.uid
        for s in sp.cylons_in(game, int(op.get("area")), sp.RAIDER)
        if s.uid >= frame.first_uid
    )[: int(op.get("count"))]
    if not placed:
        return [], []
    steps = activation_steps(game, frame.seat, "raiders", RaiderActivation(frame.seat, placed))
    return [], list(reversed(steps))  # first resolved first, as `special_rule` takes them


def _basestars_attack(game: BaseGame, frame: CylonAttack, op: Op) -> SpecialOutcome:
    return [], [ActivateCylons(frame.seat, "basestars_attack")]


#: The ops a Cylon attack card's special rule carries out here (after its ships are placed).
SPECIAL_RULE_OPS = {
    "keep_in_play": _keep_in_play,
    "activate_placed_raiders": _activate_placed,
    "each_basestar_attacks_galactica": _basestars_attack,
    "jump_track": _jump_track,
    "damage_vipers": _damage_reserves,
}
#: Which uses of them are carried out (for `bsg cards`): the kept rules above, reserve damage.
SPECIAL_RULE_CHECKS = {
    "keep_in_play": lambda op: op.get("rule") in KEPT_RULES,
    "damage_vipers": lambda op: op.get("where") == "reserves",
}


def special_rule(game: BaseGame, frame: CylonAttack, effects: tuple[Op, ...]) -> Events:
    """A Cylon attack card's special rule, op by op through the game's registry; an op not
    carried out stops the game there. From the first op the effect interpreter carries out, it
    runs the rest of the box (`RunOps`)."""
    events: Events = []
    frames: list[Frame] = []
    table = current.effects().special_rules
    for index, op in enumerate(effects):
        if op.name in INTERPRETED_OPS:
            frames.append(RunOps(m.crisis_id(frame.card), "special_rule", frame.seat, index))
            break
        handler = table.get(op.name)
        outcome = handler(game, frame, op) if handler is not None else None
        if outcome is None:
            what = f"the special rule of {frame.card} ({op.name})"
            return [*events, replace(NotImplementedYet(frame.seat, what))]
        events += outcome[0]
        frames += outcome[1]
    return [*events, replace(*reversed(frames))]


def _op_implemented(op: Op) -> bool:
    effects = current.effects()
    if op.name not in effects.special_rules:
        return False
    check = effects.special_checks.get(op.name)
    return check is None or bool(check(op))


def add_ops(content: BaseContent) -> None:
    """Add the special-rule ops carried out here to the game's effect registry."""
    kept = content.effects.kept_rules  # lasting rules plugins carry out (add_kept_rule)
    checks = {
        **SPECIAL_RULE_CHECKS,
        "keep_in_play": lambda op: op.get("rule") in KEPT_RULES or op.get("rule") in kept,
    }
    for name, handler in SPECIAL_RULE_OPS.items():
        content.add_special_rule_op(name, handler, checks.get(name))


def cylon_attack_implemented(card_id: str) -> bool:
    """Whether every op of a Cylon attack card's special rule is implemented: here, by a lasting
    rule of `KEPT_RULES`, or (from the first of `INTERPRETED_OPS` on) by the effect interpreter."""

    box = m.data().get(card_id).special_rule
    effects: tuple[Op, ...] = box.effects if box is not None else ()
    for index, op in enumerate(effects):
        if op.name in INTERPRETED_OPS:
            return all(supported(rest) for rest in effects[index:])
        if not _op_implemented(op):
            return False
    return True


STEPS: dict[type[Frame], Step] = {
    ActivateCylons: step_activate,
    ActivateShips: activate_ships,
    RaiderActivation: step_raiders,
    BasestarsLaunch: step_launch,
    BasestarsAttack: step_basestars_attack,
    PlaceShips: step_place,
    CylonAttack: step_cylon_attack,
}
DECIDERS: dict[type[Frame], Decider] = {
    ChooseRaiderArea: decide_raider_area,
    ChooseRaiderTarget: decide_raider_target,
    ChooseAllocation: decide_allocation,
    DestroyCylonShips: decide_destroy,
    ChooseCylonActivation: decide_cylon_activation,
}
HANDLERS: dict[type[Command], Handler] = {
    PickRaiderArea: handle_raider_area,
    PickRaiderTarget: handle_raider_target,
    AllocateShips: handle_allocation,
    PickActivation: handle_cylon_activation,
}


# -- entry points for the turn loop (crisis.py calls them) ------------------------------------


def activation_events(state: State, icon: str, rng: RandomCursor) -> list[Event]:
    """Activate one icon's Cylon ships (B-TURN-9, B-ACTV): one push of the frame
    ``ActivateCylons(current player, icon)``, which resolves, asks the current player
    where the rules leave a choice, and pops itself. Several icons: call in reverse order (the
    last push is resolved first); no base crisis card shows more than one."""

    game: BaseGame = state.game
    return [push(ActivateCylons(game.current, icon))]


def cylon_attack_events(state: State, code: str, rng: RandomCursor) -> list[Event]:
    """Resolve a Cylon attack crisis or super crisis card (B-CRISIS-4, R-117): one push of
    ``CylonAttack(current player, code)`` (its activation, ships and special rule).
    Do not activate its icons again in the Activate Cylon Ships step; discard the card afterwards
    unless it is in ``game.in_play``. `cylon_attack_supported(card_id)` says which cards work."""

    game: BaseGame = state.game
    return [push(CylonAttack(game.current, code))]


def cylon_attack_supported(card_id: str) -> bool:
    """Whether every part of a Cylon attack card is carried out by `cylon_attack_events`."""

    return cylon_attack_implemented(card_id)


def register(registry: Any) -> None:
    """Space's events and the activation's frames and commands."""
    register_tables(registry, se.SPACE_EVENTS, STEPS, DECIDERS, HANDLERS)
