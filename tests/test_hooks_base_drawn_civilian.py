"""``bsg_base_drawn_civilian`` (docs/hooks.md): with the unused pile empty, a plugin's events
are the loss of a ship "drawn to destroy" instead of the current player's pick on the board."""

from __future__ import annotations

from typing import Any

from bsgcore.base import ResourceChanged
from bsgcore.base.turn import frames as tf
from bsgcore.messages import Event
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

ASTEROIDS = "base.destination.asteroid_field"  # lose 2 fuel; draw a civilian ship, destroy it


def morale_instead(game: Any, seat: int, events: tuple[Event, ...]) -> tuple[Event, ...]:
    return events or (ResourceChanged("morale", -1),)


def asteroids(plugins: tuple[str, ...] = ()) -> tuple[Board, Board]:
    """Asteroid Field's ops with the unused pile empty and one ship on the board."""
    table = edits.edit(board(seats=3, civilians=[(2, "empty")], plugins=plugins), civilian_pile=())
    after, _ = edits.resting(table).run(tf.RunOps(ASTEROIDS, "effects", table.game.current))
    return table, after


def test_without_the_hook_the_current_player_picks_a_ship_on_the_board() -> None:
    table, after = asteroids()
    assert after.pending is not None and after.pending.kind == "choose_civilian"


def test_the_hooks_events_replace_the_pick_on_the_board() -> None:
    plugin = plugin_module(
        "hold", requires=("base",), extends=("base",), bsg_base_drawn_civilian=morale_instead
    )
    with installed_plugins(plugin):
        table, after = asteroids(("hold",))
        assert after.game.morale == table.game.morale - 1
        assert len(after.game.civilians) == 1
        assert after.pending is None or after.pending.kind != "choose_civilian"
