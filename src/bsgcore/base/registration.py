"""Registering a base module's tables (events, frame steps and deciders, command handlers) with
the rules registry: one loop for every module, so each module only lists its tables."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def register_tables(
    registry: Any,
    events: Iterable[Any] = (),
    steps: Mapping[Any, Any] | None = None,
    deciders: Mapping[Any, Any] | None = None,
    handlers: Mapping[Any, Any] | None = None,
) -> None:
    """Register each event with its own applier, each frame's step and decider, and each
    command's handler, in that order."""
    for event_type in events:
        registry.event(event_type, event_type.applier)
    for frame_type, step in (steps or {}).items():
        registry.frame(frame_type, step=step)
    for frame_type, decide in (deciders or {}).items():
        registry.frame(frame_type, decide=decide)
    for command_type, handle in (handlers or {}).items():
        registry.command(command_type, handle)
