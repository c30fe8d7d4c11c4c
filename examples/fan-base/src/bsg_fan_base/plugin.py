"""The fan-base plugin's declaration and its content: a fan plugin for the base game.

Through the base content hook ``bsg_base_content`` it adds a crisis card, a Quorum card, a skill
card with an Action, a location and a character with a once-per-game Action (cards.py), and one
effect op of its own (ops.py). The base game validates all of it when the rules are built.
"""

from __future__ import annotations

from bsg_fan_base import __version__, cards
from bsg_fan_base.ops import op_ration
from bsgcore import hookimpl
from bsgcore.base import PLUGIN as BASE
from bsgcore.base import BaseContent, BaseGame
from bsgcore.plugins import PluginInfo

PLUGIN = PluginInfo(
    name="fan_base",
    version=__version__,
    requires=(BASE.name,),
    extends=(BASE.name,),
    description="Example fan plugin for the base game: five fan cards through bsg_base_content.",
)


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """Add the plugin's op, then its cards, location and character to the base catalogue."""
    content.add_op("fan_base_ration", op_ration, params=frozenset({"delta"}))
    content.add_card("crisis", cards.CRISIS_CARD)
    content.add_card("quorum", cards.QUORUM_CARD)
    content.add_card("skill", cards.SKILL_CARD)
    content.add_location(cards.LOCATION_ENTRY)
    content.add_character(cards.CHARACTER_ENTRY)
    content.implemented_by(cards.ABILITY, "bsg_fan_base.plugin.bsg_base_hand_limit")
    content.implemented_by(cards.WEAKNESS, "bsg_fan_base.plugin.bsg_base_location_allowed")


def _is_gaeta(game: BaseGame, seat: int) -> bool:
    return game.players[seat].character == cards.CHARACTER


@hookimpl
def bsg_base_hand_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Gaeta's Logistics: his hand limit is 12."""
    return cards.HAND_LIMIT if _is_gaeta(game, seat) else limit


@hookimpl
def bsg_base_location_allowed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """Gaeta's By the Book: he never activates the Research Lab."""
    return allowed and not (location == cards.RESEARCH_LAB and _is_gaeta(game, seat))
