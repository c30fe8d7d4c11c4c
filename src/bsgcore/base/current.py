"""The base tables of the game being computed: its catalogue and its effect registry.

Both are built per game's `Rules` (``rules.data["base.cards"]`` and ``["base.effects"]``) and read
through the kernel's `current_rules()`. While the base plugin builds them, `building` points here
at the tables under construction, so registration code reads the tables it is filling. Outside any
game the shipped base rules answer. There is no process-wide table: a scoped pointer only.
"""

from __future__ import annotations

from contextvars import ContextVar
from types import TracebackType

from bsgcore.base.catalogue.loader import BaseCatalogue, load
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.context import current_rules
from bsgcore.ruleset import build_rules

_BUILDING: ContextVar[tuple[BaseCatalogue, EffectRegistry] | None] = ContextVar(
    "bsgcore_base_building", default=None
)


def catalogue() -> BaseCatalogue:
    """The catalogue of the game being computed (plugins may extend it), else the shipped one."""
    built = _BUILDING.get()
    if built is not None:
        return built[0]
    rules = current_rules()
    if rules is not None:
        table = rules.data.get("base.cards")
        if isinstance(table, BaseCatalogue):
            return table
    return load()


def effects() -> EffectRegistry:
    """The effect registry of the game being computed, else of the shipped base rules."""
    built = _BUILDING.get()
    if built is not None:
        return built[1]
    rules = current_rules()
    if rules is not None:
        table = rules.data.get("base.effects")
        if isinstance(table, EffectRegistry):
            return table
    shipped = build_rules("base").data["base.effects"]
    assert isinstance(shipped, EffectRegistry)
    return shipped


class building:  # noqa: N801 - used like a function: ``with building(catalogue, effects):``
    """Run a block with the tables being built as the current ones (nests and restores)."""

    __slots__ = ("_tables", "_token")

    def __init__(self, catalogue: BaseCatalogue, effects: EffectRegistry) -> None:
        self._tables = (catalogue, effects)
        self._token: object = None

    def __enter__(self) -> None:
        self._token = _BUILDING.set(self._tables)

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        _BUILDING.reset(self._token)  # type: ignore[arg-type]
