"""The three kinds of tagged value the engine moves around: commands, events and resolution frames.

Each concrete class carries a stable `tag` (e.g. ``"express.assign"``) that names it in JSON, so logs
and frontends never depend on Python class names. Events also carry `class_version` for upcasting.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

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
_FIELD_GETTERS: dict[type, Callable[[Any], Any]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
    return names


def command_sort_key(command: Command) -> tuple[object, ...]:
    """The canonical order of legal commands: by tag, then by field values."""
    return (command.tag, *(getattr(command, name) for name in _field_names(type(command))))


def _fields_getter(cls: type) -> Callable[[Any], Any]:
    """A C-level getter of a command's field values (a tuple; the value itself for one field)."""
    getter = _FIELD_GETTERS.get(cls)
    if getter is None:
        names = _field_names(cls)
        getter = _FIELD_GETTERS[cls] = operator.attrgetter(*names) if names else _no_fields
        # attrgetter of one name returns the value, not a 1-tuple: both sort the same way.
    return getter


def _class_order(cls: type[Command]) -> tuple[str, str, str]:
    return (cls.tag, cls.__module__, cls.__qualname__)


def _no_fields(_command: Any) -> tuple[()]:
    return ()


def sort_commands(options: Iterable[Command]) -> tuple[Command, ...]:
    """Options de-duplicated and in the order of `command_sort_key`, computed faster.

    Tags are unique per class (the registry refuses a second class for a tag), so grouping by
    class, ordering the groups by tag and sorting each group by its field values gives exactly
    ``sorted(set(options), key=command_sort_key)`` without building a key tuple per option.
    """
    groups: dict[type[Command], dict[Command, None]] = {}
    for option in options:
        cls = type(option)
        group = groups.get(cls)
        if group is None:
            group = groups[cls] = {}
        group[option] = None
    if len(groups) == 1:
        ((cls, group),) = groups.items()
        if len(group) < 2:
            return tuple(group)
        return tuple(sorted(group, key=_fields_getter(cls)))
    out: list[Command] = []
    for cls in sorted(groups, key=_class_order):
        out.extend(sorted(groups[cls], key=_fields_getter(cls)))
    return tuple(out)


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
        return cls(seat, kind, prompt, sort_commands(options))

    def public(self) -> dict[str, object]:
        """What every seat may know about the pending decision: who, what kind and the prompt."""
        return {"seat": self.seat, "kind": self.kind, "prompt": self.prompt}
