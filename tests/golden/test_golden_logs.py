"""The golden logs (tests/golden/*.jsonl) replay byte for byte and are what the rules play today.

Each file is a whole seeded bot game saved by ``python tests/golden/regenerate.py``, in log format
1 (every event) here and in log format 2 (what cannot be derived) in ``v2/``. A refactor must
leave every one identical; a change that alters them on purpose regenerates them and says why in
its commit (README.md here). The files were written by another process, so every comparison here
is also one across processes.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bsgcore import Game
from bsgcore.bots import make_bots, play_game
from bsgcore.serialization import dumps

HERE = Path(__file__).resolve().parent
V2 = HERE / "v2"
ENTRIES: list[dict[str, Any]] = json.loads((HERE / "MANIFEST.json").read_text("utf-8"))["games"]


def _saved_bytes(game: Game, tmp_path: Path, format_version: int = 2) -> bytes:
    path = tmp_path / "again.jsonl"
    game.save(path, format_version=format_version)
    return path.read_bytes()


def _v1_lines(entry: dict[str, Any]) -> list[str]:
    """The event lines of an entry's version-1 file: the whole log, one event a line."""
    return (HERE / entry["file"]).read_text("utf-8").splitlines()[1:]


def test_manifest_lists_every_golden_file() -> None:
    """No golden file is left out of the manifest, and none it lists is missing."""
    assert sorted(e["file"] for e in ENTRIES) == sorted(p.name for p in HERE.glob("*.jsonl"))
    assert sorted(e["file"] for e in ENTRIES) == sorted(p.name for p in V2.glob("*.jsonl"))
    assert {e["ruleset"] for e in ENTRIES} == {"base", "express"}
    assert {e["seats"] for e in ENTRIES if e["ruleset"] == "base"} == {3, 4, 5, 6}
    assert {e["bot"] for e in ENTRIES} == {"random", "heuristic"}


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_golden_log_replays_byte_for_byte(entry: dict[str, Any], tmp_path: Path) -> None:
    """A version-1 log loads (every command played again, each event compared), every event
    re-encodes to its recorded line, saving it as version 1 gives the same bytes and saving it
    (version 2) gives the version-2 golden file."""
    path = HERE / entry["file"]
    recorded = path.read_bytes()
    assert hashlib.sha256(recorded).hexdigest() == entry["sha256"], "golden file edited"
    game = Game.load(path)
    lines = recorded.decode("utf-8").splitlines()
    assert json.loads(lines[0])["header"]["format_version"] == 1
    assert len(game.events) == len(lines) - 1 == entry["events"]
    for line, record in zip(lines[1:], game.log_records(), strict=True):
        assert dumps(record) == line
    assert _saved_bytes(game, tmp_path, format_version=1) == recorded
    assert _saved_bytes(game, tmp_path) == (V2 / entry["file"]).read_bytes()


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_v2_golden_log_replays_byte_for_byte(entry: dict[str, Any], tmp_path: Path) -> None:
    """A version-2 log (commands and what they drew, no derived event) loads, gives back every
    event of the whole log byte for byte (the version-1 file's lines) and saves to the same
    bytes; it is smaller than the version-1 file."""
    path = V2 / entry["file"]
    recorded = path.read_bytes()
    assert hashlib.sha256(recorded).hexdigest() == entry["v2_sha256"], "golden file edited"
    assert json.loads(recorded.splitlines()[0])["header"]["format_version"] == 2
    game = Game.load(path)
    assert [dumps(record) for record in game.log_records()] == _v1_lines(entry)
    assert _saved_bytes(game, tmp_path) == recorded
    assert len(recorded) < (HERE / entry["file"]).stat().st_size


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_golden_game_plays_the_same_anew(entry: dict[str, Any], tmp_path: Path) -> None:
    """The same seed, options and bot play the same game today, byte for byte."""
    game = Game.new(entry["ruleset"], (), dict(entry["options"]), entry["seats"], entry["seed"])
    play_game(game, make_bots(game.rules, entry["bot"], entry["seats"], entry["seed"]))
    assert game.outcome is not None
    assert f"{game.outcome.winner}:{game.outcome.condition}" == entry["outcome"]
    assert _saved_bytes(game, tmp_path, format_version=1) == (HERE / entry["file"]).read_bytes()
    assert _saved_bytes(game, tmp_path) == (V2 / entry["file"]).read_bytes()


def test_a_new_log_is_the_same_bytes_in_another_process(tmp_path: Path) -> None:
    """A game played and saved by a fresh interpreter gives the version-2 golden bytes, and
    that process loads the golden file back to the same whole log."""
    entry = next(e for e in ENTRIES if e["ruleset"] == "base" and e["bot"] == "heuristic")
    out = tmp_path / "other.jsonl"
    script = (
        "import sys\n"
        "from bsgcore import Game\n"
        "from bsgcore.bots import make_bots, play_game\n"
        "from bsgcore.serialization import dumps\n"
        f"g = Game.new({entry['ruleset']!r}, (), {entry['options']!r}, {entry['seats']}, "
        f"{entry['seed']})\n"
        f"play_game(g, make_bots(g.rules, {entry['bot']!r}, {entry['seats']}, {entry['seed']}))\n"
        f"g.save({str(out)!r})\n"
        f"loaded = Game.load({str(V2 / entry['file'])!r})\n"
        "print('\\n'.join(dumps(r) for r in loaded.log_records()))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=300
    )
    assert out.read_bytes() == (V2 / entry["file"]).read_bytes()
    assert run.stdout.splitlines() == _v1_lines(entry)
