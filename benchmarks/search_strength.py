"""Paired strength of the search bot's humans against the heuristic's, the same Cylon bots.

Usage: ``python benchmarks/search_strength.py [--games 20] [--seed 7000] [--seats 5]
[--iterations 20] [--jobs 2]``.

For each seed two base games are played: once with the heuristic bot in every seat, once with
the search bot deciding for every seat that is on the humans' side at that decision (no "You Are
a Cylon" card, not revealed) and the heuristic for the Cylons. The harness, not the bot, reads the
true loyalty to pick which bot answers (the experiment's design: the same Cylon bots against two
kinds of humans); each bot still sees only its view and, for the search bot, its sampler. It
prints the humans' win rate of each arm with its 95% Wilson interval, the paired difference with
McNemar's exact p-value, and the CPU seconds a search decision takes.

Figures only, no assertions: docs/bots.md has the measured table.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from typing import Any

from bsgcore.base.model import is_cylon
from bsgcore.bots import SearchBot, make_bots, play_game, seat_seed
from bsgcore.bots.search import Sampler
from bsgcore.context import using_rules
from bsgcore.game import Game
from bsgcore.messages import Command
from bsgcore.sim.stats import wilson


class _BySide:
    """The search bot while its seat is on the humans' side, the heuristic while a Cylon."""

    samples_hidden = True
    view_read_only = True

    def __init__(self, game: Game, seat: int, human: SearchBot, cylon: Any) -> None:
        self.game, self.seat, self.human, self.cylon = game, seat, human, cylon
        self.seconds: list[float] = []

    def choose_sampled(
        self, sampler: Sampler, view: dict[str, Any], options: tuple[Command, ...]
    ) -> Command:
        with using_rules(self.game.rules):  # the harness's choice of bot, see the docstring
            cylon = is_cylon(self.game.state.game, self.seat)
        if cylon:
            return self.cylon.choose(view, options)
        start = time.process_time()
        choice = self.human.choose_sampled(sampler, view, options)
        if len(options) > 1:
            self.seconds.append(time.process_time() - start)
        return choice


def play(args: tuple[int, int, int]) -> tuple[bool, bool, list[float]]:
    """One seed, both arms: (heuristic humans won, search humans won, search decision times)."""
    seed, seats, iterations = args
    base = Game.new("base", seats=seats, seed=seed)
    play_game(base, make_bots(base.rules, "heuristic", seats, seed))
    game = Game.new("base", seats=seats, seed=seed)
    heuristic = make_bots(game.rules, "heuristic", seats, seed)
    bots: dict[int, Any] = {
        seat: _BySide(game, seat, SearchBot(seat_seed(seed, seat), iterations), heuristic[seat])
        for seat in range(seats)
    }
    play_game(game, bots)
    assert base.outcome is not None and game.outcome is not None
    seconds = [s for bot in bots.values() for s in bot.seconds]
    return base.outcome.winner == "humans", game.outcome.winner == "humans", seconds


def mcnemar(only_a: int, only_b: int) -> float:
    """Two-sided exact McNemar p-value of the discordant pairs."""
    from math import comb

    n = only_a + only_b
    if n == 0:
        return 1.0
    k = min(only_a, only_b)
    tail = sum(comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    work = [(args.seed + i, args.seats, args.iterations) for i in range(args.games)]
    results: list[tuple[bool, bool, list[float]]] = []
    with multiprocessing.Pool(args.jobs) as pool:
        for (seed, _, _), result in zip(work, pool.imap(play, work), strict=True):
            results.append(result)
            print(f"  seed {seed}: humans won with heuristic {result[0]}, with search {result[1]}")
            sys.stdout.flush()
    heur = sum(a for a, _, _ in results)
    search = sum(b for _, b, _ in results)
    only_h = sum(a and not b for a, b, _ in results)
    only_s = sum(b and not a for a, b, _ in results)
    seconds = sorted(s for _, _, secs in results for s in secs)
    games = len(results)
    print(f"Python {sys.version.split()[0]}; base, {args.seats} seats, seeds {args.seed}..")
    for label, wins in (("heuristic humans", heur), ("search humans", search)):
        low, high = wilson(wins, games)
        print(f"  {label:<17} win {wins}/{games} ({wins / games:.1%}, 95% {low:.1%}-{high:.1%})")
    print(f"  paired: only heuristic won {only_h}, only search won {only_s}, ", end="")
    print(f"McNemar p = {mcnemar(only_h, only_s):.3f}")
    if seconds:
        mean = sum(seconds) / len(seconds)
        p99 = seconds[min(len(seconds) - 1, int(0.99 * len(seconds)))]
        print(
            f"  search decision CPU s: mean {mean:.2f}, p99 {p99:.2f}, max {seconds[-1]:.2f} "
            f"({len(seconds)} decisions, {args.iterations} iterations)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
