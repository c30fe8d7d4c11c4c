"""Plugin-owned state and secrets (issue 9 item 3): a plugin keeps a frozen value of its own in the
state, set up and changed by its own events, declares what of it is secret and from whom, and the
conformance kit's leak checks (view, redacted events, re-deal) cover it with no code for it.

The test plugin, "tokens", adds to the base game a face-down token pool: at setup the pool is
shuffled and each seat draws one token, and a new Action draws one more. Each seat sees its own
tokens and how many every seat holds; nobody sees the pool's order. It imports only public API.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest

from bsgcore import (
    Command,
    CorruptLog,
    Event,
    Game,
    RandomCursor,
    RulesError,
    RulesRegistry,
    Secret,
    State,
    engine,
)
from bsgcore.core_events import CommandPlayed
from bsgcore.serialization import dumps, state_from_dict, state_to_dict
from bsgcore.stack import pop
from bsgcore.testing import (
    check_game,
    check_invariants,
    check_no_leaks,
    check_rejects_illegal,
    check_state_json,
    installed_plugins,
    plugin_module,
    random_playout,
    toy,
)
from bsgcore.view import scramble, secrets_for

NAME = "tokens"
TOKENS = tuple(f"tokens.t{n:02d}" for n in range(1, 13))
#: What a seat sees of a token it may not know.
FACE_DOWN = "tokens.face_down"
#: Base's Action step frame, read from the registry by tag (no private base import).
ACTION_FRAME = "base.f.action"


@attrs.frozen
class TokenState:
    """The plugin's own value: the face-down pool (top first) and each seat's tokens."""

    pool: tuple[str, ...]
    held: tuple[tuple[str, ...], ...]


@attrs.frozen
class PoolShuffled(Event):
    """The pool is shuffled at setup: its order is nobody's to know."""

    tag = "tokens.pool_shuffled"
    order: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> Event:
        return PoolShuffled((FACE_DOWN,) * len(self.order))


@attrs.frozen
class TokenDrawn(Event):
    """A seat draws the pool's top token: only that seat sees which."""

    tag = "tokens.drawn"
    seat: int
    token: str

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else TokenDrawn(self.seat, FACE_DOWN)


@attrs.frozen
class LeakyTokenDrawn(TokenDrawn):
    """The leaky variant: every seat sees the token drawn."""

    tag = "tokens.drawn_leaky"

    def redacted_for(self, seat: int | None) -> Event:
        return self


@attrs.frozen
class DrawToken(Command):
    """The extra Action: draw a token from the pool."""

    tag = "tokens.draw"


def tokens_of(state: State) -> TokenState:
    value: TokenState = state.plugin(NAME)
    return value


def _initial(seats: int, options: dict[str, Any]) -> TokenState:
    return TokenState(pool=(), held=((),) * seats)


def _apply_shuffled(state: State, event: PoolShuffled) -> State:
    return state.with_plugin(NAME, attrs.evolve(tokens_of(state), pool=event.order))


def _apply_drawn(state: State, event: TokenDrawn) -> State:
    value = tokens_of(state)
    if not value.pool or value.pool[0] != event.token:
        raise RulesError(f"{event.token!r} is not the top of the token pool.")
    held = list(value.held)
    held[event.seat] = (*held[event.seat], event.token)
    return state.with_plugin(NAME, TokenState(value.pool[1:], tuple(held)))


def _scramble(state: State, seat: int | None, rng: RandomCursor) -> TokenState:
    """Re-deal the pool and the other seats' tokens among themselves, counts kept."""
    value = tokens_of(state)
    others = [s for s in range(len(value.held)) if s != seat]
    pool = list(rng.shuffled(list(value.pool) + [t for s in others for t in value.held[s]]))
    held = list(value.held)
    for s in others:
        held[s], pool = tuple(pool[: len(held[s])]), pool[len(held[s]) :]
    return TokenState(tuple(pool), tuple(held))


def tokens_secrets(state: State, seat: int | None) -> list[Secret]:
    """The other seats' tokens and every token still in the pool."""
    value = tokens_of(state)
    out = [
        Secret(f"tokens.held[{s}]", token)
        for s, tokens in enumerate(value.held)
        if s != seat
        for token in tokens
    ]
    return out + [Secret("tokens.pool", token) for token in value.pool]


def _view(state: State, seat: int | None) -> dict[str, Any]:
    value = tokens_of(state)
    mine = list(value.held[seat]) if seat is not None else []
    return {"mine": mine, "counts": [len(t) for t in value.held], "pool": len(value.pool)}


