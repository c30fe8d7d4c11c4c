"""The base game's part of a position (docs/positions.md), in a player's terms: characters and
cards by name, seats by the character playing them, areas by name, grouped as a player reads the
table (turn, titles, players, resources, tracks, space, decks, cards in play); the rest of the
game value under ``details``, only where it differs from its default.

Card codes are written as names with their suffix: ``base.skill.repair@2`` is ``"Repair (2)"``, a
crisis printing ``#2`` is ``"Name #2"``; a name two cards share is written as the card's id.
Reading accepts a name or an id anywhere a card, character or location is expected.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.model import BaseGame
from bsgcore.base.skills.types import type_names
from bsgcore.base.titles.lines import title_lines
from bsgcore.context import current_rules
from bsgcore.errors import excerpt
from bsgcore.position import InvalidPosition

#: (section, key, BaseGame field, codec): where each field of the game value is written.
LAYOUT: tuple[tuple[str, str, str, str], ...] = (
    ("turn", "number", "turn", "raw"),
    ("turn", "player", "current", "seat"),
    ("turn", "first_player", "first_player", "seat"),
    ("turn", "crisis", "crisis", "card"),
    ("turn", "extra_crises", "extra_crises", "raw"),
    ("titles", "", "titles", "titles"),
    ("resources", "fuel", "fuel", "raw"),
    ("resources", "food", "food", "raw"),
    ("resources", "morale", "morale", "raw"),
    ("resources", "population", "population", "raw"),
    ("tracks", "jump", "jump_track", "raw"),
    ("tracks", "distance", "distance", "raw"),
    ("tracks", "destinations", "destinations", "cards"),
    ("components", "nukes", "nukes", "raw"),
    ("components", "raptors", "raptors", "raw"),
    ("components", "centurions", "centurions", "raw"),
    ("components", "vipers_reserve", "vipers_reserve", "raw"),
    ("components", "vipers_damaged", "vipers_damaged", "raw"),
    ("components", "vipers_destroyed", "vipers_destroyed", "raw"),
    ("components", "damaged_locations", "damaged_locations", "cards"),
    ("space", "vipers", "vipers", "ships"),
    ("space", "cylon_ships", "cylon_ships", "ships"),
    ("space", "civilians", "civilians", "ships"),
    ("decks", "skill", "skill_decks", "card_map"),
    ("decks", "skill_discards", "skill_discards", "card_map"),
    ("decks", "destiny", "destiny", "cards"),
    ("decks", "crisis", "crisis_deck", "cards"),
    ("decks", "crisis_discard", "crisis_discard", "cards"),
    ("decks", "super_crisis", "super_crisis_deck", "cards"),
    ("decks", "super_crisis_discard", "super_crisis_discard", "cards"),
    ("decks", "quorum", "quorum_deck", "cards"),
    ("decks", "quorum_discard", "quorum_discard", "cards"),
    ("decks", "quorum_hand", "quorum_hand", "cards"),
    ("decks", "destination", "destination_deck", "cards"),
    ("decks", "loyalty", "loyalty_deck", "cards"),
    ("decks", "galactica_damage", "damage_pile", "cards"),
    ("decks", "basestar_damage", "basestar_damage_pile", "cards"),
    ("decks", "civilians", "civilian_pile", "raw"),
    ("decks", "civilian_cargo", "cargo", "raw"),
    ("in_play", "cards", "in_play", "cards"),
    ("in_play", "quorum_playing", "quorum_playing", "card"),
    ("in_play", "quorum_removed", "quorum_removed", "cards"),
)
SECTIONS = (
    *("turn", "titles", "players", "resources", "tracks"),
    *("components", "space", "decks", "in_play", "details"),
)
#: A player's fields written always; the others only when they differ from their default.
PLAYER_ALWAYS = ("character", "location", "hand", "loyalty")
PLAYER_CARDS = frozenset({"character", "location", "hand", "loyalty", "shown", "super_crises"})
#: Where a character may be that is no location card: written and read as they are.
PLAIN = frozenset({m.STRANDED, m.SPACE})
AREA_NUMBERS = {name: number for number, name in AREAS.items()}
_SUFFIX = re.compile(r"^(?P<name>.+?)(?: \((?P<strength>\d+)\))?(?: #(?P<printing>[^ #]+))?$")


@attrs.frozen
class Names:
    """Card, character and location names of one game's catalogue, both ways."""

    name_of: dict[str, str]
    id_of: dict[str, str]

    def write(self, code: str) -> str:
        """A code as its name with its suffix (``"Repair (2)"``); the code when it has no name."""
        if not code:
            return code
        card, sep, suffix = _split(code)
        name = self.name_of.get(card, card)
        if sep == "@":
            return f"{name} ({suffix})"
        return f"{name} #{suffix}" if sep == "#" else name

    def read(self, text: Any, where: str) -> str:
        """A name or an id back to its code; InvalidPosition naming ``where`` when unknown."""
        if not isinstance(text, str):
            raise InvalidPosition(f"The position's {where} is a card name, not {excerpt(text)}.")
        if not text or text in PLAIN:
            return text
        card, sep, suffix = _split(text)
        if card in self.name_of:
            return text
        match = _SUFFIX.match(text)
        if match is not None and match["name"] in self.id_of:
            code = self.id_of[match["name"]]
            if match["strength"]:
                code += f"@{match['strength']}"
            if match["printing"]:
                code += f"#{match['printing']}"
            return code
        raise InvalidPosition(
            f"The position's {where} names {excerpt(text)}, which is no card, character or "
            "location of this game."
        )


