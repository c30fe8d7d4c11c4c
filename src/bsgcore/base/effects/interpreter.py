"""The effect interpreter: the ops of a card's box (cards/README.md section 8) run one at a time
from a `RunOps` frame, asking a seat through `ChooseTarget` when an op leaves a choice open.

An op is addressed by its card and a path (``"failed"``, ``"effects/0/pass"``,
``"option_a/0/options/1/effects"``), so frames stay plain data. The interpreter knows no op: each
feature module registers the ops it carries out (`register_ops`, with a check of an op's
parameters where only some are done) and the conditions it answers (`register_conditions`); a
card using any other op is not implemented (`bsg cards --missing`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import Box
from bsgcore.base.catalogue.op import FrozenMap, Op
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

#: Every op handler by name, filled by the modules that carry them out (`register_ops`).
_HANDLERS: dict[str, OpHandler] = {}
#: For the ops only some of whose parameters are carried out: whether this one is.
_CHECKS: dict[str, Callable[[Op], bool]] = {}
#: Every condition by name, filled by `register_conditions`.
_CONDITIONS: dict[str, Condition] = {}


def register_ops(
    handlers: Mapping[str, OpHandler],
    checks: Mapping[str, Callable[[Op], bool]] | None = None,
    *,
    replace_ops: Iterable[str] = (),
) -> None:
    """Declare ops carried out by a module, with the check of those done only in part.

    An op registered twice is a bug, unless its name is in ``replace_ops`` (the later module
    takes precedence, as the space module's reserve-viper damage does).
    """
    replaceable = set(replace_ops)
    for name, handler in handlers.items():
        known = _HANDLERS.get(name)
        if known is not None and known is not handler and name not in replaceable:
            raise ValueError(f"op {name!r} is registered twice")
        _HANDLERS[name] = handler
    for name, check in (checks or {}).items():
        _CHECKS[name] = check
    _SUPPORTED.clear()


def register_conditions(conditions: Mapping[str, Condition]) -> None:
    """Declare conditions a module answers (each once)."""
    for name, answer in conditions.items():
        known = _CONDITIONS.get(name)
        if known is not None and known is not answer:
            raise ValueError(f"condition {name!r} is registered twice")
        _CONDITIONS[name] = answer
    _SUPPORTED.clear()


def known_condition(name: str) -> bool:
    """Whether some module answers the condition `name`."""
    return name in _CONDITIONS


def ops_at(source: str, path: str) -> tuple[Op, ...]:
    """The op list of `source` (a catalogue id) at `path`."""
    parts = path.split("/")
    node: Any = getattr(m.data().get(source), parts[0])
    if isinstance(node, Box):
        node = node.effects
    for part in parts[1:]:
        if isinstance(node, tuple):
            node = node[int(part)]
        elif isinstance(node, Op):
            node = node.params[part]
        elif isinstance(node, FrozenMap):
            node = node[part]
    assert isinstance(node, tuple)
    return node


# -- which ops are implemented ------------------------------------------------------------------


#: Answers of `supported` by op identity (the op is kept, so its id is not reused): they depend
#: only on the op and on the registered ops, never on a game, and legal-option enumeration asks
#: them again and again for the same catalogue ops. By identity, because equal ops of different
#: cards would be compared field by field on every lookup.
_SUPPORTED: dict[int, tuple[Op, bool]] = {}


def supported(op: Op) -> bool:
    """Whether this op (and every op nested in it) is carried out by a registered handler."""
    known = _SUPPORTED.get(id(op))
    if known is None or known[0] is not op:
        known = _SUPPORTED[id(op)] = (op, all(_one_supported(o) for o in op.walk()))
    return known[1]


def _one_supported(op: Op) -> bool:
    if op.name not in _HANDLERS:
        return False
    check = _CHECKS.get(op.name)
    return check is None or check(op)


def box_supported(box: Box | None) -> bool:
    """Whether every op of an outcome box is carried out here."""
    return box is None or all(supported(op) for op in box.effects)


# -- who and conditions -------------------------------------------------------------------------


def who(game: BaseGame, value: str, seat: int, target: int) -> tuple[int, ...]:
    """The seats a WHO value names (cards/README.md section 7)."""
    if value == "current_player":
        return (game.current,)
    if value == "acting_player":
        return (seat,)
    if value == "president":
        return (game.president,)
    if value == "admiral":
        return (game.admiral,)
    if value in ("chosen", "that_player", "chosen_other"):
        return () if target < 0 else (target,)
    if value == "each_player":
        return m.clockwise(game, game.current)
    raise ValueError(f"WHO value {value!r} is not implemented")


def condition(game: BaseGame, name: str, seat: int) -> bool:
    """A closed-list condition (cards/README.md section 9), answered by the module that
    registered it."""
    answer = _CONDITIONS.get(name)
    if answer is None:
        raise ValueError(f"condition {name!r} is not implemented")
    return answer(game, name, seat)


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
    """Carry out one op; a `ChooseTarget` when a seat must choose first."""
    handler = _HANDLERS.get(op.name)
    if handler is None:
        raise ValueError(f"op {op.name!r} is not implemented ({frame.source})")
    return handler(game, frame, op, rng)


def child(frame: tf.RunOps, *parts: object) -> tf.RunOps:
    """A frame running the ops nested at `parts` under this frame's current op."""
    path = "/".join([frame.path, str(frame.index), *(str(p) for p in parts)])
    return tf.RunOps(frame.source, path, frame.seat, chosen=frame.chosen)


def pick(frame: tf.RunOps) -> int:
    """The seat "chosen" names: the list's chosen seat, else the answer to this op's choice."""
    return frame.chosen if frame.chosen >= 0 else frame.target
