"""Seeded sweeps of whole random Exodus games over its option cells (issue 11, "How it is
checked"): with BSG_FULL=1 1,000 games a cell at 4, 5 and 6 seats (and 7 with Pegasus); a small
sample otherwise.

The cells are Conflicted Loyalties off and in its three forms, each with and without Pegasus.
Cylon Fleet is swept too as a partial cell (its built part, through ``allow_incomplete``), since
its board, pursuit track and jump clearing change every game it is in. Ionian Nebula has no cell
yet: none of its rules are built, so its games would be the cells above again.

Every game must end with an outcome (no exception, no soft-lock) and replay to its live state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from exodus_helpers import PLUGINS, WITH_PEGASUS

from bsgcore.testing import sweep_playouts, sweep_size

MAX_COMMANDS = 10_000
#: The option cells: Conflicted Loyalties off and in each form, and Cylon Fleet's built part.
CELLS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("plain", {}),
    ("final_five", {"conflicted_loyalties": "final_five"}),
    ("personal_goals", {"conflicted_loyalties": "personal_goals"}),
    ("both", {"conflicted_loyalties": "both"}),
    ("cylon_fleet_partial", {"cylon_fleet": True, "allow_incomplete": True}),
)
# (seats, with Pegasus, CI sample, first seed)
TABLES = [
    (4, False, 1, 900_000),
    (5, False, 1, 910_000),
    (6, False, 1, 920_000),
    (4, True, 1, 930_000),
    (5, True, 1, 940_000),
    (6, True, 1, 950_000),
    (7, True, 1, 960_000),
]
FULL = 1_000


def sweep(
    seats: int, pegasus: bool, options: dict[str, Any], games: int, first: int
) -> Counter[str]:
    """Play `games` seeded random Exodus games in one cell; check each ends and replays."""
    plugins = WITH_PEGASUS if pegasus else PLUGINS
    seeds = range(first, first + games)
    return sweep_playouts("base", seats, seeds, plugins, options, max_commands=MAX_COMMANDS)


@pytest.mark.slow
@pytest.mark.parametrize("cell", CELLS, ids=[name for name, _ in CELLS])
@pytest.mark.parametrize(
    ("seats", "pegasus", "sample", "first_seed"),
    TABLES,
    ids=[f"{s}-{'pegasus' if p else 'alone'}" for s, p, _, _ in TABLES],
)
def test_random_exodus_games_end_and_replay(
    cell: tuple[str, dict[str, Any]], seats: int, pegasus: bool, sample: int, first_seed: int
) -> None:
    """Seeded random Exodus games in each option cell end with an outcome and replay."""
    name, options = cell
    games = sweep_size(FULL, sample)
    first = first_seed + 10_000 * [n for n, _ in CELLS].index(name)
    outcomes = sweep(seats, pegasus, options, games, first)
    assert sum(outcomes.values()) == games
    print(
        f"{seats} seats {name} pegasus={pegasus}, {games} games: {dict(sorted(outcomes.items()))}"
    )
