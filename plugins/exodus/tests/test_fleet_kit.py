"""Cylon Fleet games as a whole (``cylon_fleet``, alone and with
Pegasus): seeded random games end and replay, and pass the conformance kit (invariants, replay,
JSON, save/load, no leaks, rejected commands change nothing); the sample is searched so that a
ship does reach the Cylon Fleet board."""

from __future__ import annotations

import pytest
from exodus_helpers import PLUGINS, WITH_PEGASUS

from bsgcore import engine
from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    random_playout,
    sweep_size,
)

OPTIONS = {"cylon_fleet": True}


@pytest.mark.slow
@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS], ids=["exodus", "with_pegasus"])
def test_random_games_with_the_cylon_fleet_end_replay_and_pass_the_kit(
    plugins: list[str],
) -> None:
    """The first game from seed 9000 on in which a ship joins the Cylon Fleet board, and a
    sample more: each ends, replays to the same state, and passes the kit's checks."""
    first = next(
        game
        for s in range(9000, 9040)
        for game in [random_playout("base", 4, s, plugins=plugins, options=OPTIONS)]
        if any(getattr(e, "tag", "") == "exodus.fleet_ship_placed" for e in game.events)
    )
    games = [first] + [
        random_playout("base", 4, 9100 + n, plugins=plugins, options=OPTIONS)
        for n in range(1, sweep_size(full=6, sample=1))
    ]
    for game in games:
        assert game.state.outcome is not None
        assert engine.replay(game.rules, list(game.events)) == game.state
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)
