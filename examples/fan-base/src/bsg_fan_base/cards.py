"""The fan-base plugin's cards, as catalogue entries (the shape of the base TOML files).

Every id starts with ``fan_base.``; every effect is an op of the base vocabulary or the plugin's
own ``fan_base_ration`` (ops.py), so the base game validates each one when the rules are built.
"""

from __future__ import annotations

from typing import Any

CRISIS = "fan_base.crisis.tylium_leak"
QUORUM = "fan_base.quorum.ration_plan"
SKILL = "fan_base.skill.field_rations"
LOCATION = "fan_base.location.mess_hall"
CHARACTER = "fan_base.character.felix_gaeta"
#: The location Gaeta's weakness forbids him to activate.
RESEARCH_LAB = "base.location.research_lab"
#: Gaeta's hand limit (his ability; base's is 10).
HAND_LIMIT = 12
ABILITY = "fan_base.ability.gaeta_logistics"
ONCE_PER_GAME = "fan_base.ability.gaeta_fleet_census"
WEAKNESS = "fan_base.ability.gaeta_by_the_book"

CRISIS_CARD: dict[str, Any] = {
    "id": CRISIS,
    "name": "Tylium Leak",
    "kind": "choice",
    "copies": 1,
    "chooser": "current_player",
    "cylon_activation": ["raiders"],
    "jump_icon": False,
    "option_a": {
        "text": "Lose 1 fuel.",
        "effects": [{"op": "resource", "resource": "fuel", "delta": -1}],
    },
    "option_b": {
        "text": "Lose 1 food and gain 1 morale.",
        "effects": [
            {"op": "resource", "resource": "food", "delta": -1},
            {"op": "resource", "resource": "morale", "delta": 1},
        ],
    },
}

QUORUM_CARD: dict[str, Any] = {
    "id": QUORUM,
    "name": "Ration Plan",
    "copies": 1,
    "timing": "action",
    "text": "Action: gain 2 food; then discard this card.",
    "effects": [{"op": "fan_base_ration", "delta": 2}, {"op": "discard_this_card"}],
}

SKILL_CARD: dict[str, Any] = {
    "id": SKILL,
    "name": "Field Rations",
    "type": "engineering",
    "values": [1],
    "copies_by_value": {"1": 2},
    "copies": 2,
    "timing": "action",
    "text": "Action: gain 1 food.",
    "effects": [{"op": "fan_base_ration", "delta": 1}],
}

LOCATION_ENTRY: dict[str, Any] = {
    "id": LOCATION,
    "name": "Mess Hall",
    "board": "base.board.galactica",
    "side": "human",
    "hazardous": False,
    "damageable": False,
    "text": "Action: gain 1 morale.",
    "effects": [{"op": "resource", "resource": "morale", "delta": 1}],
}

CHARACTER_ENTRY: dict[str, Any] = {
    "id": CHARACTER,
    "name": "Felix Gaeta",
    "type": "support",
    "skill_set": [
        {"types": ["tactics", "engineering"], "count": 3},
        {"types": ["politics"], "count": 2},
    ],
    "draw_per_turn": 5,
    "can_pilot": False,
    "start_location": LOCATION,
    "succession": {"admiral": 11, "president": 11},
    "ability": {
        "id": ABILITY,
        "name": "Logistics",
        "text": "Gaeta's hand limit is 12 (a plugin implementation of bsg_base_hand_limit).",
        "timing": "passive",
    },
    "once_per_game": {
        "id": ONCE_PER_GAME,
        "name": "Fleet Census",
        "text": "Once per game, Action: gain 1 food and 1 fuel.",
        "timing": "action",
        "effects": [
            {"op": "fan_base_ration", "delta": 1},
            {"op": "resource", "resource": "fuel", "delta": 1},
        ],
    },
    "weakness": {
        "id": WEAKNESS,
        "name": "By the Book",
        "text": "Gaeta may not activate the Research Lab (a plugin implementation of "
        "bsg_base_location_allowed).",
        "timing": "passive",
    },
}
