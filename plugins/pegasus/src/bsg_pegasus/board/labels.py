"""Labels for people of the choices Pegasus's ops ask of base's ``base.f.choose_target`` (a
space area, a basestar to attack or to remove, a viper, a resource), wrapping base's labeller of
``base.pick`` for every other purpose."""

from __future__ import annotations

from typing import Any

from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

PICK, CHOOSE_TARGET = "base.pick", "base.f.choose_target"
AREA_NAMES = {1: "alpha", 2: "bravo", 3: "charlie", 4: "delta", 5: "echo", 6: "foxtrot"}
RESOURCES = ("fuel", "food", "morale", "population")  # the order Pegasus's resource ops ask


def own_label(state: State, frame: Any, command: Any) -> str | None:
    """The label of a Pegasus purpose's option, or None for another purpose."""
    purpose, value = frame.purpose, command.value
    if purpose == "area":
        return f"Fire into space area {value} ({AREA_NAMES.get(value, value)})"
    if purpose == "basestar":
        ship = next((s for s in state.game.cylon_ships if s.uid == value), None)
        where = f" in area {ship.area}" if ship is not None else ""
        return f"Attack the basestar {value}{where}"
    if purpose == "remove_basestar":
        if value < 0:
            return "Remove no basestar"
        ship = next((s for s in state.game.cylon_ships if s.uid == value), None)
        where = f" in area {ship.area}" if ship is not None else ""
        return f"Remove the basestar {value}{where}"
    if purpose == "resource":
        return RESOURCES[value].capitalize() if 0 <= value < len(RESOURCES) else str(value)
    if purpose == "viper":
        ship = next((v for v in state.game.vipers if v.uid == value), None)
        where = f" in area {ship.area}" if ship is not None else ""
        return f"Damage the viper {value}{where}"
    return None


#: The purposes Pegasus's ops ask of base's ``base.f.choose_target`` beyond base's own.
PURPOSES = ("area", "basestar", "remove_basestar", "viper", "resource")


def register(registry: RulesRegistry) -> None:
    """Label Pegasus's purposes of ``base.pick``; base's labeller labels the others."""
    pick, frame = registry.tags[PICK], registry.tags[CHOOSE_TARGET]
    registry.prompt_kinds(frame, tuple(f"choose_{purpose}" for purpose in PURPOSES))
    base = registry.labellers.get((frame, pick)) or registry.labellers.get((None, pick))
    if base is None:
        return

    def label(state: State, frame_value: Any, command: Any, _base: Any = base) -> str:
        own = own_label(state, frame_value, command)
        return own if own is not None else str(_base(state, frame_value, command))

    registry.label(pick, label, frame=frame, replace=True)
