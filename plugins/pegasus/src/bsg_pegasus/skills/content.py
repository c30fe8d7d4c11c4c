"""The Pegasus skill cards and the Treachery type as base content (P-SETUP-5, P-SKL-1, P-TRE-1).

Each ``[[skill]]`` entry of the plugin's catalogue (data/pegasus.toml) becomes a base skill card
of one strength: the 5 new cards of each base type, the 7 Investigative Committee cards that
replace base's (their ``replaces`` names the card taken out) and the 26 Treachery cards, a sixth
type with its own deck, negative in a check unless the check lists it (P-TRE-6, P-TRE-8). The
data's ``custom`` and ``destiny`` ops become this plugin's ops (``pegasus_<key>``, ops.py); the
others are base ops. A card whose text is not written yet (`NOT_YET`) keeps its data but stays
out of the game, as every Pegasus entry not in play does: the plugin's listing
(``bsg cards --plugin pegasus --missing``) shows it, and no game is refused or stopped for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from bsg_pegasus.data import load
from bsg_pegasus.skills.ops import EXPANDED, OPS
from bsgcore.base import BaseContent, FrozenMap

TREACHERY = "treachery"
#: Treachery cards in every Destiny deck (P-DST-1).
DESTINY_TREACHERY = 2
#: Card names (the entries' name) whose rules are written in this package, and where.
IMPLEMENTED: Mapping[str, str] = {
    "Support the People": "bsg_pegasus.skills.window (Reckless, before cards are added)",
    "At Any Cost": "bsg_pegasus.skills.window (Reckless, before cards are added)",
    "Guts and Initiative": "bsg_pegasus.skills.window (Reckless; checks.wrap_destiny)",
    "Jury Rigged": "bsg_pegasus.skills.window (Reckless, before cards are added)",
    "Investigative Committee": "bsg_pegasus.skills.window (checks.wrap_destiny: players face up)",
    "Critical Situation": "bsg_pegasus.skills.movement (Movement: 1 action)",
    "Preventative Policy": "bsg_pegasus.skills.movement (Movement; policy.after_event)",
    "God's Plan": "bsg_pegasus.skills.movement (Movement, Treachery text, Cylon players only)",
    "Human Weakness": "bsg_pegasus.skills.treachery (Action, Cylon players only)",
    "Sabotage": "bsg_pegasus.skills.sabotage (after a human's Treachery discard, Cylon players)",
    "Full Throttle": "bsg_pegasus.skills.movement and .actions (Movement or Action, a pilot)",
    "Broadcast Location": "bsgcore.base checks/abilities.py (Reckless Skill Check ability)",
    "By Your Command": "bsgcore.base checks/abilities.py (Reckless Skill Check ability)",
    "Special Destiny": "bsgcore.base checks/abilities.py (Reckless Skill Check ability)",
}
#: Cards whose text is not written yet, kept out of the decks (docs/pegasus.md says why).
NOT_YET: frozenset[str] = frozenset()
#: Cards whose text a window module carries out (not an op of the card): no effects in the deck.
WINDOW_TEXT: Mapping[str, str] = {
    "Calculations": "bsg_pegasus.skills.calculations (after a die is rolled)",
}
#: Cards played in a window of their own whose text is their catalogue ops.
WINDOW_OPS: Mapping[str, str] = {
    "Major Victory": "bsg_pegasus.skills.major_victory (after a basestar or centurion is destroyed)",
    "Run Interference": "bsg_pegasus.skills.interference (before raiders activate, a pilot)",
}
#: Ops of the data the base game lacks: activating occupation forces belongs to the New Caprica
#: phase (P-OF-*), which adds it; until then By Your Command activates the raiders only.
DROPPED_OPS = frozenset({("activate_cylons", "occupation_forces")})


@cache
def skill_entries() -> tuple[Any, ...]:
    """The catalogue's ``[[skill]]`` rows in play, in file order."""
    return tuple(r for r in load().table("skill") if str(r["name"]) not in NOT_YET)


def plugin_op(op: Any) -> Any:
    """A data op in the base vocabulary: ``custom`` and ``destiny`` become this plugin's ops
    where it has one (ops.py); one it lacks stays as written, so the card is listed missing."""
    params = {k: v for k, v in op.items() if k != "op"}
    name = str(op["op"])
    if name == "custom":
        mine = f"pegasus_{params['key']}"
    elif name == "destiny":
        mine = f"pegasus_destiny_{params['action']}"
    else:
        return dict(op)
    if mine not in OPS:
        return dict(op)
    params.pop("key" if name == "custom" else "action")
    return {"op": mine, **params}


def _plain(value: Any) -> Any:
    """Frozen TOML data back to plain dicts and lists, as `BaseContent.add_card` takes it."""
    if isinstance(value, FrozenMap | dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def base_entry(row: Any) -> dict[str, Any]:
    """One Pegasus skill row as a base skill card of one strength."""
    raw = _plain(row)
    ops: list[Any] = []
    for op in [] if raw["name"] in WINDOW_TEXT else raw.get("effects", []):
        if (op.get("op"), op.get("kind")) in DROPPED_OPS:
            continue
        if op.get("op") == "custom" and op.get("key") in EXPANDED:
            ops += [dict(o) for o in EXPANDED[op["key"]]]
        else:
            ops.append(plugin_op(op))
    value = int(raw["value"])
    timing = raw.get("timing", "")
    if raw["type"] == TREACHERY and timing == "action":
        timing = "cylon_action"  # Treachery text is for Cylon players (treachery.py)
    return {
        "id": raw["id"],
        "name": raw["name"],
        "type": raw["type"],
        "values": [value],
        "copies_by_value": {str(value): int(raw["copies"])},
        "copies": int(raw["copies"]),
        "timing": timing,
        "text": raw.get("text", ""),
        "effects": ops,
        "skill_check_ability": bool(raw.get("skill_check_ability", False)),
        "reckless": bool(raw.get("reckless", False)),
    }


def add_content(content: BaseContent) -> None:
    """The Treachery type, the new cards in their decks, base's Committee out (P-SETUP-5)."""
    content.add_skill_type(TREACHERY, deck=TREACHERY)
    replaced: set[str] = set()
    for row in skill_entries():
        entry = base_entry(row)
        content.add_card(TREACHERY if row["type"] == TREACHERY else "skill", entry)
        if row.get("replaces"):
            replaced.add(str(row["replaces"]))
        name = str(row["name"])
        where = IMPLEMENTED.get(name) or WINDOW_TEXT.get(name) or WINDOW_OPS.get(name)
        if where is not None:
            content.implemented_by(str(row["id"]), where)
    for card_id in sorted(replaced):
        content.remove_card(card_id)


@cache
def reckless_cards() -> frozenset[str]:
    """The ids of the Reckless cards (P-RECK-1)."""
    return frozenset(str(r["id"]) for r in skill_entries() if r.get("reckless"))


@cache
def reckless_abilities() -> frozenset[str]:
    """The ids of the cards with a Reckless Skill Check ability (P-RECK-6)."""
    return frozenset(str(r["id"]) for r in skill_entries() if r.get("reckless_skill_check_ability"))


@cache
def timed(timing: str) -> frozenset[str]:
    """The ids of the Pegasus cards played at this timing."""
    return frozenset(str(r["id"]) for r in skill_entries() if r.get("timing") == timing)


@cache
def names() -> Mapping[str, str]:
    """Card id -> name."""
    return {str(r["id"]): str(r["name"]) for r in skill_entries()}
