"""Scar and the plastic basestars (P-SCAR, P-BS).

The Scar token marks one raider when the Crisis card "Scar" places its ships (P-SCAR-1,
P-SCAR-2): the raider placed in the area its set-up marks. While the card is in play (Personal
Vendetta, until the fleet jumps or Scar is destroyed) Scar is activated twice whenever raiders are
activated, and only an attack result of 7 or 8, modifiers counted, destroys it (R-229, through
base's ``bsg_base_destroyed_at``). When Scar is destroyed, or leaves the board as the fleet jumps,
the token is removed and the card leaves play (P-SCAR-4). The plastic basestars are base's two
basestars (P-BS-1): nothing to add.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here, the token's
state and events in state.py.
"""

from __future__ import annotations

from bsg_pegasus.scar import state as st
from bsg_pegasus.scar.state import is_scar
from bsgcore import Event, State, hookimpl
from bsgcore.base import ActivateCylons, BaseContent, BaseGame, current_state
from bsgcore.ruleset import RulesRegistry

__all__ = ["is_scar"]


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The Scar card's special-rule op and its kept rule (the card joins the Crisis deck)."""
    st.add_ops(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The token's state and events; the raider activation wrapped (Scar twice)."""
    if ruleset == "base":
        st.register(registry)
        registry.wrap_step(ActivateCylons, st.wrap_activation)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """The token removed once Scar is off the board; the card leaves play with it."""
    return st.after_event(state, event)


@hookimpl
def bsg_base_destroyed_at(game: BaseGame, uid: int, at: int) -> int:
    """Scar is destroyed only by an attack result of 7 or 8 (R-229, P-SCAR-3)."""
    state = current_state()
    if state is not None and st.scar_of(state) == uid >= 0:
        return max(at, st.SCAR_DESTROYED_AT)
    return at
