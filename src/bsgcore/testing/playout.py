"""Seeded random playouts: play uniformly random legal commands until the game ends, or fail
loudly on a soft-lock or a game that does not end, with everything needed to reproduce it."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bsgcore import engine
from bsgcore.game import Game
from bsgcore.messages import Command


def random_playout(
    ruleset: str,
    seats: int,
    seed: int,
    plugins: Sequence[str] = (),
    options: dict[str, Any] | None = None,
    max_commands: int = 20000,
    bot_seed: int | None = None,
    *,
    on_step: Callable[[Game], None] | None = None,
) -> Game:
    """Play a seeded game with uniformly random legal commands to its end and return it.

    The bot draws from its own ``random.Random(bot_seed)`` (default: ``seed``), so the game seed
    and the bot's choices vary independently. ``on_step(game)`` runs after creation and after each
    command (pass a check). AssertionError on a soft-lock or when ``max_commands`` is reached.
    """
    game = Game.new(
        ruleset=ruleset, plugins=tuple(plugins), options=options, seats=seats, seed=seed
    )
    bot = random.Random(seed if bot_seed is None else bot_seed)
    label = (
        f"random_playout({ruleset!r}, seats={seats}, seed={seed}, plugins={tuple(plugins)!r}, "
        f"options={options!r}, bot_seed={bot_seed!r})"
    )
    played = 0
    recent: list[Command] = []
    if on_step is not None:
        on_step(game)
    while not game.is_over:
        choices = [c for seat in range(game.seats) for c in game.legal_commands(seat)]
        if not choices:
            raise AssertionError(
                f"soft-lock in {label}: after {played} commands (seq {game.state.seq}) no seat "
                f"has a legal command but the game is not over; top frame {game.state.top!r}, "
                f"last commands {recent!r}"
            )
        if played >= max_commands:
            raise AssertionError(
                f"{label} did not end within max_commands={max_commands} "
                f"(seq {game.state.seq}); last commands {recent!r}"
            )
        command = bot.choice(choices)
        game.play(command)
        played += 1
        recent = [*recent[-4:], command]
        if on_step is not None:
            on_step(game)
    return game


def check_ended(game: Game, label: str = "") -> str:
    """Assert a played game ended cleanly (an outcome, nothing pending) and that its log replays
    to the live state; return its ``"winner:condition"`` key for counting outcomes."""
    where = label or f"[{game.state.ruleset}, {game.seats} seats, seq {game.state.seq}]"
    outcome = game.outcome
    if outcome is None:
        raise AssertionError(f"{where}: the game stopped without an outcome")
    if game.pending is not None:
        raise AssertionError(f"{where}: the game is over but {game.pending!r} is still pending")
    if engine.replay(game.rules, list(game.events)) != game.state:
        raise AssertionError(f"{where}: replaying the log does not give the live state")
    return f"{outcome.winner}:{outcome.condition}"


def sweep_playouts(
    ruleset: str,
    seats: int,
    seeds: Iterable[int],
    plugins: Sequence[str] = (),
    options: dict[str, Any] | Callable[[int], dict[str, Any]] | None = None,
    max_commands: int = 20000,
) -> Counter[str]:
    """Play a seeded random game for each seed, `check_ended` each, and count the outcomes by
    ``"winner:condition"``. ``options`` may be a function of the seed, to vary them in a sweep."""
    outcomes: Counter[str] = Counter()
    for seed in seeds:
        chosen = options(seed) if callable(options) else options
        game = random_playout(
            ruleset, seats, seed, plugins=plugins, options=chosen, max_commands=max_commands
        )
        label = (
            f"random_playout({ruleset!r}, seats={seats}, seed={seed}, plugins={tuple(plugins)!r}, "
            f"options={chosen!r})"
        )
        outcomes[check_ended(game, label)] += 1
    return outcomes
