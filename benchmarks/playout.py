"""Playout benchmark: random-bot games, replay and log size for a ruleset; prints the medians.

Usage: ``python benchmarks/playout.py [--ruleset express] [--seats 4] [--games 20] [--runs 5]``.
``--ruleset toy`` registers the kernel's toy ruleset in-process. Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bsgcore import engine
from bsgcore.bots import count_commands, make_bots, play_game
from bsgcore.game import Game, read_log_file
from bsgcore.messages import Event
from bsgcore.plugins import register_plugin_module
from bsgcore.serialization import event_from_dict


def run_once(
    ruleset: str,
    plugins: list[str],
    seats: int,
    games: int,
    seed: int,
    workdir: Path,
    options: dict[str, Any] | None = None,
) -> dict[str, float]:
    """One run: play ``games`` games, save them, replay and verify the saved logs."""
    commands = 0
    paths: list[Path] = []
    started = time.perf_counter()
    played: list[Game] = []
    for index in range(games):
        game = Game.new(ruleset, plugins, options=options, seats=seats, seed=seed + index)
        play_game(game, make_bots(game.rules, "random", seats, seed + index))
        commands += count_commands(game.events)
        played.append(game)
    play_time = time.perf_counter() - started

    sizes: list[int] = []
    for index, game in enumerate(played):
        path = workdir / f"game{index}.jsonl"
        game.save(path)
        paths.append(path)
        sizes.append(path.stat().st_size)

    rules = played[0].rules
    logs: list[list[Event]] = []
    for path in paths:
        _header, records = read_log_file(path)
        body = [{k: v for k, v in r.items() if k != "seq"} for r in records]
        logs.append([event_from_dict(rules, record) for record in body])
    events = sum(len(log) for log in logs)

    started = time.perf_counter()
    for log in logs:
        engine.replay(rules, log)
    replay_time = time.perf_counter() - started

    started = time.perf_counter()
    for path in paths:
        Game.load(path)
    load_time = time.perf_counter() - started

    return {
        "commands/s": commands / play_time,
        "games/s": games / play_time,
        "events replayed/s": events / replay_time,
        "events loaded+verified/s": events / load_time,
        "mean log size (KiB)": statistics.fmean(sizes) / 1024,
        "mean commands/game": commands / games,
        "mean events/game": events / games,
    }


def _option(text: str) -> tuple[str, Any]:
    """NAME=VALUE, the value read as JSON when it parses (as ``bsg play -o`` does)."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise SystemExit(f"--option expects NAME=VALUE, got {text!r}")
    try:
        return name, json.loads(raw)
    except json.JSONDecodeError:
        return name, raw


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments, run the benchmark ``--runs`` times, print the median of each figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--ruleset", default="express")
    parser.add_argument("--plugin", action="append", default=[], help="extra plugin to enable")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--games", type=int, default=20, help="games per run (default: 20)")
    parser.add_argument("--runs", type=int, default=5, help="runs; medians are shown (default: 5)")
    parser.add_argument("--seed", type=int, default=0, help="game i of each run uses seed S+i")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, the value read as JSON when it parses (e.g. allow_incomplete=true)",
    )
    args = parser.parse_args(argv)
    options = dict(_option(text) for text in args.option)
    if args.ruleset == "toy":
        import bsgcore.testing.toy as toy

        register_plugin_module(toy)

    results: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory(prefix="bsg-bench-") as tmp:
        for run in range(args.runs):
            results.append(
                run_once(
                    args.ruleset, args.plugin, args.seats, args.games, args.seed, Path(tmp), options
                )
            )
            print(f"run {run + 1}/{args.runs} done", file=sys.stderr)

    print(
        f"bsgcore playout: ruleset {args.ruleset}, {args.seats} seats, random bots, "
        f"{args.games} games x {args.runs} runs (median [min .. max]); "
        f"Python {sys.version.split()[0]}"
    )
    for key in results[0]:
        values = [r[key] for r in results]
        print(
            f"  {key:<26} {statistics.median(values):>12,.1f}"
            f"   [{min(values):,.1f} .. {max(values):,.1f}]"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
