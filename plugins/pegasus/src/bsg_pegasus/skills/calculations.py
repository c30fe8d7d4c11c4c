"""Calculations (Engineering, 3 copies): after a die is rolled, add or subtract 1; at most one
"Calculations" per roll (pegasus.md A.5).

The window opens once a roll's own windows are done (Strategic Planning, Evasive Maneuvers, ECO
Officer), so the adjusted result is the one used: base's roll driver (``base.f.roll``) is wrapped,
and when it would close the roll the eligible seats are asked in table order, as base's windows
ask them (by public facts only: a card in hand, not a revealed Cylon, no standing order for this
window, ``PassAlways``). The first Calculations played closes the window for that roll. A roll a
card or ability replaced without rolling (Kat's Hotshot) is not a die rolled. Two seats may both
want to play one: the window first asks who does and the current player orders them (base's
claims, P-TIME-1); a second Calculations is then not offered, it stays in hand (P-TIME-2).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.skills import events as ev
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    SkillCardsDiscarded,
    clockwise,
    declare_claimed_window,
    g,
    is_cylon_player,
    skill_value,
    start_claims,
    window_claimed,
)
from bsgcore.base import declare_window_kind as declare_kind
from bsgcore.frozen import evolve
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

NAME = "Calculations"
KIND = "pegasus_calculations"
#: The roll driver's stages this module adds: asking seat `index` on, and the window closed.
ASKING, CLOSED = "pegasus_calculations", "pegasus_calculated"
#: Stages after which no die was rolled by this roll driver (a roll replaced, Hotshot).
NOT_ROLLED: set[str] = set()
DELTAS = (-1, 1)


@attrs.frozen
class RollAdjusted(BaseEvent):
    """Calculations: the die's result moves by `delta` (public)."""

    tag = "pegasus.roll_adjusted"
    seat: int
    card: str
    delta: int

    def apply(self, game: BaseGame) -> BaseGame:
        game = SkillCardsDiscarded(self.seat, (self.card,)).apply(game)
        if game.roll is None:
            return game
        return evolve(game, roll=evolve(game.roll, extra=game.roll.extra + self.delta))

    def describe(self) -> str:
        return f"seat {self.seat} plays Calculations: {self.delta:+d} to the die."


@attrs.frozen
class CalculationsWindow(Frame):
    """`seat` may play Calculations on the die just rolled, or pass (`kind`: its window kind,
    read by base's standing orders)."""

    tag = "pegasus.f.calculations"
    seat: int
    kind: str = KIND


@attrs.frozen
class PlayCalculations(Command):
    """Play this Calculations card: `delta` (+1 or -1) to the die."""

    tag = "pegasus.play_calculations"
    card: str
    delta: int


def is_calculations(code: str) -> bool:
    """Whether a skill card code is a Calculations card."""
    return ev.card_name(code) == NAME if code and code != "hidden" else False


def asked(game: BaseGame, seat: int) -> bool:
    """Base's public test for card windows (a card in hand, not a Cylon player, no standing
    order for this window)."""
    player = game.players[seat]
    return bool(player.hand) and KIND not in player.standing and not is_cylon_player(game, seat)


def order(game: BaseGame) -> tuple[int, ...]:
    """From the left of the current player round to him (B-TURN-2), as base's windows."""
    seats = clockwise(game, game.current)
    return (*seats[1:], seats[0])


def next_window(game: BaseGame, frame: Any, index: int, step: type[Frame]) -> list[Event]:
    """Ask the next eligible seat from position `index`, or close the roll; at the first, the
    claims when they are asked (the window's driver then asks nobody more itself)."""
    seats = order(game)
    if index == 0 and window_claimed(game, KIND):  # P-TIME-1
        return [replace(step(ASKING, len(seats))), *start_claims(KIND)]  # type: ignore[call-arg]
    for i in range(index, len(seats)):
        if asked(game, seats[i]):
            return [replace(step(ASKING, i + 1)), push(CalculationsWindow(seats[i]))]  # type: ignore[call-arg]
    return [pop()]


def roll_wrapper(inner: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Base's roll driver, with the Calculations window where it would close the roll."""
    stage = str(frame.stage)
    if stage == CLOSED or stage in NOT_ROLLED:
        return list(inner(state, frame, rng))
    if stage == ASKING:
        return next_window(g(state), frame, int(frame.index), type(frame))
    events = list(inner(state, frame, rng))
    game = g(state)
    if events == [pop()] and game.roll is not None and game.roll.value:
        return next_window(game, frame, 0, type(frame))
    return events


def decide(state: State, frame: CalculationsWindow, no_card: Any, always: Any) -> Decision:
    """Pass, pass for good, or play a Calculations card held (+1 or -1)."""
    game = g(state)
    roll = game.roll
    assert roll is not None
    options: list[Command] = [no_card(frame.seat), always(frame.seat)]
    held = sorted({c for c in game.players[frame.seat].hand if is_calculations(c)})
    options += [PlayCalculations(frame.seat, c, d) for c in held for d in DELTAS]
    prompt = (
        f"Play Calculations on the die just rolled (rolled {roll.value}, result {roll.result})?"
    )
    return Decision.make(frame.seat, KIND, prompt, options)


def handle_play(state: State, cmd: PlayCalculations, rng: RandomCursor, step: Any) -> list[Event]:
    """The card is played: the die moves by 1 and the window closes for this roll (the claims'
    offers too, when it was asked through them: the others' cards stay in hand, P-TIME-2)."""
    adjusted = RollAdjusted(cmd.seat, cmd.card, cmd.delta)
    if not isinstance(state.stack[-2], step):  # base's claims offering the window in turn
        return [adjusted, pop(), pop()]
    return [adjusted, pop(), replace(step(CLOSED))]


def label_play(state: State, frame: Any, cmd: PlayCalculations) -> str:
    """``Play Calculations (strength 3): +1 to the die``: the strength tells two copies apart."""
    return f"Play Calculations (strength {skill_value(cmd.card)}): {cmd.delta:+d} to the die"


def register(registry: RulesRegistry) -> None:
    """The window on base's roll driver, its frame, command, event, label and prompt."""
    tags = registry.tags
    step, no_card, always = tags["base.f.roll"], tags["base.no_card"], tags["base.pass_always"]
    declare_kind(registry, KIND)
    declare_claimed_window(
        registry, KIND, KIND, NAME, lambda game: game.roll is not None, CalculationsWindow
    )
    registry.event(RollAdjusted, RollAdjusted.applier)
    registry.frame(CalculationsWindow, decide=lambda s, f: decide(s, f, no_card, always))
    registry.command(PlayCalculations, lambda s, c, r: handle_play(s, c, r, step))
    registry.wrap_step(step, roll_wrapper)
    registry.label(PlayCalculations, label_play)
    registry.prompt(
        CalculationsWindow,
        lambda s, f, d: Prompt(d.prompt, NAME),
        kinds=(KIND,),
    )
