"""Shared set-up of the Exodus plugin's tests: skipped unless the plugin is installed.

Helpers are in exodus_helpers.py. Name test files ``test_exodus_<area>.py`` or another name no
other test folder uses (pytest imports them by basename).
"""

from __future__ import annotations

import pytest

pytest.importorskip("bsg_exodus", reason="install it first: pip install -e plugins/exodus")
