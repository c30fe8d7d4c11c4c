"""The labels and prompts of the Cylon Fleet decisions (docs/frontends.md): the area of a
civilian ship the pursuit track places, the area the alternative Admiral nukes and the basestar
it hits, the "CAG chooses" cards' launches and damaged vipers, the Basestar Bridge's abilities
and placement (all public)."""

from __future__ import annotations

from typing import Any

from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import bridge as br
from bsg_exodus.fleet import cag_actions as ca
from bsg_exodus.fleet import cards as fc
from bsg_exodus.fleet import escort, nuke
from bsg_exodus.fleet import reinforce as rf
from bsgcore.base import AREAS, ActivateVipers, NukeAttack, viper_model
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


def label_give(state: State, frame: Any, cmd: ca.GiveCagTitle) -> str:
    """The new CAG, by seat (the labels' convention elsewhere names seats)."""
    return "Keep the CAG title" if cmd.to == cmd.seat else f"Give the CAG title to seat {cmd.to}"


def label_escort(state: State, frame: Any, cmd: escort.EscortCivilian) -> str:
    """The viper and the civilian ship, by uid (the ship's cargo stays unseen)."""
    return f"Viper {cmd.viper} escorts civilian ship {cmd.civilian} away"


def label_launch(state: State, frame: Any, cmd: fc.LaunchOrNot) -> str:
    """Return to Duty's offer."""
    return "Launch yourself in a viper" if cmd.launch else "Stay aboard"


def label_damage(state: State, frame: Any, cmd: fc.DamageViper) -> str:
    """A viper of the Reserves, or one in space by uid."""
    if cmd.viper == fc.RESERVES:
        return f"Damage a {viper_model(cmd.model).name} of the Reserves"
    return f"Damage viper {cmd.viper}"


def label_abilities(state: State, frame: Any, cmd: br.BridgeAbilities) -> str:
    """The two abilities, in their order."""
    return f"First {br.ABILITIES[cmd.first]}, then {br.ABILITIES[cmd.second]}"


def label_fleet_place(state: State, frame: Any, cmd: br.PlaceOnFleet) -> str:
    """The kind and the Cylon area, by its die label."""
    what = "1 basestar" if cmd.kind == "basestar" else "3 raiders"
    return f"{what} to Cylon area {fb.label(cmd.area)}"


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part."""
    registry.label(rf.PlaceCivilianAt, label_area, frame=rf.ChooseCivilianArea)
    registry.prompt(rf.ChooseCivilianArea, about("Pursuit track"), kinds=("exodus_civilian_area",))
    registry.label(ca.PassCagTitle, lambda s, f, c: "CAG: activate a viper, pass the title")
    registry.label(ca.CagPilotBonus, lambda s, f, c: "CAG: activate a viper, then act again")
    registry.label(ca.GiveCagTitle, label_give, frame=ca.ChooseNewCag)
    registry.prompt(ca.ChooseNewCag, about("CAG"), kinds=("exodus_new_cag",))
    registry.label(escort.EscortCivilian, label_escort, frame=ActivateVipers)
    registry.label(nuke.NukeArea, label_nuke_area, frame=NukeAttack)
    registry.label(nuke.NukeBasestar, label_nuke_basestar, frame=nuke.ChooseNukedBasestar)
    registry.prompt(nuke.ChooseNukedBasestar, about("Nuke"), kinds=("exodus_nuked_basestar",))
    registry.label(br.BridgeAbilities, label_abilities, frame=br.ChooseBridgeAbilities)
    registry.prompt(
        br.ChooseBridgeAbilities, about("Basestar Bridge"), kinds=("exodus_bridge_abilities",)
    )
    registry.label(br.PlaceOnFleet, label_fleet_place, frame=br.ChooseBridgePlacement)
    registry.prompt(
        br.ChooseBridgePlacement, about("Basestar Bridge"), kinds=("exodus_bridge_placement",)
    )
    registry.label(fc.LaunchOrNot, label_launch, frame=fc.MayLaunch)
    registry.prompt(fc.MayLaunch, about("Return to Duty"), kinds=("exodus_may_launch",))
    registry.label(fc.DamageViper, label_damage, frame=fc.ChooseDamagedViper)
    registry.prompt(
        fc.ChooseDamagedViper, about("Training a Rookie"), kinds=("exodus_damage_viper",)
    )
