"""A pure, portable random-number source: a value of (seed, stream, counter), never global state.

The engine derives the stream for each step from the game's seed and the number of events already in
the log, so the same seed and commands give the same outcomes on any machine, and replay (which only
folds events) never draws at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

T = TypeVar("T")
_MASK = (1 << 64) - 1


def _mix(x: int) -> int:
    """splitmix64's finaliser: a fast, well-distributed 64-bit bijection."""
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


@attrs.frozen
class Rng:
    """A pure random value: each draw returns the result and the next `Rng`."""

    seed: int
    stream: int = 0
    counter: int = 0

    def _key(self) -> int:
        """The stream's key: the same for every draw of this (seed, stream)."""
        return _mix(_mix(self.seed & _MASK) ^ ((self.stream * 0xD6E8FEB86659FD93) & _MASK))

    def _next64(self) -> tuple[int, Rng]:
        value = _mix(self._key() ^ ((self.counter * 0x9E3779B97F4A7C15) & _MASK))
        return value, Rng(self.seed, self.stream, self.counter + 1)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n), unbiased (rejection sampling)."""
        value, counter = _below(self._key(), self.counter, n)
        return value, Rng(self.seed, self.stream, counter)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One item of a non-empty sequence, uniformly."""
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A uniformly shuffled copy (Fisher-Yates)."""
        out = list(items)
        key = self._key()  # the draws of `below`, without a new Rng per card
        counter = self.counter
        for i in range(len(out) - 1, 0, -1):
            j, counter = _below(key, counter, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(self.seed, self.stream, counter)


def _below(key: int, counter: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) drawn from the stream `key` at `counter`, and the next counter
    (rejection sampling: a value past the last whole multiple of n is drawn again)."""
    if n <= 0 or n > 1 << 64:
        raise ValueError("Rng.below needs 1 <= n <= 2**64")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value = _mix(key ^ ((counter * 0x9E3779B97F4A7C15) & _MASK))
        counter += 1
        if value < limit:
            return value % n, counter


class RandomCursor:
    """A mutable cursor over an `Rng`, local to one engine step and never stored in state.

    It keeps the stream's key and counter rather than an `Rng` per draw: the key is computed at
    the first draw (most steps draw nothing), and each draw moves the counter as the `Rng` of
    the same (seed, stream, counter) would: the same values, without a new `Rng` and two
    splitmix rounds for the key every draw.
    """

    __slots__ = ("_key", "_counter", "draws", "_seed", "_stream")

    def __init__(self, rng: Rng) -> None:
        self._seed: int = rng.seed
        self._stream: int = rng.stream
        self._key: int | None = rng._key()
        self._counter: int = rng.counter
        self.draws = 0

    @classmethod
    def at(cls, seed: int, stream: int) -> RandomCursor:
        """A cursor over ``Rng(seed, stream)``, its key made only if something is drawn: the
        engine gives every step a cursor, and most steps draw nothing."""
        cursor = cls.__new__(cls)
        cursor._key = None  # `_counter` is set with the key, at the first draw
        cursor._seed = seed
        cursor._stream = stream
        cursor.draws = 0
        return cursor

    @property
    def drew(self) -> bool:
        """Whether this cursor's stream was used (its key was made): the step drew something."""
        return self._key is not None

    def _stream_key(self) -> int:
        key = self._key
        if key is None:
            key = self._key = Rng(self._seed, self._stream)._key()
            self._counter = 0
        return key

    @property
    def rng(self) -> Rng:
        """Where the next draw comes from."""
        self._stream_key()
        return Rng(self._seed, self._stream, self._counter)

    @rng.setter
    def rng(self, value: Rng) -> None:
        self._seed = value.seed
        self._stream = value.stream
        self._key = value._key()
        self._counter = value.counter

    def _below(self, n: int) -> int:
        """`Rng.below` at the cursor, moving it on (what every draw here comes down to)."""
        key = self._key
        if key is None:
            key = self._stream_key()
        value, self._counter = _below(key, self._counter, n)
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        value = self._below(n)
        self.draws += 1
        return value

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence, uniformly."""
        value = items[self._below(len(items))]
        self.draws += 1
        return value

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """A uniformly shuffled copy (Fisher-Yates, as `Rng.shuffled`)."""
        out = list(items)
        key = self._stream_key()
        counter = self._counter
        for i in range(len(out) - 1, 0, -1):
            j, counter = _below(key, counter, i + 1)
            out[i], out[j] = out[j], out[i]
        self._counter = counter
        self.draws += 1
        return tuple(out)

    def roll(self, faces: Sequence[T]) -> T:
        """One face of a fair die."""
        return self.choice(faces)
