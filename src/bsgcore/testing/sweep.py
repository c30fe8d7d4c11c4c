"""How big a slow sweep runs: the full size with ``--bsg-full`` or ``BSG_FULL=1``, else a sample."""

from __future__ import annotations

import os

FULL_ENV = "BSG_FULL"
_TRUE = {"1", "true", "yes", "on"}
_forced: bool | None = None


def set_full_sweeps(enabled: bool | None) -> None:
    """Force full sweeps on or off (the pytest plugin's ``--bsg-full``); None defers to the env."""
    global _forced
    _forced = enabled


def full_sweeps() -> bool:
    """Whether slow sweeps run in full: forced by ``set_full_sweeps`` or ``BSG_FULL=1``."""
    if _forced is not None:
        return _forced
    return os.environ.get(FULL_ENV, "").strip().lower() in _TRUE


def sweep_size(full: int, sample: int) -> int:
    """The number of cases a sweep runs: ``full`` in full mode, else ``min(sample, full)``."""
    if full < 0 or sample < 0:
        raise ValueError("sweep sizes are non-negative")
    return full if full_sweeps() else min(sample, full)
