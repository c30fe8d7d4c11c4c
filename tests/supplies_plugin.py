"""A base-game test plugin that obviously helps the humans: supplies at the start of every turn.

Used by ``bsg balance`` tests (issue 14): against plain base it must show a significant
difference. Food alone is not enough with the heuristic bots (their games end on morale or
population, with food to spare), so every turn brings one food, fuel, morale and population.
It uses only the base's public API (`ResourceChanged`) and the kernel's ``bsg_after_event``.
"""

from __future__ import annotations

from bsgcore.base import ResourceChanged
from bsgcore.hookspecs import hookimpl
from bsgcore.messages import Event
from bsgcore.plugins import PluginInfo
from bsgcore.state import State

RESOURCES = ("food", "fuel", "morale", "population")
PLUGIN = PluginInfo(name="supplies_test", version="0.1", requires=("base",), extends=("base",))


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """One of each resource after each ``base.turn_begun``."""
    if state.ruleset != "base" or event.tag != "base.turn_begun":
        return None
    return [ResourceChanged(resource, 1) for resource in RESOURCES]
