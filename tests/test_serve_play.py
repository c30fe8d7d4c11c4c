"""`bsg serve`: create, join, play whole games over the WebSocket, reconnect, spectate, restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from servekit import check_received, client_for, create, play_to_end, runner_of

from bsgcore.game import Game


def _sequence(updates: list[dict]) -> list[int]:
    """Every event seq received, in order."""
    return [event["seq"] for update in updates for event in update["events"]]


def test_create_hands_out_one_token_per_human_seat_and_keeps_only_hashes(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    with client_for(db) as client:
        made = create(client, "express", ["human", "bot", {"kind": "human"}, "bot"])
        tokens = [s.get("token") for s in made["seats"]]
        assert [t is not None for t in tokens] == [True, False, True, False]
        assert made["seats"][1]["bot"] == "heuristic"  # the ruleset's default bot
        spectator = made["spectator"]["token"]
        assert len({tokens[0], tokens[2], spectator}) == 3
        assert made["seats"][0]["link"].endswith(f"#token={tokens[0]}")
        listed = client.get("/api/games").json()["games"]
        assert [g["game"] for g in listed] == [made["game"]]
        assert "token" not in str(listed)
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("games.db"))
    for token in (tokens[0], tokens[2], spectator):
        assert token.encode() not in raw  # stored as sha256 only
    hashes = sqlite3.connect(db).execute("SELECT seats FROM serve_games").fetchone()[0]
    import hashlib

    assert hashlib.sha256(tokens[0].encode()).hexdigest() in hashes


def test_whole_express_game_over_the_websocket_with_bots(store_url: str) -> None:
    with client_for(store_url) as client:
        made = create(client, "express", ["human", "bot", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        runner = runner_of(client, game_id)
        with client.websocket_connect(f"/ws/{game_id}/0?token={token}") as ws:
            updates = play_to_end(ws, runner, 0)
        game = runner.game
        assert game.is_over and updates[-1]["outcome"] == runner.outcome()
        assert _sequence(updates) == list(range(len(game.events)))  # none lost, none twice
        everything = [e for u in updates for e in u["events"]]
        assert everything == runner.update(0, 0)["events"]  # a reconnect from 0 reads the same
        without_text = [{k: v for k, v in e.items() if k != "text"} for e in everything]
        assert without_text == [
            {k: v for k, v in e.items() if k != "text"} | {"seq": i}
            for i, e in enumerate(game.events_json(0))
        ]
        assert client.get(f"/api/games/{game_id}").json()["status"] == "over"
        # Every event reached the store before anyone was told.
        assert runner.db.store(game_id).version() == len(game.events)


def test_whole_base_game_with_the_human_seat_through_the_websocket(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["bot", "human", "bot"])
        game_id, token = made["game"], made["seats"][1]["token"]
        runner = runner_of(client, game_id)
        with client.websocket_connect(f"/ws/{game_id}/1?token={token}") as ws:
            updates = play_to_end(ws, runner, 1)
        assert runner.game.is_over
        assert _sequence(updates) == list(range(len(runner.game.events)))
        assert all(e["text"] for u in updates for e in u["events"])  # sentences for people


def test_reconnect_with_since_resumes_where_the_client_left(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "express", ["human", "bot", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        url = f"/ws/{game_id}/0?token={token}"
        seen: list[dict] = []
        with client.websocket_connect(url) as ws:
            for _ in range(3):  # three of our decisions, then the client goes away
                update = ws.receive_json()
                seen += update["events"]
                while not update["your_turn"]:
                    update = ws.receive_json()
                    seen += update["events"]
                ws.send_json(
                    {"type": "command", "command": update["view"]["pending"]["options"][0]}
                )
            ws.receive_json()  # the answer to the last command, left unread by this client
        runner = runner_of(client, game_id)
        last = seen[-1]["seq"] + 1
        assert last < len(runner.game.events)  # the game moved on while we were away
        with client.websocket_connect(f"{url}&since={last}") as ws:
            update = ws.receive_json()
        assert update["events"][0]["seq"] == last
        assert update["seq"] == len(runner.game.events)
        everything = seen + update["events"]
        assert [e["seq"] for e in everything] == list(range(len(runner.game.events)))


def test_spectator_sees_the_spectator_view_and_cannot_act(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "bot", "bot"])
        game_id = made["game"]
        runner = runner_of(client, game_id)
        spectator = made["spectator"]["token"]
        with client.websocket_connect(f"/ws/{game_id}/spectator?token={spectator}") as ws:
            update = ws.receive_json()
            assert update["seat"] is None and not update["your_turn"]
            assert update["view"] == runner.game.view(None, labels=True)
            check_received(runner.game, None, update)
            pending = runner.game.pending
            assert pending is not None
            command = runner.game.rules.converter.unstructure(pending.options[0])
            ws.send_json({"type": "command", "command": command})
            refused = ws.receive_json()
        assert refused["type"] == "error" and refused["code"] == "spectator_cannot_act"
        over_http = client.get(
            f"/api/games/{game_id}/seats/spectator/view",
            headers={"Authorization": f"Bearer {spectator}"},
        )
        assert over_http.status_code == 200
        assert over_http.json()["view"] == runner.game.view(None, labels=True)


def test_a_new_app_on_the_same_database_resumes_the_game(store_url: str) -> None:
    db = store_url
    with client_for(db) as client:
        made = create(client, "express", ["human", "bot", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        with client.websocket_connect(f"/ws/{game_id}/0?token={token}") as ws:
            update = ws.receive_json()
            while not update["your_turn"]:
                update = ws.receive_json()
            ws.send_json({"type": "command", "command": update["view"]["pending"]["options"][0]})
            after = ws.receive_json()
        before_restart = runner_of(client, game_id).game.events_json(0)
    assert after["seq"] == len(before_restart)
    with client_for(db) as client:  # the server restarted: nothing in memory
        assert [g["game"] for g in client.get("/api/games").json()["games"]] == [game_id]
        view = client.get(f"/api/games/{game_id}/seats/0/view?token={token}").json()
        assert view["seq"] == len(before_restart)
        runner = runner_of(client, game_id)
        assert runner.game.events_json(0) == before_restart
        assert view["view"] == Game.from_store(runner.db.store(game_id)).view(0, labels=True)
        with client.websocket_connect(f"/ws/{game_id}/0?token={token}&since={after['seq']}") as ws:
            updates = play_to_end(ws, runner, 0)
        assert updates[0]["events"] == []
        assert runner.game.is_over


def test_a_game_of_bots_only_is_played_to_the_end_by_the_service(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "express", ["bot", {"kind": "bot", "bot": "random"}, "bot", "bot"])
        assert made["seats"][1]["bot"] == "random"
        entry = client.get(f"/api/games/{made['game']}").json()
        assert entry["status"] == "over" and entry["outcome"]["winner"] in ("humans", "cylons")


def test_commands_over_http_are_applied_and_answered_with_the_update(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "express", ["human", "bot", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        auth = {"Authorization": f"Bearer {token}"}
        update = client.get(f"/api/games/{game_id}/seats/0/view", headers=auth).json()
        assert update["your_turn"]
        seq = update["seq"]
        answer = client.post(
            f"/api/games/{game_id}/seats/0/commands?since={seq}",
            headers=auth,
            json=update["view"]["pending"]["options"][0],
        )
        assert answer.status_code == 200, answer.text
        assert answer.json()["events"][0]["seq"] == seq
        assert answer.json()["events"][0]["tag"] == "core.command_played"


def test_the_browser_client_and_the_catalogue_are_served(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "bot", "bot"])
        for path in ("/", f"/play/{made['game']}"):
            page = client.get(path)
            assert page.status_code == 200 and '<svg id="board"' in page.text
        script = client.get("/static/app.js")
        assert script.status_code == 200 and "new WebSocket(" in script.text
        assert client.get("/static/style.css").status_code == 200
        entries = client.get(f"/api/games/{made['game']}/catalogue").json()["entries"]
        assert entries["base.location.command"]["name"] == "Command"
        rulesets = {r["ruleset"]: r for r in client.get("/api/rulesets").json()["rulesets"]}
        assert "heuristic" in rulesets["base"]["bots"]


def test_commands_read_as_their_labels_and_a_seat_reads_others_as_a_spectator_does(
    tmp_path: Path,
) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        runner = runner_of(client, game_id)
        chosen = []
        with client.websocket_connect(f"/ws/{game_id}/0?token={token}") as ws:
            received = []
            for _ in range(40):
                update = ws.receive_json()
                received += update["events"]
                pending = update["view"]["pending"]
                chosen.append(f"seat 0: {pending['labels'][0]}")
                ws.send_json({"type": "command", "command": pending["options"][0]})
            received += ws.receive_json()["events"]
        spectator = made["spectator"]["token"]
        with client.websocket_connect(f"/ws/{game_id}/spectator?token={spectator}") as ws:
            seen_by_all = {e["seq"]: e for e in ws.receive_json()["events"]}
        commands = [e for e in received if e["tag"] == "core.command_played"]
        mine = [e["text"] for e in commands if e["command"]["seat"] == 0]
        assert mine == chosen  # our own commands read as the labels we clicked
        others = [e for e in commands if e["command"]["seat"] != 0]
        assert others and all(e["text"] == seen_by_all[e["seq"]]["text"] for e in others)
        assert all(not e["text"].endswith(e["command"]["tag"]) for e in commands)
        assert len(runner.labels) == sum(
            1 for e in runner.game.events_json(None) if e["tag"] == "core.command_played"
        )
