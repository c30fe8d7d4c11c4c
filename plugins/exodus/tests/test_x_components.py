"""Exodus's components (exodus.md §1, X-COMP): the box inventory in the plugin's data matches
the pieces and cards the engine actually plays with, so a lost or doubled piece fails here."""

from __future__ import annotations

import pytest
from bsg_exodus.data import load
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import mk7
from bsg_exodus.nebula import basestar_damage as bd
from bsg_exodus.nebula import tokens as tk

from bsgcore.base import BASE_VIPER, BaseGame, vipers_of_model
from bsgcore.testing.scenarios.table import set_up

CARD_TABLES = ("crisis", "super_crisis", "quorum", "destination", "loyalty", "skill", "ally")
CARD_TABLES += ("crossroads", "character", "objective", "damage", "title", "trauma")


def count(component: str) -> int:
    return int(load().entry(f"exodus.component.{component}")["count"])


def copies(table: str) -> int:
    return sum(int(row.get("copies", 1)) for row in load().table(table))


@pytest.mark.rules("X-COMP-1", "X-COMP-2", "X-COMP-3", "X-COMP-8")
def test_one_rulebook_one_board_and_four_sheets_and_stands_for_the_four_characters() -> None:
    """The inventory's rulebook, Cylon Fleet board, 4 sheets and 4 stands; the 4 sheets are the
    plugin's 4 characters."""
    assert (count("rulebook"), count("cylon_fleet_board")) == (1, 1)
    assert (
        count("character_sheets")
        == count("character_stands")
        == len(load().table("character"))
        == 4
    )


@pytest.mark.rules("X-COMP-4", "X-COMP-23")
def test_the_86_cardboard_tokens_are_the_ones_the_engine_uses() -> None:
    """86 = 4 character + 1 pilot + 1 nuke + 38 trauma + 35 ally + 6 basestar damage + 1
    pursuit marker; trauma tokens are the pool's 38, one ally token per ally card, the damage
    tokens are the option's 6, the pursuit track has one marker (Start to Auto Attack)."""
    parts = ("character_tokens", "pilot_token", "nuke_token", "trauma_tokens", "ally_tokens")
    parts += ("basestar_damage_tokens", "pursuit_marker")
    assert sum(count(p) for p in parts) == count("cardboard_total") == 86
    assert count("trauma_tokens") == len(tk.BOX) == 38
    assert count("ally_tokens") == copies("ally") == 35
    assert count("basestar_damage_tokens") == len(bd.TOKENS) == 6
    assert count("character_tokens") == len(load().table("character"))
    assert count("pursuit_marker") == 1 and fb.AUTO_ATTACK == 4


@pytest.mark.rules("X-COMP-6")
def test_28_small_cards_20_skill_7_destination_1_objective() -> None:
    """The small cards: 4 skill cards per type (20), 7 Destinations, the Ionian Nebula objective."""
    assert copies("skill") + copies("destination") + copies("objective") == count("small_cards")
    assert (copies("skill"), copies("destination"), copies("objective")) == (20, 7, 1)


@pytest.mark.rules("X-COMP-9")
def test_every_exodus_card_is_tagged_with_the_expansion() -> None:
    """Every entry of the plugin's data carries the ``exodus.`` prefix, and in a game's
    catalogue the cards so tagged are exactly the plugin's, deck by deck."""
    ids = [row["id"] for table in CARD_TABLES for row in load().table(table)]
    assert ids and all(i.startswith("exodus.") for i in ids)
    cards = set_up(3, 1, plugins=["exodus"]).rules.data["base.cards"]
    decks = {"crisis": "crisis", "super_crisis": "super_crisis", "quorum": "quorum"}
    decks |= {"destinations": "destination", "loyalty": "loyalty", "skills": "skill"}
    for deck, table in decks.items():
        tagged = {c.id for c in getattr(cards, deck) if c.id.startswith("exodus.")}
        assert tagged == set(load().ids(table)), deck


@pytest.mark.rules("X-COMP-7", "X-COMP-13", "X-COMP-28")
def test_with_cylon_fleet_20_raiders_6_mark_ii_and_4_mark_vii() -> None:
    """A Cylon Fleet game's box: base's 16 raiders and the 4 plastic extras; 8 Mark II less 2,
    and the 4 Mark VII (moving 2, damaged 6-7, destroyed 8)."""
    game = set_up(3, 1, plugins=["exodus"], cylon_fleet=True)
    base: BaseGame = game.state.game
    box = game.rules.data["base.cards"].components.count("raider")
    assert box + fb.EXTRA_RAIDERS == 20 and fb.EXTRA_RAIDERS == count("raiders") == 4
    in_space = len([v for v in base.vipers if v.model == BASE_VIPER])
    mark_ii = in_space + sum(vipers_of_model(base, BASE_VIPER, w) for w in ("reserve", "damaged"))
    mark_vii = sum(vipers_of_model(base, mk7.MK7, w) for w in ("reserve", "damaged"))
    assert (mark_ii, mark_vii) == (6, count("viper_mk7")) == (6, 4)
    model = mk7.MARK_VII
    assert (model.moves, model.damaged_on, model.destroyed_on) == (2, (6, 7), (8,))
