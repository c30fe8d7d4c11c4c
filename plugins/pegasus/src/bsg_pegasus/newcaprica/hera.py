"""Keeping Hera Hidden (pegasus.md Appendix A.8): its option a is the data's ``destiny`` op with
``action = "add_treachery"`` (An Offer of Peace's, `bsg_pegasus.cards.destiny`, registered before
the New Caprica part picks the crisis cards it can play, so the card is in its deck). What this
part adds: a Destiny deck holding more Treachery cards than a built one is no broken deck: the
recipe the game checks the deck against (B-INV-18) counts the Treachery cards the deck holds while
it is in use (`bsg_base_destiny_recipe`); a rebuild takes base's 2 again.

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsgcore import hookimpl
from bsgcore.base import BaseGame, skill_type

TREACHERY = "treachery"
#: A Destiny deck is rebuilt when it holds fewer cards than a check takes (B-CHECK-5).
DEAL = 2


@hookimpl(trylast=True)
def bsg_base_destiny_recipe(game: BaseGame, recipe: dict[str, int]) -> dict[str, int]:
    """A Destiny deck in use may hold more Treachery cards than a built one (see the module
    docstring); a deck to rebuild (fewer than 2 cards) takes the recipe as it is."""
    if len(game.destiny) < DEAL or TREACHERY not in recipe:
        return recipe
    held = sum(1 for code in game.destiny if skill_type(code) == TREACHERY)
    return {**recipe, TREACHERY: max(recipe[TREACHERY], held)}
