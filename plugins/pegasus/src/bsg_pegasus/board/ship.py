"""The Pegasus board as data and the questions about it: its locations, which are damaged,
what is left in its damage pool, whether it is destroyed (P-PEG-1, P-DMG-3, P-DMG-6).

Pegasus's damaged locations sit among base's ``damaged_locations``, so base's rules for a
damaged location (its action unusable, repair effects) apply to them as printed (P-DMG-1);
they have no Galactica token, so they never count toward Galactica's destruction (P-DMG-8).
Its damage pool is the tokens of its undamaged locations, and it is destroyed when all four
are damaged at once, which is for good (P-DMG-7): nothing is kept beside base's game value.
"""

from __future__ import annotations

from bsgcore.base import BaseGame

BOARD = "pegasus.board.pegasus"
PEGASUS_CIC = "pegasus.location.pegasus_cic"
AIRLOCK = "pegasus.location.airlock"
MAIN_BATTERIES = "pegasus.location.main_batteries"
ENGINE_ROOM = "pegasus.location.engine_room"
#: The four locations, in board order; each has one damage token (P-COMP-11).
LOCATIONS = (PEGASUS_CIC, AIRLOCK, MAIN_BATTERIES, ENGINE_ROOM)
#: The damage token of each location (``pegasus.damage.<slug>``).
TOKENS = {loc: "pegasus.damage." + loc.rsplit(".", 1)[1] for loc in LOCATIONS}
SICKBAY = "base.location.sickbay"


def damaged(game: BaseGame) -> tuple[str, ...]:
    """The damaged Pegasus locations, in board order."""
    return tuple(loc for loc in LOCATIONS if loc in game.damaged_locations)


def pool(game: BaseGame) -> tuple[str, ...]:
    """The locations whose damage token may still be drawn (P-DMG-3, P-DMG-5), none once
    Pegasus is destroyed (P-DMG-4)."""
    if destroyed(game):
        return ()
    return tuple(loc for loc in LOCATIONS if loc not in game.damaged_locations)


def destroyed(game: BaseGame) -> bool:
    """All four locations damaged at once: Pegasus is destroyed, for good (P-DMG-6, -7)."""
    return all(loc in game.damaged_locations for loc in LOCATIONS)


def on_pegasus(location: str) -> bool:
    """Whether a location is one of Pegasus's."""
    return location in LOCATIONS
