"""Simulation benchmark: games/s of ``bsg simulate`` on one process and on N, and the ratio.

Usage: ``python benchmarks/simulate.py [--games G] [--jobs N] [--ruleset R] [--seats S]
[--bot B] [--ray [--address ADDR]]`` plays the same G seeded games (default 40 heuristic base
games, 5 seats) with ``--jobs 1`` and ``--jobs N`` (default: every core) through `bsgcore.sim`,
checks that both give the same summary, and prints wall-clock games/s side by side and the
scaling ratio. On an otherwise idle machine the ratio approaches N. With ``--ray`` the same games
are played a third time on the Ray backend (a local Ray of N CPUs, or the cluster at ADDR), whose
start-up time is shown apart from its games/s. Figures only, no assertions of speed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from bsgcore.bots import DEFAULT_MAX_COMMANDS
from bsgcore.ruleset import build_rules
from bsgcore.sim import SimConfig, run_local, summarize
from bsgcore.sim.backend import SimRun
from bsgcore.sim.local import default_jobs


def measure(config: SimConfig, seeds: Sequence[int], jobs: int) -> tuple[float, dict[str, object]]:
    """Wall-clock games/s of playing ``seeds`` on ``jobs`` processes, and the run's summary."""
    started = time.perf_counter()
    return timed(run_local(config, seeds, jobs), config, len(seeds), started)


def measure_ray(
    config: SimConfig, seeds: Sequence[int], jobs: int, address: str | None
) -> tuple[float, float, dict[str, object]]:
    """Ray's start-up seconds, then games/s and summary of ``seeds`` on the Ray backend."""
    from bsgcore.sim.raybackend import ray_session, run_ray

    started = time.perf_counter()
    with ray_session(address, None if address else jobs):
        startup = time.perf_counter() - started
        started = time.perf_counter()
        rate, summary = timed(run_ray(config, seeds), config, len(seeds), started)
    return startup, rate, summary


def timed(
    run: SimRun, config: SimConfig, games: int, started: float
) -> tuple[float, dict[str, object]]:
    """Games/s of consuming ``run`` (started at ``started``), and its summary."""
    try:
        records = list(run)
    finally:
        run.close()
    elapsed = time.perf_counter() - started
    return games / elapsed, summarize(records, config)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; 1 if the two runs disagree (they never should)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--ruleset", default="base")
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--bot", default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ray", action="store_true", help="also measure the Ray backend")
    parser.add_argument("--address", help="with --ray: a Ray cluster (default: a local Ray)")
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
    same = first == second
    if args.ray:
        startup, on_ray, third = measure_ray(config, seeds, args.jobs, args.address)
        where = args.address or f"local, {args.jobs} CPUs"
        print(f"  --backend ray ({where}): {on_ray:8.1f} games/s (after {startup:.1f}s start-up)")
        print(f"  ratio ray / --jobs 1: {on_ray / serial:.2f}")
        same = same and third == first
    if not same:
        print("the runs gave different summaries", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
