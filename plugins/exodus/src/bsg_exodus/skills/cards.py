"""The Exodus skill cards as base skill cards of one strength each (X-SKILL, X-SETUP-2).

Each ``[[skill]]`` row of the catalogue becomes a base skill card of its type's deck. The
data's ``custom`` ops become this plugin's ops (``exodus_<key>``, abilities.py) where it has
one; an op with a ``condition`` (Protect the Fleet's) becomes base's ``if`` around it. A card whose text cannot be carried out yet (`NOT_YET`) keeps its data but stays out of
the decks, so ``bsg cards --plugin exodus --missing`` lists it and no game plays it silently.
"""

from __future__ import annotations

from typing import Any

from bsg_exodus.data import load
from bsg_exodus.skills import best
from bsg_exodus.skills.abilities import OPS as ABILITY_OPS
from bsg_exodus.skills.emergency import OPS as ACTION_OPS
from bsgcore.base import BaseContent

#: The ops of the cards' texts, by name.
OPS = {**ABILITY_OPS, **ACTION_OPS}

#: Where the Skill Check Abilities are carried out (base's step runs the card's ops).
ABILITIES = "bsg_exodus.skills.abilities (on base's Skill Check Ability step)"

#: Cards whose text is their own window's, not ops (the module that plays them), by name.
WINDOWS = {
    "Political Prowess": "bsg_exodus.skills.prowess (base's window before a check)",
    "Best of the Best": "bsg_exodus.skills.best (base's activation of the pilot's viper)",
}
#: The ops of a window card, as base ops (its data's ``custom`` op stands for them), by name.
WINDOW_OPS = {"Best of the Best": best.effects}

#: Cards whose text is not carried out yet (docs/exodus.md says why), by name.
NOT_YET: frozenset[str] = frozenset()  # every card is carried out now


def entry(row: Any) -> dict[str, Any]:
    """One Exodus skill row as a base skill card of one strength."""
    raw = load().raw(str(row["id"]))
    ops: list[dict[str, Any]] = []
    made = WINDOW_OPS.get(str(raw["name"]))
    for op in [] if raw["name"] in WINDOWS else raw.get("effects", []):
        if op.get("op") == "custom" and f"exodus_{op['key']}" in OPS:
            params = {k: v for k, v in op.items() if k not in ("op", "key")}
            ops.append({"op": f"exodus_{op['key']}", **params})
        elif op.get("condition"):
            rest = {k: v for k, v in op.items() if k != "condition"}
            ops.append({"op": "if", "condition": op["condition"], "then": [rest]})
        else:
            ops.append(dict(op))
    if made is not None:
        ops = made()
    value = int(raw["value"])
    return {
        "id": raw["id"],
        "name": raw["name"],
        "type": raw["type"],
        "values": [value],
        "copies_by_value": {str(value): int(raw["copies"])},
        "copies": int(raw["copies"]),
        "timing": raw.get("timing", ""),
        "text": raw.get("text", ""),
        "effects": ops,
        "skill_check_ability": bool(raw.get("skill_check_ability", False)),
    }


def in_play() -> tuple[Any, ...]:
    """The catalogue's skill rows that join the decks."""
    return tuple(r for r in load().table("skill") if str(r["name"]) not in NOT_YET)


def add(content: BaseContent) -> None:
    """Shuffle the cards carried out into their decks (X-SETUP-2, X-SKILL-0, -1)."""
    for row in in_play():
        content.add_card("skill", entry(row))
        if row.get("skill_check_ability"):
            content.implemented_by(str(row["id"]), ABILITIES)
        elif str(row["name"]) in WINDOWS:
            content.implemented_by(str(row["id"]), WINDOWS[str(row["name"])])
