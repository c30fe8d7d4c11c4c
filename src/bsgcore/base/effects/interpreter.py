"""The effect interpreter: the ops of a card's box (cards/README.md section 8) run one at a time
from a `RunOps` frame, asking a seat through `ChooseTarget` when an op leaves a choice open.

An op is addressed by its card and a path (``"failed"``, ``"effects/0/pass"``,
``"option_a/0/options/1/effects"``), so frames stay plain data. The interpreter knows no op: it
reads the ops, conditions and WHO values of the game's `EffectRegistry` (``rules.data
["base.effects"]``), which each package fills when the rules are built (its ``add_ops(content)``,
through ``bsg_base_content``); a card using any other op is not implemented (`bsg cards --missing`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsgcore.base import current
from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import Box
from bsgcore.base.catalogue.op import FrozenMap, Op
from bsgcore.base.effects.registry import WhoValue
from bsgcore.base.model import BaseGame
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.messages import Command, Decision
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

Result = Events | tf.ChooseTarget
#: An op handler: the events of one op, or a `ChooseTarget` when a seat must choose first.
OpHandler = Callable[[BaseGame, tf.RunOps, Op, RandomCursor], Result]
#: A condition (cards/README.md section 9): whether it holds for a seat.
Condition = Callable[[BaseGame, str, int], bool]


def known_condition(name: str) -> bool:
    """Whether the game's rules answer the condition `name`."""
    return name in current.effects().conditions


def ops_at(source: str, path: str) -> tuple[Op, ...]:
    """The op list of `source` (a catalogue id) at `path`; a path naming one op (``"passed/0"``)
    is that op alone, its ``optional`` answered (`ask_first`)."""
    parts = path.split("/")
    node: Any = getattr(m.data().get(source), parts[0])
    if isinstance(node, Box):
        node = node.effects
    for part in parts[1:]:
        if isinstance(node, tuple):
            node = node[int(part)]
        elif isinstance(node, Op):  # a parameter, or 0: the op alone (an accepted optional)
            node = accepted(node)[int(part)] if part.isdigit() else node.params[part]
        elif isinstance(node, FrozenMap):
            node = node[part]
    if isinstance(node, Op):
        return accepted(node)
    assert isinstance(node, tuple)
    return node


#: `accepted` by op identity (the catalogue keeps its ops, so an id is not reused meanwhile).
_ACCEPTED: dict[int, tuple[Op, tuple[Op, ...]]] = {}


def accepted(op: Op) -> tuple[Op, ...]:
    """The op list running an optional op once its player said yes: the op without
    ``optional``."""
    known = _ACCEPTED.get(id(op))
    if known is None or known[0] is not op:
        params = FrozenMap({k: v for k, v in op.params.items() if k != "optional"})
        known = _ACCEPTED[id(op)] = (op, (Op(op.name, params),))
    return known[1]


# -- which ops are implemented ------------------------------------------------------------------


def op_acts_on(name: str) -> frozenset[str]:
    """What the op `name` acts on, as the plugin that added it declared (``BaseContent.add_op``'s
    `acts_on`, e.g. ``{"space"}``), by the game's registry; empty for an op that declared none."""
    return current.effects().acts_on(name)


def supported(op: Op) -> bool:
    """Whether this op (and every op nested in it) is carried out by the game's registry."""
    return current.effects().supported(op)


def box_supported(box: Box | None) -> bool:
    """Whether every op of an outcome box is carried out here."""
    return box is None or all(supported(op) for op in box.effects)


# -- who and conditions -------------------------------------------------------------------------


def who(game: BaseGame, value: str, seat: int, target: int) -> tuple[int, ...]:
    """The seats a WHO value names (cards/README.md section 7), by the game's registry."""
    seats = current.effects().who_values.get(value)
    if seats is None:
        raise ValueError(f"WHO value {value!r} is not implemented")
    return seats(game, seat, target)


def condition(game: BaseGame, name: str, seat: int) -> bool:
    """A closed-list condition (cards/README.md section 9), answered by the plugin that
    registered it."""
    answer = current.effects().conditions.get(name)
    if answer is None:
        raise ValueError(f"condition {name!r} is not implemented")
    return answer(game, name, seat)


