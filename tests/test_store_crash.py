"""Stores survive a writer killed with ``kill -9`` mid-append: the valid prefix is recovered and said so,
appends go on, and a damaged SQLite file is a `CorruptLog` naming it, never a raw sqlite3 error.

Each test starts a real writer process and sends it SIGKILL while it is appending.
"""

from __future__ import annotations

import logging
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import IO, Any

import pytest

from bsgcore import Game
from bsgcore.errors import CorruptLog
from bsgcore.store import JsonlEventStore, SqliteEventStore, TornAppend, open_store

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX kill -9")

HEADER = {"ruleset": "crash-test"}
BATCH = 3  # records per append, so a kill between two lines of one batch can be told apart
ATTEMPTS = 60  # bound on the kill loop

# Appends batches of BATCH big records forever, printing the new version after each acknowledged
# append. A record is several MB, so one os.write takes long enough for SIGKILL to cut it.
_WRITER = textwrap.dedent(
    """
    import sys
    from bsgcore.store import open_store

    store = open_store(sys.argv[1])
    size = int(sys.argv[2])
    version = store.append([], 0, header={"ruleset": "crash-test"})
    print(version, flush=True)
    n = 0
    while True:
        batch = [{"n": n + i, "pad": "x" * size} for i in range(int(sys.argv[3]))]
        n += len(batch)
        version = store.append(batch, version)
        print(version, flush=True)
    """
)


def _start_writer(path: Path, record_size: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(path), str(record_size), str(BATCH)],
        stdout=subprocess.PIPE,
        text=True,
    )


def _read_ack(stdout: IO[str] | None) -> int:
    assert stdout is not None
    line = stdout.readline()
    assert line, "the writer stopped before acknowledging an append"
    return int(line)


def _kill_mid_append(proc: subprocess.Popen[str], acks: int, fraction: float) -> int:
    """SIGKILL the writer after its `acks`-th acknowledged append (at least 2), `fraction` of the
    way into its next one (judged by the time between its last two acks); the last version acked.
    The clock only spreads the kills over an append, nothing is asserted about time."""
    try:
        version = _read_ack(proc.stdout)
        before = time.monotonic()
        for _ in range(max(acks, 2) - 1):
            before = time.monotonic()
            version = _read_ack(proc.stdout)
        cycle = time.monotonic() - before
        try:
            proc.wait(
                timeout=fraction * cycle
            )  # a plain pause that returns early if the writer died
        except subprocess.TimeoutExpired:
            pass
    finally:
        proc.kill()  # SIGKILL, also if reading an ack failed: never leave it running
        proc.wait()
    assert proc.stdout is not None
    for line in proc.stdout:  # acks printed between our last read and the kill
        version = int(line)
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    return version


def _check_records(records: list[dict[str, object]]) -> None:
    assert [r["n"] for r in records] == list(range(len(records)))


