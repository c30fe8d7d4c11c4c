"""Plugin discovery and ordering: entry points of the group ``bsgcore.plugins`` plus built-ins.

Installed is not enabled: a game names the plugins it uses; the ruleset's provider and every plugin's
``requires`` are enabled with it. The order is deterministic: requirements first, ties by name.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module, metadata
from types import ModuleType
from typing import Any

import attrs

from bsgcore.errors import ConfigurationError

ENTRY_POINT_GROUP = "bsgcore.plugins"
BUILTIN_PLUGINS: tuple[str, ...] = ("bsgcore.core_plugin", "bsgcore.base.plugin")
DISABLE_ENV = "BSGCORE_DISABLE_PLUGINS"
_IN_PROCESS: dict[str, ModuleType] = {}


def register_plugin_module(module: ModuleType) -> None:
    """Make a plugin module available without installing it (tests, notebooks, fan cards in dev).

    It is found like an installed plugin; an installed plugin of the same name wins over it.
    """
    _IN_PROCESS[plugin_info(module).name] = module
    from bsgcore.ruleset import clear_rules_cache

    clear_rules_cache()


def unregister_plugin_module(name: str) -> ModuleType | None:
    """Forget an in-process plugin registered by ``register_plugin_module``; returns it, or None.

    Installed plugins (entry points) are not affected; disable those with BSGCORE_DISABLE_PLUGINS.
    """
    module = _IN_PROCESS.pop(name, None)
    from bsgcore.ruleset import clear_rules_cache

    clear_rules_cache()
    return module


def in_process_plugins() -> dict[str, ModuleType]:
    """The plugins registered in-process (not installed), by name."""
    return dict(_IN_PROCESS)


@attrs.frozen
class PluginInfo:
    """What a plugin module declares as ``PLUGIN``: its name, version and what it needs."""

    name: str
    version: str
    requires: tuple[str, ...] = ()
    rulesets: tuple[str, ...] = ()
    extends: tuple[str, ...] = ()
    description: str = ""
    always: bool = False


def plugin_info(module: Any) -> PluginInfo:
    """The ``PLUGIN`` declaration of a plugin module."""
    info = getattr(module, "PLUGIN", None)
    if not isinstance(info, PluginInfo):
        raise ConfigurationError(
            f"Plugin module {getattr(module, '__name__', module)!r} has no PLUGIN = PluginInfo(...)."
        )
    return info


def _disabled() -> set[str]:
    return {name.strip() for name in os.environ.get(DISABLE_ENV, "").split(",") if name.strip()}


def discover() -> dict[str, ModuleType]:
    """Every installed plugin by name: built-ins and entry points, minus those disabled by name."""
    found: dict[str, ModuleType] = {}
    for path in BUILTIN_PLUGINS:
        module = import_module(path)
        found[plugin_info(module).name] = module
    disabled = _disabled()
    entry_points = sorted(
        metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: (ep.name, ep.value)
    )
    for ep in entry_points:
        if ep.name in disabled:
            continue
        try:
            module = ep.load()
        except Exception as exc:  # a broken plugin must not stop the others
            print(f"bsgcore: cannot load plugin {ep.name!r}: {exc}", file=sys.stderr)
            continue
        found.setdefault(plugin_info(module).name, module)
    for name, module in sorted(_IN_PROCESS.items()):
        found.setdefault(name, module)
    for name in disabled:
        found.pop(name, None)
    return found


def resolve(
    ruleset: str, names: list[str] | tuple[str, ...], available: dict[str, ModuleType]
) -> list[ModuleType]:
    """The enabled plugins for a game, ordered: requirements first, then by name."""
    providers = sorted(n for n, m in available.items() if ruleset in plugin_info(m).rulesets)
    if not providers:
        known = sorted({r for m in available.values() for r in plugin_info(m).rulesets})
        raise ConfigurationError(
            f"No installed plugin provides the ruleset {ruleset!r}; known rulesets: {known}.",
            code="unknown_ruleset",
        )
    wanted = [n for n, m in available.items() if plugin_info(m).always]
    wanted += [providers[0], *names]
    enabled: dict[str, ModuleType] = {}
    todo = list(wanted)
    while todo:
        name = todo.pop()
        if name in enabled:
            continue
        if name not in available:
            raise ConfigurationError(
                f"Plugin {name!r} is not installed (or is disabled); installed: {sorted(available)}.",
                code="unknown_plugin",
            )
        enabled[name] = available[name]
        todo.extend(plugin_info(available[name]).requires)
    for name, module in enabled.items():
        info = plugin_info(module)
        if info.extends and ruleset not in info.extends and ruleset not in info.rulesets:
            raise ConfigurationError(
                f"Plugin {name!r} extends {list(info.extends)}, not the {ruleset!r} ruleset.",
                code="incompatible_plugin",
            )
    return _toposort(enabled)


def _toposort(enabled: dict[str, ModuleType]) -> list[ModuleType]:
    order: list[str] = []
    remaining = dict(enabled)
    while remaining:
        ready = sorted(
            name
            for name, module in remaining.items()
            if all(req in order for req in _requirements(module))
        )
        if not ready:
            raise ConfigurationError(
                f"Plugins require each other in a cycle: {sorted(remaining)}.", code="plugin_cycle"
            )
        order.append(ready[0])
        del remaining[ready[0]]
    return [enabled[name] for name in order]


def _requirements(module: ModuleType) -> tuple[str, ...]:
    info = plugin_info(module)
    return info.requires if info.always else ("core", *info.requires)


def load_module(path: str) -> ModuleType:
    """Import a plugin module by dotted path (for plugins passed as modules in tests)."""
    return import_module(path)
