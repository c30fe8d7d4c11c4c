"""Frame helpers: the control events that change the resolution stack, for every ruleset.

One convention throughout: of several frames given, the last is on top, so it is resolved first
(as in `core_events.FramesPushed` and `TopReplaced`).
"""

from __future__ import annotations

import attrs

from bsgcore.core_events import FramePopped, FramesPushed, TopReplaced
from bsgcore.messages import Event, Frame


def pop() -> Event:
    """Finish the top frame."""
    return FramePopped()


def push(*frames: Frame) -> Event:
    """Push frames on the stack (the last given is resolved first)."""
    return FramesPushed(tuple(frames))


def replace(*frames: Frame) -> Event:
    """Replace the top frame by these frames (the last given is resolved first)."""
    return TopReplaced(tuple(frames))


@attrs.frozen
class PushAfterBatch(Event):
    """A push a ``bsg_after_event`` trigger asks for once the rest of the batch is applied (see
    `push_after_batch`). Never logged nor applied: the kernel logs a ``core.push`` in its place."""

    tag = "core.push_after_batch"
    frames: tuple[Frame, ...]


def push_after_batch(*frames: Frame) -> Event:
    """For a ``bsg_after_event`` trigger: push these frames once the rest of the batch its event
    came in (a command's or a step's events) is applied, so the batch's own ``core.replace`` and
    ``core.pop`` still name the frames its step saw; they are resolved next. A plain `push` from
    a trigger lands between the batch's events, where such a replace or pop would take it."""
    return PushAfterBatch(tuple(frames))
