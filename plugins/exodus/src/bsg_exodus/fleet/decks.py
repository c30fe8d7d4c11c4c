"""The decks with the Cylon Fleet (X-FLEET-SETUP-1, X1-COMP-12): every Cylon Attack card, of
the base game or any expansion, is left out of the Crisis and Super Crisis decks at set-up
(base's ``bsg_base_set_up_deck``); the Cylon fleet arrives through the board instead (X-FLEET-1).
"""

from __future__ import annotations

from bsgcore.base import BaseGame, data

#: A card code names its record with ``#n`` after it for one of several printings.
PRINTING = "#"


def without_attacks(game: BaseGame, cards: tuple[str, ...]) -> tuple[str, ...]:
    """The codes whose card is not a Cylon Attack card."""
    catalogue = data()
    return tuple(
        code for code in cards if catalogue.get(code.split(PRINTING)[0]).kind != "cylon_attack"
    )
