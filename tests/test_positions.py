"""Positions (docs/positions.md): written from a game, read back into one that continues exactly
as the original; impossible or unreadable positions refused with a clear message; a seat's
position carries only what it may know; the scenario helpers in `bsgcore.testing.positions`."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bsgcore import Game
from bsgcore.bots import make_bots
from bsgcore.core_events import PositionSet
from bsgcore.errors import ConfigurationError, CorruptLog
from bsgcore.position import HIDDEN, InvalidPosition, position_to_toml
from bsgcore.testing import positions as pos
from bsgcore.testing.scenarios.table import set_up
from bsgcore.view import secrets_for


def _played(ruleset: str, seed: int, commands: int) -> Game:
    """A random-bot game of ``ruleset`` after up to ``commands`` commands."""
    game = Game.new(ruleset, seats=5 if ruleset == "base" else 4, seed=seed)
    bots = make_bots(game.rules, "random", game.seats, seed)
    for _ in range(commands):
        if game.is_over:
            break
        decision = game.pending
        assert decision is not None
        game.play(bots[decision.seat].choose(game.view(decision.seat), decision.options))
    return game


def _continues_alike(original: Game, copy: Game, seed: int, commands: int = 60) -> None:
    """Both games offer the same options and produce the same events for the same commands."""
    assert copy.state == original.state
    bots = make_bots(original.rules, "random", original.seats, seed + 1)
    for _ in range(commands):
        if original.is_over:
            assert copy.is_over
            return
        decision = original.pending
        assert decision is not None
        assert copy.pending == decision
        command = bots[decision.seat].choose(original.view(decision.seat), decision.options)
        assert copy.play(command) == original.play(command)
    assert copy.state == original.state


def _round_trip(ruleset: str, seed: int) -> None:
    commands = random.Random(seed).randrange(1, 300)
    game = _played(ruleset, seed, commands)
    while game.is_over:  # a mid-game position: stop earlier
        commands //= 2
        game = _played(ruleset, seed, commands)
    document = json.loads(json.dumps(game.position()))  # through JSON, as a file holds it
    _continues_alike(game, Game.from_position(document), seed)


@pytest.mark.parametrize("seed", range(6))
def test_base_position_round_trips_and_continues_identically(seed: int) -> None:
    _round_trip("base", seed)


@pytest.mark.parametrize("seed", range(4))
def test_express_position_round_trips_and_continues_identically(seed: int) -> None:
    _round_trip("express", seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_hundred_random_positions_round_trip(seed: int) -> None:
    _round_trip("base" if seed % 3 else "express", 1000 + seed)


def test_position_through_toml_round_trips(tmp_path: Path) -> None:
    game = _played("base", 3, 40)
    path = tmp_path / "position.toml"
    path.write_text(position_to_toml(game.position()), encoding="utf-8")
    _continues_alike(game, Game.from_position(path), 3)


def test_position_game_saves_and_reloads_with_verification(tmp_path: Path) -> None:
    game = Game.from_position(_played("base", 5, 30).position())
    assert isinstance(game.events[1], PositionSet)
    bots = make_bots(game.rules, "random", game.seats, 5)
    for _ in range(20):
        decision = game.pending
        assert decision is not None
        game.play(bots[decision.seat].choose(game.view(decision.seat), decision.options))
    game.save(tmp_path / "log.jsonl")
    loaded = Game.load(tmp_path / "log.jsonl")
    assert loaded.state == game.state


def test_edited_position_in_a_saved_log_is_refused(tmp_path: Path) -> None:
    game = Game.from_position(_played("base", 6, 30).position())
    game.save(tmp_path / "log.jsonl")
    lines = (tmp_path / "log.jsonl").read_text(encoding="utf-8").splitlines()
    record = json.loads(lines[2])
    record["position"]["game"]["resources"]["fuel"] = 99
    lines[2] = json.dumps(record)
    (tmp_path / "log.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(CorruptLog):
        Game.load(tmp_path / "log.jsonl")


def test_position_is_written_in_a_players_terms() -> None:
    document = set_up(seed=1, characters=["laura_roslin", "william_adama"]).position()
    game = document["game"]
    assert game["players"][0]["character"] == "Laura Roslin"
    assert game["titles"]["president"] == "Laura Roslin"
    assert all(" (" in card for card in game["players"][0]["hand"])  # "Repair (2)"
    assert {ship["area"] for ship in game["space"]["civilians"]} <= {
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot"
    }  # fmt: skip
    assert game["turn"]["player"] == "Laura Roslin"


def test_ids_are_read_as_well_as_names() -> None:
    original = set_up(seed=2)
    document = pos.position_of(original)
    first = document["game"]["players"][0]
    card = first["hand"][0]
    name, strength = card.rsplit(" (", 1)
    code = "base.skill." + name.lower().replace(" ", "_") + "@" + strength.rstrip(")")
    first["hand"][0] = code
    assert Game.from_position(document).state == original.state


def test_seat_position_hides_what_the_seat_may_not_know() -> None:
    game = _played("base", 8, 60)
    seat = 1
    document = game.position(seat=seat)
    assert "seed" not in document
    text = json.dumps(document)
    for secret in secrets_for(game.rules, game.state, seat):
        if not secret.shared and isinstance(secret.value, str) and len(secret.value) > 3:
            assert json.dumps(secret.value) not in text, secret.path
    mine = document["game"]["players"][seat]["hand"]
    assert HIDDEN not in mine and mine == game.position()["game"]["players"][seat]["hand"]
    others = [p["hand"] for i, p in enumerate(document["game"]["players"]) if i != seat]
    assert any(hand and set(hand) == {HIDDEN} for hand in others)
    assert set(document["game"]["decks"]["crisis"]) == {HIDDEN}


def test_seat_position_cannot_be_loaded() -> None:
    document = _played("base", 9, 20).position(seat=0)
    with pytest.raises(InvalidPosition, match="hidden"):
        Game.from_position(document)


def test_impossible_position_names_the_broken_invariant() -> None:
    document = pos.position_of(set_up(seed=3))
    hand = document["game"]["players"][0]["hand"]
    hand.append(hand[0])  # a card made out of nothing
    with pytest.raises(InvalidPosition, match="B-INV-17"):
        Game.from_position(document)


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda d: d["game"]["resources"].__setitem__("fuel", "lots"), "fuel"),
        (
            lambda d: d["game"]["players"][0].__setitem__("hand", ["Nonexistent Card (3)"]),
            "Nonexistent",
        ),
        (lambda d: d["game"].__setitem__("weather", {}), "weather"),
        (lambda d: d["game"]["players"].pop(), "players"),
        (lambda d: d.__setitem__("resolving", []), "nothing to resolve"),
        (lambda d: d.__setitem__("colour", "red"), "colour"),
        (lambda d: d["game"]["space"]["vipers"].append({"uid": 99, "area": "zulu"}), "zulu"),
        (lambda d: d["game"]["titles"].__setitem__("admiral", "Nobody"), "Nobody"),
    ],
)
def test_unreadable_position_is_refused_with_a_sentence(edit, words: str) -> None:  # type: ignore[no-untyped-def]
    document = pos.position_of(set_up(seed=4))
    edit(document)
    with pytest.raises(ConfigurationError) as caught:
        Game.from_position(document)
    message = caught.value.message
    assert words in message
    assert "cattrs" not in message and "Traceback" not in message


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidPosition, match="no such file"):
        Game.from_position(tmp_path / "nowhere.json")


# -- the scenario helpers ------------------------------------------------------------------------


def test_holding_takes_the_card_from_its_deck_and_keeps_the_invariants() -> None:
    document = pos.position_of(set_up(seed=5, characters=["laura_roslin"]))
    deck = document["game"]["decks"]["skill"]["tactics"]
    card = deck[0]
    before = deck.count(card)
    changed = pos.holding(document, "laura_roslin", card)
    assert changed["game"]["decks"]["skill"]["tactics"].count(card) == before - 1
    game = pos.start(changed)  # the invariants accept it
    after = pos.player(game.position(), "laura_roslin")["hand"]
    assert after == [*pos.player(document, "laura_roslin")["hand"], card]


def test_on_top_decides_the_next_crisis() -> None:
    document = pos.position_of(set_up(seed=6, characters=["laura_roslin"]))
    wanted = document["game"]["decks"]["crisis"][5]
    game = pos.start(pos.on_top(document, "crisis", wanted))
    assert game.state.game.crisis_deck[0] == document_code(game, wanted)


def document_code(game: Game, written: str) -> str:
    """The code of a card as a position writes it (the game's catalogue's names)."""
    from bsgcore.base.position import names
    from bsgcore.context import using_rules

    with using_rules(game.rules):
        return names().read(written, "card")


def test_placed_and_resources_change_the_situation_seen_by_the_rules() -> None:
    document = pos.position_of(set_up(seed=7, characters=["laura_roslin"]))
    changed = pos.with_resources(pos.placed(document, "Laura Roslin", "Command"), fuel=2)
    game = pos.start(changed)
    assert game.state.game.fuel == 2
    assert pos.player(game.position(), "laura_roslin")["location"] == "Command"


def test_with_hand_returns_the_old_hand_to_its_decks() -> None:
    document = pos.position_of(set_up(seed=8, characters=["laura_roslin"]))
    tactics = document["game"]["decks"]["skill"]["tactics"][0]
    old = pos.player(document, "laura_roslin")["hand"]
    game = pos.start(pos.with_hand(document, "laura_roslin", tactics))
    after = game.position()["game"]
    assert pos.player(game.position(), "laura_roslin")["hand"] == [tactics]
    assert (
        sum(len(deck) for deck in after["decks"]["skill"].values())
        == sum(len(deck) for deck in document["game"]["decks"]["skill"].values()) + len(old) - 1
    )


@pytest.mark.parametrize("ruleset", ["base", "express"])
def test_position_read_from_sorted_json_is_the_same(ruleset: str) -> None:
    game = _played(ruleset, 11, 50)
    document = json.loads(json.dumps(game.position(), sort_keys=True))  # as a log stores it
    assert Game.from_position(document).state == game.state


def test_finished_game_position_loads_as_finished() -> None:
    game = _played("base", 12, 5000)
    assert game.is_over
    copy = Game.from_position(game.position())
    assert copy.outcome == game.outcome and copy.pending is None


def test_express_position_with_an_unknown_field_is_refused() -> None:
    document = _played("express", 13, 20).position()
    document["game"]["weather"] = "rain"
    with pytest.raises(InvalidPosition, match="weather"):
        Game.from_position(document)


def _visible_differences(a: object, b: object, path: str = "$") -> list[str]:
    """Paths where both positions show a value (not hidden) and the values differ."""
    if a == HIDDEN or b == HIDDEN:
        return []
    if isinstance(a, dict) and isinstance(b, dict):
        return [
            p for k in a.keys() & b.keys() for p in _visible_differences(a[k], b[k], f"{path}.{k}")
        ]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            p
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for p in _visible_differences(x, y, f"{path}[{i}]")
        ]
    return [] if a == b else [path]


@pytest.mark.parametrize(("ruleset", "seed"), [("base", 21), ("base", 22), ("express", 23)])
def test_seat_position_shows_nothing_a_redeal_would_change(ruleset: str, seed: int) -> None:
    """B-INFO-1: what a seat's position shows is the same after the information hidden from
    that seat is dealt again (the ruleset's scramble, with a random stream of the test's own)."""
    from bsgcore.position import write_position
    from bsgcore.rng import RandomCursor
    from bsgcore.view import scramble

    for commands in (15, 60, 140):
        game = _played(ruleset, seed, commands)
        for seat in (None, *range(game.seats)):
            mine = game.position(seat=seat, spectator=seat is None)
            assert "seed" not in mine
            for k in range(3):
                other = scramble(game.rules, game.state, seat, RandomCursor.at(seed * 7 + k, 99))
                assert other is not None
                theirs = write_position(game.rules, other, seat, host=False)
                assert _visible_differences(mine, theirs) == [], (seat, commands)


def test_a_position_game_saves_in_log_format_2_and_loads_verified(tmp_path: Path) -> None:
    """A game started from a position keeps its core.position_set in a sparse (version-2) save,
    and loading it with verification plays the commands again from that position."""
    game = Game.from_position(_played("base", 11, 40).position())
    bots = make_bots(game.rules, "random", game.seats, 3)
    for _ in range(30):
        if game.is_over:
            break
        decision = game.pending
        assert decision is not None
        game.play(bots[decision.seat].choose(game.view(decision.seat), decision.options))
    path = tmp_path / "position.jsonl"
    game.save(path)
    assert any('"core.position_set"' in line for line in path.read_text().splitlines())
    loaded = Game.load(path)
    assert loaded.state == game.state
    assert loaded.events == game.events
