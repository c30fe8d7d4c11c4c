"""Paired comparison of two configurations played on the same seeds (``bsg balance``).

Seed by seed, one side's win under configuration A is paired with its win under B. The
difference of win rates gets a 95% interval from the paired differences, and an exact McNemar
test (a two-sided binomial test on the discordant pairs) gives the p-value: identical
configurations give identical games, so no discordant pair and p = 1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bsgcore.sim.records import GameRecord
from bsgcore.sim.stats import Z95

SIGNIFICANCE = 0.05


def mcnemar_p(a_only: int, b_only: int) -> float:
    """Exact two-sided McNemar p-value for ``a_only`` and ``b_only`` discordant pairs."""
    n = a_only + b_only
    if n == 0:
        return 1.0
    low = min(a_only, b_only)
    tail = sum(math.comb(n, k) for k in range(low + 1)) / 2**n
    return min(1.0, 2 * tail)


def paired_difference(a_only: int, b_only: int, pairs: int) -> tuple[float, tuple[float, float]]:
    """B's win rate minus A's, and its 95% interval from the per-seed differences (-1, 0, 1)."""
    if pairs == 0:
        return 0.0, (-1.0, 1.0)
    mean = (b_only - a_only) / pairs
    if pairs < 2:
        return mean, (-1.0, 1.0)
    variance = ((a_only + b_only) - pairs * mean * mean) / (pairs - 1)
    half = Z95 * math.sqrt(max(0.0, variance) / pairs)
    return mean, (max(-1.0, mean - half), min(1.0, mean + half))


def compare(a: Sequence[GameRecord], b: Sequence[GameRecord], side: str) -> dict[str, Any]:
    """The paired comparison of ``side``'s wins in ``a`` and ``b`` (records of the same seeds).

    A seed whose game failed in either configuration is left out of the pairs and counted in
    ``errors`` (its seeds are listed in ``failed_seeds``).
    """
    by_seed = {record.seed: record for record in b}
    if sorted(by_seed) != sorted(record.seed for record in a):
        raise ValueError("The two configurations were not played on the same seeds.")
    pairs = wins_a = wins_b = a_only = b_only = 0
    failed: list[int] = []
    for first in a:
        second = by_seed[first.seed]
        if first.failed or second.failed:
            failed.append(first.seed)
            continue
        pairs += 1
        won_a, won_b = first.winner == side, second.winner == side
        wins_a += won_a
        wins_b += won_b
        a_only += won_a and not won_b
        b_only += won_b and not won_a
    difference, (low, high) = paired_difference(a_only, b_only, pairs)
    p_value = mcnemar_p(a_only, b_only)
    return {
        "side": side,
        "games": len(a),
        "pairs": pairs,
        "errors": len(failed),
        "failed_seeds": failed,
        "wins_a": wins_a,
        "wins_b": wins_b,
        "rate_a": wins_a / pairs if pairs else None,
        "rate_b": wins_b / pairs if pairs else None,
        "a_only": a_only,
        "b_only": b_only,
        "difference": difference,
        "interval": [round(low, 6), round(high, 6)],
        "p_value": p_value,
        "significant": p_value < SIGNIFICANCE,
    }
