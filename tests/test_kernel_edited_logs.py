"""Issue 8, items 3, 5 and 7: saved logs edited by hand are refused with a clear CorruptLog (never a
traceback, never loaded), and a game on an event store keeps no undo checkpoints."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bsgcore import CorruptLog, Game, IllegalCommand, LogNotFound, RulesetMismatch
from bsgcore.serialization import dumps
from bsgcore.store import open_store

Lines = list[dict[str, Any]]


@pytest.fixture(scope="module")
def saved_lines(tmp_path_factory: pytest.TempPathFactory) -> Lines:
    """The lines of a saved Express game (4 seats, seed 5) after 30 random commands."""
    game = Game.new("express", seats=4, seed=5)
    bot = random.Random(2)
    for _ in range(30):
        assert game.pending is not None
        game.play(bot.choice(game.pending.options))
    path = tmp_path_factory.mktemp("edited") / "good.jsonl"
    game.save(path)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _write(folder: Path, lines: Lines) -> Path:
    path = folder / "edited.jsonl"
    path.write_text("".join(dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _copy(lines: Lines) -> Lines:
    copied: Lines = json.loads(json.dumps(lines))
    return copied


def _refused(path: Path, kind: type[Exception], match: str) -> None:
    for verify in (True, False):
        with pytest.raises(kind, match=match):
            Game.load(path, verify=verify)


def test_the_unedited_log_loads(saved_lines: Lines, tmp_path: Path) -> None:
    """The edits below are refused because of the edit: the log itself is good."""
    Game.load(_write(tmp_path, saved_lines))


# -- item 5 ------------------------------------------------------------------------------------


def test_a_changed_core_version_is_refused(saved_lines: Lines, tmp_path: Path) -> None:
    """Issue 8 item 5: core.game_created's core_version changed to 9.9.9 loaded; the documented
    rule is that a log loads only with the exact bsgcore and plugin versions that made it."""
    lines = _copy(saved_lines)
    lines[1]["core_version"] = "9.9.9"
    _refused(_write(tmp_path, lines), CorruptLog, "bsgcore '9.9.9' made this log")


def test_a_changed_core_plugin_version_is_a_mismatch(saved_lines: Lines, tmp_path: Path) -> None:
    lines = _copy(saved_lines)
    lines[0]["header"]["plugins"]["core"] = "9.9.9"
    for plugin in lines[1]["plugins"]:
        if plugin["name"] == "core":
            plugin["version"] = "9.9.9"
    lines[1]["core_version"] = "9.9.9"
    _refused(_write(tmp_path, lines), RulesetMismatch, "9.9.9")


def test_an_unknown_option_is_refused(saved_lines: Lines, tmp_path: Path) -> None:
    """Issue 8 item 5: an option no plugin declares, added to core.game_created, loaded."""
    lines = _copy(saved_lines)
    lines[1]["options"]["house_rule"] = True
    _refused(_write(tmp_path, lines), CorruptLog, "Unknown option")


def test_a_missing_or_mistyped_option_is_refused(saved_lines: Lines, tmp_path: Path) -> None:
    lines = _copy(saved_lines)
    name = sorted(lines[1]["options"])[0]
    del lines[1]["options"][name]
    _refused(_write(tmp_path, lines), CorruptLog, "lack")
    lines = _copy(saved_lines)
    lines[1]["options"]["morale_variant"] = 0
    _refused(_write(tmp_path, lines), CorruptLog, "morale_variant")


@pytest.mark.parametrize("value", [True, 1.0], ids=["true", "1.0"])
@pytest.mark.parametrize("where", ["v", "seq", "format_version"])
def test_versions_and_positions_of_another_type_are_refused(
    saved_lines: Lines, tmp_path: Path, where: str, value: object
) -> None:
    """Issue 8 item 5: "v", "seq" or "format_version" set to true or 1.0 loaded (1 == True == 1.0)."""
    lines = _copy(saved_lines)
    if where == "format_version":
        lines[0]["header"]["format_version"] = value
    else:
        index = next(i for i, line in enumerate(lines) if line.get(where) == 1)
        lines[index][where] = value
    _refused(_write(tmp_path, lines), CorruptLog, "integer|position")


# -- item 3: unreadable lines ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"seq": 1, "tag": "core.frame_popped", "v": ' + "9" * 5000 + "}", "number too long"),
        ('{"seq": 1, "x": ' + "[" * 900 + "]" * 900 + "}", "Unreadable event"),
    ],
    ids=["deeply nested line", "5000-digit number", "nested record"],
)
def test_unreadable_lines_are_corrupt_logs(
    saved_lines: Lines, tmp_path: Path, text: str, match: str
) -> None:
    """Issue 8 item 3: a line of deeply nested JSON or a 5,000-digit number made Game.load raise
    RecursionError or ValueError; now a CorruptLog naming the line."""
    path = _write(tmp_path, saved_lines)
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = text
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _refused(path, CorruptLog, match)


def test_an_empty_file_and_a_missing_one_have_their_own_messages(tmp_path: Path) -> None:
    """Issue 8 item 11: an empty file was "truncated", a missing one a plain corrupt_log."""
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(CorruptLog, match="is empty") as caught:
        Game.load(empty)
    assert caught.value.code == "empty_log"
    with pytest.raises(LogNotFound, match="there is no such file") as missing:
        Game.load(tmp_path / "nowhere.jsonl")
    assert missing.value.code == "log_not_found"


# -- item 7 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["game.jsonl", "games.sqlite"])
def test_a_game_on_a_store_keeps_no_undo_checkpoints(tmp_path: Path, name: str) -> None:
    """Issue 8 item 7: with a store undo is refused, yet every play kept a checkpoint (a whole
    state). Attached or reopened, such a game now keeps none; a game without a store still can
    undo."""
    attached = Game.new("express", seats=4, seed=3).attach_store(open_store(tmp_path / name))
    plain = Game.new("express", seats=4, seed=3)
    for _ in range(20):
        assert attached.pending is not None and plain.pending is not None
        attached.play(attached.pending.options[0])
        plain.play(plain.pending.options[0])
    assert attached._checkpoints == [] and len(plain._checkpoints) == 20
    reopened = Game.from_store(open_store(tmp_path / name))
    assert reopened.pending is not None
    reopened.play(reopened.pending.options[0])
    assert reopened._checkpoints == []
    with pytest.raises(IllegalCommand) as caught:
        reopened.undo()
    assert caught.value.code == "undo_unavailable"
    plain.undo()
    assert plain.state == Game.load(_saved_before_last(plain, tmp_path)).state


def _saved_before_last(game: Game, folder: Path) -> Path:
    path = folder / "plain.jsonl"
    game.save(path)
    return path


def test_unknown_header_fields_are_refused(saved_lines: Lines, tmp_path: Path) -> None:
    """Found by the fuzz test: a header with an extra field loaded (and saved without it)."""
    lines = _copy(saved_lines)
    lines[0]["header"]["house"] = 1
    _refused(_write(tmp_path, lines), CorruptLog, "unknown fields")
    lines = _copy(saved_lines)
    lines[0]["comment"] = "hi"
    _refused(_write(tmp_path, lines), CorruptLog, "more than the header")


@pytest.mark.parametrize(
    ("text", "match"),
    [("[" * 100_000 + "]" * 100_000, "nested too deeply"), ("9" * 5000, "line 3")],
    ids=["deeply nested line", "5000-digit number"],
)
def test_a_store_with_an_unreadable_line_is_a_corrupt_log(
    tmp_path: Path, text: str, match: str
) -> None:
    """Issue 8 item 3 for stores: Game.from_store refuses such a line with CorruptLog."""
    path = tmp_path / "game.jsonl"
    game = Game.new("express", seats=4, seed=3).attach_store(open_store(path))
    assert game.pending is not None
    game.play(game.pending.options[0])
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = text
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(CorruptLog, match=match):
        Game.from_store(open_store(path))
