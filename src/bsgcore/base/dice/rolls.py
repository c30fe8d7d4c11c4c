"""Die rolls as a frame-driven sequence with their response windows (B-COMP-1, B-CMBT-6, -7, -9,
B-SKILL-10, -11, R-11, B-CHR-HEL-A).

A roll starts with `RollStarted` (the pending `Roll` in the game value) and two frames: the driver
`RollStep` above the continuation (`RollThen` for attacks and FTL Control, `OpRollThen` for an
effect's ``roll`` op). The driver walks its stages:

- ``before``: unless a Strategic Planning is already on this die, each seat asked by public facts
  (windows.py) may play one (+2, at most 1 per die, kept through re-rolls: B-CARD-TAC-35, R-11);
  then the die is rolled (`AttackRolled` for attacks, `DieRolled` otherwise);
- ``after``: when a viper was attacked, each seat asked may play Evasive Maneuvers: the attacker
  re-rolls, -2 on the new roll when a character pilots the viper (B-CARD-PIL-12, B-SKILL-11); then,
  on Helo's own turn and once per turn, Helo may have the die re-rolled (B-CHR-HEL-A). A re-roll
  replaces the previous result (B-CMBT-7) and runs the stages again from ``before``.

The continuation reads the final `Roll.result` (clamped to 1-8, B-CMBT-9), clears the roll
(`RollFinished`) and carries out the outcome.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.dice import windows as w
from bsgcore.base.effects.interpreter import ops_at
from bsgcore.base.model import BaseGame, Roll
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.skills import cards as ts
from bsgcore.base.skills import claims
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler, Step
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

#: An attack's or FTL Control's outcome with the final result: (game, a, b, result, rng) -> events.
Outcome = Callable[[BaseGame, int, int, int, RandomCursor], Events]
#: The outcome of each roll purpose, registered by the module that rolls (combat.py).
OUTCOMES: dict[str, Outcome] = {}


def register_outcomes(outcomes: Mapping[str, Outcome]) -> None:
    """Declare the outcomes of roll purposes (each purpose once)."""
    for purpose, outcome in outcomes.items():
        if OUTCOMES.get(purpose, outcome) is not outcome:
            raise ValueError(f"roll purpose {purpose!r} has two outcomes")
        OUTCOMES[purpose] = outcome


D8 = tuple(range(1, 9))
STRATEGIC = "base.skill.strategic_planning"
EVASIVE = "base.skill.evasive_maneuvers"
HELO = "base.character.karl_helo_agathon"
EVASIVE_PILOTED = -2
BEFORE, AFTER, DONE = "before", "after", "done"
WINDOW_CARD = {w.BEFORE_ROLL: STRATEGIC, w.VIPER_ATTACKED: EVASIVE}


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class RollStarted(BaseEvent):
    """A die is about to be rolled; its windows open (public)."""

    tag = "base.roll_started"
    roll: Roll

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, roll=self.roll)

    def describe(self) -> str:
        what = f"{self.roll.attacker} attacks {self.roll.target}" if self.roll.attacker else ""
        return f"A die is to be rolled ({what or self.roll.purpose})."


@attrs.frozen
class Rerolled(BaseEvent):
    """The die is rolled again (B-CMBT-7): `cause` is the card or ability, `extra` the new roll's
    own modifier; Helo's use is counted for the turn (B-CHR-HEL-A)."""

    tag = "base.rerolled"
    seat: int
    cause: str
    extra: int = 0

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.roll is not None
        roll = evolve(game.roll, value=0, extra=self.extra)
        if self.cause == w.ECO_OFFICER:
            return evolve(game, roll=roll, eco_officer_turn=game.turn)
        return evolve(game, roll=roll)

    def describe(self) -> str:
        extra = f", {self.extra:+d} to the new roll" if self.extra else ""
        return f"seat {self.seat} has the die rolled again ({self.cause.replace('_', ' ')}{extra})."


@attrs.frozen
class RollFinished(BaseEvent):
    """The die's final result is used; its windows are closed."""

    tag = "base.roll_finished"
    quiet = True

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, roll=None)


DICE_EVENTS: tuple[type[BaseEvent], ...] = (RollStarted, Rerolled, RollFinished)


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class RollStep(Frame):
    """Drive the pending roll: the windows before it, the roll, the windows after it."""

    tag = "base.f.roll"
    stage: str = BEFORE
    index: int = 0


@attrs.frozen
class RollWindow(Frame):
    """A seat may respond to the pending roll (`kind`: a windows.py kind), or pass."""

    tag = "base.f.roll_window"
    seat: int
    kind: str


