"""`bsg schema`: the JSON Schema describes every command, event, decision and view that 100 seeded
random Express games produce (also redacted for a seat), and refuses malformed commands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bsgcore import Game, MalformedCommand, cli
from bsgcore.core_events import CommandPlayed
from bsgcore.ruleset import build_rules
from bsgcore.schema import DIALECT, KERNEL_DEFS, SchemaError, build_schema, schema_for
from bsgcore.serialization import command_from_dict, command_to_dict, dumps
from bsgcore.testing import random_playout

jsonschema = pytest.importorskip("jsonschema")

GAMES = 100


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    """The express document, checked against the 2020-12 meta-schema."""
    doc = schema_for("express")
    jsonschema.Draft202012Validator.check_schema(doc)
    return doc


class Validators:
    """Validators for any definition of one document, built once each."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self._cache: dict[str, Any] = {}

    def __call__(self, name: str) -> Any:
        if name not in self._cache:
            assert name in self.doc["$defs"], f"no definition {name!r}"
            root = {"$schema": DIALECT, "$defs": self.doc["$defs"], "$ref": f"#/$defs/{name}"}
            self._cache[name] = jsonschema.Draft202012Validator(root)
        return self._cache[name]

    def check(self, name: str, instance: Any) -> None:
        errors = sorted(self(name).iter_errors(instance), key=lambda e: list(e.path))
        assert not errors, f"{instance!r} does not match {name}: {[e.message for e in errors]}"


@pytest.fixture(scope="module")
def validators(schema: dict[str, Any]) -> Validators:
    return Validators(schema)


@pytest.fixture(scope="module")
def games() -> list[Game]:
    """100 seeded random Express games for 3 to 5 seats."""
    return [random_playout("express", 3 + seed % 3, seed) for seed in range(GAMES)]


def test_document_shape(schema: dict[str, Any]) -> None:
    """The unions name every registered tag; every definition the document refers to exists."""
    rules = build_rules("express")
    defs = schema["$defs"]
    assert schema["$schema"] == DIALECT
    for name in KERNEL_DEFS:
        assert name in defs
    for tag in rules.registry.tags:
        assert defs[tag]["properties"]["tag"] == {"const": tag}
        assert defs[tag]["additionalProperties"] is False
    for union, prefix in (("command", "Command"), ("event", "Event"), ("frame", "Frame")):
        listed = {ref["$ref"].rsplit("/", 1)[1] for ref in defs[union]["oneOf"]}
        expected = {tag for tag, cls in rules.registry.tags.items() if prefix in _bases(cls)}
        assert listed == expected
    refs = set(_refs(schema))
    assert refs and all(ref.removeprefix("#/$defs/") in defs for ref in refs)
    assert defs["express.assign"]["required"] == ["tag", "seat", "dice"]
    assert defs["express.take_action"]["properties"]["target"]["default"] == -1
    assert defs["express.dice_rolled"]["properties"]["v"] == {"const": 1}
    assert defs["express.crisis_chosen"]["properties"]["crisis"] == {"$ref": "#/$defs/Crisis"}
    assert defs["core.command_played"]["properties"]["command"] == {"$ref": "#/$defs/command"}
    assert defs["core.push"]["properties"]["frames"]["items"] == {"$ref": "#/$defs/frame"}
    assert defs["express.f.assign_dice"]["properties"]["roll"] == {
        "$ref": "#/$defs/express.f.roll_dice"
    }


def _bases(cls: type) -> set[str]:
    return {base.__name__ for base in cls.__mro__}


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return found + [r for value in node.values() for r in _refs(value)]
    if isinstance(node, list):
        return [r for value in node for r in _refs(value)]
    return []


def test_recorded_games_validate(games: list[Game], validators: Validators) -> None:
    """Every command, event record and redacted event of 100 random games matches the schema.

    Identical JSON validates identically, so each distinct body is checked once against the
    definition its tag selects (the unions' discriminator); one of each tag also goes through
    the full unions, and the start of one game through ``record`` line by line.
    """
    bodies: dict[str, dict[str, Any]] = {}
    commands: dict[str, dict[str, Any]] = {}
    redacted: dict[str, dict[str, Any]] = {}
    rules = games[0].rules
    for index, game in enumerate(games):
        assert game.is_over
        for seq, record in enumerate(game.log_records()):
            assert record.pop("seq") == seq
            bodies.setdefault(dumps(record), record)
        for event in game.events:
            if isinstance(event, CommandPlayed):
                data = command_to_dict(rules, event.command)
                commands.setdefault(dumps(data), data)
        for seat in (index % game.seats, None):
            for event in game.events_for(seat):
                data = game.to_json(event)
                redacted.setdefault(dumps(data), data)
    assert len(commands) > 50 and len(bodies) > 500
    first_of_tag: dict[str, dict[str, Any]] = {}
    for body in (*bodies.values(), *redacted.values()):
        validators.check(body["tag"], body)
        first_of_tag.setdefault(body["tag"], body)
    for data in commands.values():
        validators.check(data["tag"], data)
        # The schema and the parser agree: what validates is read back unchanged.
        assert command_to_dict(rules, command_from_dict(rules, data)) == data
    for body in first_of_tag.values():
        validators.check("event", body)
    for data in {c["tag"]: c for c in commands.values()}.values():
        validators.check("command", data)
    for record in games[0].log_records()[:150]:
        validators.check("record", record)


