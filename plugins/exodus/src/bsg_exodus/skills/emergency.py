"""State of Emergency (X-SKILL, Leadership 6; X-SKILL-3): an Action: lose 1 food, then every
player, starting with the card's player and going clockwise, may take 1 move or 1 action.

The op ``exodus_each_player_move_or_action`` (the data's ``custom`` op) lays out the round
(`EmergencyRound`); each seat in turn picks a move, an action or neither
(`EmergencyChoice`), and the move or action is base's own step for that seat (`MovementStep`,
`ActionStep`), with base's bans (the Brig, a stranded Helo, a revealed Cylon's locations).
Revealed Cylons take part (X-SKILL-3, RB), and the round goes on when a player reveals during
it.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    ActionStep,
    BaseGame,
    MovementStep,
    Op,
    Result,
    RunOps,
    clockwise,
)
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

MOVE, ACTION, NEITHER = "move", "action", ""
NAME = "State of Emergency"


@attrs.frozen
class EmergencyRound(Frame):
    """The seats still to be offered their move or action, in order."""

    tag = "exodus.f.emergency_round"
    seats: tuple[int, ...]


@attrs.frozen
class EmergencyChoice(Frame):
    """`seat` picks a move, an action, or neither."""

    tag = "exodus.f.emergency_choice"
    seat: int


@attrs.frozen
class TakeEmergencyStep(Command):
    """Take a move, an action, or neither ("")."""

    tag = "exodus.take_emergency_step"
    choice: str


def op_each_player(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Every seat from the acting player clockwise, one after the other."""
    return [push(EmergencyRound(clockwise(game, frame.seat)))]


def step_round(state: State, frame: EmergencyRound, rng: RandomCursor) -> list[Event]:
    """Offer the next seat its move or action; done when none is left."""
    if not frame.seats:
        return [pop()]
    seat, rest = frame.seats[0], frame.seats[1:]
    return [replace(EmergencyRound(rest)), push(EmergencyChoice(seat))]


def decide_choice(state: State, frame: EmergencyChoice) -> Decision:
    """A move, an action, or neither."""
    options: list[Command] = [
        TakeEmergencyStep(frame.seat, MOVE),
        TakeEmergencyStep(frame.seat, ACTION),
        TakeEmergencyStep(frame.seat, NEITHER),
    ]
    return Decision.make(
        frame.seat, "exodus_state_of_emergency", "Take a move or an action?", options
    )


def handle_choice(state: State, cmd: TakeEmergencyStep, rng: RandomCursor) -> list[Event]:
    """Base's Movement or Action step for the seat, in place of the choice."""
    if cmd.choice == MOVE:
        return [replace(MovementStep(cmd.seat))]
    if cmd.choice == ACTION:
        return [replace(ActionStep(cmd.seat))]
    return [pop()]


def label_choice(state: State, frame: Any, cmd: TakeEmergencyStep) -> str:
    """What the seat takes."""
    return {MOVE: "Take a move", ACTION: "Take an action"}.get(cmd.choice, "Take neither")


prompt_choice = about(NAME)

OPS = {"exodus_each_player_move_or_action": op_each_player}
STEPS = {EmergencyRound: step_round}
DECIDERS = {EmergencyChoice: decide_choice}
HANDLERS = {TakeEmergencyStep: handle_choice}
