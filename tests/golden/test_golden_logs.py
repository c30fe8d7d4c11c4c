"""The golden logs (tests/golden/*.jsonl) replay byte for byte and are what the rules play today.

Each file is a whole seeded bot game saved by ``python tests/golden/regenerate.py``. A refactor
must leave every one identical; a change that alters them on purpose regenerates them and says why
in its commit (README.md here).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from bsgcore import Game
from bsgcore.bots import make_bots, play_game
from bsgcore.serialization import dumps

HERE = Path(__file__).resolve().parent
ENTRIES: list[dict[str, Any]] = json.loads((HERE / "MANIFEST.json").read_text("utf-8"))["games"]


def _saved_bytes(game: Game, tmp_path: Path) -> bytes:
    path = tmp_path / "again.jsonl"
    game.save(path)
    return path.read_bytes()


def test_manifest_lists_every_golden_file() -> None:
    """No golden file is left out of the manifest, and none it lists is missing."""
    assert sorted(e["file"] for e in ENTRIES) == sorted(p.name for p in HERE.glob("*.jsonl"))
    assert {e["ruleset"] for e in ENTRIES} == {"base", "express"}
    assert {e["seats"] for e in ENTRIES if e["ruleset"] == "base"} == {3, 4, 5, 6}
    assert {e["bot"] for e in ENTRIES} == {"random", "heuristic"}


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_golden_log_replays_byte_for_byte(entry: dict[str, Any], tmp_path: Path) -> None:
    """Load (which plays every command again and compares each event) and save again: the same
    bytes, and every event re-encodes to its recorded line."""
    path = HERE / entry["file"]
    recorded = path.read_bytes()
    assert hashlib.sha256(recorded).hexdigest() == entry["sha256"], "golden file edited"
    game = Game.load(path)
    lines = recorded.decode("utf-8").splitlines()
    assert len(game.events) == len(lines) - 1 == entry["events"]
    for line, record in zip(lines[1:], game.log_records(), strict=True):
        assert dumps(record) == line
    assert _saved_bytes(game, tmp_path) == recorded


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_golden_game_plays_the_same_anew(entry: dict[str, Any], tmp_path: Path) -> None:
    """The same seed, options and bot play the same game today, byte for byte."""
    game = Game.new(entry["ruleset"], (), dict(entry["options"]), entry["seats"], entry["seed"])
    play_game(game, make_bots(game.rules, entry["bot"], entry["seats"], entry["seed"]))
    assert game.outcome is not None
    assert f"{game.outcome.winner}:{game.outcome.condition}" == entry["outcome"]
    assert _saved_bytes(game, tmp_path) == (HERE / entry["file"]).read_bytes()
