"""Preventative Policy (Appendix A.5): the resource named loses 1 less at its next loss this
turn. The loss happens as printed and the policy gives 1 back at once (`PolicyUsed`), so every
source of a loss is covered (crisis, location, Cylon attack) without a hook at each; a loss of 1
is cancelled. It lasts until the end of the turn it was played in (also the game's last turn)."""

from __future__ import annotations

from bsg_pegasus.skills import events as ev
from bsgcore import Event, State
from bsgcore.base import ResourceChanged, g


def after_event(state: State, event: Event) -> list[Event] | None:
    """The first loss of the guarded resource this turn is 1 smaller."""
    if not isinstance(event, ResourceChanged) or event.delta >= 0:
        return None
    value = ev.skills_state(state)
    if value.policy != event.resource or value.policy_turn != g(state).turn:
        return None
    return [ev.PolicyUsed(event.resource), ResourceChanged(event.resource, 1)]
