"""The hook ``bsg_base_destroy_civilian`` (H-PHASE-4): a civilian ship drawn to destroy with the
unused pile empty is destroyed where a plugin keeps ships; without it base asks the current
player for a ship on the board."""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseGame, ResourceChanged, RunOps
from bsgcore.ruleset import build_rules
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board

#: A card whose effect destroys 1 civilian ship drawn at random (B-CIV-4).
ASTEROIDS = "base.destination.asteroid_field"


def hidden_fleet(game: BaseGame, seat: int, count: int, events: list[Any] | None) -> Any:
    """A plugin's reserve of ships: each drawn ship costs 1 morale instead."""
    return [ResourceChanged("morale", -count)] if events is None else events


def test_destroy_civilian_hook_replaces_the_pick_on_the_board() -> None:
    """The pile empty: without the hook the current player picks a ship on the board; with it
    the plugin's events happen and nobody is asked."""
    board = edits.resting(edits.edit(turn.table(), civilian_pile=()))
    assert board.game.civilians
    seat = board.game.current
    asked, _ = board.run(RunOps(ASTEROIDS, "effects", seat))
    assert asked.pending is not None and asked.pending.kind == "choose_civilian"
    plugin = plugin_module(
        "q_hidden", requires=("base",), extends=("base",), bsg_base_destroy_civilian=hidden_fleet
    )
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_hidden"])
        after, events = Board(rules, board.state).run(RunOps(ASTEROIDS, "effects", seat))
    assert ResourceChanged("morale", -1) in events
    assert after.game.civilians == board.game.civilians
    assert after.pending is None or after.pending.kind != "choose_civilian"
