"""Load the base catalogues (``data/base-*.toml``, package data) into one validated, frozen value.

Loading checks what the engine relies on: every effect op against the vocabulary (`vocab`), every
reference (locations, boards, characters), the deck totals and the loyalty recipes. Any problem
raises `CatalogueError` listing them all. The files' hash is part of the base plugin's version, so
a log made with other card data is refused rather than mis-replayed.
"""

from __future__ import annotations

import hashlib
import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

import attrs

from bsgcore.base.catalogue import vocab
from bsgcore.base.catalogue.builders import (
    build_character,
    build_components,
    build_crisis,
    build_location,
    build_simple,
    build_skill,
)
from bsgcore.base.catalogue.cards import Character, CrisisCard, Location, SimpleCard, SkillCard
from bsgcore.base.catalogue.components import Components
from bsgcore.base.catalogue.op import FrozenMap

FILES = (
    "base-characters.toml",
    "base-components.toml",
    "base-crisis.toml",
    "base-destinations.toml",
    "base-galactica-damage.toml",
    "base-locations.toml",
    "base-loyalty.toml",
    "base-quorum.toml",
    "base-skill.toml",
    "base-super-crisis.toml",
)
EXPECTED_COPIES = {
    "crisis": 70,
    "super_crisis": 5,
    "quorum": 17,
    "destination": 22,
    "loyalty": 16,
    "skill": 105,
    "galactica_damage": 8,
}
Card = CrisisCard | SimpleCard | SkillCard | Location | Any


class CatalogueError(ValueError):
    """The base card data is malformed; the message lists every problem."""


@attrs.frozen
class SkillType:
    """A skill type: its name, the catalogue deck its cards are added to (``"skill"`` for base's
    five; a plugin's type may have a deck of its own, e.g. Pegasus's ``"treachery"``), its
    polarity in a check (``"listed"``: positive when the check lists it, negative otherwise;
    ``"positive"`` or ``"negative"``: always so) and its card colour. In play every type has its
    own draw pile and discard pile (``BaseGame.skill_decks`` / ``skill_discards``)."""

    name: str
    deck: str = "skill"
    polarity: str = "listed"
    colour: str = ""


def _skill_types(docs: dict[str, dict[str, Any]]) -> tuple[SkillType, ...]:
    """Base's five types in deck order, with the colours the skill catalogue gives them."""
    colours = {str(e["type"]): str(e.get("colour", "")) for e in _entries(docs, "skill_type")}
    return tuple(SkillType(name, colour=colours.get(name, "")) for name in vocab.SKILL_TYPES)


BASE_SKILL_TYPES = tuple(SkillType(name) for name in vocab.SKILL_TYPES)


@attrs.frozen
class BaseCatalogue:
    """Every table of the base game, typed and frozen."""

    characters: tuple[Character, ...]
    locations: tuple[Location, ...]
    crisis: tuple[CrisisCard, ...]
    super_crisis: tuple[CrisisCard, ...]
    quorum: tuple[SimpleCard, ...]
    destinations: tuple[SimpleCard, ...]
    loyalty: tuple[SimpleCard, ...]
    galactica_damage: tuple[SimpleCard, ...]
    skills: tuple[SkillCard, ...]
    components: Components
    digest: str
    index: dict[str, Any] = attrs.field(eq=False, repr=False)
    #: Decks a plugin added (``bsg_base_content``), by name; objectives among them.
    decks: FrozenMap = FrozenMap({})
    #: The skill types (`SkillType`), in the order hands and decks list them.
    skill_types: tuple[SkillType, ...] = ()
    #: The character types a character may have.
    character_types: tuple[str, ...] = tuple(sorted(vocab.CHARACTER_TYPES))
    #: Each title's line of succession: line -> (character id -> rank, 1 first).
    title_lines: FrozenMap = FrozenMap({})
    #: The seat counts a base game may be played with (inclusive).
    seat_range: tuple[int, int] = (3, 6)
    #: The declared copies of each deck, checked when the catalogue is built.
    deck_sizes: FrozenMap = FrozenMap({})
    #: Skill card codes' types as they are asked (per catalogue, so per game's rules).
    code_types: dict[str, str] = attrs.field(factory=dict, eq=False, repr=False)

    def get(self, card_id: str) -> Any:
        """The record with this id (KeyError when unknown)."""
        return self.index[card_id]

    def character(self, character_id: str) -> Character:
        """The character with this id."""
        record = self.index[character_id]
        assert isinstance(record, Character)
        return record

    def location(self, location_id: str) -> Location:
        """The location with this id."""
        record = self.index[location_id]
        assert isinstance(record, Location)
        return record

    def skill(self, card_id: str) -> SkillCard:
        """The skill card entry with this id."""
        record = self.index[card_id]
        assert isinstance(record, SkillCard)
        return record

    def cards(self) -> tuple[Any, ...]:
        """Every card-like record, for ``bsg cards``: decks, tokens, locations, abilities, titles."""
        abilities = tuple(a for ch in self.characters for a in ch.abilities)
        return (
            *self.crisis,
            *self.super_crisis,
            *self.quorum,
            *self.destinations,
            *self.loyalty,
            *self.skills,
            *self.galactica_damage,
            *self.components.basestar_damage,
            *self.components.titles,
            *self.locations,
            *abilities,
            *(card for deck in self.decks.values() for card in deck),
        )


