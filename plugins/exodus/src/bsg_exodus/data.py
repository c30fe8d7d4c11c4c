"""The plugin's card data: ``data/exodus.toml`` (package data, a copy of the shared Exodus
catalogue), read once; its digest is part of the plugin's version, so a log played with other
data is refused. Parsing is base's (`bsgcore.base.load_plugin_data`)."""

from __future__ import annotations

from functools import lru_cache

from bsgcore.base import PluginData, load_plugin_data

DATA_FILE = "exodus.toml"


@lru_cache(maxsize=1)
def load() -> PluginData:
    """The catalogue, parsed once per process (the file is package data, read-only)."""
    return load_plugin_data("bsg_exodus", DATA_FILE)
