"""The labels and prompts of the Cylon Fleet decisions (docs/frontends.md): the area of a
civilian ship the pursuit track places (public)."""

from __future__ import annotations

from typing import Any

from bsg_exodus.fleet import reinforce as rf
from bsgcore.base import AREAS
from bsgcore.labels import about
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State


def label_area(state: State, frame: Any, cmd: rf.PlaceCivilianAt) -> str:
    """The area, by its printed name."""
    return f"Place the civilian ship in {AREAS[cmd.area].title()}"


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part."""
    registry.label(rf.PlaceCivilianAt, label_area, frame=rf.ChooseCivilianArea)
    registry.prompt(rf.ChooseCivilianArea, about("Pursuit track"), kinds=("exodus_civilian_area",))
