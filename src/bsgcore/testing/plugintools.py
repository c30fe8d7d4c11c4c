"""Build and install throwaway plugin modules in tests: a fan card, a broken variant of a ruleset,
or a plugin graph for ordering tests, without packaging anything."""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from bsgcore import plugins
from bsgcore.hookspecs import hookimpl
from bsgcore.plugins import PluginInfo, plugin_info
from bsgcore.ruleset import clear_rules_cache


def plugin_module(
    name: str,
    version: str = "1.0",
    *,
    requires: tuple[str, ...] = (),
    rulesets: tuple[str, ...] = (),
    extends: tuple[str, ...] = (),
    **hooks: Callable[..., Any],
) -> types.ModuleType:
    """A plugin module named ``name`` whose hooks are the given functions (keyword = hook name)."""
    module = types.ModuleType(f"bsgcore_testing_plugin_{name}")
    module.PLUGIN = PluginInfo(  # type: ignore[attr-defined]
        name=name, version=version, requires=requires, rulesets=rulesets, extends=extends
    )
    for hook, function in hooks.items():
        if not hook.startswith("bsg_"):
            raise ValueError(f"{hook!r} is not a bsgcore hook name")
        setattr(module, hook, hookimpl(function))
    return module


@contextmanager
def installed_plugins(*modules: types.ModuleType) -> Iterator[None]:
    """Make ``modules`` discoverable for the block, then restore the previous in-process plugins."""
    saved = dict(plugins._IN_PROCESS)
    try:
        for module in modules:
            plugins._IN_PROCESS[plugin_info(module).name] = module
        clear_rules_cache()
        yield
    finally:
        plugins._IN_PROCESS.clear()
        plugins._IN_PROCESS.update(saved)
        clear_rules_cache()
