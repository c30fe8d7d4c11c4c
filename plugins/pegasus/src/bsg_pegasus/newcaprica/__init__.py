"""The New Caprica objective and phase (pegasus.md §10: P-NC, P-NCS, P-NCM, P-NCL, P-DET, P-DTN,
P-AOF, P-NCC, P-OF, P-EVAC, P-PRE, P-ORB, P-TTL, P-WIN).

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations are here, the rules in
the modules they name. names (ids), state (plugin-owned state), events, content (catalogue
entries), ops (the cards' ops), flow (frames and commands), resolve (their steps), phase (the
trigger, the setup, the wrapped turn steps), actions (Actions, moves, redirects), ending (the
final order and the result), secrets (view and hidden information).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bsg_pegasus.newcaprica import (
    actions,
    bot,
    ending,
    flow,
    labels,
    ops,
    phase,
    resolve,
    secrets,
)
from bsg_pegasus.newcaprica import content as nc_content
from bsg_pegasus.newcaprica.events import EVENTS
from bsg_pegasus.newcaprica.state import NewCaprica, initial
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseGame, noting_state, register_tables
from bsgcore.messages import Command, Event, Frame
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.view import Secret

BASE = "base"


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The part's state, events, frames and commands; its Actions and moves added to base's
    steps; the jump, Prepare for Jump and activation steps wrapped (phase.py)."""
    if ruleset != BASE:
        return
    registry.plugin_state(initial, value_type=NewCaprica, scramble=secrets.scramble)
    for event in EVENTS:
        registry.event(event, event.applier)
    register_tables(
        registry,
        steps={
            flow.Settle: phase.step_settle,
            flow.FinalResult: ending.step_final_result,
            **resolve.STEPS,
        },
        deciders=resolve.DECIDERS,
        handlers={
            **resolve.HANDLERS,
            flow.UseAction: actions.handle_use,
            flow.FinalOrder: ending.handle_final_order,
        },
    )
    tags = registry.tags
    # noted: who is a Cylon player there may be a Leader's Infiltration (P-INF-9)
    registry.add_options(tags["base.f.action"], noting_state(actions.action_options))
    move = partial(actions.move_options, tags["base.move"])
    registry.add_options(tags["base.f.movement"], noting_state(move))
    registry.wrap_step(tags["base.f.jump"], phase.wrap_jump)
    registry.wrap_step(tags["base.f.prepare_jump"], phase.wrap_prepare_jump)
    registry.wrap_step(tags["base.f.activation"], phase.wrap_activation)
    registry.set_data("bots", bot.wrap_bots(dict(registry.data.get("bots", {}))))
    nc_content.declare(registry)
    labels.register(registry)


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The board, locations, objective and cards of the phase, with their ops (content.py)."""
    ops.add_ops(content)
    nc_content.add_content(content)


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """What the phase forbids of base's options (actions.forbid)."""
    return noting_state(actions.forbid)(state, command)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """The New Caprica Crisis cards out of the Crisis deck at set-up; the Medical Center for the
    Resurrection Ship before the return (P-DET-1); the President's roll (P-TTL-1)."""
    events = phase.setup_events(state, event) + actions.resurrection_redirect(state, event)
    return events + ending.president_roll(state, event) or None


@hookimpl
def bsg_base_jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The objective's check after a jump (P-NC-7)."""
    return phase.bsg_base_jump_steps(game, seat, frames)


@hookimpl
def bsg_base_send_to(game: BaseGame, seat: int, reason: str, to: str) -> str:
    """Detention and the Medical Center for those on New Caprica (P-DET-1..3, -9)."""
    return actions.send_to(game, seat, reason, to)


@hookimpl
def bsg_base_ability_location(game: BaseGame, seat: int, location: str) -> str:
    """A character ability naming the Brig means Detention on New Caprica (P-DET-3)."""
    return actions.ability_location(game, seat, location)


@hookimpl
def bsg_base_new_character_start(game: BaseGame, seat: int, character: str, location: str) -> str:
    """Resistance HQ (or Detention) for a new character during the phase (P-PRE-4, P-NEWC-1, -5)."""
    return actions.new_character_start(game, seat, character, location)


@hookimpl
def bsg_base_receive_skills(game: BaseGame, seat: int, draw: Any) -> Any:
    """One card in the Medical Center (P-DET-10)."""
    return actions.receive_skills(game, seat, draw)


@hookimpl
def bsg_base_check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Two cards a check from Detention (P-DET-10)."""
    return actions.check_card_limit(game, seat, limit)


@hookimpl
def bsg_base_damage_galactica(
    game: BaseGame, seat: int, count: int, frame: Frame | None
) -> Frame | None:
    """No damage to Galactica before the return (P-PRE-2, P-DMG-10)."""
    return actions.damage_galactica(game, seat, count, frame)


@hookimpl
def bsg_base_action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """The New Caprica Actions, for the seats this part offers them to (actions.action_allowed)."""
    return actions.action_allowed(game, seat, command, allowed)


@hookimpl
def bsg_base_destroy_civilian(
    game: BaseGame, seat: int, count: int, events: list[Any] | None
) -> list[Any] | None:
    """A ship drawn to destroy during the phase: Locked, then Prepared (R-202, P-EVAC-7)."""
    found: list[Any] | None = resolve.destroy_drawn(game, seat, count, events)
    return found


@hookimpl
def bsg_base_crisis_deck(game: BaseGame, purpose: str, deck: str) -> str:
    """The New Caprica Crisis deck during the phase (P-NCC-1, -3)."""
    return phase.crisis_deck(game, purpose, deck)


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any]:
    """The phase's public table and what the seat may know (secrets.view)."""
    return {"new_caprica": secrets.view(state, seat)}


@hookimpl
def bsg_declare_secrets(state: State, seat: int | None) -> list[Secret]:
    """The stacks' order (secrets.secrets)."""
    return secrets.secrets(state, seat)