@attrs.frozen
class RollThen(Frame):
    """Carry out an attack's or FTL Control's outcome with the final result (combat.OUTCOMES)."""

    tag = "base.f.roll_then"
    purpose: str
    a: int = -1
    b: int = -1


@attrs.frozen
class OpRollThen(Frame):
    """Carry out the outcome of a ``roll`` op (at `path` of `source`) with the final result."""

    tag = "base.f.op_roll_then"
    source: str
    path: str
    seat: int
    chosen: int = -1


@attrs.frozen
class EcoReroll(Command):
    """Helo's ECO Officer: have the die just rolled rolled again (B-CHR-HEL-A)."""

    tag = "base.eco_reroll"


def start(roll: Roll, then: Frame) -> Events:
    """Begin a roll above the caller's frames; `then` runs with the final result.

    Public as ``bsgcore.base.start_roll`` (docs/hooks.md, "A die roll of your own"): a plugin's
    `then` frame reads ``g(state).roll.result`` in its step and emits `RollFinished` with its
    outcome, so its die gets every window base's rolls get (Strategic Planning, plugins' ones)."""
    return [RollStarted(roll), push(then, RollStep())]


# -- the driver ---------------------------------------------------------------------------------


def eco_available(game: BaseGame) -> bool:
    """Helo's ECO Officer: his own turn, once per turn, while he is in play (B-CHR-HEL-A,
    B-CHR-HEL-W, B-CHAR-5); skipped by his standing order."""
    seat = game.current
    player = game.players[seat]
    return (
        player.character == HELO
        and not m.is_cylon_player(game, seat)
        and player.location != m.STRANDED
        and game.eco_officer_turn != game.turn
        and w.ECO_OFFICER not in player.standing
    )


def step_roll(state: State, frame: RollStep, rng: RandomCursor) -> Events:
    """The next window, or the roll itself (B-CARD-TAC-35, B-CARD-PIL-12, B-CHR-HEL-A)."""
    game = g(state)
    roll = game.roll
    assert roll is not None
    if frame.stage == BEFORE:
        if not roll.planned:
            if frame.index == 0 and claims.claimed(game, w.BEFORE_ROLL):  # P-TIME-1
                return [replace(RollStep(BEFORE, m.seats(game))), *claims.start(w.BEFORE_ROLL)]
            seat, i = w.next_asked(game, w.BEFORE_ROLL, frame.index)
            if seat >= 0:
                return [replace(RollStep(BEFORE, i + 1)), push(RollWindow(seat, w.BEFORE_ROLL))]
        return [rolled(roll, rng.roll(D8)), replace(RollStep(AFTER))]
    if frame.stage == AFTER:
        if roll.viper >= 0:
            seat, i = w.next_asked(game, w.VIPER_ATTACKED, frame.index)
            if seat >= 0:
                return [replace(RollStep(AFTER, i + 1)), push(RollWindow(seat, w.VIPER_ATTACKED))]
        if eco_available(game):
            return [replace(RollStep(DONE)), push(RollWindow(game.current, w.ECO_OFFICER))]
    return [pop()]


def rolled(roll: Roll, value: int) -> BaseEvent:
    """The die's value as an event: an attack's `AttackRolled`, else `DieRolled` (B-COMP-1)."""
    after = evolve(roll, value=value)
    if roll.attacker:
        return se.AttackRolled(roll.attacker, roll.target, value, after.result)
    return te.DieRolled(roll.roller, roll.purpose, value)


def describe(roll: Roll) -> str:
    """The roll in a prompt."""
    what = f"{roll.attacker} attacks {roll.target}" if roll.attacker else roll.purpose
    if roll.value:
        return f"{what}: rolled {roll.value}, result {roll.result}"
    return what


def window_options(game: BaseGame, frame: RollWindow) -> list[Command]:
    """Pass, pass for good, or respond (the seat's own usable cards, or Helo's re-roll)."""
    seat = frame.seat
    options: list[Command] = [tc.NoCard(seat), w.PassAlways(seat)]
    if frame.kind == w.ECO_OFFICER:
        return [*options, EcoReroll(seat)]
    card = WINDOW_CARD[frame.kind]
    if not m.is_cylon_player(game, seat):
        held = {c for c in game.players[seat].hand if ts.card_id(c) == card}
        options += [tc.PlaySkill(seat, c) for c in sorted(held)]
    return options


PROMPTS = {
    w.BEFORE_ROLL: "Play Strategic Planning before the roll ({})?",
    w.VIPER_ATTACKED: "Play Evasive Maneuvers ({})?",
    w.ECO_OFFICER: "ECO Officer: have the die rolled again ({})?",
}


