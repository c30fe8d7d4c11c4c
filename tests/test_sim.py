"""``bsg simulate`` as a balance lab (issue 14): the same summary whatever ``--jobs`` is, failed
games counted and replayable, Wilson intervals, and per-game CSV records that resume exactly."""

from __future__ import annotations

import csv
import json
import shlex
import types
from pathlib import Path
from typing import Any

import pytest

from bsgcore import cli
from bsgcore.hookspecs import hookimpl
from bsgcore.plugins import PluginInfo, register_plugin_module, unregister_plugin_module
from bsgcore.sim import wilson
from bsgcore.sim.csvout import CsvSink
from bsgcore.state import State

TOY = ["--ruleset", "toy", "--seats", "3"]
BOOM_SEED = 13


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``bsg argv`` in-process; its exit code, stdout and stderr."""
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def summary(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, "simulate", *argv, "--json")
    assert code in (0, 1), err
    result: dict[str, Any] = json.loads(out.splitlines()[-1])
    return result


@pytest.fixture
def boom() -> Any:
    """A toy plugin whose set-up raises for the game with seed BOOM_SEED, and only that one."""
    module = types.ModuleType("sim_boom_plugin")
    module.PLUGIN = PluginInfo(name="boom", version="0.1", extends=("toy",))  # type: ignore[attr-defined]

    @hookimpl
    def bsg_setup(state: State, rng: Any) -> None:
        if state.ruleset == "toy" and state.seed == BOOM_SEED:
            raise RuntimeError("boom on this seed")

    module.bsg_setup = bsg_setup  # type: ignore[attr-defined]
    register_plugin_module(module)
    yield module
    unregister_plugin_module("boom")


def test_jobs_do_not_change_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    """Game i uses seed S+i and results merge in seed order: one process or two, same JSON."""
    one = summary(capsys, *TOY, "--games", "40", "--seed", "5", "--jobs", "1")
    two = summary(capsys, *TOY, "--games", "40", "--seed", "5", "--jobs", "2")
    assert one == two
    assert one["games"] == 40 and one["finished"] == 40
    assert summary(capsys, *TOY, "--games", "40", "--seed", "6", "--jobs", "2") != one


def test_jobs_do_not_change_the_base_summary(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["--games", "4", "--seed", "3"]
    assert summary(capsys, *base, "--jobs", "1") == summary(capsys, *base, "--jobs", "2")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_game_that_raises_is_counted_with_a_replay_command(
    capsys: pytest.CaptureFixture[str], boom: Any, jobs: str
) -> None:
    argv = ["simulate", *TOY, "--plugin", "boom", "--games", "6", "--seed", "10", "--json"]
    code, out, err = run(capsys, *argv, "--jobs", jobs)
    assert code == 1
    result = json.loads(out.splitlines()[-1])
    assert result["games"] == 6 and result["errors"] == 1 and result["finished"] == 5
    assert sum(result["outcomes"].values()) == 5
    [failed] = result["failed"]
    assert failed["seed"] == BOOM_SEED and "RuntimeError: boom on this seed" in failed["error"]
    assert f"seed {BOOM_SEED}" in err and "ruleset toy, 3 seats" in err and "plugins boom" in err
    assert f"replay: {failed['replay']}" in err
    replay = shlex.split(failed["replay"])
    assert replay[:2] == ["bsg", "play"]
    with pytest.raises(RuntimeError, match="boom on this seed"):  # the command replays the failure
        cli.main(replay[1:])


def test_wilson_interval_matches_published_values() -> None:
    low, high = wilson(5, 6)
    assert (round(low, 4), round(high, 4)) == (0.4365, 0.9699)
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


def test_json_summary_has_intervals_per_side_and_condition(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = summary(capsys, *TOY, "--games", "30", "--seed", "1", "--jobs", "1")
    intervals = result["intervals"]
    assert set(intervals["sides"]) == set(result["wins"]) and len(result["wins"]) > 1
    assert set(intervals["outcomes"]) == set(result["outcomes"])
    for side, wins in result["wins"].items():
        expected = [round(bound, 6) for bound in wilson(wins, 30)]
        assert intervals["sides"][side] == expected
    assert result["stdev_commands"] > 0
    assert result["min_commands"] <= result["mean_commands"] <= result["max_commands"]


def test_a_side_that_never_wins_gets_an_interval(capsys: pytest.CaptureFixture[str]) -> None:
    result = summary(capsys, "--games", "1", "--seed", "3", "--jobs", "1")
    assert set(result["wins"]) == set(result["intervals"]["sides"]) == {"humans", "cylons"}
    assert sorted(result["wins"].values()) == [0, 1]


def test_tables_show_intervals_and_spread(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", *TOY, "--games", "8", "--jobs", "2")
    assert code == 0
    assert "95% interval" in out and "sd " in out and "games/s" in out


def test_out_writes_one_base_row_per_game_in_seed_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.csv"
    result = summary(capsys, "--games", "3", "--seed", "3", "--jobs", "2", "--out", str(path))
    with path.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert [int(row["seed"]) for row in rows] == [3, 4, 5]
    for column in ("characters", "turns", "distance", "fuel", "food", "morale", "population"):
        assert all(row[column] != "" for row in rows), column
    assert all(len(row["characters"].split("|")) == 5 for row in rows)
    outcomes: dict[str, int] = {}
    for row in rows:
        key = f"{row['winner']}:{row['condition']}"
        outcomes[key] = outcomes.get(key, 0) + 1
    assert outcomes == result["outcomes"]
    assert sum(int(row["commands"]) for row in rows) / 3 == result["mean_commands"]


def test_an_interrupted_out_file_resumes_to_the_uninterrupted_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, boom: Any
) -> None:
    argv = [*TOY, "--plugin", "boom", "--games", "12", "--seed", "8", "--jobs", "2"]
    whole = tmp_path / "whole.csv"
    expected = summary(capsys, *argv, "--out", str(whole))
    assert expected["errors"] == 1  # the failed game has its row too

    part = tmp_path / "part.csv"
    written = CsvSink.write

    def write_then_stop(self: CsvSink, record: Any) -> None:
        if record.seed == 14:
            raise KeyboardInterrupt
        written(self, record)

    monkeypatch.setattr(CsvSink, "write", write_then_stop)
    assert run(capsys, "simulate", *argv, "--out", str(part))[0] == 130
    monkeypatch.setattr(CsvSink, "write", written)
    kept = part.read_text(encoding="utf-8")
    assert 1 < len(kept.splitlines()) < 13
    part.write_text(kept + "14,3,se", encoding="utf-8")  # a row cut off mid-write

    resumed = summary(capsys, *argv, "--out", str(part), "--resume")
    assert part.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")
    assert resumed == expected


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--resume"], "--resume continues an --out FILE"),
        (["--out", "{tmp}/games.txt"], "--out writes CSV or Parquet"),
        (["--out", "{tmp}/existing.csv"], "pass --resume to continue it"),
    ],
)
def test_out_and_resume_usage_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, extra: list[str], words: str
) -> None:
    (tmp_path / "existing.csv").write_text("seed\n", encoding="utf-8")
    argv = [arg.replace("{tmp}", str(tmp_path)) for arg in extra]
    code, _, err = run(capsys, "simulate", *TOY, "--games", "2", *argv)
    assert code == 2 and words in err


def test_a_resumed_run_says_how_many_games_it_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The text summary of a resumed run names the games taken from the file, and its rate counts
    only the games played now (the kept rows took no time in this run)."""
    out = tmp_path / "games.csv"
    common = ["simulate", *TOY, "--seed", "2", "--jobs", "1", "--out", str(out)]
    code, text, _ = run(capsys, *common, "--games", "3")
    assert code == 0 and "resumed" not in text
    code, text, _ = run(capsys, *common, "--games", "5", "--resume")
    assert code == 0
    assert "5 toy games (3 resumed from the file)" in text
