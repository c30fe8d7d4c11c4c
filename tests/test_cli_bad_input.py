"""Issue 8, items 3 and 11: the ``bsg`` command given bad input as a new user would give it: every
mistake gets its own sentence and an exit code, never a traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import bsgcore.testing.toy as toy
from bsgcore import cli
from bsgcore.plugins import register_plugin_module

TOY = ["--ruleset", "toy", "--seats", "3"]


@pytest.fixture(autouse=True)
def _toy() -> None:
    register_plugin_module(toy)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``bsg argv`` in-process (argparse's exit included); exit code, stdout and stderr."""
    try:
        code = cli.main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    return code, captured.out, captured.err


@pytest.mark.parametrize("flag", ["--seed", "--max-commands"])
def test_a_seed_that_is_not_a_number_is_named(
    capsys: pytest.CaptureFixture[str], flag: str
) -> None:
    """Issue 8 item 11: ``--seed abc`` said "invalid _non_negative value: 'abc'"."""
    code, _, err = run(capsys, "play", *TOY, flag, "abc")
    assert code == 2
    assert "expected a whole number of" in err and "'abc'" in err and "_non_negative" not in err


def test_negative_seed_and_bad_seat_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "play", *TOY, "--seed", "-3")
    assert code == 2 and "expected a whole number of 0 or more, got -3" in err
    code, _, err = run(capsys, "play", "--ruleset", "toy", "--seats", "three")
    assert code == 2 and "expected a number of seats, got 'three'" in err


def test_an_empty_save_file_says_it_is_empty(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 8 item 11: an empty file was reported as truncated."""
    path = tmp_path / "empty.jsonl"
    path.write_text("", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "is empty" in err and "truncated" not in err


def test_a_missing_save_file_says_there_is_none(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 8 item 11: a missing file was reported as "INVALID (corrupt_log)"."""
    code, _, err = run(capsys, "replay", str(tmp_path / "nowhere.jsonl"))
    assert code == 1 and "there is no such file" in err and "INVALID" not in err


@pytest.mark.parametrize(
    ("where", "why"),
    [("missing/dir/game.jsonl", "there is no folder"), (".", "it is a folder")],
    ids=["no folder", "a folder"],
)
def test_an_unusable_save_path_is_refused_before_the_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, where: str, why: str
) -> None:
    """Issue 8 item 11: an unwritable ``--save`` path was found after the whole game, with a
    FileNotFoundError traceback; now refused first (no game printed), exit code 2."""
    code, out, err = run(capsys, "play", *TOY, "--seed", "1", "--save", str(tmp_path / where))
    assert code == 2 and why in err and "cannot save the log" in err
    assert out == ""  # refused before the game started


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write to a read-only folder")
def test_a_read_only_folder_is_refused_before_the_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        code, out, err = run(capsys, "play", *TOY, "--save", str(folder / "game.jsonl"))
    finally:
        folder.chmod(0o700)
    assert code == 2 and "not writable" in err and out == ""


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"seq": 1, "v": ' + "7" * 5000 + "}", "number too long"),
    ],
    ids=["deep JSON", "5000-digit number"],
)
def test_replay_of_an_unreadable_line_is_invalid_not_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, line: str, why: str
) -> None:
    """Issue 8 item 3: such a line made ``bsg replay`` print a traceback."""
    path = tmp_path / "game.jsonl"
    code, _, _ = run(capsys, "play", *TOY, "--seed", "3", "--quiet", "--save", str(path))
    assert code == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[3] = line
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "INVALID (corrupt_log)" in err and why in err
