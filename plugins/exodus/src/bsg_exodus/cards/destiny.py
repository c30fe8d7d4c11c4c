"""Mysterious Message's pass (exodus.md 11.5): the current player may look through the Destiny
deck and discard up to 2 cards of his choice, then the deck is shuffled.

``exodus_destiny_search_discard`` (the data's ``destiny`` op, action ``search_discard``) shows
the deck to the acting player alone (`DestinySearched`, hidden from the others) and asks him for
a card to discard, `count` times, each time "no more" allowed when the op is optional
(`SearchDestiny`); each card chosen is discarded face up (`DestinyCardDiscarded`). The deck's
order is never shown (the choices are sorted) and ``exodus_destiny_shuffle`` then gives it a
new secret order (`DestinyShuffled`).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    BaseEvent,
    BaseGame,
    Op,
    Result,
    RunOps,
    card_name,
    g,
    hide,
    new_destiny,
    skill_type,
)
from bsgcore.frozen import evolve
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

NONE = ""


@attrs.frozen
class DestinySearched(BaseEvent):
    """`seat` looks through the Destiny deck (its cards, sorted); only he sees them."""

    tag = "exodus.destiny_searched"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DestinySearched(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} looks through the Destiny deck ({len(self.cards)} cards)."


@attrs.frozen
class DestinyCardDiscarded(BaseEvent):
    """A card taken out of the Destiny deck goes face up to its discard pile (public)."""

    tag = "exodus.destiny_card_discarded"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        rest = list(game.destiny)
        rest.remove(self.card)
        kind = skill_type(self.card)
        discards = {**game.skill_discards, kind: (*game.skill_discards[kind], self.card)}
        return evolve(new_destiny(game, rest), skill_discards=discards)

    def describe(self) -> str:
        return f"seat {self.seat} discards {card_name(self.card)} from the Destiny deck."


@attrs.frozen
class DestinyShuffled(BaseEvent):
    """The Destiny deck is shuffled: its new order is secret."""

    tag = "exodus.destiny_shuffled"
    destiny: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return new_destiny(game, self.destiny)

    def redacted_for(self, seat: int | None) -> Event:
        return DestinyShuffled(hide(self.destiny))

    def describe(self) -> str:
        return f"The Destiny deck is shuffled ({len(self.destiny)} cards)."


@attrs.frozen
class SearchDestiny(Frame):
    """`seat` may discard `left` more cards from the Destiny deck (`optional`: he may stop)."""

    tag = "exodus.f.search_destiny"
    seat: int
    left: int
    optional: bool = True


@attrs.frozen
class DiscardFromDestiny(Command):
    """Discard this Destiny card ("": no more)."""

    tag = "exodus.discard_from_destiny"
    card: str


def op_search_discard(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Show the deck to the acting player and ask for the cards to discard."""
    count = min(int(op.get("count", 2)), len(game.destiny))
    if not game.destiny:
        return []
    seen = DestinySearched(frame.seat, tuple(sorted(game.destiny)))
    if count <= 0:
        return [seen]
    return [seen, push(SearchDestiny(frame.seat, count, bool(op.get("optional", True))))]


def op_shuffle(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """A new secret order for the Destiny deck."""
    return [DestinyShuffled(tuple(rng.shuffled(game.destiny)))] if game.destiny else []


def decide_search(state: State, frame: SearchDestiny) -> Decision:
    """A card of the deck to discard (each distinct card once, sorted), or no more."""
    game = g(state)
    options: list[Command] = [DiscardFromDestiny(frame.seat, NONE)] if frame.optional else []
    options += [DiscardFromDestiny(frame.seat, c) for c in sorted(set(game.destiny))]
    prompt = f"Discard a card from the Destiny deck ({frame.left} more at most)"
    return Decision.make(frame.seat, "exodus_search_destiny", prompt, options)


def handle_discard(state: State, cmd: DiscardFromDestiny, rng: RandomCursor) -> list[Event]:
    """Discard the card; ask again while cards may still be discarded."""
    frame = state.top
    assert isinstance(frame, SearchDestiny)
    if cmd.card == NONE:
        return [pop()]
    events: list[Event] = [DestinyCardDiscarded(cmd.seat, cmd.card)]
    left = frame.left - 1
    if left <= 0 or len(g(state).destiny) <= 1:
        return [*events, pop()]
    return [*events, replace(SearchDestiny(frame.seat, left, frame.optional))]


def label_discard(state: State, frame: Any, cmd: DiscardFromDestiny) -> str:
    """The card discarded, or none."""
    return f"Discard {card_name(cmd.card)}" if cmd.card else "Discard no more cards"


prompt_search = about("Mysterious Message")

OPS = {
    "exodus_destiny_search_discard": op_search_discard,
    "exodus_destiny_shuffle": op_shuffle,
}
PARAMS: dict[str, frozenset[str] | None] = {
    "exodus_destiny_search_discard": frozenset({"action", "count", "optional"}),
    "exodus_destiny_shuffle": frozenset({"action"}),
}
EVENTS = (DestinySearched, DestinyCardDiscarded, DestinyShuffled)
