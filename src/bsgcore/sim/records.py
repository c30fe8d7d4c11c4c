"""One game's result as the simulator keeps it: outcome, length, and the ruleset's own columns.

A game that raised is a record too (``error`` set, no winner), so it is counted and never dropped.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class GameRecord:
    """A finished (or failed) game: its seed, outcome, length and the ruleset's record columns."""

    seed: int
    winner: str = ""
    condition: str = ""
    commands: int = 0
    columns: tuple[tuple[str, Any], ...] = ()
    error: str = ""
    traceback: str = ""

    @property
    def failed(self) -> bool:
        """Whether the game raised instead of ending."""
        return bool(self.error)
