"""Whether a game carries out everything a catalogue entry names: its ops, WHO values,
conditions and skill types (cards/README.md sections 7-9)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bsgcore.base import BaseContent, FrozenMap, Op
from bsgcore.base import load as base_catalogue

#: The base decks the Pegasus cards of this feature are shuffled into.
DECKS = ("crisis", "super_crisis", "quorum", "destination")
#: The keys whose value is a WHO value (a seat or seats an op is about).
WHO_KEYS = ("who", "chooser", "roller")
#: The keys whose value lists skill types.
TYPE_KEYS = ("types", "skills")
ANY = {"any"}


def _ops(value: Any) -> Iterator[dict[str, Any]]:
    """Every op table in an entry, nested ones included."""
    if isinstance(value, dict):
        if "op" in value:
            yield value
        for inner in value.values():
            yield from _ops(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _ops(inner)


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
    """A TOML value as base reads it: op tables as `Op`, tables as `FrozenMap`, lists as
    tuples (so the game's own op checks can judge it)."""
    if isinstance(value, dict):
        if "op" in value:
            params = {str(k): as_op(v) for k, v in value.items() if k != "op"}
            return Op(str(value["op"]), FrozenMap(params))
        return FrozenMap({str(k): as_op(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(as_op(v) for v in value)
    return value


def special_gaps(content: BaseContent, raw: dict[str, Any]) -> list[str]:
    """What the game does not carry out of a Cylon attack card's special rule: each op must be
    a special-rule op (base's or a plugin's, `BaseContent.add_special_rule_op`) in a form its
    check accepts."""
    effects = content.effects
    gaps: list[str] = []
    for op in raw.get("special_rule", {}).get("effects", []):
        name = str(op["op"])
        check = effects.special_checks.get(name)
        if name not in effects.special_rules:
            gaps.append(f"special rule op {op.get('key', name)}")
        elif check is not None and not check(as_op(op)):
            gaps.append(f"special rule op {name} as used here")
    return gaps


def missing(content: BaseContent, raw: dict[str, Any]) -> list[str]:
    """What the game does not carry out of this entry (empty: it can be played)."""
    effects = content.effects
    gaps: list[str] = []
    if raw.get("kind") == "cylon_attack":  # its special rule runs after its ships are placed
        gaps += special_gaps(content, raw)
        raw = {k: v for k, v in raw.items() if k != "special_rule"}
    for op in _ops(raw):
        name = str(op["op"])
        if name == "custom" or name not in effects.ops:
            gaps.append(f"op {op.get('key', name)}")
        elif not effects.supported(as_op(op)):
            gaps.append(f"op {name} as used here")
        gaps += [
            f"{key} {op[key]}"
            for key in WHO_KEYS
            if key in op and str(op[key]) not in effects.who_values
        ]
        if name == "give_title" and str(op.get("to", "")) not in effects.who_values:
            gaps.append(f"to {op.get('to')}")  # give_title's "to" is a WHO value too
        if "condition" in op and str(op["condition"]) not in effects.conditions:
            gaps.append(f"condition {op['condition']}")
    for key in ("chooser", "who"):
        if key in raw and str(raw[key]) not in effects.who_values:
            gaps.append(f"{key} {raw[key]}")
    known = set(content.skill_type_names()) | ANY
    gaps += [f"skill type {t}" for t in sorted(set(_types(raw)) - known)]
    return gaps


#: The kinds of card each deck's rules resolve (base plays a Super Crisis card's check, Cylon
#: attack or choice).
KINDS = {
    "crisis": ("choice", "skill_check", "cylon_attack"),
    "super_crisis": ("skill_check", "choice", "cylon_attack"),
    "quorum": ("",),
    "destination": ("",),
}


def known_icons() -> set[str]:
    """The Cylon activation icons base resolves: those its own crisis cards show."""
    return {
        icon
        for card in base_catalogue().crisis
        for p in card.printings
        for icon in p.cylon_activation
    } | {"none"}


def deck_gaps(deck: str, raw: dict[str, Any]) -> list[str]:
    """What the deck's rules cannot resolve of this card: its kind, its activation icons."""
    gaps = [] if str(raw.get("kind", "")) in KINDS[deck] else [f"kind {raw.get('kind')}"]
    icons = set(raw.get("cylon_activation", ())) - known_icons()
    return gaps + [f"icon {icon}" for icon in sorted(icons)]


def playable(content: BaseContent, deck: str, raw: dict[str, Any]) -> bool:
    """Whether every part of the entry is carried out here, in this deck."""
    return not missing(content, raw) and not deck_gaps(deck, raw)
