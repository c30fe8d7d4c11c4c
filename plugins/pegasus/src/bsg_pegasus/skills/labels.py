"""Labels and prompts for people (issue 12, ``bsgcore.labels``) of the skills part's options:
Movement abilities, cards played before a check, Sabotage and Pegasus Actions. Computed only
when a frontend asks; they name only the seat's own card."""

from __future__ import annotations

from typing import Any

from bsg_pegasus.skills import movement, sabotage, treachery, window
from bsgcore.base import card_name
from bsgcore.labels import Prompt
from bsgcore.messages import Decision
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

LABELS: tuple[tuple[type[Any], Any], ...] = (
    (
        movement.UseMovementAbility,
        lambda s, f, c: f"Use {card_name(c.card)}'s Movement ability instead of moving",
    ),
    (window.PlayBeforeCheck, lambda s, f, c: f"Play {card_name(c.card)} before the check"),
    (sabotage.PlaySabotage, lambda s, f, c: f"Play {card_name(c.card)}: damage Galactica"),
    (sabotage.NoSabotage, lambda s, f, c: "Play no Sabotage"),
    (treachery.PlaySkillAction, lambda s, f, c: f"Play {card_name(c.card)}'s Action"),
)


def sabotage_prompt(state: State, frame: Any, decision: Decision) -> Prompt:
    """A human discarded Treachery: may this Cylon player play Sabotage?"""
    return Prompt("Sabotage: a human discarded a Treachery card; play Sabotage?", "Sabotage")


def register(registry: RulesRegistry) -> None:
    """Register this part's labellers and prompters."""
    for cls, labeller in LABELS:
        registry.label(cls, labeller)
    registry.prompt(sabotage.AskSabotage, sabotage_prompt, kinds=("sabotage",))
