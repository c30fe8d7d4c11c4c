"""The ops the always-used Exodus cards need beyond base's vocabulary (exodus.md 11.5), each
registered as ``exodus_<key>`` (rewrite.py names the card data's ``custom`` ops so)."""

from __future__ import annotations

import attrs

from bsg_exodus.cards import destiny, interrogation, resignation, take_hand
from bsgcore.base import (
    BaseContent,
    BaseGame,
    CounterChanged,
    CylonShipDestroyed,
    Events,
    Op,
    Result,
    RunOps,
    VipersChanged,
    ask,
    child,
    damage_basestar,
    g,
    move_vipers,
    who,
)
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push
from bsgcore.state import State

LIONS_HEAD = "exodus.destination.lions_head_nebula"
#: Lion's Head Nebula: how far the jump track moves after the jump's reset.
LIONS_HEAD_ADVANCE = 2
#: Derelict Basestar places its basestar in front of Galactica (space area 1).
DERELICT_AREA = 1
BASESTAR = "basestar"
UNSET = -2  # no answer yet (base's ChooseTarget convention)
#: The purpose of the space-area choice (its decision kind ``choose_exodus_area``).
AREA_PURPOSE = "exodus_area"


def op_damage_basestar(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Derelict Basestar: the basestar the card just placed in front of Galactica is damaged
    once (the newest basestar there; none when the supply had none to place)."""
    placed = [s for s in game.cylon_ships if s.kind == BASESTAR and s.area == DERELICT_AREA]
    if not placed:
        return []
    newest = max(placed, key=lambda s: s.uid)
    return damage_basestar(game, newest.uid, rng, int(op.get("count", 1)))


def op_destroy_reserve_viper(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Gas Giant: one viper of the Reserves is destroyed (with Cylon Fleet's Mark VII, the
    current player picks the model, X-MK7-2)."""
    if game.vipers_reserve <= 0:
        return []
    if game.viper_stock:
        return move_vipers(game, game.current, 1, "reserve", "destroyed")
    return [VipersChanged(-1, 0, 1)]


def op_optional_with_reserve_viper(
    game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor
) -> Result:
    """Gas Giant: while the Reserves hold a viper, the chooser may apply the effects (base's
    ``optional``, offered only when there is a viper to destroy)."""
    if game.vipers_reserve <= 0:
        return []
    if frame.target == UNSET:
        chooser = who(game, str(op.get("chooser", "acting_player")), frame.seat, -1)[0]
        return ask(chooser, "optional", [0, 1])
    return [push(child(frame, "effects"))] if frame.target == 1 else []


def op_after_jump_reset(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Lion's Head Nebula's "+2": nothing while the card resolves; `AfterJumpReset`, a step
    below the jump's reset, moves the track once the reset is done."""
    return []


@attrs.frozen
class AfterJumpReset(Frame):
    """After the jump's Reset Jump Preparation step: Lion's Head Nebula, when it is the
    destination this jump chose, advances the jump track by 2 (exodus.md 11.5)."""

    tag = "exodus.f.after_jump_reset"
    seat: int
    chosen_before: int  # how many destinations had been chosen before this jump


def step_after_jump_reset(state: State, frame: AfterJumpReset, rng: RandomCursor) -> Events:
    """Advance the track if this jump's destination was Lion's Head Nebula."""
    game = g(state)
    chosen = game.destinations[frame.chosen_before :]
    if LIONS_HEAD in chosen:
        return [CounterChanged("jump_track", LIONS_HEAD_ADVANCE), pop()]
    return [pop()]


def jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The step after the reset goes below the jump's last step (frames run last first)."""
    return (AfterJumpReset(seat, len(game.destinations)), *frames)


def op_destroy_cylon_ships_in(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Every Cylon ship on the main board (Cylon Genocide), or every one in a space area the
    acting player picks among those holding ships (Strange Beacon: removed, as destroyed ships
    are, to the supply)."""
    if op.get("area") == "all":
        return [CylonShipDestroyed(s.uid) for s in game.cylon_ships]
    if frame.target == UNSET:
        areas = sorted({s.area for s in game.cylon_ships})
        return ask(frame.seat, AREA_PURPOSE, areas) if areas else []
    return [CylonShipDestroyed(s.uid) for s in game.cylon_ships if s.area == frame.target]


OPS = {
    "exodus_damage_basestar": op_damage_basestar,
    "exodus_destroy_reserve_viper": op_destroy_reserve_viper,
    "exodus_after_jump_reset": op_after_jump_reset,
    "exodus_optional_with_reserve_viper": op_optional_with_reserve_viper,
    "exodus_destroy_cylon_ships_in": op_destroy_cylon_ships_in,
}
PARAMS: dict[str, frozenset[str] | None] = {
    "exodus_damage_basestar": frozenset({"count", "target"}),
    "exodus_destroy_reserve_viper": frozenset(),
    "exodus_after_jump_reset": frozenset({"effects"}),
    "exodus_optional_with_reserve_viper": frozenset({"chooser", "effects"}),
    "exodus_destroy_cylon_ships_in": frozenset({"area"}),
}


def add_ops(content: BaseContent) -> None:
    """Register the ops (from the part's ``bsg_base_content``)."""
    content.add_ops(OPS, params=PARAMS)
    content.add_ops(destiny.OPS, params=destiny.PARAMS)
    content.add_op(
        "exodus_take_hand", take_hand.op_take_hand, params=frozenset({"taker", "target"})
    )
    content.add_op(
        "exodus_choose_player",
        interrogation.op_choose_player,
        params=frozenset({"chooser", "to", "effects"}),
    )
    content.add_op(
        "exodus_quorum_cycle", resignation.op_quorum_cycle, params=frozenset({"who", "draw"})
    )
