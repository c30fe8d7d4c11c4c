"""Per-game records streamed to a CSV file as games finish, and read back to resume a run.

One row per game, in seed order: ``seed, seats, winner, condition, commands``, the ruleset's
own columns (`RulesetSpec.record`), then ``error`` (empty unless the game raised). Each row is
flushed when written, so an interrupted run keeps every game it finished; ``--resume`` drops a
half-written last line, skips the seeds already in the file and appends the rest.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from bsgcore.errors import ConfigurationError
from bsgcore.sim.records import GameRecord

CORE_COLUMNS = ("seed", "seats", "winner", "condition", "commands")


class CsvSink:
    """An open per-game CSV file; `records` holds the rows it already had (resumed runs)."""

    def __init__(
        self, path: Path, columns: Sequence[str], seats: int, seeds: Sequence[int], resume: bool
    ) -> None:
        self.path = path
        self.seats = seats
        self.header = (*CORE_COLUMNS, *columns, "error")
        self.records: list[GameRecord] = []
        if path.suffix.lower() != ".csv":
            raise ConfigurationError(
                f"--out writes CSV: name the file FILE.csv, not {path.name}.", code="bad_out_path"
            )
        if resume and path.exists():
            self.records = self._read(seeds)
            self._stream: TextIO = path.open("a", encoding="utf-8", newline="")
        elif path.exists() and path.stat().st_size > 0:
            raise ConfigurationError(
                f"{path} exists: pass --resume to continue it, or remove it first.",
                code="out_exists",
            )
        else:
            self._stream = self._create()
        self._writer = csv.writer(self._stream, lineterminator="\n")
        if self._stream.tell() == 0:
            self._writer.writerow(self.header)
            self._stream.flush()

    def _create(self) -> TextIO:
        try:
            return self.path.open("w", encoding="utf-8", newline="")
        except OSError as exc:
            raise ConfigurationError(
                f"cannot write {self.path}: {exc.strerror}.", code="bad_out_path"
            ) from exc

    def _read(self, seeds: Sequence[int]) -> list[GameRecord]:
        """The complete rows of an interrupted file (a half-written last line is cut off)."""
        text = self.path.read_text(encoding="utf-8")
        if text and not text.endswith("\n"):
            text = text[: text.rfind("\n") + 1]
            self.path.write_text(text, encoding="utf-8")
        rows = list(csv.reader(text.splitlines()))
        if not rows:
            return []
        if tuple(rows[0]) != self.header:
            raise ConfigurationError(
                f"{self.path} has other columns than this run writes: resume it with the same "
                "ruleset and plugins.",
                code="resume_mismatch",
            )
        wanted = set(seeds)
        records = []
        for row in rows[1:]:
            values = dict(zip(self.header, row, strict=True))
            seed = int(values["seed"])
            if seed not in wanted or int(values["seats"]) != self.seats:
                raise ConfigurationError(
                    f"{self.path} has a game (seed {seed}, {values['seats']} seats) outside this "
                    "run: resume it with the same --seed, --games and --seats.",
                    code="resume_mismatch",
                )
            records.append(
                GameRecord(
                    seed=seed,
                    winner=values["winner"],
                    condition=values["condition"],
                    commands=int(values["commands"]),
                    columns=tuple((k, values[k]) for k in self.header[len(CORE_COLUMNS) : -1]),
                    error=values["error"],
                )
            )
        return records

    @property
    def done(self) -> set[int]:
        """The seeds the file already has."""
        return {record.seed for record in self.records}

    def write(self, record: GameRecord) -> None:
        """One game's row, flushed to disk at once."""
        columns = dict(record.columns)
        extra = [columns.get(name, "") for name in self.header[len(CORE_COLUMNS) : -1]]
        self._writer.writerow(
            [
                record.seed,
                self.seats,
                record.winner,
                record.condition,
                record.commands,
                *extra,
                record.error,
            ]
        )
        self._stream.flush()

    def close(self) -> None:
        """Close the file."""
        self._stream.close()
