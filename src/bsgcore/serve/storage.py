"""The service's database: the lobby table beside the event store's tables, in one database.

``--store sqlite:///games.db`` names an SQLite file (``sqlite:////abs/path.db`` for an absolute
path); ``--store postgresql://USER@HOST/DB`` a PostgreSQL server, which several server processes
may share. Each game's events live in an event store under its game id (`SqliteEventStore` or
`bsgcore.pgstore.PostgresEventStore`), with its expected-version check; the lobby row says who
sits where, with token hashes only.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bsgcore.errors import ConfigurationError
from bsgcore.store import EventStore, SqliteEventStore

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS serve_games ("
    " game_id TEXT PRIMARY KEY, created TEXT NOT NULL, ruleset TEXT NOT NULL,"
    " plugins TEXT NOT NULL, seats TEXT NOT NULL, spectator_hash TEXT NOT NULL,"
    " status TEXT NOT NULL, outcome TEXT)"
)


@dataclass(frozen=True)
class SeatEntry:
    """One seat as the lobby keeps it: a human (with its token's hash) or a named bot."""

    kind: str  # "human" or "bot"
    bot: str | None = None
    token_hash: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The stored form (with the hash: never sent to anyone)."""
        return {"kind": self.kind, "bot": self.bot, "token_hash": self.token_hash}

    def public(self, seat: int) -> dict[str, Any]:
        """What anyone may know of the seat: its number, kind and bot."""
        return {"seat": seat, "kind": self.kind, "bot": self.bot}


@dataclass(frozen=True)
class GameEntry:
    """A lobby row: a game's rules, seats, spectator token hash and status."""

    game_id: str
    created: str
    ruleset: str
    plugins: tuple[str, ...]
    seats: tuple[SeatEntry, ...]
    spectator_hash: str
    status: str
    outcome: dict[str, Any] | None

    def public(self) -> dict[str, Any]:
        """The row as the game list shows it: no token hashes."""
        return {
            "game": self.game_id,
            "created": self.created,
            "ruleset": self.ruleset,
            "plugins": list(self.plugins),
            "seats": [s.public(i) for i, s in enumerate(self.seats)],
            "status": self.status,
            "outcome": self.outcome,
        }


def sqlite_path(url: str) -> Path:
    """The file an ``sqlite:///`` store URL names; ConfigurationError for any other URL."""
    if url.startswith("sqlite:///"):
        rest = url[len("sqlite:///") :]
        if rest:
            return Path(rest)
    raise ConfigurationError(
        "--store must be sqlite:///FILE.db (relative), sqlite:////ABS/FILE.db or "
        f"postgresql://USER@HOST/DB, not {url!r}.",
        code="bad_store",
    )


def open_database(url: str) -> Database:
    """The database a ``--store`` URL names: SQLite (a file) or PostgreSQL (a server)."""
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresDatabase(url)
    return SqliteDatabase(sqlite_path(url))


class Database:
    """The lobby and the event stores of every game, in one database."""

    #: The query parameter mark of the driver.
    mark = "?"

    def _session(self) -> AbstractContextManager[Any]:
        """A connection in autocommit mode, closed after the block."""
        raise NotImplementedError

    def store(self, game_id: str) -> EventStore:
        """The event store of one game."""
        raise NotImplementedError

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Run one statement; the rows it returns (none for a write)."""
        with self._session() as conn:
            cursor = conn.execute(sql.replace("?", self.mark), params)
            return list(cursor.fetchall()) if cursor.description is not None else []

    def add(self, entry: GameEntry) -> None:
        """Record a new game in the lobby."""
        self._run(
            "INSERT INTO serve_games VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                entry.game_id,
                entry.created,
                entry.ruleset,
                json.dumps(list(entry.plugins)),
                json.dumps([s.to_json() for s in entry.seats]),
                entry.spectator_hash,
                entry.status,
                None if entry.outcome is None else json.dumps(entry.outcome),
            ),
        )

    def set_status(self, game_id: str, status: str, outcome: dict[str, Any] | None) -> None:
        """Note that a game ended (or still runs), for the game list."""
        self._run(
            "UPDATE serve_games SET status = ?, outcome = ? WHERE game_id = ?",
            (status, None if outcome is None else json.dumps(outcome), game_id),
        )

    def get(self, game_id: str) -> GameEntry | None:
        """The lobby row of one game, or None."""
        rows = self._run("SELECT * FROM serve_games WHERE game_id = ?", (game_id,))
        return _entry(rows[0]) if rows else None

    def all(self) -> list[GameEntry]:
        """Every game, oldest first."""
        return [_entry(row) for row in self._run(_ALL)]


_ALL = "SELECT * FROM serve_games ORDER BY created, game_id"


class SqliteDatabase(Database):
    """The service's tables and events in one SQLite file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # Write-ahead logging (kept by the file): a commit is one fsync of the log instead of
        # several, and readers never wait for the writer; as durable (synchronous stays FULL).
        self._run("PRAGMA journal_mode=WAL")
        self._run(_SCHEMA)

    @contextmanager
    def _session(self) -> Iterator[sqlite3.Connection]:
        """A connection in autocommit mode, closed after the block."""
        with closing(sqlite3.connect(self.path, timeout=30.0, isolation_level=None)) as conn:
            yield conn

    def store(self, game_id: str) -> SqliteEventStore:
        """The event store of one game."""
        return SqliteEventStore(self.path, game_id)


class PostgresDatabase(Database):
    """The service's tables and events on a PostgreSQL server (psycopg 3)."""

    mark = "%s"

    def __init__(self, dsn: str) -> None:
        self.dsn = dsn
        with self._session() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOBBY_LOCK,))
            conn.execute(_SCHEMA)

    @contextmanager
    def _session(self) -> Iterator[Any]:
        """A connection in autocommit mode, closed after the block."""
        from bsgcore.pgstore import connect

        conn = connect(self.dsn, autocommit=True)
        try:
            yield conn
        finally:
            conn.close()

    def store(self, game_id: str) -> EventStore:
        """The event store of one game."""
        from bsgcore.pgstore import PostgresEventStore

        return PostgresEventStore(self.dsn, game_id)


#: The advisory lock under which the lobby table is created on PostgreSQL.
_LOBBY_LOCK = 0x6273_6773  # "bsgs"


def _entry(row: tuple[Any, ...]) -> GameEntry:
    """A lobby row read back."""
    game_id, created, ruleset, plugins, seats, spectator_hash, status, outcome = row
    return GameEntry(
        game_id=game_id,
        created=created,
        ruleset=ruleset,
        plugins=tuple(json.loads(plugins)),
        seats=tuple(SeatEntry(**s) for s in json.loads(seats)),
        spectator_hash=spectator_hash,
        status=status,
        outcome=None if outcome is None else json.loads(outcome),
    )
