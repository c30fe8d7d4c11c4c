"""Event stores: round trips, optimistic-concurrency conflicts, races and corrupt-file detection."""

from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3
from collections.abc import Callable
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

import pytest

from bsgcore.errors import ConcurrencyError, ConfigurationError, CorruptLog, RulesetMismatch
from bsgcore.store import EventStore, JsonlEventStore, SqliteEventStore, open_store

HEADER = {"ruleset": "base", "plugins": ["pegasus"], "versions": {"base": "1.0", "pegasus": "0.3"}}
RECORDS = [{"t": "GameStarted", "seed": 7}, {"t": "Moved", "who": "Adama", "to": "Command"}]

StoreFactory = Callable[[Path], EventStore]


def _jsonl(tmp: Path) -> EventStore:
    return JsonlEventStore(tmp / "game.jsonl")


def _sqlite(tmp: Path) -> EventStore:
    return SqliteEventStore(tmp / "games.sqlite", game_id="g1")


@pytest.fixture(params=[_jsonl, _sqlite, "postgres"], ids=["jsonl", "sqlite", "postgres"])
def make(request: pytest.FixtureRequest) -> StoreFactory:
    """A factory for a fresh store of each kind; calling it twice gives two instances, same data."""
    if request.param == "postgres":
        from bsgcore.pgstore import PostgresEventStore

        dsn = request.getfixturevalue("pg_dsn")
        return lambda tmp: PostgresEventStore(dsn, game_id=tmp.name)  # one game per test
    factory: StoreFactory = request.param
    return factory


def test_round_trip(make: StoreFactory, tmp_path: Path) -> None:
    store = make(tmp_path)
    assert isinstance(store, EventStore)
    assert store.header() is None and store.version() == 0 and store.read() == []
    assert store.append(RECORDS, 0, header=HEADER) == 2
    assert store.append([{"t": "Jumped", "unicode": "Ø ✈"}], 2) == 3
    again = make(tmp_path)  # a second instance reads what the first wrote
    assert again.header() == HEADER
    assert again.version() == 3
    assert again.read() == [*RECORDS, {"t": "Jumped", "unicode": "Ø ✈"}]
    assert again.read(2) == [{"t": "Jumped", "unicode": "Ø ✈"}]
    assert again.read(5) == []
    again.read()[0]["t"] = "mutated"  # callers get fresh copies
    assert again.read(0)[0]["t"] == "GameStarted"


def test_header_only_and_empty_append(make: StoreFactory, tmp_path: Path) -> None:
    store = make(tmp_path)
    assert store.append([], 0, header=HEADER) == 0
    assert store.header() == HEADER and store.version() == 0
    assert store.append(RECORDS, 0) == 2
    assert store.append([], 2) == 2


def test_version_conflict_writes_nothing(make: StoreFactory, tmp_path: Path) -> None:
    store = make(tmp_path)
    store.append(RECORDS, 0, header=HEADER)
    for stale in (0, 1, 3):
        with pytest.raises(ConcurrencyError) as info:
            store.append([{"t": "Late"}], stale)
        assert info.value.code == "version_conflict"
        assert "expected" in info.value.message
    assert store.version() == 2 and store.read() == RECORDS


def test_two_instances_race(make: StoreFactory, tmp_path: Path) -> None:
    a, b = make(tmp_path), make(tmp_path)
    a.append(RECORDS[:1], 0, header=HEADER)
    seen = b.version()  # both writers now believe the next record is number 1
    assert seen == a.version() == 1
    assert a.append([{"by": "a"}], seen) == 2
    with pytest.raises(ConcurrencyError):
        b.append([{"by": "b"}], seen)
    assert b.read() == [RECORDS[0], {"by": "a"}]
    assert b.append([{"by": "b"}], b.version()) == 3  # after reloading, b may append
    assert a.read(1) == [{"by": "a"}, {"by": "b"}]


def test_header_required_first_and_mismatch_refused(make: StoreFactory, tmp_path: Path) -> None:
    store = make(tmp_path)
    with pytest.raises(ValueError, match="header"):
        store.append(RECORDS, 0)
    assert store.version() == 0 and store.header() is None
    store.append(RECORDS, 0, header=HEADER)
    assert store.append([{"t": "Same"}], 2, header=dict(HEADER)) == 3  # equal header is fine
    other = {**HEADER, "plugins": []}
    with pytest.raises(RulesetMismatch, match="plugins"):
        store.append([{"t": "Other"}], 3, header=other)
    assert store.version() == 3 and store.header() == HEADER