def _leaky_view(state: State, seat: int | None) -> dict[str, Any]:
    return {**_view(state, seat), "all": [list(t) for t in tokens_of(state).held]}


def register_tokens(registry: RulesRegistry, *, leaky_event: bool = False) -> None:
    """The plugin's state, its events and its extra Action, added to base's Action step through
    ``registry.add_options`` (base's own options are kept, not replaced)."""
    drawn = LeakyTokenDrawn if leaky_event else TokenDrawn
    registry.plugin_state(_initial, value_type=TokenState, scramble=_scramble)
    registry.event(PoolShuffled, _apply_shuffled)
    registry.event(drawn, _apply_drawn)

    def options(state: State, frame: Any) -> list[Command]:
        return [DrawToken(frame.seat)] if tokens_of(state).pool else []

    def handle(state: State, command: DrawToken, rng: RandomCursor) -> list[Event]:
        return [drawn(command.seat, tokens_of(state).pool[0]), pop()]

    registry.add_options(registry.tags[ACTION_FRAME], options)
    registry.command(DrawToken, handle)


def tokens_setup(state: State, rng: RandomCursor, *, leaky_event: bool = False) -> list[Event]:
    """Shuffle the pool and deal each seat one token face down."""
    drawn = LeakyTokenDrawn if leaky_event else TokenDrawn
    order = rng.shuffled(TOKENS)
    return [PoolShuffled(order), *(drawn(s, order[s]) for s in range(state.seats))]


def tokens_view(leaky: bool = False) -> Any:
    """The plugin's view section (the leaky one lists every seat's tokens)."""
    return _leaky_view if leaky else _view


def make_plugin(*, leaky_view: bool = False, leaky_event: bool = False) -> Any:
    """The tokens plugin (or a leaky copy of it: its view or its draw event shows every token)."""

    def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
        register_tokens(registry, leaky_event=leaky_event)

    def bsg_setup(state: State, rng: RandomCursor) -> list[Event]:
        return tokens_setup(state, rng, leaky_event=leaky_event)

    return plugin_module(
        NAME,
        requires=("base",),
        extends=("base",),
        bsg_register_rules=bsg_register_rules,
        bsg_setup=bsg_setup,
        bsg_declare_secrets=tokens_secrets,
        bsg_player_view=tokens_view(leaky_view),
    )


@pytest.fixture
def tokens() -> Iterator[None]:
    with installed_plugins(make_plugin()):
        yield


def _draws(game: Game) -> int:
    """How many times the extra Action was played."""
    return sum(
        isinstance(e, CommandPlayed) and isinstance(e.command, DrawToken) for e in game.events
    )


def _check_tokens_conserved(state: State) -> None:
    value = tokens_of(state)
    assert sorted(value.pool + sum(value.held, ())) == sorted(TOKENS)


# -- the state itself ------------------------------------------------------------------------------


def test_setup_events_fill_the_plugins_own_state(tokens: None) -> None:
    """The plugin's value starts as its declared initial value and its setup events (its own
    appliers) shuffle the pool and deal each seat one token; the base game's value is untouched
    by them, and its view shows the seat's own token and the public counts only."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=7)
    value = tokens_of(game.state)
    assert [len(t) for t in value.held] == [1, 1, 1, 1] and len(value.pool) == 8
    _check_tokens_conserved(game.state)
    created_only = engine.initial_state(game.rules, game.events[0])  # type: ignore[arg-type]
    assert created_only.plugins == {NAME: TokenState((), ((),) * 4)}
    section = game.view(2)["plugins"][NAME]
    assert section == {"mine": list(value.held[2]), "counts": [1, 1, 1, 1], "pool": 8}
    assert game.view(None)["plugins"][NAME]["mine"] == []


def test_the_extra_action_draws_a_token_for_the_acting_seat_only(tokens: None) -> None:
    """The Action is offered at the Action step and resolves: the pool's top goes to the acting
    seat, the other seats' redacted event shows a face-down token, and the turn moves on."""
    game = Game.new("base", plugins=[NAME], seats=3, seed=3)
    for _ in range(400):
        decision = game.pending
        assert decision is not None
        draw = [c for c in decision.options if isinstance(c, DrawToken)]
        if draw:
            break
        game.play(decision.options[0])
    else:
        pytest.fail("the Action step never offered the extra Action")
    seat, top = draw[0].seat, tokens_of(game.state).pool[0]
    before = len(game.events)
    game.play(draw[0])
    assert tokens_of(game.state).held[seat][-1] == top
    drawn = [e for e in game.events[before:] if isinstance(e, TokenDrawn)]
    assert drawn == [TokenDrawn(seat, top)]
    other = (seat + 1) % 3
    seen = [e for e in game.events_for(other, before) if isinstance(e, TokenDrawn)]
    assert seen == [TokenDrawn(seat, FACE_DOWN)]
    assert [e for e in game.events_for(seat, before) if isinstance(e, TokenDrawn)] == drawn
    assert game.view(other)["plugins"][NAME]["counts"][seat] == 2


