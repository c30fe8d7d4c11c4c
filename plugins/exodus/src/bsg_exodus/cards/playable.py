"""Whether a game carries out everything an Exodus catalogue entry names: its ops, WHO values,
conditions and skill types (cards/README.md sections 7-9), and its Consequence box (X-SCA-10)
only once a part of this game resolves Consequences.

Checked before a card joins its deck, so a card is never half played: one that names anything
this game lacks stays out and ``bsg cards --missing`` lists it (catalogue.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bsgcore.base import BaseContent, FrozenMap, Op
from bsgcore.base import load as base_catalogue

#: The base decks the always-used Exodus cards are shuffled into (X-SETUP-2).
DECKS = ("crisis", "super_crisis", "quorum", "destination")
#: The keys whose value is a WHO value (a seat or seats an op is about).
WHO_KEYS = ("who", "chooser", "roller")
#: The keys whose value lists skill types.
TYPE_KEYS = ("types", "skills")
#: The op a part registers once it resolves the Consequence box of a Crisis card (X-SCA-10..13);
#: no card names it.
CONSEQUENCE_OP = "exodus_consequence"
#: The kinds of card each deck's rules resolve (base plays Super Crisis cards as skill checks).
KINDS = {
    "crisis": ("choice", "skill_check"),
    "super_crisis": ("skill_check",),
    "quorum": ("",),
    "destination": ("",),
}


def ops_in(value: Any) -> Iterator[dict[str, Any]]:
    """Every op table in an entry, nested ones included."""
    if isinstance(value, dict):
        if "op" in value:
            yield value
        for inner in value.values():
            yield from ops_in(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from ops_in(inner)


def _types(value: Any) -> Iterator[str]:
    """Every skill type an entry names (in its checks and its ops)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in TYPE_KEYS and isinstance(inner, list):
                yield from (str(t) for t in inner)
            else:
                yield from _types(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _types(inner)


def as_op(value: Any) -> Any:
    """A TOML value as base reads it: op tables as `Op`, tables as `FrozenMap`, lists as tuples."""
    if isinstance(value, dict):
        if "op" in value:
            params = {str(k): as_op(v) for k, v in value.items() if k != "op"}
            return Op(str(value["op"]), FrozenMap(params))
        return FrozenMap({str(k): as_op(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(as_op(v) for v in value)
    return value


def gaps(content: BaseContent, raw: dict[str, Any]) -> list[str]:
    """What this game does not carry out of the entry (empty: it can be played)."""
    effects = content.effects
    out: list[str] = []
    for op in ops_in(raw):
        name = str(op["op"])
        if name == "custom" or name not in effects.ops:
            out.append(f"op {op.get('key', name)}")
        elif not effects.supported(as_op(op)):
            out.append(f"op {name} as used here")
        out += [
            f"{key} {op[key]}"
            for key in WHO_KEYS
            if key in op and str(op[key]) not in effects.who_values
        ]
        if name == "give_title" and str(op.get("to", "")) not in effects.who_values:
            out.append(f"to {op.get('to')}")
        if "condition" in op and str(op["condition"]) not in effects.conditions:
            out.append(f"condition {op['condition']}")
    for key in ("chooser", "who"):
        if key in raw and str(raw[key]) not in effects.who_values:
            out.append(f"{key} {raw[key]}")
    if "consequence" in raw and CONSEQUENCE_OP not in effects.ops:
        out.append("its Consequence (X-SCA-10)")
    known = {*content.skill_type_names(), "any"}
    out += [f"skill type {t}" for t in sorted(set(_types(raw)) - known)]
    return out


def known_icons() -> set[str]:
    """The Cylon activation icons base resolves: those its own crisis cards show."""
    icons = {
        i for card in base_catalogue().crisis for p in card.printings for i in p.cylon_activation
    }
    return icons | {"none"}


def deck_gaps(deck: str, raw: dict[str, Any]) -> list[str]:
    """What the deck's rules cannot resolve of this card: its kind, its activation icons."""
    out = [] if str(raw.get("kind", "")) in KINDS[deck] else [f"kind {raw.get('kind')}"]
    icons = set(raw.get("cylon_activation", ())) - known_icons()
    return out + [f"icon {icon}" for icon in sorted(icons)]


def playable(content: BaseContent, deck: str, raw: dict[str, Any]) -> bool:
    """Whether every part of the entry is carried out here, in this deck."""
    return not gaps(content, raw) and not deck_gaps(deck, raw)
