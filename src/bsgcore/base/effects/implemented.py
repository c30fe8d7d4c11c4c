"""The card effects the base ruleset implements: every package's cards declared into a game's
`EffectRegistry` once its ops are registered (``bsg cards --missing`` and the completeness gate
read it)."""

from __future__ import annotations

from bsgcore.base.characters.check_abilities import register_check_ability_effects
from bsgcore.base.cylons.rules import register_cylon_effects
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.quorum.cards import register_quorum_effects
from bsgcore.base.space.effects import register_space_effects
from bsgcore.base.turn.rules import register_effects
from bsgcore.ruleset import build_rules


def register_card_effects(registry: EffectRegistry) -> None:
    """Declare the base cards carried out (read while the game's tables are being built)."""
    registry.register(
        "base.ability.baltar_coward",
        "bsgcore.base.setup.dealing.deal_loyalty (B-SETUP-8, B-CHR-BAL-W: Baltar is dealt 2 at setup)",
    )
    register_space_effects(registry)
    register_effects(registry)
    register_cylon_effects(registry)
    register_quorum_effects(registry)
    register_check_ability_effects(registry)


def base_effects() -> EffectRegistry:
    """The effect registry of the shipped base rules (no fan plugin)."""
    registry = build_rules("base").data["base.effects"]
    assert isinstance(registry, EffectRegistry)
    return registry
