"""The rules in use by the engine call running now, for ruleset code that needs per-game tables
(plugin-extended card lists, data files) without threading `Rules` through every pure function;
and the state the step, decision or command handler in progress was given (`current_state`).

Set by the engine's entry points; read with `current_rules()`. Deterministic: it only ever names
the rules of the game being computed.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar, Token
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bsgcore.ruleset import Rules
    from bsgcore.state import State

_CURRENT: ContextVar[Rules | None] = ContextVar("bsgcore_rules", default=None)
#: The same variable, for the engine's hottest entry points (`engine.pending`, `engine.execute`),
#: which set and reset it in line: what `using_rules` does, without making an object per call.
RULES = _CURRENT
#: The state the engine handed to the step, decider or handler running now (`current_state`).
#: The engine sets it in line around each call (no wrapper function per registered rule).
STATE: ContextVar[State | None] = ContextVar("bsgcore_state", default=None)


def current_state() -> State | None:
    """The state the step, decider or command handler in progress was given (the engine notes
    it for each one it calls), or None outside one (in an applier, a view, a label)."""
    return STATE.get()


#: ``current_rules()``: the rules of the engine call in progress, or None outside one. The
#: variable's own ``get`` (no Python frame: ruleset code asks about ten times a command).
current_rules: Callable[[], Rules | None] = _CURRENT.get


class using_rules:  # noqa: N801 - used like the function it replaced: ``with using_rules(r):``
    """Run a block with `rules` as the current rules (nests and restores).

    A small class rather than ``@contextmanager``: the engine enters it on every call, and a
    generator-based context manager costs several times more.
    """

    __slots__ = ("_rules", "_token")

    def __init__(self, rules: Rules) -> None:
        self._rules = rules
        self._token: Token[Rules | None] | None = None

    def __enter__(self) -> Rules:
        self._token = _CURRENT.set(self._rules)
        return self._rules

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        assert self._token is not None
        _CURRENT.reset(self._token)
        self._token = None
