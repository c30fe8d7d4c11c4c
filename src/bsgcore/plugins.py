"""Plugin discovery and ordering: entry points of the group ``bsgcore.plugins`` plus built-ins.

Installed is not enabled: a game names the plugins it uses; the ruleset's provider and every plugin's
``requires`` are enabled with it. The order is deterministic: requirements first, ties by name.
`plugin_manager` builds the pluggy manager every hook is called through, and refuses a plugin whose
``@hookimpl`` names no declared hook (a misspelt hook would otherwise never be called).
`core_ranges` reads the core versions each installed plugin's distribution declares it works with.
"""

from __future__ import annotations

import difflib
import os
import sys
from collections.abc import Iterable, Sequence
from importlib import import_module, metadata
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as distribution_version
from types import ModuleType
from typing import Any

import attrs
import pluggy
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

from bsgcore import hookspecs
from bsgcore.errors import ConfigurationError

ENTRY_POINT_GROUP = "bsgcore.plugins"
BUILTIN_PLUGINS: tuple[str, ...] = ("bsgcore.core_plugin", "bsgcore.base.plugin")
DISABLE_ENV = "BSGCORE_DISABLE_PLUGINS"
CORE_DISTRIBUTION = "bsgcore"
_IN_PROCESS: dict[str, ModuleType] = {}


def register_plugin_module(module: ModuleType) -> None:
    """Make a plugin module available without installing it (tests, notebooks, fan cards in dev).

    It is found like an installed plugin; an installed plugin of the same name wins over it.
    Registering the module a name already has changes nothing, so built rules are kept.
    """
    name = plugin_info(module).name
    if _IN_PROCESS.get(name) is module:
        return
    _IN_PROCESS[name] = module
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
    #: Further hookimpl modules of this plugin (dotted paths), registered right after it as the
    #: pluggy plugins ``<name>.<last part of the path>``, so one plugin's features can each keep
    #: their own module (and plugin-owned state) without editing each other's.
    parts: tuple[str, ...] = ()


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


def plugin_parts(module: Any) -> list[tuple[str, ModuleType]]:
    """The parts of a plugin module (``PluginInfo.parts``) as (registered name, module), in order.

    A part is registered as ``<plugin>.<last component of its dotted path>``; two parts with the
    same last component are refused (ConfigurationError ``bad_plugin``).
    """
    info = plugin_info(module)
    parts: list[tuple[str, ModuleType]] = []
    for path in info.parts:
        name = f"{info.name}.{path.rsplit('.', 1)[-1]}"
        if any(name == seen for seen, _ in parts):
            raise ConfigurationError(
                f"Plugin {info.name!r} lists two parts named {name!r}.", code="bad_plugin"
            )
        try:
            part = import_module(path)
        except ImportError as exc:
            raise ConfigurationError(
                f"Plugin {info.name!r} lists the part {path!r}, which cannot be imported: {exc}",
                code="bad_plugin",
            ) from exc
        parts.append((name, part))
    return parts


def hookspec_sources(module: Any) -> tuple[Any, ...]:
    """The namespaces a plugin's ``HOOKSPECS`` names: one module (or class), or a tuple of them."""
    specs = getattr(module, "HOOKSPECS", None)
    if specs is None:
        return ()
    return tuple(specs) if isinstance(specs, tuple) else (specs,)


def plugin_manager(
    modules: Sequence[ModuleType], spec_sources: Iterable[ModuleType] = ()
) -> pluggy.PluginManager:
    """A pluggy manager with `modules` registered so that hooks call them in the given order.

    Hooks declared: the kernel's, plus the ``HOOKSPECS`` of `modules` and of `spec_sources`
    (plugins that declare hooks without being registered here). Every ``@hookimpl`` must name a
    declared hook, unless marked ``optionalhook=True``; else ConfigurationError (``bad_plugin``)
    names the plugin and the hook.
    """
    pm = pluggy.PluginManager("bsgcore")
    pm.add_hookspecs(hookspecs)
    declared: set[int] = set()
    parts = {id(module): plugin_parts(module) for module in modules}
    spec_sources = list(spec_sources)
    sources = [
        *modules,
        *(part for m in modules for _n, part in parts[id(m)]),
        *spec_sources,
        *(part for m in spec_sources for _n, part in plugin_parts(m)),
    ]
    for module in sources:
        for extra in hookspec_sources(module):
            if id(extra) not in declared:
                declared.add(id(extra))
                pm.add_hookspecs(extra)
    # pluggy calls the last registered first: register in reverse so calls follow plugin order.
    # A plugin's parts follow it, in the order it lists them.
    for module in reversed(modules):
        named = [(plugin_info(module).name, module), *parts[id(module)]]
        for name, registered in reversed(named):
            try:
                pm.register(registered, name=name)
            except pluggy.PluginValidationError as exc:
                raise ConfigurationError(
                    f"Plugin {name!r} has a hook that does not fit its declaration: {exc}",
                    code="bad_plugin",
                ) from exc
    _check_undeclared(pm)
    try:
        pm.check_pending()
    except pluggy.PluginValidationError as exc:  # pragma: no cover - _check_undeclared says more
        raise ConfigurationError(str(exc), code="bad_plugin") from exc
    return pm


