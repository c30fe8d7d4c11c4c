"""`bsg serve` security: a seat's token acts and sees for that seat only, on every endpoint;
malformed and oversized messages are refused with an error and the game goes on untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from servekit import TestClient, client_for, create, runner_of
from starlette.websockets import WebSocketDisconnect

from bsgcore.errors import ConfigurationError
from bsgcore.serve import require_extra
from bsgcore.serve.protocol import MAX_MESSAGE_BYTES
from bsgcore.serve.storage import sqlite_path


@pytest.fixture
def two_humans(tmp_path: Path) -> Any:
    """A base game with humans in seats 0 and 1, a bot in seat 2: (client, game, tokens)."""
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "human", "bot"])
        tokens = {s["seat"]: s["token"] for s in made["seats"] if "token" in s}
        yield client, made["game"], tokens, made["spectator"]["token"]


def _pending_option(client: TestClient, game_id: str) -> tuple[int, dict[str, Any]]:
    """The seat that must decide now and its first option, as JSON (the host's knowledge)."""
    game = runner_of(client, game_id).game
    decision = game.pending
    assert decision is not None
    return decision.seat, game.rules.converter.unstructure(decision.options[0])


def _version(client: TestClient, game_id: str) -> int:
    """How many events the game's store holds."""
    return runner_of(client, game_id).game._store.version()  # type: ignore[union-attr]


def test_http_view_refuses_another_seats_token(two_humans: Any) -> None:
    client, game_id, tokens, spectator = two_humans
    url = f"/api/games/{game_id}/seats"
    assert client.get(f"{url}/0/view?token={tokens[0]}").status_code == 200
    for seat, token in [("0", tokens[1]), ("1", tokens[0]), ("0", spectator), ("2", tokens[0])]:
        refused = client.get(f"{url}/{seat}/view", headers={"Authorization": f"Bearer {token}"})
        assert refused.status_code == 403, (seat, refused.text)
        assert refused.json()["code"] in ("bad_token", "bad_seat")
        assert "view" not in refused.json()
    assert client.get(f"{url}/spectator/view?token={tokens[0]}").status_code == 403
    assert client.get(f"{url}/0/view").status_code == 403  # no token at all
    assert client.get(f"{url}/0/view?token={tokens[0]}x").status_code == 403


def test_http_command_refuses_another_seats_token(two_humans: Any) -> None:
    client, game_id, tokens, _ = two_humans
    seat, option = _pending_option(client, game_id)
    other = 1 - seat if seat in (0, 1) else 0
    before = _version(client, game_id)
    url = f"/api/games/{game_id}/seats"
    # The deciding seat's own URL with the other human's token.
    refused = client.post(f"{url}/{seat}/commands?token={tokens[other]}", json=option)
    assert refused.status_code == 403 and refused.json()["code"] == "bad_token"
    # The other human's own URL and token, with a command for the deciding seat.
    refused = client.post(f"{url}/{other}/commands?token={tokens[other]}", json=option)
    assert refused.status_code == 400 and refused.json()["code"] == "not_your_seat"
    assert _version(client, game_id) == before
    accepted = client.post(f"{url}/{seat}/commands?token={tokens[seat]}", json=option)
    assert accepted.status_code == 200 and _version(client, game_id) > before


def test_websocket_refuses_another_seats_token(two_humans: Any) -> None:
    client, game_id, tokens, spectator = two_humans
    for seat, token in [("0", tokens[1]), ("1", spectator), ("spectator", tokens[0])]:
        with client.websocket_connect(f"/ws/{game_id}/{seat}?token={token}") as ws:
            message = ws.receive_json()
            assert message == {
                "type": "error",
                "code": "bad_token",
                "message": "That token is not this seat's: it may neither act nor look here.",
            }
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 4403
    with client.websocket_connect(f"/ws/nosuchgame/0?token={tokens[0]}") as ws:
        assert ws.receive_json()["code"] == "no_such_game"


def test_websocket_command_for_another_seat_is_refused_and_the_game_goes_on(
    two_humans: Any,
) -> None:
    client, game_id, tokens, _ = two_humans
    seat, option = _pending_option(client, game_id)
    other = 1 - seat if seat in (0, 1) else 0
    before = _version(client, game_id)
    with client.websocket_connect(f"/ws/{game_id}/{other}?token={tokens[other]}") as ws:
        ws.receive_json()  # the first update
        ws.send_json({"type": "command", "command": option})
        refused = ws.receive_json()
        assert refused["type"] == "error" and refused["code"] == "not_your_seat"
    assert _version(client, game_id) == before
    with client.websocket_connect(f"/ws/{game_id}/{seat}?token={tokens[seat]}") as ws:
        ws.receive_json()
        ws.send_json({"type": "command", "command": option})
        assert ws.receive_json()["type"] == "update"
    assert _version(client, game_id) > before


BAD_MESSAGES = [
    ("not json {", "not_json"),
    ("[1, 2]", "bad_message"),
    ('{"type": "shout"}', "unknown_message"),
    ('{"type": "command", "command": 3}', "bad_message"),
    ('{"type": "command", "command": {"tag": "base.no_such", "seat": SEAT}}', "unknown_command"),
    (
        '{"type": "command", "command": {"tag": "core.x", "seat": SEAT, "a": '
        + "[" * 500
        + "]" * 500
        + "}}",
        "malformed_command",
    ),
    ("x" * (MAX_MESSAGE_BYTES + 1), "message_too_large"),
]


def test_malformed_and_oversized_messages_get_errors_and_change_nothing(two_humans: Any) -> None:
    client, game_id, tokens, _ = two_humans
    seat, option = _pending_option(client, game_id)
    before = _version(client, game_id)
    view_before = runner_of(client, game_id).game.view(seat)
    with client.websocket_connect(f"/ws/{game_id}/{seat}?token={tokens[seat]}") as ws:
        ws.receive_json()
        for raw, code in BAD_MESSAGES:
            ws.send_text(raw.replace("SEAT", str(seat)))
            answer = ws.receive_json()
            assert (answer["type"], answer["code"]) == ("error", code), raw[:60]
        ws.send_bytes(b"\xff\xfe")
        assert ws.receive_json()["code"] == "not_json"
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}
        assert _version(client, game_id) == before
        assert runner_of(client, game_id).game.view(seat) == view_before
        ws.send_json({"type": "command", "command": option})  # the game goes on
        assert ws.receive_json()["type"] == "update"
    assert _version(client, game_id) > before


