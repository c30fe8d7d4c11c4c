"""The New Caprica part's own state (plugin-owned, ``state.plugin(PART)``) and its queries.

The phase (P-NC-8: not begun, before and after Galactica's return, over), the Locked and Prepared
civilian ship stacks (P-EVAC, secret: top first), the occupation forces tokens on the board
(P-OF, public: the location of each) and the turn whose Prepare for Jump step is skipped.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.newcaprica import names as n
from bsgcore.base import BaseGame, data
from bsgcore.base import is_cylon_player as base_is_cylon_player
from bsgcore.state import State


@attrs.frozen
class NewCaprica:
    """What the New Caprica phase adds to the table."""

    phase: str = n.NOT_BEGUN
    locked: tuple[str, ...] = ()  # civilian ship backs, top first (secret, P-EVAC-8)
    prepared: tuple[str, ...] = ()  # the Prepared stack, top first: a queue (P-INV-18, secret)
    forces: tuple[str, ...] = ()  # the location of each occupation forces token (public)
    destroyed: int = 0  # civilian ships destroyed on New Caprica (public, P-INV-17)
    evacuated: int = 0  # civilian ships evacuated to space (public)
    skip_jump_turn: int = -1  # the turn whose Prepare for Jump step is skipped (public)
    peeking: int = -1  # the seat looking at the top Locked ship (Shipyard's Cylon Action)
    executed: tuple[int, ...] = ()  # seats executed by the Admiral's final order (public)
    president_rolls: int = -1  # the President who played a Quorum card on the planet (public)


def initial(seats: int, options: Any) -> NewCaprica:
    """The value of a new game: nothing of the phase yet."""
    return NewCaprica()


def nc(state: State) -> NewCaprica:
    """This part's value in a state."""
    value: NewCaprica = state.plugin(n.PART)
    return value


def with_nc(state: State, value: NewCaprica) -> State:
    """The state with this part's value replaced."""
    return state.with_plugin(n.PART, value)


def active(state: State) -> bool:
    """Whether the New Caprica phase has begun (and the game goes on there)."""
    return nc(state).phase in (n.OCCUPIED, n.ORBIT)


def occupied(state: State) -> bool:
    """Before Galactica returns to orbit (P-PRE-*)."""
    return nc(state).phase == n.OCCUPIED


def in_orbit(state: State) -> bool:
    """After Galactica returns to orbit (P-ORB-5)."""
    return nc(state).phase == n.ORBIT


# -- queries on the base game value alone (for hooks that see only the BaseGame) ---------------


def on_planet(location: str) -> bool:
    """Whether a location is on the New Caprica board."""
    return location in n.LOCATIONS


def planet_seats(game: BaseGame) -> tuple[int, ...]:
    """The seats whose character is on a New Caprica location."""
    return tuple(s for s, p in enumerate(game.players) if on_planet(p.location))


def is_cylon_player(game: BaseGame, seat: int) -> bool:
    """A Cylon player (P-TERM-3): base's answer, which an Infiltration changes (H-ROLE-1)."""
    return base_is_cylon_player(game, seat)


def is_cylon_card_holder(game: BaseGame, seat: int) -> bool:
    """Whether a seat is on the Cylon team: revealed, or holding a "You Are a Cylon" card."""
    player = game.players[seat]
    cards = data()
    return player.revealed or any(
        cards.get(card).extra.get("team") == "cylon" for card in player.loyalty
    )
