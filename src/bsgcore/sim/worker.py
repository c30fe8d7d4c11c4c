"""Plays one batch of seeds in the current process and returns a record per game, in seed order.

Exceptions from a game (rules, bots, plugins) become error records; only interrupts propagate.
"""

from __future__ import annotations

import signal
import traceback
from collections.abc import Sequence
from importlib import import_module
from typing import Any

from bsgcore.bots import count_commands, make_bots, play_game
from bsgcore.game import Game
from bsgcore.plugins import in_process_plugins, register_plugin_module
from bsgcore.ruleset import build_rules
from bsgcore.sim.config import SimConfig
from bsgcore.sim.records import GameRecord


def play_one(config: SimConfig, seed: int) -> GameRecord:
    """Game ``seed`` of ``config`` played to its end by bots; an error record if it raised."""
    try:
        game = Game.new(config.ruleset, config.plugins, config.option_dict, config.seats, seed)
        bots = make_bots(game.rules, config.bot, game.seats, seed)
        play_game(game, bots, max_commands=config.max_commands)
        outcome = game.outcome
        assert outcome is not None
        record = game.rules.spec.record
        columns = tuple(record(game.state).items()) if record is not None else ()
    except Exception as exc:
        return GameRecord(seed=seed, error=_one_line(exc), traceback=_frames(exc))
    return GameRecord(
        seed=seed,
        winner=outcome.winner,
        condition=outcome.condition,
        commands=count_commands(game.events),
        columns=columns,
    )


def run_batch(config: SimConfig, seeds: Sequence[int]) -> list[GameRecord]:
    """Every game of a batch, in the order of ``seeds``."""
    return [play_one(config, seed) for seed in seeds]


def record_sample(config: SimConfig) -> dict[str, Any]:
    """The ruleset's record columns of a new game, before any play: their names and types."""
    rules = build_rules(config.ruleset, config.plugins)
    if rules.spec.record is None:
        return {}
    game = Game.new(config.ruleset, config.plugins, config.option_dict, config.seats, 0)
    return dict(rules.spec.record(game.state))


def record_columns(config: SimConfig) -> tuple[str, ...]:
    """The names of the ruleset's record columns (read from a new game, before any play)."""
    return tuple(record_sample(config))


def register_modules(names: Sequence[str]) -> None:
    """Register the parent's in-process plugins in this process by module name (once each)."""
    known = {module.__name__ for module in in_process_plugins().values()}
    for name in names:
        if name not in known:
            register_plugin_module(import_module(name))


def in_process_modules() -> list[str]:
    """The module names of this process's in-process plugins, for workers to register again."""
    return sorted(module.__name__ for module in in_process_plugins().values())


def init_worker(names: Sequence[str]) -> None:
    """Pool initializer: leave Ctrl-C to the parent (it stops the pool), and register the
    parent's in-process plugins again by module name (a no-op under fork)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    register_modules(names)


def _one_line(exc: BaseException) -> str:
    return traceback.format_exception_only(exc)[-1].strip()


def _frames(exc: BaseException, count: int = 3) -> str:
    lines = [
        f"at {frame.filename}:{frame.lineno} in {frame.name}"
        for frame in traceback.extract_tb(exc.__traceback__)[-count:]
    ]
    return "\n".join(lines)
