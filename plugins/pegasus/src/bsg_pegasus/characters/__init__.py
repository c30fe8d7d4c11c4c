"""The four new human characters (P-SETUP-1, Appendix A.4): Helena Cain, Anastasia "Dee"
Dualla, Ellen Tigh and Louanne "Kat" Katraine, each in play once its three abilities are
carried out (content.py); owned by the peg-chars helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here, each a thin
call into the module that owns the character (kat.py ...).
"""

from __future__ import annotations

from bsg_pegasus.characters import cain, dee, ellen, kat, labels, model
from bsg_pegasus.characters import content as sheets
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseGame
from bsgcore.messages import Event
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The characters whose abilities all work, and the lines of succession with them."""
    sheets.add_content(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """This part's state, events, frames and commands, its step wrappers and labels."""
    if ruleset != "base":
        return
    registry.plugin_state(model.initial, value_type=model.CharactersState)
    for event in model.EVENTS:
        registry.event(event, event.applier)  # type: ignore[attr-defined]
    for event in (*cain.EVENTS, *ellen.STATE_EVENTS, *dee.STATE_EVENTS):
        registry.event(event, event.applier)  # type: ignore[attr-defined]
    for base_event in (*kat.EVENTS, *ellen.EVENTS):
        registry.event(base_event, base_event.applier)
    kat.register(registry)
    cain.register(registry)
    ellen.register(registry)
    dee.register(registry)
    labels.register(registry)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Where Kat begins her turn (Stim Junkie); the end of Cain's Blind Jump; Dee's Efficient
    look and her Emotionally Fragile execution."""
    if state.ruleset != "base":
        return None
    if event.tag == "base.turn_begun":
        return kat.turn_started(state.game, event) or None
    if event.tag == "core.push":
        return (dee.efficient(state, event) + dee.fragile(state, event)) or None
    if event.tag in ("core.pop", "core.replace", "base.resource_changed"):
        return dee.fragile(state, event) or None
    return cain.jump_finished(state, event) or None


@hookimpl
def bsg_base_location_allowed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """Cain's Bent on Revenge."""
    return cain.location_allowed(game, seat, location, allowed)


@hookimpl
def bsg_base_new_character_start(game: BaseGame, seat: int, character: str, location: str) -> str:
    """Cain chosen after an execution with Pegasus destroyed: Command (R-203)."""
    return cain.new_character_start(game, seat, character, location)


@hookimpl
def bsg_base_destination_draw(game: BaseGame, seat: int, count: int) -> int:
    """Cain's Blind Jump: the Admiral draws 1 Destination."""
    return cain.destination_draw(game, seat, count)