def _check_undeclared(pm: pluggy.PluginManager) -> None:
    """Refuse a hook implementation whose name no plugin declares (a misspelt hook name)."""
    known = sorted(name for name, caller in vars(pm.hook).items() if caller.has_spec())
    for hook_name, caller in sorted(vars(pm.hook).items()):
        if caller.has_spec():
            continue
        for impl in caller.get_hookimpls():
            if impl.optionalhook:
                continue
            close = difflib.get_close_matches(hook_name, known, n=1, cutoff=0.85)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ConfigurationError(
                f"Plugin {impl.plugin_name!r} implements {hook_name!r}, which is not a hook "
                f"that bsgcore or an enabled plugin declares{hint}; fix the name, or mark it "
                "@hookimpl(optionalhook=True) if it serves a plugin that may be absent.",
                code="bad_plugin",
            )


# --------------------------------------------------------------------------------------------------
# The core versions an installed plugin declares it works with
# --------------------------------------------------------------------------------------------------


@attrs.frozen
class CoreRange:
    """What an installed plugin's distribution requires of bsgcore, against the installed core.

    ``specifier`` is the declared range (``">=0.1,<0.2"``), ``""`` when any version is accepted,
    and None when the distribution does not require bsgcore at all.
    """

    plugin: str
    module: str
    distribution: str
    version: str
    specifier: str | None
    core_version: str
    excludes_core: bool

    def warning(self) -> str:
        """A sentence for a user whose installed core is outside the plugin's declared range."""
        return (
            f"plugin {self.plugin!r} ({self.distribution} {self.version}) declares "
            f"bsgcore{self.specifier}, but bsgcore {self.core_version} is installed; it may not "
            f"work: install a {self.distribution} release made for this core, or a core it accepts."
        )


def core_version() -> str:
    """The installed bsgcore version (its distribution's; the source's when run uninstalled)."""
    try:
        return distribution_version(CORE_DISTRIBUTION)
    except PackageNotFoundError:
        from bsgcore.version import __version__

        return __version__


def core_requirement(requires: Iterable[str]) -> Requirement | None:
    """The requirement on bsgcore among a distribution's ``Requires-Dist`` lines, if any.

    Lines that only apply to an extra, or to another platform, are skipped; so is a line that does
    not parse (its distribution's problem, reported by pip, not a reason to stop listing plugins).
    """
    for line in requires:
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        if canonicalize_name(req.name) != CORE_DISTRIBUTION:
            continue
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        return req
    return None


def excludes(specifier: str, version: str) -> bool:
    """Whether a declared range leaves out `version` (pre-releases and local versions count)."""
    req = Requirement(f"{CORE_DISTRIBUTION}{specifier}")
    try:
        parsed = Version(version)
    except InvalidVersion:
        return False  # an unparsable core version cannot be judged; say nothing rather than guess
    return not req.specifier.contains(parsed, prereleases=True)


def core_ranges(core: str | None = None) -> dict[str, CoreRange]:
    """For each installed plugin entry point (not disabled), the range of bsgcore it declares.

    Keyed by entry-point name (``module`` is the plugin module the entry point names); `core` is the core version to judge against (default: installed).
    Built-ins and in-process plugins have no distribution of their own and are not listed.
    """
    installed = core if core is not None else core_version()
    disabled = _disabled()
    found: dict[str, CoreRange] = {}
    for ep in sorted(
        metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: (ep.name, ep.value)
    ):
        dist = getattr(ep, "dist", None)
        if ep.name in disabled or ep.name in found or dist is None:
            continue
        req = core_requirement(dist.requires or ())
        specifier = None if req is None else str(req.specifier)
        found[ep.name] = CoreRange(
            plugin=ep.name,
            module=ep.module,
            distribution=dist.metadata["Name"],
            version=dist.version,
            specifier=specifier,
            core_version=installed,
            excludes_core=bool(specifier) and excludes(specifier or "", installed),
        )
    return found
