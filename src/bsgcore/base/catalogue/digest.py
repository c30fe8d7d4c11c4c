"""A plugin's content digest in its version, as base does for its own data (``0.4.0+data.<hash>``):
a save records each plugin's version, so a log played with other card data is told apart."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def content_digest(*data: Any) -> str:
    """The first 10 hex digits of the sha256 of `data` as canonical JSON (sorted keys, no
    spaces): the card entries, tables and constants a plugin adds (JSON-compatible values)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def data_version(version: str, *data: Any) -> str:
    """`version` with the digest of `data` as its local part: ``"1.0+data.<digest>"``."""
    return f"{version}+data.{content_digest(*data)}"
