"""Probation's lasting rule (Appendix A.9): the card stays in play before a player (base's
``attach_card``); after that player adds cards to a skill check, the President may discard it to
look at the cards he added.

Base's contribution step asks each seat in turn; when it asks the holder, a `ProbationLook`
frame goes under his ``base.f.contribute`` (`contributions_wrapper`), so it runs as soon as he
is done. If he added a card (and is not the President, who knows his own), the President
chooses: look (the card is discarded; only the President sees the cards, `ProbationLooked`), or
keep the card for a later check.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseEvent, BaseGame, QuorumMarkerDiscarded, g, hide, is_cylon_player
from bsgcore.core_events import FramesPushed
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop, replace
from bsgcore.state import State

PROBATION = "pegasus.quorum.probation"
CONTRIBUTE = "base.f.contribute"
CONTRIBUTIONS = "base.f.check_contributions"


@attrs.frozen
class ProbationLook(Frame):
    """After `seat` added his cards: whether the President is asked (a step)."""

    tag = "pegasus.f.probation_look"
    seat: int


@attrs.frozen
class ProbationChoice(Frame):
    """The President may discard Probation to look at what `seat` added."""

    tag = "pegasus.f.probation_choice"
    president: int
    seat: int


@attrs.frozen
class UseProbation(Command):
    """Discard Probation and look at the cards (`look`), or keep it."""

    tag = "pegasus.use_probation"
    look: bool


@attrs.frozen
class ProbationLooked(BaseEvent):
    """The President sees the cards `seat` added to the check; the others only that he did."""

    tag = "pegasus.probation_looked"
    president: int
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.president:
            return self
        return ProbationLooked(self.president, self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.president} (President) looks at the cards seat {self.seat} added."


def holder(game: BaseGame) -> int:
    """The seat Probation lies before, while a human player (-1: none)."""
    for card, seat in game.quorum_markers:
        if card == PROBATION and not is_cylon_player(game, seat):
            return seat
    return -1


def contributions_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Base's contribution step; when it asks the holder, the look comes right after him."""
    events = list(step(state, frame, rng))
    game = g(state)
    seat = holder(game)
    if seat < 0 or seat == game.president:
        return events
    out: list[Event] = []
    for event in events:
        frames = event.frames if isinstance(event, FramesPushed) else ()
        if (
            len(frames) == 1
            and frames[0].tag == CONTRIBUTE
            and getattr(frames[0], "seat", -1) == seat
        ):
            event = FramesPushed((ProbationLook(seat), frames[0]))
        out.append(event)
    return out


def step_look(state: State, frame: ProbationLook, rng: RandomCursor) -> list[Event]:
    """Ask the President if the holder added a card and the card is still before him."""
    game = g(state)
    check = game.check
    if check is None or holder(game) != frame.seat or not check.played[frame.seat]:
        return [pop()]
    if game.president == frame.seat or check.face_up:
        return [pop()]
    return [replace(ProbationChoice(game.president, frame.seat))]


def decide_choice(state: State, frame: ProbationChoice) -> Decision:
    """Look (discarding Probation) or keep it."""
    options: list[Command] = [
        UseProbation(frame.president, True),
        UseProbation(frame.president, False),
    ]
    prompt = f"Probation: discard it to look at the cards seat {frame.seat} added?"
    return Decision.make(frame.president, "probation", prompt, options)


def handle_use(state: State, cmd: UseProbation, rng: RandomCursor) -> list[Event]:
    """The look, or nothing."""
    frame = state.stack[-1]
    assert isinstance(frame, ProbationChoice)
    if not cmd.look:
        return [pop()]
    check = g(state).check
    assert check is not None
    cards = check.played[frame.seat]
    return [
        QuorumMarkerDiscarded(PROBATION, frame.seat, "the President looked"),
        ProbationLooked(cmd.seat, frame.seat, cards),
        pop(),
    ]


def register(registry: RulesRegistry) -> None:
    """The frames, command, event, wrapper and labels."""
    registry.event(ProbationLooked, ProbationLooked.applier)
    registry.frame(ProbationLook, step=step_look)
    registry.frame(ProbationChoice, decide=decide_choice)
    registry.command(UseProbation, handle_use)
    registry.wrap_step(registry.tags[CONTRIBUTIONS], contributions_wrapper)
    registry.label(
        UseProbation,
        lambda s, f, c: "Discard Probation and look at the cards" if c.look else "Keep Probation",
    )
    registry.prompt(
        ProbationChoice,
        lambda s, f, d: Prompt(
            f"Probation: discard it to look at the cards seat {f.seat} added?", "Probation"
        ),
        kinds=("probation",),
    )
