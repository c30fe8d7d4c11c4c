"""A/B benchmark: the same random-bot playouts from two source trees, interleaved in short rounds.

Usage: ``python benchmarks/ab.py OTHER_TREE [--ruleset base --seats 5 --bot random --rounds 20
--seconds 0.6]``. Two worker processes are started, one with ``OTHER_TREE``'s sources first on
``PYTHONPATH`` (its ``src`` and each ``plugins/*/src``; e.g. a ``git archive`` of main unpacked
into a directory) and one with this checkout's installed packages. Each round asks both, in
alternating order, to play whole seeded games for ``--seconds`` of CPU time
(``time.process_time``), and takes the ratio of their commands per CPU second. It prints both
medians and the median of the per-round ratios with their range (this tree / the other).

Rounds of well under a second, taken in turn by two processes that keep their rules built, see
nearly the same load: on a shared machine their ratio moves far less than that of two
`compare.py` runs made one after the other. Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path


def worker(ruleset: str, seats: int, bot: str) -> int:
    """Play games on request: read a number of CPU seconds per line, print commands/s."""
    from bsgcore.bots import count_commands, make_bots, play_game
    from bsgcore.game import Game
    from bsgcore.ruleset import build_rules

    rules = build_rules(ruleset, ())
    seed = 0

    def one() -> int:
        nonlocal seed
        game = Game.new(ruleset, seats=seats, seed=seed)
        play_game(game, make_bots(rules, bot, seats, seed))
        seed += 1
        return count_commands(game.events)

    one()  # warm-up
    print("ready", flush=True)
    for line in sys.stdin:
        seconds = float(line)
        started = time.process_time()
        commands = 0
        while time.process_time() - started < seconds:
            commands += one()
        print(commands / (time.process_time() - started), flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Start the two workers, run the rounds and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("other", nargs="?", help="the other source tree (its src/, plugins/)")
    parser.add_argument("--ruleset", default="base")
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--bot", default="random")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=0.6, help="CPU seconds per round")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.ruleset, args.seats, args.bot)
    if args.other is None:
        parser.error("the other source tree is required")
    other = Path(args.other).resolve()
    paths = [other / "src", *sorted(other.glob("plugins/*/src"))]
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--worker",
        f"--ruleset={args.ruleset}",
        f"--seats={args.seats}",
        f"--bot={args.bot}",
    ]

    def spawn(pythonpath: str | None) -> subprocess.Popen[str]:
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        if pythonpath:
            env["PYTHONPATH"] = pythonpath
        process = subprocess.Popen(  # noqa: S603 - this interpreter and this script
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd="/"
        )
        assert process.stdout is not None
        if process.stdout.readline().strip() != "ready":
            raise SystemExit("a worker did not start")
        return process

    theirs = spawn(os.pathsep.join(map(str, paths)))
    ours = spawn(None)
    rates: dict[str, list[float]] = {"other": [], "this": []}
    ratios: list[float] = []
    for round_ in range(args.rounds):
        order = [("other", theirs), ("this", ours)]
        if round_ % 2:
            order.reverse()
        got: dict[str, float] = {}
        for name, process in order:
            assert process.stdin is not None and process.stdout is not None
            process.stdin.write(f"{args.seconds}\n")
            process.stdin.flush()
            got[name] = float(process.stdout.readline())
        rates["other"].append(got["other"])
        rates["this"].append(got["this"])
        ratios.append(got["this"] / got["other"])
    for process in (theirs, ours):
        assert process.stdin is not None
        process.stdin.close()
        process.wait()
    print(
        f"{args.ruleset}, {args.seats} seats, {args.bot} bots, {args.rounds} rounds of "
        f"{args.seconds:g} CPU s (commands per CPU second, median):"
    )
    print(f"  other tree {statistics.median(rates['other']):>10,.0f}   ({other})")
    print(f"  this tree  {statistics.median(rates['this']):>10,.0f}")
    print(
        f"  this / other: {statistics.median(ratios):.3f}x "
        f"[{min(ratios):.3f} .. {max(ratios):.3f}] (median of the rounds' ratios)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
