"""Seeded sweeps of whole random Pegasus games (issue 10, "How it is checked"): with BSG_FULL=1
2,000 games at each of 4, 5 and 6 seats and 500 at 3 and 7, spread over the variants (New
Caprica on and off, Cylon Leaders on and off, the Sympathetic Cylon); a small sample otherwise.

Every game must end with an outcome (no exception, no soft-lock) and replay to its live state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pegasus_helpers import PLUGINS

from bsgcore.testing import sweep_playouts, sweep_size

MAX_COMMANDS = 8000
#: The variants, cycled through the seeds of a sweep (7 seats need a Cylon Leader, P-7P-1, and
#: so take no Sympathetic Cylon, P-LD-7).
VARIANTS: tuple[dict[str, Any], ...] = (
    {},
    {"new_caprica": False},
    {"cylon_leaders": False},
    {"sympathetic_cylon": True},
    {"new_caprica": False, "cylon_leaders": False, "sympathetic_cylon": True},
)
# (seats, full size, CI sample, first seed)
SWEEPS = [
    (4, 2_000, 3, 400_000),
    (5, 2_000, 3, 500_000),
    (6, 2_000, 3, 600_000),
    (3, 500, 2, 700_000),
    (7, 500, 2, 800_000),
]


def variant(seats: int, index: int) -> dict[str, Any]:
    """The options of the `index`-th game of a sweep."""
    allowed = [
        v
        for v in VARIANTS
        if seats < 7 or (v.get("cylon_leaders", True) and not v.get("sympathetic_cylon"))
    ]
    return allowed[index % len(allowed)]


def sweep(seats: int, games: int, first_seed: int) -> Counter[str]:
    """Play `games` seeded random Pegasus games; check each ends and replays; count outcomes."""
    seeds = range(first_seed, first_seed + games)
    return sweep_playouts(
        "base",
        seats,
        seeds,
        PLUGINS,
        lambda seed: variant(seats, seed - first_seed),
        max_commands=MAX_COMMANDS,
    )


@pytest.mark.slow
@pytest.mark.parametrize(("seats", "full", "sample", "first_seed"), SWEEPS)
def test_random_pegasus_games_end_and_replay(
    seats: int, full: int, sample: int, first_seed: int
) -> None:
    """Seeded random Pegasus games over the variants all end with an outcome and replay."""
    games = sweep_size(full, sample)
    outcomes = sweep(seats, games, first_seed)
    assert sum(outcomes.values()) == games
    print(f"{seats} seats, {games} random Pegasus games: {dict(sorted(outcomes.items()))}")