def read_files() -> dict[str, bytes]:
    """The raw bytes of every base catalogue shipped with bsgcore."""
    folder = resources.files("bsgcore.base") / "data"
    return {name: (folder / name).read_bytes() for name in FILES}


@lru_cache(maxsize=1)
def load() -> BaseCatalogue:
    """The base catalogue shipped with bsgcore, validated (cached)."""
    return parse_files(read_files())


def parse_files(files: dict[str, bytes]) -> BaseCatalogue:
    """Build and validate the catalogue from the raw files."""
    digest = hashlib.sha256()
    docs: dict[str, dict[str, Any]] = {}
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + files[name])
        try:
            docs[name] = tomllib.loads(files[name].decode("utf-8"))
        except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise CatalogueError(f"{name} does not load: {exc}") from exc
    problems = check_documents(docs)
    if problems:
        raise CatalogueError("Base card data is malformed:\n  " + "\n  ".join(problems))
    try:
        catalogue = build(docs, digest.hexdigest()[:10])
    except (KeyError, TypeError, ValueError) as exc:
        raise CatalogueError(f"Base card data is malformed: missing or bad {exc}") from exc
    problems = check_catalogue(catalogue)
    if problems:
        raise CatalogueError("Base card data is inconsistent:\n  " + "\n  ".join(problems))
    return catalogue