def _chosen(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    return () if target < 0 else (target,)


#: The WHO values the base game resolves here (others are read by the ops that take them).
WHO_VALUES: dict[str, WhoValue] = {
    "current_player": lambda game, seat, target: (game.current,),
    "acting_player": lambda game, seat, target: (seat,),
    "president": lambda game, seat, target: (game.president,),
    "admiral": lambda game, seat, target: (game.admiral,),
    "chosen": _chosen,
    "that_player": _chosen,
    "chosen_other": _chosen,
    "each_player": lambda game, seat, target: m.clockwise(game, game.current),
}


# -- the frame ----------------------------------------------------------------------------------


def run(source: str, path: str, seat: int) -> tf.RunOps:
    """A frame that runs the ops of `source` at `path` for the acting `seat`."""
    return tf.RunOps(source, path, seat)


def step_run_ops(state: State, frame: tf.RunOps, rng: RandomCursor) -> Events:
    """Run the next op; ops that need a choice ask for it and run again with the answer."""
    ops = ops_at(frame.source, frame.path)
    if frame.index >= len(ops):
        return [pop()]
    op = ops[frame.index]
    result = do_op(g(state), frame, op, rng)
    if isinstance(result, tf.ChooseTarget):
        return [push(result)]
    nxt = tf.RunOps(frame.source, frame.path, frame.seat, frame.index + 1, chosen=frame.chosen)
    return [replace(nxt), *result]


def decide_target(state: State, frame: tf.ChooseTarget) -> Decision:
    """The candidates of an open choice."""
    options: list[Command] = [tc.Pick(frame.seat, v) for v in frame.candidates]
    return Decision.make(frame.seat, "choose_" + frame.purpose, _prompt(frame.purpose), options)


def _prompt(purpose: str) -> str:
    return {
        "target": "Choose a character",
        "option": "Choose an option",
        "optional": "Apply the optional effect? (1 yes, 0 no)",
        "location": "Choose where to go",
        "loyalty": "Choose whose loyalty card to look at",
    }.get(purpose, f"Choose ({purpose})")


def handle_pick(state: State, cmd: tc.Pick, rng: RandomCursor) -> Events:
    """Give the answer to the op below, which runs again."""
    below = state.stack[-2]
    assert isinstance(below, tf.RunOps)
    answered = tf.RunOps(below.source, below.path, below.seat, below.index, cmd.value, below.chosen)
    return [pop(), replace(answered)]


def ask(seat: int, purpose: str, candidates: list[int]) -> tf.ChooseTarget:
    """A choice frame."""
    return tf.ChooseTarget(seat, purpose, tuple(candidates))


def do_op(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Carry out one op; a `ChooseTarget` when a seat must choose first. An op carrying
    ``optional = true`` whose handler has no "you may" of its own is asked first (`ask_first`)."""
    effects = current.effects()
    handler = effects.handler(op.name)
    if handler is None:
        raise ValueError(f"op {op.name!r} is not implemented ({frame.source})")
    if effects.asks_first(op):
        seat = concerned(game, frame, op)
        if seat is not None:
            return ask_first(frame, seat)
    return handler(game, frame, op, rng)


#: The parameters naming the player an optional op concerns, in the order they are read.
CONCERNED = ("chooser", "viewer", "who", "roller")


def ask_first(frame: tf.RunOps, seat: int) -> Result:
    """Any op may carry ``optional = true`` (cards/README.md section 8): `seat` says whether it
    is applied; yes runs the op alone, as a frame whose path names it (`ops_at`), so its own
    choices are asked as usual; no skips it."""
    if frame.target == tf.UNSET:
        return ask(seat, "optional", [0, 1])
    if frame.target != 1:
        return []
    path = f"{frame.path}/{frame.index}"
    return [push(tf.RunOps(frame.source, path, frame.seat, chosen=frame.chosen))]


def concerned(game: BaseGame, frame: tf.RunOps, op: Op) -> int | None:
    """Who answers an optional op: the one seat its ``chooser``, ``viewer``, ``who`` or
    ``roller`` names (the first given that names one), else the acting player; None for an op
    whose ``who`` is several players and which names no chooser (each may, and the handler
    applies it to all: docs/rulings.md). Read as it was before any answer, so the question and
    its answer agree."""
    values = current.effects().who_values
    for key in CONCERNED:
        value = op.get(key)
        if not isinstance(value, str) or value not in values:
            continue
        seats = who(game, value, frame.seat, frame.chosen if frame.chosen >= 0 else tf.UNSET)
        if len(seats) == 1 and seats[0] >= 0:
            return seats[0]
        if len(seats) > 1 and key == "who":
            return None
    return frame.seat


def child(frame: tf.RunOps, *parts: object) -> tf.RunOps:
    """A frame running the ops nested at `parts` under this frame's current op."""
    path = "/".join([frame.path, str(frame.index), *(str(p) for p in parts)])
    return tf.RunOps(frame.source, path, frame.seat, chosen=frame.chosen)


def pick(frame: tf.RunOps) -> int:
    """The seat "chosen" names: the list's chosen seat, else the answer to this op's choice."""
    return frame.chosen if frame.chosen >= 0 else frame.target
