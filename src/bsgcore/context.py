"""The rules in use by the engine call running now, for ruleset code that needs per-game tables
(plugin-extended card lists, data files) without threading `Rules` through every pure function.

Set by the engine's entry points; read with `current_rules()`. Deterministic: it only ever names
the rules of the game being computed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bsgcore.ruleset import Rules

_CURRENT: ContextVar[Rules | None] = ContextVar("bsgcore_rules", default=None)


def current_rules() -> Rules | None:
    """The rules of the engine call in progress, or None outside one."""
    return _CURRENT.get()


@contextmanager
def using_rules(rules: Rules) -> Iterator[Rules]:
    """Run a block with `rules` as the current rules (nests and restores)."""
    token = _CURRENT.set(rules)
    try:
        yield rules
    finally:
        _CURRENT.reset(token)
