"""The three kinds of tagged value the engine moves around: commands, events and resolution frames.

Each concrete class carries a stable `tag` (e.g. ``"express.assign"``) that names it in JSON, so logs
and frontends never depend on Python class names. Events also carry `class_version` for upcasting.
"""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Command:
    """Something a seat asks to do; `seat` is who asks. Subclasses add plain-data fields only."""

    tag: ClassVar[str] = "core.command"
    seat: int

    def redacted_for(self, seat: int | None) -> Command:
        """The command as `seat` may see it (default: public); override to hide secret choices."""
        return self


@attrs.frozen
class Event:
    """A fact that happened; the state is the fold of events. Subclasses add plain-data fields only."""

    tag: ClassVar[str] = "core.event"
    class_version: ClassVar[int] = 1
    #: Bookkeeping a printout may skip (resolution-stack control); still part of the log.
    quiet: ClassVar[bool] = False

    def redacted_for(self, seat: int | None) -> Event:
        """The event as `seat` (None = spectator) may see it; override to hide private fields."""
        return self

    def describe(self) -> str:
        """One line for people (the CLI's game printout); override for a better sentence."""
        return self.tag


@attrs.frozen
class Frame:
    """One entry of the resolution stack: where rule resolution stands, as plain data.

    A frame is either automatic (the ruleset registers a step function that resolves it) or a
    decision (the ruleset registers a function that builds the pending `Decision`).
    """

    tag: ClassVar[str] = "core.frame"


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def command_sort_key(command: Command) -> tuple[object, ...]:
    """The canonical order of legal commands: by tag, then by field values."""
    cls = type(command)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
    return (command.tag, *(getattr(command, name) for name in names))


@attrs.frozen
class Decision:
    """The one pending choice: who must act, what kind of choice, and every legal option."""

    seat: int
    kind: str
    prompt: str
    options: tuple[Command, ...]

    @classmethod
    def make(cls, seat: int, kind: str, prompt: str, options: list[Command]) -> Decision:
        """Build a decision with its options de-duplicated and sorted canonically."""
        unique = {option: None for option in options}
        return cls(seat, kind, prompt, tuple(sorted(unique, key=command_sort_key)))

    def public(self) -> dict[str, object]:
        """What every seat may know about the pending decision: who, what kind and the prompt."""
        return {"seat": self.seat, "kind": self.kind, "prompt": self.prompt}