def test_state_json_round_trip_keeps_the_plugins_value(tokens: None) -> None:
    """The state's JSON holds the plugin's value under its name and reads back equal (and the
    kit's JSON check passes); a state JSON without it, or with another plugin's, is refused."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=11)
    data = json.loads(dumps(state_to_dict(game.rules, game.state)))
    value = tokens_of(game.state)
    assert data["plugins"] == {
        NAME: {"pool": list(value.pool), "held": [list(h) for h in value.held]}
    }
    back = state_from_dict(game.rules, data)
    assert back == game.state and type(tokens_of(back)) is TokenState
    check_state_json(game.rules, game.state)
    for broken in ({}, {NAME: data["plugins"][NAME], "stranger": 1}):
        with pytest.raises(CorruptLog, match="plugin values"):
            state_from_dict(game.rules, {**data, "plugins": broken})
    without = {k: v for k, v in data.items() if k != "plugins"}
    with pytest.raises(CorruptLog, match=r"\['tokens'\]"):
        state_from_dict(game.rules, without)


def test_states_with_other_plugin_values_are_not_equal(tokens: None) -> None:
    """The plugin's value is part of the state's equality, as the ruleset's game value is."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=11)
    state = game.state
    other = state.with_plugin(
        NAME, TokenState(tuple(reversed(tokens_of(state).pool)), tokens_of(state).held)
    )
    assert other != state and other.game is state.game
    assert state.with_plugin(NAME, tokens_of(state)) == state


def test_save_and_load_rebuild_the_plugins_state(tokens: None, tmp_path: Path) -> None:
    """A saved game with plugin state loads (verified and not) to the same state."""
    game = random_playout("base", 4, seed=5, plugins=[NAME])
    assert _draws(game) > 0
    path = tmp_path / "game.jsonl"
    game.save(path)
    for verify in (True, False):
        loaded = Game.load(path, verify=verify)
        assert loaded.state == game.state
        assert tokens_of(loaded.state) == tokens_of(game.state)


def test_an_unknown_plugin_name_and_a_second_declaration_are_errors(tokens: None) -> None:
    """``state.plugin`` names a plugin that keeps no state; a plugin declares its state once."""
    game = Game.new("base", plugins=[NAME], seats=3, seed=1)
    with pytest.raises(RulesError, match="'nobody' keeps no state"):
        game.state.plugin("nobody")
    with pytest.raises(RulesError, match="keeps no state"):
        game.state.with_plugin("nobody", 1)
    registry = RulesRegistry()
    registry.current_plugin = NAME
    registry.plugin_state(_initial)
    with pytest.raises(RulesError, match="declares its state twice"):
        registry.plugin_state(_initial)


def test_the_kits_invariants_require_one_value_per_declaring_plugin(tokens: None) -> None:
    """A state missing the plugin's value, or holding another type, breaks the kit's invariants."""
    game = Game.new("base", plugins=[NAME], seats=3, seed=1)
    check_invariants(game.rules, game.state)
    with pytest.raises(AssertionError, match="not for those that declare state"):
        check_invariants(game.rules, attrs.evolve(game.state, plugins={}))
    with pytest.raises(AssertionError, match="keeps a dict, not the .*TokenState"):
        check_invariants(game.rules, game.state.with_plugin(NAME, {}))


# -- secrets and the kit ---------------------------------------------------------------------------


