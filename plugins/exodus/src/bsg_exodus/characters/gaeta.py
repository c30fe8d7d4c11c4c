"""Felix Gaeta (X-CHAR-1 to -3): FTL Operator, Coup and Misguided.

FTL Operator: whenever anyone activates FTL Control, once its die is rolled (after its windows)
Gaeta may have it rolled again; the new result stands (`FtlOperatorWindow`, offered once per
roll: a re-rolled die is marked in its purpose, a declined one in its step). Coup: his
once-per-game Action takes the Admiral title, first moving him from the Brig to Command.
Misguided: at most 3 cards into any skill check (`bsg_base_check_card_limit`).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    BaseEvent,
    BaseGame,
    Events,
    Op,
    Result,
    RunOps,
    TitleChanged,
    ability_location,
    g,
    is_cylon_player,
    move_events,
)
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

GAETA = "exodus.character.felix_gaeta"
FTL_OPERATOR = "exodus.ability.gaeta_ftl_operator"
COUP = "exodus.ability.gaeta_coup"
MISGUIDED = "exodus.ability.gaeta_misguided"
BRIG, COMMAND = "base.location.brig", "base.location.command"
MISGUIDED_LIMIT = 3
FTL_CONTROL = "FTL Control"  # the purpose of FTL Control's roll
REROLLED = f"{FTL_CONTROL} (rolled again: FTL Operator)"
ASKED = 99  # the roll step's index once Gaeta has been asked (no window uses so many seats)
DONE = "done"


def gaeta_seat(game: BaseGame) -> int:
    """The seat playing Gaeta with his abilities in force (not a revealed Cylon), or -1."""
    for seat, player in enumerate(game.players):
        if player.character == GAETA and not is_cylon_player(game, seat):
            return seat
    return -1


# -- Misguided ---------------------------------------------------------------------------------


def card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """At most 3 cards into a skill check (X-CHAR-3)."""
    return min(limit, MISGUIDED_LIMIT) if seat == gaeta_seat(game) else limit


# -- Coup --------------------------------------------------------------------------------------


def op_coup(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Take the Admiral title (with the nukes); from the Brig, first to Command (X-CHAR-2).
    The Brig is the one his ability means now (base's `ability_location`: Detention on New
    Caprica, P-DET-3); the move goes where base's `send_to` sends it (before Galactica
    returns, Resistance HQ, X-PEG-20)."""
    seat = frame.seat
    events: Events = []
    if game.players[seat].location == ability_location(game, seat, BRIG):
        events += move_events(game, seat, COMMAND, "Coup")
    if game.admiral != seat:
        events.append(TitleChanged("admiral", seat, "Coup"))
    return events


def coup_useless(game: BaseGame, seat: int) -> bool:
    """Whether Coup would do nothing: he is the Admiral already, outside the Brig."""
    return game.admiral == seat and game.players[seat].location != ability_location(
        game, seat, BRIG
    )


# -- FTL Operator ------------------------------------------------------------------------------


@attrs.frozen
class FtlOperatorWindow(Frame):
    """Gaeta may have FTL Control's die rolled again (FTL Operator)."""

    tag = "exodus.f.ftl_operator"
    seat: int


@attrs.frozen
class RerollFtl(Command):
    """Have the die rolled again (`again`), or let the result stand."""

    tag = "exodus.reroll_ftl"
    again: bool


@attrs.frozen
class FtlRerolled(BaseEvent):
    """FTL Control's die is to be rolled again (FTL Operator); the new result stands."""

    tag = "exodus.ftl_rerolled"
    seat: int

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.roll is not None
        return attrs.evolve(game, roll=attrs.evolve(game.roll, value=0, purpose=REROLLED))

    def describe(self) -> str:
        return f"seat {self.seat} has FTL Control's die rolled again (FTL Operator)."


def wrap_roll(step: Any, state: State, frame: Any, rng: RandomCursor) -> Events:
    """When FTL Control's die is rolled and its windows are done, Gaeta is asked once."""
    events: Events = list(step(state, frame, rng))
    game = g(state)
    roll = game.roll
    if roll is None or roll.purpose != FTL_CONTROL or not roll.value or frame.index == ASKED:
        return events
    if events != [pop()]:
        return events
    seat = gaeta_seat(game)
    if seat < 0:
        return events
    return [replace(attrs.evolve(frame, stage=DONE, index=ASKED)), push(FtlOperatorWindow(seat))]


def decide_reroll(state: State, frame: FtlOperatorWindow) -> Decision:
    """Let the result stand, or roll again."""
    roll = g(state).roll
    value = roll.value if roll is not None else 0
    options: list[Command] = [RerollFtl(frame.seat, False), RerollFtl(frame.seat, True)]
    prompt = f"FTL Operator: FTL Control rolled {value}; have the die rolled again?"
    return Decision.make(frame.seat, "exodus_ftl_operator", prompt, options)


def handle_reroll(state: State, cmd: RerollFtl, rng: RandomCursor) -> Events:
    """Roll again from the start of the roll's steps (its windows open again), or go on."""
    if not cmd.again:
        return [pop()]
    below: Any = state.stack[-2]  # the roll's own step (base's RollStep)
    return [FtlRerolled(cmd.seat), pop(), replace(attrs.evolve(below, stage="before", index=0))]


def label_reroll(state: State, frame: Any, cmd: RerollFtl) -> str:
    """The two answers."""
    return "Have the die rolled again" if cmd.again else "Let the result stand"


prompt_reroll = about("FTL Operator")
