"""Bots: RandomBot, the bot registry and play_game, against the toy ruleset (Pig with secrets)."""

from __future__ import annotations

import contextlib
import inspect
import json
import types
from collections.abc import Iterator
from typing import Any

import pytest

import bsgcore.plugins
import bsgcore.testing.toy as toy
from bsgcore import Command, ConfigurationError, Game, hookimpl
from bsgcore.bots import (
    Bot,
    GameTooLong,
    RandomBot,
    bot_names,
    count_commands,
    make_bot,
    make_bots,
    play_game,
    seat_seed,
)
from bsgcore.core_events import CommandPlayed
from bsgcore.messages import Event
from bsgcore.plugins import PluginInfo, register_plugin_module
from bsgcore.ruleset import RulesRegistry, build_rules, clear_rules_cache


@pytest.fixture(autouse=True)
def _toy() -> None:
    register_plugin_module(toy)


class FirstBot:
    """Always the first option (a ruleset-provided bot for the registry tests)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """The first legal option."""
        return options[0]


def _toybots_module(bots: dict[str, Any]) -> types.ModuleType:
    module = types.ModuleType("toybots_test_plugin")
    module.PLUGIN = PluginInfo(name="toybots", version="0.1", extends=("toy",))  # type: ignore[attr-defined]

    @hookimpl
    def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
        registry.set_data("bots", bots)

    module.bsg_register_rules = bsg_register_rules  # type: ignore[attr-defined]
    return module


@pytest.fixture
def toybots(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A throwaway plugin that shares bots for the toy through ``data["bots"]``."""
    module = _toybots_module({"first": FirstBot, "random": FirstBot})
    monkeypatch.setitem(bsgcore.plugins._IN_PROCESS, "toybots", module)
    clear_rules_cache()
    yield
    clear_rules_cache()


def _game(seed: int = 1, seats: int = 3, **options: Any) -> Game:
    return Game.new("toy", seats=seats, seed=seed, options=options or None)


# -- RandomBot -------------------------------------------------------------------------------------


def test_random_bot_is_a_bot_and_takes_only_view_and_options() -> None:
    bot = RandomBot(3)
    assert isinstance(bot, Bot)
    assert list(inspect.signature(bot.choose).parameters) == ["view", "options"]


def test_random_bot_is_seeded_and_uniform() -> None:
    options = tuple(toy.Roll(seat) for seat in range(4))
    picks = [RandomBot(7).choose({}, options) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]
    bot = RandomBot(7)
    counts: dict[Command, int] = {option: 0 for option in options}
    for _ in range(4000):
        counts[bot.choose({}, options)] += 1
    assert all(800 < n < 1200 for n in counts.values()), counts


def test_random_bot_refuses_no_options() -> None:
    with pytest.raises(ValueError):
        RandomBot(0).choose({}, ())


def test_bots_see_only_their_own_view_and_options() -> None:
    """A bot is handed game.view(seat) (JSON data, no seed, no other seat's secret) and options."""
    game = _game(seed=11, seats=4)
    seen: list[int] = []

    class Spy:
        def __init__(self, seat: int) -> None:
            self.seat = seat
            self.inner = RandomBot(seat)

        def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
            assert type(view) is dict
            assert view == game.view(self.seat)
            assert view["seat"] == self.seat == game.pending.seat  # type: ignore[union-attr]
            assert options == game.legal_commands(self.seat)
            assert all(option.seat == self.seat for option in options)
            text = json.dumps(view)  # plain JSON data: no State, no Game, no engine objects
            assert str(game.state.seed) not in text
            assert view["game"]["my_bonus"] == game.state.game.bonus[self.seat]
            assert "bonus" not in {k for k in view["game"] if k != "my_bonus"}
            seen.append(self.seat)
            return self.inner.choose(view, options)

    play_game(game, {seat: Spy(seat) for seat in range(4)})
    assert game.is_over
    assert len(seen) == count_commands(game.events) > 0


