"""The heuristic bot's second round of issue 15 (bot heuristics read from a seat's view, not
rules): suspicion read from public check results (measured, not yet used by the bot's
decisions), a hidden Cylon acting as a human would, the frozen ``heuristic-v1`` and the
loyalty-split bot that pairs it against the current one."""

from __future__ import annotations

from typing import Any

from bsgcore.base.bot.heuristic import BaseBot, BaseBotV1
from bsgcore.base.bot.split import SplitBot
from bsgcore.base.bot.suspicion import Suspicion
from bsgcore.base.space.actions import ActivateViper, StopActivating
from bsgcore.bots import make_bot
from bsgcore.messages import Command
from bsgcore.ruleset import build_rules

HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_damage_galactica"
CHECK_SKILLS = ["politics", "leadership"]


def _players(n: int = 5) -> list[dict[str, Any]]:
    return [
        {
            "seat": s,
            "revealed": False,
            "location": "base.location.research_lab",
            "character": "base.character.saul_tigh",
            "titles": [],
            "president": False,
            "admiral": False,
            "skill_cards": 4,
            "shown_loyalty": [],
        }
        for s in range(n)
    ]


def _table(loyalty: str = HUMAN, **extra: Any) -> dict[str, Any]:
    game: dict[str, Any] = {
        "me": {"seat": 0, "loyalty": [loyalty], "hand": [], "seen_loyalty": []},
        "players": _players(),
        "current": 0,
        "turn": 3,
        "sleeper_done": False,
        "jump_track": 0,
        "distance": 0,
        "resources": {"population": 10, "morale": 10, "fuel": 8, "food": 8},
        "space": [{"area": a, "vipers": [], "cylons": [], "civilians": []} for a in range(1, 7)],
        "centurions": [],
        "damaged_locations": [],
        "vipers": {"reserve": 4, "damaged": 0, "destroyed": 0},
        "discards": {"skill": {}},
        "check": None,
    }
    game.update(extra)
    return game


def _check(added: list[int]) -> dict[str, Any]:
    return {"source": "base.crisis.x", "skills": CHECK_SKILLS, "added": added, "result": None}


def _after_check(negative: list[str], positive: list[str]) -> dict[str, Any]:
    """The table once a check left it, its cards in the skill discard piles."""
    piles: dict[str, list[str]] = {}
    for card in negative + positive:
        kind = "engineering" if "repair" in card else "politics"
        piles.setdefault(kind, []).append(card)
    return _table(discards={"skill": piles})


def _judge(added: list[int], negative: list[str], positive: list[str]) -> Suspicion:
    suspicion = Suspicion()
    suspicion.observe(_table(check=_check(added)), 0)
    suspicion.observe(_after_check(negative, positive), 0)
    return suspicion


def test_negative_cards_beyond_destiny_raise_suspicion_of_who_added() -> None:
    """A check whose discards hold much negative strength (more than the two destiny cards
    explain) raises the chance that the seats who added cards are Cylons, and not the others'."""
    game = _table()
    sabotaged = _judge([0, 1, 0, 1, 0], ["base.skill.repair@5", "base.skill.repair@4"], [])
    clean = _judge([0, 1, 0, 1, 0], [], ["base.skill.consolidate_power@3"] * 3)
    prior = Suspicion().chance(game, 0, 1, set(), set())
    assert sabotaged.chance(game, 0, 1, set(), set()) > prior
    assert sabotaged.chance(game, 0, 3, set(), set()) > prior
    assert sabotaged.chance(game, 0, 2, set(), set()) == prior
    assert clean.chance(game, 0, 1, set(), set()) < prior


def test_a_hidden_cylon_acts_as_a_human_but_never_jumps_the_fleet() -> None:
    """An unrevealed Cylon goes where a human would (fighting raiders among civilian ships),
    so its actions do not give it away; it still never jumps the fleet from FTL Control."""
    raiders = [{"uid": u, "kind": "raider", "damage": 0} for u in (1, 2, 3)]
    space = [{"area": a, "vipers": [], "cylons": [], "civilians": []} for a in range(1, 7)]
    space[3] = {"area": 4, "vipers": [], "cylons": raiders, "civilians": [9, 10]}
    human, cylon = _table(space=space), _table(CYLON, space=space)
    goal = BaseBot(0)._wanted(human)
    assert goal in ("base.location.weapons_control", "base.location.command")
    assert BaseBot(0)._wanted(cylon) == goal
    assert BaseBotV1(0)._wanted(cylon) == "base.location.research_lab"
    jump = {"jump_track": 4}
    assert BaseBot(0)._wanted(_table(**jump)) == "base.location.ftl_control"
    assert BaseBot(0)._wanted(_table(CYLON, **jump)) != "base.location.ftl_control"


def test_the_split_bot_plays_v1_for_humans_and_the_current_bot_for_cylons() -> None:
    """``heuristic-v1-humans`` answers a hidden Cylon's viper activation as the current bot
    does (it flies as a human would) and a human's as the frozen v1; `bsg balance` pairs it
    with ``heuristic`` to compare human play against the same Cylon bots."""
    rules = build_rules("base")
    split = make_bot(rules, "heuristic-v1-humans", 1)
    assert isinstance(split, SplitBot)
    raiders = [{"uid": 1, "kind": "raider", "damage": 0}]
    space = [{"area": a, "vipers": [], "cylons": [], "civilians": []} for a in range(1, 7)]
    space[4] = {"area": 5, "vipers": [{"uid": 7, "pilot": -1}], "cylons": raiders, "civilians": [9]}
    options: tuple[Command, ...] = (
        ActivateViper(0, "attack", 7, 1),
        StopActivating(0),
    )
    cylon = {"game": _table(CYLON, space=space), "pending": {"kind": "activate_viper"}}
    human = {"game": _table(space=space), "pending": {"kind": "activate_viper"}}
    assert BaseBotV1(1).choose(cylon, options) == StopActivating(0)
    assert split.choose(cylon, options) == BaseBot(1).choose(cylon, options)
    assert split.choose(cylon, options) == ActivateViper(0, "attack", 7, 1)
    assert split.choose(human, options) == BaseBotV1(1).choose(human, options)
    assert make_bot(rules, "heuristic-v1", 1).choose(cylon, options) == StopActivating(0)


def test_a_revealed_cylon_plays_a_crisis_at_caprica_when_the_cylon_fleet_has_no_ship() -> None:
    """The Cylon Fleet location acts with the Cylon ships in space; with none, the revealed
    Cylon goes to Caprica instead (an endless 3-seat game had its Cylon at the Cylon Fleet with
    no ship, every human in the Brig, so no crisis was ever drawn); with a few raiders in space
    it still goes to the Cylon Fleet."""
    players = _players()
    players[0] = {**players[0], "revealed": True, "location": "base.location.resurrection_ship"}
    assert BaseBot(0)._wanted(_table(CYLON, players=players)) == "base.location.caprica"
    raiders = [{"uid": u, "kind": "raider", "damage": 0} for u in (1, 2)]
    space = [{"area": a, "vipers": [], "cylons": [], "civilians": []} for a in range(1, 7)]
    space[0] = {"area": 1, "vipers": [], "cylons": raiders, "civilians": []}
    assert BaseBot(0)._wanted(_table(CYLON, players=players, space=space)) == (
        "base.location.cylon_fleet"
    )
