"""Whether a game carries out everything a Pegasus catalogue entry names, in its deck: base's
`entry_gaps` and `deck_gaps` (ops, WHO values, conditions, skill types, special rules, kinds,
icons)."""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseContent, as_op, deck_gaps, entry_gaps

#: The base decks the Pegasus cards of this feature are shuffled into.
DECKS = ("crisis", "super_crisis", "quorum", "destination")
#: What the game does not carry out of an entry (base's `entry_gaps`).
missing = entry_gaps

__all__ = ["DECKS", "as_op", "missing", "playable"]


def playable(content: BaseContent, deck: str, raw: dict[str, Any]) -> bool:
    """Whether every part of the entry is carried out here, in this deck."""
    return not entry_gaps(content, raw) and not deck_gaps(deck, raw)
