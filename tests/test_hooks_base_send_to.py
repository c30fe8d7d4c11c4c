"""The location redirect hook ``bsg_base_send_to`` (H-BOARD-6): a character sent to a location
lands where the hook says, through every base move (here the Admiral's Quarters' Brig)."""

from __future__ import annotations

from bsgcore.base import BaseGame, move_events
from bsgcore.context import using_rules
from bsgcore.ruleset import build_rules
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import turn

BRIG, SICKBAY = "base.location.brig", "base.location.sickbay"


def lenient(game: BaseGame, seat: int, reason: str, to: str) -> str:
    """The Brig is Sickbay, for everyone but seat 0."""
    return SICKBAY if to == BRIG and seat != 0 else to


def test_send_to_hook_redirects_a_move_to_the_brig() -> None:
    """With the hook a seat sent to the Brig goes to Sickbay; without it, to the Brig; the hook
    sees the seat (seat 0 still goes to the Brig)."""
    plugin = plugin_module(
        "q_lenient", requires=("base",), extends=("base",), bsg_base_send_to=lenient
    )
    board = turn.table()
    with using_rules(board.rules):
        assert move_events(board.game, 1, BRIG, "test")[0].to == BRIG  # type: ignore[attr-defined]
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_lenient"])
        with using_rules(rules):
            moved = move_events(board.game, 1, BRIG, "test")
            kept = move_events(board.game, 0, BRIG, "test")
    assert moved[0].to == SICKBAY  # type: ignore[attr-defined]
    assert kept[0].to == BRIG  # type: ignore[attr-defined]
