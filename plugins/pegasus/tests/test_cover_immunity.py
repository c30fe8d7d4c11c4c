"""A Cylon player's immunity to Crisis cards (P-TERM-8, P-CC-1): it covers Crisis cards, New
Caprica Crisis cards included, but not location actions (Airlock, Resistance HQ); Resistance
Bombing's execution may not be ignored."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import content
from nc_scenes import settled

from bsgcore.base import FrozenMap, Op, data, executable
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits

BOMBING = "pegasus.nc_crisis.resistance_bombing"
AIRLOCK = "pegasus.location.airlock"
PLAIN = Op("execute", FrozenMap({"who": "chosen"}))


def _bombing_execute() -> Op:
    """The execute op of Resistance Bombing's pass, as the game has it."""
    card = data().get(BOMBING)
    ops = [o for box in (card.passed, card.failed) if box for op in box.effects for o in op.walk()]
    return next(o for o in ops if o.name == "execute")


@pytest.mark.rules("P-TERM-8", "P-CC-1")
def test_crisis_immunity_covers_new_caprica_crises_not_location_actions() -> None:
    board = settled()
    cylon = 1
    board = edits.with_player(board, cylon, revealed=True, shown=board.game.players[cylon].loyalty)
    with using_rules(board.rules):
        game = board.game
        bombing = _bombing_execute()
        assert bombing.get("ignore_cylon_immunity") is True
        assert executable(game, cylon, BOMBING, bombing)  # P-CC-1: he may not ignore it
        assert not executable(game, cylon, BOMBING, PLAIN)  # a Crisis card's: ignored
        assert executable(game, cylon, AIRLOCK, PLAIN)  # a location action: not ignored
        assert executable(game, cylon, content.RESISTANCE_HQ_ACTION, PLAIN)
        assert executable(game, 0, BOMBING, PLAIN)  # a human player is never immune
