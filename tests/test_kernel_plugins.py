"""Plugin ordering is deterministic: requirements first, ties by name, whatever order plugins are
installed or named in, and hooks are called in that order."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

import bsgcore.testing.toy as toy
from bsgcore import ConfigurationError, Game, RulesError
from bsgcore.core_events import GameCreated
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry, build_rules
from bsgcore.state import State
from bsgcore.testing import installed_plugins, plugin_module

CALLS: list[tuple[str, str]] = []


def _recorder(name: str, requires: tuple[str, ...] = ()) -> ModuleType:
    """A plugin that notes each hook call, so the test sees the order plugins are called in."""

    def setup(state: State, rng: RandomCursor) -> list[Event] | None:
        CALLS.append(("setup", name))
        return None

    def validate(ruleset: str, options: dict[str, Any], seats: int) -> list[str]:
        CALLS.append(("validate", name))
        return [f"{name} objects."] if seats == 6 else []

    def view(state: State, seat: int | None) -> dict[str, Any]:
        CALLS.append(("view", name))
        return {"me": name}

    return plugin_module(
        name,
        requires=requires,
        extends=("toy",),
        bsg_setup=setup,
        bsg_validate_options=validate,
        bsg_player_view=view,
    )


PLUGINS = [_recorder("kt_a"), _recorder("kt_b", requires=("kt_c",)), _recorder("kt_c")]
EXPECTED = ("core", "kt_a", "kt_c", "kt_b", "toy")


@pytest.fixture(autouse=True)
def _fresh_calls() -> None:
    CALLS.clear()


@pytest.mark.parametrize(
    "installed",
    list(itertools.permutations(PLUGINS)),
    ids=lambda mods: "-".join(m.PLUGIN.name for m in mods),
)
def test_order_does_not_depend_on_install_or_naming_order(
    installed: tuple[ModuleType, ...],
) -> None:
    """Requirements first, then by name; the same for every install order and naming order."""
    with installed_plugins(*installed):
        for named in (["kt_a", "kt_b"], ["kt_b", "kt_a"], ["kt_b", "kt_a", "kt_c", "kt_b"]):
            assert build_rules("toy", named).plugin_names == EXPECTED


def test_requirements_are_enabled_with_the_plugins_that_need_them() -> None:
    """Naming kt_b brings kt_c; the provider of the ruleset and core are always there."""
    with installed_plugins(*PLUGINS):
        assert build_rules("toy", ["kt_b"]).plugin_names == ("core", "kt_c", "kt_b", "toy")
        assert build_rules("toy").plugin_names == ("core", "toy")


def test_the_same_plugin_set_gives_the_same_rules_object() -> None:
    """Rules are cached by the set of names, not the order they were given in."""
    with installed_plugins(*PLUGINS):
        assert build_rules("toy", ["kt_a", "kt_b"]) is build_rules("toy", ("kt_b", "kt_a"))


def test_hooks_are_called_in_plugin_order() -> None:
    """Setup, validation and view hooks run in plugin order; the log records that order."""
    with installed_plugins(*PLUGINS):
        game = Game.new("toy", plugins=["kt_b", "kt_a"], seats=3, seed=1)
        assert [n for hook, n in CALLS if hook == "validate"] == ["kt_a", "kt_c", "kt_b"]
        assert [n for hook, n in CALLS if hook == "setup"] == ["kt_a", "kt_c", "kt_b"]
        CALLS.clear()
        view = game.view(0)
        assert [n for hook, n in CALLS if hook == "view"] == ["kt_a", "kt_c", "kt_b"]
        assert list(view["plugins"]) == ["kt_a", "kt_c", "kt_b"]
        created = game.events[0]
        assert isinstance(created, GameCreated)
        assert tuple(p.name for p in created.plugins) == EXPECTED
        with pytest.raises(ConfigurationError, match=r"kt_a objects\. kt_c objects\. kt_b"):
            Game.new("toy", plugins=["kt_b", "kt_a"], seats=6, seed=1)


def test_a_requirement_cycle_is_refused() -> None:
    """Plugins that require each other cannot be ordered: refused with plugin_cycle."""
    loop = [
        plugin_module("kt_x", requires=("kt_y",), extends=("toy",)),
        plugin_module("kt_y", requires=("kt_x",), extends=("toy",)),
    ]
    with installed_plugins(*loop), pytest.raises(ConfigurationError) as caught:
        build_rules("toy", ["kt_x"])
    assert caught.value.code == "plugin_cycle"


def _double_roll(state: State, command: toy.Roll, rng: RandomCursor) -> list[Event]:
    return [toy.Rolled(command.seat, 6)]


def _registrar(replace: bool) -> Callable[[RulesRegistry, str], None]:
    def register(registry: RulesRegistry, ruleset: str) -> None:
        registry.command(toy.Roll, _double_roll, replace=replace)

    return register


def test_a_later_plugin_replaces_a_handler_only_when_it_says_so() -> None:
    """Registration runs in plugin order: a plugin after the toy may replace its Roll handler."""
    loaded = plugin_module(
        "kt_loaded", requires=("toy",), extends=("toy",), bsg_register_rules=_registrar(True)
    )
    clash = plugin_module(
        "kt_clash", requires=("toy",), extends=("toy",), bsg_register_rules=_registrar(False)
    )
    with installed_plugins(loaded, clash):
        game = Game.new("toy", plugins=["kt_loaded"], seats=2, seed=3)
        assert game.pending is not None
        events = game.play(toy.Roll(game.pending.seat))
        assert events[1] == toy.Rolled(game.state.game.active, 6)
        with pytest.raises(RulesError, match="replace=True"):
            build_rules("toy", ["kt_clash"])
