"""A progress bar for long runs (games done, rate, time left), drawn with rich on a terminal only."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


@contextmanager
def progress_bar(total: int, stream: TextIO) -> Iterator[Callable[[int], None]]:
    """Yields ``advance(n)``; a no-op unless ``stream`` is a terminal and rich is installed."""
    try:
        import rich.console
        import rich.progress
    except ImportError:  # pragma: no cover - only without the cli extra
        yield lambda n: None
        return
    if not _isatty(stream):
        yield lambda n: None
        return
    columns = rich.progress
    with columns.Progress(
        columns.TextColumn("games"),
        columns.BarColumn(),
        columns.MofNCompleteColumn(),
        columns.TextColumn("{task.fields[rate]}"),
        columns.TimeRemainingColumn(),
        console=rich.console.Console(file=stream),
        transient=True,
    ) as bar:
        task = bar.add_task("games", total=total, rate="")

        def advance(count: int) -> None:
            bar.advance(task, count)
            speed = next(t.speed for t in bar.tasks if t.id == task)
            bar.update(task, rate="" if speed is None else f"{speed:.1f} games/s")

        yield advance
