"""Shared view parts: a view built for a reader that never writes to it may reuse the parts of
the previous view whose sources did not change (issue 13: bots lost a third of a playout to
building views, though most of the game value is the same from one decision to the next).

A ruleset's view function builds each part through `view_part(key, sources, build)`. Outside
`sharing_views()` that is just ``build()``: every view is fresh, and a caller may edit it. Inside,
the part built last for ``key`` is returned again while ``sources`` equal the sources it was
built from (one tuple comparison in C, each item the same object in the common case: frozen game
values are shared from one state to the next). ``build`` must depend only on ``sources``, and
equal sources must give an equal part (true of frozen game values). One entry per key, replaced
as a whole.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from contextvars import ContextVar
from operator import is_ as _is
from typing import Any, TypeVar

T = TypeVar("T")

_SHARING: ContextVar[bool] = ContextVar("bsgcore_view_sharing", default=False)
#: The same variable, for `bsgcore.view.view`, which sets and resets it in line (what
#: `sharing_views` does, without making an object per view).
SHARING = _SHARING
_PARTS: dict[Hashable, tuple[tuple[object, ...], Any]] = {}


def view_part(key: Hashable, sources: tuple[object, ...], build: Callable[..., T], *args: Any) -> T:
    """``build(*args)``, or while views are shared the part last built for ``key`` from equal
    ``sources``."""
    if not _SHARING.get():
        return build(*args)
    last = _PARTS.get(key)
    if last is not None and last[0] == sources:
        part: T = last[1]
        return part
    part = build(*args)
    _PARTS[key] = (sources, part)
    return part


def view_part_of(
    key: Hashable, sources: tuple[object, ...], build: Callable[..., T], *args: Any
) -> T:
    """`view_part` with ``sources`` compared by identity only: for values whose equality may
    cost more than the part (a catalogue, game records); the same objects mean the same part."""
    if not _SHARING.get():
        return build(*args)
    last = _PARTS.get(key)
    if last is not None and len(last[0]) == len(sources) and all(map(_is, last[0], sources)):
        part: T = last[1]
        return part
    part = build(*args)
    _PARTS[key] = (sources, part)
    return part


def views_shared() -> bool:
    """Whether the view being built may share parts with earlier ones (`sharing_views`)."""
    return _SHARING.get()


class sharing_views:  # noqa: N801 - used like a function: ``with sharing_views():``
    """Build views in a block with their unchanged parts shared: for readers that never write
    to a view (a bot with ``view_read_only = True``); nests and restores."""

    __slots__ = ("_token",)

    def __enter__(self) -> None:
        self._token = _SHARING.set(True)

    def __exit__(self, *exc: object) -> None:
        _SHARING.reset(self._token)
