"""How strong the heuristic bot plays the humans' side: seeded 5-seat base games, heuristic in every seat.

Usage: ``python benchmarks/heuristic_strength.py [--games 300] [--seed 5000] [--seats 5] [--jobs 2]``.

Plays ``--games`` games at seeds ``seed .. seed+games-1`` (each seat's bot seeded from the game's
seed, as `bsg simulate` does) and prints the humans' win rate with its 95% Wilson interval, and the
play diagnostics of issue 15 read from each game's event log (per game unless said):

- jumps taken at jump track 3 (a share of all FTL Control/auto jumps; the track before the reset);
- viper attacks on raiders, and raider attacks on vipers;
- civilian ships destroyed (by raiders) and lost (jumped away from, population lost by jumping);
- the pass rate of crisis skill checks (``pass`` results among crisis checks).

- Cylon reveals a game.

``--bot heuristic-v1`` measures the frozen first heuristic on the same seeds; ``bsg balance
--bot heuristic-v1-humans --b-bot heuristic`` pairs the old and the new human play against the
same Cylon bots (docs/bots.md). Figures only, no assertions: the numbers go into
docs/base-status.md ("Issue 15, item 1").
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from collections import Counter
from typing import Any

from bsgcore.bots import make_bots, play_game
from bsgcore.game import Game


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (``wins`` of ``games``)."""
    if games == 0:
        return 0.0, 0.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def measure(args: tuple[int, int, str]) -> Counter[str]:
    """Play one seeded game and count its diagnostics from the event log."""
    seed, seats, bot = args
    game = Game.new("base", seats=seats, seed=seed)
    play_game(game, make_bots(game.rules, bot, seats, seed))
    out: Counter[str] = Counter(games=1)
    out["distance"] = int(game.view(0)["game"].get("distance", 0))
    track = 0
    source = ""
    for event in game.events:
        name = type(event).__name__
        if name == "CounterChanged" and getattr(event, "counter", "") == "jump_track":
            track = max(0, track + int(getattr(event, "delta", 0)))
        elif name == "JumpTrackReset":
            out["jumps"] += 1
            out[f"jumps_at_{min(track, 5)}"] += 1
            track = 0
        elif name == "AttackRolled":
            attacker, target = str(event.attacker), str(event.target)  # type: ignore[attr-defined]
            if attacker.startswith("viper") and target.startswith("raider"):
                out["viper_attacks_raider"] += 1
            if attacker.startswith("raider") and target.startswith("viper"):
                out["raider_attacks_viper"] += 1
        elif name == "CivilianDestroyed":
            out["civilians_destroyed"] += 1
        elif name == "CivilianLost":
            out["civilians_lost"] += 1
        elif name == "CheckStarted":
            source = str(getattr(event.check, "source", ""))  # type: ignore[attr-defined]
        elif name == "CheckRevealed" and source.startswith("base.crisis."):
            out["crisis_checks"] += 1
            if getattr(event, "result", "") == "pass":
                out["crisis_checks_passed"] += 1
        elif name == "CylonRevealed":
            out["reveals"] += 1
        elif name == "GameEnded":
            out[f"winner_{getattr(event, 'winner', '')}"] += 1
            condition = str(getattr(event, "condition", ""))
            if condition == "resource_empty":
                condition = str(getattr(event, "reason", "")).split(" ", 1)[0]
            out[f"end_{condition}"] += 1
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--jobs", type=int, default=2)
    ns = parser.parse_args(argv)
    work = [(ns.seed + i, ns.seats, ns.bot) for i in range(ns.games)]
    total: Counter[str] = Counter()
    if ns.jobs > 1:
        with multiprocessing.Pool(ns.jobs) as pool:
            for counts in pool.imap_unordered(measure, work, chunksize=4):
                total.update(counts)
    else:
        for item in work:
            total.update(measure(item))
    report(total, ns)
    return 0


def report(total: Counter[str], ns: Any) -> None:
    """Print the win rate, its interval and the diagnostics."""
    games = total["games"]
    wins = total["winner_humans"]
    lo, hi = wilson(wins, games)
    per = max(1, games)
    jumps = max(1, total["jumps"])
    checks = max(1, total["crisis_checks"])
    print(
        f"{games} base games, {ns.seats} seats, bot {ns.bot!r}, seeds {ns.seed}..{ns.seed + games - 1}"
    )
    print(f"human win rate       {wins / per:6.1%}  (95% Wilson {lo:.1%} - {hi:.1%})")
    print(f"distance reached     {total['distance'] / per:6.2f}  a game (8 to win)")
    print(f"jumps at track 3     {total['jumps_at_3'] / jumps:6.1%}  of {total['jumps']} jumps")
    print(f"viper attacks/raider {total['viper_attacks_raider'] / per:6.2f}  a game")
    print(f"raider attacks/viper {total['raider_attacks_viper'] / per:6.2f}  a game")
    print(f"civilians destroyed  {total['civilians_destroyed'] / per:6.2f}  a game")
    print(f"civilians left behind{total['civilians_lost'] / per:6.2f}  a game")
    print(
        f"crisis checks passed {total['crisis_checks_passed'] / checks:6.1%}  of {total['crisis_checks']}"
    )
    print(f"Cylon reveals        {total['reveals'] / per:6.2f}  a game")
    ends = {k[4:]: v for k, v in sorted(total.items()) if k.startswith("end_")}
    print(f"game ends            {ends}")


if __name__ == "__main__":
    sys.exit(main())
