"""The Skill Check Abilities of the Exodus cards (X-SCA, X-SKILL) on base's step: base finds the
revealed cards with the icon, carries each distinct ability out once whoever added the card
(X-SCA-2, -5), in the current player's order (X-SCA-4), before the result (X-SCA-7). An
ability here marks the check (``CheckMarked``) and counts its revealed cards again
(`CheckRecounted`: base totals a check at the reveal, before the abilities); the total reads
the marks card by card:

* Establish Network: every Engineering card in the check counts double, once (X-SCA-5).
* Protect the Fleet: base's ``activate_vipers`` (1 unmanned viper, or none) if the Piloting
  cards in the check have a printed strength of 3 or more together (the condition
  ``piloting_strength_ge_3``).
* Red Tape: every card of printed strength 5 or 6 counts for nothing (X-SKILL-2, R-238: the
  printed strength, not the strength another ability gives it). It is read as "removed":
  such a card adds and subtracts nothing.
* Trust Instincts: the top 2 Destiny cards join the check face up (base's
  `add_destiny_cards`); base's step then finds their abilities too, each distinct one once, so
  a second Trust Instincts among them is not carried out again (X-SCA-6).
* Iron Will: marks the check; at the result, on the final total and difficulty, a fail short
  by at most 4 resolves no box (base's result pipeline, `check_result`), a partial pass or a
  pass stays itself, and a final total of 0 or less costs 1 morale (`wrap_result`, X-SKILL-4,
  R-401).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    CHECK_NO_RESULT,
    BaseContent,
    BaseEvent,
    BaseGame,
    Check,
    CheckMarked,
    Op,
    ResourceChanged,
    Result,
    RunOps,
    add_destiny_cards,
    check_total,
    g,
    skill_type,
    skill_value,
)
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.state import State

ESTABLISH_NETWORK = "exodus.establish_network"
RED_TAPE = "exodus.red_tape"
IRON_WILL = "exodus.iron_will"
#: How far short of the difficulty an Iron Will check may fall without its fail result.
IRON_WILL_MARGIN = 4
ENGINEERING, PILOTING = "engineering", "piloting"
FAIL = "fail"
#: The Piloting strength Protect the Fleet needs in the check.
PROTECT_STRENGTH = 3
#: Printed strengths Red Tape removes.
RED_TAPE_STRENGTHS = frozenset({5, 6})


@attrs.frozen
class CheckRecounted(BaseEvent):
    """The check in progress is totalled again after an ability changed how its cards count
    (X-SCA-7: the total is made once the abilities are done); public, as the cards are."""

    tag = "exodus.check_recounted"
    total: int

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        if check is None:
            return game
        return attrs.evolve(game, check=attrs.evolve(check, total=self.total))

    def describe(self) -> str:
        return f"The check now totals {self.total}."


def marked(game: BaseGame, mark: str) -> Result:
    """Mark the check, then total its revealed cards again with the mark in force."""
    if game.check is None:
        return []
    event = CheckMarked(mark)
    after = event.apply(game)
    assert after.check is not None
    return [event, CheckRecounted(check_total(after, after.check, after.check.revealed))]


def op_engineering_double(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Establish Network's ability."""
    return marked(game, ESTABLISH_NETWORK)


def op_remove_strength_5_and_6(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Red Tape's ability."""
    return marked(game, RED_TAPE)


def op_add_destiny_cards(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Trust Instincts' ability: the top Destiny cards join the check (X-SCA-6)."""
    return list(add_destiny_cards(game, rng, int(op.get("count", 2))))


def op_iron_will(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Iron Will's ability: the check is marked; it acts at the result (X-SKILL-4)."""
    return [CheckMarked(IRON_WILL)] if game.check is not None else []


OPS = {
    "exodus_engineering_double": op_engineering_double,
    "exodus_remove_strength_5_and_6": op_remove_strength_5_and_6,
    "exodus_add_destiny_cards": op_add_destiny_cards,
    "exodus_iron_will": op_iron_will,
}
#: The parameters each op takes (the others take none).
PARAMS = {"exodus_add_destiny_cards": frozenset({"count"})}


def piloting_strength_ge_3(game: BaseGame, name: str, seat: int) -> bool:
    """Protect the Fleet's condition: the check's Piloting cards total 3 or more."""
    check = game.check
    cards = check.revealed if check is not None else ()
    return sum(skill_value(c) for c in cards if skill_type(c) == PILOTING) >= PROTECT_STRENGTH


def add_ops(content: BaseContent) -> None:
    """The abilities' ops (no parameters) and Protect the Fleet's condition."""
    for name, handler in OPS.items():
        content.add_op(name, handler, params=PARAMS.get(name, frozenset()))
    content.add_conditions({"piloting_strength_ge_3": piloting_strength_ge_3})


def card_value(game: BaseGame, card: str, value: int) -> int:
    """A card's signed value in a check marked by Red Tape or Establish Network."""
    marks = game.check_marks
    if RED_TAPE in marks and skill_value(card) in RED_TAPE_STRENGTHS:
        return 0
    if ESTABLISH_NETWORK in marks and skill_type(card) == ENGINEERING:
        return value * 2
    return value


def check_result(game: BaseGame, check: Check, result: str) -> str:
    """Iron Will: a fail within 4 of the difficulty resolves no box; a partial pass or a pass is
    unchanged (X-SKILL-4, R-401)."""
    if IRON_WILL not in game.check_marks or result != FAIL:
        return result
    short = check.total >= check.difficulty - IRON_WILL_MARGIN
    return CHECK_NO_RESULT if short else result


def wrap_result(step: Any, state: State, frame: Frame, rng: RandomCursor) -> list[Event]:
    """Iron Will: a final total of 0 or less costs 1 morale, whatever the result (X-SKILL-4)."""
    events: list[Event] = list(step(state, frame, rng))
    game = g(state)
    check = game.check
    if check is not None and IRON_WILL in game.check_marks and check.total <= 0:
        events.insert(0, ResourceChanged("morale", -1))
    return events
