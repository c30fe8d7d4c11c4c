"""Discovery and control of plugins: the ``bsgcore.plugins`` entry-point group, enabling per game
by name, deterministic order by requirements, ``bsg plugins``, ``BSGCORE_TRACE_HOOKS=1``,
``BSGCORE_DISABLE_PLUGINS=name,...`` and in-process registration for tests."""

from __future__ import annotations

import itertools
import sys
import types
from collections.abc import Callable, Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

import bsgcore.testing.toy as toy
from bsgcore import ConfigurationError, Game, RulesetMismatch, plugins
from bsgcore.cli import main
from bsgcore.plugins import (
    ENTRY_POINT_GROUP,
    discover,
    in_process_plugins,
    register_plugin_module,
    unregister_plugin_module,
)
from bsgcore.ruleset import build_rules, clear_rules_cache
from bsgcore.testing import installed_plugins, plugin_module

PLUGIN_SOURCE = '''
from bsgcore import hookimpl
from bsgcore.plugins import PluginInfo

PLUGIN = PluginInfo(name={name!r}, version="2.5", requires={requires!r}, extends=("toy",),
                    description="Fake installed plugin {name}.")


@hookimpl
def bsg_player_view(state, seat):
    return {{"from": {name!r}}}


def bsg_helper():
    """Not a hook: bsg plugins must not list it."""
'''


@pytest.fixture
def fake_entry_points(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., list[metadata.EntryPoint]]]:
    """``install(name=requires, ...)``: plugin modules on sys.path, listed as entry points of the
    group in the given order (``broken`` for one that fails to import)."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def install(*specs: tuple[str, tuple[str, ...]] | str) -> list[metadata.EntryPoint]:
        points = []
        for spec in specs:
            name, requires = (spec, ()) if isinstance(spec, str) else spec
            module = f"fake_plugin_{name}"
            if name.startswith("broken"):
                source = "raise ImportError('this plugin is broken')\n"
            else:
                source = PLUGIN_SOURCE.format(name=name, requires=requires)
            (tmp_path / f"{module}.py").write_text(source, encoding="utf-8")
            monkeypatch.delitem(sys.modules, module, raising=False)
            points.append(metadata.EntryPoint(name, module, ENTRY_POINT_GROUP))
        fake = types.SimpleNamespace(
            entry_points=lambda group: points if group == ENTRY_POINT_GROUP else []
        )
        monkeypatch.setattr(plugins, "metadata", fake)
        clear_rules_cache()  # rules built with other entry points
        return points

    yield install
    clear_rules_cache()


# -- entry points ----------------------------------------------------------------------------------


def test_installed_plugins_are_found_through_the_entry_point_group() -> None:
    """Express is installed as an entry point of bsgcore.plugins and discovered from it."""
    points = {ep.name: ep.value for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}
    assert points["express"] == "bsg_express.plugin"
    found = discover()
    assert found["express"].__name__ == "bsg_express.plugin"
    assert found["core"].__name__ == "bsgcore.core_plugin"


def test_entry_point_plugins_are_enabled_per_game_by_name(fake_entry_points: Any) -> None:
    """Installed is not enabled: only a game naming the plugin has it."""
    fake_entry_points("ep_coach")
    assert discover()["ep_coach"].PLUGIN.version == "2.5"
    plain = Game.new("toy", seats=2, seed=1)
    assert plain.rules.plugin_names == ("core", "toy") and "plugins" not in plain.view(0)
    coached = Game.new("toy", plugins=["ep_coach"], seats=2, seed=1)
    assert coached.rules.plugin_names == ("core", "ep_coach", "toy")
    assert coached.view(0)["plugins"] == {"ep_coach": {"from": "ep_coach"}}
    assert [(p.name, p.version) for p in coached.events[0].plugins][1] == ("ep_coach", "2.5")  # type: ignore[attr-defined]
    with pytest.raises(ConfigurationError) as unknown:
        Game.new("toy", plugins=["ep_missing"], seats=2, seed=1)
    assert unknown.value.code == "unknown_plugin"


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_order_follows_requirements_whatever_the_entry_point_order(
    fake_entry_points: Any, order: tuple[int, ...]
) -> None:
    """Requirements first, then by name, for every order the entry points come in."""
    specs: list[tuple[str, tuple[str, ...]]] = [
        ("ep_zulu", ()),
        ("ep_alpha", ("ep_zulu",)),
        ("ep_mike", ("ep_alpha",)),
    ]
    fake_entry_points(*(specs[i] for i in order))
    rules = build_rules("toy", ["ep_mike"])
    assert rules.plugin_names == ("core", "ep_zulu", "ep_alpha", "ep_mike", "toy")
    game = Game.new("toy", plugins=["ep_mike"], seats=2, seed=1)
    assert list(game.view(0)["plugins"]) == ["ep_zulu", "ep_alpha", "ep_mike"]


def test_a_broken_plugin_is_reported_and_the_others_still_load(
    fake_entry_points: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """A plugin that fails to import is named on stderr; discovery goes on without it."""
    fake_entry_points("broken_one", "ep_fine")
    found = discover()
    assert "ep_fine" in found and "broken_one" not in found
    assert "cannot load plugin 'broken_one': this plugin is broken" in capsys.readouterr().err


def test_an_installed_plugin_wins_over_an_in_process_one(fake_entry_points: Any) -> None:
    """An in-process module of an installed plugin's name does not replace it."""
    fake_entry_points("ep_same")
    stand_in = plugin_module("ep_same", "9.9", extends=("toy",))
    with installed_plugins(stand_in):
        assert discover()["ep_same"].PLUGIN.version == "2.5"


