"""The base game's columns of a per-game simulation record (``bsg simulate --out``).

What balance testers compare between games: who played whom, how long the game ran, how far
the fleet got, the resources left and how many Cylons were revealed. Plugins extending the base
game keep these columns (their state is a `BaseGame` too).
"""

from __future__ import annotations

from typing import Any

from bsgcore.base.model import BaseGame
from bsgcore.state import State


def base_record(state: State) -> dict[str, Any]:
    """The record columns of a base game in ``state`` (any point of it, usually its end)."""
    game: BaseGame = state.game
    return {
        "characters": "|".join(player.character for player in game.players),
        "turns": game.turn,
        "distance": game.distance,
        "fuel": game.fuel,
        "food": game.food,
        "morale": game.morale,
        "population": game.population,
        "reveals": sum(1 for player in game.players if player.revealed),
    }
