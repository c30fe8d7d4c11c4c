"""Shared set-up of the Pegasus plugin's tests: skipped unless the plugin is installed.

Helpers for every Pegasus feature's tests are in pegasus_helpers.py. Name test files
``test_<area>_<topic>.py`` with a name no other test folder uses (pytest imports them by
basename): e.g. ``test_board_damage.py``, ``test_skills_treachery.py``.
"""

from __future__ import annotations

import pytest

pytest.importorskip("bsg_pegasus", reason="install it first: pip install -e plugins/pegasus")
