"""Two kernel seams of the hot path: game-value events (``registry.game_event``, folded in runs
without a `State` each) and the state the engine notes for every step, decider and handler
(`bsgcore.context.current_state`)."""

from __future__ import annotations

from typing import Any

import attrs

import bsgcore.testing.toy as toy
from bsgcore import engine
from bsgcore.bots import make_bots, play_game
from bsgcore.context import current_state
from bsgcore.game import Game
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry, build_rules
from bsgcore.state import State
from bsgcore.testing import installed_plugins, plugin_module, random_playout

SEEN: list[Any] = []


def _one_by_one(rules: Any, events: list[Event]) -> list[State]:
    """Every state of a log, each event folded alone through its registered applier."""
    states: list[State] = []
    state: State | None = None
    for event in events:
        if state is None:
            state = engine.apply_event(rules, None, event)
        else:
            new = rules.appliers[type(event)](state, event)
            state = attrs.evolve(new, seq=state.seq + 1)
        states.append(state)
    return states


def test_runs_of_game_events_give_the_states_of_one_event_at_a_time() -> None:
    """A base game played (runs of events folded together) ends in the state its events give
    one by one through their registered appliers, and every state kept before a command (the
    undo checkpoints) is the one-by-one state at that point."""
    rules = build_rules("base", ())
    assert rules.game_appliers  # base's events are game-value events
    game = Game.new("base", seats=4, seed=5)
    play_game(game, make_bots(rules, "random", 4, 5))
    events = list(game.events)
    states = _one_by_one(rules, events)
    assert states[-1] == game.state
    assert engine.replay(rules, events) == game.state
    for length, before in game._checkpoints:
        assert states[length - 1] == before


@attrs.frozen
class Bonus(Event):
    """Each seat banks `points` more (a game-value event of the test plugin)."""

    tag = "test_game_events.bonus"
    points: int


def _add(event: Bonus, game: toy.ToyGame) -> toy.ToyGame:
    return attrs.evolve(game, banked=tuple(b + event.points for b in game.banked))


def _setup(state: State, rng: RandomCursor) -> list[Event]:
    return [Bonus(1), Bonus(2)]


def _register_bonus(registry: RulesRegistry, ruleset: str) -> None:
    registry.game_event(Bonus, _add)


def _register_double(registry: RulesRegistry, ruleset: str) -> None:
    def doubled(state: State, event: Bonus) -> State:
        return state.with_game(_add(Bonus(2 * event.points), state.game))

    registry.event(Bonus, doubled, replace=True)


BONUS = plugin_module(
    "bonus",
    requires=("toy",),
    extends=("toy",),
    bsg_register_rules=_register_bonus,
    bsg_setup=_setup,
)
DOUBLE = plugin_module(
    "double",
    requires=("bonus",),
    extends=("toy",),
    bsg_register_rules=_register_double,
)


def test_a_game_event_is_folded_by_its_function_and_an_event_replacing_it_wins() -> None:
    """``game_event`` folds the game value with its function (two set-up events: each seat
    banks 3); another plugin's ``event(..., replace=True)`` makes it an ordinary event, whose
    applier then runs (each seat banks 6)."""
    with installed_plugins(BONUS, DOUBLE):
        rules = build_rules("toy", ["bonus"])
        assert rules.game_appliers[Bonus] is _add
        game = Game.new("toy", seats=2, seed=1, plugins=["bonus"])
        assert game.state.game.banked == (3, 3)
        assert game.state.seq == len(game.events)
        doubled = build_rules("toy", ["bonus", "double"])
        assert Bonus not in doubled.game_appliers
        game = Game.new("toy", seats=2, seed=1, plugins=["bonus", "double"])
        assert game.state.game.banked == (6, 6)


def _noting_step(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """The innermost wrapper: records the state noted while it runs."""
    SEEN.append(("inner", current_state(), state))
    return step(state, frame, rng)


def _other_state_step(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """The outer wrapper: calls the step it wraps with a state of its own."""
    SEEN.append(("outer", current_state(), state))
    return step(attrs.evolve(state, options={**state.options, "marked": True}), frame, rng)


def _decide(state: State, frame: toy.RollOrHold) -> Any:
    SEEN.append(("decide", current_state(), state))
    return toy._decide(state, frame)


def _register_noting(registry: RulesRegistry, ruleset: str) -> None:
    registry.wrap_step(toy.Turn, _noting_step)
    registry.wrap_step(toy.Turn, _other_state_step)
    registry.frame(toy.RollOrHold, decide=_decide, replace=True)


NOTING = plugin_module(
    "noting", requires=("toy",), extends=("toy",), bsg_register_rules=_register_noting
)


def test_the_engine_notes_the_state_of_each_step_and_decider_and_none_outside() -> None:
    """Inside a step, a step wrapper and a decider `current_state()` is the state it was given,
    also when a wrapper calls its step with a state of its own; outside an engine call it is
    None."""
    SEEN.clear()
    with installed_plugins(NOTING):
        random_playout("toy", 2, seed=4, plugins=["noting"])
    kinds = {kind for kind, _, _ in SEEN}
    assert kinds == {"inner", "outer", "decide"}
    for _kind, noted, given in SEEN:
        assert noted is given
    assert all(given.options.get("marked") for kind, _, given in SEEN if kind == "inner")
    assert current_state() is None
