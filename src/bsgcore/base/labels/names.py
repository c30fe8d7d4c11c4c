"""Printed names of the base game's ids, seats, areas and ships, read from the game's catalogue
(plugins' cards included), for labels and prompts. Card codes carry suffixes: ``@N`` is a skill
card's strength, ``#N`` the printing of a crisis card (docs/frontends.md, "Card ids")."""

from __future__ import annotations

import re
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import Ability, Character
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.model import BASE_VIPER, BaseGame
from bsgcore.base.space.models import model as known_model
from bsgcore.labels import NameEntry, humanize

HIDDEN = "hidden"


def name(card_id: str) -> str:
    """The printed name of a catalogue id (a card, location, character, ability or token), or
    the id in words when the catalogue does not know it. Cards printed with the same name (the
    five "You Are a Cylon" cards) are told apart by the rest of their id: ``You Are a Cylon
    (brig)``."""
    base_id = card_id.split("#", 1)[0].split("@", 1)[0]
    cat = m.data()
    try:
        printed = str(cat.get(base_id).name)
    except (KeyError, AttributeError):
        return humanize(base_id.rsplit(".", 1)[-1])
    if printed in _shared_names(cat):
        slug = re.sub(r"[^a-z0-9]+", "_", printed.lower()).strip("_")
        rest = base_id.rsplit(".", 1)[-1].removeprefix(slug).strip("_")
        if rest:
            return f"{printed} ({rest.replace('_', ' ')})"
    return printed


_SHARED: dict[str, frozenset[str]] = {}


def _shared_names(cat: Any) -> frozenset[str]:
    """The names more than one record of the catalogue prints (by catalogue digest)."""
    key = f"{cat.digest}:{len(cat.index)}"
    shared = _SHARED.get(key)
    if shared is None:
        counts: dict[str, int] = {}
        for record in cat.index.values():
            printed = getattr(record, "name", None)
            if isinstance(printed, str):
                counts[printed] = counts.get(printed, 0) + 1
        shared = _SHARED[key] = frozenset(n for n, c in counts.items() if c > 1)
    return shared


def card(code: str) -> str:
    """A card code as printed: ``base.skill.repair@2`` -> ``Repair (2)``."""
    if code == HIDDEN:
        return "a hidden card"
    _, at, strength = code.split("#", 1)[0].partition("@")
    return f"{name(code)} ({strength})" if at else name(code)


def seat(game: BaseGame, number: int) -> str:
    """A seat by its character's name (``Seat N`` before characters are picked)."""
    if number < 0 or number >= len(game.players):
        return "nobody"
    character = game.players[number].character
    return name(character) if character else f"Seat {number}"


def area(number: int) -> str:
    """A space area by its name: 1 -> ``Alpha``."""
    return AREAS.get(number, str(number)).capitalize()


def location(location_id: str) -> str:
    """A location (``space`` and ``stranded`` in words)."""
    if location_id in (m.SPACE, m.STRANDED):
        return location_id
    return name(location_id)


def destination(location_id: str) -> str:
    """A location one is sent to: ``the Brig`` (with its article), else its name."""
    printed = location(location_id)
    return "the Brig" if location_id == "base.location.brig" else printed


def ship_kind(kind: str) -> str:
    """``heavy_raider`` -> ``heavy raider``."""
    return kind.replace("_", " ")


def cylon_ship(game: BaseGame, uid: int) -> str:
    """A Cylon ship by type and area: ``the basestar in Alpha`` (its uid when not on the board)."""
    for ship in game.cylon_ships:
        if ship.uid == uid:
            return f"the {ship_kind(ship.kind)} {uid} in {area(ship.area)}"
    return f"Cylon ship {uid}"


def viper(game: BaseGame, uid: int) -> str:
    """A viper by pilot and area: ``the unmanned viper 7 in Echo``, ``Lee Adama's viper 7 in
    Echo``."""
    for v in game.vipers:
        if v.uid == uid:
            whose = f"{seat(game, v.pilot)}'s" if v.pilot >= 0 else "the unmanned"
            kind = "viper" if v.model == BASE_VIPER else known_model(v.model).name
            return f"{whose} {kind} {uid} in {area(v.area)}"
    return f"viper {uid}"


def viper_model(model: str) -> str:
    """A viper of a model, for a label: ``a viper`` (base's), ``a Viper Mark VII``."""
    if model == BASE_VIPER:
        return "a viper"
    try:
        return f"a {known_model(model).name}"
    except KeyError:
        return f"a viper ({model})"


def civilian(game: BaseGame, uid: int) -> str:
    """A civilian ship by area: ``civilian ship 4 in Bravo``."""
    for c in game.civilians:
        if c.uid == uid:
            return f"civilian ship {uid} in {area(c.area)}"
    return f"civilian ship {uid}"


def types(kinds: Any) -> str:
    """Skill types as words: ``("leadership", "leadership", "tactics")`` -> ``2 Leadership,
    1 Tactics``, in the order given."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{n} {humanize(k)}" for k, n in counts.items())


def text_of(card_id: str) -> str:
    """A record's printed text, or "" when it has none."""
    try:
        return str(getattr(m.data().get(card_id.split("#", 1)[0].split("@", 1)[0]), "text", ""))
    except KeyError:
        return ""


def entries(rules: Any) -> list[NameEntry]:
    """Every id of the game's base catalogue (plugins' cards included) as a `NameEntry`, for
    ``game.catalogue()`` and ``bsg cards --json``."""
    cat = rules.data.get("base.cards")
    if cat is None:
        return []
    out: list[NameEntry] = []
    for record in (*cat.characters, *cat.cards()):
        out.append(_entry(record))
    return out


def _entry(record: Any) -> NameEntry:
    kind = "character" if isinstance(record, Character) else str(getattr(record, "deck", ""))
    if isinstance(record, Ability):
        kind = "ability"
    text = str(getattr(record, "text", "") or "")
    if not text and hasattr(record, "option_a"):  # a crisis card: its boxes' texts
        boxes = [("A", record.option_a), ("B", record.option_b), ("Pass", record.passed),
                 ("Rule", record.special_rule),
                 ("Partial", record.partial), ("Fail", record.failed),
                 ("Consequence", getattr(record, "consequence", None))]  # fmt: skip
        text = " ".join(f"{label}: {box.text}" for label, box in boxes if box is not None)
    strengths: tuple[int, ...] = ()
    extra: dict[str, Any] = {}
    if hasattr(record, "copies_by_value"):  # a skill card: one strength per copy
        strengths = tuple(
            int(v) for v, n in sorted(record.copies_by_value.items()) for _ in range(int(n))
        )
        extra["type"] = record.type
    if isinstance(record, Character):
        extra["abilities"] = [record.ability.id, record.once_per_game.id, record.weakness.id]
    return NameEntry(
        record.id,
        name(record.id),
        kind,
        text,
        int(getattr(record, "copies", 1)),
        strengths,
        extra,
    )
