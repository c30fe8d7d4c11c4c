"""What a die result is worth to the humans, for the heuristic bot's Calculations (+1 or -1 to
a die just rolled, issue 10): attacks by the combat table (B-CMBT-T1 to -T12, the catalogue's
``combat`` numbers), FTL Control's population risk (B-LOC-FTL), and a card's or location's own
roll by the cost of the outcome it lands on. Read from the roll shown in the seat's view."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bsgcore.base import BaseBot, Op

#: The attackers on the humans' side, as the roll names them.
HUMAN_ATTACKERS = ("viper", "Galactica", "Armory", "Nuke")
#: FTL Control's roll: below this, population is lost.
FTL_SAFE = 7
LOW, HIGH = 1, 8


def clamp(result: int) -> int:
    """A die result within the die's faces (the catalogue's clamp, B-CMBT)."""
    return max(LOW, min(HIGH, result))


def worth(bot: BaseBot, game: dict[str, Any], roll: dict[str, Any], result: int) -> float:
    """How good `result` is for the humans (higher is better), 0 when the bot cannot tell."""
    purpose = str(roll.get("purpose") or "")
    if purpose == "attack":
        return _attack(bot, roll, result)
    if purpose == "FTL Control":
        return 0.0 if result >= FTL_SAFE else -1.0
    record = bot.card(purpose)
    if record is None:
        return 0.0
    for op in _rolls(getattr(record, "effects", ()) or ()):
        for outcome in op.get("outcomes") or ():
            if int(outcome.get("min", LOW)) <= result <= int(outcome.get("max", HIGH)):
                return -bot.cost(game).ops(outcome.get("effects") or ())
        return 0.0
    return 0.0


def _rolls(effects: Iterable[Any]) -> Iterable[Op]:
    """The roll ops among these ops and the ops nested in them, in card order."""
    for op in effects:
        if not isinstance(op, Op):
            continue
        if op.name == "roll":
            yield op
        for key in ("then", "effects"):
            yield from _rolls(op.get(key) or ())


def _attack(bot: BaseBot, roll: dict[str, Any], result: int) -> float:
    """An attack's result by the combat table: a hit for the humans is +1, a hit on them -1."""
    combat = bot.cards.components.combat
    attacker = str(roll.get("attacker") or "").split(" ", 1)[0]
    target = str(roll.get("target") or "").split(" ", 1)[0]
    if attacker == "Nuke":
        return 0.0 if result in combat["nuke"]["damaged_twice_on"] else 1.0
    if attacker in HUMAN_ATTACKERS:
        need = {
            "raider": combat["raider_destroyed_at_least"],
            "heavy_raider": combat["heavy_raider_destroyed_at_least"],
            "centurion": combat["centurion_destroyed_at_least"],
            "basestar": combat["basestar_damaged_by_galactica_at_least"]
            if attacker == "Galactica"
            else combat["basestar_damaged_by_viper_at_least"],
        }.get(target)
        return 0.0 if need is None else float(result >= int(need))
    if attacker == "raider" and target == "viper":
        if result in combat["viper_destroyed_on"]:
            return -2.0
        return -1.0 if result in combat["viper_damaged_on"] else 0.0
    if target == "Galactica":
        key = (
            "galactica_damaged_by_basestar_at_least"
            if attacker == "basestar"
            else ("galactica_damaged_by_raider_at_least")
        )
        return -1.0 if result >= int(combat[key]) else 0.0
    return 0.0
