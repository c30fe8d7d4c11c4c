"""``bsg simulate`` and ``bsg play`` on the base ruleset (issue 3 §11): the same JSON summary as
for Express, game options passed with -o, a whole game printed with its status line."""

from __future__ import annotations

import json

import pytest

from bsgcore import cli

BASE = ["--ruleset", "base", "-o", "allow_incomplete=true", "-o", "omit_missing_cards=true"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``bsg argv`` in-process; its exit code, stdout and stderr."""
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_simulate_base_json(capsys: pytest.CaptureFixture[str]) -> None:
    """B-END: `bsg simulate --ruleset base --seats 5 --games N --seed S --json` plays N games with
    the heuristic bot and prints one JSON summary counting every outcome."""
    code, out, err = run(
        capsys, "simulate", *BASE, "--seats", "5", "--games", "3", "--seed", "11", "--json"
    )
    assert code == 0, err
    summary = json.loads(out.splitlines()[-1])
    assert summary["games"] == 3 and summary["errors"] == 0
    assert sum(summary["outcomes"].values()) == 3
    assert all(key.split(":")[0] in ("humans", "cylons") for key in summary["outcomes"])
    assert summary["mean_commands"] > 50


def test_simulate_base_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    """The same seed gives the same summary; the tables name the bot and the seeds."""
    argv = ["simulate", *BASE, "--seats", "3", "--games", "2", "--seed", "4", "--json"]
    first = run(capsys, *argv)[1]
    assert run(capsys, *argv)[1] == first
    code, out, _ = run(capsys, "simulate", *BASE, "--seats", "3", "--games", "1", "--seed", "4")
    assert code == 0
    assert "1 base games, 3 seats, bot 'heuristic', seeds 4..4" in out
    assert "Wins per side" in out


def test_simulate_base_with_random_bots(capsys: pytest.CaptureFixture[str]) -> None:
    """--bot random plays the same games with uniformly random bots."""
    code, out, _ = run(
        capsys, "simulate", *BASE, "--seats", "4", "--games", "2", "--bot", "random", "--json"
    )
    assert code == 0
    assert json.loads(out.splitlines()[-1])["errors"] == 0


def test_base_needs_no_option(capsys: pytest.CaptureFixture[str]) -> None:
    """Every base card is implemented: `bsg simulate --ruleset base` runs without options."""
    code, out, _ = run(capsys, "simulate", "--ruleset", "base", "--games", "1", "--json")
    assert code == 0
    assert '"errors": 0' in out.splitlines()[-1]


def test_base_with_a_missing_card_needs_the_incomplete_option(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should a base card's effect be missing, the ruleset is refused as a usage error naming
    allow_incomplete."""
    from bsgcore.base import plugin

    monkeypatch.setattr(plugin, "missing_base_cards", lambda: ("base.crisis.ambush",))
    code, _, err = run(capsys, "simulate", "--ruleset", "base", "--games", "1")
    assert code == 2
    assert "allow_incomplete" in err


def test_play_base_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    """`bsg play --ruleset base` prints one line per event, the choices, the public status line
    (resources, jump track, distance) whenever it changes, and the winner."""
    code, out, _ = run(capsys, "play", *BASE, "--seats", "4", "--seed", "2")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "seed 2, bot 'heuristic' in every seat"
    assert any(line.startswith("New base game for 4 seats") for line in lines)
    assert any(line.endswith(": Stay where you are") for line in lines)  # commands as labels
    status = [line for line in lines if line.startswith("  [fuel ")]
    assert len(status) > 5 and all("jump " in s and "distance " in s for s in status)
    assert "GAME OVER" in out
    assert lines[-1].startswith("Winner: ")
    assert "core.command_played" not in out
