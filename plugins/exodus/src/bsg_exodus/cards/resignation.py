"""Resignation (exodus.md 11.4): the President discards any number of Quorum cards from his
hand, one at a time, then draws as many; the card's next op hands the title on.

The discards are a decision of their own (`ResignQuorum`); the draws are the op's nested
``draw`` ops (base's ``draw_quorum``, 1 card each), run once per card discarded.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseGame, Events, Op, QuorumCardsDiscarded, Result, RunOps, card_name, g
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

RESIGNATION = "exodus.quorum.resignation"
#: The op's nested draw: 1 Quorum card, run once per card discarded.
DRAW = [{"op": "draw_quorum", "count": 1}]


@attrs.frozen
class ResignQuorum(Frame):
    """The President discards Quorum cards one at a time, or stops; then he draws as many."""

    tag = "exodus.f.resign_quorum"
    seat: int
    source: str
    path: str  # the op's place in the card, so its nested draw can be run
    discarded: int = 0


@attrs.frozen
class DiscardForResignation(Command):
    """Discard this Quorum card ("": discard no more and draw)."""

    tag = "exodus.discard_for_resignation"
    card: str


def op_quorum_cycle(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Start the discards (the President's hand may be empty: then nothing happens)."""
    if not game.quorum_hand:
        return []
    path = f"{frame.path}/{frame.index}/draw"
    return [push(ResignQuorum(game.president, frame.source, path))]


def decide_discard(state: State, frame: ResignQuorum) -> Decision:
    """Stop, or one more card of the hand."""
    hand = g(state).quorum_hand
    options: list[Command] = [DiscardForResignation(frame.seat, "")]
    options += [DiscardForResignation(frame.seat, card) for card in sorted(set(hand))]
    prompt = f"Resignation: discard a Quorum card ({frame.discarded} so far), or draw"
    return Decision.make(frame.seat, "exodus_resignation", prompt, options)


def handle_discard(state: State, cmd: DiscardForResignation, rng: RandomCursor) -> Events:
    """Discard the card and ask again; when done, draw one card per card discarded."""
    frame: Any = state.stack[-1]
    if cmd.card:
        discarded = QuorumCardsDiscarded(cmd.seat, (cmd.card,), "Resignation")
        after = attrs.evolve(frame, discarded=frame.discarded + 1)
        if not discarded.apply(g(state)).quorum_hand:
            return [discarded, *draws(after)]
        return [discarded, replace(after)]
    return draws(frame)


def draws(frame: ResignQuorum) -> Events:
    """The frame done: the nested draw, once per card discarded."""
    runs = [RunOps(frame.source, frame.path, frame.seat)] * frame.discarded
    return [pop(), push(*runs)] if runs else [pop()]


def label_discard(state: State, frame: Any, cmd: DiscardForResignation) -> str:
    """The card discarded, or the draw."""
    if not cmd.card:
        return f"Draw {frame.discarded} Quorum card(s)"
    return f"Discard {card_name(cmd.card)}"


prompt_discard = about("Resignation")
