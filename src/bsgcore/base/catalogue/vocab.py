"""The effect vocabulary of the card catalogues (rules/cards/README.md sections 5-9) as data.

Every `effects` list of a catalogue is checked against it on load, so an op, parameter or closed
value the engine does not know is a load error, never a silent no-op at play time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

ICONS = frozenset(
    {
        "raiders",
        "heavy_raiders",
        "basestars_attack",
        "basestars_launch",
        "occupation_forces",
        "none",
    }
)
WHO = frozenset(
    {
        "current_player", "acting_player", "president", "admiral", "cag", "each_player",
        "each_human", "each_other_player", "each_revealed_cylon", "chosen", "chosen_other",
        "chosen_human", "chosen_in_brig", "chosen_on_new_caprica", "chosen_in_own_location",
        "chosen_revealed_cylon", "chosen_human_on_new_caprica", "chosen_human_in_own_location",
        "any_player", "other_player", "president_or_admiral", "highest_in_line_except_holder",
        "that_player", "holder", "examiner", "owner",
    }
)  # fmt: skip
LOCATION_KEYWORDS = frozenset(
    {"any_galactica_location", "any_human_location", "any_new_caprica_location"}
)
START_KEYWORDS = frozenset({"stranded", "viper_in_echo_or_foxtrot", "pegasus_cic_or_command"})
AREAS = {1: "alpha", 2: "bravo", 3: "charlie", 4: "delta", 5: "echo", 6: "foxtrot"}
AREA_KEYWORDS = frozenset({"chosen", "all", "any", "cag_choice"})
SHIPS = frozenset({"basestar", "raider", "heavy_raider", "viper", "civilian"})
RESOURCES = ("fuel", "food", "morale", "population")
SKILL_TYPES = ("politics", "leadership", "tactics", "piloting", "engineering")
CHARACTER_TYPES = frozenset({"political_leader", "military_leader", "pilot", "support"})
UNTIL = frozenset(
    {
        "fleet_jumps", "after_fleet_jumps", "fleet_jumps_or_no_raiders",
        "fleet_jumps_or_scar_destroyed", "civilian_or_basestar_destroyed", "end_of_game",
    }
)  # fmt: skip
CONDITIONS = frozenset(
    {
        "food_below_6", "any_resource_in_red", "no_resource_in_red", "distance_at_most_6",
        "distance_at_most_7", "raptor_available", "admiral_has_nuke", "galactica_in_orbit",
        "cylon_fleet_in_use", "viper_destroyed", "viper_destroyed_this_game",
        "morale_lost_to_execution_this_game", "ten_raiders_on_main_board",
        "six_vipers_damaged_or_destroyed", "one_distance_destination_resolved",
        "admiral_has_no_nukes", "in_hangar_deck", "is_president", "can_pilot",
        "self_is_president", "current_on_new_caprica", "self_in_brig_or_sickbay",
        "human_in_brig_or_detention", "president_in_brig", "target_in_brig", "holds_two_titles",
        "revealer_not_in_brig", "evacuated", "check_passed", "piloting_strength_ge_3",
        "discard_20_strength",
    }
)  # fmt: skip
COMMON_PARAMS = frozenset({"op", "optional", "condition"})
OPS: Mapping[str, frozenset[str] | None] = {
    "resource": frozenset({"resource", "delta"}),
    "jump_track": frozenset({"delta"}),
    "pursuit_track": frozenset({"delta"}),
    "nukes": frozenset({"delta"}),
    "raptors": frozenset({"delta"}),
    "trauma": frozenset({"who", "delta", "pick", "chooser"}),
    "draw_skill": frozenset({"who", "count", "types", "outside_skill_set", "chooser"}),
    "discard_skill": frozenset({"who", "count", "random", "chooser"}),
    "draw_quorum": frozenset({"who", "count"}),
    "look_at_loyalty": frozenset({"viewer", "target", "count", "random", "chooser"}),
    "loyalty_deck": frozenset({"action", "who", "chooser"}),
    "give_loyalty_cards": frozenset({"to", "chooser"}),
    "steal_skill_card": frozenset({"from", "chooser", "count"}),
    "destiny": frozenset({"action", "count"}),
    "draw_galactica_damage": frozenset({"count", "up_to", "resolve"}),
    "play_quorum_card": frozenset(),
    "play_super_crisis": frozenset(),
    "swap_super_crisis": frozenset(),
    "draw_crisis_choose": frozenset({"draw", "resolve", "other_to", "skip_steps"}),
    "peek_top": frozenset({"decks", "may_move_to_bottom"}),
    "discard_this_card": frozenset(),
    "remove_this_card": frozenset(),
    "attach_card": frozenset({"to", "chooser", "rule"}),
    "keep_in_play": frozenset({"until", "rule"}),
    "extra_crisis": frozenset({"timing"}),
    "add_distance": frozenset({"distance"}),
    "move_character": frozenset({"who", "to", "from", "chooser"}),
    "move_all_in_location": frozenset({"from", "to"}),
    "move_all_on_ship": frozenset({"ship", "to"}),
    "give_title": frozenset({"title", "to", "chooser"}),
    "execute": frozenset({"who", "chooser", "ignore_cylon_immunity"}),
    "grant_actions": frozenset({"to", "chooser", "options"}),
    "become_revealed_cylon": frozenset({"super_crisis", "forbidden_locations"}),
    "hand_limit": frozenset({"value"}),
    "place_ships": frozenset({"area", "ships"}),
    "destroy_civilian": frozenset({"count", "method"}),
    "damage_vipers": frozenset({"count", "where", "unmanned"}),
    "destroy_vipers": frozenset({"count", "where"}),
    "repair_vipers": frozenset({"count", "include_destroyed", "up_to"}),
    "repair_location": frozenset({"which", "count", "up_to"}),
    "return_vipers_to_reserves": frozenset({"which"}),
    "activate_vipers": frozenset(
        {"count", "unmanned", "same_viper_repeatable", "vipers", "who", "up_to"}
    ),
    "launch_self_in_viper": frozenset({"areas", "then_extra_actions"}),
    "activate_cylons": frozenset({"kind", "times", "centurions"}),
    "activate_placed_raiders": frozenset({"area", "count"}),
    "each_basestar_attacks_galactica": frozenset(),
    "each_basestar_launches": frozenset({"raider", "heavy_raider"}),
    "destroy_cylon_ships": frozenset({"area", "ships", "count", "mode"}),
    "place_centurion": frozenset({"count"}),
    "destroy_centurion": frozenset({"count"}),
    "move_centurions": frozenset({"delta"}),
    "attack_centurion": frozenset({"destroy_at_least"}),
    "damage_galactica": frozenset({"count"}),
    "damage_location": frozenset({"location"}),
    "galactica_attack": frozenset({"targets", "hit_on"}),
    "nuke_basestar": frozenset({"table"}),
    "inspect_civilians": frozenset({"count", "may_move_adjacent"}),
    "jump_fleet": frozenset({"requires_track_at_least", "population_risk"}),
    "occupation_force": frozenset({"action", "count", "at"}),
    "civilian_stack": frozenset({"action", "count"}),
    "skill_check": frozenset({"difficulty", "skills", "target", "pass", "fail"}),
    "skill_check_face_up": frozenset(),
    "skill_positive": frozenset({"types"}),
    "modify_difficulty": frozenset({"delta", "direction", "applies_to"}),
    "modify_roll": frozenset({"delta"}),
    "reroll_viper_attack": frozenset({"piloted_modifier"}),
    "viper_attacks": frozenset({"count"}),
    "roll": frozenset({"roller", "outcomes", "chooser", "eligible", "requires"}),
    "resolve_fail_box": frozenset(),
    "choice": frozenset({"chooser", "options"}),
    "optional": frozenset({"chooser", "effects"}),
    "if": frozenset({"then"}),
    "skip_step": frozenset({"step"}),
    "custom": None,  # any parameters; `key` required
}
VALUES: Mapping[tuple[str, str], frozenset[str]] = {
    ("keep_in_play", "rule"): frozenset(
        {
            "unmanned_viper_attack_minus_2",
            "basestar_launches_one_extra",
            "communications_locked",
            "reshuffle_into_crisis_deck_on_jump",
            "no_looking_at_loyalty_cards",
            "colonial_one_closed",
            "constant_barrage",
            "personal_vendetta",
            "raptor_crew_captured",
            "dangerous_repairs",
            "no_once_per_game_for_humans",
        }
    ),  # fmt: skip
    ("attach_card", "rule"): frozenset(
        {
            "prophecy_plus_2_administration_or_quarters_on_president",
            "arbitrator_plus_or_minus_3_admirals_quarters",
            "mission_specialist_draws_3_destinations_next_jump",
            "vice_president_only_administration_target",
        }
    ),
    ("destroy_civilian", "method"): frozenset({"draw", "chosen_ship", "in_chosen_area"}),
    ("damage_vipers", "where"): frozenset(
        {"reserves", "space", "space_or_reserves", "chosen_area"}
    ),
    ("destroy_vipers", "where"): frozenset(
        {"reserves", "space", "space_or_reserves", "chosen_area"}
    ),
    ("destroy_cylon_ships", "ships"): frozenset({"all", "raiders", "heavy_raiders"}),
    ("destroy_cylon_ships", "mode"): frozenset({"destroy", "remove"}),
    ("give_title", "title"): frozenset({"president", "admiral", "cag"}),
    ("skip_step", "step"): frozenset({"receive_skills", "prepare_for_jump"}),
    ("draw_crisis_choose", "other_to"): frozenset({"discard", "bottom_of_deck"}),
    ("repair_location", "which"): frozenset({"own", "chosen"}),
    ("return_vipers_to_reserves", "which"): frozenset({"space", "undamaged_on_board"}),
    ("modify_difficulty", "direction"): frozenset({"up", "down", "either"}),
}
WHO_PARAMS = ("who", "chooser", "roller", "viewer")
TO_IS_WHO = frozenset({"give_title", "attach_card", "give_loyalty_cards", "grant_actions"})
NESTED_LISTS = ("then", "effects", "pass", "fail")


@attrs.frozen
class Vocabulary:
    """The ops (with their parameters), WHO values and conditions a card may use: the shipped
    vocabulary, plus what plugins register through ``bsg_base_content``."""

    ops: Mapping[str, frozenset[str] | None] = OPS
    who: frozenset[str] = WHO
    conditions: frozenset[str] = CONDITIONS


BASE = Vocabulary()


def check_effects(
    where: str, effects: Any, locations: frozenset[str], vocabulary: Vocabulary = BASE
) -> list[str]:
    """Every problem of an effect list against the vocabulary (empty when it is well formed)."""
    if not isinstance(effects, list):
        return [f"{where}: effects must be a list"]
    problems: list[str] = []
    for op in effects:
        if not isinstance(op, dict) or "op" not in op:
            problems.append(f"{where}: effect without op: {op!r}")
        else:
            problems += check_op(f"{where} op {op['op']}", op, locations, vocabulary)
    return problems


def check_op(
    where: str, op: dict[str, Any], locations: frozenset[str], vocabulary: Vocabulary = BASE
) -> list[str]:
    """Every problem of one op: name, parameters, closed values, references, nested lists."""
    name = op["op"]
    if name not in vocabulary.ops:
        return [f"{where}: op {name!r} is not in the vocabulary"]
    problems: list[str] = []
    allowed = vocabulary.ops[name]
    if allowed is None:
        if name == "custom" and not isinstance(op.get("key"), str):
            problems.append(f"{where}: a custom op needs a `key`")
    else:
        problems += [
            f"{where}: parameter {k!r} not in the vocabulary"
            for k in op
            if k not in allowed and k not in COMMON_PARAMS
        ]
    for (o, k), values in VALUES.items():
        if o == name and k in op and op[k] not in values:
            problems.append(f"{where}: {k} = {op[k]!r} is not one of {sorted(values)}")
    if "condition" in op and op["condition"] not in vocabulary.conditions:
        problems.append(f"{where}: condition {op['condition']!r} is not a known condition")
    if name != "custom":
        problems += [
            f"{where}: {k} = {op[k]!r} is not a WHO value"
            for k in WHO_PARAMS
            if k in op and op[k] not in vocabulary.who
        ]
    if name in TO_IS_WHO and op.get("to") not in vocabulary.who:
        problems.append(f"{where}: to = {op.get('to')!r} is not a WHO value")
    if name in ("move_character", "move_all_in_location", "move_all_on_ship"):
        target = op.get("to")
        if target not in locations and target not in LOCATION_KEYWORDS:
            problems.append(f"{where}: to = {target!r} is not a location")
    if name == "damage_location" and op.get("location") not in locations:
        problems.append(f"{where}: location {op.get('location')!r} is not a location")
    if name == "resource" and op.get("resource") not in RESOURCES:
        problems.append(f"{where}: resource {op.get('resource')!r}")
    if name == "keep_in_play" and op.get("until") not in UNTIL:
        problems.append(f"{where}: until {op.get('until')!r}")
    if name == "activate_cylons" and op.get("kind") not in (ICONS - {"none"}) | {
        "chosen_by_acting_player"
    }:
        problems.append(f"{where}: kind {op.get('kind')!r} is not an activation icon")
    if name == "place_ships" and not set(op.get("ships", {})) <= SHIPS:
        problems.append(f"{where}: ships {op.get('ships')!r}")
    for key in NESTED_LISTS:
        if isinstance(op.get(key), list):
            problems += check_effects(f"{where}.{key}", op[key], locations, vocabulary)
    for option in op.get("options", []) if name == "choice" else []:
        problems += check_effects(f"{where} option", option.get("effects"), locations, vocabulary)
    for outcome in op.get("outcomes", []) if name == "roll" else []:
        problems += check_effects(f"{where} roll", outcome.get("effects"), locations, vocabulary)
    return problems
