"""Every hook goes through the pluggy manager (issue 9 item 6): the registration hooks and
``bsg_player_view`` included, and a misspelt hook name in a plugin is refused when the rules are
built, naming the plugin and the hook, instead of being silently never called."""

from __future__ import annotations

import types
from collections.abc import Generator
from typing import Any

import pytest

from bsgcore import ConfigurationError, Game, hookimpl
from bsgcore.plugins import PluginInfo
from bsgcore.ruleset import RulesetSpec, RulesRegistry, build_rules, list_rulesets
from bsgcore.state import State
from bsgcore.testing import installed_plugins, plugin_module

SEEN: list[str] = []


def _toy_plugin(name: str, **hooks: Any) -> types.ModuleType:
    return plugin_module(name, requires=("toy",), extends=("toy",), **hooks)


def _module(name: str, **functions: Any) -> types.ModuleType:
    """A plugin module whose hook functions are already marked (``hookimpl(...)`` options kept)."""
    module = types.ModuleType(f"test_plugin_manager_{name}")
    module.PLUGIN = PluginInfo(name=name, version="1.0", requires=("toy",), extends=("toy",))  # type: ignore[attr-defined]
    for hook, function in functions.items():
        setattr(module, hook, function)
    return module


def test_registration_and_view_hooks_are_traced_through_the_manager(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """BSGCORE_TRACE_HOOKS traces only calls made through the manager: the three hooks that were
    once called directly on each module now show up, each naming its plugin."""
    viewer = _toy_plugin("pm_viewer", bsg_player_view=lambda state, seat: {"seen": seat})
    with installed_plugins(viewer):
        monkeypatch.setenv("BSGCORE_TRACE_HOOKS", "1")
        game = Game.new("toy", plugins=["pm_viewer"], seats=2, seed=1)
        assert game.view(0)["plugins"] == {"pm_viewer": {"seen": 0}}
        lines = capsys.readouterr().out.splitlines()
    assert any(
        line.startswith("[bsgcore hook] bsg_register_rulesets -> ") and "'toy'" in line
        for line in lines
    )
    registered = [line for line in lines if line.startswith("[bsgcore hook] bsg_register_rules ->")]
    assert registered == [
        "[bsgcore hook] bsg_register_rules -> ['core']",
        "[bsgcore hook] bsg_register_rules -> ['toy']",
    ]  # one plugin at a time, in plugin order (pm_viewer registers no rules)
    assert "[bsgcore hook] bsg_player_view -> ['pm_viewer']" in lines
    assert "[bsgcore hook] bsg_player_view returned [{'seen': 0}]" in lines


@hookimpl(wrapper=True)
def _wrapped_rules(registry: RulesRegistry, ruleset: str) -> Generator[None, None, None]:
    SEEN.append(f"before {registry.current_plugin}")
    yield
    SEEN.append(f"after {registry.current_plugin}")


@hookimpl(wrapper=True)
def _wrapped_rulesets(register: Any) -> Generator[None, None, None]:
    yield
    register(RulesetSpec("pm_wrapped", 2, 2, ("x",), new_game=_no_game, view=_no_view))


def _no_game(seats: int, options: dict[str, Any]) -> Any:
    raise AssertionError("not played")


def _no_view(state: State, seat: int | None) -> dict[str, Any]:
    return {}


def test_hook_wrappers_run_for_the_registration_hooks() -> None:
    """A pluggy wrapper is only run when the hook is called through pluggy (calling the function
    itself would just make a generator): both registration hooks run wrappers."""
    SEEN.clear()
    wrapper = _module(
        "pm_wrapper", bsg_register_rules=_wrapped_rules, bsg_register_rulesets=_wrapped_rulesets
    )
    with installed_plugins(wrapper):
        assert "pm_wrapped" in list_rulesets()
        build_rules("toy", ("pm_wrapper",))
    assert SEEN == ["before pm_wrapper", "after pm_wrapper"]


def _register_rules(registry: RulesRegistry, ruleset: str) -> None:
    SEEN.append(registry.current_plugin)


def test_a_misspelt_hook_is_refused_naming_plugin_and_hook() -> None:
    """``bsg_register_rule`` (no s) would never be called; it is a ConfigurationError when a game
    enables the plugin or rulesets are listed, with a hint; other games are not affected."""
    typo = _toy_plugin("pm_typo", bsg_register_rule=_register_rules)
    with installed_plugins(typo):
        for attempt in (
            lambda: Game.new("toy", plugins=["pm_typo"], seats=2, seed=1),
            lambda: list_rulesets({"pm_typo": typo}),
        ):
            with pytest.raises(ConfigurationError) as info:
                attempt()
            assert info.value.code == "bad_plugin"
            message = info.value.message
            assert "'pm_typo'" in message and "'bsg_register_rule'" in message
            assert "did you mean 'bsg_register_rules'?" in message
        assert Game.new("toy", seats=2, seed=1).rules.plugin_names == ("core", "toy")


def test_an_optional_hook_of_an_absent_plugin_is_allowed() -> None:
    """A hook of a plugin that may be absent, marked optionalhook, is not an error (and never
    called); the same hook unmarked is. (With Express enabled it is declared: the fan-card
    example implements it unmarked.)"""

    def content(content: Any) -> None:
        raise AssertionError("no plugin declares it, so it is never called")

    def same_content(content: Any) -> None:
        raise AssertionError("refused before any call")

    optional = _module("pm_optional", bsg_express_content=hookimpl(optionalhook=True)(content))
    strict = _module("pm_strict", bsg_express_content=hookimpl(same_content))
    with installed_plugins(optional, strict):
        game = Game.new("toy", plugins=["pm_optional"], seats=2, seed=1)
        assert game.rules.plugin_names == ("core", "toy", "pm_optional")
        with pytest.raises(
            ConfigurationError, match="'pm_strict' implements 'bsg_express_content'"
        ):
            Game.new("toy", plugins=["pm_strict"], seats=2, seed=1)


def test_a_hook_with_a_wrong_argument_is_refused() -> None:
    """An implementation asking for an argument its hook does not pass is refused by name."""

    def view(state: State, seat: int | None, colour: str) -> None:
        return None

    bad = _toy_plugin("pm_badargs", bsg_player_view=view)
    with installed_plugins(bad):
        with pytest.raises(ConfigurationError) as info:
            Game.new("toy", plugins=["pm_badargs"], seats=2, seed=1)
    assert info.value.code == "bad_plugin" and "'pm_badargs'" in info.value.message