def test_jsonl_writer_killed_mid_record_recovers_and_appends_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Real kills -9, until one cuts the last line off: every acknowledged record is kept, an
    unfinished batch is dropped whole (a batch boundary, never half a batch, even when its first
    lines are complete), the recovery is logged and readable, and appends go on."""
    rng = random.Random(8)
    for attempt in range(ATTEMPTS):
        path = tmp_path / f"game{attempt}.jsonl"
        acked = _kill_mid_append(
            _start_writer(path, 4_000_000), acks=rng.randint(2, 4), fraction=rng.random()
        )
        data = path.read_bytes()
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="bsgcore.store"):
            store = JsonlEventStore(path)
            version = store.version()
        records = store.read()
        _check_records(records)
        assert version % BATCH == 0
        recovery = store.recovery
        if recovery is None:  # the kill fell between appends: nothing to recover
            assert version in (acked, acked + BATCH) and data.endswith(b"\n")
            assert caplog.records == []
            continue
        assert version == acked, "an acknowledged record was lost or an unfinished one kept"
        assert isinstance(recovery, TornAppend)
        assert recovery.records == version
        assert recovery.valid_bytes + recovery.dropped_bytes == len(data)
        assert data[recovery.valid_bytes - 1 : recovery.valid_bytes] == b"\n"
        assert [r.getMessage() for r in caplog.records] == [recovery.message]
        assert str(path) in recovery.message and "interrupted" in recovery.message
        # Appending goes on: the torn tail is cut off first, and a new instance sees a whole file.
        assert store.append([{"n": version, "pad": "after"}], version) == version + 1
        again = JsonlEventStore(path)
        assert again.version() == version + 1 and again.recovery is None
        _check_records(again.read())
        assert path.read_bytes().endswith(b"\n")
        assert not path.with_name(path.name + ".append").exists()
        if not data.endswith(b"\n"):
            return  # a kill landed inside a record: the case this test is after
    pytest.fail(f"no kill landed inside a record in {ATTEMPTS} attempts")


def test_sqlite_writer_killed_mid_append_keeps_committed_batches(tmp_path: Path) -> None:
    """A real kill -9 during an SQLite append leaves exactly the committed batches, and appends
    go on (SQLite rolls back the transaction that was never committed)."""
    rng = random.Random(9)
    for attempt in range(8):
        path = tmp_path / f"games{attempt}.sqlite"
        acked = _kill_mid_append(
            _start_writer(path, 2_000_000), acks=rng.randint(2, 4), fraction=rng.random()
        )
        store = SqliteEventStore(path)
        version = store.version()
        assert acked <= version <= acked + BATCH and version % BATCH == 0
        assert store.header() == HEADER
        _check_records(store.read())
        assert store.append([{"n": version}], version) == version + 1
        assert SqliteEventStore(path).version() == version + 1


def _garble_pages(path: Path) -> None:
    """Overwrite every page after the first (the schema) with garbage, as a failing disk might."""
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[page:] = random.Random(3).randbytes(len(data) - page)
    path.write_bytes(bytes(data))


def _cut_in_half(path: Path) -> None:
    """Keep only the first half of the file, as an interrupted copy would."""
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


@pytest.mark.parametrize("damage", [_garble_pages, _cut_in_half])
def test_damaged_sqlite_file_is_corrupt_log_naming_it(tmp_path: Path, damage: Any) -> None:
    """Every operation on a damaged database raises CorruptLog with the file's name."""
    path = tmp_path / "games.sqlite"
    store = SqliteEventStore(path)
    store.append([{"n": i, "pad": "y" * 3000} for i in range(40)], 0, header=HEADER)
    damage(path)
    with pytest.raises(sqlite3.DatabaseError):  # what a raw connection reports
        with sqlite3.connect(path) as conn:
            conn.execute("SELECT COUNT(*) FROM events").fetchone()
    calls = {
        "header": store.header,
        "version": store.version,
        "read": store.read,
        "append": lambda: store.append([{"n": 40}], 40),
        "from_store": lambda: Game.from_store(store),
    }
    for name, call in calls.items():
        with pytest.raises(CorruptLog) as info:
            call()
        assert str(path) in info.value.message, name
        assert info.value.code == "corrupt_log"


def test_sqlite_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "junk.db"
    path.write_bytes(b"SQLite format 3\x00" + b"\x07" * 5000)
    with pytest.raises(CorruptLog, match="junk.db"):
        open_store(path)


# A game writer: plays `commands` commands on a store, then stalls inside its next write (all
# but the last bytes written, then a pause), so the kill lands inside that append's records.
_GAME_WRITER = textwrap.dedent(
    """
    import random, sys, time
    import bsgcore.store as store_module
    from bsgcore import Game
    from bsgcore.store import open_store

    game = Game.new("express", seats=3, seed=5).attach_store(open_store(sys.argv[1]))
    bot = random.Random(5)
    for _ in range(int(sys.argv[2])):
        game.play(bot.choice(game.pending.options))
    real_write = store_module._write_all

    def half_then_stall(fd, payload):
        if not payload.startswith(b"{"):  # the journal line: write it whole
            return real_write(fd, payload)
        real_write(fd, payload[:-3])  # the batch's first lines whole, its last one cut off
        print("torn", len(game.events), flush=True)
        time.sleep(60)

    store_module._write_all = half_then_stall
    game.play(bot.choice(game.pending.options))
    """
)


def test_game_from_store_after_a_writer_was_killed(tmp_path: Path) -> None:
    """Game.from_store on a JSONL store whose writer died mid-append: the game as of the last
    acknowledged command, verified; it plays on and the store reopens whole."""
    path = tmp_path / "game.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-c", _GAME_WRITER, str(path), "12"], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    try:
        tag, events = proc.stdout.readline().split()
    finally:
        proc.kill()  # SIGKILL
        proc.wait()
        proc.stdout.close()
    assert tag == "torn"
    torn = path.read_bytes()
    assert not torn.endswith(b"\n")  # the kill left a cut-off line
    assert torn.count(b"\n") > int(events) + 2  # after complete lines of the unfinished batch

    store = JsonlEventStore(path)
    game = Game.from_store(store)
    assert len(game.events) == int(events) == store.version()
    assert store.recovery is not None and store.recovery.records == int(events)
    expected = Game.new("express", seats=3, seed=5)
    bot = random.Random(5)
    for _ in range(12):
        assert expected.pending is not None
        expected.play(bot.choice(expected.pending.options))
    assert game.state == expected.state
    assert game.pending is not None
    game.play(game.pending.options[0])
    again = Game.from_store(JsonlEventStore(path))
    assert again.events == game.events
    assert path.read_bytes().endswith(b"\n")
