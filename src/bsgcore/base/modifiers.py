"""The modifier pipelines of the base game's query points, collected once per game's rules.

`Modifiers` holds, for each hook of ``hookspecs/queries.py``, its implementations in plugin order as
plain functions (``RulesRegistry.pipeline``); a call site runs them as a loop over the value base
computed. `modifiers()` returns the pipelines of the game being computed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsgcore.context import current_rules
from bsgcore.ruleset import RulesRegistry, build_rules

DATA_KEY = "base.modifiers"
HOOK_PREFIX = "bsg_base_"
Pipeline = tuple[Callable[..., Any], ...]


@attrs.frozen
class LocationCost:
    """Skill cards to discard before a location's action, and the reason shown (B-CHR-ROS-W)."""

    cards: int
    reason: str


NO_COST = LocationCost(0, "")


@attrs.frozen
class JumpClearing:
    """How a jump clears the board (B-JUMP-5 step 2, ``bsg_base_jump_clearing``): `notes`,
    events resolved just before (a plugin noting the ships that leave; they must not change
    the base game value), and `kept`, the ship kinds that stay in space (``"civilian"``)."""

    notes: tuple[Any, ...] = ()
    kept: tuple[str, ...] = ()


CLEAR_ALL = JumpClearing()


@attrs.frozen
class Recalled:
    """Cylon ships a plugin brings back into the supply for a placement that finds too few
    (``bsg_base_recall_ships``): the `events` doing it and how many ships (`count`)."""

    events: tuple[Any, ...] = ()
    count: int = 0


NONE_RECALLED = Recalled()


@attrs.frozen
class AddedCards:
    """The "You Are Not a Cylon" cards put into the loyalty deck after the set-up and the
    `events` taking them from where a plugin keeps them (``bsg_base_not_a_cylon_cards``)."""

    cards: tuple[str, ...] = ()
    events: tuple[Any, ...] = ()


@attrs.frozen
class ViperModel:
    """A viper model (type, ``bsg_base_viper_models``): its catalogue id and name, how many
    areas an activation or its pilot's move takes it (up to `moves`), and the results of a
    raider's attack that damage and that destroy it (B-CMBT-T8)."""

    id: str
    name: str
    moves: int = 1
    damaged_on: tuple[int, ...] = (5, 6, 7)
    destroyed_on: tuple[int, ...] = (8,)


@attrs.frozen
class Modifiers:
    """Each query point's pipeline: the hook ``bsg_base_<field>``'s implementations in order."""

    hand_limit: Pipeline
    move_cost: Pipeline
    location_allowed: Pipeline
    location_cost: Pipeline
    check_difficulty: Pipeline
    card_value: Pipeline
    check_card_limit: Pipeline
    receive_skills: Pipeline
    turn_steps: Pipeline
    movement_end: Pipeline
    extra_actions: Pipeline
    random_discard: Pipeline
    activation_fallback: Pipeline
    activation_steps: Pipeline
    attack_misses: Pipeline
    destroyed_at: Pipeline
    jump_steps: Pipeline
    destination_draw: Pipeline
    end_of_turn: Pipeline
    check_abilities: Pipeline
    check_steps: Pipeline
    check_result: Pipeline
    damage_galactica: Pipeline
    send_to: Pipeline
    ability_location: Pipeline
    new_character_allowed: Pipeline
    new_character_start: Pipeline
    not_a_cylon_cards: Pipeline
    execution_steps: Pipeline
    quorum_hand_limit: Pipeline
    loyalty_setup: Pipeline
    loyalty_cards: Pipeline
    winners: Pipeline
    loyalty_examined: Pipeline
    final_losses: Pipeline
    destiny_recipe: Pipeline
    crisis_deck: Pipeline
    set_aside: Pipeline
    action_allowed: Pipeline
    is_cylon_player: Pipeline
    title_eligible: Pipeline
    destroy_civilian: Pipeline
    once_per_game_allowed: Pipeline
    move_paid_first: Pipeline
    window_claims: Pipeline
    cylon_supply: Pipeline
    jump_clearing: Pipeline
    recall_ships: Pipeline
    basestar_damage_tokens: Pipeline
    basestar_damaged: Pipeline
    basestar_last_hit_draws: Pipeline
    cylon_moves: Pipeline
    viper_models: Pipeline
    viper_stock: Pipeline

    @classmethod
    def collect(cls, registry: RulesRegistry) -> Modifiers:
        """The pipelines of the enabled plugins (call once the plugin manager is complete)."""
        fields = [field.name for field in attrs.fields(cls)]
        return cls(**{name: registry.pipeline(HOOK_PREFIX + name) for name in fields})


def modifiers() -> Modifiers:
    """The pipelines of the game being computed; outside a game, the base game's own."""
    rules = current_rules()
    if rules is not None:
        found = rules.data.get(DATA_KEY)
        if found is not None:
            return found
    default: Modifiers = build_rules("base").data[DATA_KEY]
    return default
