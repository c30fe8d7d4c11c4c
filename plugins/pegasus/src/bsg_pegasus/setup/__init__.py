"""Pegasus components and set-up (P-COMP, P-SETUP): the seat range 3..7, cards added to and
replaced in the base decks, the Pegasus board placed.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus import options
from bsg_pegasus.data import load
from bsg_pegasus.setup import terms
from bsgcore import hookimpl
from bsgcore.base import BaseContent

#: Until the Cylon Leader deck (P-7P-2, P-LD-5) lands: a seven-seat deck of 2 cards a player
#: (players, You Are a Cylon, You Are Not a Cylon), provisional (docs/rulings.md, P-7P-2).
SEVEN_SEAT_LOYALTY = (7, 4, 10)
#: The plain loyalty card of the Pegasus box (P-COMP), an extra "You Are Not a Cylon".
NOT_A_CYLON = "pegasus.loyalty.you_are_not_a_cylon"
CYLON_LEADERS = options.CYLON_LEADERS


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """Pegasus games seat 3 to 7 (P-7P), with a loyalty deck for seven and the box's extra
    "You Are Not a Cylon" card."""
    content.add_card("loyalty", load().raw(NOT_A_CYLON))
    terms.add(content)
    content.seat_range(options.MIN_SEATS, options.MAX_SEATS)
    players, cylon, not_cylon = SEVEN_SEAT_LOYALTY
    content.loyalty_recipe(players, cylon, not_cylon)


@hookimpl
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """A seven-player game needs a Cylon Leader (P-7P-1): not with "no Cylon Leaders"."""
    if ruleset == "base" and seats == 7 and not options[CYLON_LEADERS]:
        return ["A seven-player Pegasus game needs a Cylon Leader: cylon_leaders must be true."]
    return None
