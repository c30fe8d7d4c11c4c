"""Labels for people of the choices the Exodus cards' ops ask of base's ``base.f.choose_target``
(a space area), wrapping the labeller already registered for every other purpose."""

from __future__ import annotations

from typing import Any

from bsg_exodus.cards.ops import AREA_PURPOSE
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

PICK, CHOOSE_TARGET = "base.pick", "base.f.choose_target"


def register(registry: RulesRegistry) -> None:
    """Label the Exodus purposes of ``base.pick``; the labeller before labels the others."""
    pick, frame = registry.tags[PICK], registry.tags[CHOOSE_TARGET]
    registry.prompt_kinds(frame, (f"choose_{AREA_PURPOSE}",))
    before = registry.labellers.get((frame, pick)) or registry.labellers.get((None, pick))
    if before is None:
        return

    def label(state: State, frame_value: Any, command: Any, _before: Any = before) -> str:
        if frame_value.purpose == AREA_PURPOSE:
            return f"Space area {command.value}"
        return str(_before(state, frame_value, command))

    registry.label(pick, label, frame=frame, replace=True)
