"""Check marks and the Skill Check Ability step: the seams a check offers to expansions.

*Marks* are names a plugin sets on the check in progress (`CheckMarked`), kept in
``BaseGame.check_marks`` and cleared when the check finishes: Pegasus's "Reckless" (P-RECK-2),
"no Destiny cards", "players' cards face up". Base itself sets none; the modifier hooks, which
receive the `BaseGame`, read them.

The *Skill Check Ability* step (X-SCA-4, P-RECK-11) runs right after a check's cards are revealed
and before anything reads its total (the windows after the total, the result): every distinct
ability among the revealed cards whose catalogue record carries the icon (``skill_check_ability``)
is carried out once (X-SCA-5, P-RECK-10), whoever added the card, a destiny card included
(X-SCA-2, P-RECK-9), in the order the current player chooses. The ``bsg_base_check_abilities``
pipeline decides which apply (Pegasus: its Reckless ones only in a Reckless check, P-RECK-7). An
ability is the card's ``effects`` ops, run for the current player. Base's own cards carry no
icon, so a base game never enters the step (its logs are unchanged).
"""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State


@attrs.frozen
class CheckMarked(BaseEvent):
    """A plugin marks the check in progress (a public fact: "reckless" ...); the mark lasts until
    the check finishes."""

    tag = "base.check_marked"
    mark: str

    def apply(self, game: BaseGame) -> BaseGame:
        if self.mark in game.check_marks:
            return game
        return evolve(game, check_marks=(*game.check_marks, self.mark))

    def describe(self) -> str:
        return f"The check is marked {self.mark}."


@attrs.frozen
class CheckAbilityResolved(BaseEvent):
    """A Skill Check Ability of a revealed card is carried out (its ops follow)."""

    tag = "base.check_ability_resolved"
    card: str  # the catalogue id of the card whose ability it is

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"Skill Check Ability: {m.data().get(self.card).name}."


@attrs.frozen
class CheckAbilities(Frame):
    """Carry out the abilities of the revealed cards not yet `done`, one at a time."""

    tag = "base.f.check_abilities"
    done: tuple[str, ...] = ()


@attrs.frozen
class ChooseCheckAbility(Frame):
    """The current player picks the next ability to carry out (X-SCA-4)."""

    tag = "base.f.choose_check_ability"
    seat: int
    done: tuple[str, ...] = ()


@attrs.frozen
class ResolveCheckAbility(Command):
    """Carry out this card's ability next."""

    tag = "base.resolve_check_ability"
    card: str


def card_id(code: str) -> str:
    """The catalogue id of a skill card code."""
    return code.split("@", 1)[0]


def abilities(game: BaseGame) -> tuple[str, ...]:
    """The distinct abilities of the revealed cards that apply, as the pipeline leaves them."""
    check = game.check
    if check is None:
        return ()
    cat = m.data()
    found = tuple(
        sorted({card_id(c) for c in check.revealed if cat.skill(card_id(c)).skill_check_ability})
    )
    for modify in modifiers().check_abilities:
        found = tuple(modify(game, check, found))
    return found


def pending(game: BaseGame, done: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The abilities still to carry out in this check."""
    return tuple(card for card in abilities(game) if card not in done)


def resolve(game: BaseGame, card: str, done: tuple[str, ...]) -> Events:
    """Carry out `card`'s ability, then come back for the others."""
    run = tf.RunOps(card, "effects", game.current)
    return [CheckAbilityResolved(card), replace(CheckAbilities((*done, card))), push(run)]


def step_abilities(state: State, frame: CheckAbilities, rng: RandomCursor) -> Events:
    """One left: carry it out; several: the current player picks; none: done."""
    game = g(state)
    left = pending(game, frame.done)
    if not left:
        return [pop()]
    if len(left) == 1:
        return resolve(game, left[0], frame.done)
    return [replace(ChooseCheckAbility(game.current, frame.done))]


def decide_ability(state: State, frame: ChooseCheckAbility) -> Decision:
    """Which ability next."""
    options: list[Command] = [
        ResolveCheckAbility(frame.seat, c) for c in pending(g(state), frame.done)
    ]
    return Decision.make(frame.seat, "check_ability", "Carry out which ability first?", options)


def handle_resolve(state: State, cmd: ResolveCheckAbility, rng: RandomCursor) -> Events:
    """Carry out the chosen ability."""
    frame = state.top
    assert isinstance(frame, ChooseCheckAbility)
    return resolve(g(state), cmd.card, frame.done)


def frames_after_reveal(game: BaseGame) -> tuple[Frame, ...]:
    """The step to put above the result's frames: none when no ability applies."""
    return (CheckAbilities(),) if pending(game) else ()


def register(registry: object) -> None:
    """Register the marks, the step, its decision and its command."""
    register_tables(
        registry,
        events=(CheckMarked, CheckAbilityResolved),
        steps={CheckAbilities: step_abilities},
        deciders={ChooseCheckAbility: decide_ability},
        handlers={ResolveCheckAbility: handle_resolve},
    )
