"""The kernel's fast paths give exactly what the slow ones gave: `bsgcore.frozen.evolve` is
``attrs.evolve``, `sort_commands` is the canonical `command_sort_key` order, the RNG draws what it
drew one draw at a time, and a state's pending decision is built once and reused. (Speed itself is
measured by benchmarks/playout.py.)"""

from __future__ import annotations

import random
from typing import ClassVar

import attrs
import pytest

from bsgcore import Game, engine
from bsgcore.base.model import BaseGame, Player
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, command_sort_key, sort_commands
from bsgcore.rng import Rng


@attrs.frozen(slots=False)
class Wide:
    a: int = 0
    b: tuple[str, ...] = ()
    c: str = ""


@attrs.frozen
class Slotted:
    a: int = 0
    b: tuple[str, ...] = ()


@attrs.frozen
class Checked:
    a: int = attrs.field(default=0, validator=attrs.validators.instance_of(int))


@attrs.frozen(slots=False, cache_hash=True)
class CachedHash:
    a: int = 0


@pytest.mark.parametrize(
    ("value", "changes"),
    [
        (Wide(1, ("x",), "y"), {"b": ("z",)}),
        (Wide(), {}),
        (Slotted(2, ("x",)), {"a": 5}),
        (Checked(1), {"a": 2}),
        (CachedHash(1), {"a": 2}),
        (BaseGame(turn=3, players=(Player(),)), {"turn": 4, "fuel": 8}),
        (Player(character="x"), {"hand": ("a@1",)}),
    ],
)
def test_evolve_is_attrs_evolve(value: object, changes: dict[str, object]) -> None:
    """The fast copy equals attrs.evolve's, keeps the original unchanged and stays frozen."""
    before = attrs.evolve(value)
    copy = evolve(value, **changes)
    assert copy == attrs.evolve(value, **changes)
    if not isinstance(value, BaseGame):  # BaseGame holds mappings (titles, decks): unhashable
        assert hash(copy) == hash(attrs.evolve(value, **changes))
    assert value == before
    assert type(copy) is type(value)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        copy.a = 9  # type: ignore[attr-defined]


@pytest.mark.parametrize("value", [Wide(), Slotted(), BaseGame(), Player()])
def test_evolve_refuses_an_unknown_field(value: object) -> None:
    """An unknown name is a TypeError, as with attrs.evolve, not a silent new attribute."""
    with pytest.raises(TypeError):
        evolve(value, nope=1)


def test_evolve_still_runs_validators() -> None:
    """A class with validators takes the checked path."""
    with pytest.raises(TypeError):
        evolve(Checked(1), a="two")


@attrs.frozen
class Pick(Command):
    tag: ClassVar[str] = "test.pick"
    card: str
    count: int = 0


@attrs.frozen
class Pass(Command):
    tag: ClassVar[str] = "test.pass"


@attrs.frozen
class Aim(Command):
    tag: ClassVar[str] = "test.aim"
    target: int


def test_sort_commands_is_the_canonical_order() -> None:
    """De-duplicated and sorted by (tag, field values), like sorted(set, key=command_sort_key)."""
    rng = random.Random(7)
    for _ in range(200):
        options: list[Command] = []
        for _ in range(rng.randrange(0, 12)):
            kind = rng.randrange(3)
            seat = rng.randrange(3)
            if kind == 0:
                options.append(Pick(seat, rng.choice("abc"), rng.randrange(3)))
            elif kind == 1:
                options.append(Pass(seat))
            else:
                options.append(Aim(seat, rng.randrange(4)))
        expected = tuple(sorted(dict.fromkeys(options), key=command_sort_key))
        assert sort_commands(options) == expected
        assert Decision.make(0, "k", "p", options).options == expected


def test_sort_commands_orders_every_pair() -> None:
    """Two options (a third of a game's decisions, compared directly): the canonical order, one
    option when they are equal."""
    values: list[Command] = [Pass(0), Pass(1), Aim(0, 1), Aim(0, 2), Pick(0, "a", 1), Pick(1, "a")]
    for first in values:
        for second in values:
            for pair in ([first, second], [attrs.evolve(first), second]):
                expected = tuple(sorted(dict.fromkeys(pair), key=command_sort_key))
                assert sort_commands(pair) == expected
                assert sort_commands(tuple(pair)) == expected


def test_a_state_s_decision_is_built_once() -> None:
    """Asking again for the same state reuses its decision; an equal copy gets an equal one."""
    game = Game.new("express", seats=4, seed=3)
    first = engine.pending(game.rules, game.state)
    assert engine.pending(game.rules, game.state) is first
    assert game.pending is first
    rebuilt = engine.pending(game.rules, attrs.evolve(game.state))
    assert rebuilt == first and rebuilt is not first
    assert first is not None
    before = game.state
    game.play(first.options[0])
    assert game.state is not before
    assert engine.pending(game.rules, before) == first  # the old state, the same decision


