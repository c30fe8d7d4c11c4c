"""A Cylon Leader at set-up: revealed from the start, dealt an Agenda instead of loyalty cards
(P-CL-1, P-AG-1, -2), a deck of his own size (P-LD-2 to -7), and a starting hand of 2 cards
from his skill set (P-CL-9)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

import attrs

from bsg_pegasus.data import load
from bsg_pegasus.leaders.model import (
    HOSTILE,
    SYMPATHETIC,
    AgendaDealt,
    AgendaDecksShuffled,
    LeaderRevealed,
    is_leader,
    leader_seats,
)
from bsg_pegasus.leaders.sympathetic import swap_in
from bsgcore.base import BaseGame, LoyaltySetup, data, g
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.state import State

PLACED = "base.characters_placed"
LEADER_HAND = 2
#: P-LD-2 to -5: (You Are a Cylon, You Are Not a Cylon, the Leader's Agenda deck) by seats.
LEADER_DECKS = {
    4: (1, 5, SYMPATHETIC),
    5: (1, 7, HOSTILE),
    6: (2, 8, SYMPATHETIC),
    7: (2, 10, HOSTILE),
}


def leader_recipes() -> dict[int, tuple[int, int, str]]:
    """The Cylon Leader loyalty decks of the plugin's data (``loyalty_recipe`` tables), which
    agree with P-LD-2 to -5 as shipped; a user may correct them there."""
    out = dict(LEADER_DECKS)
    for row in load().table("loyalty_recipe"):
        if row.get("with_cylon_leader"):
            out[int(row["players"])] = (
                int(row["you_are_a_cylon"]),
                int(row["you_are_not_a_cylon"]),
                str(row["leader_agenda_deck"]),
            )
    return out


def loyalty_setup(game: BaseGame, setup: LoyaltySetup) -> LoyaltySetup:
    """With a Cylon Leader: his seat count's deck, never the Sympathizer (P-LD-7)."""
    if not leader_seats(game):
        return setup
    cylon, not_cylon, _deck = leader_recipes()[len(game.players)]
    return attrs.evolve(setup, cylon=cylon, not_cylon=not_cylon, sympathizer=False)


def loyalty_cards(game: BaseGame, seat: int, when: str, count: int) -> int:
    """A Cylon Leader is dealt no loyalty card, ever (P-AG-2)."""
    return 0 if is_leader(game, seat) else count


def agenda_decks() -> dict[str, list[str]]:
    """The Agenda cards by deck (Hostile, Sympathetic)."""
    decks: dict[str, list[str]] = {HOSTILE: [], SYMPATHETIC: []}
    for row in load().table("agenda"):
        decks[str(row["deck"])] += [str(row["id"])] * int(row.get("copies", 1))
    return decks


def deal_wrapper(step: Any, state: State, frame: Frame, rng: RandomCursor) -> list[Event]:
    """Base's deal, then the Agenda decks shuffled and the Leader revealed with his Agenda."""
    events = swap_in(state, list(step(state, frame, rng)))
    game = g(state)
    seats = leader_seats(game)
    decks = agenda_decks()
    hostile = tuple(rng.shuffled(decks[HOSTILE]))
    sympathetic = tuple(rng.shuffled(decks[SYMPATHETIC]))
    extra: list[Event] = [AgendaDecksShuffled(hostile, sympathetic)]
    for seat in seats:
        kind = leader_recipes()[len(game.players)][2]
        deck = hostile if kind == HOSTILE else sympathetic
        extra.append(AgendaDealt(seat, kind, deck[0], deck[1:]))
    at = next((i + 1 for i, e in enumerate(events) if e.tag == PLACED), 0)
    revealed: list[Event] = [LeaderRevealed(seat) for seat in seats]
    return [*events[:at], *revealed, *events[at:], *extra]


def starting_hand_decider(base_decide: Any, choose_types: type[Command]) -> Any:
    """Base's starting-hand choice, except that a Cylon Leader picks 2 cards of his set."""

    def decide(state: State, frame: Any) -> Decision:
        game = g(state)
        if not is_leader(game, frame.seat):
            decision: Decision = base_decide(state, frame)
            return decision
        kinds = sorted(data().character(game.players[frame.seat].character).skill_types)
        options: list[Command] = [
            choose_types(frame.seat, combo)  # type: ignore[call-arg]
            for combo in combinations_with_replacement(kinds, LEADER_HAND)
        ]
        prompt = "Choose the types of your 2 skill cards (Cylon Leader)"
        return Decision.make(frame.seat, "choose_starting_hand", prompt, options)

    return decide
