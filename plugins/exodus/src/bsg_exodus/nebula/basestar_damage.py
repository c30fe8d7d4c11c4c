"""The Ionian Nebula's alternative basestar damage tokens (X-NEB-SETUP-1, X-BSD-1..6), a part
of the Exodus plugin (``PLUGIN.parts``) on base's basestar damage seams.

With the option the 6 ``exodus.damage.basestar_*`` tokens are the pile (base's
``bsg_base_basestar_damage_tokens``); the four that ``replaces`` a base token work as it
(X-BSD-2, base reads the catalogue's ``replaces``). Collateral Damage destroys up to 3 raiders
of the basestar's area as it is drawn (X-BSD-3), Damage to Personnel makes every Cylon player
draw 2 trauma tokens (X-BSD-4; ``bsg_base_basestar_damaged``); a basestar at 2 damage still
draws a token, its effect before it is destroyed (X-BSD-6, R-249;
``bsg_base_basestar_last_hit_draws``)."""

from __future__ import annotations

from typing import Any

from bsg_exodus import options
from bsg_exodus.data import load
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import trauma
from bsgcore import hookimpl
from bsgcore.base import (
    BaseContent,
    BaseGame,
    CylonShipDestroyed,
    Events,
    clockwise,
    current_state,
    cylons_of,
    g,
    is_cylon_player,
)
from bsgcore.rng import RandomCursor
from bsgcore.state import State

PREFIX = "exodus.damage.basestar_"
#: The alternative tokens (cards/exodus.toml ``[[damage]]`` with ``target = "basestar"``).
TOKENS: tuple[str, ...] = tuple(sorted(i for i in load().ids("damage") if i.startswith(PREFIX)))
COLLATERAL = PREFIX + "collateral_damage"
PERSONNEL = PREFIX + "damage_to_personnel"
#: Raiders Collateral Damage destroys at most (X-BSD-3).
COLLATERAL_RAIDERS = 3
#: Trauma tokens each Cylon player draws for Damage to Personnel (X-BSD-4).
PERSONNEL_DRAW = 2
DECK = "exodus_basestar_damage"
KEPT = ("id", "name", "copies", "text", "replaces")


def personnel_events(state: State, rng: RandomCursor) -> Events:
    """X-BSD-4: each Cylon player, clockwise from the current player, draws 2 trauma tokens
    (X-TRAUMA-14: a Cylon is never executed by a disaster)."""
    game = g(state)
    events: Events = []
    for seat in clockwise(game, game.current):
        if is_cylon_player(game, seat) and ns.nebula(state).pool:
            drawn, _ = trauma.draw_events(state, seat, PERSONNEL_DRAW, True, rng)
            for event in drawn:
                state = ns.EVENTS[type(event)](state, event)
            events += drawn
    return events


def used(game: BaseGame) -> bool:
    """Whether the game plays with the alternative tokens (they are its pile's)."""
    tokens = (*game.basestar_damage_pile, *(t for s in game.cylon_ships for t in s.damage))
    return any(t.startswith(PREFIX) for t in tokens)


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The 6 tokens in the catalogue (a deck of their own, dealt only with the option); what
    each does is this module's and base's ``replaces``."""
    content.add_deck(DECK)
    for token in TOKENS:
        raw = load().raw(token)
        content.add_card(DECK, {k: raw[k] for k in KEPT if k in raw})


@hookimpl
def bsg_base_basestar_damage_tokens(
    options: dict[str, Any], tokens: tuple[str, ...]
) -> tuple[str, ...]:
    """X-NEB-SETUP-1, X-BSD-1: the 6 tokens instead of base's with the option."""
    return TOKENS if options_used(options) else tokens


def options_used(opts: dict[str, Any]) -> bool:
    return options.enabled(opts, options.IONIAN_NEBULA)


@hookimpl
def bsg_base_basestar_damaged(
    game: BaseGame, uid: int, token: str, rng: RandomCursor, events: tuple[Any, ...]
) -> tuple[Any, ...]:
    """X-BSD-3: up to 3 raiders of the basestar's area destroyed; X-BSD-4: the Cylon players'
    draws (from the state the step started from, the pool unchanged since)."""
    if token == COLLATERAL:
        area = next(s.area for s in game.cylon_ships if s.uid == uid)
        raiders = [s.uid for s in cylons_of(game, "raider") if s.area == area]
        return (*events, *(CylonShipDestroyed(r) for r in raiders[:COLLATERAL_RAIDERS]))
    state = current_state()
    if token == PERSONNEL and state is not None:
        return (*events, *personnel_events(state.with_game(game), rng))
    return events


@hookimpl
def bsg_base_basestar_last_hit_draws(game: BaseGame, uid: int, draws: bool) -> bool:
    """X-BSD-6, R-249: with these tokens a basestar at 2 damage still draws one."""
    return draws or used(game)
