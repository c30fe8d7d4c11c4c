"""Issue 8 fuzz test: Hypothesis sends malformed commands (objects and dicts) and edited save files
and accepts no outcome but the documented ones.

- A command is either refused with IllegalCommand (a code, a short message, state and log
  untouched) or accepted, and then the logged command is exactly one of the legal options, types
  included, and the game still saves and loads.
- An edited log is refused with CorruptLog or RulesetMismatch, or it loads and then it is the same
  game or an earlier point of it: saving it again gives the original bytes, or their first lines
  (a log cut where a decision is pending is the save of that earlier moment, nothing forged).

Examples per test come from the project's profiles (quick ``ci`` under CI=true, longer ``dev``).
"""

from __future__ import annotations

import json
import random
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import attrs
from hypothesis import given
from hypothesis import strategies as st

from bsgcore import CorruptLog, Game, IllegalCommand, RulesetMismatch
from bsgcore.core_events import CommandPlayed
from bsgcore.errors import excerpt
from bsgcore.serialization import MAX_MESSAGE, command_to_dict, dumps
from bsgcore.testing.conformance import DEEP, HUGE_INT, HUGE_STRING

#: (ruleset, seats, seed, commands played) of the games commands are sent to.
POSITIONS = [("express", 4, 1, 0), ("express", 4, 1, 40), ("express", 3, 2, 50), ("base", 5, 0, 0)]


@cache
def _game(index: int) -> Game:
    ruleset, seats, seed, commands = POSITIONS[index]
    game = Game.new(ruleset, seats=seats, seed=seed)
    bot = random.Random(seed)
    for _ in range(commands):
        assert game.pending is not None
        game.play(bot.choice(game.pending.options))
    return game


# -- values ------------------------------------------------------------------------------------


@attrs.frozen
class Hostile:
    """A stand-in for a value Hypothesis cannot print (a 5000-digit int, a deep list, 1 MB)."""

    name: str

    def real(self) -> Any:
        return HOSTILE[self.name]


HOSTILE: dict[str, Any] = {
    "huge int": HUGE_INT,
    "huge negative int": -HUGE_INT,
    "1 MB string": HUGE_STRING,
    "deep list": DEEP,
}


def _real(value: Any) -> Any:
    """``value`` with every `Hostile` stand-in replaced by the value it stands for."""
    if isinstance(value, Hostile):
        return value.real()
    if isinstance(value, dict):
        return {_real(k): _real(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_real(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_real(v) for v in value)
    return value


_leaves = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=12)
    | st.integers()
    | st.floats(allow_nan=True)
    | st.text(max_size=8)
    | st.sampled_from([1.0, 0.0, -1.0, True, False])
    | st.sampled_from(sorted(HOSTILE)).map(Hostile)
)
_keys = st.text(max_size=6) | st.integers() | st.none() | st.tuples(st.integers())
VALUES = st.recursive(
    _leaves,
    lambda kids: (
        st.lists(kids, max_size=3) | st.tuples(kids) | st.dictionaries(_keys, kids, max_size=3)
    ),
    max_leaves=6,
)


def _lookalikes(value: Any) -> list[Any]:
    """Values equal to ``value`` in Python but of another type: 1.0 or True for 1, 0 for False,
    a tuple with a float inside for a tuple of ints (the loose types of issue 8 item 2)."""
    if type(value) is bool:
        return [int(value), float(value)]
    if type(value) is int:
        return [float(value), *([bool(value)] if value in (0, 1) else [])]
    if type(value) is tuple and value:
        return [tuple(_lookalikes(value[0])[:1] or [value[0]]) + value[1:]]
    return []


def _typed(value: Any) -> Any:
    """A JSON tree with its types made visible, so 1, 1.0 and True differ when compared."""
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_typed(v) for v in value]
    return (type(value).__name__, value)


def _option_json(game: Game, command: Any) -> Any:
    return _typed(json.loads(dumps(command_to_dict(game.rules, command))))


# -- commands ----------------------------------------------------------------------------------


@st.composite
def _bad_commands(draw: st.DrawFn) -> tuple[int, Any, Any]:
    """A game position, one of its options and either field changes for the command object
    (a dict of field -> value, applied with attrs.evolve) or a command dict built from the
    option's JSON by one to three edits (a list holding it)."""
    index = draw(st.integers(0, len(POSITIONS) - 1))
    game = _game(index)
    decision = game.pending
    assert decision is not None
    option = draw(st.sampled_from(decision.options))
    fields = [f.name for f in attrs.fields(type(option))]
    lookalikes = {name: _lookalikes(getattr(option, name)) for name in fields}
    lookalikes = {name: values for name, values in lookalikes.items() if values}
    if lookalikes and draw(st.booleans()):  # equal to the option, of another type
        name = draw(st.sampled_from(sorted(lookalikes)))
        value = draw(st.sampled_from(lookalikes[name]))
        if draw(st.booleans()):
            return index, option, {name: value}
        return index, option, [{**command_to_dict(game.rules, option), name: value}]
    if draw(st.booleans()):  # a command object with fields of any type
        changes = draw(st.dictionaries(st.sampled_from(fields), VALUES, min_size=1, max_size=2))
        return index, option, changes
    data: Any = command_to_dict(game.rules, option)
    for _ in range(draw(st.integers(1, 3))):
        edit = draw(st.sampled_from(["set", "add", "drop", "tag", "whole"]))
        if not isinstance(data, dict) or edit == "whole":
            data = draw(VALUES)
        elif edit == "set":
            data[draw(st.sampled_from(["seat", *fields]))] = draw(VALUES)
        elif edit == "add":
            data[draw(_keys)] = draw(VALUES)
        elif edit == "drop" and data:
            del data[draw(st.sampled_from(sorted(data, key=repr)))]
        elif edit == "tag":
            tags = sorted(game.rules.registry.tags)
            data["tag"] = draw(st.sampled_from(tags) | VALUES)
    return index, option, [data]


