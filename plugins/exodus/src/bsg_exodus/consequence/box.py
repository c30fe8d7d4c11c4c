"""Resolving a Crisis card's Consequence box (X-SCA-10..13): the step base's check runs after the
Skill Check Abilities, and the op ``exodus_consequence`` that does the same."""

from __future__ import annotations

import attrs

from bsgcore.base import BaseEvent, BaseGame, Box, Check, Events, Op, Result, RunOps, data, g
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push
from bsgcore.state import State

CONSEQUENCE_OP = "exodus_consequence"
#: The path of the box in the card record (base's ``CrisisCard.consequence``).
PATH = "consequence"


@attrs.frozen
class ConsequenceResolved(BaseEvent):
    """The Consequence of the check's card is carried out (its ops follow); public."""

    tag = "exodus.consequence_resolved"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"Consequence of {data().get(self.card).name}."


@attrs.frozen
class ConsequenceStep(Frame):
    """Carry out the Consequence of the check in progress, if an ability card is in it."""

    tag = "exodus.f.consequence"


def consequence_of(check: Check) -> Box | None:
    """The Consequence box of the card the check comes from (None: a location, a card without)."""
    try:
        record = data().get(check.source)
    except KeyError:
        return None
    box = getattr(record, PATH, None)
    return box if isinstance(box, Box) and box.effects else None


def has_ability_card(check: Check) -> bool:
    """Whether at least 1 skill card with the SCA icon is in the check (X-SCA-11), whoever added
    it (a Destiny card included)."""
    cat = data()
    return any(cat.skill(code.split("@", 1)[0]).skill_check_ability for code in check.revealed)


def carry_out(game: BaseGame) -> Events:
    """The Consequence's ops, for the player the check is about, whatever the result (X-SCA-12);
    nothing without an ability card in the check or a Consequence box."""
    check = game.check
    if check is None or consequence_of(check) is None or not has_ability_card(check):
        return []
    run = RunOps(check.source, PATH, check.seat, chosen=check.target)
    return [ConsequenceResolved(check.source), push(run)]


def step_consequence(state: State, frame: ConsequenceStep, rng: RandomCursor) -> Events:
    """The step (X-SCA-8 step 3): after every ability, before the total is read."""
    return [pop(), *carry_out(g(state))]


def op_consequence(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The op: the Consequence of the check in progress, as the step carries it out."""
    return carry_out(game)
