"""The Ionian Nebula trauma tokens as pieces (X-TRAUMA-1): each physical token has an id of its
own ("benevolent-07"), so a seat's hidden holding can be declared secret token by token and the
conformance kit can look for each one; its kind is the id's prefix. The box counts come from the
catalogue (cards/exodus.toml, ``[[trauma]]``: 18 benevolent, 18 antagonistic, 2 disaster).

Also the pure drawing rules, which take tokens from a pool with the game's random cursor:
`draw` (X-TRAUMA-10..17, -23) and `draw_clean` (set-up and a new character, X-NEB-SETUP-5,
X-TRAUMA-21). The pool is kept sorted: its order is not a secret, a draw picks at random.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from bsg_exodus.data import load
from bsgcore.rng import RandomCursor

BENEVOLENT, ANTAGONISTIC, DISASTER = "benevolent", "antagonistic", "disaster"
KINDS = (BENEVOLENT, ANTAGONISTIC, DISASTER)
#: A token no seat may see, in a redacted event or a view.
HIDDEN = "?"


def _box() -> tuple[str, ...]:
    rows = (load().raw(entry) for entry in load().ids("trauma"))
    copies = {str(row["symbol"]): int(row["copies"]) for row in rows}
    return tuple(
        f"{kind}-{n:02d}" for kind, symbol in zip(KINDS, ("hope", "doom", "disaster"), strict=True)
        for n in range(1, copies[symbol] + 1)
    )  # fmt: skip


def kind(token: str) -> str:
    """A token's icon (X-TRAUMA-1)."""
    return token.partition("-")[0]


def is_disaster(token: str) -> bool:
    """Whether a token shows the disaster icon."""
    return kind(token) == DISASTER


def without(pool: Iterable[str], taken: Iterable[str]) -> tuple[str, ...]:
    """The pool less these tokens (each must be in it)."""
    left = list(pool)
    for token in taken:
        left.remove(token)
    return tuple(left)


@attrs.frozen
class Draw:
    """What one drawing instruction gave: the tokens kept face down, the disasters revealed (they
    go back into the pool afterwards, X-TRAUMA-15) and whether a human is executed."""

    kept: tuple[str, ...] = ()
    revealed: tuple[str, ...] = ()
    executed: bool = False


def take(pool: tuple[str, ...], count: int, rng: RandomCursor) -> tuple[str, ...]:
    """`count` random tokens of the pool, or all it has (X-TRAUMA-23)."""
    left = list(pool)
    out: list[str] = []
    for _ in range(min(count, len(left))):
        out.append(left.pop(rng.below(len(left))))
    return tuple(out)


def draw(
    pool: tuple[str, ...], count: int, cylon: bool, rng: RandomCursor, first: tuple[str, ...] = ()
) -> Draw:
    """Draw `count` tokens (all of them before any disaster is resolved, X-TRAUMA-17, R-246),
    after `first` (a token taken from Sickbay or the Brig): a disaster is revealed (X-TRAUMA-12);
    a human is executed (X-TRAUMA-13); a Cylon draws 2 more for each, repeating on the other
    disaster (X-TRAUMA-14). Revealed disasters are out of the pool until the draw is over."""
    drawn = (*first, *take(pool, count, rng))
    left = without(pool, drawn[len(first) :])
    kept: list[str] = []
    revealed: list[str] = []
    while drawn:
        kept += [t for t in drawn if not is_disaster(t)]
        disasters = [t for t in drawn if is_disaster(t)]
        revealed += disasters
        if not disasters:
            break
        if not cylon:
            return Draw(tuple(kept), tuple(revealed), executed=True)
        drawn = take(left, 2 * len(disasters), rng)
        left = without(left, drawn)
    return Draw(tuple(kept), tuple(revealed))


def draw_clean(pool: tuple[str, ...], count: int, rng: RandomCursor) -> Draw:
    """Draw until `count` tokens without a disaster are held: each disaster is revealed, set
    aside and replaced (X-NEB-SETUP-5, X-TRAUMA-21); nobody is executed."""
    left = pool
    kept: list[str] = []
    revealed: list[str] = []
    while len(kept) < count and left:
        token = take(left, 1, rng)[0]
        left = without(left, (token,))
        (revealed if is_disaster(token) else kept).append(token)
    return Draw(tuple(kept), tuple(revealed))


#: Every trauma token in the box, by id.
BOX: tuple[str, ...] = _box()
