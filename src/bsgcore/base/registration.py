"""Registering a base module's tables (events, frame steps and deciders, command handlers) with
the rules registry: one loop for every module, so each module only lists its tables.

Each step, decider and handler runs with its `State` noted (`current_state`; the engine notes
it around every call, `bsgcore.context.current_state`), so a plugin's modifier hook, which
receives the `BaseGame`, can read its own plugin-owned state (`plugin_state`) without the hooks'
signatures or base's hot paths carrying the state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import wraps
from typing import TYPE_CHECKING, Any

from bsgcore.base.setup.events import BaseEvent, fold_base_event
from bsgcore.context import STATE as _STATE
from bsgcore.context import current_state
from bsgcore.errors import RulesError

if TYPE_CHECKING:
    from bsgcore.state import State

__all__ = ["current_state", "noting_state", "plugin_state", "register_tables"]

#: `BaseEvent.applier`'s function: an event that keeps it changes only the `BaseGame`.
_GAME_ONLY = BaseEvent.__dict__["applier"].__func__


def plugin_state(name: str) -> Any:
    """Plugin `name`'s own value in the state being computed (for its modifier hooks, which
    receive the `BaseGame`): `State.plugin(name)`. RulesError outside a base step, decider or
    handler."""
    state = _STATE.get()
    if state is None:
        raise RulesError(
            f"No base game state is being computed: plugin {name!r}'s state is read inside a "
            "base step, decision or command (or from the State itself)."
        )
    return state.plugin(name)


def noting_state(function: Callable[..., Any]) -> Callable[..., Any]:
    """`function(state, ...)` run with its state noted for `current_state`: base's steps,
    deciders and handlers are; a plugin wraps what the kernel calls with a state outside them
    (its ``registry.add_options`` functions and filters, its ``bsg_forbid_command``) when what it
    asks base there reaches a hook that reads plugin state."""

    @wraps(function)
    def run(state: State, *args: Any) -> Any:
        token = _STATE.set(state)
        try:
            return function(state, *args)
        finally:
            _STATE.reset(token)

    return run


def register_tables(
    registry: Any,
    events: Iterable[Any] = (),
    steps: Mapping[Any, Any] | None = None,
    deciders: Mapping[Any, Any] | None = None,
    handlers: Mapping[Any, Any] | None = None,
) -> None:
    """Register each event with its own applier (as a game-value event, ``registry.game_event``,
    when it keeps `BaseEvent`'s), each frame's step and decider, and each command's handler (the
    engine notes the state of each call, `current_state`), in that order."""
    for event_type in events:
        if getattr(event_type.applier, "__func__", None) is _GAME_ONLY:  # changes the game only
            registry.game_event(event_type, fold_base_event)
        else:
            registry.event(event_type, event_type.applier)
    for frame_type, step in (steps or {}).items():
        registry.frame(frame_type, step=step)
    for frame_type, decide in (deciders or {}).items():
        registry.frame(frame_type, decide=decide)
    for command_type, handle in (handlers or {}).items():
        registry.command(command_type, handle)
