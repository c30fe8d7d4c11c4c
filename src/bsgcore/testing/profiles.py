"""Hypothesis profiles for bsgcore tests: ``ci`` (few, reproducible examples) and ``dev`` (more).

``load_profile()`` picks ``$HYPOTHESIS_PROFILE``, else ``ci`` when ``$CI`` is set, else ``dev``.
Importing this module registers both (replacing Hypothesis's built-in ``ci``); a project that wants
its own ``ci`` registers it after this import (pytest imports its conftest files later).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

PROFILE_ENV = "HYPOTHESIS_PROFILE"
_SLOW_CHECKS = [HealthCheck.too_slow, HealthCheck.data_too_large]

BSGCORE_PROFILES: dict[str, settings] = {
    "ci": settings(
        max_examples=10,
        stateful_step_count=40,
        deadline=None,
        derandomize=True,
        database=None,
        print_blob=True,
        suppress_health_check=_SLOW_CHECKS,
    ),
    "dev": settings(
        max_examples=100,
        stateful_step_count=60,
        deadline=None,
        print_blob=True,
        suppress_health_check=_SLOW_CHECKS,
    ),
}


def register_profiles() -> None:
    """Register bsgcore's ``ci`` and ``dev`` profiles (overwriting profiles of those names)."""
    for name, profile in BSGCORE_PROFILES.items():
        settings.register_profile(name, profile)


def selected_profile_name() -> str:
    """The profile the environment asks for: ``$HYPOTHESIS_PROFILE``, else ci on CI, else dev."""
    chosen = os.environ.get(PROFILE_ENV, "").strip()
    if chosen:
        return chosen
    return "ci" if os.environ.get("CI") else "dev"


def load_profile(name: str | None = None) -> str:
    """Load ``name`` (default: the one the environment selects) and return its name."""
    name = name or selected_profile_name()
    settings.load_profile(name)
    return name


register_profiles()
