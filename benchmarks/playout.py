"""Playout benchmark: random-bot games, replay and log size for a ruleset; prints the medians.

Usage: ``python benchmarks/playout.py`` measures the standard set-ups, the base game (5 seats),
the base game with the Pegasus expansion (5 seats, when ``bsgcore-pegasus`` is installed), with
Exodus (when ``bsgcore-exodus`` is installed: its always-used part, and with every option on,
each alone and with Pegasus) and Express (4 seats), and compares the base with its targets
(issue 3 §13). ``--ruleset NAME [--seats N] [--option NAME=VALUE]`` measures one
ruleset instead; ``--ruleset toy`` registers the kernel's toy ruleset in-process.

Times are CPU time of this process (``time.process_time``), so other work on a shared machine does
not skew them; wall-clock figures are printed beside them. The rules are built before the clock
starts (they are cached per process). Commands/s and the game time include enumerating the legal
options of every decision; random bots do not read views (``reads_view = False``), so building the
deciding seat's view is timed apart. Figures only, no assertions.
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
from bsgcore.context import using_rules
from bsgcore.core_events import CommandPlayed
from bsgcore.game import Game, read_log_file
from bsgcore.messages import Event
from bsgcore.plugins import discover, register_plugin_module
from bsgcore.ruleset import Rules, build_rules
from bsgcore.serialization import event_from_dict
from bsgcore.view import view

#: Every Exodus option on; ``allow_incomplete`` while Cylon Fleet and Ionian Nebula are still
#: refused without it (bsg_exodus.options.NOT_BUILT, docs/exodus.md).
EXODUS_OPTIONS: dict[str, Any] = {
    "cylon_fleet": True,
    "ionian_nebula": True,
    "conflicted_loyalties": "both",
    "allow_incomplete": True,
}

#: The standard set-ups: (label, ruleset, plugins, seats, options); a set-up whose plugins are
#: not installed is skipped.
PRESETS: tuple[tuple[str, str, tuple[str, ...], int, dict[str, Any]], ...] = (
    ("base", "base", (), 5, {}),
    ("base+pegasus", "base", ("pegasus",), 5, {}),
    # Exodus's always-used part, then with every option (issue 11)
    ("base+exodus", "base", ("exodus",), 5, {}),
    ("base+pegasus+exodus", "base", ("exodus", "pegasus"), 5, {}),
    ("base+exodus, every option", "base", ("exodus",), 5, EXODUS_OPTIONS),
    ("base+pegasus+exodus, every option", "base", ("exodus", "pegasus"), 5, EXODUS_OPTIONS),
    ("express", "express", (), 4, {}),
)

#: The base game's targets (issue 3 §13), on one core: figure -> (bound, "min" or "max").
BASE_TARGETS: dict[str, tuple[float, str]] = {
    "commands/s (CPU)": (10_000, "min"),
    "events replayed/s (CPU)": (100_000, "min"),
    "game median ms (CPU)": (50, "max"),
}


class _Clock:
    """CPU and wall time since it was started."""

    def __init__(self) -> None:
        self.cpu = time.process_time()
        self.wall = time.perf_counter()

    def stop(self) -> tuple[float, float]:
        return time.process_time() - self.cpu, time.perf_counter() - self.wall


def run_once(
    ruleset: str,
    plugins: list[str],
    seats: int,
    games: int,
    seed: int,
    workdir: Path,
    options: dict[str, Any] | None = None,
) -> dict[str, float]:
    """One run: play ``games`` games, save them, replay and verify the saved logs.

    Each game is saved and dropped as soon as it ends (outside the timed part): keeping every
    finished game alive would make the garbage collector's full passes, and so the later games,
    slower for a reason that has nothing to do with the rules.
    """
    commands = 0
    paths: list[Path] = []
    whole: list[Path] = []
    sizes: list[int] = []
    v1_sizes: list[int] = []
    game_cpu: list[float] = []
    game_wall: list[float] = []
    rules = build_rules(ruleset, tuple(plugins))
    for index in range(games):
        clock = _Clock()
        game = Game.new(ruleset, plugins, options=options, seats=seats, seed=seed + index)
        play_game(game, make_bots(game.rules, "random", seats, seed + index))
        cpu, wall = clock.stop()
        game_cpu.append(cpu)
        game_wall.append(wall)
        commands += count_commands(game.events)
        path = workdir / f"game{index}.jsonl"
        game.save(path)  # log format 2: what cannot be derived
        paths.append(path)
        sizes.append(path.stat().st_size)
        full = workdir / f"game{index}-v1.jsonl"
        game.save(full, format_version=1)  # every event: what the fold reads
        whole.append(full)
        v1_sizes.append(full.stat().st_size)
        del game

    logs: list[list[Event]] = []
    for path in whole:
        _header, records = read_log_file(path)
        body = [{k: v for k, v in r.items() if k != "seq"} for r in records]
        logs.append([event_from_dict(rules, record) for record in body])
    events = sum(len(log) for log in logs)

    clock = _Clock()
    for log in logs:
        engine.replay(rules, log)
    replay_cpu, replay_wall = clock.stop()

    clock = _Clock()
    for path in paths:
        Game.load(path)
    load_cpu, _load_wall = clock.stop()

    view_cpu, views = _time_views(rules, logs[0])

    return {
        "commands/s (CPU)": commands / sum(game_cpu),
        "commands/s (wall)": commands / sum(game_wall),
        "game median ms (CPU)": statistics.median(game_cpu) * 1000,
        "game median ms (wall)": statistics.median(game_wall) * 1000,
        "events replayed/s (CPU)": events / replay_cpu,
        "events replayed/s (wall)": events / replay_wall,
        "events loaded+verified/s (CPU)": events / load_cpu,
        "view of the decider, us (CPU)": view_cpu / views * 1e6,
        "mean log size (KiB)": statistics.fmean(sizes) / 1024,
        "mean log size, format 1 (KiB)": statistics.fmean(v1_sizes) / 1024,
        "mean commands/game": commands / games,
        "mean events/game": events / games,
    }


def _time_views(rules: Rules, log: list[Event]) -> tuple[float, int]:
    """CPU time of building the deciding seat's view at each command of a log, and how many.

    Random bots do not read views, so the play figures leave them out; this keeps their cost in
    sight (a bot that reads views pays it once per command). The decision is computed first, so
    the time is the view's alone.
    """
    state = None
    spent = 0.0
    count = 0
    with using_rules(rules):  # appliers read the game's (plugin-extended) catalogue
        for index, event in enumerate(log):
            state = engine.apply_event(rules, state, event)
            if index + 1 < len(log) and isinstance(log[index + 1], CommandPlayed):
                decision = engine.pending(rules, state)
                if decision is None:
                    continue
                started = time.process_time()
                view(rules, state, decision.seat)
                spent += time.process_time() - started
                count += 1
    return spent, max(count, 1)


def _option(text: str) -> tuple[str, Any]:
    """NAME=VALUE, the value read as JSON when it parses (as ``bsg play -o`` does)."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise SystemExit(f"--option expects NAME=VALUE, got {text!r}")
    try:
        return name, json.loads(raw)
    except json.JSONDecodeError:
        return name, raw


