"""The base game's content hook: cards, decks, types, boards, locations, characters, effects."""

from __future__ import annotations

from bsgcore.base.catalogue.content import BaseContent
from bsgcore.hookspecs import hookspec


@hookspec
def bsg_base_content(content: BaseContent) -> None:
    """Add to or remove from a base game's catalogue and effect registry.

    When: once per game's rules, from the base plugin's ``bsg_register_rules``, in plugin order,
    the base plugin first (it includes its shipped catalogue and registers its own ops,
    conditions and WHO values through ``content``; a plugin sees what the plugins before it
    added). Pure: yes, only calls ``content``'s methods (``add_card``, ``remove_card``,
    ``add_deck``, ``deck_size``, ``add_skill_type``, ``add_board``, ``add_location``,
    ``add_character``, ``add_character_type``, ``add_title_line``, ``add_op``,
    ``add_condition``, ``add_who``, ``add_objective``, ``loyalty_recipe``, ``seat_range``,
    ``component_total``). Returns: nothing; everything added is validated when the rules are
    built (an unknown op, condition, WHO value, deck or card is a ``ConfigurationError`` naming
    the plugin and the card) and becomes ``rules.data["base.cards"]`` and
    ``["base.effects"]``. firstresult: no. Since 0.2.
    """
