"""Consult the Oracle (Quorum, Appendix A.9): the President looks at the bottom card of any one
deck (not Loyalty or Agenda), then looks through the Destiny deck, discards 2 of its cards and
shuffles it.

The data's ops play as written: its ``custom`` op is this part's ``pegasus_peek_bottom_of_any_deck``
and its ``destiny`` actions are ``pegasus_destiny_search_discard`` and ``pegasus_destiny_shuffle``
(destiny.py's dispatcher). What the President sees goes through base's one-seat knowledge of a
deck's bottom (`bsgcore.base.see_bottom`): the bottom card he looked at stays in his view alone
while it stays there (until a shuffle), and while he looks through the Destiny deck the whole
deck is in his view. The deck picked is public (the table sees which deck he looks into), the
cards are not; a card discarded from the Destiny deck goes face up to its discard pile.
The decks on offer are base's `hidden_decks` that hold a card: every skill deck (Treachery too),
the Destiny deck, each Crisis deck (the one in use and one set aside: the New Caprica Crisis
deck and base's), the Super Crisis, Quorum and Destination decks (docs/rulings.md).
A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

import attrs

from bsg_pegasus.skills.events import card_name
from bsgcore import hookimpl
from bsgcore.base import (
    BaseContent,
    BaseEvent,
    BaseGame,
    Op,
    Result,
    RunOps,
    deck_cards,
    g,
    hidden_decks,
    hide,
    new_destiny,
    see_bottom,
    seen_of,
    skill_type,
    take_from_destiny,
)
from bsgcore.frozen import evolve
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

ORACLE = "pegasus.quorum.consult_the_oracle"
DESTINY = "destiny"
PEEK_KIND, DISCARD_KIND = "oracle_deck", "oracle_discard"
PEEK_PROMPT = "Consult the Oracle: look at the bottom card of one deck"
DISCARD_PROMPT = "Consult the Oracle: discard a card from the Destiny deck"


def deck_label(deck: str) -> str:
    """A deck's name for people: ``skill:politics`` -> "Politics deck"."""
    kind, _, name = deck.partition(":")
    if kind == "skill":
        return f"{name.replace('_', ' ').title()} deck"
    if kind == "crisis":
        return (
            "Crisis deck" if name == "crisis" else f"{name.replace('_', ' ').title()} Crisis deck"
        )
    return f"{deck.replace('_', ' ').title()} deck"


def looked_into(game: BaseGame) -> list[str]:
    """The decks the President may look into: base's hidden decks that hold a card."""
    return [deck for deck in hidden_decks(game) if deck_cards(game, deck)]


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class DeckBottomSeen(BaseEvent):
    """`seat` looks at the bottom card of `deck`; the others see which deck, not the card."""

    tag = "pegasus.deck_bottom_seen"
    seat: int
    deck: str
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return see_bottom(game, self.seat, self.deck, 1)

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return DeckBottomSeen(self.seat, self.deck, hide((self.card,))[0])

    def describe(self) -> str:
        return f"seat {self.seat} looks at the bottom card of the {deck_label(self.deck)}."


@attrs.frozen
class DestinySearched(BaseEvent):
    """`seat` looks through the Destiny deck (`cards`, top first); the others see that he does."""

    tag = "pegasus.destiny_searched"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return see_bottom(game, self.seat, DESTINY, len(game.destiny))

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DestinySearched(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} looks through the Destiny deck ({len(self.cards)} cards)."


@attrs.frozen
class DestinyCardDiscarded(BaseEvent):
    """`seat` discards `card` from the Destiny deck, face up to its skill discard pile; he still
    sees the rest of the deck he is looking through."""

    tag = "pegasus.destiny_card_discarded"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        whole = len(seen_of(game, self.seat).get(DESTINY, ())) == len(game.destiny)
        game = take_from_destiny(game, game.destiny.index(self.card))
        kind = skill_type(self.card)
        pile = (*game.skill_discards.get(kind, ()), self.card)
        game = evolve(game, skill_discards={**game.skill_discards, kind: pile})
        return see_bottom(game, self.seat, DESTINY, len(game.destiny)) if whole else game

    def describe(self) -> str:
        return f"seat {self.seat} discards {card_name(self.card)} from the Destiny deck."


@attrs.frozen
class DestinyShuffled(BaseEvent):
    """The Destiny deck is shuffled (`deck`, top first; the order is secret: nobody knows it)."""

    tag = "pegasus.destiny_shuffled"
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return new_destiny(game, self.deck)

    def redacted_for(self, seat: int | None) -> Event:
        return DestinyShuffled(hide(self.deck))

    def describe(self) -> str:
        return "The Destiny deck is shuffled."


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class ChooseDeck(Frame):
    """`seat` picks the deck whose bottom card he looks at."""

    tag = "pegasus.f.oracle_deck"
    seat: int


