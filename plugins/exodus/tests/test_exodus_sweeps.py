"""Seeded sweeps of whole random Exodus games over every option combination (issue 11, "How it is
checked"): Cylon Fleet on or off x Ionian Nebula on or off x Conflicted Loyalties off or in each of
its three forms (16 cells), each alone at 4, 5 and 6 seats and with Pegasus at 4 to 7 seats.

With BSG_FULL=1 every cell plays 1,000 games at every table. Otherwise CI plays one game per cell
and table (112 games, about half a minute of one core): each cell's seeds are its own, so a
failure names the cell, and the full run replays the sample's games first.

Every game must end with an outcome (no exception, no soft-lock within `MAX_COMMANDS`) and replay
to its live state. With Pegasus, the Ionian Nebula cells play to the Ionian Nebula
(``new_caprica=false``: a game has one objective); the other Pegasus cells keep Pegasus's
default New Caprica objective, so Cylon Fleet is swept with New Caprica too.
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Any

import pytest
from bsg_exodus.options import CONFLICTED_LOYALTIES, CYLON_FLEET, IONIAN_NEBULA, NEW_CAPRICA
from exodus_helpers import PLUGINS, WITH_PEGASUS

from bsgcore.testing import sweep_playouts, sweep_size

#: A random Exodus game takes 300 to 1,500 commands; 10,000 means an endless loop.
MAX_COMMANDS = 10_000
FULL = 1_000
SAMPLE = 1
FORMS = ("", "final_five", "personal_goals", "both")
#: (cylon_fleet, ionian_nebula, conflicted_loyalties): the 2 x 2 x 4 option cells.
CELLS: tuple[tuple[bool, bool, str], ...] = tuple(product((False, True), (False, True), FORMS))
#: (seats, with Pegasus): 4 to 6 seats alone, 4 to 7 with Pegasus.
TABLES: tuple[tuple[int, bool], ...] = (
    (4, False),
    (5, False),
    (6, False),
    (4, True),
    (5, True),
    (6, True),
    (7, True),
)
#: Seeds: 100,000 per table, 5,000 per cell (room for FULL games), from one million on.
FIRST_SEED, TABLE_SEEDS, CELL_SEEDS = 1_000_000, 100_000, 5_000


def cell_name(cell: tuple[bool, bool, str]) -> str:
    """A cell's id: ``fleet-nebula-both``, ``plain``..."""
    fleet, nebula, form = cell
    parts = [name for name, on in (("fleet", fleet), ("nebula", nebula)) if on]
    return "-".join([*parts, form] if form else parts) or "plain"


def table_name(table: tuple[int, bool]) -> str:
    """A table's id: ``5-alone``, ``7-pegasus``."""
    seats, pegasus = table
    return f"{seats}-{'pegasus' if pegasus else 'alone'}"


def cell_options(cell: tuple[bool, bool, str], pegasus: bool) -> dict[str, Any]:
    """The game options of a cell (with Pegasus and Ionian Nebula: no New Caprica)."""
    fleet, nebula, form = cell
    options: dict[str, Any] = {}
    if fleet:
        options[CYLON_FLEET] = True
    if nebula:
        options[IONIAN_NEBULA] = True
    if form:
        options[CONFLICTED_LOYALTIES] = form
    if nebula and pegasus:
        options[NEW_CAPRICA] = False
    return options


def first_seed(table: tuple[int, bool], cell: tuple[bool, bool, str]) -> int:
    """The first seed of a cell at a table (the large background sweeps used the same)."""
    return FIRST_SEED + TABLE_SEEDS * TABLES.index(table) + CELL_SEEDS * CELLS.index(cell)


def sweep(table: tuple[int, bool], cell: tuple[bool, bool, str], games: int) -> Counter[str]:
    """Play `games` seeded random games of a cell at a table; each must end and replay."""
    seats, pegasus = table
    start = first_seed(table, cell)
    return sweep_playouts(
        "base",
        seats,
        range(start, start + games),
        WITH_PEGASUS if pegasus else PLUGINS,
        cell_options(cell, pegasus),
        max_commands=MAX_COMMANDS,
    )


def test_the_cells_are_every_option_combination() -> None:
    """16 distinct cells: each option on and off, Conflicted Loyalties in every form, and the
    seed ranges of the cells and tables do not overlap."""
    assert len({cell_name(c) for c in CELLS}) == len(CELLS) == 16
    assert {form for _, _, form in CELLS} == set(FORMS)
    starts = sorted(first_seed(t, c) for t in TABLES for c in CELLS)
    assert all(b - a >= FULL for a, b in zip(starts, starts[1:], strict=False))


@pytest.mark.slow
@pytest.mark.parametrize("cell", CELLS, ids=[cell_name(c) for c in CELLS])
@pytest.mark.parametrize("table", TABLES, ids=[table_name(t) for t in TABLES])
def test_random_exodus_games_end_and_replay(
    table: tuple[int, bool], cell: tuple[bool, bool, str]
) -> None:
    """Seeded random Exodus games of each option cell, alone and with Pegasus, end with an
    outcome and replay to their live state."""
    games = sweep_size(FULL, SAMPLE)
    outcomes = sweep(table, cell, games)
    assert sum(outcomes.values()) == games
    print(f"{table_name(table)} {cell_name(cell)}, {games} games: {dict(sorted(outcomes.items()))}")
