"""The service's database: the lobby table beside the event store's tables, in one SQLite file.

``--store sqlite:///games.db`` names the file (``sqlite:////abs/path.db`` for an absolute path).
Each game's events live in `bsgcore.store.SqliteEventStore` under its game id, with its
expected-version check; the lobby row says who sits where, with token hashes only.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bsgcore.errors import ConfigurationError
from bsgcore.store import SqliteEventStore

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
    if url.startswith(("postgresql://", "postgres://")):
        raise ConfigurationError(
            "The PostgreSQL store is not available yet; use --store sqlite:///FILE.db.",
            code="unsupported_store",
        )
    raise ConfigurationError(
        f"--store must be sqlite:///FILE.db (relative) or sqlite:////ABS/FILE.db, not {url!r}.",
        code="bad_store",
    )


class Database:
    """The lobby and the event stores of every game, in one SQLite database."""

    def __init__(self, url: str) -> None:
        self.path = sqlite_path(url)
        with self._session() as conn:
            conn.execute(_SCHEMA)

    @contextmanager
    def _session(self) -> Iterator[sqlite3.Connection]:
        """A connection in autocommit mode, closed after the block."""
        with closing(sqlite3.connect(self.path, timeout=30.0, isolation_level=None)) as conn:
            yield conn

    def store(self, game_id: str) -> SqliteEventStore:
        """The event store of one game."""
        return SqliteEventStore(self.path, game_id)

    def add(self, entry: GameEntry) -> None:
        """Record a new game in the lobby."""
        with self._session() as conn:
            conn.execute(
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
        with self._session() as conn:
            conn.execute(
                "UPDATE serve_games SET status = ?, outcome = ? WHERE game_id = ?",
                (status, None if outcome is None else json.dumps(outcome), game_id),
            )

    def get(self, game_id: str) -> GameEntry | None:
        """The lobby row of one game, or None."""
        with self._session() as conn:
            row = conn.execute("SELECT * FROM serve_games WHERE game_id = ?", (game_id,)).fetchone()
        return None if row is None else _entry(row)

    def all(self) -> list[GameEntry]:
        """Every game, oldest first."""
        with self._session() as conn:
            rows = conn.execute("SELECT * FROM serve_games ORDER BY created, game_id").fetchall()
        return [_entry(row) for row in rows]


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
