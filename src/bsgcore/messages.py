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


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
    return names


def command_sort_key(command: Command) -> tuple[object, ...]:
    """The canonical order of legal commands: by tag, then by field values."""
    return (command.tag, *(getattr(command, name) for name in _field_names(type(command))))


def _key_getter(cls: type) -> Callable[[Any], tuple[object, ...]]:
    """A C-level `command_sort_key` for one class: ``attrgetter("tag", *fields)`` (the tag is a
    class attribute, read through the instance). Remembers which class owns each tag."""
    getter = _KEY_GETTERS.get(cls)
    if getter is None:
        getter = _KEY_GETTERS[cls] = operator.attrgetter("tag", *_field_names(cls))
        owner = _TAG_OWNERS.setdefault(cls.tag, cls)  # type: ignore[attr-defined]
        if owner is not cls:
            _SHARED_TAGS.add(cls.tag)  # type: ignore[attr-defined]
    return getter


_KEY_GETTERS: dict[type, Callable[[Any], tuple[object, ...]]] = {}
_TAG_OWNERS: dict[str, type] = {}
#: Tags seen on two classes (only unregistered test types can do that): sorted the slow way.
_SHARED_TAGS: set[str] = set()
_call = operator.call
_TAG = operator.attrgetter("tag")


def sort_commands(options: Iterable[Command]) -> tuple[Command, ...]:
    """Options de-duplicated and in the order of `command_sort_key`, computed in C.

    Each option's key is read by its class's ``attrgetter("tag", *fields)``; options are
    de-duplicated by key (a tag names one class, so equal keys are equal commands) and read back
    in the order of the sorted keys: ``sorted(set(options), key=command_sort_key)`` without a
    Python call per option.
    """
    options = options if isinstance(options, (list, tuple)) else list(options)
    if len(options) < 2:
        return tuple(options)
    if len(options) == 2 and not _SHARED_TAGS:  # a third of all decisions: two keys compared
        first, second = options
        get_first, get_second = _KEY_GETTERS.get(type(first)), _KEY_GETTERS.get(type(second))
        if get_first is not None and get_second is not None:
            key_first, key_second = get_first(first), get_second(second)
            if key_first == key_second:
                return (second,)  # as the dict below keeps: the last of equal commands
            return (first, second) if key_first < key_second else (second, first)
    try:
        getters = list(map(_KEY_GETTERS.__getitem__, map(type, options)))
    except KeyError:
        for cls in set(map(type, options)):
            _key_getter(cls)
        getters = list(map(_KEY_GETTERS.__getitem__, map(type, options)))
    if _SHARED_TAGS and not _SHARED_TAGS.isdisjoint(map(_TAG, options)):
        return tuple(sorted(dict.fromkeys(options), key=command_sort_key))
    by_key = dict(zip(map(_call, getters, options), options, strict=True))
    return tuple(map(by_key.__getitem__, sorted(by_key)))


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
