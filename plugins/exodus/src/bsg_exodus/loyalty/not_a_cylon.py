"""The Not-a-Cylon deck (exodus.md §4.3, X-LOY-8, X-LOY-12): the "You Are Not a Cylon" cards the
loyalty deck did not take at the set-up, kept apart from it for the later additions (an
executed human's new card, X-EXEC-9; a new Boomer or Baltar, X-EXEC-20, -24; a Personal Goal
revealed early, X-LC-11), so with Conflicted Loyalties a card added may be a Personal Goal or a
Final Five card (X-LC-SETUP-3).

* set-up: right after base's deal (``base.loyalty_dealt``), the deck is this game's "You Are Not
  a Cylon" cards (every plain one of the box, the Conflicted Loyalties cards of the form chosen)
  less those in the loyalty deck and the players' hands;
* a later addition takes its cards from it through base's ``bsg_base_not_a_cylon_cards``: each
  card a uniform draw from the deck, which is the same as the top card of a shuffled face-down
  deck (its order is never seen), written into ``exodus.not_a_cylon_taken``;
* X-LOY-12 (R-235): a card to take from an empty deck is taken from a new deck, the discarded
  "You Are Not a Cylon" cards shuffled together (base's ``base.loyalty_cards_discarded``; the
  Final Five cards an execution reveals go to the box instead, X-LC-22); with none discarded
  either, nothing is added (the loyalty deck itself is never rebuilt).

What the deck holds is secret (which Personal Goal and Final Five cards are left): the view
gives its size and the discards' (face up), the events hide the Conflicted Loyalties cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import attrs

from bsg_exodus.conflicted import cards as lc
from bsgcore.base import (
    AddedCards,
    BaseGame,
    LoyaltyCardsDiscarded,
    data,
)
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.state import State
from bsgcore.view import Secret

PART = "exodus.loyalty"
HIDDEN = "hidden"
#: Base's set-up deal of the loyalty cards (B-SETUP-8, -9).
DEALT = "base.loyalty_dealt"


@attrs.frozen
class NotACylonDeck:
    """The deck's cards (sorted: their order is drawn when taken) and the discarded "You Are
    Not a Cylon" cards it is rebuilt from; `used` once the set-up has laid it out."""

    cards: tuple[str, ...] = ()
    discards: tuple[str, ...] = ()
    used: bool = False


def initial(seats: int, opts: dict[str, Any]) -> NotACylonDeck:
    """Nothing before the set-up's deal."""
    return NotACylonDeck()


def deck(state: State) -> NotACylonDeck:
    """The part's value in a state."""
    value: NotACylonDeck = state.plugin(PART)
    return value


def _hidden(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(HIDDEN if lc.conflicted(c) else c for c in cards)


def _sorted(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards))


@attrs.frozen
class NotACylonDeckSet(Event):
    """X-LOY-8: the "You Are Not a Cylon" cards the deal left, set apart as the Not-a-Cylon
    deck."""

    tag = "exodus.not_a_cylon_deck_set"
    cards: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> NotACylonDeckSet:
        return NotACylonDeckSet(_hidden(self.cards))

    def describe(self) -> str:
        return f'{len(self.cards)} "You Are Not a Cylon" cards make the Not-a-Cylon deck.'


def apply_set(state: State, event: NotACylonDeckSet) -> State:
    return state.with_plugin(PART, NotACylonDeck(_sorted(event.cards), (), True))


@attrs.frozen
class NotACylonTaken(Event):
    """Cards taken from the Not-a-Cylon deck for the loyalty deck (secret); `rebuilt`: the
    discarded cards were shuffled into a new deck first (X-LOY-12)."""

    tag = "exodus.not_a_cylon_taken"
    cards: tuple[str, ...]
    rebuilt: bool = False

    def redacted_for(self, seat: int | None) -> NotACylonTaken:
        return NotACylonTaken(_hidden(self.cards), self.rebuilt)

    def describe(self) -> str:
        again = "; the discarded cards made a new deck first" if self.rebuilt else ""
        return f"{len(self.cards)} card(s) taken from the Not-a-Cylon deck{again}."