def test_oversized_and_malformed_http_bodies_are_refused(two_humans: Any) -> None:
    client, game_id, tokens, _ = two_humans
    seat, _option = _pending_option(client, game_id)
    url = f"/api/games/{game_id}/seats/{seat}/commands?token={tokens[seat]}"
    too_big = client.post(url, content=b"{" + b" " * MAX_MESSAGE_BYTES + b"}")
    assert too_big.status_code == 413 and too_big.json()["code"] == "message_too_large"
    assert client.post(url, content=b"nope").json()["code"] == "not_json"
    assert client.post(url, json=[1]).json()["code"] == "bad_message"
    assert client.post("/api/games", content=b"x" * (MAX_MESSAGE_BYTES + 10)).status_code == 413


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        (
            {"ruleset": "base", "seats": ["human", "bot", {"kind": "bot", "bot": "nobody"}]},
            "unknown_bot",
        ),
        ({"ruleset": "base", "seats": []}, "bad_seats"),
        ({"ruleset": "base", "seats": ["human", "alien", "bot"]}, "bad_seats"),
        ({"ruleset": "nope", "seats": ["human", "bot", "bot"]}, "unknown_ruleset"),
        ({"ruleset": "base", "seats": ["human"]}, "bad_seat_count"),
        ({"ruleset": "base", "seats": ["human", "bot", "bot"], "seed": 1}, "bad_request"),
    ],
)
def test_bad_game_requests_are_refused_with_a_code(
    tmp_path: Path, request_body: dict[str, Any], code: str
) -> None:
    with client_for(tmp_path / "g.db") as client:
        answer = client.post("/api/games", json=request_body)
        assert answer.status_code == 400 and answer.json()["code"] == code, answer.text
        assert client.get("/api/games").json() == {"games": []}


def test_the_seed_is_never_sent_nor_settable(tmp_path: Path) -> None:
    """A client cannot choose the seed (it would know every hidden card) nor read it back."""
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "bot", "bot"])
        runner = runner_of(client, made["game"])
        seed = str(runner.game.state.seed)
        token = made["seats"][0]["token"]
        texts = [
            client.get(f"/api/games/{made['game']}/seats/0/view?token={token}").text,
            client.get(f"/api/games/{made['game']}").text,
            client.get("/api/games").text,
        ]
        assert all(seed not in text for text in texts)


def test_two_servers_on_one_database_never_both_append_an_event(store_url: str) -> None:
    db = store_url
    with client_for(db) as first:
        made = create(first, "express", ["human", "bot", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        with client_for(db) as second:
            url = f"/api/games/{game_id}/seats/0"
            stale = second.get(f"{url}/view?token={token}").json()  # both servers hold the game
            option = stale["view"]["pending"]["options"][0]
            assert first.post(f"{url}/commands?token={token}", json=option).status_code == 200
            version = runner_of(first, game_id).db.store(game_id).version()
            late = second.post(f"{url}/commands?token={token}", json=option)
            assert late.status_code == 409 and late.json()["code"] == "version_conflict"
            assert runner_of(first, game_id).db.store(game_id).version() == version
            fresh = second.get(f"{url}/view?token={token}").json()  # reloaded from the store
            assert fresh["seq"] == version


def test_store_urls_and_the_missing_extra_are_explained() -> None:
    assert sqlite_path("sqlite:///games.db") == Path("games.db")
    assert sqlite_path("sqlite:////tmp/x.db") == Path("/tmp/x.db")
    for url in ("games.db", "mysql://h/db", "sqlite:///"):
        with pytest.raises(ConfigurationError) as refused:
            sqlite_path(url)
        assert refused.value.code == "bad_store"
    with pytest.raises(ConfigurationError, match=r"pip install 'bsgcore\[serve\]'"):
        require_extra("starlette_is_not_this")
