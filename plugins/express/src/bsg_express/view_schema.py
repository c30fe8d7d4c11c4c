"""JSON Schema of the Express view's game part (``view["game"]``), registered for ``bsg schema``
(``registry.set_data("view_schema", ...)``). Written from the view's shape (every key with its
type; the game object and its players closed); tests validate thousands of real views against
it, so a change to the view must change it too."""

from __future__ import annotations

from typing import Any

VIEW_SCHEMA: dict[str, Any] = {
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
        "check": {"type": ["null", "object"]},
        "colonials_lost": {"type": "integer"},
        "crisis": {"type": ["null", "object"]},
        "damage": {"type": "array", "items": {"type": "string"}},
        "damage_pile": {"type": "integer"},
        "demoralization": {"type": "array", "items": {"type": "string"}},
        "demoralization_pile": {"type": "integer"},
        "distance": {"type": "integer"},
        "dradis": {"type": "object", "additionalProperties": {"type": "integer"}},
        "dradis_pile": {"type": "integer"},
        "jump": {"type": "integer"},
        "loyalty_deck": {"type": "integer"},
        "me": {"type": ["null", "object"]},
        "players": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "admiral": {"type": "boolean"},
                    "brig": {"type": "boolean"},
                    "character": {"type": "string"},
                    "demoralized": {"type": "boolean"},
                    "dice": {"type": "object"},
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
    "description": "The Express ruleset's own part of a view (`view['game']`): what one seat may "
    "know of the table; decks and hidden hands appear as counts.",
}
