"""Event stores: append-only logs of JSON-ready records plus one game header, safe for many writers.

Two back ends share the `EventStore` interface:

* `JsonlEventStore` keeps one game per file: line 1 is ``{"header": {...}}``, then one record per
  line, compact sorted JSON, every line ``\\n`` terminated.  Appends are one ``os.write`` on an
  ``O_APPEND`` descriptor under an exclusive ``flock``, then ``fsync``; readers take a shared lock.
  While a batch is being written, a small journal file (``<name>.append``) holds the size the file
  had before it; it is removed once the batch is on disk.  A writer killed mid-append (``kill -9``)
  leaves a torn tail: readers ignore it, the next append cuts it off, and `JsonlEventStore.recovery`
  says what was dropped (also logged as a warning on the ``bsgcore.store`` logger).
* `SqliteEventStore` keeps many games in one database (tables ``games`` and ``events``); an
  append is one ``BEGIN IMMEDIATE`` transaction and the ``(game_id, seq)`` primary key rejects a
  second writer of the same record.  SQLite rolls back a transaction its writer never committed; a
  damaged database file is refused with `CorruptLog` naming the file, never a raw ``sqlite3`` error.

Optimistic concurrency: `append` names the version (record count) the writer last saw; if the
store has moved on it raises `ConcurrencyError` and writes nothing, so two writers can never both
append record N.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from bsgcore.errors import ConcurrencyError, ConfigurationError, CorruptLog, RulesetMismatch

__all__ = [
    "EventStore",
    "JsonDict",
    "JsonlEventStore",
    "SqliteEventStore",
    "TornAppend",
    "open_store",
]

LOG = logging.getLogger("bsgcore.store")

JsonDict = dict[str, Any]

_READ_CHUNK = 1 << 20


@runtime_checkable
class EventStore(Protocol):
    """An append-only log of JSON-ready records with one header, guarded by optimistic versions."""

    def header(self) -> JsonDict | None:
        """The game header written by the first append, or None while the store is empty."""
        ...

    def version(self) -> int:
        """The number of records stored, which is the `expected_version` of the next append."""
        ...

    def read(self, start: int = 0) -> list[JsonDict]:
        """The records from index `start` on, in append order, as fresh dicts."""
        ...

    def append(
        self, records: Sequence[JsonDict], expected_version: int, header: JsonDict | None = None
    ) -> int:
        """Append `records` atomically if exactly `expected_version` are stored; the new version."""
        ...


def _dumps(value: Any) -> str:
    """Canonical compact JSON, so equal data always gives equal bytes on disk."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True, allow_nan=False)


def _check_records(records: Sequence[JsonDict]) -> list[str]:
    """Serialize the records to canonical lines, refusing anything that is not a JSON object."""
    if isinstance(records, dict | str | bytes):
        raise TypeError("records must be a sequence of dicts, not a single value")
    lines = []
    for index, record in enumerate(records):
        if not isinstance(record, dict):
            raise TypeError(f"record {index} is a {type(record).__name__}, not a dict")
        lines.append(_dumps(record))
    return lines


def _check_header(header: JsonDict | None) -> str | None:
    """Serialize the header to its canonical line (None stays None), refusing non-dicts."""
    if header is None:
        return None
    if not isinstance(header, dict):
        raise TypeError(f"the header is a {type(header).__name__}, not a dict")
    return _dumps(header)


