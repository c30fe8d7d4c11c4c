"""The card effect registry and ``bsg cards``: every base card is listed, and the cards not yet
implemented are named here one by one, so none is silently skipped (issue 3, deliverable 12).

When you implement a card, register its effect (bsgcore.base.effects) and delete its id below.
"""

from __future__ import annotations

import pytest

from bsgcore.base.catalogue.loader import load
from bsgcore.base.effects.cardlist import card_rows, missing_cards
from bsgcore.base.effects.implemented import base_effects
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.cli import main
from bsgcore.ruleset import build_rules

NOT_IMPLEMENTED_YET: set[str] = set()  # every base card has its effect


def test_missing_cards_are_exactly_the_listed_ones() -> None:
    """The cards without an effect are exactly those named in NOT_IMPLEMENTED_YET."""
    missing = {row.id for row in missing_cards(build_rules("base"))}
    assert missing - NOT_IMPLEMENTED_YET == set(), "cards missing but not listed here"
    assert NOT_IMPLEMENTED_YET - missing == set(), "cards implemented: delete them from the list"


def test_every_base_card_is_listed_once() -> None:
    """Crisis, super crisis, quorum, destination, loyalty and skill cards, tokens, titles,
    locations and character abilities: every catalogue id, each once."""
    rows = card_rows(build_rules("base"))
    ids = [row.id for row in rows]
    assert len(ids) == len(set(ids))
    cat = load()
    assert set(ids) == {card.id for card in cat.cards()}
    decks = {row.deck for row in rows}
    assert decks == {
        "crisis", "super_crisis", "quorum", "destination", "loyalty", "skill",
        "galactica_damage", "basestar_damage", "title", "location", "character",
    }  # fmt: skip
    copies = {deck: sum(r.copies for r in rows if r.deck == deck) for deck in decks}
    assert copies["crisis"] == 70 and copies["super_crisis"] == 5 and copies["quorum"] == 17
    assert copies["destination"] == 22 and copies["loyalty"] == 16 and copies["skill"] == 105


def test_a_card_with_no_text_needs_no_effect() -> None:
    """B-CARD-LOY-NOT: "You Are Not a Cylon" has no effect, so it counts as implemented."""
    card = load().get("base.loyalty.you_are_not_a_cylon")
    assert not card.needs_effect
    assert EffectRegistry().implements(card)


def test_registry_refuses_a_second_effect() -> None:
    """One effect per card id."""
    registry = base_effects()
    with pytest.raises(ValueError):
        registry.register("base.ability.baltar_coward", "elsewhere")


def test_cli_cards_lists_every_card(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg cards`` prints id, name, deck and copies of every card and exits 0."""
    assert main(["cards", "--ruleset", "base"]) == 0
    out = capsys.readouterr().out
    assert "base.crisis.water_sabotaged" in out and "base.skill.executive_order" in out
    assert "Cards (164 of 164)" in out


def test_cli_cards_missing_lists_only_missing_cards(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg cards --missing`` lists only the unimplemented cards and exits 1 while any is left,
    0 once none is."""
    assert main(["cards", "--missing"]) == (1 if NOT_IMPLEMENTED_YET else 0)
    out = capsys.readouterr().out
    assert all(card in out for card in NOT_IMPLEMENTED_YET)
    assert "base.crisis.fulfiller_of_prophecy" not in out
    assert "base.crisis.water_sabotaged" not in out
    assert "base.ability.baltar_coward" not in out
    assert "base.loyalty.you_are_not_a_cylon" not in out
    assert f"({len(NOT_IMPLEMENTED_YET)} of 164)" in out


def test_cli_cards_of_a_ruleset_without_cards(capsys: pytest.CaptureFixture[str]) -> None:
    """A ruleset whose plugins share no catalogue lists nothing and misses nothing."""
    assert main(["cards", "--ruleset", "express", "--missing"]) == 0
