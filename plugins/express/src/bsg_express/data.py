"""BSG Express component data, loaded from ``data/express.toml`` into frozen tables.

Provisional values (crisis faces, DRADIS split, ability and Cylon card texts) live in the TOML so a
player with the printed components can correct them without touching code. The file's hash is part
of the plugin's version, so a log made with other data is refused rather than mis-replayed.
"""

from __future__ import annotations

import hashlib
import os
import tomllib
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    from bsg_express.content import AbilityRule, CrisisRule

DATA_ENV = "BSG_EXPRESS_DATA"
CRISIS_TYPES = ("basestar", "dradis", "riots")
ABILITIES = ("command", "initiative", "reckless", "political_influence", "cylon_detector", "none")
CYLON_EFFECTS = ("number_one", "number_two", "number_three", "number_six", "none")
ACTIONS = ("char", "dradis", "repair", "morale", "prepare", "vote", "order", "reveal")


class DataError(ValueError):
    """The Express data file is malformed; the message names the entry."""


@attrs.frozen
class CrisisFace:
    """One crisis die face (E-DIE-6): type, difficulty, consequence number, jump icons."""

    type: str
    difficulty: int
    consequence: int
    jump: int


@attrs.frozen
class CrisisDie:
    """A crisis die and the player counts it is used for (E-SETUP-11)."""

    id: str
    players: tuple[int, ...]
    faces: tuple[CrisisFace, ...]


@attrs.frozen
class Character:
    """A character card: rank in the chain of command and its ability (E-CHARS-4).

    ``params`` tune the ability for this character (fan characters): ``command`` reads ``from`` and
    ``to``, ``reckless`` reads ``min_dice``; a missing one falls back to the ``[abilities]`` table.
    """

    id: str
    name: str
    rank: int
    ability: str
    ability_name: str
    action: bool
    params: tuple[tuple[str, int], ...] = ()

    def param(self, name: str, default: int) -> int:
        """The ability parameter ``name`` of this character, else ``default``."""
        for key, value in self.params:
            if key == name:
                return value
        return default


@attrs.frozen
class CylonCard:
    """A "You are a Cylon" card and the effect its reveal triggers (E-CCARD-2)."""

    id: str
    name: str
    effect: str


@attrs.frozen
class DamageMarker:
    """A Galactica damage marker and the action it disables (E-DMG-1)."""

    id: str
    name: str
    disables: str


@attrs.frozen
class ExpressData:
    """Every component table of BSG Express."""

    strong_faces: tuple[int, ...]
    weak_faces: tuple[int, ...]
    strong_per_player: int
    weak_per_player: int
    crisis_dice: tuple[CrisisDie, ...]
    dradis_raiders: int
    dradis_colonials: int
    setup_raiders: int
    characters: tuple[Character, ...]
    command_from: int
    command_to: int
    reckless_min_dice: int
    cylon_cards: tuple[CylonCard, ...]
    not_cylon_cards: int
    loyalty_by_players: dict[int, tuple[int, int]]
    damage: tuple[DamageMarker, ...]
    reveal_step4_players: tuple[int, ...]
    reveal_step4_effect: str
    jump_track: int
    final_jump_distance: int
    second_deal_distance: int
    raiders_to_win: int
    digest: str
    #: Crisis types added by fan plugins (bsg_express_content), by type name.
    crisis_rules: Mapping[str, CrisisRule] = attrs.field(factory=dict)
    #: Ability kinds added by fan plugins (bsg_express_content), by kind.
    ability_rules: Mapping[str, AbilityRule] = attrs.field(factory=dict)

    def character(self, character_id: str) -> Character:
        """The character with this id."""
        for char in self.characters:
            if char.id == character_id:
                return char
        raise KeyError(character_id)

    def cylon_card(self, card_id: str) -> CylonCard:
        """The Cylon card with this id."""
        for card in self.cylon_cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

    def dice_for(self, players: int) -> tuple[CrisisDie, ...]:
        """The crisis dice used at this player count (E-SETUP-11)."""
        return tuple(d for d in self.crisis_dice if players in d.players)

    def crisis_die(self, die_id: str) -> CrisisDie:
        """The crisis die with this id."""
        for die in self.crisis_dice:
            if die.id == die_id:
                return die
        raise KeyError(die_id)

    def damage_marker(self, marker_id: str) -> DamageMarker:
        """The damage marker with this id."""
        for marker in self.damage:
            if marker.id == marker_id:
                return marker
        raise KeyError(marker_id)


def default_path() -> Path:
    """The data file in use: $BSG_EXPRESS_DATA, or the one shipped with the plugin."""
    env = os.environ.get(DATA_ENV)
    return Path(env) if env else Path(__file__).with_name("data") / "express.toml"


@lru_cache(maxsize=8)
def load(path: str | None = None) -> ExpressData:
    """Load and validate the data file (cached)."""
    file = Path(path) if path else default_path()
    raw = file.read_bytes()
    return parse(tomllib.loads(raw.decode("utf-8")), hashlib.sha256(raw).hexdigest()[:10])


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(message)


