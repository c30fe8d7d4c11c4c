"""The Exodus plugin's declaration: its name, version (with its data's digest) and its parts.

Each feature is a part (``PLUGIN.parts``): a package of this plugin whose hook implementations
are registered right after this module as the pluggy plugin ``exodus.<package>``. A feature is
added by listing its package in ``PARTS``, without editing another feature's files. This module
declares the options every part reads (options.py). Exodus works with or without Pegasus.
"""

from __future__ import annotations

from typing import Any

from bsg_exodus import __version__, catalogue, options
from bsg_exodus import options as options_module
from bsg_exodus.data import load
from bsgcore import hookimpl
from bsgcore.base import PLUGIN as BASE
from bsgcore.plugins import PluginInfo
from bsgcore.ruleset import RulesRegistry

#: The feature packages, in registration order (each helper appends its own line).
PARTS: tuple[str, ...] = (
    "bsg_exodus.setup",
    "bsg_exodus.loyalty",
    "bsg_exodus.rules",
    "bsg_exodus.skills",
    "bsg_exodus.cards",
    "bsg_exodus.characters",
    "bsg_exodus.consequence",
    "bsg_exodus.conflicted",
    "bsg_exodus.fleet",
    "bsg_exodus.nebula",
    "bsg_exodus.nebula.crossroads",
    "bsg_exodus.nebula.basestar_damage",
    "bsg_exodus.bot",
    "bsg_exodus.invariants",
)

PLUGIN = PluginInfo(
    name="exodus",
    version=f"{__version__}+data.{load().digest}",
    requires=(BASE.name,),
    extends=(BASE.name,),
    description=(
        "The Exodus expansion: Skill Check Abilities, execution, the new cards and characters, "
        "and the options Conflicted Loyalties, Cylon Fleet and Ionian Nebula (docs/exodus.md)."
    ),
    parts=PARTS,
)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The Exodus options (X-MOD-2), declared once for every part, and the listing of the
    entries not in play yet (catalogue.py)."""
    if ruleset == BASE.name:
        options.declare(registry)
        catalogue.register(registry)


@hookimpl
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Refuse a combination of options no game can be played with (options.refused)."""
    return options_module.refused(options) if ruleset == BASE.name else None
