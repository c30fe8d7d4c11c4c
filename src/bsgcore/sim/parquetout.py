"""Per-game records streamed to a Parquet file in row groups, and read back to resume a run.

The columns are CsvSink's (``seed, seats, winner, condition, commands``, the ruleset's own, then
``error``), typed: integers, floats and booleans keep their type, a failed game's ruleset columns
are null. Rows are written a row group at a time (`ROW_GROUP` games), so memory stays bounded;
the file's footer is written when the sink is closed, which ``bsg simulate`` does on Ctrl-C and
SIGTERM too. ``--resume`` reads the finished games, writes them and the rest to a side file and
renames it into place on close, so the file ends as an uninterrupted run would have left it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from bsgcore.errors import ConfigurationError
from bsgcore.sim.csvout import CORE_COLUMNS
from bsgcore.sim.records import GameRecord

PARQUET_EXTRA = "pip install 'bsgcore[parquet]'"
ROW_GROUP = 1000
_CORE_TYPES = {"seed": 0, "seats": 0, "winner": "", "condition": "", "commands": 0}


def import_pyarrow() -> tuple[ModuleType, ModuleType]:
    """``pyarrow`` and ``pyarrow.parquet``, or a ConfigurationError naming the extra."""
    try:
        import pyarrow
        import pyarrow.parquet
    except ImportError as exc:
        raise ConfigurationError(
            f"--out FILE.parquet needs pyarrow, which is not installed: {PARQUET_EXTRA}.",
            code="missing_extra",
        ) from exc
    return pyarrow, pyarrow.parquet


def _arrow_type(pa: ModuleType, sample: Any) -> Any:
    """The Arrow type of a record column, from its value in a new game (text if unsure)."""
    if isinstance(sample, bool):
        return pa.bool_()
    if isinstance(sample, int):
        return pa.int64()
    if isinstance(sample, float):
        return pa.float64()
    return pa.string()


class ParquetSink:
    """An open per-game Parquet file; `records` holds the rows it already had (resumed runs)."""

    def __init__(
        self,
        path: Path,
        sample: Mapping[str, Any],
        seats: int,
        seeds: Sequence[int],
        resume: bool,
    ) -> None:
        self._pa, self._pq = import_pyarrow()
        pa = self._pa
        self.path = path
        self.seats = seats
        types = {**_CORE_TYPES, **sample, "error": ""}
        self.header = (*CORE_COLUMNS, *sample, "error")
        self.schema = pa.schema([(name, _arrow_type(pa, types[name])) for name in self.header])
        self._text = {name for name in self.header if self.schema.field(name).type == pa.string()}
        self.records: list[GameRecord] = []
        self._buffer: list[dict[str, Any]] = []
        kept = None
        if resume and path.exists():
            kept = self._read(seeds)
            self._target = path.with_name(path.name + ".partial")
        elif path.exists() and path.stat().st_size > 0:
            raise ConfigurationError(
                f"{path} exists: pass --resume to continue it, or remove it first.",
                code="out_exists",
            )
        else:
            self._target = path
        try:
            self._writer = self._pq.ParquetWriter(self._target, self.schema)
        except OSError as exc:
            raise ConfigurationError(
                f"cannot write {self._target}: {exc}.", code="bad_out_path"
            ) from exc
        if kept is not None and kept.num_rows:
            self._writer.write_table(kept, row_group_size=ROW_GROUP)

    def _read(self, seeds: Sequence[int]) -> Any:
        """The rows of an interrupted file, checked against this run, as a table."""
        try:
            table = self._pq.read_table(self.path)
        except (OSError, self._pa.ArrowException) as exc:
            raise ConfigurationError(
                f"{self.path} is not a complete Parquet file ({exc}); a run killed outright "
                "cannot close it: remove it and start again.",
                code="resume_mismatch",
            ) from exc
        if tuple(table.schema.names) != self.header or not table.schema.equals(self.schema):
            raise ConfigurationError(
                f"{self.path} has other columns than this run writes: resume it with the same "
                "ruleset and plugins.",
                code="resume_mismatch",
            )
        wanted = set(seeds)
        columns = self.header[len(CORE_COLUMNS) : -1]
        for row in table.to_pylist():
            if row["seed"] not in wanted or row["seats"] != self.seats:
                raise ConfigurationError(
                    f"{self.path} has a game (seed {row['seed']}, {row['seats']} seats) outside "
                    "this run: resume it with the same --seed, --games and --seats.",
                    code="resume_mismatch",
                )
            self.records.append(
                GameRecord(
                    seed=row["seed"],
                    winner=row["winner"],
                    condition=row["condition"],
                    commands=row["commands"],
                    columns=tuple((name, row[name]) for name in columns),
                    error=row["error"],
                )
            )
        return table

    @property
    def done(self) -> set[int]:
        """The seeds the file already has."""
        return {record.seed for record in self.records}

    def write(self, record: GameRecord) -> None:
        """One game's row; a full row group goes to the file at once."""
        values = dict(record.columns)
        row: dict[str, Any] = {
            "seed": record.seed,
            "seats": self.seats,
            "winner": record.winner,
            "condition": record.condition,
            "commands": record.commands,
        }
        for name in self.header[len(CORE_COLUMNS) : -1]:
            value = values.get(name)
            row[name] = str(value) if name in self._text and value is not None else value
        row["error"] = record.error
        self._buffer.append(row)
        if len(self._buffer) >= ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        if self._buffer:
            self._writer.write_table(self._pa.Table.from_pylist(self._buffer, schema=self.schema))
            self._buffer = []

    def close(self) -> None:
        """Write the last row group and the footer; a resumed file replaces the old one."""
        try:
            self._flush()
        finally:
            self._writer.close()
            if self._target != self.path:
                os.replace(self._target, self.path)
