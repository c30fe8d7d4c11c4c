"""Labels for people of the options this feature adds (issue 12): every option of its decisions
says what it does, from what the deciding seat may know."""

from __future__ import annotations

from typing import Any

from bsgcore.base import data
from bsgcore.labels import about
from bsgcore.state import State

HIDDEN = "hidden"


def _name(entry_id: str) -> str:
    """A catalogue entry's printed name (the id when unknown, "a card" when hidden)."""
    if entry_id == HIDDEN:
        return "a card"
    cards = data()
    card_id = entry_id.split("@", 1)[0]
    if card_id in cards.index:
        name = str(cards.get(card_id).name)
        return f"{name} {entry_id.split('@', 1)[1]}" if "@" in entry_id else name
    return entry_id


def _seat(state: State, seat: int) -> str:
    character = state.game.players[seat].character
    return f"seat {seat} ({_name(character)})" if character else f"seat {seat}"


def leader_ability(state: State, frame: Any, cmd: Any) -> str:
    text = f"Use {_name(cmd.ability)}"
    return f"{text} on {_seat(state, cmd.target)}" if cmd.target >= 0 else text


LABELS: dict[str, Any] = {
    "pegasus.leader_ability": leader_ability,
    "pegasus.put_on_destiny": lambda s, f, c: f"Put {_name(c.card)} on top of the Destiny deck",
    "pegasus.give_loyalty": lambda s, f, c: f"Give your Loyalty cards to {_seat(s, c.to)}",
    "pegasus.infiltrate": lambda s, f, c: f"Infiltrate: move to {_name(c.to)}",
    "pegasus.return_to_resurrection_ship": lambda s, f, c: (
        "End the Infiltration: back to the Resurrection Ship"
    ),
    "pegasus.use_intimate": lambda s, f, c: f"Use Intimate on {_seat(s, c.target)}",
    "pegasus.pick_deck": lambda s, f, c: f"He draws from the {c.kind} deck",
    "pegasus.add_delusion": lambda s, f, c: (
        "Add no more cards" if not c.card else f"Add {_name(c.card)} to the check"
    ),
}


#: Each decision frame of this feature (by tag) with its subject and decision kinds.
PROMPTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "pegasus.f.return_to_destiny": ("Destiny deck", ("return_to_destiny",)),
    "pegasus.f.intimate_deck": ("Intimate", ("intimate_deck",)),
    "pegasus.f.human_delusion": ("Human Delusion", ("human_delusion",)),
    "pegasus.f.hand_off": ("Loyalty hand-off", ("hand_off_loyalty",)),
}


def register(registry: Any) -> None:
    """Each command's labeller and each decision's prompter."""
    for tag, labeller in LABELS.items():
        registry.label(registry.tags[tag], labeller)
    for tag, (subject, kinds) in PROMPTS.items():
        registry.prompt(registry.tags[tag], about(subject), kinds=kinds)
