"""Whether a game carries out everything an Exodus catalogue entry names: base's `entry_gaps`
(ops, WHO values, conditions, skill types), and its Consequence box (X-SCA-10) only once a part
of this game resolves Consequences.

Checked before a card joins its deck, so a card is never half played: one that names anything
this game lacks stays out and ``bsg cards --missing`` lists it (catalogue.py).
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseContent, deck_gaps, entry_gaps

#: The base decks the always-used Exodus cards are shuffled into (X-SETUP-2).
DECKS = ("crisis", "super_crisis", "quorum", "destination")
#: The op a part registers once it resolves the Consequence box of a Crisis card (X-SCA-10..13);
#: no card names it.
CONSEQUENCE_OP = "exodus_consequence"
#: The kinds of card each deck takes from Exodus (base plays Super Crisis cards as skill checks).
KINDS = {
    "crisis": ("choice", "skill_check"),
    "super_crisis": ("skill_check",),
    "quorum": ("",),
    "destination": ("",),
}


def gaps(content: BaseContent, raw: dict[str, Any]) -> list[str]:
    """What this game does not carry out of the entry (empty: it can be played)."""
    out = entry_gaps(content, raw)
    if "consequence" in raw and CONSEQUENCE_OP not in content.effects.ops:
        out.append("its Consequence (X-SCA-10)")
    return out


def playable(content: BaseContent, deck: str, raw: dict[str, Any]) -> bool:
    """Whether every part of the entry is carried out here, in this deck."""
    return not gaps(content, raw) and not deck_gaps(deck, raw, KINDS)
