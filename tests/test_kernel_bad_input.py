"""Issue 8, items 2, 3 and 6: commands are refused by exact type, malformed input of any shape is a
MalformedCommand with a short message, and every API that takes a seat refuses one that is not."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from bsgcore import BadSeat, Game, IllegalCommand, MalformedCommand, engine
from bsgcore.bots import make_bots, play_game, seat_seed
from bsgcore.errors import excerpt
from bsgcore.messages import Command
from bsgcore.serialization import MAX_MESSAGE, command_to_dict
from bsgcore.view import view

DEEP: list[object] = []
for _ in range(100_000):
    DEEP = [DEEP]


def _express_take_action() -> tuple[Game, Command]:
    """An Express game (4 seats, seed 0) whose pending decision offers express.take_action."""
    game = Game.new("express", seats=4, seed=0)
    decision = game.pending
    assert decision is not None
    for option in decision.options:
        if option.tag == "express.take_action" and getattr(option, "target", -1) == -1:
            return game, option
    raise AssertionError("no express.take_action option at the start of the game")


def _refused(game: Game, command: object, kind: type[IllegalCommand]) -> IllegalCommand:
    """Play ``command``; assert it raises ``kind`` with a short message and changes nothing."""
    state, records = game.state, game.log_records()
    with pytest.raises(kind) as caught:
        game.play(command)  # type: ignore[arg-type]
    assert game.state is state and game.log_records() == records
    error = caught.value
    assert error.code and error.message and len(error.message) <= MAX_MESSAGE
    json.dumps(error.to_dict())
    return error


# -- item 2: strict command types --------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value"),
    [("target", -1.0), ("die", -1.0), ("seat", 1.0), ("seat", True)],
    ids=["target float", "die float", "seat float", "seat bool"],
)
def test_a_command_object_equal_to_an_option_but_of_another_type_is_refused(
    field: str, value: object
) -> None:
    """Issue 8 item 2: TakeAction(target=-1.0) == TakeAction(target=-1) was accepted and put a
    float into the log (its save then failed to load); now refused, game unchanged."""
    game, option = _express_take_action()
    assert option.seat == 1  # seat True and 1.0 compare equal to it
    bad = attrs.evolve(option, **{field: value})
    assert bad == option  # Python equality: this is what let it through
    error = _refused(game, bad, MalformedCommand)
    assert field in error.message and type(value).__name__ in error.message
    game.play(option)  # the real option is still playable, and the game still saves and loads
    assert Game.load(_saved(game)).events == game.events


def test_a_nested_float_equal_to_an_int_is_refused() -> None:
    """A tuple field holding (2.0,) where the option holds (2,) is refused like a plain field."""
    game = Game.new("express", seats=4, seed=0)
    for _ in range(200):
        decision = game.pending
        assert decision is not None
        tuples = [o for o in decision.options if o.tag == "express.assign" and o.dice]  # type: ignore[attr-defined]
        if tuples:
            option = tuples[0]
            bad = attrs.evolve(option, dice=tuple(float(d) for d in option.dice))  # type: ignore[attr-defined]
            assert bad == option
            _refused(game, bad, MalformedCommand)
            return
        game.play(decision.options[0])
    raise AssertionError("no express.assign option within 200 commands")


def test_base_pick_character_with_a_float_seat_is_refused_not_a_type_error() -> None:
    """Base, seed 0: PickCharacter(seat=4.0) reached the handler and raised TypeError."""
    game = Game.new("base", seats=5, seed=0)
    assert game.pending is not None
    option = game.pending.options[0]
    _refused(game, attrs.evolve(option, seat=float(option.seat)), MalformedCommand)


def test_the_exact_option_and_its_json_are_accepted() -> None:
    """The checks refuse only wrong types: the option object and its JSON both play."""
    game, option = _express_take_action()
    again, _ = _express_take_action()
    assert game.play(option) == again.play(command_to_dict(again.rules, option))


def _saved(game: Game) -> Path:
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="bsgcore-input-"))
    path = folder / "game.jsonl"
    game.save(path)
    return path


# -- item 3: malformed input is refused, never a crash ------------------------------------------


def _base_data() -> tuple[Game, dict[str, object]]:
    game = Game.new("base", seats=5, seed=0)
    assert game.pending is not None
    return game, command_to_dict(game.rules, game.pending.options[0])


@pytest.mark.parametrize(
    "make",
    [
        lambda d: {**d, 1: "x"},
        lambda d: {**d, (1, 2): "x"},
        lambda d: {**d, None: "x"},
        lambda d: {**d, "seat": 10**5000},
        lambda d: {**d, "tag": 10**5000},
        lambda d: {**d, "character": 10**5000},
        lambda d: {**d, "character": DEEP},
        lambda d: {**d, "extra": DEEP},
        lambda d: {**d, "tag": DEEP},
        lambda d: {**d, "character": {"a": {1: 2}}},
    ],
    ids=[
        "int key",
        "tuple key",
        "None key",
        "5000-digit seat",
        "5000-digit tag",
        "5000-digit field",
        "deep field",
        "deep extra field",
        "deep tag",
        "nested int key",
    ],
)
def test_malformed_dicts_are_malformed_commands(make: object) -> None:
    """Issue 8 item 3: TypeError (non-string key), ValueError (over 4,300 digits) and
    RecursionError (deep nesting) became crashes; each is now a MalformedCommand."""
    game, data = _base_data()
    _refused(game, make(data), MalformedCommand)  # type: ignore[operator]


@pytest.mark.parametrize(
    "value",
    [10**5000, DEEP, "x" * 1_000_000, {1: 2}],
    ids=["5000-digit int", "deep list", "1 MB string", "int-keyed dict"],
)
def test_malformed_command_objects_are_refused(value: object) -> None:
    """A command object may hold anything: refused as illegal, with a message that can be printed."""
    game, _ = _base_data()
    assert game.pending is not None
    option = game.pending.options[0]
    for field in ("seat", "character"):
        _refused(game, attrs.evolve(option, **{field: value}), IllegalCommand)


def test_a_one_megabyte_field_is_not_echoed() -> None:
    """Error messages quote at most a short prefix of the input (a 1 MB tag was echoed whole)."""
    game, data = _base_data()
    for bad in ({**data, "tag": "x" * 1_000_000}, {**data, "character": ["x" * 1_000_000]}):
        error = _refused(game, bad, MalformedCommand)
        assert len(error.message) <= MAX_MESSAGE


def test_a_missing_field_is_named_plainly() -> None:
    """Issue 8 item 11: "missing field 'character'", not cattrs's "Structuring class ..."."""
    game, data = _base_data()
    del data["character"]
    error = _refused(game, data, MalformedCommand)
    assert "missing field 'character'" in error.message
    assert "Structuring" not in error.message


