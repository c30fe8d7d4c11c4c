"""`bsg schema` describes the view's game part per ruleset, lists decision kinds as an enum and
gives each event a `text` field: thousands of real views, labelled decisions and redacted events
with their sentences validate against it (issue 12, item 3)."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest

import bsgcore.testing.toy as toy
from bsgcore import Game
from bsgcore.labels import decision_kinds
from bsgcore.schema import DIALECT, schema_for
from bsgcore.testing import installed_plugins, plugin_module, sweep_size

SETUPS = [
    ("base", (), 5),
    ("base", ("fan_base",), 4),
    ("base", ("pegasus",), 5),
    ("express", (), 4),
    ("express", ("fan_cards",), 3),
]


def as_json(data: Any) -> Any:
    """What a client receives: the data through JSON (tuples become arrays)."""
    return json.loads(json.dumps(data))


def validator(schema: dict[str, Any], name: str) -> Any:
    return jsonschema.Draft202012Validator(
        {"$schema": DIALECT, "$defs": schema["$defs"], "$ref": f"#/$defs/{name}"}
    )


@pytest.mark.parametrize(("ruleset", "plugins", "seats"), SETUPS)
def test_real_views_and_events_with_text_match_the_schema(
    ruleset: str, plugins: tuple[str, ...], seats: int
) -> None:
    schema = schema_for(ruleset, plugins)
    game_part = schema["$defs"]["view"]["properties"]["game"]
    assert game_part.get("properties"), "the view's game part is described"
    assert game_part.get("additionalProperties") is False
    kinds = schema["$defs"]["decision"]["properties"]["kind"]["enum"]
    views, events = validator(schema, "view"), {}
    checked, limit = 0, sweep_size(full=1000, sample=400)  # views validated (BSG_FULL=1: all)
    for seed in range(2):
        game = Game.new(ruleset, list(plugins), seats=seats, seed=seed)
        assert tuple(kinds) == decision_kinds(game.rules)
        rng = random.Random(seed)
        while not game.is_over and checked < limit:
            seat = game.pending.seat
            for who in (None, seat, (seat + 1) % seats):
                views.validate(as_json(game.view(who, labels=True)))
                checked += 1
            game.play(rng.choice(game.pending.options))
        for message in game.events_json((seed % seats) or None):
            tag = message["tag"]
            if tag not in events:
                events[tag] = validator(schema, tag)
            events[tag].validate(as_json(message))
    assert checked >= 300


def test_a_view_whose_game_part_breaks_its_shape_is_refused() -> None:
    schema = schema_for("base")
    game = Game.new("base", seats=3, seed=1)
    view = game.view(0)
    view["game"]["unknown"] = 1
    with pytest.raises(jsonschema.ValidationError):
        validator(schema, "view").validate(view)
    view = game.view(0)
    view["pending"]["kind"] = "no_such_kind"
    with pytest.raises(jsonschema.ValidationError):
        validator(schema, "view").validate(view)


def test_a_plugin_describes_its_own_view_section() -> None:
    """A plugin's view section is described by the schema it registers (``view_schema.<name>``)."""
    section = {"type": "object", "properties": {"hello": {"type": "string"}}, "required": ["hello"]}

    def register_rules(registry: Any, ruleset: str) -> None:
        registry.set_data("view_schema.greeter", section)

    def player_view(state: Any, seat: Any) -> dict[str, Any]:
        return {"hello": "world"}

    greeter = plugin_module(
        "greeter",
        requires=("toy",),
        extends=("toy",),
        bsg_register_rules=register_rules,
        bsg_player_view=player_view,
    )
    with installed_plugins(toy, greeter):
        schema = schema_for("toy", ["greeter"])
        assert schema["$defs"]["view"]["properties"]["plugins"]["properties"]["greeter"] == section
        view = Game.new("toy", plugins=["greeter"], seats=2, seed=1).view(0)
        check = validator(schema, "view")
        check.validate(as_json(view))
        view["plugins"]["greeter"] = {"hello": 1}
        with pytest.raises(jsonschema.ValidationError):
            check.validate(as_json(view))
