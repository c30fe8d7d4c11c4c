"""Base's ``content.implemented_entry``: a plugin declares a catalogue entry that is no card of
any deck (a component, a kind of token it keeps in its own state) as carried out, so ``bsg
cards`` lists it implemented; a card id or an ill-formed id is refused when the rules are built.
A toy plugin shares a listing of two token kinds and declares one of them."""

from __future__ import annotations

from typing import Any

import pytest

from bsgcore import ConfigurationError
from bsgcore.base import (
    BaseContent,
    ExpansionListing,
    PluginData,
    card_rows,
    missing_cards,
)
from bsgcore.base.catalogue.plugin_data import freeze
from bsgcore.ruleset import RulesRegistry, build_rules
from bsgcore.testing import installed_plugins, plugin_module

TOKENS = {
    "token": [
        {"id": "toy.token.luck", "name": "Luck", "copies": 5},
        {"id": "toy.token.gloom", "name": "Gloom", "copies": 3},
    ]
}
DATA = PluginData(freeze(TOKENS), "toy")


def toy(*declared: str) -> Any:
    """A plugin listing the two token kinds (`bsg cards`), declaring `declared` implemented."""

    def register(registry: RulesRegistry, ruleset: str) -> None:
        if ruleset == "base":
            base = registry.data["base.cards"]
            registry.set_data("toy.cards", ExpansionListing(DATA, base.index, ("token",)))

    def content(content: BaseContent) -> None:
        for entry in declared:
            content.implemented_entry(entry, "toy.tokens (its plugin state)")

    return plugin_module(
        "toy",
        requires=("base",),
        extends=("base",),
        bsg_register_rules=register,
        bsg_base_content=content,
    )


def test_a_declared_entry_is_listed_implemented_the_other_missing() -> None:
    """The declared token kind is implemented; the undeclared one stays missing."""
    with installed_plugins(toy("toy.token.luck")):
        rules = build_rules("base", ("toy",))
        rows = {r.id: r.implemented for r in card_rows(rules) if r.id.startswith("toy.")}
        assert rows == {"toy.token.luck": True, "toy.token.gloom": False}
        assert [r.id for r in missing_cards(rules)] == ["toy.token.gloom"]
        effect = rules.data["base.effects"].get("toy.token.luck")
        assert effect is not None and "toy.tokens" in effect.where


def test_without_a_declaration_both_are_missing() -> None:
    """Nothing declared: both kinds are listed missing (never skipped silently)."""
    with installed_plugins(toy()):
        rules = build_rules("base", ("toy",))
        assert sorted(r.id for r in missing_cards(rules)) == ["toy.token.gloom", "toy.token.luck"]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("base.crisis.water_shortage", "a card, declared as a non-card entry"),
        ("luck", "not an entry id"),
        ("toy..luck", "not an entry id"),
    ],
)
def test_a_card_or_an_ill_formed_id_is_refused(entry: str, message: str) -> None:
    """A card goes through ``implemented_by``; an id must be ``<module>.<kind>.<slug>``."""
    with installed_plugins(toy(entry)), pytest.raises(ConfigurationError) as caught:
        build_rules("base", ("toy",))
    assert message in str(caught.value) and "plugin 'toy'" in str(caught.value)
    assert caught.value.code == "bad_content"


def test_declaring_an_entry_twice_is_refused() -> None:
    """One declaration per entry, as for a card."""
    with installed_plugins(toy("toy.token.luck", "toy.token.luck")):
        with pytest.raises(ConfigurationError, match="already has an effect"):
            build_rules("base", ("toy",))