def apply_taken(state: State, event: NotACylonTaken) -> State:
    value = deck(state)
    pool = Counter(value.cards)
    discards = value.discards
    if event.rebuilt:
        pool += Counter(discards)
        discards = ()
    pool -= Counter(event.cards)
    return state.with_plugin(
        PART, attrs.evolve(value, cards=_sorted(pool.elements()), discards=discards)
    )


@attrs.frozen
class NotACylonDiscarded(Event):
    """Discarded "You Are Not a Cylon" cards (face up), kept to rebuild the deck (X-LOY-12)."""

    tag = "exodus.not_a_cylon_discarded"
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f'{len(self.cards)} "You Are Not a Cylon" card(s) on the discard pile.'


def apply_discarded(state: State, event: NotACylonDiscarded) -> State:
    value = deck(state)
    return state.with_plugin(
        PART, attrs.evolve(value, discards=_sorted((*value.discards, *event.cards)))
    )


EVENTS: dict[type[Event], Callable[[State, Any], State]] = {
    NotACylonDeckSet: apply_set,
    NotACylonTaken: apply_taken,
    NotACylonDiscarded: apply_discarded,
}


def not_a_cylon(card: str) -> bool:
    """Whether `card` is headed "You Are Not a Cylon" (Personal Goal and Final Five included)."""
    cards = data()
    return card in cards.index and cards.get(card).extra.get("team") == "human"


def pool(options: Any) -> Counter[str]:
    """This game's "You Are Not a Cylon" cards: every plain copy of the box and the Conflicted
    Loyalties cards of the form chosen (X-LOY-2, X-LC-SETUP-2, -3)."""
    plain = Counter(
        {c.id: c.copies for c in data().loyalty if not_a_cylon(c.id) and not lc.conflicted(c.id)}
    )
    return plain + Counter(lc.in_play(options))


def after_event(state: State, event: Event) -> list[Event] | None:
    """The deck laid out after base's deal; "You Are Not a Cylon" cards discarded kept for it
    (a Final Five card discarded by its execution reveal goes to the box, X-LC-22)."""
    if event.tag == DEALT:
        game: BaseGame = state.game
        dealt = Counter(
            c for c in (*game.loyalty_deck, *(c for p in game.players for c in p.loyalty))
        )
        rest = pool(state.options) - dealt
        return [NotACylonDeckSet(_sorted(rest.elements()))]
    if isinstance(event, LoyaltyCardsDiscarded) and deck(state).used:
        kept = tuple(c for c in event.cards if not_a_cylon(c) and not lc.is_final_five(c))
        return [NotACylonDiscarded(kept)] if kept else None
    return None


def take(state: State, count: int, rng: RandomCursor, added: AddedCards) -> AddedCards:
    """X-LOY-8, -12: `count` cards from the deck, each a uniform draw, the discards made a new
    deck when it is empty; base's cards from the box when the deck was never laid out."""
    value = deck(state)
    if not value.used:
        return added
    left = list(value.cards)
    rebuilt = False
    taken: list[str] = []
    for _ in range(count):
        if not left and not rebuilt and value.discards:
            left, rebuilt = list(value.discards), True
        if not left:
            break
        taken.append(left.pop(rng.below(len(left))))
    event = NotACylonTaken(tuple(taken), rebuilt)
    return AddedCards(tuple(taken), (*added.events, event))


def view(state: State) -> dict[str, Any] | None:
    """The deck's size and the discards (face up), once laid out."""
    value = deck(state)
    if not value.used:
        return None
    return {"not_a_cylon_deck": len(value.cards), "not_a_cylon_discards": list(value.discards)}


def secrets(state: State) -> list[Secret]:
    """The Conflicted Loyalties cards left in the deck (nobody knows which)."""
    return [Secret("exodus.loyalty.cards", c) for c in deck(state).cards if lc.conflicted(c)]
