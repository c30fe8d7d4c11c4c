"""The cards of a game's enabled plugins, with whether each is implemented (``bsg cards``).

A plugin shares its catalogue with ``registry.set_data("<plugin>.cards", catalogue)`` (anything
with a ``cards()`` method returning records with id, name, deck, copies and needs_effect) and its
implemented effects with ``registry.set_data("<plugin>.effects", EffectRegistry)``.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.ruleset import Rules


@attrs.frozen
class CardRow:
    """One line of ``bsg cards``."""

    id: str
    name: str
    deck: str
    copies: int
    implemented: bool


def _registries(rules: Rules) -> list[EffectRegistry]:
    return [
        value
        for key, value in sorted(rules.data.items())
        if key.endswith(".effects") and isinstance(value, EffectRegistry)
    ]


def _catalogues(rules: Rules) -> list[Any]:
    return [
        value
        for key, value in sorted(rules.data.items())
        if key.endswith(".cards") and callable(getattr(value, "cards", None))
    ]


def card_rows(rules: Rules) -> list[CardRow]:
    """Every card of the enabled plugins, in catalogue order."""
    registries = _registries(rules)
    rows: list[CardRow] = []
    for catalogue in _catalogues(rules):
        for card in catalogue.cards():
            done = not card.needs_effect or any(card.id in r for r in registries)
            rows.append(CardRow(card.id, card.name, card.deck, card.copies, done))
    return rows


def missing_cards(rules: Rules) -> list[CardRow]:
    """The cards whose effect is not implemented yet."""
    return [row for row in card_rows(rules) if not row.implemented]
