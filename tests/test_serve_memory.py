"""`bsg serve` keeps memory bounded: idle games' runners leave memory and load again from the
store on demand (reading as before), and a client too slow for its updates is dropped once its
outbox is full, then resumes with ``since`` without losing or repeating an event."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from servekit import client_for, create, runner_of

from bsgcore.serve import create_app
from bsgcore.serve.lobby import Lobby
from bsgcore.serve.runner import GameRunner
from bsgcore.serve.storage import SqliteDatabase

BOOKKEEPING = ("core.push", "core.pop", "core.replace")


def _lobby(client: Any) -> Lobby:
    """The app's lobby (the host's side, for checks only)."""
    lobby: Lobby = client.app.state.service.lobby
    return lobby


def _play(ws: Any, commands: int) -> list[dict[str, Any]]:
    """Play the first option ``commands`` times over a WebSocket; every event received."""
    events: list[dict[str, Any]] = []
    for _ in range(commands):
        update = ws.receive_json()
        events += update["events"]
        ws.send_json({"type": "command", "command": update["view"]["pending"]["options"][0]})
    events += ws.receive_json()["events"]
    return events


def test_an_idle_game_leaves_memory_and_loads_again_reading_as_before(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        lobby = _lobby(client)
        made = create(client, "base", ["human", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        url = f"/ws/{game_id}/0?token={token}"
        with client.websocket_connect(url) as ws:
            before = _play(ws, 12)
            later = time.monotonic() + lobby.evict_after + 1
            assert lobby.evict_idle(later) == []  # a connected client keeps its game in memory
        runner = runner_of(client, game_id)
        assert not runner.listeners
        assert lobby.evict_idle(runner.last_used + lobby.evict_after / 2) == []  # not idle long
        assert lobby.evict_idle(later) == [game_id]
        assert game_id not in lobby.runners and lobby.loads == 0
        with client.websocket_connect(url) as ws:  # loaded again from the store, on demand
            again = ws.receive_json()["events"]
        assert lobby.loads == 1 and runner_of(client, game_id) is not runner
        # The same log, with the same sentences: each command reads as its label again.
        assert again == before
        mine = [e for e in again if e["tag"] == "core.command_played" and e["command"]["seat"] == 0]
        assert len(mine) == 12 and all(not e["text"].endswith("pick_character") for e in mine)
        assert runner_of(client, game_id).labels == runner.labels


def test_a_game_being_played_is_never_evicted(tmp_path: Path) -> None:
    db = SqliteDatabase(tmp_path / "g.db")
    lobby = Lobby(db, evict_after=1.0)

    async def scenario() -> None:
        created, runner = await lobby.create(
            {"ruleset": "express", "seats": ["human"] + ["bot"] * 3}
        )
        async with runner.lock:  # a command is being played
            assert lobby.evict_idle(time.monotonic() + 10) == []
        assert lobby.evict_idle(time.monotonic() + 10) == [created.game_id]

    asyncio.run(scenario())


def test_no_more_than_max_runners_stay_in_memory(tmp_path: Path) -> None:
    with TestApp(tmp_path, max_runners=2) as client:
        lobby = _lobby(client)
        made = [create(client, "express", ["human"] * 4) for _ in range(3)]
        ids = [m["game"] for m in made]
        assert sorted(lobby.runners) == sorted(ids[1:])  # the least recently used one left
        auth = {"Authorization": f"Bearer {made[0]['seats'][0]['token']}"}
        view = client.get(f"/api/games/{ids[0]}/seats/0/view", headers=auth)
        assert view.status_code == 200 and view.json()["seq"] > 0  # loaded on demand
        assert ids[0] in lobby.runners and len(lobby.runners) == 2 and lobby.loads == 1


def test_the_sweeper_drops_idle_games_by_itself(tmp_path: Path) -> None:
    with TestApp(tmp_path, evict_after=0.05) as client:
        game_id = create(client, "express", ["human"] * 4)["game"]
        for _ in range(600):  # the sweep runs every 25 ms; give a busy machine 30 s
            if game_id not in _lobby(client).runners:
                break
            time.sleep(0.05)
        assert game_id not in _lobby(client).runners
        assert client.get(f"/api/games/{game_id}").json()["status"] == "running"


@contextmanager
def TestApp(tmp_path: Path, **settings: Any) -> Iterator[Any]:  # noqa: N802 (reads as a class)
    """A test client of an app with the given settings."""
    from servekit import TestClient

    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", **settings)) as client:
        yield client


def test_bad_settings_are_refused(tmp_path: Path) -> None:
    from bsgcore.errors import ConfigurationError

    for bad in ({"evict_after": 0}, {"max_runners": 0}, {"outbox_limit": 0}):
        with pytest.raises(ConfigurationError) as raised:
            create_app(f"sqlite:///{tmp_path / 'g.db'}", **bad)
        assert raised.value.code == "bad_setting"


# -- bounded outboxes --------------------------------------------------------------------------


def test_a_full_outbox_drops_its_listener_and_since_resumes_without_loss(tmp_path: Path) -> None:
    lobby = Lobby(SqliteDatabase(tmp_path / "g.db"), outbox_limit=3)

    async def scenario() -> tuple[GameRunner, list[dict[str, Any]]]:
        _created, runner = await lobby.create({"ruleset": "base", "seats": ["human", "bot", "bot"]})
        slow = await runner.listen(None, 0)  # the spectator takes its first update, then stalls
        first = slow.outbox.get_nowait()
        fast = await runner.listen(0, 0)
        for _ in range(8):  # seat 0 plays on: the spectator's outbox fills after 3 updates
            update = fast.outbox.get_nowait()
            await runner.play(0, update["view"]["pending"]["options"][0])
        assert slow.dropped.is_set() and slow not in runner.listeners
        assert slow.outbox.empty()  # nothing more goes out on the dropped connection
        assert fast in runner.listeners and not fast.dropped.is_set()
        again = await runner.listen(None, first["seq"])  # the client reconnects with since
        return runner, first["events"] + again.outbox.get_nowait()["events"]

    runner, received = asyncio.run(scenario())
    assert [e["seq"] for e in received] == list(range(len(runner.game.events)))
    assert received == runner.update(None, 0)["events"]


@contextmanager
def _uvicorn(db: Path, **settings: Any) -> Iterator[tuple[int, Any]]:
    """A real uvicorn server in a thread on a free localhost port; its port and app. Its
    connections get small fixed send buffers (inherited from the listening socket), so that a
    client that stops reading blocks the server's sends soon, as a slow link would."""
    import uvicorn

    app = create_app(f"sqlite:///{db}", **settings)
    listening = socket.socket()
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    listening.bind(("127.0.0.1", 0))
    port = int(listening.getsockname()[1])
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    try:
        for _ in range(600):
            if server.started:
                break
            time.sleep(0.05)
        assert server.started, "uvicorn did not start"
        yield port, app
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        listening.close()


