"""Exodus set-up (exodus.md §3.1, §4.3, §4.7, §4.10): what the always-used part adds to and
changes in a base game before the base set-up runs.

The third nuke token joins the box (X-SETUP-4, X-NUKE-1; the Admiral still starts with base's
2, and the box's count caps what he holds, X-NUKE-4), the box's plain "You Are Not a Cylon"
cards join the loyalty cards (X-LOY-2), the loyalty deck takes one card more (X-LOY-4), and the
Admiral's and President's lines of succession are the Exodus ones (X-SUCC-1, -2). The title
cards each title is played with, the alternative Admiral card in place of base's with Cylon
Fleet, and those boxed are this part's state (titles.py, X-FLEET-SETUP-9, X-ADM-1, X-SETUP-6).

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here.
"""

from __future__ import annotations

from typing import Any

from bsg_exodus.setup import lines, loyalty, titles
from bsgcore import hookimpl
from bsgcore.base import BaseContent
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

#: Nuke tokens in the box with Exodus (X-SETUP-4: base's 2 and the extra one).
NUKE_TOKENS = 3


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """X-SETUP-4, X-LOY-2, X-LOY-4, X-SUCC-1, -2."""
    content.component_total("nuke_token", NUKE_TOKENS)
    loyalty.add(content)
    lines.add(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The title cards in play and boxed (X-FLEET-SETUP-9, X-ADM-1), this part's state."""
    if ruleset == "base":
        registry.plugin_state(titles.initial, value_type=titles.TitleCards)


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """The title cards, public."""
    return titles.view(state) if state.ruleset == "base" else None


@hookimpl
def bsg_check_invariants(state: State) -> None:
    """Every title held has its card; the Admiral's is the alternative one with Cylon Fleet."""
    if state.ruleset == "base":
        titles.check(state)