def _stored_object(where: str, text: Any, what: str) -> JsonDict:
    """A stored row's JSON object; CorruptLog naming the store and the row when it is not one
    (the SQL stores' shared reading)."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise CorruptLog(f"{where}: the {what} is not valid JSON ({exc}).") from exc
    if not isinstance(value, dict):
        raise CorruptLog(f"{where}: the {what} is not a JSON object.")
    return value


def _stored_events(where: str, rows: Sequence[Any], start: int) -> list[JsonDict]:
    """The ``(seq, body)`` rows read from `start` on as events, checked to be contiguous."""
    out = []
    for expected, (seq, body) in enumerate(rows, start):
        if seq != expected:
            raise CorruptLog(f"{where} is missing event {expected} (next is {seq}).")
        out.append(_stored_object(where, body, f"event {seq}"))
    return out


def _check_start(start: int) -> None:
    """Refuse a negative read position, which has no meaning in an append-only log."""
    if start < 0:
        raise ValueError(f"read start must be >= 0, got {start}")


def _resolve_header(
    where: str, stored: str | None, given: str | None, current: int, expected: int
) -> str | None:
    """Check version and header (canonical JSON) for an append; the header to write, if any."""
    if current != expected:
        raise ConcurrencyError(
            f"{where} holds {current} events but the writer expected {expected}: "
            "another writer appended first; reload the game and try again."
        )
    if stored is None:
        if current:
            raise CorruptLog(f"{where} holds {current} events but no game header.")
        if given is None:
            raise ValueError(f"the first append to {where} must carry the game header")
        return given
    if given is not None and given != stored:
        old, new = json.loads(stored), json.loads(given)
        keys = sorted(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))
        raise RulesetMismatch(
            f"{where} was created with another game header (differs in: {', '.join(keys)}); "
            "it cannot be continued with these rules."
        )
    return None


# --------------------------------------------------------------------------------------- JSONL


@dataclass(frozen=True)
class TornAppend:
    """What reopening a JSONL store found after a writer died mid-append, and left out.

    The records of an append that never completed were never acknowledged to anyone, so the store
    holds the valid prefix: the first `valid_bytes` bytes (`records` records after the header).
    The `dropped_bytes` after them are ignored by reads and cut off by the next append.
    """

    path: Path
    valid_bytes: int
    dropped_bytes: int
    records: int

    @property
    def message(self) -> str:
        """A sentence for a log or a player: what was recovered and what was dropped."""
        return (
            f"{self.path}: an append was interrupted (the writer died); recovered the "
            f"{self.records} complete records and dropped the {self.dropped_bytes} bytes "
            "it left unfinished."
        )


@dataclass
class _JsonlCache:
    """What one instance has already parsed of a JSONL file, so reads only parse new bytes."""

    dev: int = -1
    ino: int = -1
    offset: int = 0  # end of the valid prefix parsed so far
    header: str | None = None  # canonical JSON of the header dict
    lines: list[str] = field(default_factory=list)  # record lines as stored, without "\n"


class JsonlEventStore:
    """One game per JSON-lines file: header on line 1, a record per line, flock-guarded appends."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        """Use the file at `path`; it is created by the first append, not here."""
        self.path = Path(path)
        self._journal = self.path.with_name(self.path.name + ".append")
        self._cache = _JsonlCache()
        #: Set when this instance found a torn tail left by a writer that died mid-append (what
        #: was recovered and dropped); None while the file is whole.  Kept after the repair.
        self.recovery: TornAppend | None = None

    def __repr__(self) -> str:
        return f"JsonlEventStore({str(self.path)!r})"

    def header(self) -> JsonDict | None:
        """The game header from line 1, or None while the file is missing or empty."""
        header = self._snapshot().header
        return None if header is None else json.loads(header)

    def version(self) -> int:
        """The number of records in the file (lines after the header)."""
        return len(self._snapshot().lines)

    def read(self, start: int = 0) -> list[JsonDict]:
        """The records from index `start` on, parsed afresh so callers may mutate them."""
        _check_start(start)
        return [json.loads(line) for line in self._snapshot().lines[start:]]

    def append(
        self, records: Sequence[JsonDict], expected_version: int, header: JsonDict | None = None
    ) -> int:
        """Append all records with one O_APPEND write under an exclusive lock, then fsync.

        A torn tail left by a writer that died is cut off first. The journal names the size
        before this batch while it is written, so a batch cut short is dropped whole.
        """
        lines = _check_records(records)
        header_line = _check_header(header)
        flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(self.path, flags, 0o644)
        try:
            _lock(fd, exclusive=True)
            cache = self._refresh(fd, repair=True)
            first = _resolve_header(
                str(self.path), cache.header, header_line, len(cache.lines), expected_version
            )
            out = ([f'{{"header":{first}}}'] if first is not None else []) + lines
            if not out:
                return len(cache.lines)
            payload = "".join(line + "\n" for line in out).encode("utf-8")
            old_size = cache.offset
            _write_journal(self._journal, cache.ino, old_size)
            try:
                _write_all(fd, payload)
                os.fsync(fd)
                self._journal.unlink()  # the batch is whole: from now on it is acknowledged
            except BaseException:
                os.ftruncate(fd, old_size)  # never leave half a batch behind
                _remove_journal(self._journal)
                raise
            if old_size == 0:
                _fsync_dir(self.path.parent)
            cache.offset = old_size + len(payload)
            if first is not None:
                cache.header = first
            cache.lines.extend(lines)
            return len(cache.lines)
        finally:
            os.close(fd)  # also releases the lock

    def _snapshot(self) -> _JsonlCache:
        """Bring the cache up to date under a shared lock (an absent file is an empty store)."""
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        except FileNotFoundError:
            self._cache = _JsonlCache()
            return self._cache
        try:
            _lock(fd, exclusive=False)
            return self._refresh(fd, repair=False)
        finally:
            os.close(fd)

    def _refresh(self, fd: int, *, repair: bool) -> _JsonlCache:
        """Parse the complete lines appended since the last look; the caller holds a lock on `fd`.

        Under any lock no live writer is mid-append, so bytes past the journal's size or past the
        last newline are a torn tail: noted in `recovery`, and cut off when `repair` (the caller
        then holds the exclusive lock).
        """
        st = os.fstat(fd)
        cache = self._cache
        if (st.st_dev, st.st_ino) != (cache.dev, cache.ino) or st.st_size < cache.offset:
            cache = _JsonlCache(dev=st.st_dev, ino=st.st_ino)
        journal = _read_journal(self._journal, st.st_ino)
        limit = st.st_size if journal is None else min(st.st_size, journal)
        if limit < cache.offset:
            cache = _JsonlCache(dev=st.st_dev, ino=st.st_ino)
        data = _read_from(fd, cache.offset, limit) if limit > cache.offset else b""
        header = cache.header
        new_lines: list[str] = []
        first_lineno = (0 if header is None else 1) + len(cache.lines) + 1
        chunks = data.split(b"\n")
        tail = chunks.pop()  # b"" when the data ends with a newline
        for i, raw in enumerate(chunks):
            lineno = first_lineno + i
            value, text = _parse_line(self.path, lineno, raw)
            if lineno == 1:
                header = _dumps(_header_of(value, self.path))
            elif not isinstance(value, dict):
                raise CorruptLog(
                    f"{self.path} line {lineno} is a JSON {type(value).__name__}, "
                    "not an event record (a JSON object)."
                )
            else:
                new_lines.append(text)
        valid = cache.offset + len(data) - len(tail)
        cache.offset, cache.header = valid, header  # commit only once all lines parsed
        cache.lines.extend(new_lines)
        self._cache = cache
        if valid < st.st_size:
            self._note_torn(valid, st.st_size - valid, len(cache.lines))
            if repair:
                os.ftruncate(fd, valid)
                os.fsync(fd)
        if repair and journal is not None:
            _remove_journal(self._journal)
        return cache

    def _note_torn(self, valid: int, dropped: int, records: int) -> None:
        """Remember and log (once per finding) the torn tail a dead writer left."""
        found = TornAppend(self.path, valid, dropped, records)
        if found != self.recovery:
            self.recovery = found
            LOG.warning("%s", found.message)


def _write_journal(journal: Path, ino: int, size: int) -> None:
    """Note, before a batch is written, the file (inode) and the size it had without it."""
    fd = os.open(
        journal, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0), 0o644
    )
    try:
        _write_all(fd, f"{ino} {size}\n".encode("ascii"))
    finally:
        os.close(fd)


def _read_journal(journal: Path, ino: int) -> int | None:
    """The size before an unfinished batch, if a journal for this file (inode) is left."""
    try:
        text = journal.read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return None
    parts = text.split()
    if (
        not text.endswith("\n")
        or len(parts) != 2
        or not all(p.isdigit() for p in parts)
        or int(parts[0]) != ino
    ):
        return None  # a stale journal of another file, or one cut short before the data
    return int(parts[1])


def _remove_journal(journal: Path) -> None:
    """Remove the append journal if it is there."""
    try:
        journal.unlink()
    except FileNotFoundError:
        pass


def _parse_line(path: Path, lineno: int, raw: bytes) -> tuple[Any, str]:
    """Decode and parse one line, raising CorruptLog that names the file and line number."""
    try:
        text = raw.decode("utf-8")
        return json.loads(text), text
    except (UnicodeDecodeError, ValueError) as exc:
        raise CorruptLog(f"{path} line {lineno} is not valid JSON ({exc}).") from exc


def _header_of(value: Any, path: Path) -> JsonDict:
    """The header dict out of a parsed line 1, which must be exactly {"header": {...}}."""
    if isinstance(value, dict) and set(value) == {"header"} and isinstance(value["header"], dict):
        return value["header"]
    raise CorruptLog(f'{path} line 1 is not a game header ({{"header": {{...}}}}).')


def _lock(fd: int, *, exclusive: bool) -> None:
    """Take a blocking flock on `fd`; closing the descriptor releases it."""
    import fcntl  # POSIX only; imported here so the SQLite store still loads elsewhere

    fcntl.flock(fd, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)


def _read_from(fd: int, start: int, end: int) -> bytes:
    """Read bytes [start, end) of the file behind `fd` without moving its offset."""
    parts = []
    pos = start
    while pos < end:
        chunk = os.pread(fd, min(_READ_CHUNK, end - pos), pos)
        if not chunk:
            break
        parts.append(chunk)
        pos += len(chunk)
    return b"".join(parts)


def _write_all(fd: int, payload: bytes) -> None:
    """Write the whole payload; one os.write in practice, looping only on a short write."""
    view = memoryview(payload)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _fsync_dir(directory: Path) -> None:
    """Make a newly created file's directory entry durable (best effort)."""
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


