"""What ``bsg cards --plugin exodus`` lists beyond the base catalogue: every Exodus entry that no
part has put into play yet, as not implemented.

A part adds a card to a base deck (``content.add_card``) once its effect works, or declares an
entry it carries out in its own rules with ``content.implemented_by``; every other entry of
``data/exodus.toml`` is listed as missing, so a card is never skipped silently.
"""

from __future__ import annotations

from typing import Any

from bsg_exodus.data import load
from bsgcore.base import BaseCatalogue, EffectRegistry, ExpansionListing, ListedEntry
from bsgcore.ruleset import RulesRegistry

CARDS_KEY = "exodus.cards"
EFFECTS_KEY = "exodus.effects"
#: Entries a part declares missing beyond the data's own, listed with the rest.
MISSING_KEY = "exodus.missing"
#: The tables of card-like entries (the others are set-up data: components, lines, recipes).
CARD_TABLES = (
    "crisis",
    "super_crisis",
    "quorum",
    "destination",
    "loyalty",
    "skill",
    "character",
    "location",
    "board",
    "objective",
    "ally",
    "trauma",
    "crossroads",
    "title",
    "damage",
)


def register(registry: RulesRegistry) -> None:
    """Share the listing and the plugin's own effect registry (from the plugin's
    ``bsg_register_rules``, after base built its catalogue)."""
    base = registry.data["base.cards"]
    assert isinstance(base, BaseCatalogue)
    extra: list[ListedEntry] = []
    registry.set_data(CARDS_KEY, ExpansionListing(load(), base.index, CARD_TABLES, extra))
    registry.set_data(MISSING_KEY, extra)
    registry.set_data(EFFECTS_KEY, EffectRegistry())


def implemented(registry: RulesRegistry, entry_id: str, where: str) -> None:
    """Declare an Exodus entry carried out by a part's own rules (`where`: module or function),
    for an entry that is not a card of a base deck."""
    effects: Any = registry.data[EFFECTS_KEY]
    effects.register(entry_id, where)
