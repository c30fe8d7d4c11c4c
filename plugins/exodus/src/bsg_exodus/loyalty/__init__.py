"""The Exodus loyalty deck in play (exodus.md §4.3, §8): the recipe a game uses once its
characters are chosen. Without a Cylon Leader it is the box's Exodus recipe (set up by the
setup part); with one (Pegasus) it is X-PEG-5's table, never with the Sympathizer (X-PEG-6),
the Baltar and Boomer additions kept (X-PEG-8, R-251). Boomer revealed before the Sleeper
Agent phase is dealt 1 card there instead of 2, the other staying in the deck (X-CYL-5).

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here.
"""

from __future__ import annotations

import attrs

from bsg_exodus.setup.loyalty import recipes
from bsgcore import hookimpl
from bsgcore.base import BaseGame, LoyaltySetup, data

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
