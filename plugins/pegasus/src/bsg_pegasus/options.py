"""The Pegasus options, declared once (P-VAR, P-SYM, P-7P) and read by every feature.

``new_caprica`` (P-VAR-3): the New Caprica objective, or Kobol's as in the core game.
``cylon_leaders`` (P-VAR-4): Cylon Leaders may be chosen. ``sympathetic_cylon`` (P-SYM-1): the
Sympathetic Cylon replaces the Sympathizer. The seat range is 3..7 (P-7P).
"""

from __future__ import annotations

from typing import Any

from bsgcore.ruleset import RulesRegistry

NEW_CAPRICA = "new_caprica"
CYLON_LEADERS = "cylon_leaders"
SYMPATHETIC_CYLON = "sympathetic_cylon"
#: The seat counts a Pegasus game may have (P-7P: up to seven).
MIN_SEATS, MAX_SEATS = 3, 7

OPTIONS: tuple[tuple[str, bool, str], ...] = (
    (
        NEW_CAPRICA,
        True,
        "Pegasus: play to the New Caprica objective (false: the Kobol objective, P-VAR-3).",
    ),
    (CYLON_LEADERS, True, "Pegasus: Cylon Leaders may be chosen (false: none, P-VAR-4)."),
    (
        SYMPATHETIC_CYLON,
        False,
        "Pegasus: the Sympathetic Cylon card replaces the Sympathizer (P-SYM-1).",
    ),
)


def declare(registry: RulesRegistry) -> None:
    """Declare the Pegasus options (from the plugin's ``bsg_register_rules``)."""
    for name, default, doc in OPTIONS:
        registry.option(name, default, doc)


def enabled(options: Any, name: str) -> bool:
    """Whether a Pegasus option is on in a game's options (its default when absent)."""
    default = next(d for n, d, _doc in OPTIONS if n == name)
    return bool(options.get(name, default))
