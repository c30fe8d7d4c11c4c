"""Frame helpers: the control events that change the resolution stack, for every ruleset.

One convention throughout: of several frames given, the last is on top, so it is resolved first
(as in `core_events.FramesPushed` and `TopReplaced`).
"""

from __future__ import annotations

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
