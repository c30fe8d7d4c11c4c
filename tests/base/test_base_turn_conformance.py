"""The conformance kit on the base game: the
state machine (views never leak, rejected commands change nothing, JSON round trips) with a small
example count, and seeded random playouts checked whole."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    make_state_machine,
    random_playout,
    sweep_size,
)

OPTIONS: dict[str, object] = {}  # base games need no option
SMALL = settings(
    max_examples=3,
    stateful_step_count=150,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)

TestBaseFourSeats = make_state_machine(
    "base", 4, options=OPTIONS, hypothesis_settings=SMALL
).TestCase


@pytest.mark.parametrize("seats", [3, 5, 6])
def test_random_playouts_pass_the_kit(seats: int) -> None:
    """Random games end, replay and verify, leak nothing and refuse illegal commands."""
    for seed in range(sweep_size(full=20, sample=2)):
        game = random_playout("base", seats, 7000 + seed, options=OPTIONS)
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)