def test_views_and_decisions_validate(validators: Validators) -> None:
    """Each seat's and a spectator's view, with its pending decision and options, validate."""
    seen: set[str] = set()

    def check(game: Game) -> None:
        decision = game.pending
        seats = (None,) if decision is None else (decision.seat, (decision.seat + 1) % game.seats)
        for seat in (*seats, None):
            view = game.view(seat)
            validators.check("view", view)
            if view["pending"] is not None:
                validators.check("decision", view["pending"])
                seen.add(decision.kind if decision is not None else "")
                assert ("options" in view["pending"]) == (seat == view["pending"]["seat"])

    random_playout("express", 4, 7, on_step=check)
    assert len(seen) > 5


def test_save_file_lines_validate(tmp_path: Path, validators: Validators) -> None:
    """Each line of a saved game is a ``log_line``: the header, then records with their seq."""
    game = random_playout("express", 3, 11, max_commands=20000)
    path = tmp_path / "game.jsonl"
    game.save(path)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    validators.check("log_line", lines[0])
    validators.check("header", lines[0])
    for line in lines[1:40]:
        validators.check("log_line", line)


MALFORMED: list[tuple[str, dict[str, Any]]] = [
    ("missing field", {"tag": "express.assign", "seat": 0}),
    ("missing seat", {"tag": "express.assign", "dice": [1]}),
    ("wrong item type", {"tag": "express.assign", "seat": 0, "dice": ["1"]}),
    ("not a list", {"tag": "express.assign", "seat": 0, "dice": 1}),
    ("seat as string", {"tag": "express.reroll", "seat": "0"}),
    ("bool for int", {"tag": "express.pick_crisis", "seat": 0, "index": True}),
    ("float for int", {"tag": "express.pick_crisis", "seat": 0, "index": 1.5}),
    ("extra field", {"tag": "express.reroll", "seat": 0, "dice": [1]}),
    ("unknown tag", {"tag": "express.nope", "seat": 0}),
    ("event tag", {"tag": "express.dice_rolled", "seat": 0, "dice": [], "values": []}),
    ("no tag", {"seat": 0}),
    ("default mistyped", {"tag": "express.take_action", "seat": 0, "action": "x", "die": "1"}),
]


@pytest.mark.parametrize("data", [d for _, d in MALFORMED], ids=[n for n, _ in MALFORMED])
def test_malformed_commands_fail(data: dict[str, Any], validators: Validators) -> None:
    """A malformed command fails validation, and the engine refuses it as malformed too."""
    assert not validators("command").is_valid(data)
    rules = build_rules("express")
    with pytest.raises(MalformedCommand):
        command_from_dict(rules, data)


def test_defaults_may_be_omitted(validators: Validators) -> None:
    """A command without its defaulted fields validates (and parses)."""
    data = {"tag": "express.take_action", "seat": 1, "action": "char"}
    validators.check("command", data)
    command_from_dict(build_rules("express"), data)


def test_toy_ruleset_schema(toy_game: Any) -> None:
    """The schema is built for any ruleset: the toy's recorded games validate too."""
    game = toy_game(seats=3, seed=5, commands=60)
    doc = build_schema(game.rules)
    jsonschema.Draft202012Validator.check_schema(doc)
    check = Validators(doc)
    for record in game.log_records():
        record.pop("seq")
        check.check(record["tag"], record)
    for event in game.events_for(0):
        check.check("event", game.to_json(event))


def test_unsupported_field_type_is_named() -> None:
    """A field type with no JSON form is a SchemaError naming the type, not a silent ``{}``."""
    from bsgcore.schema import _Builder

    builder = _Builder(build_rules("express"))
    with pytest.raises(SchemaError, match="complex"):
        builder.type_schema(complex)
    with pytest.raises(SchemaError, match="keys must be strings"):
        builder.type_schema(dict[int, str])
    assert builder.type_schema(int | None) == {"anyOf": [{"type": "integer"}, {"type": "null"}]}
    assert builder.type_schema(tuple[int, str]) == {
        "type": "array",
        "prefixItems": [{"type": "integer"}, {"type": "string"}],
        "items": False,
        "minItems": 2,
    }


def test_bsg_schema_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg schema --out FILE`` writes the document; without --out it goes to stdout."""
    out = tmp_path / "schema.json"
    assert cli.main(["schema", "--ruleset", "express", "--out", str(out)]) == 0
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written == schema_for("express")
    capsys.readouterr()
    assert cli.main(["schema", "--ruleset", "express"]) == 0
    assert json.loads(capsys.readouterr().out) == written
    assert cli.main(["schema"]) == 0  # the default ruleset is base, like every subcommand's
    assert json.loads(capsys.readouterr().out) == schema_for("base")
    assert cli.main(["schema", "--ruleset", "no-such-ruleset"]) == 2
