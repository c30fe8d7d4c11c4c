"""JSON Schema of the Express view's game part (``view["game"]``), registered for ``bsg schema``
(``registry.set_data("view_schema", ...)``). Written from the view's shape over many games: every
key with its type, records closed (no other key), the mappings keyed by data (titles, resources,
skill types) open; tests validate thousands of real views against it, so a change to the view
must change it too."""

from __future__ import annotations

from typing import Any

VIEW_SCHEMA: dict[str, Any] = {
    "description": "The Express ruleset's own part of a view (`view['game']`): what one seat may "
    "know of the table; decks and hidden hands appear as counts.",
    "type": "object",
    "properties": {
        "active": {"type": "integer"},
        "admiral": {"type": "integer"},
        "assigned": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "die": {"type": "integer"},
                    "owner": {"type": "integer"},
                    "strong": {"type": "boolean"},
                    "value": {"type": "integer"},
                },
                "required": ["die", "owner", "strong", "value"],
                "additionalProperties": False,
            },
        },
        "check": {
            "description": "The skill check being resolved (null when none).",
            "type": ["null", "object"],
            "properties": {
                "caller": {"type": "integer"},
                "difficulty": {"type": "integer"},
                "kind": {"type": "string"},
                "removed_die": {"type": "integer"},
                "target": {"type": "integer"},
                "total": {"type": "integer"},
            },
            "required": ["caller", "difficulty", "kind", "removed_die", "target", "total"],
            "additionalProperties": False,
        },
        "colonials_lost": {"type": "integer"},
        "crisis": {
            "description": "The crisis being resolved this turn (null when none).",
            "type": ["null", "object"],
            "properties": {
                "consequence": {"type": "integer"},
                "difficulty": {"type": "integer"},
                "jump": {"type": "integer"},
                "source": {"type": "string"},
                "type": {"type": "string"},
            },
            "required": ["consequence", "difficulty", "jump", "source", "type"],
            "additionalProperties": False,
        },
        "damage": {"type": "array", "items": {"type": "string"}},
        "damage_pile": {"type": "integer"},
        "demoralization": {"type": "array", "items": {"type": "string"}},
        "demoralization_pile": {"type": "integer"},
        "distance": {"type": "integer"},
        "dradis": {
            "description": "The ships on the DRADIS display.",
            "type": "object",
            "properties": {"colonial": {"type": "integer"}, "raider": {"type": "integer"}},
            "required": ["colonial", "raider"],
            "additionalProperties": False,
        },
        "dradis_pile": {"type": "integer"},
        "jump": {"type": "integer"},
        "loyalty_deck": {"type": "integer"},
        "me": {
            "description": "What only this seat may see: its loyalty cards, its rolled "
            "dice and the like (null for a spectator).",
            "type": ["null", "object"],
            "properties": {
                "crisis_roll": {
                    "type": ["array", "null"],
                    "items": {
                        "type": "object",
                        "properties": {
                            "consequence": {"type": "integer"},
                            "die": {"type": "string"},
                            "difficulty": {"type": "integer"},
                            "jump": {"type": "integer"},
                            "type": {"type": "string"},
                        },
                        "required": ["consequence", "die", "difficulty", "jump", "type"],
                        "additionalProperties": False,
                    },
                },
                "dice": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "id": {"type": "integer"},
                            "strong": {"type": "boolean"},
                            "value": {"type": ["integer", "null"]},
                            "zone": {"type": "string"},
                        },
                        "required": ["id", "strong", "value", "zone"],
                        "additionalProperties": False,
                    },
                },
                "drawn_damage": {"type": ["array", "null"], "items": {"type": "string"}},
                "is_cylon": {"type": "boolean"},
                "jump_roll": {"type": ["array", "null"], "items": {"type": "integer"}},
                "loyalty": {"type": "array", "items": {"type": "string"}},
                "peeks": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "cards": {"type": "array", "items": {"type": "string"}},
                            "target": {"type": "integer"},
                        },
                        "required": ["cards", "target"],
                        "additionalProperties": False,
                    },
                },
                "seat": {"type": "integer"},
            },
            "required": [
                "crisis_roll",
                "dice",
                "drawn_damage",
                "is_cylon",
                "jump_roll",
                "loyalty",
                "peeks",
                "seat",
            ],
            "additionalProperties": False,
        },
        "players": {
            "description": "One entry per seat, in seat order: character, dice "
            "counts by zone, loyalty card counts, Brig, revealed.",
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "admiral": {"type": "boolean"},
                    "brig": {"type": "boolean"},
                    "character": {"type": "string"},
                    "demoralized": {"type": "boolean"},
                    "dice": {
                        "type": "object",
                        "properties": {
                            "active": {
                                "type": "object",
                                "properties": {
                                    "strong": {"type": "integer"},
                                    "weak": {"type": "integer"},
                                },
                                "required": ["strong", "weak"],
                                "additionalProperties": False,
                            },
                            "assigned": {
                                "type": "object",
                                "properties": {
                                    "strong": {"type": "integer"},
                                    "weak": {"type": "integer"},
                                },
                                "required": ["strong", "weak"],
                                "additionalProperties": False,
                            },
                            "box": {
                                "type": "object",
                                "properties": {
                                    "strong": {"type": "integer"},
                                    "weak": {"type": "integer"},
                                },
                                "required": ["strong", "weak"],
                                "additionalProperties": False,
                            },
                            "order": {
                                "type": "object",
                                "properties": {
                                    "strong": {"type": "integer"},
                                    "weak": {"type": "integer"},
                                },
                                "required": ["strong", "weak"],
                                "additionalProperties": False,
                            },
                            "spent": {
                                "type": "object",
                                "properties": {
                                    "strong": {"type": "integer"},
                                    "weak": {"type": "integer"},
                                },
                                "required": ["strong", "weak"],
                                "additionalProperties": False,
                            },
                        },
                        "required": ["active", "assigned", "box", "order", "spent"],
                        "additionalProperties": False,
                    },
                    "loyalty_cards": {"type": "integer"},
                    "name": {"type": "string"},
                    "revealed": {"type": "boolean"},
                    "seat": {"type": "integer"},
                    "shown_card": {"type": "string"},
                },
                "required": [
                    "admiral",
                    "brig",
                    "character",
                    "demoralized",
                    "dice",
                    "loyalty_cards",
                    "name",
                    "revealed",
                    "seat",
                    "shown_card",
                ],
                "additionalProperties": False,
            },
        },
        "prep_flag": {"type": "boolean"},
        "second_deal_done": {"type": "boolean"},
        "shown_rolls": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "die": {"type": "integer"},
                    "owner": {"type": "integer"},
                    "strong": {"type": "boolean"},
                    "value": {"type": "integer"},
                },
                "required": ["die", "owner", "strong", "value"],
                "additionalProperties": False,
            },
        },
        "turn": {"type": "integer"},
    },
    "required": [
        "active",
        "admiral",
        "assigned",
        "check",
        "colonials_lost",
        "crisis",
        "damage",
        "damage_pile",
        "demoralization",
        "demoralization_pile",
        "distance",
        "dradis",
        "dradis_pile",
        "jump",
        "loyalty_deck",
        "me",
        "players",
        "prep_flag",
        "second_deal_done",
        "shown_rolls",
        "turn",
    ],
    "additionalProperties": False,
}
