"""The ``bsg`` command against the toy ruleset, registered in-process (no hidden test flag)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest

import bsgcore.testing.toy as toy
from bsgcore import cli
from bsgcore.bots import RandomBot, seat_seed
from bsgcore.messages import Command
from bsgcore.plugins import register_plugin_module
from bsgcore.ruleset import build_rules

TOY = ["--ruleset", "toy", "--seats", "3"]


@pytest.fixture(autouse=True)
def _toy() -> None:
    register_plugin_module(toy)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``bsg argv`` in-process; its exit code, stdout and stderr."""
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _saved_game(capsys: pytest.CaptureFixture[str], path: Path, seed: int = 3) -> list[str]:
    code, _, _ = run(capsys, "play", *TOY, "--seed", str(seed), "--quiet", "--save", str(path))
    assert code == 0
    return path.read_text(encoding="utf-8").splitlines()


# -- play ------------------------------------------------------------------------------------------


def test_play_prints_the_game_and_a_winner(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", *TOY, "--seed", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[-1].startswith("Winner: seat ")
    assert "GAME OVER" in out
    assert any(line.startswith("New toy game for 3 seats") for line in lines)
    labels = ("Roll again", "Hold and bank")
    assert any(
        line.startswith("seat ") and line.split(": ", 1)[1].startswith(labels) for line in lines
    )
    assert "core.command_played" not in out


def test_play_prints_the_spectator_log(capsys: pytest.CaptureFixture[str]) -> None:
    """Secret bonuses are dealt face down: the printout shows them redacted (zeros)."""
    _, out, _ = run(capsys, "play", *TOY, "--seed", "1")
    assert "toy.bonus_dealt(bonus=[0,0,0])" in out


def test_play_is_repeatable_with_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "play", *TOY, "--seed", "8")[1]
    assert run(capsys, "play", *TOY, "--seed", "8")[1] == first
    assert run(capsys, "play", *TOY, "--seed", "9")[1] != first


def test_play_quiet_prints_only_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", *TOY, "--seed", "1", "--quiet", "-o", "target=30")
    assert code == 0
    assert len(out.splitlines()) == 1 and out.startswith("Winner: ")


def test_play_unknown_bot_or_ruleset_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "play", *TOY, "--bot", "smart")
    assert code == 2 and "smart" in err and "random" in err and "Traceback" not in err
    code, _, err = run(capsys, "play", "--ruleset", "nope", "--seats", "3")
    assert code == 2 and "nope" in err


def test_play_uses_the_rulesets_default_bot(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = build_rules("toy")
    monkeypatch.setattr(rules, "spec", attrs.evolve(rules.spec, default_bot="nosuch"))
    code, _, err = run(capsys, "play", *TOY, "--seed", "1")
    assert code == 2 and "'nosuch'" in err
    code, out, _ = run(capsys, "play", *TOY, "--seed", "1", "--bot", "random")
    assert code == 0 and "bot 'random'" in out


def test_play_skips_quiet_events_and_prints_status_changes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = build_rules("toy")
    status = attrs.evolve(rules.spec, status=lambda state: f"banked {list(state.game.banked)}")
    monkeypatch.setattr(rules, "spec", status)
    monkeypatch.setattr(toy.Held, "quiet", True)
    code, out, _ = run(capsys, "play", *TOY, "--seed", "1")
    assert code == 0
    assert "toy.held" not in out and "toy.rolled" in out
    statuses = [line for line in out.splitlines() if line.startswith("  [banked [")]
    assert statuses[0] == "  [banked [0, 0, 0]]"
    assert len(statuses) > 1 and all(a != b for a, b in zip(statuses, statuses[1:], strict=False))


# -- simulate --------------------------------------------------------------------------------------


def test_simulate_json_last_line_counts_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", *TOY, "--games", "12", "--seed", "4", "--json")
    assert code == 0
    summary = json.loads(out.splitlines()[-1])
    assert {"games", "errors", "outcomes", "mean_commands", "intervals"} <= set(summary)
    assert summary["games"] == 12 and summary["errors"] == 0
    assert sum(summary["outcomes"].values()) == 12
    assert all(key.endswith(":target") for key in summary["outcomes"])
    assert summary["mean_commands"] > 0


def test_simulate_tables(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", *TOY, "--games", "5")
    assert code == 0
    assert "Wins per side" in out and "Wins per condition" in out
    assert "mean game length" in out and "errors: 0" in out


def test_simulate_counts_and_reports_a_game_that_raised(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Game 1 (seed 11) raises inside a bot: counted, reported with its seed, exit code 1."""
    broken = {seat_seed(11, seat) for seat in range(3)}
    original = RandomBot.choose

    def choose(self: RandomBot, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        if self.seed in broken:
            raise RuntimeError("bot exploded")
        return original(self, view, options)

    monkeypatch.setattr(RandomBot, "choose", choose)
    code, out, err = run(capsys, "simulate", *TOY, "--games", "3", "--seed", "10", "--json")
    assert code == 1
    summary = json.loads(out.splitlines()[-1])
    assert summary["games"] == 3 and summary["errors"] == 1
    assert sum(summary["outcomes"].values()) == 2
    assert "seed 11" in err and "RuntimeError: bot exploded" in err


# -- replay ----------------------------------------------------------------------------------------


def test_replay_valid_log(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    _saved_game(capsys, path)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0, err
    assert "valid toy log" in out and "Winner: seat " in out


def test_replay_edited_log_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    lines = _saved_game(capsys, path)
    index = next(i for i, line in enumerate(lines) if '"tag":"toy.rolled"' in line.replace(" ", ""))
    record = json.loads(lines[index])
    record["value"] = 7 - record["value"] if record["value"] != 1 else 6
    lines[index] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1
    assert "INVALID (corrupt_log)" in err and "Traceback" not in err + out


def test_replay_truncated_or_foreign_log(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game.jsonl"
    text = "\n".join(_saved_game(capsys, path)) + "\n"
    path.write_text(text[:-10], encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "truncated" in err
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.jsonl"))
    assert code == 1 and "there is no such file" in err and "INVALID" not in err


def test_replay_other_rules_is_a_mismatch(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game.jsonl"
    lines = _saved_game(capsys, path)
    header = json.loads(lines[0])
    header["header"]["plugins"]["toy"] = "9.9"
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "ruleset_mismatch" in err and "9.9" in err


# -- plugins and entry points ----------------------------------------------------------------------


def test_plugins_lists_core_and_the_toy(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "plugins")
    assert code == 0
    assert "core " in out and "bsgcore.core_plugin" in out
    toy_block = out[out.index("toy 1.0") :]
    assert "rulesets: toy (2-6 seats)" in toy_block
    assert "bsg_register_rulesets" in toy_block and "bsg_setup" in toy_block


def test_python_dash_m_runs_the_cli() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bsgcore", "--help"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0
    assert "simulate" in result.stdout and "replay" in result.stdout