def measure(
    label: str,
    ruleset: str,
    plugins: list[str],
    seats: int,
    options: dict[str, Any],
    args: argparse.Namespace,
) -> None:
    """Run the benchmark ``args.runs`` times for one set-up and print the median of each figure."""
    build_rules(ruleset, tuple(plugins))  # built once per process: not part of a game's time
    results: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory(prefix="bsg-bench-") as tmp:
        for run in range(args.runs):
            results.append(
                run_once(ruleset, plugins, seats, args.games, args.seed, Path(tmp), options)
            )
            print(f"{label}: run {run + 1}/{args.runs} done", file=sys.stderr)

    shown = ", ".join(f"{k}={v}" for k, v in options.items())
    print(
        f"bsgcore playout: ruleset {ruleset}, {seats} seats"
        + (f", plugins {', '.join(plugins)}" if plugins else "")
        + (f", options {shown}" if shown else "")
        + f", random bots, {args.games} games x {args.runs} runs (median [min .. max]); "
        f"Python {sys.version.split()[0]}"
    )
    targets = BASE_TARGETS if ruleset == "base" and not plugins else {}
    for key in results[0]:
        values = [r[key] for r in results]
        median = statistics.median(values)
        line = f"  {key:<32} {median:>12,.1f}   [{min(values):,.1f} .. {max(values):,.1f}]"
        if key in targets:
            bound, kind = targets[key]
            met = median >= bound if kind == "min" else median <= bound
            line += f"   target {'>=' if kind == 'min' else '<='} {bound:,.0f}: "
            line += "met" if met else "NOT MET"
        print(line)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and measure each set-up asked for (both standard ones by default)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--ruleset", help="measure this ruleset only (default: the base and Express set-ups)"
    )
    parser.add_argument("--plugin", action="append", default=[], help="extra plugin to enable")
    parser.add_argument("--seats", type=int, default=4, help="seats, with --ruleset (default: 4)")
    parser.add_argument("--games", type=int, default=20, help="games per run (default: 20)")
    parser.add_argument("--runs", type=int, default=5, help="runs; medians are shown (default: 5)")
    parser.add_argument("--seed", type=int, default=0, help="game i of each run uses seed S+i")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, with --ruleset; the value read as JSON when it parses "
        "(e.g. type_balance=false)",
    )
    args = parser.parse_args(argv)
    options = dict(_option(text) for text in args.option)
    if args.ruleset == "toy":
        import bsgcore.testing.toy as toy

        register_plugin_module(toy)

    if args.ruleset is None:
        installed = discover()
        for label, ruleset, plugins, seats, preset_options in PRESETS:
            if not set(plugins) <= set(installed):
                print(f"{label}: skipped ({', '.join(plugins)} not installed)", file=sys.stderr)
                continue
            measure(label, ruleset, [*plugins, *args.plugin], seats, preset_options, args)
    else:
        measure(args.ruleset, args.ruleset, args.plugin, args.seats, options, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
