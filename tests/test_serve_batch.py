"""`bsg serve` writes a client's command and the bots' replies it sets off as one store append,
and a failed write leaves the game as the store holds it (memory never runs ahead of the store)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bsgcore.game import Game
from bsgcore.serve.batch import BatchedStore
from bsgcore.serve.lobby import Lobby
from bsgcore.serve.runner import GameRunner
from bsgcore.serve.storage import SqliteDatabase
from bsgcore.store import SqliteEventStore


class Spy:
    """An event store that counts appends and can be told to fail the next one."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.appends = 0
        self.fail: BaseException | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def append(self, records: Any, expected_version: int, header: Any = None) -> int:
        if self.fail is not None:
            fail, self.fail = self.fail, None
            raise fail
        self.appends += 1
        version: int = self.inner.append(records, expected_version, header)
        return version


def _game(tmp_path: Path) -> tuple[GameRunner, Spy, SqliteDatabase]:
    """A base game with seat 0 human, seats 1-2 bots, its store spied on."""
    db = SqliteDatabase(tmp_path / "g.db")
    lobby = Lobby(db)
    _created, runner = asyncio.run(
        lobby.create({"ruleset": "base", "seats": ["human", "bot", "bot"]})
    )
    spy = Spy(runner.store.inner)
    runner.store.inner = spy
    return runner, spy, db


def _first_option(runner: GameRunner) -> dict[str, Any]:
    """Seat 0's first option now (the game waits for seat 0)."""
    pending = runner.game.view(0, labels=True)["pending"]
    assert pending["seat"] == 0
    option: dict[str, Any] = pending["options"][0]
    return option


def test_a_command_and_the_bots_replies_are_one_append(tmp_path: Path) -> None:
    runner, spy, db = _game(tmp_path)
    bots_replied = 0
    for _ in range(6):
        before = len(runner.game.events)
        bots_before = sum(1 for e in runner.game.events if getattr(e, "command", None))
        asyncio.run(runner.play(0, _first_option(runner)))
        bots_replied += sum(1 for e in runner.game.events if getattr(e, "command", None)) - (
            bots_before + 1
        )
        assert len(runner.game.events) > before
    assert spy.appends == 6 and bots_replied > 0  # one write per command, bots' replies in it
    stored = Game.from_store(SqliteEventStore(db.path, runner.entry.game_id))
    assert stored.events == runner.game.events


@pytest.mark.parametrize("failure", [OSError("disk full"), sqlite3.OperationalError("locked")])
def test_a_failed_write_leaves_the_game_as_stored(tmp_path: Path, failure: BaseException) -> None:
    runner, spy, db = _game(tmp_path)
    asyncio.run(runner.play(0, _first_option(runner)))
    stored_before = list(runner.game.events)
    labels_before = dict(runner.labels)
    spy.fail = failure
    with pytest.raises(type(failure)):
        asyncio.run(runner.play(0, _first_option(runner)))
    assert runner.game.events == tuple(stored_before)  # the unstored command is gone
    assert runner.labels == labels_before
    assert runner.store.inner.version() == len(stored_before)
    asyncio.run(runner.play(0, _first_option(runner)))  # and the game goes on
    assert runner.store.inner.version() == len(runner.game.events) > len(stored_before)


def test_a_batch_takes_only_records_that_follow_on(tmp_path: Path) -> None:
    store = BatchedStore(SqliteEventStore(tmp_path / "s.db", "g"))
    store.append([{"seq": 0}], 0, header={"format_version": 1})
    store.begin()
    assert store.append([{"seq": 1}], 1) == 2 and store.version() == 2
    with pytest.raises(ValueError):
        store.append([{"seq": 5}], 5)
    with pytest.raises(RuntimeError):
        store.read()
    assert store.inner.version() == 1  # held back until the flush
    assert store.flush() == 1 and store.inner.version() == 2
    assert store.read(1) == [{"seq": 1}]