@attrs.frozen
class LookAtBottom(Command):
    """Look at the bottom card of `deck` (a name of base's `hidden_decks`)."""

    tag = "pegasus.look_at_bottom"
    deck: str


@attrs.frozen
class DiscardFromDestiny(Frame):
    """`seat` discards `count` more cards from the Destiny deck he looks through."""

    tag = "pegasus.f.oracle_discard"
    seat: int
    count: int


@attrs.frozen
class DiscardDestinyCard(Command):
    """Discard `card` from the Destiny deck."""

    tag = "pegasus.discard_destiny_card"
    card: str


def decide_deck(state: State, frame: ChooseDeck) -> Decision:
    options: list[Command] = [LookAtBottom(frame.seat, d) for d in looked_into(g(state))]
    return Decision.make(frame.seat, PEEK_KIND, PEEK_PROMPT, options)


def handle_look(state: State, cmd: LookAtBottom, rng: RandomCursor) -> list[Event]:
    """The bottom card, seen by the seat alone (a deck not on offer is refused by the kernel:
    only offered commands are legal)."""
    return [DeckBottomSeen(cmd.seat, cmd.deck, deck_cards(g(state), cmd.deck)[-1]), pop()]


def decide_discard(state: State, frame: DiscardFromDestiny) -> Decision:
    options: list[Command] = [
        DiscardDestinyCard(frame.seat, card) for card in sorted(set(g(state).destiny))
    ]
    return Decision.make(frame.seat, DISCARD_KIND, DISCARD_PROMPT, options)


def handle_discard(state: State, cmd: DiscardDestinyCard, rng: RandomCursor) -> list[Event]:
    """The card to its discard pile; the next discard, or the end of the look."""
    frame = state.stack[-1]
    assert isinstance(frame, DiscardFromDestiny)
    left = len(g(state).destiny) - 1
    more = frame.count - 1
    done = pop() if more <= 0 or left <= 0 else replace(DiscardFromDestiny(frame.seat, more))
    return [DestinyCardDiscarded(cmd.seat, cmd.card), done]


# -- ops ----------------------------------------------------------------------------------------


def op_peek(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look at the bottom card of a deck of the acting player's choice (none: nothing)."""
    return [push(ChooseDeck(frame.seat))] if looked_into(game) else []


def op_search_discard(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look through the Destiny deck, then discard `count` of its cards (as many as it holds)."""
    if not game.destiny:
        return []
    count = min(int(op.get("count", 2)), len(game.destiny))
    searched = DestinySearched(frame.seat, game.destiny)
    return [searched, push(DiscardFromDestiny(frame.seat, count))] if count else [searched]


def op_shuffle(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Shuffle the Destiny deck: a new secret order."""
    return [DestinyShuffled(tuple(rng.shuffled(game.destiny)))]


OPS = {
    "pegasus_peek_bottom_of_any_deck": op_peek,
    "pegasus_destiny_search_discard": op_search_discard,
    "pegasus_destiny_shuffle": op_shuffle,
}


def label_look(state: State, frame: object, cmd: LookAtBottom) -> str:
    return f"Look at the bottom card of the {deck_label(cmd.deck)}"


def label_discard(state: State, frame: object, cmd: DiscardDestinyCard) -> str:
    """The card's name and strength (private: only the seat looking through the deck knows)."""
    strength = cmd.card.rsplit("@", 1)[-1]
    return f"Discard {card_name(cmd.card)} ({strength}) from the Destiny deck"


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The ops (the data's card then joins the Quorum deck through cards/__init__.py)."""
    content.add_ops(OPS, params={"pegasus_peek_bottom_of_any_deck": frozenset()})


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The events, frames, commands, labels and prompts."""
    if ruleset != "base":
        return
    for event in (DeckBottomSeen, DestinySearched, DestinyCardDiscarded, DestinyShuffled):
        registry.event(event, event.applier)
    registry.frame(ChooseDeck, decide=decide_deck)
    registry.frame(DiscardFromDestiny, decide=decide_discard)
    registry.command(LookAtBottom, handle_look)
    registry.command(DiscardDestinyCard, handle_discard)
    registry.label(LookAtBottom, label_look)
    registry.label(DiscardDestinyCard, label_discard, private=True)
    registry.prompt(
        ChooseDeck, lambda s, f, d: Prompt(PEEK_PROMPT, "Consult the Oracle"), kinds=(PEEK_KIND,)
    )
    registry.prompt(
        DiscardFromDestiny,
        lambda s, f, d: Prompt(DISCARD_PROMPT, "Consult the Oracle"),
        kinds=(DISCARD_KIND,),
    )
