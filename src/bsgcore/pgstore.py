"""`PostgresEventStore`: the event store on PostgreSQL (psycopg 3), for several server processes.

Same interface and guarantees as `bsgcore.store.SqliteEventStore`: many games in one database
(tables ``bsg_games`` and ``bsg_events``), an append is one transaction, and the primary key
``(game_id, seq)`` rejects a second writer of event N, which gets `ConcurrencyError` and writes
nothing. psycopg is imported only when a store is opened (``pip install 'bsgcore[serve]'``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from bsgcore.errors import ConcurrencyError, ConfigurationError
from bsgcore.store import (
    JsonDict,
    _check_header,
    _check_records,
    _check_start,
    _dumps,
    _resolve_header,
    _stored_events,
    _stored_object,
)

__all__ = ["PostgresEventStore", "connect"]

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS bsg_games (game_id TEXT PRIMARY KEY, header TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS bsg_events ("
    " game_id TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seq))",
)
#: The advisory lock under which the tables are created (CREATE IF NOT EXISTS races otherwise).
_SCHEMA_LOCK = 0x6273_6763  # "bsgc"


def connect(dsn: str, *, autocommit: bool = False) -> Any:
    """A psycopg connection, or ConfigurationError when psycopg is missing."""
    try:
        import psycopg
    except ImportError as exc:
        raise ConfigurationError(
            "The PostgreSQL store needs psycopg 3: pip install 'bsgcore[serve]'.",
            code="missing_extra",
        ) from exc
    return psycopg.connect(dsn, autocommit=autocommit)


class PostgresEventStore:
    """One game (`game_id`) inside a PostgreSQL database that may hold many games."""

    def __init__(self, dsn: str, game_id: str = "default") -> None:
        """Connect to the database ``dsn`` names and create the tables if needed."""
        self.dsn = dsn
        self.game_id = game_id
        self._where = f"PostgreSQL (game {game_id!r})"
        with self._session() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
            for statement in _SCHEMA:
                conn.execute(statement)

    def __repr__(self) -> str:
        return f"PostgresEventStore(game_id={self.game_id!r})"

    @contextmanager
    def _session(self) -> Iterator[Any]:
        """A connection closed after the block."""
        conn = connect(self.dsn)
        try:
            yield conn
        finally:
            conn.close()

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
                "SELECT seq, body FROM bsg_events WHERE game_id = %s AND seq >= %s ORDER BY seq",
                (self.game_id, start),
            ).fetchall()
        return _stored_events(self._where, rows, start)

    def append(
        self, records: Sequence[JsonDict], expected_version: int, header: JsonDict | None = None
    ) -> int:
        """Insert the records as events expected_version.. in one transaction."""
        import psycopg

        lines = _check_records(records)
        header_line = _check_header(header)
        with self._session() as conn:
            try:
                with conn.transaction():
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
                            "INSERT INTO bsg_games (game_id, header) VALUES (%s, %s)",
                            (self.game_id, first),
                        )
                    with conn.cursor() as cursor:
                        cursor.executemany(
                            "INSERT INTO bsg_events (game_id, seq, body) VALUES (%s, %s, %s)",
                            [(self.game_id, expected_version + i, t) for i, t in enumerate(lines)],
                        )
            except psycopg.errors.UniqueViolation as exc:
                raise ConcurrencyError(
                    f"{self._where}: another writer stored event {expected_version} first; "
                    "reload the game and try again."
                ) from exc
        return expected_version + len(lines)

    def _count(self, conn: Any) -> int:
        """The number of this game's events, read on `conn`."""
        row = conn.execute("SELECT COUNT(*) FROM bsg_events WHERE game_id = %s", (self.game_id,))
        return int(row.fetchone()[0])

    def _header(self, conn: Any) -> JsonDict | None:
        """This game's header read on `conn`, or None if there is no games row yet."""
        row = conn.execute(
            "SELECT header FROM bsg_games WHERE game_id = %s", (self.game_id,)
        ).fetchone()
        return None if row is None else self._loads(row[0], "game header")

    def _loads(self, text: Any, what: str) -> JsonDict:
        """Parse a stored JSON object, raising CorruptLog that says which row is bad."""
        return _stored_object(self._where, text, what)
