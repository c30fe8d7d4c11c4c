"""The cards whose effects the space modules implement, for the effect registry (`bsg cards`)."""

from __future__ import annotations

from bsgcore.base import model as m
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.space import activation

GALACTICA_DAMAGE = (
    "base.damage.galactica_fuel_stores",
    "base.damage.galactica_food_stores",
    "base.damage.galactica_hangar_deck",
    "base.damage.galactica_armory",
    "base.damage.galactica_command",
    "base.damage.galactica_admirals_quarters",
    "base.damage.galactica_ftl_control",
    "base.damage.galactica_weapons_control",
)
BASESTAR_DAMAGE = (
    "base.damage.basestar_critical_hit",
    "base.damage.basestar_disabled_hangar",
    "base.damage.basestar_disabled_weapons",
    "base.damage.basestar_structural_damage",
)
# Cylon attack cards whose activation, ships and special rule are all carried out here (lasting
# rules: activation.KEPT_RULES; Surrounded's discard by the effect interpreter).
CYLON_ATTACKS = (
    "base.crisis.ambush",
    "base.crisis.besieged",
    "base.crisis.boarding_parties",
    "base.crisis.cylon_swarm",
    "base.crisis.heavy_assault",
    "base.crisis.jammed_assault",
    "base.crisis.raiding_party",
    "base.crisis.surrounded",
    "base.crisis.tactical_strike",
    "base.crisis.thirty_three",
    "base.super_crisis.massive_assault",
)


def register_space_effects(registry: EffectRegistry) -> None:
    """Register the damage tokens and the Cylon attack cards implemented by the space modules."""
    for card in GALACTICA_DAMAGE:
        registry.register(card, "bsgcore.base.space.combat.damage_galactica (B-DMG-1, R-103)")
    for card in BASESTAR_DAMAGE:
        registry.register(card, "bsgcore.base.space.combat.damage_basestar (B-DMG-6, R-118, R-129)")
    for card in CYLON_ATTACKS:
        assert activation.cylon_attack_implemented(card), card
        registry.register(card, "bsgcore.base.space.activation.CylonAttack (B-CRISIS-4, R-117)")
    # A plugin's Cylon attack cards, when every op of their special rule is carried out.
    cards = m.data()
    for attack in (*cards.crisis, *cards.super_crisis):
        if (
            attack.kind == "cylon_attack"
            and attack.id not in registry
            and activation.cylon_attack_implemented(attack.id)
        ):
            registry.register(attack.id, "bsgcore.base.space.activation.CylonAttack (plugin)")
