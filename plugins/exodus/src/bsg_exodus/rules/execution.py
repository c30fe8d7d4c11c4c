"""Execution with Exodus (X-EXEC, exodus.md §4.4) on base's procedure (``bsgcore.base``'s
execution, shared with Pegasus): base carries out the steps both expansions have (discard,
prove loyalty, morale, the new character, titles after the choice, the Cylon's reveal); this
module adds what Exodus changes:

* X-EXEC-8 (R-204): a new character whose start location is damaged or gone starts in
  Sickbay (base's fallback is the Hangar Deck, R-203).
* X-EXEC-6: an executed human's revealed loyalty cards are discarded, and X-EXEC-9: a
  "You Are Not a Cylon" card goes into the loyalty deck, which is shuffled, and his player is
  dealt a new loyalty card, secretly; Boomer chosen after the Sleeper Agent phase adds one more
  card and is dealt one more (X-EXEC-20, -21).
* X-EXEC-13: once the execution is done (the new character placed, or the Cylon at the
  Resurrection Ship), the executed current player's turn ends, human or Cylon: base's
  `end_turn_events` drops the rest of the turn (executions still waiting are kept), so the end
  of his turn comes next (`EndExecutedTurn`).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    BaseGame,
    Execute,
    LoyaltyCardsDiscarded,
    LoyaltyCardsDrawn,
    LoyaltyDeckChanged,
    data,
    end_turn_events,
    g,
    not_a_cylon_cards,
)
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop
from bsgcore.state import State

SICKBAY = "base.location.sickbay"
HANGAR_DECK = "base.location.hangar_deck"
HUMAN = "human"
BOOMER = "base.character.sharon_boomer_valerii"
#: The start of a character who begins in a viper (Apollo, the catalogue's keyword).
APOLLO_START = "viper_in_echo_or_foxtrot"


def new_character_start(game: BaseGame, character: str, location: str) -> str:
    """Sickbay instead of base's Hangar Deck when the start location is damaged or not in the
    game (X-EXEC-8); Apollo without a viper still starts on the Hangar Deck (X-EXEC-23)."""
    cards = data()
    start = cards.character(character).start_location
    if location != HANGAR_DECK or start == APOLLO_START:
        return location
    if start not in cards.index or start in game.damaged_locations:
        return SICKBAY
    return location


@attrs.frozen
class NewLoyaltyCard(Frame):
    """X-EXEC-6, -9: an executed human's player discards his revealed loyalty cards, a "You Are
    Not a Cylon" card is shuffled into the loyalty deck, and he is dealt one."""

    tag = "exodus.f.new_loyalty_card"
    seat: int


@attrs.frozen
class EndExecutedTurn(Frame):
    """X-EXEC-13: if `seat` is the current player, his turn ends now."""

    tag = "exodus.f.end_executed_turn"
    seat: int


def steps(game: BaseGame, seat: int, proof: str, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The Exodus steps once an execution is done: an executed human's new loyalty card, then
    (last, so under every other step) the end of an executed current player's turn."""
    ending = (EndExecutedTurn(seat),) if seat == game.current else ()
    if proof != HUMAN:
        return (*ending, *frames)
    return (*ending, *frames, NewLoyaltyCard(seat))


def step_end_executed_turn(state: State, frame: EndExecutedTurn, rng: RandomCursor) -> list[Any]:
    """The executed current player's turn ends; executions still waiting are kept (X-EXEC-13)."""
    if frame.seat != g(state).current:
        return [pop()]
    reason = "X-EXEC-13: the current player was executed"
    return list(end_turn_events(state, frame.seat, reason, keep=(Execute,))) or [pop()]


def not_a_cylon() -> str:
    """The id of a plain "You Are Not a Cylon" card (base's; every copy is the same card)."""
    return next(
        c.id
        for c in data().loyalty
        if c.extra.get("team") == "human" and not c.extra.get("subtitle") and not c.effects
    )


def step_new_loyalty_card(state: State, frame: NewLoyaltyCard, rng: RandomCursor) -> list[Any]:
    """Discard the revealed cards (X-EXEC-6), add, shuffle, deal (X-EXEC-9)."""
    game = g(state)
    player = game.players[frame.seat]
    events: list[Event] = []
    shown = tuple(c for c in player.shown if c in player.loyalty)
    if shown:
        events.append(LoyaltyCardsDiscarded(frame.seat, shown))
    count = 1 + boomer_extra(game, frame.seat)
    added = not_a_cylon_cards(game, count, rng)  # from the Not-a-Cylon deck (X-LOY-8)
    deck = tuple(rng.shuffled((*game.loyalty_deck, *added.cards)))
    events += [*added.events, LoyaltyDeckChanged(deck, len(added.cards))]
    events.append(LoyaltyCardsDrawn(frame.seat, deck[:count]))
    return [*events, pop()]


def boomer_extra(game: BaseGame, seat: int) -> int:
    """Boomer chosen after the Sleeper Agent phase (X-EXEC-20, -21, R-237): her own
    Not-a-Cylon card goes in too (base adds it only before the phase) and her player draws one
    card more; base sends her to the Brig."""
    return int(game.players[seat].character == BOOMER and game.sleeper_done)


EVENTS: tuple[type[Event], ...] = ()
STEPS = {NewLoyaltyCard: step_new_loyalty_card, EndExecutedTurn: step_end_executed_turn}
