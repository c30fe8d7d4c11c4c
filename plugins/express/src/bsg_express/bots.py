"""Bots for Express (filled in below)."""

from __future__ import annotations

from typing import Any

BOTS: dict[str, Any] = {}
