"""Terms (pegasus.md §4.2): "players" are every participant, revealed Cylons and Infiltrators
included (P-TERM-1)."""

from __future__ import annotations

import pytest
from pegasus_helpers import PLUGINS

from bsgcore.context import using_rules
from bsgcore.testing.scenarios.edits import cylon_at
from bsgcore.testing.scenarios.space import board


@pytest.mark.rules("P-TERM-1")
def test_each_player_names_every_seat_revealed_cylons_included() -> None:
    table = cylon_at(board(seats=4, plugins=PLUGINS), 1, "base.location.caprica")
    with using_rules(table.rules):
        effects = table.rules.data["base.effects"]
        players = effects.who_values["each_player"](table.game, 0, -1)
        humans = effects.who_values["each_human"](table.game, 0, -1)
    assert sorted(players) == [0, 1, 2, 3]
    assert 1 not in humans
