"""The data's ops as this game carries them out: a ``custom`` op becomes the plugin's op
``pegasus_<key>`` once one is registered (an op, or a special-rule op of a Cylon attack card),
as skills/content.py does for the skill cards; a base op in a form base does not carry out
becomes the plugin's op for that form (`FORMS`). Anything else stays as written, so a card whose
op nobody carries out stays out of its deck and listed missing (playable.py)."""

from __future__ import annotations

from typing import Any

from bsg_pegasus.cards.playable import as_op
from bsgcore.base import BaseContent

#: Base ops whose form base does not carry out -> the plugin's op for it: (name, parameter,
#: value) names the form. Standoff with Pegasus: a chosen character leaves the Brig for any
#: location (base moves only its own player out of the Brig).
FORMS: dict[tuple[str, str, str], str] = {
    ("move_character", "to", "any_human_location"): "pegasus_move_chosen_anywhere",
}


def plugin_name(op: dict[str, Any]) -> str:
    """The plugin's op name for a data op, or "" when it keeps its own."""
    name = str(op.get("op"))
    if name == "custom":
        return f"pegasus_{op.get('key')}"
    for (base, key, value), mine in FORMS.items():
        if name == base and str(op.get(key)) == value and op.get("who") == "chosen":
            return mine
    return ""


def translated(content: BaseContent, value: Any) -> Any:
    """A catalogue entry (nested dicts and lists) with each op in the form this game has."""
    if isinstance(value, list):
        return [translated(content, v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: translated(content, v) for k, v in value.items()}
    if "op" not in out:
        return out
    mine = plugin_name(out)
    effects = content.effects
    known = mine in effects.ops or mine in effects.special_rules
    if not mine or not known or (out["op"] != "custom" and effects.supported(as_op(out))):
        return out
    params = {k: v for k, v in out.items() if k not in ("op", "key")}
    return {"op": mine, **params}
