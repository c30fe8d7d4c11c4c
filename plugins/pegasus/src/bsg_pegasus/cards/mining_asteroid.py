"""Mining Asteroid (distance 2, Appendix A.10): lose 1 fuel and repair 2 vipers (base's ops),
then the Crisis card "Scar" is found in the Crisis deck or its discard pile, resolved at once, and
the Crisis deck is shuffled (P-SCAR-2).

The search is public (the card is shown); Scar is resolved as a Cylon attack card is in the Crisis
step (base's ``cylon_attack_events``: activation, ships, special rule, so it stays in play with
its raider marked). A crisis card being resolved meanwhile waits (set aside, still counted) and
is the crisis again once Scar is done. Scar nowhere to be found (in play, set aside): nothing is
resolved, the deck is still shuffled (docs/rulings.md). Used by destinations.py.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.data import load
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    CrisisDeckSwitched,
    Op,
    Result,
    RunOps,
    crisis_deck_for,
    current_state,
    cylon_attack_events,
    data,
    hide,
    register_tables,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop, push
from bsgcore.state import State

MINING_ASTEROID = "pegasus.destination.mining_asteroid"
SCAR = "pegasus.crisis.scar"
FETCH = "pegasus_fetch_and_resolve_scar"
#: Where a crisis card being resolved waits while Scar is (``BaseGame.crisis_aside``).
WAITING = "pegasus.mining_asteroid.waiting"


def card_id(code: str) -> str:
    """A crisis deck code's card id."""
    return code.split("#", 1)[0]


@attrs.frozen
class ScarFetched(BaseEvent):
    """Scar is taken from the Crisis deck or its discard pile and shown; it is the crisis being
    resolved now, a crisis card being resolved meanwhile waits set aside (`WAITING`, so every
    card stays counted). Public: the table sees the search."""

    tag = "pegasus.scar_fetched"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        deck = list(game.crisis_deck)
        discard = list(game.crisis_discard)
        (deck if self.card in deck else discard).remove(self.card)
        aside = dict(game.crisis_aside)
        if game.crisis:
            aside[WAITING] = ((game.crisis,), ())
        return evolve(
            game,
            crisis_deck=tuple(deck),
            crisis_discard=tuple(discard),
            crisis=self.card,
            crisis_origin=game.crisis_in_use,
            crisis_aside=aside,
        )

    def describe(self) -> str:
        return f"Mining Asteroid: {data().get(card_id(self.card)).name} is resolved now."


@attrs.frozen
class ScarResolved(BaseEvent):
    """Scar's text is done: it stays in play (Personal Vendetta) or goes to the discard pile; the
    crisis that waited meanwhile (from deck `origin`) is the crisis again."""

    tag = "pegasus.scar_resolved"
    card: str
    origin: str

    def apply(self, game: BaseGame) -> BaseGame:
        discard = game.crisis_discard
        if self.card not in game.in_play:
            discard = (*discard, self.card)
        aside = dict(game.crisis_aside)
        waiting = aside.pop(WAITING, ((), ()))[0]
        return evolve(
            game,
            crisis=waiting[0] if waiting else "",
            crisis_origin=self.origin,
            crisis_discard=discard,
            crisis_aside=aside,
        )

    def describe(self) -> str:
        return f"{data().get(card_id(self.card)).name} is resolved."


@attrs.frozen
class CrisisDeckShuffled(BaseEvent):
    """The Crisis deck in use is shuffled (`deck`, top first; the order is secret)."""

    tag = "pegasus.crisis_deck_shuffled"
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, crisis_deck=self.deck)

    def redacted_for(self, seat: int | None) -> Event:
        return CrisisDeckShuffled(hide(self.deck))

    def describe(self) -> str:
        return "The Crisis deck is shuffled."


@attrs.frozen
class AfterScar(Frame):
    """Under Scar's Cylon attack: put the waiting crisis back, then shuffle the Crisis deck."""

    tag = "pegasus.f.after_scar"
    seat: int
    card: str = ""  # the Scar code resolved ("" when it was not found)
    origin: str = ""  # the deck the waiting crisis came from


def step_after(state: State, frame: AfterScar, rng: RandomCursor) -> list[Event]:
    """The crisis that waited is back; the deck in use is shuffled."""
    events: list[Event] = []
    game: BaseGame = state.game
    if frame.card:
        resolved = ScarResolved(frame.card, frame.origin)
        events.append(resolved)
        game = resolved.apply(game)
    return [*events, CrisisDeckShuffled(rng.shuffled(game.crisis_deck)), pop()]


def op_fetch(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Find Scar in the Crisis deck or its discard pile and resolve it now; then the shuffle."""
    events: list[Event] = []
    deck = crisis_deck_for(game, "effect")
    if deck != game.crisis_in_use:
        switched = CrisisDeckSwitched(deck)
        events.append(switched)
        game = switched.apply(game)
    found = [c for c in (*game.crisis_deck, *game.crisis_discard) if card_id(c) == SCAR]
    state = current_state()
    if not found or state is None:
        return [*events, push(AfterScar(frame.seat))]
    fetched = ScarFetched(found[0])
    after = AfterScar(frame.seat, found[0], game.crisis_origin)
    return [
        *events,
        fetched,
        push(after),
        *cylon_attack_events(state, found[0], rng),  # by the current player
    ]


def entry() -> dict[str, Any]:
    """Mining Asteroid with its third op as this part's (the shuffle is part of it)."""
    raw = dict(load().raw(MINING_ASTEROID))
    raw["effects"] = [
        {"op": "resource", "resource": "fuel", "delta": -1},
        {"op": "repair_vipers", "count": 2},
        {"op": FETCH},
    ]
    return raw


def register(registry: RulesRegistry) -> None:
    """The events and the frame."""
    register_tables(
        registry,
        events=(ScarFetched, ScarResolved, CrisisDeckShuffled),
        steps={AfterScar: step_after},
    )