@given(_bad_commands())
def test_malformed_commands_are_refused_or_exactly_legal(case: tuple[int, Any, Any]) -> None:
    index, option, edit = case
    if isinstance(edit, dict):
        command = attrs.evolve(option, **_real(edit))
    else:
        command = _real(edit[0])
    game = _game(index)
    decision = game.pending
    assert decision is not None
    state, length, records = game.state, len(game.events), game.log_records()
    try:
        events = game.play(command)
    except IllegalCommand as error:
        assert isinstance(error.code, str) and error.code
        assert isinstance(error.message, str) and 0 < len(error.message) <= MAX_MESSAGE
        json.dumps(error.to_dict())
        assert game.state is state and len(game.events) == length
        return
    try:
        played = events[0]
        assert isinstance(played, CommandPlayed)
        options = [_option_json(game, o) for o in decision.options]
        assert _option_json(game, played.command) in options, f"accepted {excerpt(command)}"
        with tempfile.TemporaryDirectory(prefix="bsgcore-fuzz-") as folder:
            game.save(Path(folder) / "game.jsonl")
            assert Game.load(Path(folder) / "game.jsonl").state == game.state
    finally:
        game.undo()
    assert game.state == state and game.log_records() == records


# -- edited logs -------------------------------------------------------------------------------


@cache
def _saved() -> tuple[str, ...]:
    """The lines of a saved Express game (4 seats, seed 3) after 25 random commands."""
    game = Game.new("express", seats=4, seed=3)
    bot = random.Random(3)
    for _ in range(25):
        assert game.pending is not None
        game.play(bot.choice(game.pending.options))
    with tempfile.TemporaryDirectory(prefix="bsgcore-fuzz-") as folder:
        path = Path(folder) / "game.jsonl"
        game.save(path)
        return tuple(path.read_text(encoding="utf-8").splitlines())


def _paths(tree: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON tree (keys and list indices), the root included."""
    out = [here]
    if isinstance(tree, dict):
        for key, value in tree.items():
            out += _paths(value, (*here, key))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            out += _paths(value, (*here, i))
    return out


_JSON_LEAVES = (
    st.none()
    | st.booleans()
    | st.integers(-3, 12)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from([1.0, 0.0, True, False, "0.1.0", "9.9.9", 2**64])
)
JSON_VALUES = st.recursive(
    _JSON_LEAVES,
    lambda kids: (
        st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=6), kids, max_size=3)
    ),
    max_leaves=5,
)
RAW = st.sampled_from(["[" * 5000 + "]" * 5000, "9" * 5000, "", "{", "null", "\x00", "{}"])


@st.composite
def _edited_logs(draw: st.DrawFn) -> str:
    lines = list(_saved())
    kind = draw(st.sampled_from(["value", "drop_key", "add_key", "raw_line", "lines", "cut"]))
    number = draw(st.integers(0, 2) | st.integers(0, len(lines) - 1))  # the header often
    if kind == "cut":
        text = "\n".join(lines) + "\n"
        return text[: draw(st.integers(0, len(text) - 1))]
    if kind == "lines":
        op = draw(st.sampled_from(["delete", "duplicate", "swap"]))
        other = draw(st.integers(0, len(lines) - 1))
        if op == "delete":
            del lines[number]
        elif op == "duplicate":
            lines.insert(other, lines[number])
        else:
            lines[number], lines[other] = lines[other], lines[number]
        return "\n".join(lines) + "\n"
    if kind == "raw_line":
        lines[number] = draw(RAW | st.text(max_size=20))
        return "\n".join(lines) + "\n"
    tree = json.loads(lines[number])
    path = draw(st.sampled_from(_paths(tree)))
    if not path:
        tree = draw(JSON_VALUES)
    else:
        parent = tree
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if kind == "value":
            parent[last] = draw(JSON_VALUES)
        elif kind == "drop_key" and isinstance(parent, dict):
            del parent[last]
        elif kind == "add_key":
            target = parent[last]
            if isinstance(target, dict):
                target[draw(st.text(max_size=6))] = draw(JSON_VALUES)
            elif isinstance(target, list):
                target.append(draw(JSON_VALUES))
    lines[number] = json.dumps(tree)
    return "\n".join(lines) + "\n"


@given(_edited_logs())
def test_edited_logs_are_refused_or_the_same_game(text: str) -> None:
    original = "\n".join(_saved()) + "\n"
    with tempfile.TemporaryDirectory(prefix="bsgcore-fuzz-") as folder:
        path, again = Path(folder) / "edited.jsonl", Path(folder) / "again.jsonl"
        path.write_text(text, encoding="utf-8")
        try:
            unverified = Game.load(path, verify=False)
        except (CorruptLog, RulesetMismatch) as error:
            assert error.code and 0 < len(error.message)
            unverified = None
        try:
            game = Game.load(path)
        except (CorruptLog, RulesetMismatch) as error:
            assert error.code and 0 < len(error.message) <= 2_000
            return
        assert unverified is not None  # what verify accepts, the plain load reads too
        game.save(again)
        resaved = again.read_text(encoding="utf-8")
        assert original.startswith(resaved), "an edited log loaded"
        assert resaved == original or game.pending is not None
