"""Labels for people of this part's options (issue 12), from what the deciding seat may know."""

from __future__ import annotations

from typing import Any

from bsgcore.base import card_name
from bsgcore.labels import about

SHIPS = {
    "raider": "5 raiders",
    "heavy_raider": "2 heavy raiders",
    "basestar": "1 basestar",
    "civilian": "1 civilian ship",
}

LABELS: dict[str, Any] = {
    "pegasus.use_hotshot": lambda s, f, c: (
        f"Hotshot: discard {card_name(c.card)} for its strength + 2" if c.card else "Roll the die"
    ),
    "pegasus.use_adroit": lambda s, f, c: (
        f"Politically Adroit: give {card_name(c.card)} to seat {c.to} and draw 2 skill cards"
    ),
    "pegasus.use_manipulative": lambda s, f, c: (
        f"Manipulative: take the {c.line.capitalize()} title until the end of your turn"
        if c.line
        else "Do not use Manipulative now"
    ),
    "pegasus.use_fast_learner": lambda s, f, c: (
        f"Fast Learner: draw the top 3 cards of the {c.deck.capitalize()} deck"
    ),
    "pegasus.place_fast_learner": lambda s, f, c: (
        "Put them all into the check, face down" if c.check else "Keep them all in your hand"
    ),
    "pegasus.use_blind_jump": lambda s, f, c: (
        "Blind Jump: destroy 2 civilian ships drawn and jump the fleet now"
    ),
    "pegasus.use_intolerant": lambda s, f, c: (
        "Intolerant: execute the target" if c.execute else "Send the target to the Brig"
    ),
    "pegasus.use_sacrifice": lambda s, f, c: (
        f"Sacrifice: go to Sickbay and destroy {SHIPS.get(c.kind, c.kind)} in your area"
    ),
}

#: Each decision frame of this part (by tag) with its subject and decision kinds.
PROMPTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "pegasus.f.hotshot": ("Hotshot", ("hotshot",)),
    "pegasus.f.intolerant": ("Intolerant", ("intolerant",)),
    "pegasus.f.manipulative": ("Manipulative", ("manipulative",)),
    "pegasus.f.fast_learner": ("Fast Learner", ("fast_learner",)),
}


def register(registry: Any) -> None:
    """Each command's labeller and each decision's prompter."""
    for tag, labeller in LABELS.items():
        registry.label(registry.tags[tag], labeller)
    for tag, (subject, kinds) in PROMPTS.items():
        registry.prompt(registry.tags[tag], about(subject), kinds=kinds)
