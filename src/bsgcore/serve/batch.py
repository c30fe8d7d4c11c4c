"""An event store that can hold back appends and write them as one: a client's command and the
bots' replies it sets off are then one transaction (one fsync) instead of one each.

Outside a batch every append goes straight through. Inside one (`begin` .. `flush`), appends
are checked for contiguity and kept; `flush` writes them with one expected-version append, so
another server that appended meanwhile still makes it fail with ConcurrencyError. The runner
tells no client of a batch's events before `flush` returned, and reloads the game from the
store when it failed, so nobody ever hears of an unstored event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bsgcore.store import EventStore

JsonDict = dict[str, Any]


class BatchedStore:
    """Wraps an event store; ``begin`` starts holding appends back, ``flush`` writes them."""

    def __init__(self, inner: EventStore) -> None:
        self.inner = inner
        self._held: list[JsonDict] | None = None
        self._base = 0

    def __repr__(self) -> str:
        return f"BatchedStore({self.inner!r})"

    def header(self) -> JsonDict | None:
        """The stored header (a batch never holds one back)."""
        return self.inner.header()

    def version(self) -> int:
        """The events stored, and those held back in the batch."""
        if self._held:
            return self._base + len(self._held)
        return self.inner.version()

    def read(self, start: int = 0) -> list[JsonDict]:
        """The stored events from ``start`` (outside a batch only: nobody reads one half-done)."""
        if self._held is not None:
            raise RuntimeError("An event store is read in the middle of a batch.")
        return self.inner.read(start)

    def append(
        self, records: Sequence[JsonDict], expected_version: int, header: JsonDict | None = None
    ) -> int:
        """Append now, or inside a batch hold the records back (they must follow on)."""
        if self._held is None or header is not None:
            return self.inner.append(records, expected_version, header)
        if not self._held:
            self._base = expected_version
        elif expected_version != self._base + len(self._held):
            raise ValueError(
                f"A batch holding events {self._base}.. cannot take records from "
                f"{expected_version} on."
            )
        self._held.extend(records)
        return expected_version + len(records)

    def begin(self) -> None:
        """Hold later appends back until `flush`."""
        if self._held is not None:
            raise RuntimeError("A batch is already open on this store.")
        self._held = []

    def flush(self) -> int:
        """Write the held-back records as one append and end the batch; how many there were.
        The batch ends even when the write fails (ConcurrencyError, an I/O error)."""
        held, self._held = self._held, None
        if held:
            self.inner.append(held, self._base)
        return len(held or ())
