"""The data's ``destiny`` op (H-SKILL-6): one op that hands each ``action`` to the op
``pegasus_destiny_<action>`` when one is registered (the naming skills/content.py uses), so each
feature adds its own actions. Here: An Offer of Peace's Treachery shuffled into the Destiny deck
and Psychological Warfare's Destiny deck of Treachery only (Appendix A.6, P-DST-1); Keeping Hera
Hidden's option a is An Offer of Peace's action (Appendix A.8). A part of the Pegasus plugin
(``PLUGIN.parts``), registered first so every part's cards find the op.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Event, hookimpl
from bsgcore.base import (
    BaseContent,
    BaseEvent,
    BaseGame,
    EffectRegistry,
    Op,
    Result,
    RunOps,
    hide,
    new_destiny,
    register_tables,
    skill_type,
)
from bsgcore.frozen import evolve
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry

TREACHERY = "treachery"
PREFIX = "pegasus_destiny_"


@attrs.frozen
class DestinyRemade(BaseEvent):
    """The Destiny deck is now `destiny` (secret order); `taken` Treachery cards came off the top
    of the Treachery deck (its discard shuffled under it first when `reshuffled`), and the cards
    of `thrown` (once the Destiny deck's) went to their skill discard piles."""

    tag = "pegasus.destiny_remade"
    taken: int
    destiny: tuple[str, ...]
    reshuffled: tuple[str, ...] = ()
    thrown: tuple[str, ...] = ()

    def apply(self, game: BaseGame) -> BaseGame:
        decks = dict(game.skill_decks)
        discards = dict(game.skill_discards)
        if self.reshuffled:
            decks[TREACHERY] = self.reshuffled
            discards[TREACHERY] = ()
        decks[TREACHERY] = decks.get(TREACHERY, ())[self.taken :]
        for code in self.thrown:
            kind = skill_type(code)
            discards[kind] = (*discards.get(kind, ()), code)
        game = evolve(game, skill_decks=decks, skill_discards=discards)
        return new_destiny(game, self.destiny)  # shuffled: nobody knows its top

    def redacted_for(self, seat: int | None) -> Event:
        return DestinyRemade(self.taken, hide(self.destiny), hide(self.reshuffled), self.thrown)

    def describe(self) -> str:
        thrown = f", {len(self.thrown)} thrown away" if self.thrown else ""
        return (
            f"{self.taken} Treachery card(s) go into the Destiny deck{thrown} "
            f"({len(self.destiny)} cards)."
        )


def take_treachery(
    game: BaseGame, count: int, rng: RandomCursor
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The top `count` Treachery cards (fewer when deck and discard hold fewer), and the deck
    reshuffled from its discard pile when it was short (empty when not)."""
    deck = game.skill_decks.get(TREACHERY, ())
    reshuffled: tuple[str, ...] = ()
    if len(deck) < count and game.skill_discards.get(TREACHERY):
        reshuffled = deck + tuple(rng.shuffled(game.skill_discards[TREACHERY]))
        deck = reshuffled
    return deck[:count], reshuffled


def op_add_treachery(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """An Offer of Peace: shuffle `count` Treachery cards into the Destiny deck."""
    cards, reshuffled = take_treachery(game, int(op.get("count", 2)), rng)
    destiny = tuple(rng.shuffled(game.destiny + cards))
    return [DestinyRemade(len(cards), destiny, reshuffled)]


def op_treachery_only(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Psychological Warfare: throw the whole Destiny deck away and build it again of `count`
    Treachery cards only (the next empty deck is built as usual, B-DEST-1)."""
    cards, reshuffled = take_treachery(game, int(op.get("count", 6)), rng)
    destiny = tuple(rng.shuffled(cards))
    return [DestinyRemade(len(cards), destiny, reshuffled, game.destiny)]


#: The actions carried out here, as their ``pegasus_destiny_<action>`` ops.
ACTIONS = {
    f"{PREFIX}add_treachery": op_add_treachery,
    f"{PREFIX}rebuild_treachery_only": op_treachery_only,
}


def dispatcher(effects: EffectRegistry) -> Any:
    """The ``destiny`` op of one game's registry: its action's op, found in that registry."""

    def op_destiny(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
        handler = effects.handler(f"{PREFIX}{op.get('action')}")
        assert handler is not None, f"destiny action {op.get('action')!r} is not carried out"
        return handler(game, frame, op, rng)

    return op_destiny


def add_ops(content: BaseContent) -> None:
    """``destiny`` (for the actions some feature registered) and the actions done here."""
    effects = content.effects
    content.add_ops(ACTIONS)
    content.add_op(
        "destiny",
        dispatcher(effects),
        check=lambda op: f"{PREFIX}{op.get('action')}" in effects.ops,
    )


@hookimpl(tryfirst=True)
def bsg_base_content(content: BaseContent) -> None:
    """Before any part picks the cards it can play (the crisis cards here, the New Caprica
    Crisis cards: Keeping Hera Hidden), so a card naming ``destiny`` finds it."""
    add_ops(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The event."""
    if ruleset == "base":
        register_tables(registry, events=(DestinyRemade,))
