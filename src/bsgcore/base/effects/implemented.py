"""The effects the base ruleset implements: every module's cards gathered into one
`EffectRegistry` (``bsg cards --missing`` and the completeness gate read it)."""

from __future__ import annotations

from bsgcore.base.characters.check_abilities import register_check_ability_effects
from bsgcore.base.cylons.rules import register_cylon_effects
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.quorum.cards import register_quorum_effects
from bsgcore.base.space.effects import register_space_effects
from bsgcore.base.turn.rules import register_effects


def base_effects() -> EffectRegistry:
    """The effects the base ruleset implements so far."""
    registry = EffectRegistry()
    registry.register(
        "base.ability.baltar_coward",
        "bsgcore.base.setup.dealing.deal_loyalty (B-SETUP-8, B-CHR-BAL-W: Baltar is dealt 2 at setup)",
    )

    register_space_effects(registry)

    register_effects(registry)

    register_cylon_effects(registry)

    register_quorum_effects(registry)

    register_check_ability_effects(registry)
    return registry