# -------------------------------------------------------------------------------------- SQLite

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS games (game_id TEXT PRIMARY KEY, header TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS events ("
    " game_id TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seq))",
)


class SqliteEventStore:
    """One game (`game_id`) inside an SQLite database that may hold many games."""

    def __init__(self, path: str | os.PathLike[str], game_id: str = "default") -> None:
        """Open (creating if needed) the database at `path` and its tables."""
        self.path = Path(path)
        self.game_id = game_id
        self._where = f"{self.path} (game {game_id!r})"
        with self._session() as conn:
            conn.execute("BEGIN IMMEDIATE")
            for statement in _SCHEMA:
                conn.execute(statement)
            conn.execute("COMMIT")

    def __repr__(self) -> str:
        return f"SqliteEventStore({str(self.path)!r}, game_id={self.game_id!r})"

    def header(self) -> JsonDict | None:
        """The game header row, or None while this game has no events and no header."""
        with self._session() as conn:
            return self._header(conn)

    def version(self) -> int:
        """The number of events stored for this game."""
        with self._session() as conn:
            return self._count(conn)

    def read(self, start: int = 0) -> list[JsonDict]:
        """The events from index `start` on, checked to be contiguous and JSON objects."""
        _check_start(start)
        with self._session() as conn:
            rows = conn.execute(
                "SELECT seq, body FROM events WHERE game_id = ? AND seq >= ? ORDER BY seq",
                (self.game_id, start),
            ).fetchall()
        return _stored_events(self._where, rows, start)

    def append(
        self, records: Sequence[JsonDict], expected_version: int, header: JsonDict | None = None
    ) -> int:
        """Insert the records as events expected_version.. in one BEGIN IMMEDIATE transaction."""
        lines = _check_records(records)
        header_line = _check_header(header)
        with self._session() as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                stored = self._header(conn)
                first = _resolve_header(
                    self._where,
                    None if stored is None else _dumps(stored),
                    header_line,
                    self._count(conn),
                    expected_version,
                )
                if first is not None:
                    conn.execute(
                        "INSERT INTO games (game_id, header) VALUES (?, ?)", (self.game_id, first)
                    )
                conn.executemany(
                    "INSERT INTO events (game_id, seq, body) VALUES (?, ?, ?)",
                    [(self.game_id, expected_version + i, line) for i, line in enumerate(lines)],
                )
                conn.execute("COMMIT")
            except sqlite3.IntegrityError as exc:
                conn.execute("ROLLBACK")
                raise ConcurrencyError(
                    f"{self._where}: another writer stored event {expected_version} first; "
                    "reload the game and try again."
                ) from exc
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        return expected_version + len(lines)

    @contextmanager
    def _session(self) -> Iterator[sqlite3.Connection]:
        """A connection closed after the block; a damaged database becomes `CorruptLog`."""
        try:
            with closing(self._connect()) as conn:
                yield conn
        except sqlite3.DatabaseError as exc:
            if not _is_damage(exc):
                raise
            raise CorruptLog(
                f"{self.path} is a damaged or foreign SQLite file ({exc}); "
                "restore it from a backup."
            ) from exc

    def _connect(self) -> sqlite3.Connection:
        """A fresh autocommit connection (transactions are explicit), safe across forks."""
        return sqlite3.connect(self.path, timeout=30.0, isolation_level=None)

    def _count(self, conn: sqlite3.Connection) -> int:
        """How many events this game holds, read on `conn`."""
        row = conn.execute("SELECT COUNT(*) FROM events WHERE game_id = ?", (self.game_id,))
        return int(row.fetchone()[0])

    def _header(self, conn: sqlite3.Connection) -> JsonDict | None:
        """This game's header read on `conn`, or None if there is no games row yet."""
        row = conn.execute("SELECT header FROM games WHERE game_id = ?", (self.game_id,)).fetchone()
        return None if row is None else self._loads(row[0], "game header")

    def _loads(self, text: Any, what: str) -> JsonDict:
        """Parse a stored JSON object, raising CorruptLog that says which row is bad."""
        return _stored_object(self._where, text, what)


_DAMAGE_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB (primary result codes)


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    """Whether an sqlite3 error means the file is damaged or not a database (not busy, not SQL)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return (code & 0xFF) in _DAMAGE_CODES
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


# ------------------------------------------------------------------------------------- factory

_SUFFIXES: dict[str, type[JsonlEventStore] | type[SqliteEventStore]] = {
    ".jsonl": JsonlEventStore,
    ".sqlite": SqliteEventStore,
    ".sqlite3": SqliteEventStore,
    ".db": SqliteEventStore,
}


def open_store(path: str | os.PathLike[str]) -> EventStore:
    """The store for `path` chosen by suffix (.jsonl, .sqlite/.sqlite3/.db), so callers need not."""
    suffix = Path(path).suffix.lower()
    try:
        cls = _SUFFIXES[suffix]
    except KeyError:
        raise ConfigurationError(
            f"cannot tell how to store a game in {os.fspath(path)!r}: "
            "use a .jsonl, .sqlite or .db file."
        ) from None
    return cls(path)
