"""The browser client (``bsgcore/serve/static/app.js``) plays a whole base game through its
buttons: run under Node with a small DOM shim, its WebSocket bridged to the service's test client
(this machine has no headless browser; the page's own code is what runs)."""

from __future__ import annotations

import json
import shutil
import subprocess
import urllib.parse
from pathlib import Path
from typing import Any

import pytest
from servekit import client_for, create, runner_of

import bsgcore.serve

NODE = shutil.which("node")
APP_JS = Path(bsgcore.serve.__file__).with_name("static") / "app.js"
SHIM = Path(__file__).with_name("serve_js") / "shim.js"


def _lines(process: subprocess.Popen[str]) -> Any:
    """The next JSON line the page wrote."""
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line, "the page's script stopped"
    return json.loads(line)


@pytest.mark.skipif(NODE is None, reason="needs node to run the page's JavaScript")
def test_the_page_plays_a_base_game_to_the_end_through_its_buttons(tmp_path: Path) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        catalogue = tmp_path / "catalogue.json"
        catalogue.write_text(client.get(f"/api/games/{game_id}/catalogue").text)
        link = urllib.parse.urlsplit(made["seats"][0]["link"])
        assert NODE is not None
        process = subprocess.Popen(
            [
                NODE,
                str(SHIM),
                str(APP_JS),
                str(catalogue),
                link.path,
                "?" + link.query,
                "#" + link.fragment,
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert process.stdin is not None
        try:
            opened = urllib.parse.urlsplit(_lines(process)["open"])
            assert opened.path == f"/ws/{game_id}/0"
            assert urllib.parse.parse_qs(opened.query) == {"token": [token], "since": ["0"]}
            reports = []
            with client.websocket_connect(f"{opened.path}?{opened.query}") as ws:
                for _ in range(5000):
                    update = ws.receive_json()
                    process.stdin.write(json.dumps(update) + "\n")
                    process.stdin.flush()
                    sent = []
                    while "report" not in (line := _lines(process)):
                        sent.append(line["send"])
                    reports.append(line)
                    if update["over"]:
                        break
                    assert update["your_turn"] and len(sent) == 1
                    pending = update["view"]["pending"]
                    assert line["labels"] == pending["labels"]  # one button per labelled option
                    assert sent[0] == {"type": "command", "command": pending["options"][0]}
                    ws.send_json(sent[0])
        finally:
            process.kill()
            process.wait()
        game = runner_of(client, game_id).game
        assert game.is_over
        last = reports[-1]
        assert last["prompt"].startswith("Game over: ")
        assert last["circles"] == 6  # the six space areas
        board = " | ".join(last["board"])
        assert "| Command" in board and "| Colonial One |" in board
        for player in game.view(0)["game"]["players"]:  # every character stands somewhere
            assert f"{player['name']} (seat {player['seat']})" in board
        told = [
            e
            for e in game.events_json(0)
            if e["tag"] not in ("core.push", "core.pop", "core.replace")
        ]
        assert last["log"] == len(told)  # every sentence, once
        assert any(r["hand"] for r in reports)


@pytest.mark.skipif(NODE is None, reason="needs node to run the page's JavaScript")
def test_the_page_draws_a_pilot_in_space(
    tmp_path: Path,
) -> None:
    with client_for(tmp_path / "g.db") as client:
        made = create(client, "base", ["human", "bot", "bot"])
        game_id, token = made["game"], made["seats"][0]["token"]
        catalogue = tmp_path / "catalogue.json"
        catalogue.write_text(client.get(f"/api/games/{game_id}/catalogue").text)
        auth = {"Authorization": f"Bearer {token}"}
        update = client.get(f"/api/games/{game_id}/seats/0/view", headers=auth).json()
    # Seat 1 flies a viper in area 1, as the view says of a pilot in space.
    game = update["view"]["game"]
    game["players"][1]["location"] = "space"
    game["space"][0]["vipers"] = [{"uid": 1, "pilot": 1}]
    link = urllib.parse.urlsplit(made["seats"][0]["link"])
    assert NODE is not None
    result = subprocess.run(
        [
            NODE,
            str(SHIM),
            str(APP_JS),
            str(catalogue),
            link.path,
            "?" + link.query,
            "#" + link.fragment,
        ],
        input=json.dumps(update) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    report = [json.loads(line) for line in result.stdout.splitlines() if '"report"' in line][0]
    board = " | ".join(report["board"])
    name = game["players"][1]["name"]
    area = f"{game['space'][0]['area']} {game['space'][0]['name']}"
    assert f"{name} (seat 1): piloting a viper in {area}" in board