def decide_window(state: State, frame: RollWindow) -> Decision:
    """The seat's answer in a roll window; passing is always legal."""
    game = g(state)
    assert game.roll is not None
    prompt = PROMPTS[frame.kind].format(describe(game.roll))
    return Decision.make(frame.seat, frame.kind, prompt, window_options(game, frame))


def handle_play(state: State, cmd: tc.PlaySkill, rng: RandomCursor) -> Events:
    """Strategic Planning adds 2 to this die (SkillCardPlayed.apply); Evasive Maneuvers has the
    attacker re-roll, -2 for a piloted viper, and the windows open again."""
    game = g(state)
    assert game.roll is not None
    played = ts.SkillCardPlayed(cmd.seat, cmd.card)
    if ts.card_id(cmd.card) == STRATEGIC:
        return [played, pop()]
    extra = EVASIVE_PILOTED if game.roll.piloted else 0
    again = Rerolled(cmd.seat, w.VIPER_ATTACKED, extra)
    return [played, again, pop(), replace(RollStep(BEFORE))]


def handle_eco(state: State, cmd: EcoReroll, rng: RandomCursor) -> Events:
    """Helo has the die rolled again; the new result stands (B-CHR-HEL-A, B-CMBT-7)."""
    return [Rerolled(cmd.seat, w.ECO_OFFICER), pop(), replace(RollStep(BEFORE))]


def handle_pass_always(state: State, cmd: w.PassAlways, rng: RandomCursor) -> Events:
    """Pass, and set the standing order for this kind of window (public). A plugin's window
    frame offers `PassAlways` too by naming its kind in a ``kind`` field (docs/hooks.md)."""
    top = state.top
    if isinstance(top, tf.PlaySkillWindow):
        kind = ts.window_kind(top.kind)
    else:
        kind = str(getattr(top, "kind", ""))  # RollWindow, or a plugin's window frame
        assert kind, "PassAlways needs a window frame naming its kind"
    return [w.StandingOrderSet(cmd.seat, kind), pop()]


def handle_withdraw(state: State, cmd: w.WithdrawStandingOrders, rng: RandomCursor) -> Events:
    """The seat is asked again in every window; its Action step goes on."""
    return [w.StandingOrdersWithdrawn(cmd.seat)]


# -- the continuations --------------------------------------------------------------------------


def step_then(state: State, frame: RollThen, rng: RandomCursor) -> Events:
    """The outcome of an attack or FTL Control with the final result."""

    game = g(state)
    assert game.roll is not None
    result = game.roll.result
    finished = RollFinished()
    outcome = OUTCOMES[frame.purpose](finished.apply(game), frame.a, frame.b, result, rng)
    return [finished, pop(), *outcome]


def step_op_then(state: State, frame: OpRollThen, rng: RandomCursor) -> Events:
    """The matching outcome of a ``roll`` op (B-COMP-1)."""

    game = g(state)
    assert game.roll is not None
    result = game.roll.result
    parent, index = frame.path.rsplit("/", 1)
    op = ops_at(frame.source, parent)[int(index)]
    events: Events = [RollFinished(), pop()]
    for i, outcome in enumerate(op.get("outcomes", ())):
        if int(outcome["min"]) <= result <= int(outcome["max"]):
            path = f"{frame.path}/outcomes/{i}/effects"
            events.append(push(tf.RunOps(frame.source, path, frame.seat, chosen=frame.chosen)))
            break
    return events


STEPS: dict[type[Frame], Step] = {
    RollStep: step_roll,
    RollThen: step_then,
    OpRollThen: step_op_then,
}
DECIDERS: dict[type[Frame], Decider] = {RollWindow: decide_window}
HANDLERS: dict[type[Command], Handler] = {
    EcoReroll: handle_eco,
    w.PassAlways: handle_pass_always,
    w.WithdrawStandingOrders: handle_withdraw,
}
EVENTS: tuple[type[BaseEvent], ...] = DICE_EVENTS + w.WINDOW_EVENTS


def planning_open(game: BaseGame) -> bool:
    """Strategic Planning may still be played on this die (at most 1 per die, B-CARD-TAC-35)."""
    return game.roll is not None and not game.roll.planned


def register(registry: Any) -> None:
    """Die rolls and their response windows, standing orders; Strategic Planning's window may
    ask who wants to play first (P-TIME-1, `claims`)."""
    register_tables(registry, EVENTS, STEPS, DECIDERS, HANDLERS)
    claims.declare_claimed(
        registry,
        w.BEFORE_ROLL,
        w.BEFORE_ROLL,
        "Strategic Planning",
        planning_open,
        lambda seat: RollWindow(seat, w.BEFORE_ROLL),
    )