def test_a_mistyped_or_unknown_field_is_named_plainly() -> None:
    game, data = _base_data()
    error = _refused(game, {**data, "character": 7}, MalformedCommand)
    assert "field 'character': expected a string, got 7" in error.message
    error = _refused(game, {**data, "colour": "red"}, MalformedCommand)
    assert "unknown field(s) 'colour'" in error.message


def test_excerpt_is_short_and_never_fails() -> None:
    """The quoting helper survives what repr cannot: huge ints, deep nesting, broken reprs."""

    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no repr")

    for value in (10**5000, DEEP, "y" * 10**6, {1: DEEP}, Broken(), (Broken(),)):
        assert len(excerpt(value)) <= 80


# -- item 6: seat numbers ----------------------------------------------------------------------

BAD_SEATS = [-1, 5, 99, True, False, 1.0, "0", 10**5000]
BAD_IDS = ["-1", "n", "99", "True", "False", "1.0", "'0'", "huge"]


@pytest.mark.parametrize("seat", BAD_SEATS, ids=BAD_IDS)
def test_every_api_that_takes_a_seat_refuses_a_bad_one(seat: object) -> None:
    """Issue 8 item 6: view(-1) returned seat 4's hand and loyalty cards and view(5) raised
    IndexError in a 5-seat base game; now every seat-taking API raises BadSeat."""
    game = Game.new("base", seats=5, seed=0)
    calls = [
        lambda: game.view(seat),  # type: ignore[arg-type]
        lambda: game.events_for(seat),  # type: ignore[arg-type]
        lambda: game.legal_commands(seat),  # type: ignore[arg-type]
        lambda: engine.legal_commands(game.rules, game.state, seat),  # type: ignore[arg-type]
        lambda: view(game.rules, game.state, seat),  # type: ignore[arg-type]
    ]
    for call in calls:
        with pytest.raises(BadSeat) as caught:
            call()
        assert caught.value.code == "bad_seat" and "0 to 4" in caught.value.message


def test_the_spectator_and_every_real_seat_are_accepted() -> None:
    game = Game.new("base", seats=5, seed=0)
    assert game.view(None)["seat"] is None and game.events_for(None)
    for seat in range(5):
        assert game.view(seat)["seat"] == seat
        game.events_for(seat)
        game.legal_commands(seat)
    with pytest.raises(BadSeat):
        game.legal_commands(None)  # type: ignore[arg-type]  # a spectator has no commands


@pytest.mark.parametrize("seat", [-1, 5, True, 4.0], ids=["-1", "n", "True", "4.0"])
def test_commands_for_no_such_seat_are_refused(seat: object) -> None:
    game, data = _base_data()
    assert game.pending is not None
    error = _refused(game, {**data, "seat": seat}, IllegalCommand)
    assert error.code in ("bad_seat", "malformed_command")
    error = _refused(game, attrs.evolve(game.pending.options[0], seat=seat), IllegalCommand)
    assert error.code == "bad_seat"


def test_bot_helpers_refuse_bad_seats() -> None:
    game = Game.new("express", seats=4, seed=0)
    bots = make_bots(game.rules, "random", 4, 0)
    with pytest.raises(BadSeat):
        play_game(game, {**bots, 4: bots[0]})
    with pytest.raises(BadSeat):
        play_game(game, {**bots, -1: bots[0]})
    for seat in (-1, True, 1.0):
        with pytest.raises(BadSeat):
            seat_seed(0, seat)  # type: ignore[arg-type]
    assert seat_seed(0, 1) == seat_seed(0, 1)
