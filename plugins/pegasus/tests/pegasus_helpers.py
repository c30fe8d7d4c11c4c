"""Helpers for the Pegasus tests: a Pegasus game with given options, the plugin's names."""

from __future__ import annotations

from typing import Any

from bsgcore import Game

PLUGINS = ["pegasus"]
SEATS = (3, 4, 5, 6, 7)


def pegasus_game(seats: int = 4, seed: int = 1, **options: Any) -> Game:
    """A new base game with Pegasus enabled and these options."""
    return Game.new("base", plugins=PLUGINS, seats=seats, seed=seed, options=options)