def _split(code: str) -> tuple[str, str, str]:
    for sep in ("@", "#"):
        if sep in code:
            card, _, suffix = code.partition(sep)
            return card, sep, suffix
    return code, "", ""


def names() -> Names:
    """The names of the game being computed (its catalogue, plugins' cards included)."""
    catalogue = m.data()
    cached = _NAMES.get(id(catalogue))
    if cached is not None and cached[0] is catalogue:
        return cached[1]
    records = list(catalogue.index.values())
    counts = Counter(getattr(r, "name", "") for r in records)
    name_of: dict[str, str] = {}
    for record in records:
        name = getattr(record, "name", "")
        ident = getattr(record, "id", "")
        if isinstance(ident, str) and ident and isinstance(name, str) and name:
            usable = counts[name] == 1 and not _SUFFIX_CHARS.search(name)
            name_of[ident] = name if usable else ident
    result = Names(name_of, {name: ident for ident, name in name_of.items() if name != ident})
    if len(_NAMES) > 32:  # a catalogue per set of plugins: a handful in a process
        _NAMES.clear()
    _NAMES[id(catalogue)] = (catalogue, result)
    return result


#: Each catalogue's names, by the catalogue's id (the catalogue is kept, so the id stays its own).
_NAMES: dict[int, tuple[Any, Names]] = {}


_SUFFIX_CHARS = re.compile(r"[@#]|\(\d+\)$")


# --------------------------------------------------------------------------------------------------
# writing
# --------------------------------------------------------------------------------------------------


def write_position(game: BaseGame) -> dict[str, Any]:
    """The base game value as a position's ``game`` part (see the module's docstring)."""
    rules = current_rules()
    assert rules is not None, "positions are written with the game's rules current"
    raw: dict[str, Any] = rules.converter.unstructure(game, BaseGame)
    default: dict[str, Any] = rules.converter.unstructure(BaseGame(), BaseGame)
    table = names()
    seats = [p.character for p in game.players]
    out: dict[str, Any] = {section: {} for section in SECTIONS}
    out["players"] = [_write_player(raw_player, table) for raw_player in raw["players"]]
    used = {"players"}
    for section, key, field, codec in LAYOUT:
        used.add(field)
        value = _write_value(codec, raw[field], table, seats)
        if key:
            out[section][key] = value
        else:
            out[section] = value
    out["details"] = {
        field: value
        for field, value in raw.items()
        if field not in used and value != default[field]
    }
    return out


