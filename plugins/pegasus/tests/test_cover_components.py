"""Pegasus components (pegasus.md §2) as the game has them: the catalogue's counts and the
cards, boards and tokens a new Pegasus game holds."""

from __future__ import annotations

from collections import Counter

import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.data import load
from bsg_pegasus.newcaprica import names as n
from pegasus_helpers import PLUGINS

from bsgcore.base import BaseGame, card_rows, data
from bsgcore.context import using_rules
from bsgcore.ruleset import build_rules
from bsgcore.testing.scenarios.space import board

#: The large cards of the box by catalogue table (P-COMP-4).
LARGE = {
    "crisis": 20,
    "new_caprica_crisis": 30,
    "loyalty": 3,
    "agenda": 12,
    "quorum": 9,
    "super_crisis": 5,
    "title": 2,
    "reference_card": 1,
}
#: The cardboard tokens (P-COMP-3), by component entry.
TOKENS = {
    "character_tokens": 7,
    "piloting_token": 1,
    "occupation_forces": 4,
    "pegasus_damage_tokens": 4,
    "scar_token": 1,
    "cylon_overlay": 1,
}


def _count(component: str) -> int:
    return int(load().entry(f"pegasus.component.{component}")["count"])


def _copies(table: str) -> int:
    return sum(int(row.get("copies", 1)) for row in load().table(table))


def _skill_cards(game: BaseGame) -> list[str]:
    """Every skill card code of the game: decks, discards, hands and the Destiny deck."""
    codes = [c for deck in dict(game.skill_decks).values() for c in deck]
    codes += [c for pile in dict(game.skill_discards).values() for c in pile]
    codes += [c for p in game.players for c in p.hand] + list(game.destiny)
    return codes


@pytest.mark.rules("P-COMP-1", "P-COMP-4")
def test_the_box_holds_the_boards_and_82_large_cards() -> None:
    """Pegasus and New Caprica boards, and 82 large cards: 20 Crisis, 30 New Caprica Crisis, 3
    Loyalty, 12 Agenda, 9 Quorum, 5 Super Crisis, 2 titles, 1 reference card."""
    assert _count("pegasus_board") == 1 and _count("new_caprica_board") == 1
    boards = {row["id"] for row in load().table("board")}
    assert {ship.BOARD, n.BOARD} <= boards
    assert {table: _copies(table) for table in LARGE} == LARGE
    assert sum(LARGE.values()) == _count("large_cards") == 82


@pytest.mark.rules("P-COMP-3", "P-COMP-7")
def test_eighteen_cardboard_tokens_and_the_plastic_pieces() -> None:
    """7 character tokens, 1 piloting, 4 occupation forces, 4 Pegasus damage, 1 Scar, the
    overlay: 18; 2 basestars and 7 stands; the game uses 4 Pegasus tokens and 4 forces."""
    assert {name: _count(name) for name in TOKENS} == TOKENS
    assert sum(TOKENS.values()) == _count("cardboard_total") == 18
    assert _count("plastic_basestars") == 2 and _count("character_stands") == 7
    assert len(ship.TOKENS) == TOKENS["pegasus_damage_tokens"]
    assert n.FORCES == TOKENS["occupation_forces"]


@pytest.mark.rules("P-COMP-6")
def test_twelve_politics_cards_the_committee_replaced() -> None:
    """The Politics cards of a Pegasus game hold 5 new cards and the 7 new Investigative
    Committees, and none of base's Committees (P-SETUP-5)."""
    table = board(seats=4, plugins=PLUGINS)
    names = Counter(code.split("@", 1)[0].rsplit("_", 1)[0] for code in _skill_cards(table.game))
    pegasus = {k: v for k, v in names.items() if k.startswith("pegasus.skill.")}
    politics = {
        k: v for k, v in pegasus.items() if "committee" in k or "policy" in k or "support" in k
    }
    assert sum(politics.values()) == 12
    assert politics["pegasus.skill.investigative_committee"] == 7
    assert not [k for k in names if k.startswith("base.skill.investigative_committee")]


@pytest.mark.rules("P-COMP-9", "P-COMP-15", "P-SETUP-4")
def test_the_pegasus_board_its_treachery_deck_and_the_overlay() -> None:
    """Pegasus's 4 locations and the Treachery deck are in play; the overlay's Cylon locations
    are the only ones (the base ids carry the overlay's texts: the Resurrection Ship is
    hazardous and draws a Super Crisis card)."""
    pegasus = board(seats=4, plugins=PLUGINS)
    plain = board(seats=4)
    with using_rules(pegasus.rules):
        cards = data()
        assert cards.components.boards[ship.BOARD] == ship.LOCATIONS
        assert "treachery" in dict(pegasus.game.skill_decks)
        cylon = cards.components.boards["base.board.cylon_locations"]
        overlay = {loc: cards.location(loc).text for loc in cylon}
    with using_rules(plain.rules):
        base_texts = {loc: data().location(loc).text for loc in cylon}
    assert len(cylon) == 4
    assert all(overlay[loc] != base_texts[loc] for loc in cylon)
    rows = {row["id"]: row for row in load().table("location")}
    for loc in cylon:
        entry = rows["pegasus.location." + loc.rsplit(".", 1)[1]]
        assert entry["board"] == "pegasus.board.cylon_overlay"


@pytest.mark.rules("P-COMP-23")
def test_the_infiltration_reference_card_has_no_game_function() -> None:
    """One card, no effects of its own, and nothing missing about it in ``bsg cards``."""
    rows = load().table("reference_card")
    assert len(rows) == 1 and "effects" not in rows[0]
    rules = build_rules("base", tuple(PLUGINS))
    listed = {row.id: row.implemented for row in card_rows(rules)}
    assert listed.get(rows[0]["id"], True)


@pytest.mark.rules("P-COMP-26")
def test_the_plastic_basestars_replace_the_tokens() -> None:
    """Still 2 basestars in a Pegasus game, as in base (the models add none)."""
    table = board(seats=4, plugins=PLUGINS)
    with using_rules(table.rules):
        assert data().components.count("basestar") == _count("plastic_basestars") == 2
