"""The Exodus loyalty deck with Gaius Baltar and Sharon "Boomer" Valerii in play (X-LOY-1, -5,
-6, -9): one more Not-a-Cylon card for each, Baltar's second card, the Cylon cards the recipe
does not take left in the box, the Sympathizer set aside until after the deal."""

from __future__ import annotations

import pytest
from exodus_helpers import PLUGINS

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.table import base, set_up

SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"
WITH_BOTH = ["gaius_baltar", "sharon_boomer_valerii", "laura_roslin", "william_adama", "tom_zarek"]
WITHOUT = ["laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace", "tom_zarek"]


def cards_in_play(characters: list[str], seats: int = 5) -> tuple[int, int, int, bool]:
    """Loyalty cards held or in the deck, Cylon cards among them, Baltar's cards, and whether
    the Sympathizer was dealt."""
    game = set_up(seats, 1, characters=characters[:seats], plugins=PLUGINS, type_balance=False)
    g = base(game)
    held = [c for p in g.players for c in p.loyalty]
    every = held + list(g.loyalty_deck)
    with using_rules(game.rules):
        cylons = sum(1 for c in every if data().get(c).extra.get("team") == "cylon")
    baltar = next(
        (len(p.loyalty) for p in g.players if p.character == "base.character.gaius_baltar"), 0
    )
    return len(every), cylons, baltar, SYMPATHIZER in held


@pytest.mark.rules("X-LOY-5", "X-LOY-6", "X-LOY-9")
def test_baltar_and_boomer_each_add_a_not_a_cylon_card_and_baltar_is_dealt_two() -> None:
    """5 seats: 11 cards, 13 with Baltar and Boomer; 2 Cylon cards either way (the rest of the
    Cylon cards stay in the box); Baltar's player holds 2 cards."""
    plain, plain_cylons, _, _ = cards_in_play(WITHOUT)
    both, both_cylons, baltar, _ = cards_in_play(WITH_BOTH)
    assert (plain, both) == (11, 13)
    assert plain_cylons == both_cylons == 2
    assert baltar == 2


@pytest.mark.rules("X-LOY-1", "X-LOY-7")
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_sympathizer_is_never_dealt_in_the_first_deal(seed: int) -> None:
    """4 seats: the Sympathizer is set aside before the deal and only then shuffled in, so no
    player starts with it."""
    game = set_up(4, seed, characters=WITHOUT[:4], plugins=PLUGINS, type_balance=False)
    g = base(game)
    assert not any(SYMPATHIZER in p.loyalty for p in g.players)
    assert SYMPATHIZER in g.loyalty_deck
