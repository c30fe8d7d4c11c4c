"""The Exodus options, declared once (X-MOD-1, X-MOD-2, X-MOD-6) and read by every part.

``cylon_fleet``: the Cylon Fleet board and its rules (§6). ``ionian_nebula``: the Ionian Nebula
objective, trauma, allies and the Crossroads (§7). ``conflicted_loyalties``: the Personal Goal
and/or Final Five loyalty cards (§5), "" for neither. Each option may be used alone, with any
other, or not at all (X-MOD-2); no option requires another.
"""

from __future__ import annotations

from typing import Any

from bsgcore.ruleset import RulesRegistry

CYLON_FLEET = "cylon_fleet"
IONIAN_NEBULA = "ionian_nebula"
CONFLICTED_LOYALTIES = "conflicted_loyalties"
#: The forms of Conflicted Loyalties (X-LC-SETUP-1): none, one kind of card, or both.
FINAL_FIVE, PERSONAL_GOALS, BOTH = "final_five", "personal_goals", "both"
LOYALTY_FORMS: tuple[str, ...] = ("", FINAL_FIVE, PERSONAL_GOALS, BOTH)


def declare(registry: RulesRegistry) -> None:
    """Declare the Exodus options (from the plugin's ``bsg_register_rules``); the registry
    refuses a wrong type or a form of Conflicted Loyalties not in `LOYALTY_FORMS`."""
    registry.option(
        CYLON_FLEET, False, "Exodus: the Cylon Fleet board, pursuit track, CAG (X-FLEET)."
    )
    registry.option(
        IONIAN_NEBULA,
        False,
        "Exodus: the Ionian Nebula objective, trauma, allies, Crossroads (X-NEB).",
    )
    registry.option(
        CONFLICTED_LOYALTIES,
        "",
        'Exodus: Conflicted Loyalties cards: "final_five", "personal_goals", "both" or "" (X-LC).',
        choices=LOYALTY_FORMS,
    )


#: Pegasus's objective option (P-VAR-3): like Ionian Nebula, an objective that replaces Kobol.
NEW_CAPRICA = "new_caprica"


def refused(options: Any) -> list[str]:
    """One sentence for each combination of options a game cannot be played with: Ionian
    Nebula and Pegasus's New Caprica are both objectives, and a game has one (docs/rulings.md,
    X-NEB-OBJ-1)."""
    if enabled(options, IONIAN_NEBULA) and enabled(options, NEW_CAPRICA):
        return [
            "The Exodus option ionian_nebula and the Pegasus option new_caprica (on by default "
            "with Pegasus) each choose the game's objective (the Ionian Nebula, New Caprica), and "
            "a game has one objective: pass new_caprica=false to play to the Ionian Nebula."
        ]
    return []


def enabled(options: Any, name: str) -> bool:
    """Whether the boolean option `name` is on in a game's options (off when absent)."""
    return bool(options.get(name, False))


def loyalty_kinds(options: Any) -> frozenset[str]:
    """The Conflicted Loyalties card kinds in play: {"final_five"}, {"personal_goals"}, both, or
    none (X-LC-SETUP-1, X-SETUP-5)."""
    form = str(options.get(CONFLICTED_LOYALTIES, ""))
    if form == BOTH:
        return frozenset({FINAL_FIVE, PERSONAL_GOALS})
    return frozenset({form}) if form else frozenset()


#: The catalogue's ``requires_option`` values and whether a game's options satisfy each.
_REQUIRES = {
    "exodus.cylon_fleet": lambda o: enabled(o, CYLON_FLEET),
    "exodus.ionian_nebula": lambda o: enabled(o, IONIAN_NEBULA),
    "exodus.loyalty_conflicts.personal_goals": lambda o: PERSONAL_GOALS in loyalty_kinds(o),
    "exodus.loyalty_conflicts.final_five": lambda o: FINAL_FIVE in loyalty_kinds(o),
}


def in_play(row: Any, options: Any) -> bool:
    """Whether a catalogue entry is used with these options (an entry without
    ``requires_option`` is always used with Exodus, X-MOD-5)."""
    need = row.get("requires_option")
    if not need:
        return True
    return bool(_REQUIRES[str(need)](options))
