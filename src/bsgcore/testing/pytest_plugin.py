"""The bsgcore pytest plugin: ``rules``/``slow`` markers, ``--bsg-full`` and the Hypothesis profile.

Slow sweeps always run, but only a sample unless ``--bsg-full`` or ``BSG_FULL=1`` asks for all of
them: size them with the ``sweep_size`` fixture (or ``bsgcore.testing.sweep_size``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bsgcore.testing import sweep

try:  # Hypothesis is a test dependency, not a runtime one: the markers work without it.
    from hypothesis import settings as _hypothesis_settings

    from bsgcore.testing import profiles as _profiles

    _INITIAL_PROFILE: str | None = _hypothesis_settings.get_current_profile_name()
except ImportError:  # pragma: no cover - exercised only without hypothesis installed
    _profiles = None  # type: ignore[assignment]
    _INITIAL_PROFILE = None

MARKERS = (
    "rules(*ids): the rule ids (of shared/rules) a test checks",
    "slow: a long playout sweep; runs a sample unless --bsg-full or BSG_FULL=1",
)


def pytest_addoption(parser: pytest.Parser) -> None:
    """Add ``--bsg-full``: run slow sweeps in full instead of a sample."""
    group = parser.getgroup("bsgcore", "bsgcore conformance")
    group.addoption(
        "--bsg-full",
        action="store_true",
        default=False,
        help="run slow sweeps (tests marked slow) in full; same as BSG_FULL=1",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Register the markers, honour ``--bsg-full`` and load the selected Hypothesis profile."""
    for line in MARKERS:
        config.addinivalue_line("markers", line)
    if config.getoption("bsg_full", default=False):
        sweep.set_full_sweeps(True)
    if _profiles is not None and not _profile_chosen_elsewhere(config):
        name = _profiles.selected_profile_name()
        try:
            _profiles.load_profile(name)
        except Exception as exc:  # hypothesis.errors.InvalidArgument: an unknown profile name
            raise pytest.UsageError(
                f"{_profiles.PROFILE_ENV}={name!r} names no registered Hypothesis profile: {exc}"
            ) from exc


def pytest_unconfigure(config: pytest.Config) -> None:
    """Forget ``--bsg-full`` so an in-process pytest run does not leak it into the next one."""
    sweep.set_full_sweeps(None)


def _profile_chosen_elsewhere(config: pytest.Config) -> bool:
    """Whether ``--hypothesis-profile`` or a conftest already picked a Hypothesis profile."""
    if config.getoption("hypothesis_profile", default=None):
        return True
    current = _hypothesis_settings.get_current_profile_name()
    return current != _INITIAL_PROFILE


def pytest_report_header(config: pytest.Config) -> str:
    """Say whether sweeps run in full, and which Hypothesis profile is active."""
    mode = "full" if sweep.full_sweeps() else "sample (--bsg-full for all)"
    profile = _hypothesis_settings.get_current_profile_name() if _profiles is not None else "-"
    return f"bsgcore: slow sweeps {mode}; hypothesis profile {profile!r}"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Refuse a ``rules`` marker without rule ids, so coverage reports can trust the markers."""
    for item in items:
        for mark in item.iter_markers("rules"):
            if not mark.args or not all(isinstance(a, str) and a for a in mark.args):
                raise pytest.UsageError(f"{item.nodeid}: @pytest.mark.rules needs rule id strings")


@pytest.fixture
def sweep_size() -> Callable[[int, int], int]:
    """``sweep_size(full, sample)``: how many cases a slow sweep runs in this session."""
    return sweep.sweep_size


@pytest.fixture
def bsg_full() -> bool:
    """Whether slow sweeps run in full in this session."""
    return sweep.full_sweeps()
