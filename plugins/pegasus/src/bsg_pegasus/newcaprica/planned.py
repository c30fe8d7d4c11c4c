"""Strategic Planning carried to the re-roll of an attack on the occupation forces (P-AOF-4).

A missed attack may be rolled again by discarding a Maximum Firepower (P-AOF-3, resolve.py);
the re-roll is a new ``roll`` op of the attack, so base's die would start without the +2 a
Strategic Planning gave the missed roll. This part notes, as each attack roll is resolved,
whether a Strategic Planning was on it (`roll_then_wrapper`); the Maximum Firepower discarded
for the re-roll arms the note, and the re-roll's die then starts with the card's +2 on it
(`RollPlanned`), so no second Strategic Planning can be played on it (base's window). Its own
public state; a part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.newcaprica.content import ATTACK_ACTION
from bsgcore import hookimpl
from bsgcore.base import BaseEvent, BaseGame, g
from bsgcore.frozen import evolve
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

PART = "pegasus.planned"
ROLL_THEN = "base.f.op_roll_then"
ROLL_STARTED = "base.roll_started"
DISCARDED = "base.skill_cards_discarded"
REROLL = "reroll"  # the discard reason of the New Caprica re-roll (resolve.handle_reroll)


@attrs.frozen
class Planned:
    """`last`: a Strategic Planning was on the last attack roll resolved; `armed`: the next
    attack roll is its re-roll and gets the +2."""

    last: bool = False
    armed: bool = False


def initial(seats: int, options: dict[str, object]) -> Planned:
    return Planned()


@attrs.frozen
class PlannedNoted(Event):
    """Whether the attack roll being resolved had a Strategic Planning on it (public)."""

    tag = "pegasus.planned_noted"
    last: bool
    armed: bool = False

    def describe(self) -> str:
        return "Strategic Planning carries to the re-roll." if self.armed else "Attack rolled."


def apply_noted(state: State, event: PlannedNoted) -> State:
    return state.with_plugin(PART, Planned(event.last, event.armed))


@attrs.frozen
class RollPlanned(BaseEvent):
    """The re-roll's die starts with Strategic Planning's +2 on it (P-AOF-4)."""

    tag = "pegasus.roll_planned"

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.roll is not None
        return evolve(game, roll=evolve(game.roll, planned=True))

    def describe(self) -> str:
        return "The re-roll keeps Strategic Planning's +2."


def roll_then_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Note whether the attack roll being resolved had a Strategic Planning on it."""
    roll = g(state).roll
    if roll is None or roll.purpose != ATTACK_ACTION:
        return list(step(state, frame, rng))
    return [PlannedNoted(roll.planned), *step(state, frame, rng)]


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """The discard for a re-roll arms the note; the re-roll's start takes the +2."""
    if event.tag not in (DISCARDED, ROLL_STARTED):
        return None
    note: Planned = state.plugin(PART)
    if event.tag == DISCARDED:
        if getattr(event, "reason", "") == REROLL and note.last and not note.armed:
            return [PlannedNoted(True, armed=True)]
        return None
    roll = g(state).roll
    if not note.armed or roll is None:
        return None
    if roll.purpose != ATTACK_ACTION:
        return [PlannedNoted(False)]
    return [PlannedNoted(False), RollPlanned()]


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The part's state, events and the wrapper of base's roll outcome step."""
    if ruleset != "base":
        return
    registry.plugin_state(initial, value_type=Planned)
    registry.event(PlannedNoted, apply_noted)
    registry.event(RollPlanned, RollPlanned.applier)
    registry.wrap_step(registry.tags[ROLL_THEN], roll_then_wrapper)
