"""Log benchmark (issue 13): save size, load time against play time, undo after load, view cost.

Usage: ``python benchmarks/logs.py [--bot heuristic] [--games 20]``. For each standard set-up
(base, 5 seats; Express, 4 seats) it plays ``--games`` seeded games with one bot kind in every
seat and prints, as median [min .. max] over the games:

- the save file's size in log format 2 (`Game.save`) and in format 1 (every event);
- ``Game.load`` of the format-2 file, fully verified, as a multiple of the time it took to create
  and play the game;
- the CPU time of the first undo after that load (one fold of the log) and of the next ones;
- the share of the play time spent building the deciding seat's view (bots that read views).

CPU time (``time.process_time``) throughout, so a shared machine skews it little. Figures only.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from bsgcore.bots import make_bots
from bsgcore.game import Game
from bsgcore.ruleset import build_rules

PRESETS: tuple[tuple[str, int], ...] = (("base", 5), ("express", 4))


def play_timed(ruleset: str, seats: int, bot: str, seed: int) -> tuple[Game, float, float]:
    """A new game played to its end (as `play_game`); the game, the CPU seconds of creating and
    playing it (what loading it does again), and of those, the seconds spent building views."""
    rules = build_rules(ruleset, ())
    bots = make_bots(rules, bot, seats, seed)
    views = 0.0
    started = time.process_time()
    game = Game.new(ruleset, seats=seats, seed=seed)
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        chooser = bots[decision.seat]
        if getattr(chooser, "reads_view", True):
            before = time.process_time()
            view = game.view(
                decision.seat,
                shared=getattr(chooser, "view_read_only", False),
                options=getattr(chooser, "reads_view_options", True),
            )
            views += time.process_time() - before
        else:
            view = {}
        game.play(chooser.choose(view, decision.options))
    return game, time.process_time() - started, views


def measure(ruleset: str, seats: int, bot: str, games: int, seed: int, workdir: Path) -> None:
    """Play, save, load and undo ``games`` games of one set-up; print the medians."""
    build_rules(ruleset, ())
    figures: dict[str, list[float]] = {
        "save, format 2 (KiB)": [],
        "save, format 1 (KiB)": [],
        "load verified / play (x)": [],
        "first undo after load (ms)": [],
        "next undo (ms)": [],
        "view share of play (%)": [],
    }
    for index in range(games):
        game, played, views = play_timed(ruleset, seats, bot, seed + index)
        v2, v1 = workdir / "v2.jsonl", workdir / "v1.jsonl"
        game.save(v2)
        game.save(v1, format_version=1)
        del game
        gc.collect()
        started = time.process_time()
        loaded = Game.load(v2)
        loading = time.process_time() - started
        started = time.process_time()
        loaded.undo()
        first = time.process_time() - started
        started = time.process_time()
        for _ in range(10):
            loaded.undo()
        following = (time.process_time() - started) / 10
        figures["save, format 2 (KiB)"].append(v2.stat().st_size / 1024)
        figures["save, format 1 (KiB)"].append(v1.stat().st_size / 1024)
        figures["load verified / play (x)"].append(loading / played)
        figures["first undo after load (ms)"].append(first * 1000)
        figures["next undo (ms)"].append(following * 1000)
        figures["view share of play (%)"].append(100 * views / played)
        del loaded
    print(f"{ruleset}, {seats} seats, {bot} bots, {games} games (median [min .. max]):")
    for name, values in figures.items():
        print(
            f"  {name:<28} {statistics.median(values):>9,.2f}   "
            f"[{min(values):,.2f} .. {max(values):,.2f}]"
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Measure both standard set-ups with the bot asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--bot", default="heuristic", help="bot in every seat (default heuristic)")
    parser.add_argument("--games", type=int, default=20, help="games per set-up (default: 20)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="bsg-logs-") as tmp:
        for ruleset, seats in PRESETS:
            measure(ruleset, seats, args.bot, args.games, args.seed, Path(tmp))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
