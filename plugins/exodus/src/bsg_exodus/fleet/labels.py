"""The labels and prompts of the Cylon Fleet decisions (docs/frontends.md): the area of a
civilian ship the pursuit track places, the area the alternative Admiral nukes and the basestar
it hits (all public)."""

from __future__ import annotations

from typing import Any

from bsg_exodus.fleet import nuke
from bsg_exodus.fleet import reinforce as rf
from bsgcore.base import AREAS, NukeAttack
from bsgcore.labels import about
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State


def label_area(state: State, frame: Any, cmd: rf.PlaceCivilianAt) -> str:
    """The area, by its printed name."""
    return f"Place the civilian ship in {AREAS[cmd.area].title()}"


def label_nuke_area(state: State, frame: Any, cmd: nuke.NukeArea) -> str:
    """The nuked area, by its printed name."""
    return f"Nuke {AREAS[cmd.area].title()}"


def label_nuke_basestar(state: State, frame: Any, cmd: nuke.NukeBasestar) -> str:
    """The basestar, by its uid."""
    return f"Hit basestar {cmd.uid}"


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part."""
    registry.label(rf.PlaceCivilianAt, label_area, frame=rf.ChooseCivilianArea)
    registry.prompt(rf.ChooseCivilianArea, about("Pursuit track"), kinds=("exodus_civilian_area",))
    registry.label(nuke.NukeArea, label_nuke_area, frame=NukeAttack)
    registry.label(nuke.NukeBasestar, label_nuke_basestar, frame=nuke.ChooseNukedBasestar)
    registry.prompt(nuke.ChooseNukedBasestar, about("Nuke"), kinds=("exodus_nuked_basestar",))
