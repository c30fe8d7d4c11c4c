"""The title cards at set-up (exodus.md §3.3; part ``bsg_exodus.setup``, titles.py): with Cylon
Fleet the alternative Admiral card goes to the highest of the Admiral line and base's Admiral
card is boxed (X-FLEET-SETUP-9, X-ADM-1); one player may hold the Admiral and CAG titles
(X-FLEET-SETUP-10)."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.setup import titles

from bsgcore.game import Game
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.table import set_up

#: Tyrol, Starbuck and Baltar: Starbuck ranks highest on both the Admiral and the CAG line.
CAST = ["galen_tyrol", "kara_starbuck_thrace", "gaius_baltar"]
STARBUCK = "base.character.kara_starbuck_thrace"


def exodus(characters: list[str], **opts: Any) -> Game:
    return set_up(len(characters), 1, characters, plugins=["exodus"], **opts)


def highest(game: Game, line: str) -> int:
    """The seat whose character ranks highest on `line` in the game's catalogue."""
    ranks = game.rules.data["base.cards"].title_lines[line]
    players = game.state.game.players
    return min(range(len(players)), key=lambda s: ranks[players[s].character])


@pytest.mark.rules("X-FLEET-SETUP-9", "X-ADM-1")
@pytest.mark.parametrize("cast", (CAST, ["laura_roslin", "saul_tigh", "lee_apollo_adama"]))
def test_with_cylon_fleet_the_alternative_admiral_card_replaces_bases(cast: list[str]) -> None:
    """Cylon Fleet: the Admiral title is played with the alternative card, held by the
    highest of the Admiral line, and base's Admiral card is in the box (the view says so)."""
    game = exodus(cast, cylon_fleet=True)
    seen = game.view(0)["plugins"][titles.PART]
    assert seen["title_cards"]["admiral"] == {
        "card": titles.ALTERNATIVE_ADMIRAL,
        "holder": highest(game, "admiral"),
    }
    assert titles.BASE_ADMIRAL in seen["boxed_title_cards"]
    assert titles.BASE_ADMIRAL not in {c["card"] for c in seen["title_cards"].values()}
    assert seen == game.view(None)["plugins"][titles.PART]  # public
    check_invariants(game.rules, game.state)


@pytest.mark.rules("X-ADM-1", "X-SETUP-6")
def test_without_cylon_fleet_bases_admiral_card_is_played_and_the_option_cards_boxed() -> None:
    """No Cylon Fleet: base's Admiral card, and the alternative and CAG cards boxed."""
    game = exodus(CAST)
    seen = game.view(1)["plugins"][titles.PART]
    assert seen["title_cards"]["admiral"]["card"] == titles.BASE_ADMIRAL
    assert "cag" not in seen["title_cards"]
    assert set(seen["boxed_title_cards"]) == {titles.ALTERNATIVE_ADMIRAL, "exodus.title.cag"}
    check_invariants(game.rules, game.state)


@pytest.mark.rules("X-FLEET-SETUP-10", "X-FLEET-SETUP-8")
def test_one_player_may_receive_both_the_admiral_and_the_cag_titles() -> None:
    """Starbuck tops both lines among Tyrol, Starbuck and Baltar: she is dealt both titles,
    with their two cards."""
    game = exodus(CAST, cylon_fleet=True)
    base = game.state.game
    starbuck = next(s for s, p in enumerate(base.players) if p.character == STARBUCK)
    assert highest(game, "admiral") == highest(game, "cag") == starbuck
    assert base.titles["admiral"] == base.titles["cag"] == starbuck
    held = game.view(starbuck)["game"]["players"][starbuck]["titles"]
    assert {"admiral", "cag"} <= set(held)
    cards = game.view(starbuck)["plugins"][titles.PART]["title_cards"]
    assert cards["cag"] == {"card": "exodus.title.cag", "holder": starbuck}
