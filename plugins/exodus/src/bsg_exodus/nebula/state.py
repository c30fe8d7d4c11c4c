"""The Ionian Nebula part's state and events (X-NEB-SETUP, X-TRAUMA): the trauma pool, the
face-down tokens on the Brig and Sickbay, and each seat's hidden holding.

Secrecy (X-TRAUMA-3): a holding is seen by its owner only, its size by everyone; the Brig's and
Sickbay's tokens by nobody; the pool's content is never shown (only its size). Each event hides
the same things in ``redacted_for`` (tokens another seat may not see become `HIDDEN`); a revealed
disaster is public.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus import options
from bsg_exodus.data import load
from bsg_exodus.nebula.tokens import BOX, HIDDEN, without
from bsgcore.messages import Event
from bsgcore.state import State

PART = "exodus.nebula"
#: The locations that hold a face-down token (X-NEB-SETUP-3, X-TRAUMA-18).
BRIG, SICKBAY = "brig", "sickbay"
LOCATIONS = (BRIG, SICKBAY)
#: Every ally card (cards/exodus.toml ``[[ally]]``).
ALLY_DECK: tuple[str, ...] = tuple(sorted(load().ids("ally")))


@attrs.frozen
class NebulaState:
    """Whether the option is used, the pool (sorted), the Brig's and Sickbay's tokens ("" when
    none) and each seat's tokens."""

    used: bool = False
    pool: tuple[str, ...] = ()
    brig: str = ""
    sickbay: str = ""
    held: tuple[tuple[str, ...], ...] = ()
    #: The ally cards in play with the token on each (X-ALLY-1), the ally deck left (drawn at
    #: random: its order is no secret, X-NEB-SETUP-10) and the boxed ally cards.
    allies: tuple[tuple[str, str], ...] = ()
    ally_deck: tuple[str, ...] = ()
    allies_boxed: tuple[str, ...] = ()
    #: The ally cards whose token a seat placed from his own (he alone knows it, X-ALLY-14):
    #: (ally card, seat).
    ally_seeders: tuple[tuple[str, int], ...] = ()

    def at(self, location: str) -> str:
        """The token on the Brig or Sickbay."""
        return self.brig if location == BRIG else self.sickbay

    def placing(self, location: str, token: str) -> NebulaState:
        """The value with this token ("" for none) on the Brig or Sickbay."""
        if location == BRIG:
            return attrs.evolve(self, brig=token)
        return attrs.evolve(self, sickbay=token)


def initial(seats: int, opts: dict[str, Any]) -> NebulaState:
    """Before set-up: every token in the pool, nobody holding one."""
    used = options.enabled(opts, options.IONIAN_NEBULA)
    deck = ALLY_DECK if used else ()
    return NebulaState(used=used, pool=BOX if used else (), held=((),) * seats, ally_deck=deck)


def nebula(state: State) -> NebulaState:
    """The part's value in a state."""
    value: NebulaState = state.plugin(PART)
    return value


