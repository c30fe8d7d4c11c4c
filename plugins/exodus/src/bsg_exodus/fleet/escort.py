"""Escorting civilian ships (X-FLEET-30, -42): with Cylon Fleet, a viper activation in space
(manned or unmanned) may, instead of moving or attacking, escort a civilian ship of the viper's
area: the ship leaves the board and is shuffled, unseen, back into the civilian pile; the viper
stays.

Offered among the options of base's ``ActivateVipers`` (not for an attack-only activation):
for the seat's own viper, or for an unmanned one. The civilian ship's cargo is secret as in
base (the pile is the game's hidden civilian pile, shuffled in the event, as base's jump does).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.fleet import board as fb
from bsgcore.base import ActivateVipers, BaseEvent, BaseGame, g, hide
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

Events = list[Event]


@attrs.frozen
class EscortCivilian(Command):
    """Use the activation of `viper` to escort the civilian ship `civilian` of its area."""

    tag = "exodus.escort_civilian"
    viper: int
    civilian: int


@attrs.frozen
class CivilianEscorted(BaseEvent):
    """A civilian ship leaves the board for the pile, which is shuffled (`pile`, its new
    order, hidden as base's civilian pile is)."""

    tag = "exodus.civilian_escorted"
    uid: int
    pile: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        index = next(i for i, c in enumerate(game.civilians) if c.uid == self.uid)
        return attrs.evolve(
            game,
            civilians=game.civilians[:index] + game.civilians[index + 1 :],
            cargo=game.cargo[:index] + game.cargo[index + 1 :],
            civilian_pile=self.pile,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return CivilianEscorted(self.uid, hide(self.pile))

    def describe(self) -> str:
        return f"A viper escorts civilian ship {self.uid} away; the civilian pile is shuffled."


def vipers_for(game: BaseGame, frame: ActivateVipers) -> list[Any]:
    """The vipers in space this activation may use: the unmanned ones, or the seat's own."""
    if frame.unmanned:
        return [v for v in game.vipers if v.pilot < 0]
    return [v for v in game.vipers if v.pilot == frame.seat]


def viper_options(state: State, frame: Any) -> list[Command]:
    """An escort for each viper it may use and each civilian ship in that viper's area."""
    if not fb.fleet(state).used or frame.attack_only:
        return []
    game = g(state)
    return [
        EscortCivilian(frame.seat, v.uid, c.uid)
        for v in vipers_for(game, frame)
        for c in game.civilians
        if c.area == v.area
    ]


def handle(state: State, cmd: EscortCivilian, rng: RandomCursor) -> Events:
    """The ship back into the shuffled pile; the activation is spent as a move would be."""
    frame = state.top
    assert isinstance(frame, ActivateVipers)
    game = g(state)
    index = next(i for i, c in enumerate(game.civilians) if c.uid == cmd.civilian)
    pile = tuple(rng.shuffled((*game.civilian_pile, game.cargo[index])))
    left = frame.count - 1
    after = pop() if left <= 0 else replace(attrs.evolve(frame, count=left))
    return [CivilianEscorted(cmd.civilian, pile), after]
