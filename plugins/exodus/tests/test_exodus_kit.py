"""The conformance kit on Exodus with every option on (the Cylon Fleet, the Ionian Nebula and
both kinds of Conflicted Loyalties cards), alone and with Pegasus: the kit's Hypothesis state
machine (legal, illegal and undone commands, every check after every step) from the set-up, and
the whole-game checks (invariants, replay, verify, JSON, save/load, no leaks, refusals change
nothing) on seeded random games played to their end, so the late game is covered too."""

from __future__ import annotations

from typing import Any

import pytest
from exodus_helpers import PLUGINS, WITH_PEGASUS
from hypothesis import HealthCheck, settings

from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    full_sweeps,
    make_state_machine,
    random_playout,
    sweep_size,
)

#: Every Exodus option.
ALL_OPTIONS: dict[str, Any] = {
    "cylon_fleet": True,
    "ionian_nebula": True,
    "conflicted_loyalties": "both",
}
#: With Pegasus too: the Ionian Nebula is the objective (one objective a game, not New Caprica).
WITH_PEGASUS_OPTIONS: dict[str, Any] = {**ALL_OPTIONS, "new_caprica": False}
#: Few long examples: each step runs every check of the kit (leaks and refusals among them).
KIT = settings(
    max_examples=2, stateful_step_count=60, deadline=None, suppress_health_check=list(HealthCheck)
)

#: The state machine on a 5-seat game with every option.
TestExodusEveryOption = make_state_machine(
    "base", 5, plugins=PLUGINS, options=ALL_OPTIONS, hypothesis_settings=KIT
).TestCase
#: And with Pegasus too, at 6 seats.
TestExodusEveryOptionWithPegasus = make_state_machine(
    "base", 6, plugins=WITH_PEGASUS, options=WITH_PEGASUS_OPTIONS, hypothesis_settings=KIT
).TestCase


@pytest.mark.slow
@pytest.mark.parametrize(
    ("plugins", "seats", "seed"),
    [
        (PLUGINS, 4, 77_000),
        (PLUGINS, 6, 77_100),
        (WITH_PEGASUS, 5, 77_200),
        (WITH_PEGASUS, 7, 77_300),
    ],
    ids=["exodus-4", "exodus-6", "with_pegasus-5", "with_pegasus-7"],
)
def test_random_games_with_every_option_pass_the_kit(
    plugins: list[str], seats: int, seed: int
) -> None:
    """Seeded random games with every Exodus option end, and pass the kit's whole-game checks:
    the log explains the game, no seat sees another's secret, refused commands change nothing.
    The sample checks the leaks of the second half of each log (the state machines above
    check the first steps'); BSG_FULL=1 checks every event of 10 games a table."""
    full = full_sweeps()
    for n in range(sweep_size(full=10, sample=1)):
        options = WITH_PEGASUS_OPTIONS if plugins == WITH_PEGASUS else ALL_OPTIONS
        game = random_playout("base", seats, seed + n, plugins=plugins, options=options)
        assert game.state.outcome is not None
        check_game(game)
        check_no_leaks(game, start=0 if full else len(game.events) // 2, scrambles=1)
        check_rejects_illegal(game)