def _write_player(raw: dict[str, Any], table: Names) -> dict[str, Any]:
    default = _player_default()
    out: dict[str, Any] = {}
    for field, value in raw.items():
        if field not in PLAYER_ALWAYS and value == default[field]:
            continue
        if field in PLAYER_CARDS:
            value = (
                table.write(value) if isinstance(value, str) else [table.write(c) for c in value]
            )
        out[field] = value
    return out


def _player_default() -> dict[str, Any]:
    rules = current_rules()
    assert rules is not None
    default: dict[str, Any] = rules.converter.unstructure(m.Player(), m.Player)
    return default


def _write_value(codec: str, value: Any, table: Names, seats: list[str]) -> Any:
    if codec == "raw":
        return value
    if codec == "seat":
        return _seat_name(value, seats, table)
    if codec == "card":
        return table.write(value)
    if codec == "cards":
        return [table.write(c) for c in value]
    if codec == "card_map":
        return {kind: [table.write(c) for c in cards] for kind, cards in value.items()}
    if codec == "titles":
        return {line: _seat_name(seat, seats, table) for line, seat in value.items()}
    if codec == "ships":
        return [_write_ship(ship, seats, table) for ship in value]
    raise AssertionError(codec)


def _seat_name(seat: int, seats: list[str], table: Names) -> Any:
    """A seat as the name of its character (its number when it has none yet, None for -1)."""
    if seat == -1:
        return None
    if 0 <= seat < len(seats) and seats[seat]:
        return table.write(seats[seat])
    return seat


def _write_ship(ship: dict[str, Any], seats: list[str], table: Names) -> dict[str, Any]:
    out = dict(ship)
    out["area"] = AREAS.get(ship["area"], ship["area"])
    if "pilot" in ship:
        out["pilot"] = _seat_name(ship["pilot"], seats, table)
    if not out.get("damage", True):
        del out["damage"]
    if out.get("model") == m.BASE_VIPER:  # base's viper: as before the models (space/models.py)
        del out["model"]
    return out


# --------------------------------------------------------------------------------------------------
# reading
# --------------------------------------------------------------------------------------------------


def read_position(data: Any, seats: int, options: dict[str, Any]) -> BaseGame:
    """The base game value a position's ``game`` part describes (InvalidPosition if unreadable)."""
    rules = current_rules()
    assert rules is not None, "positions are read with the game's rules current"
    if not isinstance(data, dict):
        raise InvalidPosition("The position's game is a table of sections (turn, players, ...).")
    unknown = sorted(set(data) - set(SECTIONS), key=str)
    if unknown:
        raise InvalidPosition(
            f"The position's game has no section {', '.join(excerpt(u) for u in unknown)}; its "
            f"sections are {', '.join(SECTIONS)}."
        )
    table = names()
    raw: dict[str, Any] = rules.converter.unstructure(BaseGame(), BaseGame)
    players = data.get("players", [])
    if not isinstance(players, list) or len(players) != seats:
        raise InvalidPosition(
            f"The position's game lists {len(players) if isinstance(players, list) else 'no'} "
            f"players for a {seats}-seat game."
        )
    raw["players"] = [_read_player(p, i, table) for i, p in enumerate(players)]
    characters = [p.get("character", "") for p in raw["players"]]
    known = {(s, k) for s, k, _, _ in LAYOUT}
    for section in SECTIONS:
        part = data.get(section, {})
        if section in ("players", "titles", "details"):
            continue
        if not isinstance(part, dict):
            raise InvalidPosition(f"The position's game.{section} is a table.")
        extra = sorted(k for k in part if (section, k) not in known)
        if extra:
            raise InvalidPosition(
                f"The position's game.{section} has no entry {', '.join(excerpt(e) for e in extra)}."
            )
    for section, key, field, codec in LAYOUT:
        part = data.get(section, {})
        if key:
            if key not in part:
                continue
            value = part[key]
        elif section in data:
            value = part
        else:
            continue
        where = f"game.{section}.{key}" if key else f"game.{section}"
        raw[field] = _read_value(codec, value, table, characters, where)
    details = data.get("details", {})
    if not isinstance(details, dict):
        raise InvalidPosition("The position's game.details is a table of game fields.")
    for field, value in details.items():
        if field not in raw or field == "players" or any(field == f for _, _, f, _ in LAYOUT):
            raise InvalidPosition(f"The position's game.details has no field {excerpt(field)}.")
        raw[field] = value
    try:
        game: BaseGame = rules.converter.structure(raw, BaseGame)
    except Exception as exc:
        from bsgcore.serialization import _reason

        raise InvalidPosition(f"The position's game is not valid: {_reason(exc)}.") from None
    return game


