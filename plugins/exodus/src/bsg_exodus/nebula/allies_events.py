"""The events of an ally encounter and of an ally's replacement (X-ALLY-10..16, -20..22, -37),
on the Ionian Nebula part's state (state.py).

Secrecy: a token revealed at an encounter is public (X-ALLY-10); a token a seat puts on a new
ally from his own is seen by him alone (X-ALLY-14), one from the pool by nobody (X-ALLY-15):
`AllySeeded` hides it from every other seat, and `ally_seeders` remembers who knows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import HIDDEN, without
from bsgcore.messages import Event
from bsgcore.state import State

#: `AllySeeded.seat` when the token came from the pool, unseen (X-ALLY-15, -34).
POOL = -1


def _short(card: str) -> str:
    return card.rpartition(".")[2]


def _set_token(value: ns.NebulaState, ally: str, token: str) -> ns.NebulaState:
    allies = tuple((a, token if a == ally else t) for a, t in value.allies)
    seeders = tuple((a, s) for a, s in value.ally_seeders if a != ally)
    return attrs.evolve(value, allies=allies, ally_seeders=seeders)


@attrs.frozen
class AlliesLeftOut(Event):
    """The ally cards whose results this game does not carry out leave the ally deck before the
    first allies come out, so none is ever met half played (``bsg cards --missing`` lists them)."""

    tag = "exodus.allies_left_out"
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"{len(self.cards)} ally card(s) not implemented are left out of the ally deck."


def apply_left_out(state: State, event: AlliesLeftOut) -> State:
    value = ns.nebula(state)
    deck = without(value.ally_deck, event.cards)
    boxed = (*value.allies_boxed, *event.cards)
    return state.with_plugin(ns.PART, attrs.evolve(value, ally_deck=deck, allies_boxed=boxed))


@attrs.frozen
class AllyRevealed(Event):
    """`seat` meets `ally`: its token is revealed (X-ALLY-10, public) and goes back into the
    pool (X-ALLY-11); "" when the card held none."""

    tag = "exodus.ally_revealed"
    seat: int
    ally: str
    token: str

    def describe(self) -> str:
        shown = self.token.partition("-")[0] if self.token else "no token"
        return f"Seat {self.seat} meets {_short(self.ally)}: {shown}."


def apply_revealed(state: State, event: AllyRevealed) -> State:
    value = _set_token(ns.nebula(state), event.ally, "")
    if event.token:
        value = attrs.evolve(value, pool=tuple(sorted((*value.pool, event.token))))
    return state.with_plugin(ns.PART, value)


@attrs.frozen
class AllyReplaced(Event):
    """`ally` leaves the board for the box (X-ALLY-12, "" for none); `drawn` is the new ally
    ("" when the deck ran out, X-ALLY-16, -22), its token on its printed location (X-ALLY-13);
    `skipped` are the cards drawn and boxed on the way (X-ALLY-20, -21); `returned`, the token
    still on the boxed card, goes back into the pool unrevealed (X-ALLY-31)."""

    tag = "exodus.ally_replaced"
    ally: str
    drawn: str
    skipped: tuple[str, ...] = ()
    returned: str = ""

    def redacted_for(self, seat: int | None) -> AllyReplaced:
        return attrs.evolve(self, returned=HIDDEN) if self.returned else self

    def describe(self) -> str:
        new = f"{_short(self.drawn)} comes" if self.drawn else "no new ally comes"
        return f"{_short(self.ally) or 'An ally'} is boxed; {new}."


def apply_replaced(state: State, event: AllyReplaced) -> State:
    value = ns.nebula(state)
    allies = tuple((a, t) for a, t in value.allies if a != event.ally)
    if event.drawn:
        allies = (*allies, (event.drawn, ""))
    gone = (event.ally,) if event.ally else ()
    pool = tuple(sorted((*value.pool, event.returned))) if event.returned else value.pool
    new = attrs.evolve(
        value,
        pool=pool,
        allies=allies,
        ally_deck=without(
            value.ally_deck, (*event.skipped, *((event.drawn,) if event.drawn else ()))
        ),
        allies_boxed=(*value.allies_boxed, *gone, *event.skipped),
        ally_seeders=tuple((a, s) for a, s in value.ally_seeders if a != event.ally),
    )
    return state.with_plugin(ns.PART, new)


@attrs.frozen
class AllySeeded(Event):
    """A face-down token goes on the new ally: one of `seat`'s own, his choice (X-ALLY-14), or
    a pool token nobody saw (`seat` is `POOL`, X-ALLY-15, -34)."""

    tag = "exodus.ally_seeded"
    seat: int
    ally: str
    token: str

    def redacted_for(self, seat: int | None) -> AllySeeded:
        if self.seat != POOL and seat == self.seat:
            return self
        return AllySeeded(self.seat, self.ally, HIDDEN)

    def describe(self) -> str:
        who = "a pool token" if self.seat == POOL else f"a token of seat {self.seat}"
        return f"{_short(self.ally)} gets {who}, face down."


def apply_seeded(state: State, event: AllySeeded) -> State:
    value = ns.nebula(state)
    if event.seat == POOL:
        value = attrs.evolve(value, pool=without(value.pool, (event.token,)))
    else:
        held = list(value.held)
        held[event.seat] = without(held[event.seat], (event.token,))
        value = attrs.evolve(value, held=tuple(held))
    value = _set_token(value, event.ally, event.token)
    if event.seat != POOL:
        value = attrs.evolve(value, ally_seeders=(*value.ally_seeders, (event.ally, event.seat)))
    return state.with_plugin(ns.PART, value)


#: The events of the encounters and replacements, and their appliers.
EVENTS: dict[type[Event], Callable[[State, Any], State]] = {
    AlliesLeftOut: apply_left_out,
    AllyRevealed: apply_revealed,
    AllyReplaced: apply_replaced,
    AllySeeded: apply_seeded,
}
