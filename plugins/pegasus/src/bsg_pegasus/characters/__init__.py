"""The four new human characters (P-SETUP-1, Appendix A.4): Helena Cain, Anastasia "Dee"
Dualla, Ellen Tigh and Louanne "Kat" Katraine, each in play once its three abilities are
carried out (content.py); owned by the peg-chars helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here, each a thin
call into the module that owns the character (kat.py ...).
"""

from __future__ import annotations

from bsg_pegasus.characters import content as sheets
from bsg_pegasus.characters import kat, labels, model
from bsgcore import hookimpl
from bsgcore.base import BaseContent
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
    for base_event in kat.EVENTS:
        registry.event(base_event, base_event.applier)
    kat.register(registry)
    labels.register(registry)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Where Kat begins her turn (Stim Junkie)."""
    if state.ruleset != "base" or event.tag != "base.turn_begun":
        return None
    return kat.turn_started(state.game, event) or None
