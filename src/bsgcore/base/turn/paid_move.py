"""A move paid with a skill card, carried out in two steps when a plugin asks it: the card is
paid, whatever answers that discard resolves, and only then does the character leave.

Base moves at once (B-MOVE-3): the card is discarded and the character moves in one command.
The ``bsg_base_move_paid_first`` pipeline may ask that the payment come first (Pegasus: a
Treachery card paid, which a Cylon player may answer with Sabotage before the character leaves,
P-TRE-12, R-218). Then the move's command discards the card and leaves `FinishMove` on the
stack; whatever the discard opens runs above it, and `FinishMove` moves the character to the
destination fixed when he paid, unless he is no longer where he paid (an effect moved him, to
Sickbay say) or the destination is no longer open to him from there (the ``bsg_base_move_cost``
pipeline answers None), in which case the move is not completed (`MoveNotCompleted`).
"""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.space import actions as sa
from bsgcore.base.turn.shared import Events, g, move_events, ship_of
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop
from bsgcore.state import State


@attrs.frozen
class FinishMove(Frame):
    """The character who paid `origin` -> `to` leaves now, if he still can."""

    tag = "base.f.finish_move"
    seat: int
    to: str
    origin: str


@attrs.frozen
class MoveNotCompleted(BaseEvent):
    """A paid move is not carried out: the character was moved away, or the destination closed."""

    tag = "base.move_not_completed"
    seat: int
    to: str
    reason: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat} does not move to {self.to} ({self.reason})."


PAID_MOVE_EVENTS: tuple[type[BaseEvent], ...] = (MoveNotCompleted,)


def move_cost(game: BaseGame, seat: int, here: str, to: str) -> int | None:
    """The cards `seat` in `here` pays to move to `to`, as the ``bsg_base_move_cost`` pipeline
    leaves base's 0 on the same ship and 1 otherwise (B-MOVE-3, -5)."""
    ship = ship_of(here)
    cost: int | None = 0 if ship and ship_of(to) == ship else 1
    for modify in modifiers().move_cost:
        cost = modify(game, seat, to, cost)
    return cost


def paid_first(game: BaseGame, seat: int, to: str, card: str) -> bool:
    """Whether the card paid for this move is resolved before the character leaves, as the
    ``bsg_base_move_paid_first`` pipeline leaves base's False."""
    first = False
    for modify in modifiers().move_paid_first:
        first = modify(game, seat, to, card, first)
    return bool(first)


def step_finish_move(state: State, frame: FinishMove, rng: RandomCursor) -> Events:
    """Move him, unless he was moved away or the destination closed meanwhile."""
    game = g(state)
    here = game.players[frame.seat].location
    if here != frame.origin:
        return [MoveNotCompleted(frame.seat, frame.to, "moved away"), pop()]
    if move_cost(game, frame.seat, here, frame.to) is None:
        return [MoveNotCompleted(frame.seat, frame.to, "destination closed"), pop()]
    if here == m.SPACE:
        return [*sa.pilot_leaves_space(game, frame.seat, frame.to), pop()]
    return [*move_events(game, frame.seat, frame.to, "movement"), pop()]
