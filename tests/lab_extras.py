"""Importing an optional extra in a test: skipped without it, except where it must be there.

``.ci/run`` sets BSG_REQUIRE_EXTRAS=1 and installs the ``lab`` extra, so there a missing Ray,
pyarrow or matplotlib fails the run instead of skipping its tests unseen.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

import pytest


def require(module: str) -> ModuleType:
    """``module`` imported; the calling test module is skipped without it (unless required)."""
    if os.environ.get("BSG_REQUIRE_EXTRAS") == "1":
        return importlib.import_module(module)
    return pytest.importorskip(module)