def test_a_view_blind_bot_gets_no_view_and_plays_the_same() -> None:
    """RandomBot says it never reads the view (reads_view = False), so play_game builds none; the
    same bot wrapped by one that reads views makes the same choices, the game the same log."""
    handed: list[dict[str, Any]] = []

    class Blind(RandomBot):
        def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
            handed.append(view)
            return super().choose(view, options)

    class Reader:
        def __init__(self, seed: int) -> None:
            self.inner = RandomBot(seed)
            self.views = 0

        def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
            assert view["seat"] == options[0].seat
            self.views += 1
            return self.inner.choose(view, options)

    blind = play_game(_game(seed=5, seats=3), {seat: Blind(seat) for seat in range(3)})
    readers = {seat: Reader(seat) for seat in range(3)}
    seeing = play_game(_game(seed=5, seats=3), readers)
    assert handed and all(view == {} for view in handed)
    assert sum(r.views for r in readers.values()) == count_commands(seeing.events) > 0
    assert blind.events == seeing.events


# -- registry --------------------------------------------------------------------------------------


def test_make_bot_random_always_exists() -> None:
    rules = build_rules("toy")
    assert bot_names(rules) == ("random", "search")
    bot = make_bot(rules, "random", 5)
    assert isinstance(bot, RandomBot) and bot.seed == 5


def test_make_bot_unknown_lists_known_names() -> None:
    with pytest.raises(ConfigurationError, match=r"'smart'.*\['random', 'search'\]") as info:
        make_bot(build_rules("toy"), "smart", 0)
    assert info.value.code == "unknown_bot"


def test_rulesets_add_bots_through_data(toybots: None) -> None:
    rules = build_rules("toy", ["toybots"])
    assert bot_names(rules) == ("first", "random", "search")
    assert isinstance(make_bot(rules, "first", 1), FirstBot)
    assert isinstance(make_bot(rules, "random", 1), RandomBot)  # the built-in one is kept
    game = Game.new("toy", ["toybots"], seats=2, seed=4)
    play_game(game, make_bots(game.rules, "first", 2, 4))  # first option is always "hold"
    assert game.is_over


def test_make_bots_gives_each_seat_its_own_seed() -> None:
    bots = make_bots(build_rules("toy"), "random", 4, 9)
    seeds = [bot.seed for bot in bots.values()]  # type: ignore[attr-defined]
    assert sorted(bots) == [0, 1, 2, 3]
    assert len(set(seeds)) == 4
    assert seeds == [seat_seed(9, seat) for seat in range(4)]
    assert seat_seed(9, 0) == seat_seed(9, 0) != seat_seed(10, 0)


# -- play_game -------------------------------------------------------------------------------------


def test_play_game_plays_to_the_end_and_reports_each_play() -> None:
    game = _game(seed=2)
    batches: list[list[Event]] = []
    result = play_game(game, make_bots(game.rules, "random", 3, 2), on_events=batches.append)
    assert result is game and game.is_over and game.outcome is not None
    assert len(batches) == count_commands(game.events)
    assert all(isinstance(batch[0], CommandPlayed) for batch in batches)


def test_play_game_is_deterministic() -> None:
    logs = []
    for _ in range(2):
        game = _game(seed=21)
        play_game(game, make_bots(game.rules, "random", 3, 21))
        logs.append(game.log_records())
    assert logs[0] == logs[1]


def test_play_game_needs_a_bot_per_seat() -> None:
    game = _game()
    with pytest.raises(ConfigurationError, match="seat"):
        play_game(game, {0: RandomBot(0)})


def test_play_game_gives_up_after_max_commands() -> None:
    game = _game(target=10_000)
    with pytest.raises(GameTooLong):
        play_game(game, make_bots(game.rules, "random", 3, 1), max_commands=5)
    assert count_commands(game.events) == 5


def test_a_bot_cannot_change_the_game_through_its_view() -> None:
    """A bot that scribbles on its view changes nothing in the game."""
    game = _game(seed=5)

    class Vandal:
        def __init__(self, seed: int) -> None:
            self.inner = RandomBot(seed)

        def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
            view["options"]["target"] = 1
            view["game"]["banked"][0] = 99
            return self.inner.choose(view, options)

    with contextlib.suppress(GameTooLong):
        play_game(game, {seat: Vandal(seat) for seat in range(3)}, max_commands=3)
    assert game.state.options == {"target": 20}
    assert 99 not in game.state.game.banked