def _read_player(data: Any, index: int, table: Names) -> dict[str, Any]:
    where = f"game.players[{index}]"
    if not isinstance(data, dict):
        raise InvalidPosition(f"The position's {where} is a table (character, location, hand...).")
    fields = {a.name for a in attrs.fields(m.Player)}
    extra = sorted(set(data) - fields, key=str)
    if extra:
        raise InvalidPosition(
            f"The position's {where} has no entry {', '.join(excerpt(e) for e in extra)}; a "
            f"player has {', '.join(sorted(fields))}."
        )
    out: dict[str, Any] = {}
    for field, value in data.items():
        if field in PLAYER_CARDS:
            if isinstance(value, list):
                value = [table.read(c, f"{where}.{field}") for c in value]
            else:
                value = table.read(value, f"{where}.{field}")
        out[field] = value
    return out


def _read_value(codec: str, value: Any, table: Names, characters: list[str], where: str) -> Any:
    if codec == "raw":
        return value
    if codec == "seat":
        return _read_seat(value, table, characters, where)
    if codec == "card":
        return table.read(value, where)
    if codec == "cards":
        return [table.read(c, where) for c in _listed(value, where)]
    if codec == "card_map":
        if not isinstance(value, dict):
            raise InvalidPosition(f"The position's {where} is a table of skill types.")
        value = _ordered(value, type_names())
        return {
            k: [table.read(c, f"{where}.{k}") for c in _listed(v, where)] for k, v in value.items()
        }
    if codec == "titles":
        if not isinstance(value, dict):
            raise InvalidPosition(f"The position's {where} is a table of titles and characters.")
        value = _ordered(value, tuple(title_lines()))
        return {k: _read_seat(v, table, characters, f"{where}.{k}") for k, v in value.items()}
    if codec == "ships":
        return [
            _read_ship(s, table, characters, f"{where}[{i}]")
            for i, s in enumerate(_listed(value, where))
        ]
    raise AssertionError(codec)


def _ordered(table: dict[str, Any], order: tuple[str, ...]) -> dict[str, Any]:
    """``table`` in the game's order of its keys (JSON files may sort them), others after."""
    rank = {key: index for index, key in enumerate(order)}
    return dict(sorted(table.items(), key=lambda item: rank.get(item[0], len(rank))))


def _listed(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidPosition(f"The position's {where} is a list.")
    return value


def _read_seat(value: Any, table: Names, characters: list[str], where: str) -> int:
    """A seat from its character's name (or id), a seat number, or None (-1)."""
    if value is None:
        return -1
    if type(value) is int:
        return value
    character = table.read(value, where)
    if character not in characters:
        raise InvalidPosition(f"The position's {where} names {excerpt(value)}, who plays no seat.")
    return characters.index(character)


def _read_ship(data: Any, table: Names, characters: list[str], where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise InvalidPosition(f"The position's {where} is a table (uid, area...).")
    out = dict(data)
    area = out.get("area")
    if isinstance(area, str):
        if area not in AREA_NUMBERS:
            raise InvalidPosition(
                f"The position's {where} is in area {excerpt(area)}; the areas are "
                f"{', '.join(AREAS.values())}."
            )
        out["area"] = AREA_NUMBERS[area]
    if "pilot" in out:
        out["pilot"] = _read_seat(out["pilot"], table, characters, f"{where}.pilot")
    return out
