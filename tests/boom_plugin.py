"""A toy test plugin whose set-up raises for the game with seed BOOM_SEED, and only that one.

An importable module (not built in a test), so Ray workers can register it by name: the Ray
cases check that a failed game is counted and replayable on that backend too.
"""

from __future__ import annotations

from typing import Any

from bsgcore.hookspecs import hookimpl
from bsgcore.plugins import PluginInfo
from bsgcore.state import State

BOOM_SEED = 13
PLUGIN = PluginInfo(name="boom_test", version="0.1", extends=("toy",))


@hookimpl
def bsg_setup(state: State, rng: Any) -> None:
    """Raise for seed BOOM_SEED."""
    if state.ruleset == "toy" and state.seed == BOOM_SEED:
        raise RuntimeError("boom on this seed")
