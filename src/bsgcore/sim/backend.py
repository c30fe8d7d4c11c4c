"""Choosing where games run: ``local`` (a process pool) or ``ray`` (Ray tasks, on a cluster or not).

Both backends play the same batches of consecutive seeds and hand records back in seed order,
so everything computed from a run is the same whichever backend and how many workers play it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import Protocol

from bsgcore.errors import ConfigurationError
from bsgcore.sim.config import SimConfig
from bsgcore.sim.local import default_jobs, run_local
from bsgcore.sim.records import GameRecord

BACKENDS = ("local", "ray")


class SimRun(Iterator[GameRecord], Protocol):
    """A run's records in seed order; ``close()`` stops its workers."""

    def close(self) -> None:
        """Stop the workers (batches not started are cancelled)."""


def check_backend(backend: str, jobs: int | None, address: str | None) -> None:
    """ConfigurationError for flags that do not go together (before any game is played)."""
    if address is not None and backend != "ray":
        raise ConfigurationError(
            "--address names a Ray cluster: use it with --backend ray.", code="bad_backend"
        )
    if address is not None and jobs is not None:
        raise ConfigurationError(
            "--jobs sizes a local Ray; on a cluster (--address) its CPUs decide: leave out --jobs.",
            code="bad_backend",
        )
    if backend == "ray":
        from bsgcore.sim.raybackend import import_ray

        import_ray()


def session(backend: str, jobs: int | None, address: str | None) -> AbstractContextManager[None]:
    """The backend's session for the runs of one command (one Ray start for both of balance's)."""
    if backend == "ray":
        from bsgcore.sim.raybackend import ray_session

        return ray_session(address, jobs)
    return nullcontext()


def start_run(
    config: SimConfig,
    seeds: Sequence[int],
    backend: str = "local",
    jobs: int | None = None,
    address: str | None = None,
) -> SimRun:
    """Start playing ``seeds`` on ``backend``; ``jobs`` processes (local) or local Ray CPUs."""
    check_backend(backend, jobs, address)
    if backend == "ray":
        from bsgcore.sim.raybackend import run_ray

        return run_ray(config, seeds, address=address, cpus=jobs)
    return run_local(config, seeds, jobs or default_jobs())
