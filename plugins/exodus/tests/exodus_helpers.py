"""Helpers for the Exodus tests: an Exodus game with given options and plugins."""

from __future__ import annotations

from typing import Any

from bsgcore import Game

PLUGINS = ["exodus"]
WITH_PEGASUS = ["pegasus", "exodus"]


def exodus_game(seats: int = 4, seed: int = 1, *, pegasus: bool = False, **options: Any) -> Game:
    """A new base game with Exodus (and Pegasus if asked) enabled and these options."""
    plugins = WITH_PEGASUS if pegasus else PLUGINS
    return Game.new("base", plugins=plugins, seats=seats, seed=seed, options=options)
