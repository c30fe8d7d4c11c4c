"""examples/jsonlines_seat.py plays a whole Express game for a scripted client over JSON lines and
answers a malformed or illegal line with an error, then asks again."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bsgcore import Game
from bsgcore.schema import DIALECT, schema_for

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "jsonlines_seat.py"
TIMEOUT = 120


class Client:
    """A scripted client speaking to the example over its standard input and output."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(EXAMPLE), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        self.watchdog = threading.Timer(TIMEOUT, self.proc.kill)  # never hang the test run
        self.watchdog.start()

    def read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line.endswith("\n"), f"no message; stderr: {self.stderr()}"
        message: dict[str, Any] = json.loads(line)
        return message

    def send(self, text: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def finish(self) -> int:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        code = self.proc.wait(timeout=TIMEOUT)
        self.watchdog.cancel()
        return code

    def stderr(self) -> str:
        self.proc.kill()
        assert self.proc.stderr is not None
        return self.proc.stderr.read()


@pytest.fixture
def client() -> Iterator[list[Client]]:
    started: list[Client] = []
    yield started
    for c in started:
        c.watchdog.cancel()
        if c.proc.poll() is None:
            c.proc.kill()
        c.proc.wait()
        for stream in (c.proc.stdin, c.proc.stdout, c.proc.stderr):
            if stream is not None:
                stream.close()


def _validator(name: str) -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    doc = schema_for("express")
    return jsonschema.Draft202012Validator(
        {"$schema": DIALECT, "$defs": doc["$defs"], "$ref": f"#/$defs/{name}"}
    )


def test_plays_a_full_game(client: list[Client], tmp_path: Path) -> None:
    """Always answering the first option, the client plays seat 2 of a 4-seat game to its end."""
    save = tmp_path / "game.jsonl"
    c = Client(
        "--ruleset", "express", "--seats", "4", "--seed", "3", "--seat", "2", "--save", str(save)
    )
    client.append(c)
    view_ok, event_ok, command_ok = _validator("view"), _validator("event"), _validator("command")
    decisions = 0
    received: list[dict[str, Any]] = []
    while True:
        message = c.read()
        received += message["events"]
        if message["type"] == "over":
            break
        assert message["type"] == "decision"
        assert message["view"]["seat"] == 2 and message["view"]["pending"]["seat"] == 2
        assert "options" not in message["view"]["pending"]  # sent once, beside their labels
        assert len(message["labels"]) == len(message["options"]) == len(set(message["labels"]))
        assert message["view"]["pending"]["subject"]
        assert all(option["seat"] == 2 for option in message["options"])
        if decisions < 5:  # the full-union validators are slow; the schema test does the rest
            assert view_ok.is_valid(message["view"])
            assert all(event_ok.is_valid(event) for event in message["events"])
            assert all(command_ok.is_valid(option) for option in message["options"])
        decisions += 1
        c.send(json.dumps(message["options"][0]))
    assert decisions > 5
    assert message["outcome"]["winner"] in ("humans", "cylons")
    assert c.finish() == 0
    game = Game.load(save)
    assert game.is_over
    # The client saw the whole log, redacted for its seat, in order, each event with its sentence,
    # but for the resolution bookkeeping: nothing more, nothing less.
    # (The loaded game no longer has the states commands were played in, so its commands read
    # as describe() says rather than as their labels: compare those without their sentence.)
    bookkeeping = {"core.push", "core.pop", "core.replace"}
    expected = [e for e in game.events_json(2) if e["tag"] not in bookkeeping]

    def plain(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [
            {k: v for k, v in e.items() if k != "text" or e["tag"] != "core.command_played"}
            for e in events
        ]

    assert plain(received) == plain(expected)
    assert all(e["text"] for e in received)
    assert received[0]["tag"] == "core.game_created" and received[0]["seed"] == 0


def test_malformed_and_illegal_lines_get_errors(client: list[Client]) -> None:
    """Bad JSON, an unknown tag, another seat's or an illegal command: one error line each."""
    c = Client("--seats", "3", "--seed", "5", "--seat", "1")
    client.append(c)
    first = c.read()
    assert first["type"] == "decision"
    tags = {option["tag"] for option in first["options"]}
    illegal = next(
        t
        for t in ("express.reroll", "express.stop_rolling", "express.participate")
        if t not in tags
    )
    cases = [
        ("this is not json", "malformed_command"),
        (json.dumps({"tag": "express.nope", "seat": 1}), "unknown_command"),
        (json.dumps({"tag": "express.assign", "seat": 1}), "malformed_command"),
        (json.dumps({**first["options"][0], "seat": 0}), "not_your_turn"),
        (json.dumps({"tag": illegal, "seat": 1}), "not_legal"),
    ]
    for line, code in cases:
        c.send(line)
        reply = c.read()
        assert reply["type"] == "error" and reply["code"] == code, (line, reply)
        assert reply["message"]
    c.send(json.dumps(first["options"][0]))
    assert c.read()["type"] in ("decision", "over")
    assert c.finish() == 1  # standard input ended before the game did


def test_every_hostile_line_gets_one_short_reply(client: list[Client]) -> None:
    """Issue 8 item 3: a line of deeply nested JSON or a 5,000-digit number killed the example,
    which promises one reply per line; each now gets one error reply (quoting at most a short
    prefix), and the seat can still play."""
    c = Client("--seats", "3", "--seed", "5", "--seat", "1")
    client.append(c)
    first = c.read()
    option = first["options"][0]
    cases = [
        "[" * 100_000 + "]" * 100_000,
        '{"tag": "express.reroll", "seat": ' + "9" * 5000 + "}",
        json.dumps({**option, "seat": int("9" * 4000)}),
        json.dumps({**option, "extra": json.loads("[" * 500 + "]" * 500)}),
        json.dumps({**option, "tag": "x" * 1_000_000}),
        json.dumps({**option, "seat": 1.0}),
        json.dumps({**option, "seat": True}),
        json.dumps({**option, "seat": -1}),
        None,  # bytes that are not UTF-8
    ]
    for line in cases:
        if line is None:
            assert c.proc.stdin is not None
            c.proc.stdin.buffer.write(b'{"tag": "\xff\xfe"}\n')
            c.proc.stdin.buffer.flush()
            line = "not UTF-8"
        else:
            c.send(line)
        reply = c.read()
        assert reply["type"] == "error" and reply["code"], (line[:80], reply)
        assert 0 < len(reply["message"]) <= 400
    c.send(json.dumps(option))
    assert c.read()["type"] in ("decision", "over")
    assert c.finish() == 1
