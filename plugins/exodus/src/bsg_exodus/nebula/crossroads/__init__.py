"""The Ionian Nebula objective, the Crossroads phase and the Trial (exodus.md §3.5, §7.4, §7.5:
X-NEB-OBJ, X-NEB-SETUP-8, -9, X-XR, X-TRIAL), a part of the Exodus plugin (``PLUGIN.parts``)
with its own state (``exodus.crossroads``).

objective.py: the distance that starts the phase, the battle, the final jump after it; phase.py:
the cards dealt, the hidden tokens, the reveals; results.py: the 7 cards' results; trial.py and
elimination.py: the Trial; secrets.py: what each seat may know (declared, scrambled, its view).
"""

from __future__ import annotations

from typing import Any

from bsg_exodus.catalogue import implemented
from bsg_exodus.nebula.crossroads import (
    elimination,
    labels,
    objective,
    phase,
    results,
    secrets,
    trial,
)
from bsg_exodus.nebula.crossroads import state as xs
from bsgcore import hookimpl
from bsgcore.base import BaseGame, current_state, register_tables
from bsgcore.messages import Frame
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.view import Secret

WHERE = "bsg_exodus.nebula.crossroads"


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The part's state (with its scramble), events, frames and commands; base's jump wrapped
    (objective.wrap_jump); the objective and the 7 Crossroads cards declared carried out."""
    if ruleset != "base":
        return
    registry.plugin_state(xs.initial, value_type=xs.XrState, scramble=secrets.scramble)
    for event_type, apply in xs.EVENTS.items():
        registry.event(event_type, apply)
    register_tables(
        registry,
        (elimination.SuperCrisesBoxed,),
        {
            objective.CrossroadsCheck: objective.step_check,
            elimination.Eliminate: elimination.step_eliminate,
            **phase.STEPS,
            **results.STEPS,
            **trial.STEPS,
        },
        {**phase.DECIDERS, **results.DECIDERS, **trial.DECIDERS},
        {**phase.HANDLERS, **results.HANDLERS, **trial.HANDLERS},
    )
    registry.wrap_step(registry.tags["base.f.jump"], objective.wrap_jump)
    registry.wrap_step(registry.tags["exodus.f.end_executed_turn"], trial.wrap_end_executed_turn)
    implemented(registry, objective.OBJECTIVE, f"{WHERE}.objective")
    for card in phase.DECK:
        implemented(registry, card, f"{WHERE}.results.RESULTS")
    labels.register(registry)


@hookimpl
def bsg_base_jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """X-NEB-OBJ-1: the Crossroads check after the jump's other steps."""
    state = current_state()
    return frames if state is None else objective.jump_steps(state, seat, frames)


@hookimpl
def bsg_declare_secrets(state: State, seat: int | None) -> list[Secret] | None:
    """X-XR-22, -23: the other seats' unrevealed cards and tokens."""
    return secrets.secrets(state, seat) if state.ruleset == "base" else None


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """The phase and the cards and tokens as this seat may see them."""
    return secrets.view(state, seat) if state.ruleset == "base" else None
