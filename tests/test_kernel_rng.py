"""The pure RNG: uniform within a stream and across the streams the engine derives per log
position, unbiased shuffles, immutable values. Chi-square bounds are at p = 0.001 and the seeds are
fixed, so these tests are deterministic."""

from __future__ import annotations

import itertools
from collections import Counter

import attrs
import pytest

from bsgcore.rng import RandomCursor, Rng

# chi-square critical values at p = 0.001 by degrees of freedom
CHI2_CRITICAL = {5: 20.52, 35: 66.62}


def _chi2(counts: Counter[object], cells: list[object]) -> float:
    total = sum(counts.values())
    expected = total / len(cells)
    return sum((counts.get(cell, 0) - expected) ** 2 / expected for cell in cells)


def _draws(rng: Rng, n: int, count: int) -> list[int]:
    out = []
    for _ in range(count):
        value, rng = rng.below(n)
        out.append(value)
    return out


def test_a_stream_is_uniform() -> None:
    """Many draws of one stream spread evenly over a die."""
    values = _draws(Rng(12345), 6, 30_000)
    assert _chi2(Counter(values), list(range(6))) < CHI2_CRITICAL[5]


def test_consecutive_draws_are_independent() -> None:
    """Pairs of consecutive draws spread evenly over the 36 cells."""
    values = _draws(Rng(999), 6, 36_001)
    pairs = Counter(zip(values, values[1:], strict=False))
    cells: list[object] = list(itertools.product(range(6), repeat=2))
    assert _chi2(pairs, cells) < CHI2_CRITICAL[35]


@pytest.mark.parametrize("vary", ["stream", "seed"])
def test_first_draws_across_streams_and_seeds_are_uniform(vary: str) -> None:
    """The engine starts a new stream at every log position: first draws must be uniform too."""
    counts: Counter[object] = Counter()
    for i in range(30_000):
        rng = Rng(2024, stream=i) if vary == "stream" else Rng(i, stream=7)
        counts[rng.below(6)[0]] += 1
    assert _chi2(counts, list(range(6))) < CHI2_CRITICAL[5]


def test_shuffles_are_uniform_permutations() -> None:
    """Fisher-Yates over three items gives each of the six orders equally often."""
    rng = Rng(77)
    counts: Counter[object] = Counter()
    for _ in range(18_000):
        order, rng = rng.shuffled("abc")
        counts["".join(order)] += 1
    cells: list[object] = ["".join(p) for p in itertools.permutations("abc")]
    assert set(counts) == set(cells)
    assert _chi2(counts, cells) < CHI2_CRITICAL[5]


def test_bounds_and_errors() -> None:
    """Values stay in [0, n) for small and huge n; n < 1 is refused; below(1) is always 0."""
    rng = Rng(5)
    for n in (1, 2, 3, 7, 2**31 - 1, 2**40, 2**63, 2**64 - 1, 2**64):
        for value in _draws(rng, n, 50):
            assert 0 <= value < n
    with pytest.raises(ValueError):
        rng.below(0)
    assert set(_draws(rng, 1, 20)) == {0}


def test_rng_values_are_pure_and_immutable() -> None:
    """A draw never changes the Rng it came from: the same value draws the same number."""
    rng = Rng(42, 3, 10)
    assert rng.below(1000) == rng.below(1000)
    assert rng.choice("xyz") == rng.choice("xyz")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rng.counter = 11  # type: ignore[misc]
    assert Rng(42, 3, 10).below(10**9)[0] != Rng(42, 4, 10).below(10**9)[0]


def test_random_cursor_counts_draws_and_follows_the_rng() -> None:
    """A cursor is a mutable view of the pure Rng: same results, draws counted."""
    cursor = RandomCursor(Rng(8))
    rolls = [cursor.roll((1, 2, 3, 4, 5, 6)) for _ in range(5)]
    cursor.shuffled([1, 2, 3])
    cursor.below(10)
    assert cursor.draws == 7
    rng = Rng(8)
    expected = []
    for _ in range(5):
        face, rng = rng.choice((1, 2, 3, 4, 5, 6))
        expected.append(face)
    assert rolls == expected


def test_below_more_than_64_bits_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    """``below(2**64 + 1)`` returns or refuses instead of looping (stopped at 1000 draws)."""
    real = Rng._next64
    calls = 0

    def counted(self: Rng) -> tuple[int, Rng]:
        nonlocal calls
        calls += 1
        if calls > 1000:
            raise RuntimeError("below() is looping")
        return real(self)

    monkeypatch.setattr(Rng, "_next64", counted)
    try:
        value, _ = Rng(1).below(2**64 + 1)
    except ValueError:
        return
    assert 0 <= value <= 2**64
