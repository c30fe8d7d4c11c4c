"""The order of a New Caprica Crisis card's activation icons after Galactica returns (P-NCC-9):
left to right as the data records them (``cylon_activation``), so a card printing a Cylon ship
icon before the occupation forces icon activates the ships first, then the forces.

The forces' activation then waits under the ships' as an effect of its own
(`FORCES_EFFECT`, run by base's effect interpreter, which may sit under ship activations,
B-INV-43); phase.wrap_activation asks `ships_first`. Before the return the ships' icons are
ignored (P-NCC-4), so the order matters only after it. A part of the Pegasus plugin
(``PLUGIN.parts``).
"""

from __future__ import annotations

from functools import cache

from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.content import crisis_rows
from bsgcore import hookimpl
from bsgcore.base import BaseContent

#: The effect card that activates the occupation forces once (in this part's own deck).
FORCES_EFFECT = "pegasus.nc_effect.activate_occupation_forces"
DECK = "pegasus_nc_effects"


@cache
def _order() -> dict[str, bool]:
    """Card id -> whether a Cylon ship icon comes before its occupation forces icon."""
    out: dict[str, bool] = {}
    for row in crisis_rows():
        icons = list(row["cylon_activation"])
        if n.FORCES_ICON in icons:
            out[str(row["id"])] = icons.index(n.FORCES_ICON) > 0
    return out


def ships_first(card: str) -> bool:
    """Whether this card's ships activate before its occupation forces (P-NCC-9)."""
    return _order().get(card, False)


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The effect card, in a deck of its own (never drawn)."""
    content.add_deck(DECK)
    content.add_card(
        DECK,
        {
            "id": FORCES_EFFECT,
            "name": "Occupation forces activation",
            "copies": 1,
            "text": "Activate the occupation forces (P-OF-2).",
            "effects": [{"op": "nc_occupation_force", "action": "activate"}],
        },
    )
    content.implemented_by(FORCES_EFFECT, "bsg_pegasus.newcaprica.icon_order")
