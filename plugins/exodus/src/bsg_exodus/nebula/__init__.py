"""Exodus's Ionian Nebula option (exodus.md §7, option ``ionian_nebula``), its first part: the
trauma tokens as this part's state (state.py, tokens.py): the pool, the face-down tokens on the
Brig and Sickbay, each seat's hidden holding with a public count, set up per X-NEB-SETUP-2..6
(trauma.py), the drawing rules with their disasters (X-TRAUMA-10..17, -21, -23), and what a seat
may not know of them (declared secrets, a scramble, redacted events and a view, X-TRAUMA-3).

In play (turn.py): the start-of-turn draw in Sickbay and the Brig (X-TRAUMA-18, base's
``bsg_base_turn_steps``), a human executed by a disaster (X-TRAUMA-13), an executed human's
tokens returned and re-drawn (X-TRAUMA-20..22).

The allies' set-up (allies.py, X-NEB-SETUP-10..14): the deck, the 3 allies of the first turn
with their tokens; the encounter at the end of the turn's Movement step and the replacements
(encounter.py, allies_events.py, on base's ``bsg_base_movement_end``, X-ALLY-2..16, -20..22,
-30..34, -37); the results as cards run by base's interpreter, with the ``trauma`` op and the
other ops they need (allies_ops.py, allies_results.py). The objective, the Crossroads and the
Trial are the part ``bsg_exodus.nebula.crossroads``, the alternative basestar damage the part
``bsg_exodus.nebula.basestar_damage``. Every ally is carried out (the space results of
Anastasia Dualla and Lee Adama: allies_space.py), so the option is built (docs/exodus.md §7). A
part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

from bsg_exodus.data import load
from bsg_exodus.nebula import (
    allies,
    allies_events,
    allies_ops,
    allies_results,
    allies_space,
    encounter,
    labels,
    tokens,
    trauma,
    turn,
)
from bsg_exodus.nebula import state as ns
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseGame, current_state, register_tables
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.view import Secret


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The trauma state (with its scramble) and events, the part's labels."""
    if ruleset != "base":
        return
    registry.plugin_state(ns.initial, value_type=ns.NebulaState, scramble=trauma.scramble)
    for event_type, apply in ns.EVENTS.items():
        registry.event(event_type, apply)
    for event_type, apply in allies_events.EVENTS.items():
        registry.event(event_type, apply)
    register_tables(registry, (), {**turn.STEPS, allies.SetUpAllies: allies.step_set_up})
    register_tables(
        registry,
        allies_space.EVENTS,
        {**encounter.STEPS, **allies_space.STEPS},
        {**encounter.DECIDERS, **allies_ops.DECIDERS, **allies_space.DECIDERS},
        {**encounter.HANDLERS, **allies_ops.HANDLERS, **allies_space.HANDLERS},
    )
    labels.register(registry)
    labels.register_allies(registry)
    allies_results.register(registry)


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """The ``trauma`` op and the allies' results this game carries out (allies_ops.py); the
    trauma tokens, no card but this part's state (tokens.py), declared implemented."""
    allies_ops.add_content(content)
    for entry in load().ids("trauma"):
        content.implemented_entry(entry, "bsg_exodus.nebula.tokens (the part's state)")


@hookimpl
def bsg_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    """X-NEB-SETUP-2..6, when the option is used."""
    if state.ruleset != "base" or not ns.nebula(state).used:
        return None
    return [trauma.set_up(ns.nebula(state), state.seats, rng)]


@hookimpl
def bsg_base_turn_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """X-TRAUMA-18: a player starting his turn in Sickbay or the Brig takes its token; the
    allies come out as the first turn begins (X-NEB-SETUP-11..14)."""
    state = current_state()
    if state is None:
        return frames
    return allies.turn_steps(state, game, seat, turn.turn_steps(state, game, seat, frames))


@hookimpl
def bsg_base_movement_end(
    game: BaseGame, seat: int, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-ALLY-2, -6: the ally encounter at the end of the turn's Movement step."""
    state = current_state()
    return frames if state is None else encounter.movement_end(state, seat, frames)


@hookimpl
def bsg_base_execution_steps(
    game: BaseGame, seat: int, proof: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-TRAUMA-20, -21, -22."""
    state = current_state()
    if state is None:
        return frames
    frames = turn.execution_steps(state, seat, proof, frames)
    return encounter.execution_steps(state, game, seat, frames)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """X-ALLY-30: allies on a location damaged or out of the game are replaced."""
    if state.ruleset != "base":
        return None
    return encounter.after_event(state, event)


@hookimpl
def bsg_declare_secrets(state: State, seat: int | None) -> list[Secret] | None:
    """X-TRAUMA-3: other seats' tokens, the Brig's and Sickbay's."""
    return trauma.secrets(state, seat) if state.ruleset == "base" else None


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """Own tokens, every holding's size, the pool's size (X-TRAUMA-3)."""
    return trauma.view(state, seat) if state.ruleset == "base" else None


def crossroads_tokens(state: State) -> list[str]:
    """The tokens beside the Crossroads cards and those boxed (part ``exodus.crossroads``)."""
    from bsg_exodus.nebula.crossroads import state as xs

    value = xs.xr(state)
    return [*(t for t in value.tokens if t), *value.boxed]


@hookimpl
def bsg_check_invariants(state: State) -> None:
    """Every token is in exactly one place (the pool, a location, a holding), no disaster is
    held (X-TRAUMA-12, -15)."""
    if state.ruleset != "base" or not ns.nebula(state).used:
        return
    value = ns.nebula(state)
    places = [*value.pool, *(t for h in value.held for t in h), value.brig, value.sickbay]
    places += [t for _, t in value.allies]
    places += crossroads_tokens(state)
    assert sorted(t for t in places if t) == sorted(tokens.BOX), "X-TRAUMA: tokens lost"
    assert not any(tokens.is_disaster(t) for h in value.held for t in h), "X-TRAUMA-12"
