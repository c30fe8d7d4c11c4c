"""A turn cut short (a seam for expansions): the current turn's remaining steps are dropped and its
end (hand limits, the Quorum limit, the next seat: B-TURN-12) comes next.

An expansion rule that ends a player's turn at once calls `end_turn_events` from its step
(Exodus: the current player executed, X-EXEC-13). What the dropped steps were in the middle of
is closed as each step would have closed it: a check in progress is finished (its cards
discarded, B-CHECK-13), the crisis card being resolved is finished (discarded unless it stays in
play, B-CRISIS-7, B-CYL-10), and so is a Quorum card being played (discarded unless its ops
discarded, removed or attached it, B-QUO-5). Frames of the given types (`keep`: executions still waiting, say)
are kept, in their order, above the end of the turn. Base itself never cuts a turn short, so a
base game never logs the event.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from bsgcore.base import model as m
from bsgcore.base.cylons.events import SuperCrisisFinished
from bsgcore.base.quorum.cards import QuorumCardDone, QuorumCleanup
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.messages import Frame
from bsgcore.stack import pop, push
from bsgcore.state import State


@attrs.frozen
class TurnCutShort(BaseEvent):
    """The rest of `seat`'s turn is skipped: its end comes next (public)."""

    tag = "base.turn_cut_short"
    seat: int
    reason: str

    def apply(self, game: m.BaseGame) -> m.BaseGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat}'s turn ends now ({self.reason})."


def end_turn_events(
    state: State, seat: int, reason: str, keep: Sequence[type[Frame]] = ()
) -> Events:
    """Drop every frame above `seat`'s end of turn (the caller's own included) but those of the
    `keep` types, closing a check, a crisis card and a Quorum card in progress; nothing when `seat`'s turn is
    not on the stack."""
    stack = state.stack
    ends = [i for i, frame in enumerate(stack) if isinstance(frame, tf.EndTurn)]
    if not ends or stack[ends[-1]].seat != seat:  # type: ignore[attr-defined]
        return []
    above = stack[ends[-1] + 1 :]
    game = g(state)
    events: Events = [TurnCutShort(seat, reason)]
    if game.check is not None:
        events.append(te.CheckFinished())
    if game.crisis:
        card = m.crisis_id(game.crisis)
        if any(c.id == card for c in m.data().super_crisis):
            events.append(SuperCrisisFinished(game.crisis))
        else:
            events.append(te.CrisisDone(game.crisis))
    kept = tuple(frame for frame in above if isinstance(frame, tuple(keep)))
    # a Quorum card being played is finished as its cleanup step would (B-QUO-5)
    cleanup = any(isinstance(f, QuorumCleanup) and f not in kept for f in above)
    if cleanup and game.quorum_playing:
        events.append(QuorumCardDone(game.quorum_playing))
    events += [pop() for _ in above]
    if kept:
        events.append(push(*kept))
    return events


def register(registry: object) -> None:
    """Register the event."""
    register_tables(registry, events=(TurnCutShort,))
