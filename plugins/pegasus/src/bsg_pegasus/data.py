"""The plugin's card data: ``data/pegasus.toml`` (package data), read once, with its digest.

The file is the plugin's own copy of the shared Pegasus catalogue; a user holding the printed
cards corrects provisional entries there. Its sha256 digest is part of the plugin's version, so a
log played with other data is refused, as base does for its own data.
"""

from __future__ import annotations

import hashlib
import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

import attrs

from bsgcore.base import FrozenMap

DATA_FILE = "pegasus.toml"


@attrs.frozen
class PegasusData:
    """The catalogue's tables (``crisis``, ``location``, ...) as frozen rows, and its digest."""

    tables: FrozenMap  # table name -> tuple of rows (FrozenMap)
    digest: str

    def table(self, kind: str) -> tuple[Any, ...]:
        """The rows of one table (``()`` when the catalogue has none)."""
        rows: tuple[Any, ...] = self.tables.get(kind, ())
        return rows

    def entry(self, entry_id: str) -> Any:
        """One row by its full id (``pegasus.location.pegasus_cic``); KeyError if absent."""
        kind = entry_id.split(".")[1]
        for row in self.table(kind):
            if row["id"] == entry_id:
                return row
        raise KeyError(entry_id)

    def raw(self, entry_id: str) -> dict[str, Any]:
        """One row as a fresh plain dict (TOML tables as dicts, arrays as lists), the form
        ``BaseContent.add_card`` takes."""
        thawed: dict[str, Any] = _thaw(self.entry(entry_id))
        return thawed

    def ids(self, kind: str) -> tuple[str, ...]:
        """The ids of a table's rows, in catalogue order."""
        return tuple(str(row["id"]) for row in self.table(kind))


@lru_cache(maxsize=1)
def load() -> PegasusData:
    """The catalogue, parsed once per process (the file is package data, read-only)."""
    raw = resources.files("bsg_pegasus").joinpath("data", DATA_FILE).read_bytes()
    doc = tomllib.loads(raw.decode("utf-8"))
    tables = {key: tuple(value) for key, value in doc.items() if isinstance(value, list)}
    return PegasusData(_freeze(tables), hashlib.sha256(raw).hexdigest()[:10])


def _freeze(value: Any) -> Any:
    """TOML data made immutable: tables become `FrozenMap`, lists tuples."""
    if isinstance(value, dict):
        return FrozenMap({str(k): _freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    """Frozen data as plain TOML values again (mappings as dicts, tuples as lists)."""
    if isinstance(value, FrozenMap):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value