def _hide(tokens: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(tokens)


def _held(value: NebulaState, seat: int, tokens: tuple[str, ...]) -> NebulaState:
    held = list(value.held)
    held[seat] = tokens
    return attrs.evolve(value, held=tuple(held))


@attrs.frozen
class TraumaSetUp(Event):
    """X-NEB-SETUP-2..6: one token each on the Brig and Sickbay, 3 to each seat (in seat order,
    X-NEB-SETUP-7); the disasters drawn on the way were revealed and went back into the pool."""

    tag = "exodus.trauma_set_up"
    brig: str
    sickbay: str
    held: tuple[tuple[str, ...], ...]
    set_aside: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> TraumaSetUp:
        held = tuple(t if s == seat else _hide(t) for s, t in enumerate(self.held))
        return TraumaSetUp(HIDDEN, HIDDEN, held, self.set_aside)

    def describe(self) -> str:
        counts = ", ".join(str(len(t)) for t in self.held)
        return f"Trauma tokens set up: one on the Brig and Sickbay, seats hold {counts}."


def apply_set_up(state: State, event: TraumaSetUp) -> State:
    value = nebula(state)
    placed = (event.brig, event.sickbay, *(t for held in event.held for t in held))
    pool = without(value.pool, placed)
    new = attrs.evolve(value, pool=pool, brig=event.brig, sickbay=event.sickbay, held=event.held)
    return state.with_plugin(PART, new)


@attrs.frozen
class TraumaDrawn(Event):
    """`seat` drew trauma tokens: `kept` join his face-down tokens (X-TRAUMA-11), `revealed`
    disasters go back into the pool (X-TRAUMA-12, -15). `location`: the first token came from the
    Brig or Sickbay (X-TRAUMA-18) rather than from the pool."""

    tag = "exodus.trauma_drawn"
    seat: int
    kept: tuple[str, ...]
    revealed: tuple[str, ...] = ()
    location: str = ""

    def redacted_for(self, seat: int | None) -> TraumaDrawn:
        if seat == self.seat:
            return self
        return attrs.evolve(self, kept=_hide(self.kept))

    def describe(self) -> str:
        shown = f", revealing {', '.join(self.revealed)}" if self.revealed else ""
        return f"Seat {self.seat} keeps {len(self.kept)} trauma token(s){shown}."


def apply_drawn(state: State, event: TraumaDrawn) -> State:
    value = nebula(state)
    drawn = (*event.kept, *event.revealed)
    if event.location:
        first = value.at(event.location)
        assert first in drawn, "X-TRAUMA-18: the location's token is among those drawn"
        drawn = without(drawn, (first,))
        value = value.placing(event.location, "")
    pool = tuple(sorted((*without(value.pool, drawn), *event.revealed)))
    held = (*value.held[event.seat], *event.kept)
    return state.with_plugin(PART, _held(attrs.evolve(value, pool=pool), event.seat, held))


@attrs.frozen
class TraumaPlaced(Event):
    """A pool token goes face down, unseen by everyone, on the Brig or Sickbay (X-TRAUMA-16,
    -18)."""

    tag = "exodus.trauma_placed"
    location: str
    token: str

    def redacted_for(self, seat: int | None) -> TraumaPlaced:
        return TraumaPlaced(self.location, HIDDEN)

    def describe(self) -> str:
        return f"A face-down trauma token goes on {self.location.title()}."


def apply_placed(state: State, event: TraumaPlaced) -> State:
    value = nebula(state)
    pool = without(value.pool, (event.token,))
    return state.with_plugin(
        PART, attrs.evolve(value, pool=pool).placing(event.location, event.token)
    )


@attrs.frozen
class TraumaReturned(Event):
    """`seat`'s tokens go face down back into the pool (X-TRAUMA-20, X-EXEC-6)."""

    tag = "exodus.trauma_returned"
    seat: int
    tokens: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> TraumaReturned:
        return self if seat == self.seat else TraumaReturned(self.seat, _hide(self.tokens))

    def describe(self) -> str:
        return f"Seat {self.seat} returns {len(self.tokens)} trauma token(s) to the pool."


def apply_returned(state: State, event: TraumaReturned) -> State:
    value = nebula(state)
    held = without(value.held[event.seat], event.tokens)
    pool = tuple(sorted((*value.pool, *event.tokens)))
    return state.with_plugin(PART, _held(attrs.evolve(value, pool=pool), event.seat, held))


@attrs.frozen
class AlliesSetUp(Event):
    """X-NEB-SETUP-11..13: the 3 allies laid out, each with a pool token nobody saw; the cards
    drawn showing a character in play or executed were boxed (X-NEB-SETUP-12, X-ALLY-20)."""

    tag = "exodus.allies_set_up"
    allies: tuple[tuple[str, str], ...]
    boxed: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> AlliesSetUp:
        return AlliesSetUp(tuple((a, HIDDEN) for a, _ in self.allies), self.boxed)

    def describe(self) -> str:
        return "Allies: " + ", ".join(a.rpartition(".")[2] for a, _ in self.allies) + "."


def apply_allies(state: State, event: AlliesSetUp) -> State:
    value = nebula(state)
    cards = (*(a for a, _ in event.allies), *event.boxed)
    pool = without(value.pool, (t for _, t in event.allies))
    new = attrs.evolve(
        value,
        pool=pool,
        allies=event.allies,
        ally_deck=without(value.ally_deck, cards),
        allies_boxed=(*value.allies_boxed, *event.boxed),
    )
    return state.with_plugin(PART, new)


#: The part's events and their appliers.
EVENTS: dict[type[Event], Callable[[State, Any], State]] = {
    TraumaSetUp: apply_set_up,
    TraumaDrawn: apply_drawn,
    TraumaPlaced: apply_placed,
    TraumaReturned: apply_returned,
    AlliesSetUp: apply_allies,
}
