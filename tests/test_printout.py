"""The ``bsg play`` printout (issue 12, item 5): a golden short game from a position, labels for
commands, characters for seats, merged lines, secret commands left to their events, and
``--format json`` with one spectator event per line.

Regenerate the golden printout (only when the printout is changed on purpose) with
``python tests/test_printout.py``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from bsgcore import cli
from bsgcore.cli import merge_lines

GOLDEN = Path(__file__).parent / "golden" / "printout"
POSITION = GOLDEN / "base-5-late.json"
PRINTOUT = GOLDEN / "base-5-late.txt"


def _play(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert cli.main(["play", *argv]) == 0
    return capsys.readouterr().out


def test_golden_printout_of_a_short_game(capsys: pytest.CaptureFixture[str]) -> None:
    """A late base position played out by the heuristic bots prints exactly the golden text."""
    out = _play(capsys, "--position", str(POSITION))
    assert out == PRINTOUT.read_text(encoding="utf-8"), (
        "the printout changed; if on purpose, regenerate: python tests/test_printout.py"
    )


def test_golden_printout_reads_as_the_board_game() -> None:
    text = PRINTOUT.read_text(encoding="utf-8")
    assert "seat " not in text.split("\n", 3)[3]  # characters, never seat numbers, once picked
    assert re.search(r"^  (Raider|Heavy raider|Viper|Basestar|Civilian ship) \d+ ", text, re.M)
    assert ": a hit." in text and ": a miss." in text
    assert re.search(r"goes to Sickbay", text)
    assert re.search(r"The check totals -?\d+ against \d+: \w+ \([+-]", text)
    assert "Do not use Command Authority" in text  # a decline printed as a decline
    assert "base." not in text  # no command or id in machine syntax


def test_base_printout_hides_secret_choices_and_merges_repeats(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = _play(capsys, "--seed", "1")
    lines = out.splitlines()
    assert not any(re.search(r": Add .+ to the skill check", line) for line in lines)
    assert any(line.endswith("adds a card to the check. (x 3)") for line in lines)
    assert any(re.search(r"draws skill cards: \w+, \w+, \w+, \w+, \w+\.$", line) for line in lines)
    assert "chooses base." not in out and "(character=" not in out


def test_json_format_prints_one_spectator_event_per_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = _play(capsys, "--position", str(POSITION), "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["seq"] for r in records] == list(range(len(records)))
    assert all("tag" in r and isinstance(r["text"], str) for r in records)
    assert records[0]["tag"] == "core.game_created" and records[0]["seed"] == 0
    assert records[1] == {"seq": 1, "tag": "core.position_set", "v": 1, "position": {}, "text": (
        "The game starts from a position."
    )}  # fmt: skip
    assert any(r["tag"] == "core.game_ended" for r in records)


def test_a_bad_position_file_is_refused_in_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = json.loads(POSITION.read_text(encoding="utf-8"))
    document["game"]["resources"]["fuel"] = "plenty"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert cli.main(["play", "--position", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("bsg play: The position's game") and "fuel" in err
    assert "cattrs" not in err and "Traceback" not in err


def test_position_with_plugins_or_options_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--position", str(POSITION), "-o", "type_balance=false"]) == 2
    assert "names its own plugins and options" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("lines", "merged"),
    [
        (["  A draws: x.", "  A draws: y.", "  A draws: z."], ["  A draws: x, y, z."]),
        (["  B is done.", "  B is done.", "  B is done."], ["  B is done. (x 3)"]),
        (["  A draws: x.", "  B draws: y."], ["  A draws: x.", "  B draws: y."]),
        (["  C is done.", "  C is done.", "  D is done."], ["  C is done. (x 2)", "  D is done."]),
    ],
)
def test_merge_lines(lines: list[str], merged: list[str]) -> None:
    assert [text for text, _ in merge_lines([(line, "") for line in lines])] == merged


if __name__ == "__main__":  # regenerate the golden printout
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code = cli.main(["play", "--position", str(POSITION)])
    PRINTOUT.write_text(buffer.getvalue(), encoding="utf-8")
    print(f"{PRINTOUT}: {len(buffer.getvalue().splitlines())} lines (exit {code})", file=sys.stderr)


def test_seats_are_named_by_their_characters() -> None:
    from bsgcore.cli import _named

    names = {0: "Laura Roslin", 1: "Kara Thrace"}
    assert (
        _named("seat 0: Laura Roslin, seat 1 draws.", names) == "Laura Roslin, Kara Thrace draws."
    )
    assert _named("President: seat 1 (2 nukes); seat 2 waits.", names) == (
        "President: Kara Thrace (2 nukes); seat 2 waits."
    )


def test_json_format_lines_validate_against_the_schema(capsys: pytest.CaptureFixture[str]) -> None:
    """Each ``--format json`` line is a record of `bsg schema` (an event with its seq and text)."""
    import jsonschema

    from bsgcore.ruleset import build_rules
    from bsgcore.schema import build_schema

    schema = build_schema(build_rules("base"))
    record = {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/record"}
    validator = jsonschema.Draft202012Validator(record)
    out = _play(capsys, "--position", str(POSITION), "--format", "json")
    for line in out.splitlines():
        errors = list(validator.iter_errors(json.loads(line)))
        assert not errors, (line[:200], errors[0].message)
