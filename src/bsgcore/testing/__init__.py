"""The conformance kit: checks any ruleset or fan plugin can run (random playouts, a Hypothesis
state machine, invariants, leak and refusal checks), plus `toy`, a tiny ruleset for kernel tests.

A plugin's whole conformance suite can be this short::

    from bsgcore.testing import (
        check_game, check_no_leaks, check_rejects_illegal, make_state_machine, random_playout,
        sweep_size,
    )

    TestMyCards = make_state_machine("express", 4, plugins=["my_cards"]).TestCase

    def test_random_games() -> None:
        for seed in range(sweep_size(full=500, sample=20)):
            game = random_playout("express", 4, seed, plugins=["my_cards"])
            check_game(game); check_no_leaks(game); check_rejects_illegal(game)

Hypothesis is only imported by `make_state_machine` and `profiles`, so the plain checks work
without it. The base game's scenario builders (a set-up table, hands, a board laid out by hand, a
step started) are in the subpackage `bsgcore.testing.scenarios` (docs/testing.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bsgcore.testing.conformance import (
    check_decision,
    check_events_json,
    check_game,
    check_invariants,
    check_no_leaks,
    check_options_playable,
    check_rejected,
    check_rejects_illegal,
    check_save_load,
    check_shell,
    check_state_json,
    find_value,
    illegal_commands,
)
from bsgcore.testing.playout import check_ended, random_playout, sweep_playouts
from bsgcore.testing.plugintools import installed_plugins, plugin_module
from bsgcore.testing.sweep import full_sweeps, set_full_sweeps, sweep_size

if TYPE_CHECKING:
    from bsgcore.testing.stateful import make_state_machine

__all__ = [
    "check_decision",
    "check_ended",
    "check_events_json",
    "check_game",
    "check_invariants",
    "check_no_leaks",
    "check_options_playable",
    "check_rejected",
    "check_rejects_illegal",
    "check_save_load",
    "check_shell",
    "check_state_json",
    "find_value",
    "full_sweeps",
    "illegal_commands",
    "installed_plugins",
    "make_state_machine",
    "plugin_module",
    "random_playout",
    "set_full_sweeps",
    "sweep_playouts",
    "sweep_size",
]


def __getattr__(name: str) -> Any:
    """Import `make_state_machine` (and Hypothesis) only when it is asked for."""
    if name == "make_state_machine":
        from bsgcore.testing.stateful import make_state_machine

        return make_state_machine
    raise AttributeError(f"module 'bsgcore.testing' has no attribute {name!r}")
