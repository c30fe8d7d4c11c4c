"""The CAG title card's two Actions (X-CAG-14, 001), offered at base's Action step to the CAG:

- activate 1 unmanned viper, then give the CAG title to another player who may hold it
  (`PassCagTitle`, then `ChooseNewCag`: a human outside the Brig, base's title eligibility,
  X-CAG-7);
- once per turn, while piloting a viper: activate 1 unmanned viper, then take another Action
  (`CagPilotBonus`; the turn it was used is noted in the part's state).

The viper activations are base's (``ActivateVipers``, up to 1: with no unmanned viper to
activate nothing happens). Everything is public.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet.cag import CAG
from bsgcore.base import (
    ActionStep,
    ActivateVipers,
    BaseGame,
    TitleChanged,
    g,
    title_eligible,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

Events = list[Event]
SPACE = "space"


@attrs.frozen
class PassCagTitle(Command):
    """The CAG's Action: activate 1 unmanned viper, then hand the CAG title on."""

    tag = "exodus.pass_cag_title"


@attrs.frozen
class CagPilotBonus(Command):
    """The CAG's once-a-turn Action while piloting: 1 unmanned viper, then another Action."""

    tag = "exodus.cag_pilot_bonus"


@attrs.frozen
class GiveCagTitle(Command):
    """The player who becomes CAG."""

    tag = "exodus.give_cag_title"
    to: int


@attrs.frozen
class ChooseNewCag(Frame):
    """`seat` (the CAG) picks who takes the title."""

    tag = "exodus.f.choose_new_cag"
    seat: int


@attrs.frozen
class CagBonusUsed(Event):
    """The CAG's pilot Action is used this turn (once per turn)."""

    tag = "exodus.cag_bonus_used"
    turn: int

    def describe(self) -> str:
        return "The CAG activates an unmanned viper and takes another action."


def apply_bonus(state: State, event: CagBonusUsed) -> State:
    return state.with_plugin(fb.PART, attrs.evolve(fb.fleet(state), cag_bonus_turn=event.turn))


def successors(game: BaseGame, seat: int) -> tuple[int, ...]:
    """The other players who may hold the title now (X-CAG-7: no Cylon player; outside the
    Brig, as the title is lost there, X-CAG-4)."""
    return tuple(
        s for s in range(len(game.players)) if s != seat and title_eligible(game, s, CAG, True)
    )


def piloting(game: BaseGame, seat: int) -> bool:
    """Whether the seat flies a viper in space."""
    return game.players[seat].location == SPACE and any(v.pilot == seat for v in game.vipers)


def action_options(state: State, frame: Any) -> list[Command]:
    """The CAG's Actions, to the CAG of a Cylon Fleet game."""
    game = g(state)
    seat = frame.seat
    if not fb.fleet(state).used or game.titles.get(CAG) != seat:
        return []
    options: list[Command] = []
    if successors(game, seat):
        options.append(PassCagTitle(seat))
    if piloting(game, seat) and fb.fleet(state).cag_bonus_turn != game.turn:
        options.append(CagPilotBonus(seat))
    return options


def handle_pass(state: State, cmd: PassCagTitle, rng: RandomCursor) -> Events:
    """The viper first, then the choice (the top frame runs first)."""
    return [replace(ChooseNewCag(cmd.seat), ActivateVipers(cmd.seat, 1))]


def handle_bonus(state: State, cmd: CagPilotBonus, rng: RandomCursor) -> Events:
    """Noted for the turn; the viper, then another Action step."""
    return [
        CagBonusUsed(g(state).turn),
        replace(ActionStep(cmd.seat), ActivateVipers(cmd.seat, 1)),
    ]


def decide_new_cag(state: State, frame: ChooseNewCag) -> Decision:
    """Who takes the title (nobody left who may: the CAG keeps it)."""
    game = g(state)
    options: list[Command] = [GiveCagTitle(frame.seat, s) for s in successors(game, frame.seat)]
    if not options:
        options = [GiveCagTitle(frame.seat, frame.seat)]
    return Decision.make(frame.seat, "exodus_new_cag", "Give the CAG title to", options)


def handle_give(state: State, cmd: GiveCagTitle, rng: RandomCursor) -> Events:
    if cmd.to == cmd.seat:
        return [pop()]
    return [TitleChanged(CAG, cmd.to, "CAG action"), pop()]


DECIDERS = {ChooseNewCag: decide_new_cag}
HANDLERS = {PassCagTitle: handle_pass, CagPilotBonus: handle_bonus, GiveCagTitle: handle_give}
