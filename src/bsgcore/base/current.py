"""The base tables of the game being computed: its catalogue and its effect registry.

Both are built per game's `Rules` (``rules.data["base.cards"]`` and ``["base.effects"]``) and read
through the kernel's `current_rules()`. While the base plugin builds them, `building` makes a
stand-in holding the tables under construction the current rules, so registration code reads the
tables it is filling. Outside any game the shipped base rules answer. There is no process-wide
table: the kernel's scoped pointer only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from bsgcore.base.catalogue.loader import BaseCatalogue, load
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.context import current_rules, using_rules
from bsgcore.ruleset import build_rules

if TYPE_CHECKING:
    from bsgcore.ruleset import Rules


def catalogue() -> BaseCatalogue:
    """The catalogue of the game being computed (plugins may extend it), else the shipped one."""
    rules = current_rules()
    if rules is not None:
        table = rules.data.get("base.cards")
        if isinstance(table, BaseCatalogue):
            return table
    return load()


def effects() -> EffectRegistry:
    """The effect registry of the game being computed, else of the shipped base rules."""
    rules = current_rules()
    if rules is not None:
        table = rules.data.get("base.effects")
        if isinstance(table, EffectRegistry):
            return table
    shipped = build_rules("base").data["base.effects"]
    assert isinstance(shipped, EffectRegistry)
    return shipped


class _Building:
    """A stand-in for the rules being built: only their data, the tables under construction."""

    def __init__(self, catalogue: BaseCatalogue, effects: EffectRegistry) -> None:
        self.data: dict[str, Any] = {"base.cards": catalogue, "base.effects": effects}


def building(catalogue: BaseCatalogue, effects: EffectRegistry) -> using_rules:
    """A ``with`` block in which `catalogue` and `effects` are the current base tables."""
    return using_rules(cast("Rules", _Building(catalogue, effects)))
