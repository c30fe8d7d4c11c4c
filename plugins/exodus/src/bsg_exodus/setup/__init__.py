"""Exodus set-up (exodus.md §3.1, §4.3, §4.7, §4.10): what the always-used part adds to and
changes in a base game before the base set-up runs.

The third nuke token joins the box (X-SETUP-4, X-NUKE-1; the Admiral still starts with base's
2, and the box's count caps what he holds, X-NUKE-4), the box's plain "You Are Not a Cylon"
cards join the loyalty cards (X-LOY-2), the loyalty deck takes one card more (X-LOY-4), and the
Admiral's and President's lines of succession are the Exodus ones (X-SUCC-1, -2).

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here.
"""

from __future__ import annotations

from bsg_exodus.setup import lines, loyalty
from bsgcore import hookimpl
from bsgcore.base import BaseContent

#: Nuke tokens in the box with Exodus (X-SETUP-4: base's 2 and the extra one).
NUKE_TOKENS = 3


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """X-SETUP-4, X-LOY-2, X-LOY-4, X-SUCC-1, -2."""
    content.component_total("nuke_token", NUKE_TOKENS)
    loyalty.add(content)
    lines.add(content)
