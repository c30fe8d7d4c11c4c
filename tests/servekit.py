"""Helpers for the `bsg serve` tests: an app on a temporary SQLite database, a game created over
the lobby API, and a check that what a seat received holds none of its secrets nor the seed."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from bsgcore.game import Game  # noqa: E402
from bsgcore.serve import create_app  # noqa: E402
from bsgcore.serve.runner import GameRunner  # noqa: E402
from bsgcore.testing import find_value  # noqa: E402
from bsgcore.view import secrets_for  # noqa: E402

__all__ = [
    "TestClient",
    "check_received",
    "client_for",
    "create",
    "free_port",
    "play_to_end",
    "runner_of",
    "start_server",
]


@contextmanager
def client_for(db: Path | str) -> Iterator[TestClient]:
    """A test client of a fresh app on the SQLite file ``db`` or the store URL ``db`` (one event
    loop for all calls)."""
    url = db if isinstance(db, str) else f"sqlite:///{db}"
    with TestClient(create_app(url)) as client:
        yield client


def create(client: TestClient, ruleset: str, seats: list[Any], **extra: Any) -> dict[str, Any]:
    """Create a game over the lobby API; its answer (id, seats with tokens, spectator)."""
    response = client.post("/api/games", json={"ruleset": ruleset, "seats": seats, **extra})
    assert response.status_code == 201, response.text
    out: dict[str, Any] = response.json()
    return out


def runner_of(client: TestClient, game_id: str) -> GameRunner:
    """The server's runner of a game (the host's side, for checks only)."""
    runner: GameRunner = client.app.state.service.lobby.runners[game_id]  # type: ignore[attr-defined]
    return runner


def check_received(game: Game, seat: int | None, received: Any) -> None:
    """Fail if what ``seat`` received holds the seed or a secret of ``seat`` in the current state."""
    text = json.dumps(received)
    assert str(game.state.seed) not in text, f"seat {seat} received the seed"
    for secret in secrets_for(game.rules, game.state, seat):
        if secret.shared:
            continue
        target = json.loads(json.dumps(secret.value))
        path = find_value(received["view"], target)
        assert path is None, f"seat {seat} received secret {secret.path} at {path}"


def play_to_end(ws: Any, runner: GameRunner, seat: int, limit: int = 5000) -> list[dict[str, Any]]:
    """Play ``seat`` with its first option until the game is over, checking every update for
    leaks; every update received, in order."""
    updates = []
    for _ in range(limit):
        message = ws.receive_json()
        assert message["type"] == "update", message
        updates.append(message)
        check_received(runner.game, seat, message)
        if message["over"]:
            return updates
        if message["your_turn"]:
            options = message["view"]["pending"]["options"]
            ws.send_json({"type": "command", "command": options[0]})
    raise AssertionError("the game did not end")


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: Path, port: int) -> subprocess.Popen[bytes]:
    """A real ``bsg serve`` process on localhost ``port`` over the SQLite file ``db``, once it
    answers (the caller stops it); its log goes to ``db`` with ``.log`` added."""
    import httpx

    log = db.with_name(db.name + ".log").open("ab")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bsgcore",
            "serve",
            "--port",
            str(port),
            "--store",
            f"sqlite:///{db}",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    log.close()  # the child holds its own copy
    for _ in range(600):  # 30 s: the machine may be busy
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=5)
            return process
        except httpx.TransportError:
            if process.poll() is not None:
                break
            time.sleep(0.05)
    process.kill()
    process.wait()
    raise AssertionError(db.with_name(db.name + ".log").read_text(errors="replace"))
