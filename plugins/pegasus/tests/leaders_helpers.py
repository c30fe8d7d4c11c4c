"""Helpers for the leaders and execution tests: Pegasus tables with a Cylon Leader."""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseGame, g
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scenarios.table import set_up

PLUGINS = ["pegasus"]
CAVIL = "pegasus.character.cavil"
LEOBEN = "pegasus.character.leoben_conoy"
SIX = "pegasus.character.caprica_six"
LEADERS = (CAVIL, LEOBEN, SIX)
HUMANS = (
    "laura_roslin",
    "william_adama",
    "galen_tyrol",
    "kara_starbuck_thrace",
    "tom_zarek",
    "saul_tigh",
)


def leader_table(seats: int = 5, leader: str = LEOBEN, seed: int = 1, **options: Any) -> Board:
    """A Pegasus game set up with `leader` picked first, then humans, every window passed."""
    characters = [leader, *HUMANS[: seats - 1]]
    game = set_up(
        seats, seed, characters=characters, plugins=PLUGINS, type_balance=False, **options
    )
    return Board(game.rules, game.state.with_game(quiet(g(game.state), game.rules)))


def seat_of(game: BaseGame, character: str) -> int:
    return next(s for s, p in enumerate(game.players) if p.character == character)
