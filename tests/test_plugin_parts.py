"""A plugin made of parts (``PluginInfo.parts``): each part's hooks are called right after the
plugin's own, as the pluggy plugin ``<plugin>.<part>``, each with its own plugin-owned state;
a part that cannot be imported or two parts of one name are refused; and a plugin may change
its ruleset's seat range (``RulesRegistry.seat_range``)."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

import bsgcore.testing.toy as toy
from bsgcore import ConfigurationError, Game, hookimpl
from bsgcore.cli import main
from bsgcore.errors import RulesError
from bsgcore.plugins import PluginInfo
from bsgcore.ruleset import RulesRegistry
from bsgcore.testing import installed_plugins


def _module(name: str, **hooks: Callable[..., Any]) -> types.ModuleType:
    module = types.ModuleType(name)
    for hook, function in hooks.items():
        setattr(module, hook, hookimpl(function))
    return module


@pytest.fixture
def parts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Two part modules importable as ``fake_parts.alpha`` and ``fake_parts.beta``; `calls`
    (the yielded list) records who registered rules, in order."""
    calls: list[str] = []

    def registering(name: str) -> Callable[..., None]:
        def register(registry: RulesRegistry, ruleset: str) -> None:
            calls.append(f"{name}:{registry.current_plugin}")
            registry.plugin_state(lambda seats, options: name)

        return register

    for part in ("alpha", "beta"):
        monkeypatch.setitem(
            sys.modules,
            f"fake_parts.{part}",
            _module(f"fake_parts.{part}", bsg_register_rules=registering(part)),
        )
    yield calls


def _plugin(parts: tuple[str, ...], **hooks: Callable[..., Any]) -> types.ModuleType:
    module = _module("bsgcore_testing_plugin_parted", **hooks)
    module.PLUGIN = PluginInfo(  # type: ignore[attr-defined]
        name="parted", version="1.0", requires=("toy",), extends=("toy",), parts=parts
    )
    return module


def test_parts_follow_their_plugin_with_their_own_state(parts: list[str]) -> None:
    """The plugin registers first, then its parts in the listed order, each with its name."""

    def own(registry: RulesRegistry, ruleset: str) -> None:
        parts.append(f"plugin:{registry.current_plugin}")

    plugin = _plugin(("fake_parts.beta", "fake_parts.alpha"), bsg_register_rules=own)
    with installed_plugins(toy, plugin):
        game = Game.new("toy", plugins=["parted"], seats=2, seed=1)
    assert parts == ["plugin:parted", "beta:parted.beta", "alpha:parted.alpha"]
    assert game.state.plugin("parted.alpha") == "alpha"
    assert game.state.plugin("parted.beta") == "beta"


def test_bsg_plugins_lists_the_hooks_of_the_parts(
    parts: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A hook implemented only by a part is listed under its plugin."""
    with installed_plugins(toy, _plugin(("fake_parts.alpha",))):
        assert main(["plugins"]) == 0
    entry = capsys.readouterr().out.split("parted ", 1)[1].split("\n\n", 1)[0]
    assert "hooks: bsg_register_rules" in entry


@pytest.mark.parametrize(
    ("listed", "message"),
    [
        (("fake_parts.missing",), "cannot be imported"),
        (("fake_parts.alpha", "other.alpha"), "two parts named 'parted.alpha'"),
    ],
)
def test_a_bad_part_is_refused(parts: list[str], listed: tuple[str, ...], message: str) -> None:
    """A part that cannot be imported, or two parts of one name, refuse the game's rules."""
    with installed_plugins(toy, _plugin(listed)):
        with pytest.raises(ConfigurationError, match=message) as error:
            Game.new("toy", plugins=["parted"], seats=2, seed=1)
    assert error.value.code == "bad_plugin"


def _seats_plugin(name: str, low: int, high: int) -> types.ModuleType:
    def register(registry: RulesRegistry, ruleset: str) -> None:
        registry.seat_range(low, high)

    module = _module(f"bsgcore_testing_plugin_{name}", bsg_register_rules=register)
    module.PLUGIN = PluginInfo(  # type: ignore[attr-defined]
        name=name, version="1.0", requires=("toy",), extends=("toy",)
    )
    return module


def test_a_plugin_widens_the_seat_range() -> None:
    """With the plugin a toy game seats 8 (its spec says 2 to 6); without it, 6 at most."""
    with installed_plugins(toy, _seats_plugin("crowd", 2, 8)):
        game = Game.new("toy", plugins=["crowd"], seats=8, seed=1)
        assert game.rules.spec.max_seats == 8 and game.state.seats == 8
        with pytest.raises(ConfigurationError, match="2 to 8 seats, not 9"):
            Game.new("toy", plugins=["crowd"], seats=9, seed=1)
        with pytest.raises(ConfigurationError, match="not 8"):
            Game.new("toy", seats=8, seed=1)


def test_two_plugins_asking_different_seat_ranges_are_refused() -> None:
    """Two plugins cannot both set the range to different values."""
    with installed_plugins(toy, _seats_plugin("crowd", 2, 8), _seats_plugin("few", 2, 3)):
        with pytest.raises(RulesError, match="different seat ranges"):
            Game.new("toy", plugins=["crowd", "few"], seats=2, seed=1)


def test_the_evolved_spec_keeps_its_bound_functions() -> None:
    """The widened spec still shows and checks games (its functions survive the change)."""
    with installed_plugins(toy, _seats_plugin("crowd", 2, 8)):
        game = Game.new("toy", plugins=["crowd"], seats=7, seed=1)
        assert attrs.has(type(game.rules.spec))
        assert game.view(None)["game"]["banked"] == [0] * 7
