"""Paired comparison of two configurations played on the same seeds (``bsg balance``).

Seed by seed, one side's win under configuration A is paired with its win under B. The
difference of win rates gets the exact 95% interval that McNemar's exact test (a two-sided binomial
test on the discordant pairs) inverts, and that test gives the p-value, so the two always agree:
identical configurations give identical games, so no discordant pair, interval [0, 0] and p = 1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bsgcore.sim.records import GameRecord
from bsgcore.sim.stats import wilson

SIGNIFICANCE = 0.05


def mcnemar_p(a_only: int, b_only: int) -> float:
    """Exact two-sided McNemar p-value for ``a_only`` and ``b_only`` discordant pairs."""
    n = a_only + b_only
    if n == 0:
        return 1.0
    low = min(a_only, b_only)
    tail = sum(math.comb(n, k) for k in range(low + 1)) / 2**n
    return min(1.0, 2 * tail)


#: Below this many discordant pairs the interval is exact (Clopper-Pearson); above, Wilson's.
EXACT_UP_TO = 5000


def _binomial_cdf(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p), summed in log space (no overflow for large n)."""
    if p <= 0.0:
        return 1.0
    if p >= 1.0:
        return 1.0 if k >= n else 0.0
    log_p, log_q = math.log(p), math.log1p(-p)
    base = math.lgamma(n + 1)
    return min(
        1.0,
        sum(
            math.exp(
                base - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * log_p + (n - i) * log_q
            )
            for i in range(k + 1)
        ),
    )


def _solve(f: Any, target: float) -> float:
    """The p in [0, 1] where the decreasing function ``f`` crosses ``target`` (bisection)."""
    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if f(middle) > target:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def clopper_pearson(k: int, n: int) -> tuple[float, float]:
    """The exact (central) 95% interval of a binomial proportion, ``k`` successes of ``n``: the
    interval that excludes a value exactly when the two-sided exact test rejects it."""
    tail = (1 - 0.95) / 2
    low = 0.0 if k == 0 else _solve(lambda p: _binomial_cdf(k - 1, n, p), 1 - tail)
    high = 1.0 if k == n else _solve(lambda p: _binomial_cdf(k, n, p), tail)
    return low, high


def paired_difference(a_only: int, b_only: int, pairs: int) -> tuple[float, tuple[float, float]]:
    """B's win rate minus A's, and its 95% interval.

    The difference is ``(b_only - a_only) / pairs``; given the ``d`` discordant pairs it is
    ``d / pairs * (2 * pi - 1)``, pi being the share of them B won. The interval maps the exact
    (Clopper-Pearson) interval of pi, the one McNemar's exact test inverts, so it excludes 0
    exactly when that test's p-value is below 0.05 (a Wald interval of the per-seed differences
    does not: 3 discordant pairs of 10 gave [-0.6, -0.0] beside p = 0.25). Wilson's interval
    of pi above `EXACT_UP_TO` discordant pairs, where the two agree.
    """
    if pairs == 0:
        return 0.0, (-1.0, 1.0)
    mean = (b_only - a_only) / pairs
    discordant = a_only + b_only
    if discordant == 0:
        return mean, (0.0, 0.0)
    if discordant <= EXACT_UP_TO:
        low, high = clopper_pearson(b_only, discordant)
    else:
        low, high = wilson(b_only, discordant)
    scale = discordant / pairs
    return mean, (scale * (2 * low - 1), scale * (2 * high - 1))


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
