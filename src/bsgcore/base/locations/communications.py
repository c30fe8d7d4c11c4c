"""Communications (B-LOC-COM): the acting player looks in secret at up to 2 civilian ships on the
board and may move each to an adjacent area. Locked while Jammed Assault is in play."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.interpreter import Result
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.space import board as sp
from bsgcore.base.space import events as se
from bsgcore.base.turn.shared import Events, g
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

COMMUNICATIONS = "base.location.communications"
LOCKED = "communications_locked"
STOP = -1


@attrs.frozen
class Inspect(Frame):
    """The seat picks the next civilian ship to look at (`seen` so far), or stops."""

    tag = "base.f.communications"
    seat: int
    count: int
    seen: tuple[int, ...] = ()


@attrs.frozen
class MoveInspected(Frame):
    """The seat may move the ship it just looked at to an adjacent area."""

    tag = "base.f.communications_move"
    seat: int
    uid: int


@attrs.frozen
class LookAtCivilian(Command):
    """Look at this civilian ship (its uid), or -1 to stop."""

    tag = "base.look_at_civilian"
    uid: int


@attrs.frozen
class PlaceCivilian(Command):
    """Leave the ship where it is or move it to an adjacent area."""

    tag = "base.place_civilian"
    uid: int
    area: int


@attrs.frozen
class CivilianSeen(BaseEvent):
    """A seat learns what a civilian ship carries; nobody else does (B-LOC-COM, B-CIV-1)."""

    tag = "base.civilian_seen"
    seat: int
    uid: int
    back: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return CivilianSeen(self.seat, self.uid, hide((self.back,))[0])

    def describe(self) -> str:
        return f"seat {self.seat} looks at civilian ship {self.uid}."


def locked(game: BaseGame) -> bool:
    """Whether a card in play locks Communications (Jammed Assault)."""
    cards = m.data()
    for code in game.in_play:
        record = cards.get(m.crisis_id(code))
        for op in getattr(record, "effects", ()):
            if op.name == "keep_in_play" and op.get("rule") == LOCKED:
                return True
    return False


def usable(game: BaseGame) -> bool:
    """Communications needs a civilian ship on the board and no lock."""
    return bool(game.civilians) and not locked(game)


def op_inspect(game: BaseGame, frame: object, op: Op, rng: RandomCursor) -> Result:
    """Start looking at up to `count` civilian ships (op ``inspect_civilians``)."""
    seat = getattr(frame, "seat")  # noqa: B009 - the interpreter's frame
    return [push(Inspect(seat, int(op.get("count", 2))))]


def decide_inspect(state: State, frame: Inspect) -> Decision:
    """A civilian ship not seen yet, or stop."""
    options: list[Command] = [LookAtCivilian(frame.seat, STOP)]
    options += [
        LookAtCivilian(frame.seat, c.uid) for c in g(state).civilians if c.uid not in frame.seen
    ]
    return Decision.make(frame.seat, "communications", "Look at a civilian ship", options)


def handle_look(state: State, cmd: LookAtCivilian, rng: RandomCursor) -> Events:
    """Look at it in secret, then decide where it goes."""
    frame = state.top
    assert isinstance(frame, Inspect)
    if cmd.uid == STOP:
        return [pop()]
    game = g(state)
    back = game.cargo[sp.civilian_index(game, cmd.uid)]
    seen = frame.seen + (cmd.uid,)
    nxt: Frame = Inspect(frame.seat, frame.count, seen)
    later = [nxt] if len(seen) < frame.count and len(seen) < len(game.civilians) else []
    return [
        CivilianSeen(cmd.seat, cmd.uid, back),
        replace(*later, MoveInspected(cmd.seat, cmd.uid)),
    ]


def decide_move(state: State, frame: MoveInspected) -> Decision:
    """Stay, or one of the two adjacent areas."""
    game = g(state)
    area = game.civilians[sp.civilian_index(game, frame.uid)].area
    options: list[Command] = [
        PlaceCivilian(frame.seat, frame.uid, a) for a in (area, *sp.adjacent(area))
    ]
    return Decision.make(frame.seat, "communications_move", "Move the civilian ship?", options)


def handle_place(state: State, cmd: PlaceCivilian, rng: RandomCursor) -> Events:
    """Move it, or leave it."""
    game = g(state)
    area = game.civilians[sp.civilian_index(game, cmd.uid)].area
    return [pop()] if cmd.area == area else [se.ShipMoved(cmd.uid, cmd.area), pop()]


COMMS_EVENTS: tuple[type[BaseEvent], ...] = (CivilianSeen,)


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    content.add_ops({"inspect_civilians": op_inspect})
