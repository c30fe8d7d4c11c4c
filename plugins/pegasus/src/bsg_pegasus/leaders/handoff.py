"""Handing off excess Loyalty cards (P-LOY-1 to -6, P-REV-5): a Cylon who reveals (by his card or
by execution) looks at his face-down Loyalty cards and gives them all to one human player of his
choice, at a distance of 6 or less (R-201); a revealed Cylon dealt cards at the Sleeper Agent
phase does the same. A Sympathizer so received is revealed at once (P-LOY-3). Never to a Cylon
Leader or an Infiltrator (P-LOY-5)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.leaders.model import SYMPATHETIC_CARD, infiltrating, is_leader
from bsg_pegasus.leaders.sympathetic import SympatheticReveal
from bsgcore.base import BaseGame, LoyaltyGiven, g
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

MAX_DISTANCE = 6
SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"


@attrs.frozen
class HandOff(Frame):
    """A revealed Cylon gives his face-down Loyalty cards to one human player."""

    tag = "pegasus.f.hand_off"
    seat: int


@attrs.frozen
class GiveLoyalty(Command):
    """Give every face-down Loyalty card to this seat."""

    tag = "pegasus.give_loyalty"
    to: int


def face_down(game: BaseGame, seat: int) -> tuple[str, ...]:
    """A seat's Loyalty cards not shown to everyone."""
    player = game.players[seat]
    return tuple(c for c in player.loyalty if c not in player.shown)


def recipients(game: BaseGame, seat: int) -> list[int]:
    """Human players who may receive them: not revealed, not a Cylon Leader (P-LOY-5)."""
    return [
        s
        for s, p in enumerate(game.players)
        if s != seat and p.character and not p.revealed and not is_leader(game, s)
        and not infiltrating(game, s)
    ]  # fmt: skip


def due(game: BaseGame, seat: int) -> bool:
    """Whether `seat` has cards to hand off and someone to give them to."""
    return bool(face_down(game, seat)) and bool(recipients(game, seat))


def reveal_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Base's end of a reveal, then the hand-off in place of its end (P-REV-5)."""
    events = list(step(state, frame, rng))
    if frame.stage != 1 or g(state).distance > MAX_DISTANCE:
        return events
    if not events or getattr(events[-1], "tag", "") != pop().tag:
        return events
    after = g(state)
    for event in events:
        apply = getattr(event, "apply", None)
        if apply is not None:
            after = apply(after)
    if not due(after, frame.seat):
        return events
    return [*events[:-1], replace(HandOff(frame.seat))]


def sleeper_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Base's end of a jump (the Sleeper Agent phase), then each revealed Cylon dealt cards
    hands them off (P-LOY-2)."""
    before = g(state)
    events = list(step(state, frame, rng))
    if before.sleeper_done:
        return events
    after = before
    for event in events:
        apply = getattr(event, "apply", None)
        if apply is not None:
            after = apply(after)
    if not after.sleeper_done:
        return events
    due_seats = [s for s, p in enumerate(after.players) if p.revealed and due(after, s)]
    return [*events, *(push(HandOff(s)) for s in reversed(due_seats))]


def decide_hand_off(state: State, frame: HandOff) -> Decision:
    """He looks at the cards, then chooses the human player (P-LOY-6)."""
    game = g(state)
    options: list[Command] = [GiveLoyalty(frame.seat, s) for s in recipients(game, frame.seat)]
    return Decision.make(frame.seat, "hand_off_loyalty", "Give your Loyalty cards to", options)


def handle_give(state: State, cmd: GiveLoyalty, rng: RandomCursor, sympathizer: Any) -> list[Event]:
    """Hand them over; a Sympathizer among them is revealed by its receiver at once."""
    cards = face_down(g(state), cmd.seat)
    events: list[Event] = [LoyaltyGiven(cmd.seat, cmd.to, cards)]
    if SYMPATHIZER in cards:
        return [*events, replace(sympathizer(cmd.to))]
    if SYMPATHETIC_CARD in cards:  # P-LOY-3, P-SYM-2: revealed by its receiver at once
        return [*events, replace(SympatheticReveal(cmd.to))]
    return [*events, pop()]
