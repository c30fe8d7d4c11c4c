"""The built-in plugin every game enables: the kernel's own events."""

from __future__ import annotations

import attrs

from bsgcore.core_events import (
    CommandPlayed,
    FramePopped,
    FramesPushed,
    GameCreated,
    GameEnded,
    PositionSet,
    TopReplaced,
)
from bsgcore.hookspecs import hookimpl
from bsgcore.plugins import PluginInfo
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.version import __version__

PLUGIN = PluginInfo(
    name="core", version=__version__, always=True, description="The kernel's own events."
)


def _apply_created(state: State, event: GameCreated) -> State:
    raise AssertionError("core.game_created is applied by the engine itself")


def _apply_position_set(state: State, event: PositionSet) -> State:
    raise AssertionError("core.position_set is applied by the engine itself")


def _apply_command_played(state: State, event: CommandPlayed) -> State:
    return state


def _apply_game_ended(state: State, event: GameEnded) -> State:
    return attrs.evolve(state, outcome=event.outcome(), stack=())


def _apply_push(state: State, event: FramesPushed) -> State:
    return state.push(*event.frames)


def _apply_pop(state: State, event: FramePopped) -> State:
    return state.pop()


def _apply_replace(state: State, event: TopReplaced) -> State:
    return state.replace_top(*event.frames)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Register the kernel events."""
    registry.event(GameCreated, _apply_created)
    registry.event(CommandPlayed, _apply_command_played)
    registry.event(GameEnded, _apply_game_ended)
    registry.event(PositionSet, _apply_position_set)
    registry.event(FramesPushed, _apply_push)
    registry.event(FramePopped, _apply_pop)
    registry.event(TopReplaced, _apply_replace)
