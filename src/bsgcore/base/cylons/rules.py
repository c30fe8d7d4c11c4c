"""The Cylon side's registries (reveals, the Sympathizer, Cylon locations, super crises) and the
cards it implements, for the base plugin to register."""

from __future__ import annotations

from typing import Any

from bsgcore.base import model as m
from bsgcore.base.cylons import reveal
from bsgcore.base.cylons import turn as cylon
from bsgcore.base.cylons.events import REVEAL_EVENTS
from bsgcore.base.effects.interpreter import box_supported, supported
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.registration import register_tables

STEPS: dict[Any, Any] = {**reveal.STEPS, **cylon.STEPS}
DECIDERS: dict[Any, Any] = {**reveal.DECIDERS, **cylon.DECIDERS}
HANDLERS: dict[Any, Any] = {**reveal.HANDLERS, **cylon.HANDLERS}


def super_crisis_supported(card_id: str) -> bool:
    """Whether a skill-check or choice super crisis is carried out (every box's ops)."""
    card = m.data().get(card_id)
    if card.kind == "choice":  # an expansion's (op_play_super_crisis asks its chooser)
        return all(box_supported(b) for b in (card.option_a, card.option_b))
    boxes = (card.passed, card.partial, card.failed)
    return card.kind == "skill_check" and all(box_supported(b) for b in boxes)


def register_cylon_effects(registry: EffectRegistry) -> None:
    """Declare the loyalty cards and super crises carried out here (Cylon locations register
    through `location.implemented`)."""
    for card in m.data().loyalty:
        if card.effects and all(supported(op) for op in card.effects):
            registry.register(card.id, "bsgcore.base.cylons.reveal (effects, cylons.turn)")
    for sc in m.data().super_crisis:
        if sc.id not in registry and super_crisis_supported(sc.id):
            registry.register(
                sc.id, "bsgcore.base.cylons.turn.op_play_super_crisis (check, choice)"
            )


def register(registry: Any) -> None:
    """The Cylon side's events, frames and commands."""
    register_tables(registry, REVEAL_EVENTS, STEPS, DECIDERS, HANDLERS)
