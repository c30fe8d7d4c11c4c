"""An expansion's card data: a TOML catalogue shipped as package data, parsed once and frozen,
with the digest that goes into the plugin's version.

Shared by the expansions (Pegasus, Exodus) so each reads its own ``data/<name>.toml`` the same
way: a log played with other data names another plugin version and is refused, as base does for
its own data.
"""

from __future__ import annotations

import hashlib
import tomllib
from collections.abc import Mapping
from importlib import resources
from typing import Any

import attrs

from bsgcore.base.catalogue.op import FrozenMap


@attrs.frozen
class PluginData:
    """The catalogue's tables (``crisis``, ``location``, ...) as frozen rows, and its digest."""

    tables: FrozenMap  # table name -> tuple of rows (FrozenMap)
    digest: str

    def table(self, kind: str) -> tuple[Any, ...]:
        """The rows of one table (``()`` when the catalogue has none)."""
        rows: tuple[Any, ...] = self.tables.get(kind, ())
        return rows

    def entry(self, entry_id: str) -> Any:
        """One row by its full id (``<module>.<kind>.<slug>``); KeyError if absent."""
        kind = entry_id.split(".")[1]
        for row in self.table(kind):
            if row["id"] == entry_id:
                return row
        raise KeyError(entry_id)

    def raw(self, entry_id: str) -> dict[str, Any]:
        """One row as a fresh plain dict (TOML tables as dicts, arrays as lists), the form
        ``BaseContent.add_card`` takes."""
        thawed: dict[str, Any] = thaw(self.entry(entry_id))
        return thawed

    def ids(self, kind: str) -> tuple[str, ...]:
        """The ids of a table's rows, in catalogue order."""
        return tuple(str(row["id"]) for row in self.table(kind))


def load_plugin_data(package: str, filename: str) -> PluginData:
    """Parse ``<package>/data/<filename>`` (package data); cache the result in the caller."""
    raw = resources.files(package).joinpath("data", filename).read_bytes()
    doc = tomllib.loads(raw.decode("utf-8"))
    tables = {key: tuple(value) for key, value in doc.items() if isinstance(value, list)}
    return PluginData(freeze(tables), hashlib.sha256(raw).hexdigest()[:10])


def freeze(value: Any) -> Any:
    """TOML data made immutable: tables become `FrozenMap`, lists tuples."""
    if isinstance(value, dict):
        return FrozenMap({str(k): freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Frozen data as plain TOML values again (mappings as dicts, tuples as lists)."""
    if isinstance(value, FrozenMap):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@attrs.frozen
class ListedEntry:
    """One expansion entry as ``bsg cards`` shows it (`bsgcore.base.effects.cardlist`)."""

    id: str
    name: str
    deck: str
    copies: int
    needs_effect: bool = True


@attrs.frozen
class ExpansionListing:
    """What ``bsg cards --plugin <expansion>`` lists beyond the base catalogue: every entry of
    the card-like `tables` of `data` that no part added to a base deck, plus the `extra` rows a
    part declares. Share it as ``registry.set_data("<plugin>.cards", listing)``; an entry counts as
    implemented when some ``*.effects`` registry holds its id (``content.implemented_by``)."""

    data: PluginData
    known: Mapping[str, Any]  # the base catalogue's index: id -> card (cards added to base decks)
    tables: tuple[str, ...]
    extra: list[ListedEntry] = attrs.field(factory=list, eq=False)

    def cards(self) -> tuple[ListedEntry, ...]:
        """The entries not in play through the base catalogue, in catalogue order, then extras."""
        rows = [
            ListedEntry(
                str(row["id"]), str(row.get("name", row["id"])), table, int(row.get("copies", 1))
            )
            for table in self.tables
            for row in self.data.table(table)
            if row["id"] not in self.known
        ]
        return (*rows, *self.extra)
