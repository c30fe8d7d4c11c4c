"""Where per-game records go: a CSV or a Parquet file chosen by the name's extension.

Both sinks stream rows as games finish, resume an interrupted file, and are closed by
``bsg simulate`` whatever stops the run; `terminate_as_interrupt` makes SIGTERM one of those
stops (a Parquet file is readable only once closed).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from bsgcore.errors import ConfigurationError
from bsgcore.sim.csvout import CsvSink
from bsgcore.sim.records import GameRecord

SUFFIXES = (".csv", ".parquet")


class RecordSink(Protocol):
    """An open per-game file: the rows it already had, and one more row per game."""

    records: list[GameRecord]

    def write(self, record: GameRecord) -> None:
        """One game's row."""

    def close(self) -> None:
        """Finish the file."""


def check_out_path(path: Path) -> None:
    """ConfigurationError unless ``path`` names a file type ``--out`` writes (and can write)."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise ConfigurationError(
            f"--out writes CSV or Parquet: name the file FILE.csv or FILE.parquet, not {path.name}.",
            code="bad_out_path",
        )
    if suffix == ".parquet":
        from bsgcore.sim.parquetout import import_pyarrow

        import_pyarrow()


def open_sink(
    path: Path, sample: Mapping[str, Any], seats: int, seeds: Sequence[int], resume: bool
) -> RecordSink:
    """The sink for ``path``: ``.csv`` or ``.parquet``; ``sample`` is a new game's record."""
    check_out_path(path)
    if path.suffix.lower() == ".parquet":
        from bsgcore.sim.parquetout import ParquetSink

        return ParquetSink(path, sample, seats, seeds, resume)
    return CsvSink(path, tuple(sample), seats, seeds, resume)


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """Within the block, SIGTERM raises KeyboardInterrupt (so files are closed as on Ctrl-C)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
