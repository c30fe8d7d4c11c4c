"""Determinism: the same seed and commands give byte-identical logs, in one process and across
processes (with different hash seeds), and replay never draws a random number."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import bsgcore.game
from bsgcore import Game, engine
from bsgcore.core_events import CommandPlayed, GameCreated
from bsgcore.rng import Rng
from bsgcore.serialization import command_to_dict, dumps
from bsgcore.testing import random_playout

# Plays the given commands (JSON) on a new toy game and prints the saved file, byte for byte.
REPLAY_SCRIPT = """
import json, sys, tempfile, pathlib
import bsgcore.testing.toy as toy
from bsgcore.plugins import register_plugin_module
register_plugin_module(toy)
from bsgcore import Game
spec = json.loads(sys.stdin.read())
game = Game.new("toy", seats=spec["seats"], seed=spec["seed"], options=spec["options"])
for command in spec["commands"]:
    game.play(command)
with tempfile.TemporaryDirectory() as folder:
    path = pathlib.Path(folder) / "game.jsonl"
    game.save(path)
    sys.stdout.buffer.write(path.read_bytes())
"""


def _commands(game: Game) -> list[dict[str, object]]:
    """The commands of a game's log, as the JSON a frontend would send."""
    return [
        command_to_dict(game.rules, e.command) for e in game.events if isinstance(e, CommandPlayed)
    ]


def _saved_bytes(game: Game, folder: Path, name: str) -> bytes:
    path = folder / name
    game.save(path)
    return path.read_bytes()


def test_same_seed_and_commands_give_byte_identical_logs(tmp_path: Path) -> None:
    """Replaying a game's commands (as objects or as JSON) on the same seed gives the same bytes."""
    original = random_playout("toy", 4, 2024, bot_seed=3)
    commands = _commands(original)
    as_json = Game.new("toy", seats=4, seed=2024)
    as_objects = Game.new("toy", seats=4, seed=2024)
    for data in commands:
        as_json.play(data)
    for event in original.events:
        if isinstance(event, CommandPlayed):
            as_objects.play(event.command)
    expected = _saved_bytes(original, tmp_path, "a.jsonl")
    assert _saved_bytes(as_json, tmp_path, "b.jsonl") == expected
    assert _saved_bytes(as_objects, tmp_path, "c.jsonl") == expected
    assert as_json.state == original.state


def test_logs_are_byte_identical_across_processes(tmp_path: Path) -> None:
    """Two fresh interpreters with different hash seeds write exactly the bytes this one does."""
    game = random_playout("toy", 3, 77_777_777, options={"target": 12}, bot_seed=5)
    spec = {"seats": 3, "seed": 77_777_777, "options": {"target": 12}, "commands": _commands(game)}
    expected = _saved_bytes(game, tmp_path, "here.jsonl")
    outputs = []
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        result = subprocess.run(
            [sys.executable, "-c", REPLAY_SCRIPT],
            input=json.dumps(spec).encode(),
            capture_output=True,
            env=env,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, result.stderr.decode()
        outputs.append(result.stdout)
    assert outputs[0] == expected
    assert outputs[1] == expected


def test_different_seeds_give_different_games() -> None:
    """The seed matters: twenty seeds give twenty different dice sequences."""
    logs = set()
    for seed in range(20):
        game = random_playout("toy", 2, seed, options={"target": 8}, bot_seed=0)
        logs.add(dumps(game.log_records()[1:]))
    assert len(logs) == 20


def test_decide_is_a_pure_function_of_state_and_command() -> None:
    """Executing the same command on the same state twice gives equal events and states."""
    game = Game.new("toy", seats=3, seed=31337)
    decision = game.pending
    assert decision is not None
    for option in decision.options:
        first = engine.execute(game.rules, game.state, option)
        second = engine.execute(game.rules, game.state, option)
        assert first == second


def test_replay_and_load_never_draw_randomness(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Every outcome is in the log: replay and unverified load work with the RNG disabled."""
    game = random_playout("toy", 3, 5150)
    game.save(tmp_path / "game.jsonl")

    def no_draws(self: Rng) -> tuple[int, Rng]:
        raise AssertionError("replay drew a random number")

    monkeypatch.setattr(Rng, "_next64", no_draws)
    assert engine.replay(game.rules, game.events) == game.state
    assert Game.load(tmp_path / "game.jsonl", verify=False).state == game.state


def test_seed_is_taken_from_the_os_and_recorded(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Without a seed, Game.new asks the OS's secure source and writes the seed into the log."""
    calls: list[int] = []

    def fake_randbits(bits: int) -> int:
        calls.append(bits)
        return 123_456_789_012

    with monkeypatch.context() as patch:
        patch.setattr(bsgcore.game.secrets, "randbits", fake_randbits)
        game = Game.new("toy", seats=2)
    assert calls == [63]
    created = game.events[0]
    assert isinstance(created, GameCreated)
    assert created.seed == game.state.seed == 123_456_789_012
    seeds = {Game.new("toy", seats=2).state.seed for _ in range(5)}
    assert len(seeds) == 5 and all(0 <= s < 2**63 for s in seeds)
    game.save(tmp_path / "game.jsonl")
    again = Game.load(tmp_path / "game.jsonl")
    assert again.state.seed == 123_456_789_012 and again.state == game.state
