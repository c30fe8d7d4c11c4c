"""Stored events of the layout before titles and skill types became data (issue 9 item 5), turned
into today's: positional skill decks become decks keyed by type, the President and Admiral fields
a mapping from line to seat, and `TitleChanged.title` its `line`."""

from __future__ import annotations

from typing import Any

from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.titles.lines import ADMIRAL, PRESIDENT

Body = dict[str, Any]


def titles_assigned_v1(body: Body) -> Body:
    """`president` and `admiral` become ``titles`` (line -> seat, President first)."""
    out = {k: v for k, v in body.items() if k not in (PRESIDENT, ADMIRAL)}
    return {"titles": {PRESIDENT: body[PRESIDENT], ADMIRAL: body[ADMIRAL]}, **out}


def decks_shuffled_v1(body: Body) -> Body:
    """The five skill decks, listed in the base types' order, keyed by their type."""
    decks = dict(zip(SKILL_TYPES, body["skill_decks"], strict=True))
    return {**body, "skill_decks": decks}


def destiny_rebuilt_v1(body: Body) -> Body:
    """The cards taken from each skill deck, listed in the base types' order, keyed by type."""
    return {**body, "taken": dict(zip(SKILL_TYPES, body["taken"], strict=True))}


def title_changed_v1(body: Body) -> Body:
    """`title` is named `line`."""
    out = {("line" if k == "title" else k): v for k, v in body.items()}
    return out


#: (event tag, stored version, upcaster), registered by the base plugin.
UPCASTERS = (
    ("base.titles_assigned", 1, titles_assigned_v1),
    ("base.decks_shuffled", 1, decks_shuffled_v1),
    ("base.destiny_rebuilt", 1, destiny_rebuilt_v1),
    ("base.title_changed", 1, title_changed_v1),
)


def register(registry: Any) -> None:
    """Register every upcaster with the rules registry."""
    for tag, version, upcast in UPCASTERS:
        registry.upcaster(tag, version, upcast)
