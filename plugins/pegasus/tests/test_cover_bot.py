"""The heuristic bot plays Reckless cards and Movement abilities with intent (issue 10): a seat
that wants a check to pass plays the Reckless card that helps it, and a seat that would stay uses
a Movement ability instead; the follow-up choices name the lowest resource, the busiest area."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bsg_pegasus.skills.bot import SkillsBot
from bsg_pegasus.skills.movement import UseMovementAbility
from bsg_pegasus.skills.window import PlayBeforeCheck
from pegasus_helpers import pegasus_game

from bsgcore import Game
from bsgcore.base import BaseBot
from bsgcore.bots.registry import make_bots

REG = pegasus_game(seats=4).rules.registry.tags
NoCard, Stay, Move, Pick = REG["base.no_card"], REG["base.stay"], REG["base.move"], REG["base.pick"]
HUMAN = {"seat": 0, "loyalty": ["base.loyalty.you_are_not_a_cylon"], "hand": []}
CYLON = {"seat": 0, "loyalty": ["base.loyalty.you_are_a_cylon_morale"], "hand": []}
JURY = "pegasus.skill.jury_rigged_1@1"
GUTS = "pegasus.skill.guts_and_initiative_1@1"
AT_ANY_COST = "pegasus.skill.at_any_cost_3@3"
SABOTAGE = "pegasus.skill.sabotage_3@3"
CRITICAL = "pegasus.skill.critical_situation_3@3"
POLICY = "pegasus.skill.preventative_policy_3@3"
GODS_PLAN = "pegasus.skill.gods_plan_2@2"


def _game(me: dict[str, Any], **extra: Any) -> dict[str, Any]:
    players = [{"seat": s, "revealed": False, "skill_cards": 3} for s in range(4)]
    return {"me": me, "players": players, "current": 1, "turn": 5, **extra}


def _check(difficulty: int, skills: tuple[str, ...]) -> dict[str, Any]:
    return {"source": "base.crisis.x", "difficulty": difficulty, "skills": list(skills)}


def _before(bot: Any, game: dict[str, Any], *cards: str) -> Any:
    options = (NoCard(0), *(PlayBeforeCheck(0, c) for c in cards))
    return bot.choose({"pending": {"kind": "skill_window"}, "game": game}, options)


def test_reckless_cards_help_a_check_the_seat_wants_passed() -> None:
    """Jury Rigged on a hard check, Guts and Initiative with few positive types, At Any Cost
    with Treachery in hand; nothing on an easy check or for a Cylon."""
    bot = SkillsBot(BaseBot(1))
    hard = _game(dict(HUMAN, hand=[JURY]), check=_check(10, ("politics", "leadership", "tactics")))
    assert _before(bot, hard, JURY) == PlayBeforeCheck(0, JURY)
    easy = _game(dict(HUMAN, hand=[JURY]), check=_check(3, ("politics", "leadership", "tactics")))
    assert _before(bot, easy, JURY) == NoCard(0)
    few = _game(dict(HUMAN, hand=[GUTS]), check=_check(5, ("politics", "tactics")))
    assert _before(bot, few, GUTS) == PlayBeforeCheck(0, GUTS)
    hold = _game(dict(HUMAN, hand=[AT_ANY_COST, SABOTAGE]), check=_check(5, ("politics",) * 3))
    assert _before(bot, hold, AT_ANY_COST) == PlayBeforeCheck(0, AT_ANY_COST)
    empty = _game(dict(HUMAN, hand=[AT_ANY_COST]), check=_check(5, ("politics",) * 3))
    assert _before(bot, empty, AT_ANY_COST) == NoCard(0)
    cylon = _game(dict(CYLON, hand=[JURY]), check=_check(10, ("politics",)))
    assert _before(bot, cylon, JURY) == NoCard(0)


def _movement(bot: Any, game: dict[str, Any], *cards: str, move_to: str = "") -> Any:
    options: tuple[Any, ...] = (Stay(0), *(UseMovementAbility(0, c) for c in cards))
    if move_to:
        options = (Move(0, move_to, ""), *options)
    return bot.choose({"pending": {"kind": "movement"}, "game": game}, options)


class _Stays(BaseBot):
    """A core that always stays (or moves where it is told), so the wrapper's rule is seen."""

    def __init__(self, seed: int, to: str = "") -> None:
        super().__init__(seed)
        self.to = to

    def choose(self, view: dict[str, Any], options: tuple[Any, ...]) -> Any:
        moves = [o for o in options if o.tag == "base.move" and o.to == self.to]
        return moves[0] if moves else next(o for o in options if o.tag == "base.stay")


def test_a_seat_that_would_stay_uses_a_movement_ability() -> None:
    """Critical Situation first; Preventative Policy only with a low resource, then naming the
    lowest; God's Plan only for a Cylon; a seat that moves keeps its move."""
    low = {"fuel": 6, "food": 2, "morale": 7, "population": 8}
    high = {"fuel": 8, "food": 8, "morale": 9, "population": 9}
    bot = SkillsBot(_Stays(1))
    assert _movement(bot, _game(HUMAN, resources=high), CRITICAL, POLICY) == (
        UseMovementAbility(0, CRITICAL)
    )
    assert _movement(bot, _game(HUMAN, resources=high), POLICY) == Stay(0)
    assert _movement(bot, _game(HUMAN, resources=low), POLICY) == UseMovementAbility(0, POLICY)
    picks = tuple(Pick(0, i) for i in range(4))
    view = {"pending": {"kind": "choose_resource"}, "game": _game(HUMAN, resources=low)}
    assert bot.choose(view, picks) == Pick(0, 1)  # food, the lowest
    assert _movement(bot, _game(HUMAN, resources=low), GODS_PLAN) == Stay(0)
    assert _movement(bot, _game(CYLON, resources=low), GODS_PLAN) == (
        UseMovementAbility(0, GODS_PLAN)
    )
    mover = SkillsBot(_Stays(1, to="base.location.command"))
    assert _movement(mover, _game(HUMAN), CRITICAL, move_to="base.location.command") == (
        Move(0, "base.location.command", "")
    )


def test_pegasus_heuristic_games_play_them() -> None:
    """In seeded heuristic Pegasus games the bots play Reckless cards and Movement abilities
    (base's bot alone never does), and the games still end."""
    used: Counter[str] = Counter()
    for seed in (1, 2, 3):
        game = Game.new("base", plugins=["pegasus"], seats=5, seed=seed)
        bots = make_bots(game.rules, "heuristic", 5, seed)
        for _ in range(6000):
            pending = game.pending
            if pending is None:
                break
            command = bots[pending.seat].choose(
                game.view(pending.seat), game.legal_commands(pending.seat)
            )
            used[command.tag] += 1
            game.play(command)
        assert game.pending is None
    assert used["pegasus.play_before_check"] > 0
    assert used["pegasus.use_movement_ability"] > 0
