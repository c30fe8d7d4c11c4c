"""The Exodus rule changes on base's seams (exodus.md §4.4, §4.8, §4.11): execution's Exodus
steps, the Quorum hand limit, and the revealed Cylons' Receive Skills and Caprica.

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here; the rules
themselves are in `execution` and `cylons`.
"""

from __future__ import annotations

from bsg_exodus.rules import cylons, execution
from bsgcore import hookimpl
from bsgcore.base import BaseGame, register_tables
from bsgcore.messages import Command, Frame
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

#: The most Quorum cards the President keeps (X-QUO-1).
QUORUM_HAND_LIMIT = 10


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The Exodus execution step's frame and events; Caprica's crisis prepares the jump
    (X-CYL-2)."""
    if ruleset == "base":
        register_tables(registry, execution.EVENTS, steps=execution.STEPS)
        registry.wrap_step(registry.tags[cylons.CAPRICA_DONE], cylons.caprica_done)


@hookimpl
def bsg_base_quorum_hand_limit(game: BaseGame, seat: int, limit: int | None) -> int | None:
    """X-QUO-1, -2 (R-234): at most 10, checked at the end of every player's turn (base checks
    the limit then)."""
    return QUORUM_HAND_LIMIT if limit is None else min(limit, QUORUM_HAND_LIMIT)


@hookimpl
def bsg_base_new_character_start(game: BaseGame, seat: int, character: str, location: str) -> str:
    """X-EXEC-8 (R-204)."""
    return execution.new_character_start(game, character, location)


@hookimpl
def bsg_base_execution_steps(
    game: BaseGame, seat: int, proof: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-EXEC-6, -9, -13."""
    return execution.steps(game, seat, proof, frames)


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """X-CYL-1."""
    return cylons.forbid_draw(state, command)
