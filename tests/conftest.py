"""Shared setup for the kernel tests: the toy ruleset registered in-process, a Hypothesis profile
even when the bsgcore pytest plugin is not installed, and small game helpers."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import bsgcore.testing.toy as toy
from bsgcore import Game
from bsgcore.plugins import register_plugin_module
from bsgcore.testing import profiles

pytest_plugins = ("pytester",)


def pytest_configure(config: pytest.Config) -> None:
    """Load the ci/dev Hypothesis profile if the bsgcore pytest plugin did not (no entry point)."""
    if not config.pluginmanager.has_plugin("bsgcore") and not config.getoption(
        "hypothesis_profile", default=None
    ):
        profiles.load_profile()


register_plugin_module(toy)


@pytest.fixture(scope="session")
def pg_dsn() -> Iterator[str]:
    """A PostgreSQL server for this test session, as a URL (skips without psycopg or the
    Debian binaries; tests/pgserver.py)."""
    from lab_extras import require
    from pgserver import pg_bin, postgres_server

    require("psycopg")
    if pg_bin() is None:
        if os.environ.get("BSG_REQUIRE_EXTRAS") == "1":  # .ci/run: a real server is required
            pytest.fail("no PostgreSQL binaries (apt-get install postgresql)")
        pytest.skip("no PostgreSQL binaries (apt-get install postgresql)")
    with postgres_server() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh empty `bsg serve` database: an SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.db'}"
    from pgserver import fresh_database

    server: str = request.getfixturevalue("pg_dsn")
    return fresh_database(server, f"t_{tmp_path.name.lower()}"[:60].replace("-", "_"))


@pytest.fixture(autouse=True)
def _toy_registered() -> None:
    """Every test may create toy games (registering again is harmless)."""
    register_plugin_module(toy)


def play_randomly(game: Game, commands: int, bot_seed: int = 0) -> Game:
    """Play up to ``commands`` random legal commands (fewer if the game ends); returns the game."""
    bot = random.Random(bot_seed)
    for _ in range(commands):
        if game.is_over:
            break
        decision = game.pending
        assert decision is not None
        game.play(bot.choice(decision.options))
    return game


@pytest.fixture
def toy_game() -> Callable[..., Game]:
    """``toy_game(seats=3, seed=7, commands=0, **options)``: a toy game after random commands."""

    def make(seats: int = 3, seed: int = 7, commands: int = 0, **options: Any) -> Game:
        register_plugin_module(toy)
        game = Game.new("toy", seats=seats, seed=seed, options=options)
        return play_randomly(game, commands, bot_seed=seed)

    return make
