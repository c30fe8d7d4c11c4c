"""The Ray backend: the local backend's batches of seeds played as Ray tasks, on a cluster or not.

`run_ray` submits one task per batch of `local.batches` (so a million games are not a million
tasks), keeps a bounded window of them in flight, and takes their results with ``ray.get`` in
submission order, so the records, and the summary, are those of ``--jobs 1`` for the same seeds.
Ray is imported only when this backend is chosen (``pip install 'bsgcore[ray]'``).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from bsgcore.errors import ConfigurationError
from bsgcore.sim.config import SimConfig
from bsgcore.sim.local import batches
from bsgcore.sim.records import GameRecord
from bsgcore.sim.worker import in_process_modules, register_modules, run_batch

RAY_EXTRA = "pip install 'bsgcore[ray]'"
#: Batches kept in flight per CPU of the cluster: enough to keep every CPU busy while the
#: oldest batch is awaited, few enough that the object store never holds a whole run.
WINDOW_PER_CPU = 4


def import_ray() -> ModuleType:
    """The ``ray`` module, or a ConfigurationError naming the extra that installs it."""
    try:
        import ray
    except ImportError as exc:
        raise ConfigurationError(
            f"--backend ray needs Ray, which is not installed: {RAY_EXTRA}.", code="missing_extra"
        ) from exc
    return ray


def play_batch(config: SimConfig, seeds: Sequence[int], modules: Sequence[str]) -> list[GameRecord]:
    """One Ray task: register the driver's in-process plugins in this worker, play the batch."""
    try:
        register_modules(modules)
    except ImportError as exc:
        raise ConfigurationError(
            f"a Ray worker cannot import the plugin module {exc.name!r}: install it on every "
            "node of the cluster (or put its folder on their PYTHONPATH).",
            code="ray_worker_import",
        ) from exc
    return run_batch(config, seeds)


def _init(ray: ModuleType, address: str | None, cpus: int | None) -> bool:
    """Start (or connect to) Ray unless a session exists; whether this call started it."""
    if ray.is_initialized():
        return False
    try:
        ray.init(
            address=address,
            num_cpus=cpus,
            include_dashboard=False,
            logging_level=logging.WARNING,
        )
    except (ConnectionError, ValueError, RuntimeError) as exc:
        where = f"the Ray cluster at {address}" if address else "a local Ray"
        raise ConfigurationError(f"cannot start {where}: {exc}", code="ray_unavailable") from exc
    return True


@contextmanager
def ray_session(address: str | None = None, cpus: int | None = None) -> Iterator[None]:
    """One Ray session for several runs (``bsg balance`` plays two): started, then shut down."""
    ray = import_ray()
    owned = _init(ray, address, cpus)
    try:
        yield
    finally:
        if owned:
            ray.shutdown()


def run_ray(
    config: SimConfig, seeds: Sequence[int], address: str | None = None, cpus: int | None = None
) -> RayRun:
    """The record of every game of ``seeds``, in that order, played as Ray tasks.

    An existing Ray session (``ray.init`` already called) is used as it is; otherwise this
    connects to ``address`` (a cluster's ``HOST:PORT`` or ``auto``) or, without one, starts a
    local Ray with ``cpus`` CPUs (default: every core), and ``close()`` shuts it down again.
    """
    ray = import_ray()
    owned = _init(ray, address, cpus)
    try:
        workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        task = ray.remote(num_cpus=1)(play_batch)
        shared = (ray.put(config), ray.put(in_process_modules()))
        return RayRun(ray, task, shared, batches(seeds, workers), WINDOW_PER_CPU * workers, owned)
    except BaseException:
        if owned:
            ray.shutdown()
        raise


class RayRun(Iterator[GameRecord]):
    """Records of a Ray run in seed order; ``close()`` cancels what is left (and ends our Ray)."""

    def __init__(
        self,
        ray: ModuleType,
        task: Any,
        shared: tuple[Any, Any],
        todo: Sequence[Sequence[int]],
        window: int,
        owned: bool,
    ) -> None:
        self._ray = ray
        self._task = task
        self._shared = shared
        self._todo = iter(todo)
        self._window = window
        self._owned = owned
        self._in_flight: deque[Any] = deque()
        self._pending: list[GameRecord] = []
        self._submit()

    def _submit(self) -> None:
        """Submit batches, in order, until the window is full or none is left."""
        while len(self._in_flight) < self._window:
            batch = next(self._todo, None)
            if batch is None:
                return
            self._in_flight.append(self._task.remote(self._shared[0], list(batch), self._shared[1]))

    def __next__(self) -> GameRecord:
        while not self._pending:
            if not self._in_flight:
                raise StopIteration
            oldest = self._in_flight.popleft()
            self._submit()
            try:
                batch: list[GameRecord] = self._ray.get(oldest)
            except self._ray.exceptions.RayTaskError as exc:
                cause = exc.cause
                if isinstance(cause, ConfigurationError):
                    raise ConfigurationError(cause.message, code="ray_worker_import") from None
                raise
            self._pending = list(reversed(batch))
        return self._pending.pop()

    def close(self) -> None:
        """Cancel the batches still in flight; shut down the Ray this run started, if any."""
        for ref in self._in_flight:
            self._ray.cancel(ref)
        self._in_flight.clear()
        if self._owned:
            self._ray.shutdown()
            self._owned = False