def parse(doc: dict[str, Any], digest: str = "") -> ExpressData:
    """Build the tables from a parsed TOML document, checking every value the engine relies on."""
    try:
        dice = doc["skill_dice"]
        crisis = tuple(
            CrisisDie(
                id=str(d["id"]),
                players=tuple(int(p) for p in d["players"]),
                faces=tuple(
                    CrisisFace(
                        str(f["type"]), int(f["difficulty"]), int(f["consequence"]), int(f["jump"])
                    )
                    for f in d["faces"]
                ),
            )
            for d in doc["crisis_die"]
        )
        characters = tuple(
            Character(
                str(c["id"]),
                str(c["name"]),
                int(c["rank"]),
                str(c["ability"]),
                str(c["ability_name"]),
                bool(c["action"]),
            )
            for c in doc["character"]
        )
        cards = tuple(
            CylonCard(str(c["id"]), str(c["name"]), str(c["effect"])) for c in doc["cylon_card"]
        )
        damage = tuple(
            DamageMarker(str(d["id"]), str(d["name"]), str(d["disables"])) for d in doc["damage"]
        )
        loyalty = {
            int(k): (int(v["cylon"]), int(v["not_cylon"]))
            for k, v in doc["loyalty"]["by_players"].items()
        }
        data = ExpressData(
            strong_faces=tuple(int(x) for x in dice["strong"]),
            weak_faces=tuple(int(x) for x in dice["weak"]),
            strong_per_player=int(dice["per_player"]["strong"]),
            weak_per_player=int(dice["per_player"]["weak"]),
            crisis_dice=crisis,
            dradis_raiders=int(doc["dradis"]["raider"]),
            dradis_colonials=int(doc["dradis"]["colonial"]),
            setup_raiders=int(doc["dradis"]["setup_raiders"]),
            characters=tuple(sorted(characters, key=lambda c: c.rank)),
            command_from=int(doc["abilities"]["command_from"]),
            command_to=int(doc["abilities"]["command_to"]),
            reckless_min_dice=int(doc["abilities"]["reckless_min_dice"]),
            cylon_cards=cards,
            not_cylon_cards=int(doc["loyalty"]["not_cylon_cards"]),
            loyalty_by_players=loyalty,
            damage=damage,
            reveal_step4_players=tuple(int(p) for p in doc["reveal_step4"]["players"]),
            reveal_step4_effect=str(doc["reveal_step4"]["effect"]),
            jump_track=int(doc["tracks"]["jump_track"]),
            final_jump_distance=int(doc["tracks"]["final_jump_distance"]),
            second_deal_distance=int(doc["tracks"]["second_deal_distance"]),
            raiders_to_win=int(doc["tracks"]["raiders_to_win"]),
            digest=digest,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"Express data file is malformed: missing or bad {exc}") from exc
    validate(data)
    return data


def validate(data: ExpressData) -> None:
    """Check the tables as a whole (DataError naming the first problem)."""
    crisis_types = (*CRISIS_TYPES, *data.crisis_rules)
    abilities = (*ABILITIES, *data.ability_rules)
    _need(len(data.strong_faces) == 6 and len(data.weak_faces) == 6, "skill dice need 6 faces")
    for die in data.crisis_dice:
        _need(len(die.faces) == 6, f"crisis die {die.id} needs 6 faces")
        for face in die.faces:
            _need(face.type in crisis_types, f"crisis die {die.id}: unknown type {face.type!r}")
            _need(face.difficulty >= 1, f"crisis die {die.id}: difficulty must be >= 1")
            _need(face.consequence >= 1, f"crisis die {die.id}: consequence must be >= 1")
            _need(face.jump >= 0, f"crisis die {die.id}: jump icons must be >= 0")
    for players, (cylon, not_cylon) in data.loyalty_by_players.items():
        _need(len(data.dice_for(players)) == 2, f"{players} players need exactly 2 crisis dice")
        _need(cylon <= len(data.cylon_cards), f"{players} players: too many Cylon cards")
        _need(not_cylon <= data.not_cylon_cards, f"{players} players: too many not-Cylon cards")
        _need(cylon + not_cylon == 2 * players, f"{players} players: pool must be 2 per player")
        _need(players <= len(data.characters), f"{players} players: not enough characters")
    _need(
        data.dradis_raiders >= data.raiders_to_win,
        f"the DRADIS pool needs at least {data.raiders_to_win} Raiders (E-COMP-9)",
    )
    _need(data.setup_raiders < data.raiders_to_win, "too many Raiders placed at setup")
    _need(len({c.id for c in data.characters}) == len(data.characters), "duplicate character id")
    _need(len({c.rank for c in data.characters}) == len(data.characters), "duplicate rank")
    for char in data.characters:
        _need(char.ability in abilities, f"character {char.id}: unknown ability {char.ability!r}")
    for card in data.cylon_cards:
        _need(card.effect in CYLON_EFFECTS, f"Cylon card {card.id}: unknown effect {card.effect!r}")
    for marker in data.damage:
        _need(
            marker.disables in ("", *ACTIONS),
            f"damage {marker.id}: unknown action {marker.disables!r}",
        )
    _need(data.reveal_step4_effect == "none", "reveal step 4 supports only effect = 'none'")
