"""Labels and prompts for people (issue 12, ``bsgcore.labels``): one label per option of this
part's commands and a prompt naming its subject for each of its decisions. Computed only when a
frontend asks; they say no more than the option and the seat's view."""

from __future__ import annotations

from typing import Any

from bsg_pegasus.newcaprica import flow
from bsgcore.base import data, g
from bsgcore.labels import Prompt
from bsgcore.messages import Decision
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

STEP = "New Caprica"


def _who(state: State, seat: int) -> str:
    character = g(state).players[seat].character
    return str(data().character(character).name) if character else f"seat {seat}"


def _place(location: str) -> str:
    return str(data().location(location).name)


def use_action(state: State, frame: Any, command: flow.UseAction) -> str:
    """ "Shipyard", "Detain a Human: <character>", "Resistance HQ: <character>"."""
    name = str(data().get(command.action).name)
    if command.target >= 0:
        return f"{name}: {_who(state, command.target)}"
    return name


def final_order(state: State, frame: Any, command: flow.FinalOrder) -> str:
    return "Order Galactica to leave New Caprica (ends the game)"


def evacuate(state: State, frame: Any, command: flow.Evacuate) -> str:
    if command.area == 0:
        return "Prepare a civilian ship"
    return f"Evacuate a civilian ship to space area {command.area}"


def place_locked(state: State, frame: Any, command: flow.PlaceLocked) -> str:
    return "Put the ship at the bottom" if command.bottom else "Leave the ship on top"


def send(state: State, frame: Any, command: flow.Send) -> str:
    return "Nobody" if command.target < 0 else _who(state, command.target)


def go_to(state: State, frame: Any, command: flow.GoTo) -> str:
    return "Stay" if not command.location else f"Go to {_place(command.location)}"


def lower(state: State, frame: Any, command: flow.LowerResource) -> str:
    return f"Lower {command.resource}"


def reroll(state: State, frame: Any, command: flow.Reroll) -> str:
    return "Keep the roll" if not command.card else "Discard Maximum Firepower to roll again"


def _prompt(text: str, subject: str) -> Any:
    def prompter(state: State, frame: Any, decision: Decision) -> Prompt:
        return Prompt(f"{subject}: {text}", subject)

    return prompter


def sent_prompt(state: State, frame: flow.ChooseSent, decision: Decision) -> Prompt:
    to = "any New Caprica location" if frame.to == "nc_any_location" else _place(frame.to)
    return Prompt(f"{STEP}: choose whom to send to {to}", STEP)


PROMPTS: tuple[tuple[type[Any], Any, str], ...] = (
    (flow.ChooseEvacuation, _prompt("prepare or evacuate a civilian ship", "Shipyard"), "nc_evacuation"),
    (flow.ChoosePlacement, _prompt("the top Locked ship stays on top or goes to the bottom", "Shipyard"), "nc_locked_ship"),
    (flow.ChooseSent, sent_prompt, "nc_send"),
    (flow.ChooseDestination, _prompt("choose where to go", STEP), "nc_destination"),
    (flow.ChooseResource, _prompt("choose the resource to lower", "Breeder's Canyon"), "nc_resource"),
    (flow.ChooseReroll, _prompt("discard Maximum Firepower to roll again?", "Attack Occupation Forces"), "nc_reroll"),
)  # fmt: skip
LABELS: tuple[tuple[type[Any], Any], ...] = (
    (flow.UseAction, use_action),
    (flow.FinalOrder, final_order),
    (flow.Evacuate, evacuate),
    (flow.PlaceLocked, place_locked),
    (flow.Send, send),
    (flow.GoTo, go_to),
    (flow.LowerResource, lower),
    (flow.Reroll, reroll),
)


def register(registry: RulesRegistry) -> None:
    """Register this part's labellers and prompters."""
    for cls, labeller in LABELS:
        registry.label(cls, labeller)
    for frame, prompter, kind in PROMPTS:
        registry.prompt(frame, prompter, kinds=(kind,))
