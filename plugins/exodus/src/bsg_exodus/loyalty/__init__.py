"""The Exodus loyalty deck in play (exodus.md §4.3, §8): the recipe a game uses once its
characters are chosen. Without a Cylon Leader it is the box's Exodus recipe (set up by the
setup part); with one (Pegasus) it is X-PEG-5's table, never with the Sympathizer (X-PEG-6),
the Baltar and Boomer additions kept (X-PEG-8, R-251). Boomer revealed before the Sleeper
Agent phase is dealt 1 card there instead of 2, the other staying in the deck (X-CYL-5).

The "You Are Not a Cylon" cards the deal leaves are the Not-a-Cylon deck, kept apart for later
additions and rebuilt from the discarded ones when empty (not_a_cylon.py, X-LOY-8, -12).

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.loyalty import not_a_cylon as nac
from bsg_exodus.setup.loyalty import recipes
from bsgcore import hookimpl
from bsgcore.base import AddedCards, BaseGame, LoyaltySetup, current_state, data
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.view import Secret

BOOMER = "base.character.sharon_boomer_valerii"
SLEEPER = "sleeper"
#: The character type of a Cylon Leader (Pegasus's, H-ROLE-2).
CYLON_LEADER = "cylon_leader"


def has_cylon_leader(game: BaseGame) -> bool:
    """Whether a seat plays a Cylon Leader (a character of that type)."""
    cards = data()
    return any(
        p.character
        and p.character in cards.index
        and cards.character(p.character).type == CYLON_LEADER
        for p in game.players
    )


def leader_recipe(game: BaseGame, setup: LoyaltySetup) -> LoyaltySetup:
    """X-PEG-5: with a Cylon Leader, the Exodus leader table for this seat count."""
    row = recipes(with_leader=True).get(len(game.players))
    if row is None or not has_cylon_leader(game):
        return setup
    cylon, not_cylon = int(row["you_are_a_cylon"]), int(row["you_are_not_a_cylon"])
    return attrs.evolve(setup, cylon=cylon, not_cylon=not_cylon, sympathizer=False)


@hookimpl(trylast=True)
def bsg_base_loyalty_setup(game: BaseGame, setup: LoyaltySetup) -> LoyaltySetup:
    """X-PEG-5, X-PEG-6 (after Pegasus's own table, which Exodus replaces, X-MOD-4)."""
    return leader_recipe(game, setup)


def sleeper_cards(game: BaseGame, seat: int, when: str, count: int) -> int:
    """X-CYL-5: a revealed Boomer is dealt at most 1 card in the Sleeper Agent phase."""
    player = game.players[seat]
    if when == SLEEPER and player.character == BOOMER and player.revealed:
        return min(count, 1)
    return count


@hookimpl
def bsg_base_loyalty_cards(game: BaseGame, seat: int, when: str, count: int) -> int:
    """X-CYL-5."""
    return sleeper_cards(game, seat, when, count)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The Not-a-Cylon deck, this part's state, and its events (X-LOY-8)."""
    if ruleset != "base":
        return
    registry.plugin_state(nac.initial, value_type=nac.NotACylonDeck)
    for event_type, apply in nac.EVENTS.items():
        registry.event(event_type, apply)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """X-LOY-8: the deck laid out after the deal; X-LOY-12: the discards kept for it."""
    return nac.after_event(state, event) if state.ruleset == "base" else None


@hookimpl
def bsg_base_not_a_cylon_cards(
    game: BaseGame, count: int, rng: RandomCursor, added: AddedCards
) -> AddedCards:
    """X-LOY-8, -12: later additions come from the Not-a-Cylon deck."""
    state = current_state()
    return added if state is None else nac.take(state, count, rng, added)


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """The deck's size and the discards."""
    return nac.view(state) if state.ruleset == "base" else None


@hookimpl
def bsg_declare_secrets(state: State, seat: int | None) -> list[Secret] | None:
    """The Conflicted Loyalties cards left in the deck."""
    return nac.secrets(state) if state.ruleset == "base" else None
