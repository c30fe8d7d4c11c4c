"""The base game's heuristic bot (`bsgcore.base.bot`, bot name ``heuristic``, the base ruleset's
default bot): it plays whole games at 3 to 6 seats from its seat's view alone, never raises, plays
a check for its side, copes with decisions it has no rule for, and makes the humans go farther and
win more than random play does."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import attrs
import pytest

from bsgcore import Game
from bsgcore.base.bot.heuristic import BaseBot, is_cylon_card, skill_type, skill_value
from bsgcore.bots import bot_names, make_bots, play_game
from bsgcore.messages import Command
from bsgcore.ruleset import build_rules
from bsgcore.testing import random_playout, sweep_size

OPTIONS: dict[str, object] = {}  # base games need no option


def _plain(view: dict[str, Any]) -> dict[str, Any]:
    """The view as JSON would carry it: plain data only, nothing that reaches the state."""
    loaded: dict[str, Any] = json.loads(json.dumps(view))
    return loaded


def heuristic_game(seats: int, seed: int) -> Game:
    """A whole game with the heuristic bot in every seat, each fed a JSON copy of its view."""
    game = Game.new("base", seats=seats, seed=seed, options=OPTIONS)
    bots = make_bots(game.rules, "heuristic", seats, seed)
    steps = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None and decision.options, "soft-lock"
        choice = bots[decision.seat].choose(_plain(game.view(decision.seat)), decision.options)
        assert choice in decision.options
        game.play(choice)
        steps += 1
        assert steps < 6000, f"seats {seats} seed {seed}: no end"
    return game


def test_the_heuristic_bot_is_the_base_default() -> None:
    """`bsg play --ruleset base` uses the heuristic bot unless told otherwise."""
    rules = build_rules("base")
    assert rules.spec.default_bot == "heuristic"
    assert bot_names(rules) == (
        "heuristic",
        "heuristic-v1",
        "heuristic-v1-humans",
        "random",
        "search",
    )
    assert isinstance(make_bots(rules, "heuristic", 3, 1)[0], BaseBot)


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_the_bot_plays_whole_games_from_its_view(seats: int) -> None:
    """With the bot in every seat, fed only a JSON copy of its own view and its
    legal options, games at every seat count end with an outcome and never raise."""
    for seed in range(sweep_size(20, 2)):
        game = heuristic_game(seats, 500 + seed)
        assert game.outcome is not None
        assert game.outcome.winner in ("humans", "cylons")


def _distance_and_wins(bot: str, seats: int, games: int) -> tuple[float, Counter[str]]:
    distance = 0
    winners: Counter[str] = Counter()
    for seed in range(games):
        if bot == "random":
            game = random_playout("base", seats, 900 + seed, options=OPTIONS)
        else:
            game = Game.new("base", seats=seats, seed=900 + seed, options=OPTIONS)
            play_game(game, make_bots(game.rules, bot, seats, 900 + seed))
        assert game.outcome is not None
        distance += game.state.game.distance
        winners[game.outcome.winner] += 1
    return distance / games, winners


def test_the_bot_takes_the_fleet_farther_than_random_play() -> None:
    """B-JUMP: humans played by the bot travel clearly farther on average than random
    humans (who nearly never win, docs/base-status.md "Bots")."""
    games = sweep_size(100, 12)
    bot_distance, _ = _distance_and_wins("heuristic", 4, games)
    random_distance, _ = _distance_and_wins("random", 4, games)
    assert bot_distance >= random_distance + 1.0, (bot_distance, random_distance)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [4, 5])
def test_with_the_bot_both_sides_win(seats: int) -> None:
    """B-END: with the heuristic bot in every seat, humans and Cylons both win some games (a few
    hundred with BSG_FULL=1), so simulated win rates mean something."""
    games = sweep_size(300, 6)
    _, winners = _distance_and_wins("heuristic", seats, games)
    assert winners["cylons"] > 0
    if games >= 100:
        assert winners["humans"] > 0, winners


def _find(seats: int, seed: int, want_cylon: bool) -> tuple[dict[str, Any], tuple[Command, ...]]:
    """A contribute decision (crisis check) of a human or unrevealed Cylon holding cards of both
    a positive and a negative type (a human's own cards enough to pass), from seeded random
    play."""
    for offset in range(40):
        game = Game.new("base", seats=seats, seed=seed + offset, options=OPTIONS)
        rng = random.Random(offset)
        while not game.is_over:
            decision = game.pending
            assert decision is not None
            if decision.kind == "contribute":
                view = game.view(decision.seat)
                me = view["game"]["me"]
                check = view["game"]["check"]
                cylon = any(is_cylon_card(c) for c in me["loyalty"])
                kinds = {skill_type(c) in check["skills"] for c in me["hand"]}
                fresh = not me["added_to_check"] and check["source"].startswith("base.crisis")
                mine = view["game"]["players"][decision.seat]
                reach = sum(skill_value(c) for c in me["hand"] if skill_type(c) in check["skills"])
                # a human adds only when the check is worth it: his cards alone can pass it
                strong = cylon or reach >= check["difficulty"] + 2
                if cylon == want_cylon and kinds == {True, False} and fresh and strong:
                    if not mine["revealed"]:
                        return view, decision.options
            game.play(rng.choice(decision.options))
    raise AssertionError("no such decision found")


def test_a_human_adds_positive_cards_and_a_cylon_negative_ones() -> None:
    """The bot's human adds a card of a positive type to a crisis check; its unrevealed Cylon
    adds one of a negative type (bot heuristics, not the check rules)."""
    view, options = _find(4, 40, want_cylon=False)
    choice = BaseBot(1).choose(view, options)
    assert choice.tag == "base.add_card"
    assert skill_type(choice.card) in view["game"]["check"]["skills"]  # type: ignore[attr-defined]
    view, options = _find(4, 40, want_cylon=True)
    choice = BaseBot(1).choose(view, options)
    assert choice.tag == "base.add_card"
    card = choice.card  # type: ignore[attr-defined]
    assert skill_type(card) not in view["game"]["check"]["skills"]
    assert skill_value(card) == max(
        skill_value(c)
        for c in view["game"]["me"]["hand"]
        if skill_type(c) not in view["game"]["check"]["skills"]
    )


@attrs.frozen
class _Play(Command):
    tag = "test.play_card"
    card: str = ""


@attrs.frozen
class _Pass(Command):
    tag = "test.pass"
    standing: bool = False


def test_an_unknown_window_gets_the_standing_pass() -> None:
    """A decision kind the bot has no rule for (a die-roll or ability window added later) is
    answered with its "pass and stop asking" option when one is offered."""
    options: tuple[Command, ...] = (_Pass(0), _Pass(0, standing=True), _Play(0, "x"))
    view = {"game": {"me": {"seat": 0}}, "pending": {"kind": "roll_window"}}
    for seed in range(5):
        assert BaseBot(seed).choose(view, options) == _Pass(0, standing=True)
    plain = (_Pass(0), _Play(0, "x"))
    assert BaseBot(0).choose(view, plain) == _Pass(0)


def test_an_unknown_choice_is_random_but_legal() -> None:
    """Any other decision the bot does not know is answered at random among the options, seeded."""
    options: tuple[Command, ...] = tuple(_Play(0, str(i)) for i in range(6))
    view = {"game": {"me": {"seat": 0}}, "pending": {"kind": "pick_something_new"}}
    picks = [BaseBot(seed).choose(view, options) for seed in range(30)]
    assert set(picks) <= set(options) and len(set(picks)) > 1
    assert picks == [BaseBot(seed).choose(view, options) for seed in range(30)]


def test_a_die_roll_window_is_answered_by_the_cards_held() -> None:
    """In a die-roll window a seat holding no Strategic Planning or
    Evasive Maneuvers passes for good (`base.pass_always`); a human holding one keeps being asked
    (`base.no_card`) or plays it, and over a few games plays some."""
    seen = plays = 0
    for seed in range(12):
        game = Game.new("base", seats=4, seed=seed, options=OPTIONS)
        bots = make_bots(game.rules, "heuristic", 4, seed)
        while not game.is_over and plays < 2:
            decision = game.pending
            assert decision is not None
            choice = bots[decision.seat].choose(game.view(decision.seat), decision.options)
            if decision.kind in ("strategic_planning", "evasive_maneuvers"):
                held = [o for o in decision.options if o.tag == "base.play_skill"]
                seen += 1
                if not held:
                    assert choice.tag == "base.pass_always"
                else:
                    assert choice.tag in ("base.no_card", "base.play_skill", "base.pass_always")
                    plays += choice.tag == "base.play_skill"
            game.play(choice)
        if plays >= 2:
            break
    assert seen and plays >= 2, (seen, plays)


def _roll_view(track: int, purpose: str, attacker: str = "", result: int = 0) -> dict[str, Any]:
    return {
        "game": {
            "me": {"seat": 0, "loyalty": ["base.loyalty.you_are_not_a_cylon"], "hand": []},
            "players": [{"seat": 0, "revealed": False}],
            "jump_track": track,
            "resources": {"population": 10},
            "roll": {"purpose": purpose, "attacker": attacker, "target": "", "result": result},
        },
        "pending": {"kind": "strategic_planning"},
    }


def test_strategic_planning_goes_on_ftl_control_at_3_and_evasive_on_a_hit() -> None:
    """B-LOC-FTL: a human plays Strategic Planning on the FTL Control roll at jump
    track 3 (3 population at risk) but keeps it at 4; Evasive Maneuvers re-rolls a
    raider's hit on a viper, not a miss (bot heuristics)."""
    from bsgcore.base.dice import windows as w
    from bsgcore.base.turn import commands as tc

    card = "base.skill.strategic_planning@3"
    options: tuple[Command, ...] = (tc.NoCard(0), w.PassAlways(0), tc.PlaySkill(0, card))
    assert BaseBot(0).choose(_roll_view(3, "FTL Control"), options) == tc.PlaySkill(0, card)
    assert BaseBot(0).choose(_roll_view(4, "FTL Control"), options) == tc.NoCard(0)
    evasive = "base.skill.evasive_maneuvers@2"
    options = (tc.NoCard(0), w.PassAlways(0), tc.PlaySkill(0, evasive))
    hit = _roll_view(0, "attack", "raider 3", result=8)
    hit["pending"]["kind"] = "evasive_maneuvers"
    assert BaseBot(0).choose(hit, options) == tc.PlaySkill(0, evasive)
    miss = _roll_view(0, "attack", "raider 3", result=2)
    miss["pending"]["kind"] = "evasive_maneuvers"
    assert BaseBot(0).choose(miss, options) == tc.NoCard(0)


class _RandomHuman:
    """The heuristic bot while its seat holds a Cylon loyalty card, random play otherwise: the
    humans of a game played by these are random, its Cylons heuristic."""

    def __init__(self, seed: int) -> None:
        self.heuristic = BaseBot(seed)
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        me = (view.get("game") or {}).get("me") or {}
        if any(is_cylon_card(c) for c in me.get("loyalty", ())):
            return self.heuristic.choose(view, options)
        return options[self.rng.randrange(len(options))]


def test_heuristic_humans_beat_random_humans() -> None:
    """Against the same heuristic Cylons, humans played by the bot take the
    fleet clearly farther (and win at least as often) than random humans."""
    games = sweep_size(60, 10)
    distance = {"heuristic": 0, "random": 0}
    wins = {"heuristic": 0, "random": 0}
    for seed in range(games):
        for kind in ("heuristic", "random"):
            game = Game.new("base", seats=4, seed=700 + seed, options=OPTIONS)
            bots: dict[int, Any] = (
                make_bots(game.rules, "heuristic", 4, 700 + seed)  # type: ignore[assignment]
                if kind == "heuristic"
                else {s: _RandomHuman(700 + seed + s) for s in range(4)}
            )
            play_game(game, bots)
            assert game.outcome is not None
            distance[kind] += game.state.game.distance
            wins[kind] += game.outcome.winner == "humans"
    assert distance["heuristic"] >= distance["random"] + games, (distance, wins)
    assert wins["heuristic"] >= wins["random"], wins


def test_zarek_goes_where_nobody_stands() -> None:
    """B-CHR-ZAR-W: Zarek may not act in a location where another character stands, so the bot's
    Zarek picks another one (Weapons Control) when somebody is in the Research Lab it wants."""

    def view(other: str) -> dict[str, Any]:
        players = [
            {
                "seat": seat,
                "character": character,
                "location": location,
                "revealed": False,
                "president": False,
                "admiral": False,
                "skill_cards": 3,
                "shown_loyalty": [],
            }
            for seat, character, location in (
                (0, "base.character.tom_zarek", "base.location.command"),
                (1, "base.character.laura_roslin", other),
            )
        ]
        game = {
            "players": players,
            "me": {"seat": 0, "loyalty": ["base.loyalty.you_are_not_a_cylon"], "hand": []},
            "damaged_locations": [],
            "space": [],
            "vipers": {"reserve": 0, "damaged": 0},
            "resources": {"fuel": 8, "food": 8, "morale": 10, "population": 12},
            "jump_track": 0,
            "distance": 0,
            "centurions": [],
        }
        return game

    bot = BaseBot(0)
    assert bot._goal(view("base.location.presidents_office")) == "base.location.research_lab"
    assert bot._goal(view("base.location.research_lab")) == "base.location.weapons_control"