def _reference_below(rng: Rng, n: int) -> tuple[int, Rng]:
    """`below` as first written: one `_next64` (and one new Rng) per draw."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, rng = rng._next64()
        if value < limit:
            return value % n, rng


def test_rng_draws_are_the_one_at_a_time_draws() -> None:
    """`below` and `shuffled` draw exactly what one `_next64` at a time gives (same logs)."""
    pick = random.Random(11)
    for _ in range(300):
        rng = Rng(pick.randrange(1 << 64), pick.randrange(10_000), pick.randrange(40))
        n = pick.choice([1, 2, 3, 7, 52, 1000, (1 << 63) + 1, 1 << 64])
        assert rng.below(n) == _reference_below(rng, n)
        items = list(range(pick.randrange(60)))
        expected, after = list(items), rng
        for i in range(len(expected) - 1, 0, -1):
            j, after = _reference_below(after, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert rng.shuffled(items) == (tuple(expected), after)


def test_sort_commands_with_two_classes_sharing_a_tag() -> None:
    """Unregistered types may share a tag; their options still sort like command_sort_key."""

    @attrs.frozen
    class PickAgain(Command):
        tag: ClassVar[str] = "test.pick"
        card: str
        count: int = 0

    options: list[Command] = [PickAgain(0, "b"), Pick(0, "b"), Pick(0, "a"), PickAgain(0, "a")]
    expected = tuple(sorted(dict.fromkeys(options), key=command_sort_key))
    assert sort_commands(options) == expected
    assert len(expected) == 4


@attrs.frozen
class _Plain:
    a: int
    b: str = "x"
    c: tuple[int, ...] = attrs.field(factory=tuple)
    d: list[int] = attrs.field(factory=list, kw_only=True)


@attrs.frozen
class _PostInit:
    a: int = 0

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "a", self.a + 1)


@attrs.frozen
class _Converted:
    a: int = attrs.field(default=0, converter=int)


def test_fast_init_builds_what_attrs_init_built() -> None:
    """`fast_init`: same signature, defaults, fresh factory values, keyword-only fields and
    errors as attrs' ``__init__``, and the instance is still frozen."""
    import inspect

    from bsgcore.frozen import fast_init

    signature = inspect.signature(_Plain)
    before = [_Plain(1, d=[2]), _Plain(2, "y", (3,)), _Plain(a=4, b="z", c=(5,), d=[6])]
    assert fast_init(_Plain) and fast_init(_Plain)  # idempotent
    assert _Plain.__init__.__code__.co_filename.startswith("<bsgcore.frozen init")
    assert inspect.signature(_Plain) == signature
    assert [_Plain(1, d=[2]), _Plain(2, "y", (3,)), _Plain(a=4, b="z", c=(5,), d=[6])] == before
    assert _Plain(1).d is not _Plain(1).d
    with pytest.raises(TypeError):
        _Plain()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        _Plain(1, "x", (), [])  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        _Plain(1).a = 2  # type: ignore[misc]


def test_fast_init_leaves_classes_with_checks_alone() -> None:
    """A validator, converter or post-init hook keeps attrs' own ``__init__`` (and its checks)."""
    from bsgcore.frozen import fast_init

    assert not fast_init(Checked) and not fast_init(_PostInit) and not fast_init(_Converted)
    assert not fast_init(Wide)  # dict-based: attrs' __init__ already writes the __dict__
    with pytest.raises(TypeError):
        Checked("1")  # type: ignore[arg-type]
    assert _PostInit(1).a == 2 and _Converted("3").a == 3  # type: ignore[arg-type]


@pytest.mark.parametrize(("ruleset", "seats"), [("base", 4), ("express", 4)])
def test_registered_classes_built_by_fast_init_equal_their_originals(
    ruleset: str, seats: int
) -> None:
    """Every event, command and frame of a random game, rebuilt from its fields through its
    class (`fast_init`'s ``__init__`` once the rules are built), equals the original."""
    from bsgcore.bots import make_bots, play_game
    from bsgcore.bots.play import GameTooLong
    from bsgcore.core_events import CommandPlayed, FramesPushed, TopReplaced

    game = Game.new(ruleset, seats=seats, seed=11)
    try:
        play_game(game, make_bots(game.rules, "random", seats, 11), max_commands=300)
    except GameTooLong:
        pass
    values: list[object] = []
    for event in game.events:
        values.append(event)
        if isinstance(event, CommandPlayed):
            values.append(event.command)
        if isinstance(event, FramesPushed | TopReplaced):
            values.extend(event.frames)
    fast = 0
    for value in values:
        cls = type(value)
        fields = {f.name: getattr(value, f.name) for f in attrs.fields(cls) if f.init}
        fast += cls.__init__.__code__.co_filename.startswith("<bsgcore.frozen init")
        assert cls(**fields) == value
    assert fast > len(values) // 2
