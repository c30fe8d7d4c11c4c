"""The plugin's card data: ``data/pegasus.toml`` (package data), read once, with its digest.

The file is the plugin's own copy of the shared Pegasus catalogue; a user holding the printed
cards corrects provisional entries there. Its sha256 digest is part of the plugin's version, so a
log played with other data is refused, as base does for its own data. Parsing is base's
(`bsgcore.base.load_plugin_data`), shared with the other expansions.
"""

from __future__ import annotations

from functools import lru_cache

from bsgcore.base import PluginData, load_plugin_data

DATA_FILE = "pegasus.toml"
#: The catalogue's rows and digest (the shared expansion-data record).
PegasusData = PluginData


@lru_cache(maxsize=1)
def load() -> PluginData:
    """The catalogue, parsed once per process (the file is package data, read-only)."""
    return load_plugin_data("bsg_pegasus", DATA_FILE)
