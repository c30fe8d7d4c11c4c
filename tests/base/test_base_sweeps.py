"""Seeded sweeps of whole random base games (issue 3, "How it is checked"): 10,000 at 5 seats and
1,000 each at 3, 4 and 6 seats with BSG_FULL=1, a small sample otherwise.

Every game must end with an outcome (no exception, no soft-lock: a decision always has an option,
and the game ends within a bounded number of commands), and replaying its log must give the live
state. Random bots almost never let the humans win a base game (docs/base-status.md, "Bots"), so
"both sides win" is required of the heuristic bot's games (tests/base/test_base_bot.py), while the
random sweeps require the Cylons to win some and report the humans' wins.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bsgcore.testing import sweep_playouts, sweep_size

OPTIONS: dict[str, object] = {}  # base games need no option
# A random base game takes about 270 commands; 20 times that means an endless loop.
MAX_COMMANDS = 6000
# (seats, full size, CI sample, first seed): the seeds differ per seat count.
SWEEPS = [
    (5, 10_000, 24, 0),
    (3, 1_000, 8, 100_000),
    (4, 1_000, 8, 200_000),
    (6, 1_000, 8, 300_000),
]


def sweep(seats: int, games: int, first_seed: int) -> Counter[str]:
    """Play `games` seeded random games; check each ends and replays; count winners."""
    seeds = range(first_seed, first_seed + games)
    outcomes = sweep_playouts("base", seats, seeds, options=OPTIONS, max_commands=MAX_COMMANDS)
    winners = Counter(outcomes)
    for key, count in outcomes.items():
        winner = key.split(":")[0]
        assert winner in ("humans", "cylons"), key
        winners[winner] += count
    return winners


@pytest.mark.slow
@pytest.mark.parametrize(("seats", "full", "sample", "first_seed"), SWEEPS)
def test_random_base_games_end_and_replay(
    seats: int, full: int, sample: int, first_seed: int
) -> None:
    """B-INV: seeded random base games all end with an outcome, none raises
    or soft-locks, each log replays to the live state, and the Cylons win some of them."""
    games = sweep_size(full, sample)
    winners = sweep(seats, games, first_seed)
    assert winners["humans"] + winners["cylons"] == games
    assert winners["cylons"] > 0
    print(f"{seats} seats, {games} random games: {dict(sorted(winners.items()))}")