# -- BSGCORE_DISABLE_PLUGINS -----------------------------------------------------------------------


def test_disable_plugins_by_name(
    fake_entry_points: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A disabled entry point is not even imported; a disabled in-process plugin is hidden; games
    and logs that need one are refused; rules built before are not reused."""
    fake_entry_points("ep_off", "ep_on")
    viewer = plugin_module(
        "kt_viewer", extends=("toy",), bsg_player_view=lambda state, seat: {"x": 1}
    )
    with installed_plugins(viewer):
        game = Game.new("toy", plugins=["kt_viewer"], seats=2, seed=3)
        game.save(tmp_path / "game.jsonl")
        monkeypatch.setenv("BSGCORE_DISABLE_PLUGINS", " ep_off , kt_viewer ")
        monkeypatch.delitem(sys.modules, "fake_plugin_ep_off")  # imported by Game.new above
        found = discover()
        assert "ep_on" in found and "ep_off" not in found and "kt_viewer" not in found
        assert "fake_plugin_ep_off" not in sys.modules
        with pytest.raises(ConfigurationError) as refused:
            build_rules("toy", ["kt_viewer"])
        assert refused.value.code == "unknown_plugin" and "disabled" in refused.value.message
        with pytest.raises(RulesetMismatch, match="kt_viewer"):
            Game.load(tmp_path / "game.jsonl")
        monkeypatch.delenv("BSGCORE_DISABLE_PLUGINS")
        assert Game.load(tmp_path / "game.jsonl").events == game.events


def test_disabling_the_ruleset_provider_leaves_no_such_ruleset(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the toy disabled there is no toy ruleset."""
    monkeypatch.setenv("BSGCORE_DISABLE_PLUGINS", "toy")
    with pytest.raises(ConfigurationError) as refused:
        Game.new("toy", seats=2, seed=1)
    assert refused.value.code == "unknown_ruleset"


# -- BSGCORE_TRACE_HOOKS ---------------------------------------------------------------------------


def _setup_nothing(state: Any, rng: Any) -> None:
    return None


def _validate_nothing(ruleset: str, options: dict[str, Any], seats: int) -> list[str]:
    return ["fine"] if seats == 99 else []


def test_trace_hooks_prints_each_call_with_implementations_and_results(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """With BSGCORE_TRACE_HOOKS=1 each hook call prints its implementations, then its result."""
    tracer = plugin_module(
        "kt_tracer",
        extends=("toy",),
        bsg_setup=_setup_nothing,
        bsg_validate_options=_validate_nothing,
    )
    with installed_plugins(tracer):
        Game.new("toy", plugins=["kt_tracer"], seats=2, seed=1)
        assert "[bsgcore hook]" not in capsys.readouterr().out
        monkeypatch.setenv("BSGCORE_TRACE_HOOKS", "1")
        Game.new("toy", plugins=["kt_tracer"], seats=2, seed=1)
        lines = capsys.readouterr().out.splitlines()
    calls = [line for line in lines if line.startswith("[bsgcore hook] bsg_setup -> ")]
    assert len(calls) == 1 and "'kt_tracer'" in calls[0] and "'toy'" in calls[0]
    results = [line for line in lines if line.startswith("[bsgcore hook] bsg_setup returned ")]
    assert len(results) == 1 and "BonusDealt" in results[0]
    assert "[bsgcore hook] bsg_validate_options returned [[]]" in lines


# -- bsg plugins -----------------------------------------------------------------------------------


def test_bsg_plugins_lists_versions_hooks_and_declared_hooks(
    fake_entry_points: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each installed plugin with its version, requirements and the hooks it implements (only
    real hookimpls), and the hooks a plugin declares for others (Express's)."""
    fake_entry_points(("ep_listed", ("toy",)))
    real = metadata.entry_points(group=ENTRY_POINT_GROUP)
    express = next(ep for ep in real if ep.name == "express").load()
    assert main(["plugins"]) == 0
    out = capsys.readouterr().out
    block = out[out.index("ep_listed 2.5") :]
    assert "requires: toy" in block and "hooks: bsg_player_view\n" in block
    assert "bsg_helper" not in out
    assert f"toy {toy.PLUGIN.version}" in out
    assert express.PLUGIN.version.startswith("0.1.0+data.")
    assert "declares hooks: bsg_express_content" not in out  # express is not an entry point here
    register_plugin_module(express)
    try:
        assert main(["plugins"]) == 0
        out = capsys.readouterr().out
        assert f"express {express.PLUGIN.version}" in out
        assert "declares hooks: bsg_express_content" in out
    finally:
        unregister_plugin_module("express")


# -- in-process registration -----------------------------------------------------------------------


def test_register_and_unregister_a_plugin_module() -> None:
    """Registered in-process, a module is found and can be enabled; unregistered, it is gone
    (and built rules are forgotten); unregistering an unknown name is harmless."""
    module = plugin_module("kt_temporary", extends=("toy",))
    register_plugin_module(module)
    try:
        assert in_process_plugins()["kt_temporary"] is module
        assert build_rules("toy", ["kt_temporary"]).plugin_names == ("core", "kt_temporary", "toy")
    finally:
        assert unregister_plugin_module("kt_temporary") is module
    assert "kt_temporary" not in discover()
    with pytest.raises(ConfigurationError):
        build_rules("toy", ["kt_temporary"])
    assert unregister_plugin_module("kt_temporary") is None
    assert "toy" in in_process_plugins()
