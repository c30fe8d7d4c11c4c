"""The search bot (issue 15, item 2): SO-ISMCTS over the ruleset's determinizations.

It must play legal, seeded, replayable games on any ruleset that declares a scramble, and see
hidden state only through its `Sampler`: a differential test gives it determinizations drawn from
one state while the state behind the sampler is another one the seat cannot tell from it, and
a deliberately leaky variant of the bot is shown to fail that same test.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bsgcore.bots import Sampler, SearchBot, make_bot, make_bots, play_game, seat_seed
from bsgcore.context import using_rules
from bsgcore.engine import pending
from bsgcore.errors import ConfigurationError
from bsgcore.game import Game
from bsgcore.messages import Command
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import build_rules
from bsgcore.state import State
from bsgcore.testing import check_ended
from bsgcore.view import scramble, view


def _mid_game(ruleset: str, seats: int, seed: int, commands: int) -> Game:
    """A heuristic game stopped after ``commands`` plays, at a decision with several options."""
    game = Game.new(ruleset, seats=seats, seed=seed)
    bots = make_bots(game.rules, "heuristic", seats, seed)
    played = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        if played >= commands and len(decision.options) > 1:
            return game
        seen = game.view(decision.seat)
        game.play(bots[decision.seat].choose(seen, decision.options))
        played += 1
    raise AssertionError("the game ended before the wanted decision")


def _search_game(
    ruleset: str, seats: int, seed: int, searching: tuple[int, ...], iterations: int = 3
) -> Game:
    game = Game.new(ruleset, seats=seats, seed=seed)
    bots = make_bots(game.rules, "heuristic", seats, seed)
    for seat in searching:
        bots[seat] = SearchBot(seat_seed(seed, seat), iterations=iterations)
    return play_game(game, bots)


def test_search_bot_is_a_registered_bot_for_every_ruleset() -> None:
    for ruleset in ("base", "express"):
        rules = build_rules(ruleset, ())
        bot = make_bot(rules, "search", 7)
        assert isinstance(bot, SearchBot)
        assert bot.seed == 7


def test_a_game_with_search_bots_ends_and_replays_from_its_seed() -> None:
    """Same seed, same bots: the same events; the log replays (Express, two seats searching)."""
    first = _search_game("express", 4, 11, (0, 2))
    second = _search_game("express", 4, 11, (0, 2))
    check_ended(first, "search")
    assert [first.to_json(e) for e in first.events] == [second.to_json(e) for e in second.events]


def test_a_base_game_with_a_searching_seat_ends() -> None:
    game = _search_game("base", 5, 4, (2,), iterations=2)
    check_ended(game, "search")


def test_a_sample_keeps_the_seats_view_and_redraws_the_hidden_part() -> None:
    game = _mid_game("base", 5, 21, 60)
    seat = game.pending.seat  # type: ignore[union-attr]
    sampler = Sampler(game.rules, game.state, seat)
    rng = random.Random(5)
    samples = [sampler.sample(rng) for _ in range(4)]
    truth = view(game.rules, game.state, seat)
    for sample in samples:
        assert view(game.rules, sample, seat) == truth
        assert sample.seed != game.state.seed  # future dice and draws are guessed, not known
    others = [tuple(p.hand for i, p in enumerate(s.game.players) if i != seat) for s in samples]
    assert len(set(others)) > 1, "four samples dealt the other seats' hands alike"


def test_a_ruleset_without_a_scramble_is_refused_with_a_clear_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`bsgcore.view.scramble` gives None when neither the ruleset nor a plugin can scramble."""
    import bsgcore.bots.search as search

    monkeypatch.setattr(search, "scramble", lambda *args: None)
    game = Game.new("express", seats=4, seed=1)
    decision = game.pending
    assert decision is not None
    with pytest.raises(ConfigurationError, match="no scramble") as raised:
        Sampler(game.rules, game.state, decision.seat).sample(random.Random(1))
    assert raised.value.code == "no_sampler"


class _ReplayedSampler(Sampler):
    """Hands out determinizations drawn beforehand from one state, whatever state it holds."""

    def __init__(self, rules: Any, state: State, seat: int, samples: list[State]) -> None:
        super().__init__(rules, state, seat)
        self._samples = samples
        self._next = 0

    def sample(self, rng: random.Random) -> State:
        rng.getrandbits(62)  # as the real sampler: the bot's stream moves on alike
        drawn = self._samples[self._next % len(self._samples)]
        self._next += 1
        return drawn


class _LeakyBot(SearchBot):
    """A bot that cheats: it reads the real state behind the sampler (the test must catch it)."""

    def choose_sampled(
        self, sampler: Sampler, view: dict[str, Any], options: tuple[Command, ...]
    ) -> Command:
        hands = [len(c) for p in sampler._state.game.players for c in p.hand]
        return options[sum(hands) * 7919 % len(options)]


def _hidden_twin(game: Game, seat: int, seed: int) -> State:
    """A state the seat cannot tell from the game's (its view is the same), hidden parts moved."""
    for attempt in range(20):
        with using_rules(game.rules):
            twin = scramble(game.rules, game.state, seat, RandomCursor.at(seed + attempt, 0))
        assert twin is not None
        if twin.game != game.state.game:
            assert view(game.rules, twin, seat) == view(game.rules, game.state, seat)
            return twin
    raise AssertionError("no scramble moved anything")


def _choices(bot_type: type[SearchBot], seed: int) -> list[tuple[Command, Command]]:
    pairs = []
    for commands in (20, 60, 110):
        game = _mid_game("base", 5, seed, commands)
        decision = pending(game.rules, game.state)
        assert decision is not None
        seat = decision.seat
        twin = _hidden_twin(game, seat, seed)
        draw = Sampler(game.rules, game.state, seat)
        rng = random.Random(seed)
        samples = [draw.sample(rng) for _ in range(6)]
        seen = game.view(seat)
        picks = []
        for truth in (game.state, twin):
            bot = bot_type(seed, iterations=6)
            sampler = _ReplayedSampler(game.rules, truth, seat, samples)
            picks.append(bot.choose_sampled(sampler, seen, decision.options))
        pairs.append((picks[0], picks[1]))
    return pairs


def test_search_bot_reads_hidden_state_only_through_its_sampler() -> None:
    """Same determinizations, same view: the same choice, whatever the real hidden state is."""
    for seed in (3, 8):
        for real, twin in _choices(SearchBot, seed):
            assert real == twin


def test_the_differential_test_catches_a_bot_that_reads_the_real_state() -> None:
    differs = any(real != twin for seed in (3, 8, 13) for real, twin in _choices(_LeakyBot, seed))
    assert differs, "the leaky bot's choices never changed: the differential test proves nothing"


def test_an_iteration_budget_below_one_is_refused() -> None:
    with pytest.raises(ConfigurationError):
        SearchBot(1, iterations=0)


def test_bsg_play_takes_the_search_bot_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    """On the toy ruleset (short games; it declares a scramble): seeded, so printed alike twice."""
    import bsgcore.testing.toy as toy
    from bsgcore import cli
    from bsgcore.plugins import register_plugin_module

    register_plugin_module(toy)
    args = ["play", "--ruleset", "toy", "--seats", "3", "--seed", "2", "--bot", "search"]
    assert cli.main([*args, "--quiet"]) == 0
    first = capsys.readouterr().out
    assert "Winner:" in first
    assert cli.main([*args, "--quiet"]) == 0
    assert capsys.readouterr().out == first
