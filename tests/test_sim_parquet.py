"""``--out FILE.parquet`` (issue 14): typed per-game rows streamed in row groups, an interrupted
file readable with every game it finished, and ``--resume`` ending with the uninterrupted table."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

import pytest
from lab_extras import require

from bsgcore import cli
from bsgcore.hookspecs import hookimpl
from bsgcore.plugins import PluginInfo, register_plugin_module, unregister_plugin_module
from bsgcore.sim import parquetout
from bsgcore.sim.parquetout import ParquetSink
from bsgcore.state import State

require("pyarrow")
import pyarrow.parquet as pq  # noqa: E402

TOY = ["--ruleset", "toy", "--seats", "3"]
BOOM_SEED = 13


@pytest.fixture
def boom() -> Any:
    """A toy plugin whose set-up raises for the game with seed BOOM_SEED, and only that one."""
    module = types.ModuleType("sim_parquet_boom_plugin")
    module.PLUGIN = PluginInfo(name="pboom", version="0.1", extends=("toy",))  # type: ignore[attr-defined]

    @hookimpl
    def bsg_setup(state: State, rng: Any) -> None:
        if state.ruleset == "toy" and state.seed == BOOM_SEED:
            raise RuntimeError("boom on this seed")

    module.bsg_setup = bsg_setup  # type: ignore[attr-defined]
    register_plugin_module(module)
    yield module
    unregister_plugin_module("pboom")


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any] | None]:
    code = cli.main(["simulate", *argv, "--json"])
    lines = capsys.readouterr().out.splitlines()
    return code, json.loads(lines[-1]) if lines else None


def test_base_rows_are_typed_and_match_the_summary(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.parquet"
    code, result = simulate(
        capsys, "--games", "3", "--seed", "3", "--jobs", "2", "--out", str(path)
    )
    assert code == 0 and result is not None
    table = pq.read_table(path)
    assert table.column("seed").to_pylist() == [3, 4, 5]
    for name in ("seed", "seats", "commands", "turns", "distance", "food", "reveals"):
        assert str(table.schema.field(name).type) == "int64", name
    rows = table.to_pylist()
    assert all(len(row["characters"].split("|")) == 5 and row["error"] == "" for row in rows)
    outcomes: dict[str, int] = {}
    for row in rows:
        outcomes[f"{row['winner']}:{row['condition']}"] = (
            outcomes.get(f"{row['winner']}:{row['condition']}", 0) + 1
        )
    assert outcomes == result["outcomes"]
    assert sum(row["commands"] for row in rows) / 3 == result["mean_commands"]


def test_rows_are_streamed_in_row_groups(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(parquetout, "ROW_GROUP", 4)
    path = tmp_path / "games.parquet"
    groups: list[int] = []
    flush = ParquetSink._flush

    def counting_flush(self: ParquetSink) -> None:
        groups.append(len(self._buffer))
        flush(self)

    monkeypatch.setattr(ParquetSink, "_flush", counting_flush)
    assert simulate(capsys, *TOY, "--games", "10", "--jobs", "1", "--out", str(path))[0] == 0
    assert groups == [4, 4, 2]  # two full groups written as games finished, the rest at close
    assert pq.ParquetFile(path).metadata.num_row_groups == 3


def test_an_interrupted_parquet_file_resumes_to_the_uninterrupted_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, boom: Any
) -> None:
    monkeypatch.setattr(parquetout, "ROW_GROUP", 4)
    argv = [*TOY, "--plugin", "pboom", "--games", "12", "--seed", "8", "--jobs", "2"]
    whole = tmp_path / "whole.parquet"
    code, expected = simulate(capsys, *argv, "--out", str(whole))
    assert code == 1 and expected is not None and expected["errors"] == 1

    part = tmp_path / "part.parquet"
    written = ParquetSink.write

    def write_then_stop(self: ParquetSink, record: Any) -> None:
        if record.seed == 15:
            raise KeyboardInterrupt
        written(self, record)

    monkeypatch.setattr(ParquetSink, "write", write_then_stop)
    assert simulate(capsys, *argv, "--out", str(part))[0] == 130
    monkeypatch.setattr(ParquetSink, "write", written)
    kept = pq.read_table(part)  # closed on the interrupt: readable, with every finished game
    assert kept.column("seed").to_pylist() == list(range(8, 15))
    assert kept.equals(pq.read_table(whole).slice(0, 7))

    code, resumed = simulate(capsys, *argv, "--out", str(part), "--resume")
    assert code == 1 and resumed == expected
    assert pq.read_table(part).equals(pq.read_table(whole))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["part.parquet", "whole.parquet"]


def test_resuming_a_file_of_other_games_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.parquet"
    assert simulate(capsys, *TOY, "--games", "3", "--seed", "0", "--out", str(path))[0] == 0
    before = pq.read_table(path)
    argv = ["simulate", *TOY, "--games", "3", "--seed", "50", "--out", str(path), "--resume"]
    assert cli.main(argv) == 2
    assert "(seed 0, 3 seats) outside this run" in capsys.readouterr().err
    assert pq.read_table(path).equals(before)
    path.write_bytes(path.read_bytes()[:-20])  # as a run killed outright leaves it: no footer
    assert cli.main(["simulate", *TOY, "--games", "3", "--out", str(path), "--resume"]) == 2
    assert "not a complete Parquet file" in capsys.readouterr().err


def test_sigterm_closes_the_parquet_file_with_the_games_finished(tmp_path: Path) -> None:
    """A run stopped by SIGTERM exits 130 with a readable file: a prefix of the run's seeds."""
    path = tmp_path / "games.parquet"
    script = "import sys; from bsgcore.cli import main; sys.exit(main(sys.argv[1:]))"
    argv = ["simulate", "--games", "500", "--seed", "0", "--jobs", "1", "--out", str(path)]
    process = subprocess.Popen([sys.executable, "-c", script, *argv], stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not path.exists() and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.05)
    time.sleep(1.0)  # some games finish
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    seeds = pq.read_table(path).column("seed").to_pylist()
    assert seeds == list(range(len(seeds))) and len(seeds) < 500
