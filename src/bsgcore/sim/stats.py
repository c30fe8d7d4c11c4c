"""From per-game records to a summary: wins per side and condition with 95% Wilson intervals,
mean and spread of game length, and the failed games with the command that replays each.

The summary depends only on the records (never on timing), so it is identical for any job count.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from bsgcore.sim.config import SimConfig
from bsgcore.sim.records import GameRecord

Z95 = 1.959963984540054  # the two-sided 95% normal quantile


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``successes`` out of ``trials``); (0, 1) if none."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _interval(successes: int, trials: int) -> list[float]:
    low, high = wilson(successes, trials)
    return [round(low, 6), round(high, 6)]


def summarize(
    records: Iterable[GameRecord], config: SimConfig, sides: Sequence[str] = ()
) -> dict[str, Any]:
    """The JSON summary of a run: today's keys (games, errors, outcomes, mean_commands) first.

    Every side of ``sides`` gets a row (an interval for a side that never won matters most),
    unless the winners are named otherwise than the sides.
    """
    outcomes: Counter[tuple[str, str]] = Counter()
    wins: Counter[str] = Counter({side: 0 for side in sides})
    lengths: list[int] = []
    failed: list[dict[str, Any]] = []
    games = 0
    for record in records:
        games += 1
        if record.failed:
            failed.append(
                {
                    "seed": record.seed,
                    "error": record.error,
                    "replay": config.replay_command(record.seed),
                }
            )
            continue
        outcomes[(record.winner, record.condition)] += 1
        wins[record.winner] += 1
        lengths.append(record.commands)
    finished = len(lengths)
    if any(winner not in sides for winner in wins):  # winners are not the declared sides (toy)
        wins = Counter({winner: n for winner, n in wins.items() if n})
    return {
        "games": games,
        "errors": len(failed),
        "outcomes": {f"{w}:{c}": n for (w, c), n in sorted(outcomes.items())},
        "mean_commands": statistics.fmean(lengths) if lengths else None,
        "finished": finished,
        "wins": dict(sorted(wins.items())),
        "intervals": {
            "confidence": 0.95,
            "method": "wilson",
            "sides": {side: _interval(n, finished) for side, n in sorted(wins.items())},
            "outcomes": {
                f"{w}:{c}": _interval(n, finished) for (w, c), n in sorted(outcomes.items())
            },
        },
        "stdev_commands": statistics.stdev(lengths) if len(lengths) > 1 else None,
        "min_commands": min(lengths) if lengths else None,
        "max_commands": max(lengths) if lengths else None,
        "failed": failed,
    }
