"""What ``bsg cards --plugin pegasus`` lists beyond the base catalogue: every Pegasus entry that
no feature has put into play yet, as not implemented.

A feature adds a card to a base deck (``content.add_card``) once its effect works, and base then
lists it with the rest of its catalogue (implemented or not, by its ops). Every other entry of
``data/pegasus.toml`` stays out of the game and is listed here as missing, so a card is never
skipped silently. A feature that carries out an entry in its own rules (a deck it keeps in its
plugin state, a location overlay) declares it with `implemented(registry, id, where)`.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board import ship
from bsg_pegasus.data import PegasusData, load
from bsgcore.base import BaseCatalogue, EffectRegistry
from bsgcore.ruleset import RulesRegistry

CARDS_KEY = "pegasus.cards"
#: Entries a feature declares missing beyond the data's own (a location's action it cannot
#: carry out yet), listed with the rest (`missing`).
MISSING_KEY = "pegasus.missing"
EFFECTS_KEY = "pegasus.effects"
#: The tables of card-like entries (the others are set-up data: counts, lines, recipes).
CARD_TABLES = (
    "crisis",
    "new_caprica_crisis",
    "super_crisis",
    "quorum",
    "destination",
    "loyalty",
    "agenda",
    "skill",
    "character",
    "location",
    "board",
    "objective",
    "title",
    "damage",
)


@attrs.frozen
class Entry:
    """One Pegasus entry as ``bsg cards`` shows it."""

    id: str
    name: str
    deck: str
    copies: int
    needs_effect: bool = True


@attrs.frozen
class PegasusCatalogue:
    """The Pegasus entries of this game that the base catalogue does not hold."""

    data: PegasusData
    base: BaseCatalogue
    extra: list[Entry] = attrs.field(factory=list, eq=False)

    def cards(self) -> tuple[Entry, ...]:
        """The entries not in play through the base catalogue, in catalogue order, and the
        actions of the board's locations that are not carried out yet."""
        known = self.base.index
        rows = [
            Entry(str(row["id"]), str(row.get("name", row["id"])), table, int(row.get("copies", 1)))
            for table in CARD_TABLES
            for row in self.data.table(table)
            if row["id"] not in known
        ]
        for location in ship.LOCATIONS:
            if location in known and not known[location].effects:
                name = f"{known[location].name}: its action"
                rows.append(Entry(f"{location}#action", name, "location", 1))
        return (*rows, *self.extra)


def register(registry: RulesRegistry) -> None:
    """Share the listing and the plugin's own effect registry (from the plugin's
    ``bsg_register_rules``, after base built its catalogue)."""
    base = registry.data["base.cards"]
    assert isinstance(base, BaseCatalogue)
    extra: list[Entry] = []
    registry.set_data(CARDS_KEY, PegasusCatalogue(load(), base, extra))
    registry.set_data(MISSING_KEY, extra)
    registry.set_data(EFFECTS_KEY, EffectRegistry())


def implemented(registry: RulesRegistry, entry_id: str, where: str) -> None:
    """Declare a Pegasus entry carried out by a feature's own rules (`where`: the module or
    function), for an entry that is not a card of a base deck."""
    effects: Any = registry.data[EFFECTS_KEY]
    effects.register(entry_id, where)


def missing(registry: RulesRegistry, entry_id: str, name: str, deck: str) -> None:
    """Declare an entry a feature cannot carry out yet (not a card of the data: a location's
    action, ``<location>#action``), so ``bsg cards --missing`` lists it."""
    rows: Any = registry.data[MISSING_KEY]
    rows.append(Entry(entry_id, name, deck, 1))