def test_secrets_and_scramble_cover_the_plugins_state(tokens: None) -> None:
    """The declared secrets are the other seats' tokens and the pool; the kit's scramble re-deals
    exactly those (the seat's own tokens and every count are kept, so its view is unchanged)."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=2)
    state, value = game.state, tokens_of(game.state)
    declared = {s.value for s in secrets_for(game.rules, state, 1) if s.path.startswith("tokens")}
    assert declared == set(TOKENS) - set(value.held[1])
    changed = 0
    for k in range(5):
        other = scramble(game.rules, state, 1, RandomCursor.at(k, 0))
        assert other is not None
        mixed = tokens_of(other)
        assert mixed.held[1] == value.held[1] and [len(h) for h in mixed.held] == [1] * 4
        assert sorted(mixed.pool + sum(mixed.held, ())) == sorted(TOKENS)
        changed += mixed != value
        assert game.rules.spec.view(other, 1) is not None
    assert changed >= 4


@pytest.mark.parametrize("seed", [1, 2])
def test_the_conformance_kit_passes_with_the_plugin(tokens: None, seed: int) -> None:
    """Random base games with the plugin pass every check of the kit: replay, JSON, save/load,
    invariants, leaks (its secrets searched in views and redacted events, re-dealt by scramble)
    and refusals; the extra Action was played."""
    game = random_playout("base", 4, seed=seed, plugins=[NAME])
    assert _draws(game) > 0
    _check_tokens_conserved(game.state)
    check_game(game)
    check_no_leaks(game)
    check_rejects_illegal(game)


def test_the_leak_check_catches_a_view_that_shows_other_seats_tokens() -> None:
    """The leaky copy's view section lists every seat's tokens: the kit fails, naming the secret."""
    with installed_plugins(make_plugin(leaky_view=True)):
        game = Game.new("base", plugins=[NAME], seats=4, seed=1)
        with pytest.raises(
            AssertionError, match=r"receives the secret tokens\.held\[1\] = .* in its view"
        ):
            check_no_leaks(game, scrambles=0)


def test_the_leak_check_catches_a_draw_event_that_shows_the_token() -> None:
    """The leaky copy's draw event is not redacted: the kit fails on it, naming the secret."""
    with installed_plugins(make_plugin(leaky_event=True)):
        game = Game.new("base", plugins=[NAME], seats=4, seed=1)
        with pytest.raises(
            AssertionError, match=r"receives the secret tokens\.held\[\d\] = .* in its event"
        ):
            check_no_leaks(game, scrambles=0)


# -- any ruleset -----------------------------------------------------------------------------------


@attrs.frozen
class Counted(Event):
    """The toy plugin's event: it counts the toy's rolls in its own plain-JSON state."""

    tag = "counter.counted"
    total: int


def test_plugin_state_works_for_any_ruleset_with_plain_json_values() -> None:
    """In a toy game a plugin keeps a plain JSON value (no value_type), folded by its own event
    each time the toy rolls; it replays, round-trips and passes the kit. A game whose plugins
    keep no state has no ``plugins`` key in its JSON (such states' JSON is unchanged)."""

    def register(registry: RulesRegistry, ruleset: str) -> None:
        registry.plugin_state(lambda seats, options: {"rolls": 0})
        registry.event(Counted, lambda state, e: state.with_plugin("counter", {"rolls": e.total}))

    def after(state: State, event: Event) -> list[Event] | None:
        if isinstance(event, toy.Rolled):
            return [Counted(state.plugin("counter")["rolls"] + 1)]
        return None

    counter = plugin_module(
        "counter",
        requires=("toy",),
        extends=("toy",),
        bsg_register_rules=register,
        bsg_after_event=after,
    )
    with installed_plugins(counter):
        game = random_playout("toy", 3, seed=4, plugins=["counter"])
        rolls = sum(isinstance(e, toy.Rolled) for e in game.events)
        assert rolls > 0 and game.state.plugin("counter") == {"rolls": rolls}
        assert state_to_dict(game.rules, game.state)["plugins"] == {"counter": {"rolls": rolls}}
        check_game(game)
        check_no_leaks(game)
        plain = Game.new("toy", seats=3, seed=4)
        assert plain.state.plugins == {} and "plugins" not in state_to_dict(
            plain.rules, plain.state
        )


def test_a_position_carries_the_plugins_value_and_hides_it_from_other_seats(
    tokens: None,
) -> None:
    """A position holds the plugin's value under ``extensions`` (read back equal, so the game
    continues alike); in a seat's position the other seats' tokens and the pool are hidden,
    its own token shown."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=7)
    document = json.loads(json.dumps(game.position(), sort_keys=True))
    value = tokens_of(game.state)
    assert document["extensions"][NAME]["held"] == [list(h) for h in value.held]
    again = Game.from_position(document)
    assert again.state == game.state and again.pending == game.pending
    seat = 2
    mine = game.position(seat=seat)["extensions"][NAME]
    assert mine["held"][seat] == list(value.held[seat])
    assert all(h == ["hidden"] for i, h in enumerate(mine["held"]) if i != seat)
    assert set(mine["pool"]) == {"hidden"}
    left_out = {k: v for k, v in document.items() if k != "extensions"}
    fresh = Game.from_position(left_out).state  # a plugin left out starts as in a new game
    assert tokens_of(fresh) == TokenState((), ((),) * 4)
