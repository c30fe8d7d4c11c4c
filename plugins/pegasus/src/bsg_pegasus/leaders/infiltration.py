"""Infiltrating (P-INF-1 to -13, P-SYM-5, P-TERM-4): a Cylon Leader (or Sympathetic Cylon) at
the Human Fleet may, as his action, Infiltrate: he moves at once to a Galactica location of his
choice (not a hazardous one) and is a human player from then on, with the exceptions of §8.5;
an Infiltrator's action may take him back to the Resurrection Ship, discarding down to 3 if he
was in the Brig (or Detention), and any move there ends his Infiltration.

Infiltrating is where he stands (model.infiltrating), so base's ``is_cylon_player`` answers it
through the ``bsg_base_is_cylon_player`` hook; on New Caprica's locations, which both sides use,
it is what his last move there from elsewhere showed (`noted_events`, P-INF-9).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.leaders.model import (
    InfiltrationNoted,
    infiltrating,
    is_leader,
    is_sympathetic_cylon,
    leaders,
)
from bsgcore.base import (
    BaseContent,
    BaseGame,
    Op,
    QuorumMarkerDiscarded,
    Result,
    ask,
    data,
    g,
    move_events,
    pick,
)
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

HUMAN_FLEET = ("pegasus.location.human_fleet", "base.location.human_fleet")
RESURRECTION_SHIP = ("pegasus.location.resurrection_ship", "base.location.resurrection_ship")
GALACTICA = "base.board.galactica"
HELD_IN = ("base.location.brig", "pegasus.location.detention")
KEEP = 3
UNSET = -2  # an op's choice not answered yet (RunOps.target)


@attrs.frozen
class Infiltrate(Command):
    """Infiltrate from the Human Fleet, moving to this Galactica location (P-INF-1)."""

    tag = "pegasus.infiltrate"
    to: str


@attrs.frozen
class ReturnToResurrectionShip(Command):
    """End the Infiltration: back to the Resurrection Ship (P-INF-7)."""

    tag = "pegasus.return_to_resurrection_ship"


def may_infiltrate(game: BaseGame, seat: int) -> bool:
    """A Cylon Leader or Sympathetic Cylon, revealed, not Infiltrating, at the Human Fleet."""
    if not (is_leader(game, seat) or is_sympathetic_cylon(game, seat)):
        return False
    player = game.players[seat]
    return player.revealed and not infiltrating(game, seat) and player.location in HUMAN_FLEET


def destinations() -> list[str]:
    """Galactica's locations a move may end on (never a hazardous one, P-INF-1, P-HAZ-3)."""
    cards = data()
    board = cards.components.boards.get(GALACTICA, ())
    return [loc for loc in board if not cards.location(loc).hazardous]


def resurrection_ship() -> str:
    """The game's Resurrection Ship (the overlay's, else base's)."""
    return next(loc for loc in RESURRECTION_SHIP if loc in data().index)


def action_options(state: State, frame: object) -> list[Command]:
    """Infiltrate at base's Human Fleet (the overlay's offers it in its own action, through the
    ``infiltrate`` op); an Infiltrator's way back."""
    game = g(state)
    seat = int(getattr(frame, "seat", -1))
    if may_infiltrate(game, seat) and game.players[seat].location == HUMAN_FLEET[1]:
        return [Infiltrate(seat, to) for to in destinations()]
    if infiltrating(game, seat):
        return [ReturnToResurrectionShip(seat)]
    return []


def action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """These Actions are the Cylon Leader's own, taken by a revealed Cylon or from the Brig."""
    if isinstance(command, Infiltrate | ReturnToResurrectionShip):
        return True
    return allowed


def handle_infiltrate(state: State, cmd: Infiltrate, rng: RandomCursor) -> list[Event]:
    """Move aboard: from now on a human player (P-INF-1, -2)."""
    return [*move_events(g(state), cmd.seat, cmd.to, "Infiltrate"), pop()]


def handle_return(
    state: State, cmd: ReturnToResurrectionShip, rng: RandomCursor, discard: type
) -> list[Event]:
    """Back to the Resurrection Ship; from the Brig or Detention, down to 3 cards (P-INF-7)."""
    game = g(state)
    player = game.players[cmd.seat]
    events: list[Event] = list(
        move_events(game, cmd.seat, resurrection_ship(), "Infiltration ends")
    )
    over = len(player.hand) - KEEP
    if player.location in HELD_IN and over > 0:
        return [*events, replace(discard(cmd.seat, over, "Infiltration ends"))]
    return [*events, pop()]


def is_cylon_player(game: BaseGame, seat: int, cylon: bool) -> bool:
    """An Infiltrator is a human player (P-TERM-4, P-INF-2)."""
    return False if cylon and infiltrating(game, seat) else cylon


def op_infiltrate(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Result:
    """The op ``infiltrate`` (the overlay's Human Fleet, P-INF-1): the acting Cylon Leader or
    Sympathetic Cylon picks a Galactica location and moves there; anyone else: nothing."""
    seat = int(frame.seat)
    if not may_infiltrate(game, seat):
        return []
    places = destinations()
    if pick(frame) == UNSET:
        return ask(seat, "location", list(range(len(places))))
    return move_events(game, seat, places[pick(frame)], "Infiltrate")


def add_content(content: BaseContent) -> None:
    """The ``infiltrate`` op."""
    content.add_op("infiltrate", op_infiltrate, params=frozenset())


def noted_events(state: State, event: Event) -> list[Event]:
    """After a move of a Cylon Leader or Sympathetic Cylon, what it showed of his Infiltration
    (onto the ships it goes on, onto the Cylon locations it ends), for the locations both sides
    use, where it is as he came (P-INF-9: the Medical Center in place of the Resurrection Ship
    comes after the move there, so it ends)."""
    seat = int(getattr(event, "seat", -1))
    game = g(state)
    if seat < 0 or not (is_leader(game, seat) or is_sympathetic_cylon(game, seat)):
        return []
    now = infiltrating(game, seat, state)
    if now == (seat in leaders(state).infiltrators):
        return []
    return [InfiltrationNoted(seat, now)]


def ended_events(game: BaseGame, event: Event) -> list[Event]:
    """When Infiltration ends (a Leader or Sympathetic Cylon moved onto a Cylon location), the
    Quorum cards attached to him are discarded, as a revealed Cylon may hold none (P-INF-13,
    R-205)."""
    seat = int(getattr(event, "seat", -1))
    if seat < 0 or not (is_leader(game, seat) or is_sympathetic_cylon(game, seat)):
        return []
    if infiltrating(game, seat):
        return []
    return [
        QuorumMarkerDiscarded(card, holder, "Infiltration ended")
        for card, holder in game.quorum_markers
        if holder == seat
    ]
