"""Whether a game carries out everything a card entry names (a catalogue TOML entry as a dict):
its ops, WHO values, conditions, skill types and a Cylon attack card's special-rule ops
(cards/README.md sections 7-9), and whether its deck's rules resolve its kind and icons.

For an expansion adding whatever cards it can play: a card is never half played; one that names
anything this game lacks stays out of its deck and ``bsg cards --missing`` lists it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.loader import load
from bsgcore.base.catalogue.op import FrozenMap, Op

#: The keys whose value is a WHO value (a seat or seats an op is about).
WHO_KEYS = ("who", "chooser", "roller")
#: The keys whose value lists skill types.
TYPE_KEYS = ("types", "skills")
#: The kinds of card each base deck's rules resolve (base plays a Super Crisis card's check,
#: Cylon attack or choice).
DECK_KINDS: Mapping[str, tuple[str, ...]] = {
    "crisis": ("choice", "skill_check", "cylon_attack"),
    "super_crisis": ("skill_check", "choice", "cylon_attack"),
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


def _special_gaps(content: BaseContent, raw: dict[str, Any]) -> list[str]:
    """A Cylon attack card's special rule: each op must be a special-rule op (base's or a
    plugin's, `BaseContent.add_special_rule_op`) in a form its check accepts."""
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


def entry_gaps(content: BaseContent, raw: dict[str, Any]) -> list[str]:
    """What this game does not carry out of the entry, one phrase each (empty: it can be
    played)."""
    effects = content.effects
    gaps: list[str] = []
    if raw.get("kind") == "cylon_attack":  # its special rule runs after its ships are placed
        gaps += _special_gaps(content, raw)
        raw = {k: v for k, v in raw.items() if k != "special_rule"}
    for op in ops_in(raw):
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
    known = {*content.skill_type_names(), "any"}
    gaps += [f"skill type {t}" for t in sorted(set(_types(raw)) - known)]
    return gaps


def known_icons() -> set[str]:
    """The Cylon activation icons base resolves: those its own crisis cards show."""
    icons = {i for card in load().crisis for p in card.printings for i in p.cylon_activation}
    return icons | {"none"}


def deck_gaps(
    deck: str, raw: dict[str, Any], kinds: Mapping[str, tuple[str, ...]] = DECK_KINDS
) -> list[str]:
    """What the deck's rules cannot resolve of this card: its kind (among `kinds`), its
    activation icons."""
    gaps = [] if str(raw.get("kind", "")) in kinds[deck] else [f"kind {raw.get('kind')}"]
    icons = set(raw.get("cylon_activation", ())) - known_icons()
    return gaps + [f"icon {icon}" for icon in sorted(icons)]
