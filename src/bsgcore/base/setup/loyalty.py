"""The loyalty deck's queries as the enabled plugins' hooks leave them (``hookspecs/loyalty.py``):
the game's recipe, the cards each seat is dealt, and who shares a team's victory."""

from __future__ import annotations

from bsgcore.base import model as m
from bsgcore.base.catalogue.components import LoyaltySetup
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers

BALTAR = "base.character.gaius_baltar"
BOOMER = "base.character.sharon_boomer_valerii"


def loyalty_setup(game: BaseGame) -> LoyaltySetup:
    """The loyalty deck recipe of this game (B-LOY-2), through ``bsg_base_loyalty_setup``."""
    setup = m.data().components.loyalty_for(m.seats(game))
    for modify in modifiers().loyalty_setup:
        setup = modify(game, setup)
    return setup


def loyalty_cards(game: BaseGame, seat: int, when: str) -> int:
    """The loyalty cards `seat` is dealt at "setup" (Baltar 2) or "sleeper" (Boomer 2)."""
    character = game.players[seat].character
    twice = BALTAR if when == "setup" else BOOMER
    count = 2 if character == twice else 1
    for modify in modifiers().loyalty_cards:
        count = modify(game, seat, when, count)
    return count


def winners(game: BaseGame, side: str, seats: tuple[int, ...]) -> tuple[int, ...]:
    """The seats sharing `side`'s victory (B-END-5), through ``bsg_base_winners``."""
    for modify in modifiers().winners:
        seats = modify(game, side, seats)
    return tuple(sorted(seats))
