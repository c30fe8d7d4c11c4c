"""Labels for people of the choices the Pegasus Quorum and Destination cards ask of base's
``base.f.choose_target`` (Civilian Self Defense's ship), wrapping the labeller already there."""

from __future__ import annotations

from typing import Any

from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

PICK, CHOOSE_TARGET = "base.pick", "base.f.choose_target"
#: The purposes these cards ask beyond base's own.
PURPOSES = ("self_defense",)
AREA_NAMES = {1: "Alpha", 2: "Bravo", 3: "Charlie", 4: "Delta", 5: "Echo", 6: "Foxtrot"}
KILLS = {0: "up to 3 raiders", 1: "1 heavy raider"}


def own_label(state: State, frame: Any, command: Any) -> str | None:
    """The label of one of these purposes' options, or None for another purpose."""
    if frame.purpose == "self_defense":
        uid, kind = divmod(int(command.value), 2)
        area = next((c.area for c in state.game.civilians if c.uid == uid), 0)
        where = AREA_NAMES.get(area, "space")
        return f"Defend civilian ship {uid} in {where}: destroy {KILLS[kind]} there"
    return None


def register(registry: RulesRegistry) -> None:
    """Label these purposes of ``base.pick``; the labeller below labels the others."""
    pick, frame = registry.tags[PICK], registry.tags[CHOOSE_TARGET]
    registry.prompt_kinds(frame, tuple(f"choose_{purpose}" for purpose in PURPOSES))
    below = registry.labellers.get((frame, pick)) or registry.labellers.get((None, pick))
    if below is None:
        return

    def label(state: State, frame_value: Any, command: Any, _below: Any = below) -> str:
        own = own_label(state, frame_value, command)
        return own if own is not None else str(_below(state, frame_value, command))

    registry.label(pick, label, frame=frame, replace=True)
