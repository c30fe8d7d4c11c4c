"""Scripted randomness for scenario tests: force the next dice, draws and shuffles.

    with scripted_random(rolls=[4, -1], belows=[0, 3]):
        game.play(...)

`roll(faces)` returns the next scripted roll (it must be one of `faces`), `below(n)` the next
scripted integer; shuffles keep their input order unless `shuffles` gives the results. When a
script runs out, the real seeded stream is used again.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from bsgcore import engine
from bsgcore.rng import RandomCursor, Rng
from bsgcore.state import State

T = TypeVar("T")


class ScriptedCursor(RandomCursor):
    """A cursor that answers from scripts first, then from the real stream."""

    def __init__(self, rng: Rng, script: dict[str, list[Any]]) -> None:
        super().__init__(rng)
        self.script = script

    def roll(self, faces: Sequence[T]) -> T:
        """The next scripted roll, checked against the die's faces."""
        if self.script["rolls"]:
            value = self.script["rolls"].pop(0)
            if value not in faces:
                raise AssertionError(f"scripted roll {value!r} is not a face of {list(faces)}")
            return value
        return super().roll(faces)

    def below(self, n: int) -> int:
        """The next scripted integer in [0, n)."""
        if self.script["belows"]:
            value = self.script["belows"].pop(0)
            if not 0 <= value < n:
                raise AssertionError(f"scripted value {value} is not in [0, {n})")
            return int(value)
        return super().below(n)

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """The next scripted order, or the items unchanged (a predictable pile)."""
        if self.script["shuffles"]:
            order = tuple(self.script["shuffles"].pop(0))
            if sorted(map(repr, order)) != sorted(map(repr, items)):
                raise AssertionError(f"scripted shuffle {order} is not a permutation of {items}")
            return order
        if self.script["keep_order"]:
            return tuple(items)
        return super().shuffled(items)


@contextmanager
def scripted_random(
    rolls: Sequence[Any] = (),
    belows: Sequence[int] = (),
    shuffles: Sequence[Sequence[Any]] = (),
    keep_order: bool = True,
) -> Iterator[dict[str, list[Any]]]:
    """Patch the engine so steps draw from the scripts; yields the remaining scripts."""
    script: dict[str, list[Any]] = {
        "rolls": list(rolls),
        "belows": list(belows),
        "shuffles": [list(s) for s in shuffles],
        "keep_order": [True] if keep_order else [],
    }
    original = engine.cursor_at

    def cursor_at(state: State) -> RandomCursor:
        return ScriptedCursor(Rng(state.seed, state.seq), script)

    engine.cursor_at = cursor_at
    try:
        yield script
    finally:
        engine.cursor_at = original
