"""The Pegasus plugin's declaration: its name, version (with its data's digest) and its parts.

Each feature is a part (``PLUGIN.parts``): a package of this plugin whose hook implementations
are registered right after this module as the pluggy plugin ``pegasus.<package>``, with its own
plugin-owned state. A feature is added by listing its package in ``PARTS``, without editing
another feature's files. This module declares the options every feature reads (options.py).
"""

from __future__ import annotations

from bsg_pegasus import __version__, catalogue, options
from bsg_pegasus.data import load
from bsgcore import hookimpl
from bsgcore.base import PLUGIN as BASE
from bsgcore.plugins import PluginInfo
from bsgcore.ruleset import RulesRegistry

#: The feature packages, in registration order (each helper appends its own line).
PARTS: tuple[str, ...] = (
    "bsg_pegasus.setup",
    "bsg_pegasus.board",
    "bsg_pegasus.overlay",
    "bsg_pegasus.cards",
    "bsg_pegasus.cards.destiny",
    "bsg_pegasus.scar",
    "bsg_pegasus.skills",
    "bsg_pegasus.leaders",
    "bsg_pegasus.execution",
    "bsg_pegasus.newcaprica",
    "bsg_pegasus.newcaprica.hera",
    "bsg_pegasus.newcaprica.frozen",
    "bsg_pegasus.newcaprica.planned",
    "bsg_pegasus.newcaprica.icon_order",
    "bsg_pegasus.cards.quorum",
    "bsg_pegasus.cards.oracle",
    "bsg_pegasus.cards.destinations",
    "bsg_pegasus.characters",
    "bsg_pegasus.skills.major_victory",
    "bsg_pegasus.skills.interference",
)

PLUGIN = PluginInfo(
    name="pegasus",
    version=f"{__version__}+data.{load().digest}",
    requires=(BASE.name,),
    extends=(BASE.name,),
    description=(
        "The Pegasus expansion: the Pegasus board, Cylon overlay, Treachery, Cylon Leaders, "
        "execution, New Caprica, Scar and the basestars, 3 to 7 players (docs/pegasus.md)."
    ),
    parts=PARTS,
)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The Pegasus options (P-VAR, P-SYM), declared once for every feature, and the listing
    of the entries not in play yet (catalogue.py)."""
    if ruleset == BASE.name:
        options.declare(registry)
        catalogue.register(registry)
