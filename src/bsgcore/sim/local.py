"""The local backend: batches of seeds in a process pool, results yielded in seed order.

With one job the games run in this process. With more, each worker plays whole batches (so a
million games are not a million tasks) and ``Executor.map`` hands them back in submission order,
so the records, and everything computed from them, are the same whatever the number of jobs.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from bsgcore.sim.config import SimConfig
from bsgcore.sim.records import GameRecord
from bsgcore.sim.worker import in_process_modules, init_worker, run_batch

MAX_BATCH = 25


def default_jobs() -> int:
    """Every core (``os.cpu_count()``), at least one."""
    return os.cpu_count() or 1


def batches(seeds: Sequence[int], jobs: int) -> list[Sequence[int]]:
    """``seeds`` cut into consecutive batches: about four per job, at most MAX_BATCH games each."""
    size = max(1, min(MAX_BATCH, len(seeds) // (4 * jobs) or 1))
    return [seeds[start : start + size] for start in range(0, len(seeds), size)]


def run_local(config: SimConfig, seeds: Sequence[int], jobs: int = 1) -> LocalRun:
    """The record of every game of ``seeds``, in that order, played on ``jobs`` processes.

    The pool starts and every batch is submitted before this returns (so its workers exist
    before a progress bar starts a thread); the run yields records as batches finish, and
    ``close()`` stops the pool.
    """
    if jobs <= 1 or len(seeds) <= 1:
        return LocalRun(None, map(partial(run_batch, config), batches(seeds, 1)))
    modules = in_process_modules()
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=init_worker, initargs=(modules,))
    return LocalRun(pool, pool.map(partial(run_batch, config), batches(seeds, jobs)))


class LocalRun(Iterator[GameRecord]):
    """Records of a run as its batches finish, in seed order; ``close()`` stops the pool."""

    def __init__(
        self, pool: ProcessPoolExecutor | None, results: Iterator[list[GameRecord]]
    ) -> None:
        self._pool = pool
        self._results = results
        self._pending: list[GameRecord] = []

    def __next__(self) -> GameRecord:
        while not self._pending:
            self._pending = list(reversed(next(self._results)))
        return self._pending.pop()

    def close(self) -> None:
        """Stop the workers (batches not started are cancelled)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
