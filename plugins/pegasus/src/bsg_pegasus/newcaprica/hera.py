"""Keeping Hera Hidden's option a: 2 Treachery cards shuffled into the Destiny deck (pegasus.md
Appendix A.8), as the data's ``destiny`` op (``action = "add_treachery"``).

The op is registered before the New Caprica part adds its crisis cards (``tryfirst``), so the
card joins the New Caprica Crisis deck once this op exists. The cards come from the top of the
Treachery deck (its discards reshuffled when it runs short, B-SKILL-7); the new order of the
Destiny deck is secret. A Destiny deck holding more Treachery cards than a built one is no
broken deck: the recipe the game checks the deck against (B-INV-18) counts the Treachery cards
the deck holds while it is in use (`bsg_base_destiny_recipe`); a rebuild takes base's 2 again.

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

import attrs

from bsgcore import hookimpl
from bsgcore.base import (
    BaseContent,
    BaseEvent,
    BaseGame,
    Op,
    Result,
    RunOps,
    SkillDeckReshuffled,
    hide,
    skill_type,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry

TREACHERY = "treachery"
#: The ``destiny`` op's actions carried out here.
ACTIONS = frozenset({"add_treachery"})
#: A Destiny deck is rebuilt when it holds fewer cards than a check takes (B-CHECK-5).
DEAL = 2


@attrs.frozen
class TreacheryIntoDestiny(BaseEvent):
    """The top Treachery cards are shuffled into the Destiny deck; nobody sees them or the new
    order (Keeping Hera Hidden)."""

    tag = "pegasus.treachery_into_destiny"
    cards: tuple[str, ...]
    destiny: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        decks = dict(game.skill_decks)
        decks[TREACHERY] = decks[TREACHERY][len(self.cards) :]
        return evolve(game, skill_decks=decks, destiny=self.destiny)

    def redacted_for(self, seat: int | None) -> Event:
        return TreacheryIntoDestiny(hide(self.cards), hide(self.destiny))

    def describe(self) -> str:
        return f"{len(self.cards)} Treachery cards are shuffled into the Destiny deck."


def op_destiny(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """``destiny`` / ``add_treachery``: the top `count` Treachery cards, shuffled in."""
    count = int(op.get("count", 2))
    events: list[Event] = []
    deck = game.skill_decks.get(TREACHERY, ())
    if len(deck) < count and game.skill_discards.get(TREACHERY):
        reshuffle = SkillDeckReshuffled(
            TREACHERY, deck + rng.shuffled(game.skill_discards[TREACHERY])
        )
        events.append(reshuffle)
        deck = reshuffle.deck
    cards = deck[:count]
    if not cards:
        return events
    return [*events, TreacheryIntoDestiny(cards, rng.shuffled(game.destiny + cards))]


def supported(op: Op) -> bool:
    """The ``destiny`` actions this part carries out."""
    return str(op.get("action")) in ACTIONS


@hookimpl(tryfirst=True)
def bsg_base_content(content: BaseContent) -> None:
    """The ``destiny`` op, before the New Caprica part picks the crisis cards it can play."""
    content.add_op("destiny", op_destiny, params=frozenset({"action", "count"}), check=supported)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The event."""
    if ruleset == "base":
        registry.event(TreacheryIntoDestiny, TreacheryIntoDestiny.applier)


@hookimpl(trylast=True)
def bsg_base_destiny_recipe(game: BaseGame, recipe: dict[str, int]) -> dict[str, int]:
    """A Destiny deck in use may hold more Treachery cards than a built one (see the module
    docstring); a deck to rebuild (fewer than 2 cards) takes the recipe as it is."""
    if len(game.destiny) < DEAL or TREACHERY not in recipe:
        return recipe
    held = sum(1 for code in game.destiny if skill_type(code) == TREACHERY)
    return {**recipe, TREACHERY: max(recipe[TREACHERY], held)}
