"""Simulation benchmark: games/s of ``bsg simulate`` on one process and on N, and the ratio.

Usage: ``python benchmarks/simulate.py [--games G] [--jobs N] [--ruleset R] [--seats S]
[--bot B]`` plays the same G seeded games (default 40 heuristic base games, 5 seats) with
``--jobs 1`` and ``--jobs N`` (default: every core) through `bsgcore.sim`, checks that both
give the same summary, and prints wall-clock games/s side by side and the scaling ratio. On an
otherwise idle machine the ratio approaches N. Figures only, no assertions of speed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from bsgcore.bots import DEFAULT_MAX_COMMANDS
from bsgcore.ruleset import build_rules
from bsgcore.sim import SimConfig, run_local, summarize
from bsgcore.sim.local import default_jobs


def measure(config: SimConfig, seeds: Sequence[int], jobs: int) -> tuple[float, dict[str, object]]:
    """Wall-clock games/s of playing ``seeds`` on ``jobs`` processes, and the run's summary."""
    started = time.perf_counter()
    run = run_local(config, seeds, jobs)
    try:
        records = list(run)
    finally:
        run.close()
    elapsed = time.perf_counter() - started
    return len(seeds) / elapsed, summarize(records, config)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; 1 if the two runs disagree (they never should)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--ruleset", default="base")
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--bot", default=None)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rules = build_rules(args.ruleset)
    config = SimConfig(
        ruleset=args.ruleset,
        plugins=(),
        options=(),
        seats=args.seats,
        bot=args.bot or rules.spec.default_bot,
        max_commands=DEFAULT_MAX_COMMANDS,
    )
    seeds = range(args.seed, args.seed + args.games)
    serial, first = measure(config, seeds, 1)
    parallel, second = measure(config, seeds, args.jobs)
    print(f"{args.games} {args.ruleset} games, {args.seats} seats, bot {config.bot!r}")
    print(f"  --jobs 1: {serial:8.1f} games/s")
    print(f"  --jobs {args.jobs}: {parallel:8.1f} games/s")
    print(f"  ratio: {parallel / serial:.2f} (ideal {args.jobs})")
    if first != second:
        print("the two runs gave different summaries", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
