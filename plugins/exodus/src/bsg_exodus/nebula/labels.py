"""The labels and prompts of the Ionian Nebula decisions (docs/frontends.md). The set-up and the
draws built so far are automatic: no command or decision yet (the ally encounter's choices are
not built, docs/exodus.md §7)."""

from __future__ import annotations

from bsgcore.ruleset import RulesRegistry


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part (none yet)."""
