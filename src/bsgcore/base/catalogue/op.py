"""Effects as data: an `Op` is one entry of a catalogue's `effects` list, frozen and hashable.

Nested effect lists (``then``, ``pass``, a choice's options, a roll's outcomes) become tuples of
`Op`; other tables become `FrozenMap`. Effect functions read them with `Op.get`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import attrs


class FrozenMap(Mapping[str, Any]):
    """A read-only, hashable mapping (a TOML inline table)."""

    __slots__ = ("_items", "_hash")

    def __init__(self, items: Mapping[str, Any]) -> None:
        self._items = dict(items)
        self._hash = hash(tuple(sorted(self._items.items())))

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"


@attrs.frozen
class Op:
    """One effect op: its name (the vocabulary's ``op``) and its frozen parameters."""

    name: str
    params: FrozenMap

    def get(self, key: str, default: Any = None) -> Any:
        """A parameter, or `default` when the op does not give it."""
        return self.params.get(key, default)

    def walk(self) -> Iterator[Op]:
        """This op and every op nested in it, depth first."""
        yield self
        for value in self.params.values():
            yield from _walk_value(value)


def _walk_value(value: Any) -> Iterator[Op]:
    if isinstance(value, Op):
        yield from value.walk()
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk_value(item)
    elif isinstance(value, FrozenMap):
        for item in value.values():
            yield from _walk_value(item)


def freeze(value: Any) -> Any:
    """A TOML value made immutable: op tables become `Op`, tables `FrozenMap`, lists tuples."""
    if isinstance(value, dict):
        if "op" in value:
            params = {k: freeze(v) for k, v in value.items() if k != "op"}
            return Op(str(value["op"]), FrozenMap(params))
        return FrozenMap({str(k): freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


def effects(value: Any) -> tuple[Op, ...]:
    """A catalogue's effect list as a tuple of `Op` (empty when absent)."""
    if value is None:
        return ()
    frozen = freeze(value)
    assert isinstance(frozen, tuple) and all(isinstance(op, Op) for op in frozen)
    return frozen
