"""`bsg serve` as a real process: uvicorn on a localhost port, a game played over a real
WebSocket, the process killed and started again on the same database, the game resumed."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import Any

import pytest
from servekit import free_port, start_server

httpx = pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_client = pytest.importorskip("websockets.sync.client")


def _play(url: str, commands: int | None) -> tuple[dict[str, Any], int]:
    """Play the first option ``commands`` times (None: to the end); the last update, count."""
    played = 0
    with sync_client.connect(url) as ws:
        while True:
            update = json.loads(ws.recv(timeout=120))
            assert update["type"] == "update", update
            if update["over"] or played == commands:
                return update, played
            if update["your_turn"]:
                command = update["view"]["pending"]["options"][0]
                ws.send(json.dumps({"type": "command", "command": command}))
                played += 1


def test_a_real_server_plays_is_killed_and_resumes_the_game(tmp_path: Path) -> None:
    db, port = tmp_path / "games.db", free_port()
    server = start_server(db, port)
    try:
        made = httpx.post(
            f"http://127.0.0.1:{port}/api/games",
            json={"ruleset": "express", "seats": ["human", "bot", "bot", "bot"]},
            timeout=120,
        ).json()
        url = f"ws://127.0.0.1:{port}/ws/{made['game']}/0?token={made['seats'][0]['token']}"
        before, played = _play(url, 3)
        assert played == 3 and not before["over"]
    finally:
        server.send_signal(signal.SIGKILL)  # no shutdown: only the store survives
        server.wait()
    server = start_server(db, port)
    try:
        view = httpx.get(
            f"http://127.0.0.1:{port}/api/games/{made['game']}/seats/0/view",
            headers={"Authorization": f"Bearer {made['seats'][0]['token']}"},
            timeout=120,
        ).json()
        assert view["seq"] >= before["seq"]  # the third command's events were stored too
        last, _ = _play(f"{url}&since={view['seq']}", None)
        assert last["over"] and last["outcome"]["winner"] in ("humans", "cylons")
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert os.path.getsize(db) > 0