def test_a_slow_client_is_dropped_with_1013_and_resumes_with_since(tmp_path: Path) -> None:
    httpx = pytest.importorskip("httpx")
    sync_client = pytest.importorskip("websockets.sync.client")
    exceptions = pytest.importorskip("websockets.exceptions")
    with _uvicorn(tmp_path / "g.db", outbox_limit=2) as (port, app):
        base = f"http://127.0.0.1:{port}"
        made = httpx.post(
            f"{base}/api/games",
            json={"ruleset": "base", "seats": ["human", "bot", "bot"]},
            timeout=60,
        ).json()
        game_id = made["game"]
        auth = {"Authorization": f"Bearer {made['seats'][0]['token']}"}
        runner = app.state.service.lobby.runners[game_id]
        # The spectator's client reads nothing: a tiny receive buffer, one frame queued at most.
        raw = socket.socket()
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        raw.connect(("127.0.0.1", port))
        spectator = (
            f"ws://127.0.0.1:{port}/ws/{game_id}/spectator?token={made['spectator']['token']}"
        )
        with sync_client.connect(spectator, sock=raw, max_queue=1) as slow:
            for _ in range(600):
                if runner.listeners:
                    break
                time.sleep(0.05)
            played = 0
            while runner.listeners and not runner.game.is_over:  # seat 0 plays over HTTP
                current = httpx.get(
                    f"{base}/api/games/{game_id}/seats/0/view", headers=auth, timeout=60
                )
                command = current.json()["view"]["pending"]["options"][0]
                answer = httpx.post(
                    f"{base}/api/games/{game_id}/seats/0/commands",
                    headers=auth,
                    json=command,
                    timeout=60,
                )
                assert answer.status_code == 200, answer.text
                played += 1
            assert not runner.listeners and not runner.game.is_over, (
                "the slow client was not dropped"
            )
            seqs, since = [], 0
            with pytest.raises(exceptions.ConnectionClosed) as closed:
                while True:  # what reached the client before the server closed the connection
                    update = json.loads(slow.recv(timeout=60))
                    seqs += [e["seq"] for e in update["events"]]
                    since = update["seq"]
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
        with sync_client.connect(f"{spectator}&since={since}") as ws:  # resumes from there
            update = json.loads(ws.recv(timeout=60))
            seqs += [e["seq"] for e in update["events"]]
        assert played > 0
        assert seqs == list(range(len(runner.game.events)))  # none lost, none twice
