"""The heuristic bot's Exodus intent (issue 11 item 9): the game's heuristic bot wrapped so it
answers the trauma, Crossroads, Trial, CAG, escort and Personal Goal decisions with intent
(intent.py). A part of the Exodus plugin (``PLUGIN.parts``), registered last so it wraps the
bot every other plugin has set up (Pegasus's included)."""

from __future__ import annotations

from bsg_exodus.bot import intent
from bsgcore import hookimpl
from bsgcore.ruleset import RulesRegistry


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Wrap the game's heuristic bot (``data["bots"]``)."""
    if ruleset == "base":
        registry.set_data("bots", intent.wrap_bots(dict(registry.data.get("bots", {}))))