def test_bad_arguments_refused(make: StoreFactory, tmp_path: Path) -> None:
    store = make(tmp_path)
    with pytest.raises(TypeError):
        not_dicts: Any = [["not", "a", "dict"]]
        store.append(not_dicts, 0, header=HEADER)
    with pytest.raises(ValueError):
        store.read(-1)
    assert store.version() == 0


def test_sqlite_games_are_separate(tmp_path: Path) -> None:
    path = tmp_path / "many.db"
    one, two = SqliteEventStore(path, "one"), SqliteEventStore(path, "two")
    one.append(RECORDS, 0, header=HEADER)
    assert two.version() == 0 and two.header() is None
    two.append([{"t": "x"}], 0, header={"ruleset": "express"})
    assert one.read() == RECORDS and two.read() == [{"t": "x"}]


def test_sqlite_primary_key_rejects_second_writer_of_seq(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    store = SqliteEventStore(path)
    store.append(RECORDS, 0, header=HEADER)
    with sqlite3.connect(path) as conn:  # another writer sneaks row 2 in behind our back
        conn.execute("INSERT INTO events VALUES ('default', 2, '{}')")
        conn.execute("DELETE FROM events WHERE seq = 0")  # count is 2 again, but seq 2 is taken
    with pytest.raises(ConcurrencyError):
        store.append([{"t": "Mine"}], 2)
    with pytest.raises(CorruptLog, match="missing event 0"):
        store.read()


def test_sqlite_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(CorruptLog):
        SqliteEventStore(path)


# ---------------------------------------------------------------------------- JSONL file format


def _write_game(path: Path) -> JsonlEventStore:
    store = JsonlEventStore(path)
    store.append(RECORDS, 0, header=HEADER)
    return store


def test_jsonl_file_format(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    _write_game(path)
    lines = path.read_bytes().split(b"\n")
    assert lines[-1] == b""
    assert json.loads(lines[0]) == {"header": HEADER}
    assert lines[1] == b'{"seed":7,"t":"GameStarted"}'
    assert len(lines) == 4


def test_jsonl_cut_off_last_line_is_a_torn_append(tmp_path: Path) -> None:
    """A last line without its newline was never acknowledged: reads skip it and say so in
    `recovery`, the next append cuts it off; a whole JSON value without newline counts too."""
    path = tmp_path / "game.jsonl"
    _write_game(path)
    whole = path.read_bytes()
    path.write_bytes(whole[:-5])  # crash halfway through the last record
    store = JsonlEventStore(path)
    assert store.version() == 1 and store.read() == RECORDS[:1] and store.header() == HEADER
    assert store.recovery is not None
    assert store.recovery.records == 1 and store.recovery.dropped_bytes == len(whole) - 5 - (
        whole.index(b"\n", whole.index(b"\n") + 1) + 1
    )
    assert path.read_bytes() == whole[:-5]  # a reader never changes the file
    with pytest.raises(ConcurrencyError):
        store.append([{"t": "x"}], 2)  # record 2 was never stored
    assert store.append([{"t": "x"}], 1) == 2
    assert JsonlEventStore(path).read() == [RECORDS[0], {"t": "x"}]
    path.write_bytes(path.read_bytes()[:-1])  # whole JSON, but no newline: not acknowledged
    assert JsonlEventStore(path).read() == RECORDS[:1]


def test_jsonl_cut_off_header_is_an_empty_store(tmp_path: Path) -> None:
    """A writer killed inside the very first append leaves no game; the next first append works."""
    path = tmp_path / "game.jsonl"
    path.write_bytes(b'{"header":{"rul')
    store = JsonlEventStore(path)
    assert store.header() is None and store.version() == 0 and store.recovery is not None
    assert store.append(RECORDS, 0, header=HEADER) == 2
    assert JsonlEventStore(path).read() == RECORDS


def test_jsonl_journal_drops_an_unfinished_batch_whole(tmp_path: Path) -> None:
    """Complete lines of a batch whose append never finished (its journal is still there) are
    not kept: a batch is all or nothing. A journal of another file (inode) is ignored."""
    path = tmp_path / "game.jsonl"
    _write_game(path)
    size = path.stat().st_size
    journal = path.with_name(path.name + ".append")
    journal.write_text(f"{path.stat().st_ino} {size}\n")
    with path.open("ab") as f:
        f.write(b'{"t":"first of batch"}\n{"t":"second of b')
    store = JsonlEventStore(path)
    assert store.version() == 2 and store.recovery is not None
    assert store.recovery.valid_bytes == size
    assert store.append([{"t": "next"}], 2) == 3
    assert not journal.exists()
    assert JsonlEventStore(path).read() == [*RECORDS, {"t": "next"}]
    journal.write_text(f"{path.stat().st_ino + 1} 0\n")  # stale: names another file
    assert JsonlEventStore(path).version() == 3


def test_jsonl_garbage_line(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    store = _write_game(path)
    assert store.version() == 2  # the instance has cached lines 1-3
    with path.open("ab") as f:
        f.write(b"{oops\n")
    with pytest.raises(CorruptLog, match="line 4 is not valid JSON"):
        store.read()
    path.write_bytes(b'{"header":{}}\n\n')
    with pytest.raises(CorruptLog, match="line 2 is not valid JSON"):
        JsonlEventStore(path).read()


@pytest.mark.parametrize(
    ("content", "match"),
    [
        (b'{"header":{}}\n[1,2]\n', "line 2 is a JSON list"),
        (b'{"t":"GameStarted"}\n', "line 1 is not a game header"),
        (b'{"header":[]}\n', "line 1 is not a game header"),
        (b"\xff\xfe\n", "line 1 is not valid JSON"),
    ],
)
def test_jsonl_bad_structure(tmp_path: Path, content: bytes, match: str) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(content)
    with pytest.raises(CorruptLog, match=match):
        JsonlEventStore(path).read()


# --------------------------------------------------------------------------- two-process race


def _open(kind: str, path: str) -> EventStore:
    """The store of a race: a file path, or for PostgreSQL a connection string."""
    if kind == "postgres":
        from bsgcore.pgstore import PostgresEventStore

        return PostgresEventStore(path, game_id="race")
    return JsonlEventStore(path) if kind == "jsonl" else SqliteEventStore(path)


def _race_worker(kind: str, path: str, expected: int, barrier: Barrier, me: int) -> None:
    store = _open(kind, path)
    barrier.wait(timeout=10)
    try:
        store.append([{"t": "Won", "by": me}], expected)
    except ConcurrencyError:
        os._exit(3)
    os._exit(0)


@pytest.mark.parametrize("kind", ["jsonl", "sqlite", "postgres"])
def test_two_process_race(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    # spawn, not fork: under pytest-xdist the worker runs threads, and fork() with threads may
    # deadlock the child (Python 3.12+ warns).
    ctx = multiprocessing.get_context("spawn")
    if kind == "postgres":
        path: Path | str = request.getfixturevalue("pg_dsn")
        store = _open(kind, str(path))
    else:
        path = tmp_path / ("game.jsonl" if kind == "jsonl" else "game.sqlite")
        store = open_store(path)
    store.append(RECORDS, 0, header=HEADER)
    barrier = ctx.Barrier(2)
    procs = [
        ctx.Process(target=_race_worker, args=(kind, str(path), 2, barrier, me)) for me in (0, 1)
    ]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=20)
    codes = sorted(p.exitcode for p in procs if p.exitcode is not None)
    assert codes == [0, 3], codes  # exactly one winner, one clean conflict
    assert store.version() == 3
    assert store.read(2)[0]["t"] == "Won"


# ----------------------------------------------------------------------------------- factory


@pytest.mark.parametrize(
    ("name", "cls"),
    [
        ("g.jsonl", JsonlEventStore),
        ("g.JSONL", JsonlEventStore),
        ("g.sqlite", SqliteEventStore),
        ("g.db", SqliteEventStore),
    ],
)
def test_open_store_by_suffix(tmp_path: Path, name: str, cls: type[EventStore]) -> None:
    store = open_store(tmp_path / name)
    assert type(store) is cls
    store.append(RECORDS, 0, header=HEADER)
    assert open_store(str(tmp_path / name)).read() == RECORDS


def test_open_store_unknown_suffix(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match=r"\.jsonl"):
        open_store(tmp_path / "game.txt")
