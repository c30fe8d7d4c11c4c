"""The three kinds of tagged value the engine moves around: commands, events and resolution frames.

Each concrete class carries a stable `tag` (e.g. ``"express.assign"``) that names it in JSON, so logs
and frontends never depend on Python class names. Events also carry `class_version` for upcasting.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from itertools import groupby
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


def _no_fields(_command: Any) -> tuple[()]:
    return ()


_TAG = operator.attrgetter("tag")


def _sorted_group(options: Sequence[Command], cls: type) -> list[Command]:
    """Options of one class, de-duplicated and sorted by their field values, all in C: keyed by
    their field values (equal options of one class have equal keys), keys sorted, read back."""
    by_key = dict(zip(map(_fields_getter(cls), options), options, strict=True))
    return list(map(by_key.__getitem__, sorted(by_key)))


def sort_commands(options: Iterable[Command]) -> tuple[Command, ...]:
    """Options de-duplicated and in the order of `command_sort_key`, computed faster.

    Tags are unique per class (the registry refuses a second class for a tag), so grouping by
    tag and sorting each group by its field values gives exactly
    ``sorted(set(options), key=command_sort_key)`` without a key tuple built in Python per option.
    """
    options = options if isinstance(options, (list, tuple)) else list(options)
    classes: set[type[Command]] = set(map(type, options))
    if len(classes) == 1:
        return tuple(_sorted_group(options, classes.pop()))
    if len({cls.tag for cls in classes}) < len(classes):  # unregistered types sharing a tag
        return tuple(sorted(dict.fromkeys(options), key=command_sort_key))
    out: list[Command] = []
    for _tag, group in groupby(sorted(options, key=_TAG), key=_TAG):
        members = list(group)
        out += _sorted_group(members, type(members[0]))
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
