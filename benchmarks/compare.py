"""Side-by-side benchmark: bsgcore's random playouts against python-chess and RLCard's.

Usage: ``python benchmarks/compare.py [--rounds 3] [--seconds 2.0]``. The peers come with the
``bench`` extra (``pip install -e '.[bench]'``); a peer that is not installed is left out and
said so.

Each round runs every workload once, in turn (interleaved, so a change of load on a shared
machine touches them all alike), each as many whole games as fit in ``--seconds`` of CPU time
(``time.process_time``) after one warm-up game. The figure is decisions per CPU second:

- bsgcore base (5 seats) and Express (4 seats): commands played by random bots, with the legal
  options of every decision enumerated and every rule checked (`Game.play`);
- python-chess: random legal moves (``list(board.legal_moves)``, ``board.push``, game over
  checked after each move);
- RLCard Dou Dizhu: random legal actions (``env.step``).

It prints each workload's min/median/max over the rounds and the ratios of the medians against
python-chess (and RLCard). Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

#: A workload: play one whole game from a seed, return how many decisions it took.
Workload = Callable[[int], int]


def bsgcore_workload(ruleset: str, seats: int) -> Workload:
    """Random-bot games of one bsgcore set-up (rules built before timing starts)."""
    from bsgcore.bots import count_commands, make_bots, play_game
    from bsgcore.game import Game
    from bsgcore.ruleset import build_rules

    rules = build_rules(ruleset, ())

    def play(seed: int) -> int:
        game = Game.new(ruleset, seats=seats, seed=seed)
        play_game(game, make_bots(rules, "random", seats, seed))
        return count_commands(game.events)

    return play


def chess_workload() -> Workload | None:
    """python-chess random legal playouts (None when python-chess is not installed)."""
    try:
        import chess
    except ImportError:
        return None

    def play(seed: int) -> int:
        rng = random.Random(seed)
        board = chess.Board()
        moves = 0
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
        return moves

    return play


def rlcard_workload() -> Workload | None:
    """RLCard Dou Dizhu random legal playouts (None when RLCard is not installed)."""
    try:
        import rlcard
    except ImportError:
        return None
    env = rlcard.make("doudizhu", config={"seed": 0})

    def play(seed: int) -> int:
        rng = random.Random(seed)
        env.seed(seed)
        state, _player = env.reset()
        actions = 0
        while not env.is_over():
            state, _player = env.step(rng.choice(sorted(state["legal_actions"])))
            actions += 1
        return actions

    return play


def run_for(play: Workload, seconds: float, seed: int) -> float:
    """Decisions per CPU second over whole games played for at least ``seconds`` of CPU time."""
    play(seed)  # warm-up: caches, first-call costs
    gc.collect()
    decisions = 0
    games = 0
    started = time.process_time()
    while True:
        decisions += play(seed + 1 + games)
        games += 1
        spent = time.process_time() - started
        if spent >= seconds:
            return decisions / spent


def main(argv: Sequence[str] | None = None) -> int:
    """Build the workloads, run the rounds interleaved and print the figures and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default: 3)")
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="CPU seconds per workload and round (default: 2)"
    )
    parser.add_argument("--seed", type=int, default=0, help="first game seed of each workload")
    args = parser.parse_args(argv)

    workloads: dict[str, Workload] = {
        "bsgcore base, 5 seats (commands/s)": bsgcore_workload("base", 5),
        "bsgcore Express, 4 seats (commands/s)": bsgcore_workload("express", 4),
    }
    peers = {
        "python-chess (moves/s)": chess_workload(),
        "RLCard Dou Dizhu (actions/s)": rlcard_workload(),
    }
    for name, play in peers.items():
        if play is None:
            print(f"{name}: not installed (pip install -e '.[bench]'), left out", file=sys.stderr)
        else:
            workloads[name] = play

    results: dict[str, list[float]] = {name: [] for name in workloads}
    for round_ in range(args.rounds):
        order = list(workloads)
        if round_ % 2:  # alternate the order too, so no workload always runs first
            order.reverse()
        for name in order:
            results[name].append(run_for(workloads[name], args.seconds, args.seed))
        print(f"round {round_ + 1}/{args.rounds} done", file=sys.stderr)

    print(
        f"Side by side, {args.rounds} interleaved rounds of {args.seconds:g} CPU s per workload "
        f"(decisions per CPU second: median [min .. max]); Python {sys.version.split()[0]}"
    )
    medians = {name: statistics.median(values) for name, values in results.items()}
    for name, values in results.items():
        print(f"  {name:<40} {medians[name]:>10,.0f}   [{min(values):,.0f} .. {max(values):,.0f}]")
    for peer in ("python-chess (moves/s)", "RLCard Dou Dizhu (actions/s)"):
        if peer not in medians:
            continue
        for name in workloads:
            if name.startswith("bsgcore"):
                ratio = medians[name] / medians[peer]
                print(f"  ratio {name.split(' (')[0]} / {peer.split(' (')[0]}: {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
