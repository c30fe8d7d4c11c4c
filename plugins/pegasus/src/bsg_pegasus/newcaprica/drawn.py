"""A civilian ship "drawn to destroy" during the New Caprica phase (P-EVAC-7, R-202): from the
ordinary unused pile first (base's rule), then the top of the Locked stack, then the top of the
Prepared stack (the New Caprica part's `destroy_on_planet`), and only when all three are empty
a ship on the main board chosen by the current player (base's rule again, P-CIV-2).

Through base's ``bsg_base_drawn_civilian``, asked once the unused pile is empty. Placements and
other draws never touch the stacks (P-EVAC-11, R-226). A part of the Pegasus plugin
(``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_pegasus.newcaprica.resolve import destroy_on_planet
from bsg_pegasus.newcaprica.state import active, nc
from bsgcore import hookimpl
from bsgcore.base import BaseGame, current_state
from bsgcore.messages import Event


@hookimpl
def bsg_base_drawn_civilian(
    game: BaseGame, seat: int, events: tuple[Event, ...]
) -> tuple[Event, ...]:
    """During the phase, the top Locked ship, else the top Prepared one (R-202)."""
    state = current_state()
    if events or state is None or not active(state):
        return events
    return tuple(destroy_on_planet(nc(state)))
