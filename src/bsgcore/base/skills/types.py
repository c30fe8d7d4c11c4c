"""The skill types of a game, as data: the catalogue's `SkillType` records (base's five, and any a
plugin adds with ``content.add_skill_type``), each with its own deck and discard pile.

The game keeps one deck and one discard pile per type (``BaseGame.skill_decks`` and
``skill_discards``, keyed by type); set-up, Receive Skills, the destiny deck, checks and the views
walk the types from here, so a sixth type is one more entry, its cards in the catalogue, plus its
rules. A type's cards are the catalogue's skill cards of that ``type``.
"""

from __future__ import annotations

from collections.abc import Mapping

from bsgcore.base import current
from bsgcore.base.catalogue import vocab
from bsgcore.base.catalogue.loader import SkillType
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers

#: Cards of each of base's five types in a Destiny deck (B-DEST-1).
DESTINY_PER_TYPE = 2


def skill_types() -> Mapping[str, SkillType]:
    """The skill types of the game being computed, by name, in deck order."""
    return {kind.name: kind for kind in current.catalogue().skill_types}


def type_names() -> tuple[str, ...]:
    """The names of the game's skill types, in deck order."""
    return tuple(kind.name for kind in current.catalogue().skill_types)


def positive(kind: str, listed: tuple[str, ...]) -> bool:
    """Whether a card of this type counts positive in a check listing `listed` (B-CHECK-10):
    a ``"listed"`` type when the check lists it, else by the type's own polarity."""
    polarity = next((t.polarity for t in current.catalogue().skill_types if t.name == kind), "")
    if polarity in ("", "listed"):
        return kind in listed
    return polarity == "positive"


def destiny_recipe(game: BaseGame) -> dict[str, int]:
    """Cards of each type's deck in a Destiny deck, in deck order: base's 2 of each of its five
    types (B-DEST-1) as the ``bsg_base_destiny_recipe`` pipeline leaves it."""
    recipe = {kind: DESTINY_PER_TYPE for kind in type_names() if kind in vocab.SKILL_TYPES}
    for modify in modifiers().destiny_recipe:
        recipe = modify(game, recipe)
    return {kind: recipe[kind] for kind in type_names() if recipe.get(kind, 0) > 0}