def _entries(docs: dict[str, dict[str, Any]], table: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for doc in docs.values():
        value = doc.get(table)
        if isinstance(value, list):
            out += value
    return out


def check_documents(docs: dict[str, dict[str, Any]]) -> list[str]:
    """Vocabulary problems of every effect list in the raw documents."""
    locations = frozenset(e["id"] for e in _entries(docs, "location"))
    problems: list[str] = []
    for name, doc in docs.items():
        problems += _walk_effects(name, doc, locations)
    return problems


def _walk_effects(where: str, node: Any, locations: frozenset[str]) -> list[str]:
    """Check every list of op tables, wherever it sits (except `seed_reading`, not used)."""
    problems: list[str] = []
    if isinstance(node, dict):
        if isinstance(node.get("id"), str):
            where = f"{where.split(':')[0]}:{node['id']}"
        for key, value in node.items():
            if key == "seed_reading":
                continue
            if (
                isinstance(value, list)
                and value
                and all(isinstance(x, dict) and "op" in x for x in value)
            ):
                problems += vocab.check_effects(f"{where}.{key}", value, locations)
            else:
                problems += _walk_effects(where, value, locations)
    elif isinstance(node, list):
        for item in node:
            problems += _walk_effects(where, item, locations)
    return problems


def build(docs: dict[str, dict[str, Any]], digest: str) -> BaseCatalogue:
    """The typed tables of the raw documents."""
    characters = tuple(build_character(e) for e in _entries(docs, "character"))
    components = build_components(docs["base-components.toml"])
    catalogue = BaseCatalogue(
        characters=characters,
        locations=tuple(build_location(e) for e in _entries(docs, "location")),
        crisis=tuple(build_crisis(e, "crisis") for e in _entries(docs, "crisis")),
        super_crisis=tuple(build_crisis(e, "super_crisis") for e in _entries(docs, "super_crisis")),
        quorum=tuple(build_simple(e, "quorum") for e in _entries(docs, "quorum")),
        destinations=tuple(
            build_simple(e, "destination", ("distance", "fuel"))
            for e in _entries(docs, "destination")
        ),
        loyalty=tuple(
            build_simple(e, "loyalty", ("team", "headline", "used_with_players", "target_scope"))
            for e in _entries(docs, "loyalty")
        ),
        galactica_damage=tuple(
            build_simple(e, "galactica_damage", ("kind", "location", "resource", "after_use"))
            for e in _entries(docs, "damage")
        ),
        skills=tuple(build_skill(e) for e in _entries(docs, "skill")),
        components=components,
        digest=digest,
        index={},
        skill_types=_skill_types(docs),
        title_lines=FrozenMap(
            {
                "admiral": FrozenMap({ch.id: ch.admiral_rank for ch in characters}),
                "president": FrozenMap({ch.id: ch.president_rank for ch in characters}),
            }
        ),
        deck_sizes=FrozenMap(EXPECTED_COPIES),
    )
    return with_index(catalogue)


def with_index(catalogue: BaseCatalogue) -> BaseCatalogue:
    """The catalogue with its index by id rebuilt (every card-like record and character)."""
    catalogue_index: dict[str, Any] = {}
    for record in (*catalogue.cards(), *catalogue.characters):
        catalogue_index[record.id] = record
    return attrs.evolve(catalogue, index=catalogue_index, code_types={})


def check_catalogue(cat: BaseCatalogue) -> list[str]:
    """Totals, references and recipes the rules rely on."""
    problems: list[str] = []
    copies = {
        "crisis": sum(c.copies for c in cat.crisis),
        "super_crisis": sum(c.copies for c in cat.super_crisis),
        "quorum": sum(c.copies for c in cat.quorum),
        "destination": sum(c.copies for c in cat.destinations),
        "loyalty": sum(c.copies for c in cat.loyalty),
        "skill": 0,
        "galactica_damage": sum(c.copies for c in cat.galactica_damage),
    }
    for skill in cat.skills:  # a skill card counts in its own deck (a type may have its own)
        copies[skill.deck] = copies.get(skill.deck, 0) + skill.copies
    for deck, cards in cat.decks.items():
        copies[deck] = sum(c.copies for c in cards)
    for deck, want in cat.deck_sizes.items():
        if copies.get(deck, 0) != want:
            problems.append(f"{deck}: {copies.get(deck, 0)} copies, expected {want}")
    for card in cat.crisis:
        if sum(p.copies for p in card.printings) != card.copies:
            problems.append(f"{card.id}: printings do not sum to its copies")
    type_decks = {t.name: t.deck for t in cat.skill_types}
    for skill in cat.skills:
        if sum(skill.copies_by_value.values()) != skill.copies or skill.type not in type_decks:
            problems.append(f"{skill.id}: bad type or copies_by_value")
        elif type_decks[skill.type] != skill.deck:
            problems.append(
                f"{skill.id}: in deck {skill.deck!r}, but its type {skill.type!r} is drawn "
                f"from deck {type_decks[skill.type]!r}"
            )
    locations = {loc.id for loc in cat.locations}
    boards = cat.components.boards
    for loc in cat.locations:
        if loc.board not in boards or loc.id not in boards[loc.board]:
            problems.append(f"{loc.id}: not listed on its board {loc.board!r}")
    for ch in cat.characters:
        start = ch.start_location
        if start not in locations and start not in vocab.START_KEYWORDS:
            problems.append(f"{ch.id}: start location {start!r} unknown")
        if ch.type not in cat.character_types:
            problems.append(f"{ch.id}: character type {ch.type!r} unknown")
    characters = {ch.id for ch in cat.characters}
    for line, ranks_of in cat.title_lines.items():
        ranks = sorted(ranks_of.values())
        if ranks != list(range(1, len(ranks) + 1)):
            problems.append(f"{line}: the succession ranks are not 1..{len(ranks)}")
        problems += [
            f"{line}: unknown character {char_id!r} in its line of succession"
            for char_id in ranks_of
            if char_id not in characters
        ]
    for line in ("admiral", "president"):
        if line in cat.title_lines and set(cat.title_lines[line]) != characters:
            problems.append(f"{line}: the line of succession does not list every character")
    for char_id in cat.components.extra_not_a_cylon:
        if char_id not in {ch.id for ch in cat.characters}:
            problems.append(f"extra_not_a_cylon: unknown character {char_id!r}")
    problems += _check_loyalty(cat)
    return problems


def _check_loyalty(cat: BaseCatalogue) -> list[str]:
    problems: list[str] = []
    by_team: dict[str, int] = {}
    for card in cat.loyalty:
        team = card.extra.get("team", "")
        by_team[team] = by_team.get(team, 0) + card.copies
    extras = sum(cat.components.extra_not_a_cylon.values())
    players = {row.players for row in cat.components.loyalty_setup}
    low, high = cat.seat_range
    problems += [
        f"{n} players: no loyalty deck recipe" for n in range(low, high + 1) if n not in players
    ]
    for row in cat.components.loyalty_setup:
        if row.cylon > by_team.get("cylon", 0):
            problems.append(f"{row.players} players: more Cylon cards than the box holds")
        if row.not_cylon + extras > by_team.get("human", 0):
            problems.append(f"{row.players} players: more Not a Cylon cards than the box holds")
        if row.cylon + row.not_cylon + int(row.sympathizer) != 2 * row.players + row.spare:
            spare = f" and {row.spare} spare" if row.spare else ""
            problems.append(f"{row.players} players: the deck is not 2 cards per player{spare}")
        if row.sympathizer and by_team.get("sympathizer", 0) < 1:
            problems.append(f"{row.players} players: no Sympathizer card in the box")
    return problems
