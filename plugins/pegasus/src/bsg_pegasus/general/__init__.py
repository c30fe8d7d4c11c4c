"""The general rule changes of Pegasus that no other feature owns (P-GEN, P-HAZ): nobody
enters a hazardous location by normal movement (P-HAZ-1, P-HAZ-2, P-OVL-2).

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsgcore import Command, hookimpl
from bsgcore.base import data
from bsgcore.state import State

MOVE = "base.move"


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """A normal move never ends in a hazardous location (P-HAZ-2): the overlay's Resurrection
    Ship for a revealed Cylon (P-OVL-2); base keeps everyone out of the Brig and Sickbay."""
    if command.tag != MOVE or state.ruleset != "base":
        return None
    to = str(getattr(command, "to", ""))
    record = data().index.get(to)
    if record is not None and getattr(record, "hazardous", False):
        return f"{record.name} is hazardous: nobody moves there by normal movement."
    return None
