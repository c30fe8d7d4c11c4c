"""The Ray backend's cases (issue 14), run by test_sim_ray.py in a pytest process of their own.

One task per batch, results taken in submission order, so the summary is the local backend's
for the same seeds; in-process plugins are registered on the workers. A Ray driver keeps OS
threads after ``ray.shutdown()``, and a later fork (the local backend's pool) of a
multi-threaded process can deadlock, so these cases never share a process with other tests, and
the one ``--jobs 2`` run here happens before Ray starts.
"""

from __future__ import annotations

import io
import json
import os
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boom_plugin
import pytest
import supplies_plugin

from bsgcore import cli
from bsgcore.plugins import PluginInfo, register_plugin_module, unregister_plugin_module
from bsgcore.sim import backend, raybackend

ray = pytest.importorskip("ray")

TOY = ["--ruleset", "toy", "--seats", "3"]
TESTS = str(Path(__file__).resolve().parent)


@pytest.fixture(scope="module")
def ray_session() -> Iterator[None]:
    """One local Ray for the module (it takes seconds to start); its workers import tests/."""
    path = os.pathsep.join(p for p in (TESTS, os.environ.get("PYTHONPATH", "")) if p)
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        logging_level="WARNING",
        runtime_env={"env_vars": {"PYTHONPATH": path}},
    )
    yield
    ray.shutdown()


def json_of(capsys: pytest.CaptureFixture[str], *argv: str, code: int = 0) -> dict[str, Any]:
    assert cli.main([*argv, "--json"]) == code
    result: dict[str, Any] = json.loads(capsys.readouterr().out.splitlines()[-1])
    return result


def test_ray_gives_the_local_summary_for_the_same_seeds(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, request: Any
) -> None:
    """Eight batches through a window of two in flight still come back in seed order."""
    toy = ["simulate", *TOY, "--games", "40", "--seed", "5"]
    base = ["simulate", "--games", "3", "--seed", "3"]
    local = [json_of(capsys, *toy, "--jobs", "2"), json_of(capsys, *base, "--jobs", "2")]
    request.getfixturevalue("ray_session")  # Ray starts only after the pool has forked
    monkeypatch.setattr(raybackend, "WINDOW_PER_CPU", 1)
    with monkeypatch.context() as local_off:  # the Ray runs must not fall back to the pool
        local_off.setattr(backend, "run_local", None)
        on_ray = [
            json_of(capsys, *toy, "--backend", "ray"),
            json_of(capsys, *base, "--backend", "ray"),
        ]
    assert on_ray == local
    assert on_ray == [json_of(capsys, *toy, "--jobs", "1"), json_of(capsys, *base, "--jobs", "1")]
    assert on_ray[0]["games"] == on_ray[0]["finished"] == 40


def test_ray_writes_the_out_file_in_seed_order(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    ray_session: None,
) -> None:
    monkeypatch.setattr(raybackend, "WINDOW_PER_CPU", 1)
    toy = ["simulate", *TOY, "--games", "30", "--seed", "2"]
    json_of(capsys, *toy, "--jobs", "1", "--out", str(tmp_path / "local.csv"))
    json_of(capsys, *toy, "--backend", "ray", "--out", str(tmp_path / "ray.csv"))
    assert (tmp_path / "ray.csv").read_bytes() == (tmp_path / "local.csv").read_bytes()


def test_ray_balance_registers_in_process_plugins_on_the_workers(
    capsys: pytest.CaptureFixture[str], ray_session: None
) -> None:
    register_plugin_module(supplies_plugin)
    try:
        argv = ["balance", "--games", "4", "--seed", "0", "--b-plugin", "supplies_test"]
        on_ray = json_of(capsys, *argv, "--backend", "ray")
        assert on_ray == json_of(capsys, *argv, "--jobs", "1")
        assert on_ray["pairs"] == 4 and on_ray["errors"] == 0 and on_ray["wins_b"] > 0
    finally:
        unregister_plugin_module("supplies_test")


def test_a_game_that_raises_on_a_worker_is_counted_with_its_replay_command(
    capsys: pytest.CaptureFixture[str], ray_session: None
) -> None:
    register_plugin_module(boom_plugin)
    try:
        argv = ["simulate", *TOY, "--plugin", "boom_test", "--games", "6", "--seed", "10"]
        result = json_of(capsys, *argv, "--backend", "ray", code=1)
        assert result == json_of(capsys, *argv, "--jobs", "1", code=1)
    finally:
        unregister_plugin_module("boom_test")
    assert result["errors"] == 1 and result["finished"] == 5
    [failed] = result["failed"]
    assert failed["seed"] == boom_plugin.BOOM_SEED and "boom on this seed" in failed["error"]
    assert "--plugin boom_test" in failed["replay"]


def test_a_plugin_the_workers_cannot_import_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], ray_session: None
) -> None:
    module = types.ModuleType("sim_nowhere_plugin")
    module.PLUGIN = PluginInfo(name="nowhere", version="0.1", extends=("toy",))  # type: ignore[attr-defined]
    register_plugin_module(module)
    try:
        argv = ["simulate", *TOY, "--plugin", "nowhere", "--games", "2", "--backend", "ray"]
        assert cli.main(argv) == 2
    finally:
        unregister_plugin_module("nowhere")
    err = capsys.readouterr().err
    assert "cannot import the plugin module 'sim_nowhere_plugin'" in err and "every node" in err


class Terminal(io.StringIO):
    """A stderr that says it is a terminal, so the progress bar draws."""

    def isatty(self) -> bool:
        return True


def test_the_progress_bar_counts_ray_games(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, ray_session: None
) -> None:
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert cli.main(["simulate", *TOY, "--games", "6", "--backend", "ray", "--json"]) == 0
    assert "games" in terminal.getvalue() and "6/6" in terminal.getvalue()
