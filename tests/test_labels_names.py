"""Names and texts as data (game.catalogue, bsg cards --json, bsg catalogue --json) and events
that read as sentences outside any engine call (issue 12, items 2 and 4)."""

from __future__ import annotations

import json
import random

from bsgcore import Game
from bsgcore.cli import main
from bsgcore.core_events import CommandPlayed


def test_catalogue_names_every_id_a_base_game_shows() -> None:
    game = Game.new("base", ["fan_base"], seats=4, seed=5)
    entries = game.catalogue()["entries"]
    assert entries["base.skill.repair"]["name"] == "Repair"
    assert entries["base.skill.repair"]["strengths"].count(2) == 6
    assert entries["base.location.brig"]["kind"] == "location"
    assert entries["fan_base.character.felix_gaeta"]["kind"] == "character"
    assert "@" in game.catalogue()["suffixes"] and "#" in game.catalogue()["suffixes"]
    while not game.view(None)["game"]["set_up"]:
        game.play(game.pending.options[0])
    view = game.view(None)["game"]
    for player in view["players"]:
        assert player["character"] in entries
    for location in {p["location"] for p in view["players"]} - {"space", "stranded"}:
        assert location in entries


def test_catalogue_of_express_names_characters_and_markers() -> None:
    entries = Game.new("express", ["fan_cards"], seats=4, seed=1).catalogue()["entries"]
    assert entries["lee_adama"]["kind"] == "character"
    assert entries["saul_tigh"]["name"]  # the fan plugin's character
    assert any(e["kind"] == "damage_marker" for e in entries.values())


def test_bsg_cards_and_catalogue_json(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["cards", "--ruleset", "base", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)["cards"]
    water = next(c for c in cards if c["id"] == "base.crisis.water_shortage")
    assert water["name"] == "Water Shortage" and "Lose 1 food" in water["text"]
    assert all(c["implemented"] for c in cards)
    assert main(["catalogue", "--ruleset", "base", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["entries"]["base.character.saul_tigh"]["name"] == "Saul Tigh"


def test_describe_names_plugin_cards_without_a_context_manager() -> None:
    """A fan plugin's card is named by its own describe(), even after other rules were built."""
    for ruleset, plugins in (("base", ["fan_base"]), ("express", ["fan_cards"])):
        game = Game.new(ruleset, plugins, seats=4, seed=3)
        rng = random.Random(3)
        while not game.is_over:
            game.play(rng.choice(game.pending.options))
        Game.new("base", seats=3, seed=0)  # other rules built since
        sentences = [event.describe() for event in game.events]
        assert all(sentences)
        assert sentences == [game.describe(event) for event in game.events]


def test_json_events_for_a_seat_carry_their_sentence() -> None:
    game = Game.new("base", seats=4, seed=2)
    rng = random.Random(2)
    for _ in range(100):
        game.play(rng.choice(game.pending.options))
    seat = game.pending.seat
    redacted = game.events_for(seat)
    messages = game.events_json(seat)
    assert len(messages) == len(redacted)
    commands = 0
    for event, message in zip(redacted, messages, strict=True):
        assert {k: v for k, v in message.items() if k != "text"} == game.to_json(event)
        if isinstance(event, CommandPlayed):  # a command reads as its label, as the seat sees it
            commands += 1
            assert message["text"].startswith(f"seat {event.command.seat}: ")
            assert "base." not in message["text"]
        else:
            assert message["text"] == game.describe(event)
    assert commands > 50
    hidden = [m["text"] for m in messages if m["text"].endswith("a hidden card")]
    assert hidden, "another seat's face-down discard or check card reads as hidden"


def test_loaded_games_describe_commands_without_labels(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = Game.new("express", seats=4, seed=2)
    rng = random.Random(2)
    for _ in range(30):
        game.play(rng.choice(game.pending.options))
    game.save(tmp_path / "g.jsonl")
    loaded = Game.load(tmp_path / "g.jsonl")
    texts = [m["text"] for m in loaded.events_json(0)]
    assert texts == [loaded.describe(e) for e in loaded.events_for(0)]
