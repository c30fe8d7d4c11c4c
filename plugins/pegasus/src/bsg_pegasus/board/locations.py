"""The Pegasus locations as catalogue entries and the ops of their actions (P-PEG-1, Appendix
A.1, UNVERIFIED data kept in data/pegasus.toml).

All four are on the board from the start, to move to, to be damaged and repaired (P-PEG-1,
P-DMG-1). Pegasus CIC, Main Batteries and Engine Room carry out their actions here. Airlock's
check (P-PEG-5) joins once the game has an ``execute`` op and the Treachery skill type (the
execution and skill features); until then it has no action (it cannot be activated) and
``bsg cards --missing`` lists its action (catalogue.py).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board import batteries, damage, engine_room, ship
from bsg_pegasus.data import load
from bsgcore.base import (
    BaseContent,
    BaseGame,
    Check,
    Op,
    Result,
    RunOps,
    ask,
    child,
    cylons_of,
    damage_basestar,
)
from bsgcore.rng import RandomCursor
from bsgcore.stack import push

UNSET = -2  # RunOps.target before the op's choice is answered
BASESTAR = "basestar"

#: Pegasus CIC (Appendix A.1): pick a basestar and roll; 1-3 damage Pegasus, 4-6 damage that
#: basestar, 7-8 damage it twice. The catalogue's "custom" ops, spelt as this plugin's ops.
CIC_EFFECTS = [
    {
        "op": "pegasus_choose_basestar",
        "then": [
            {
                "op": "roll",
                "roller": "acting_player",
                "outcomes": [
                    {"min": 1, "max": 3, "effects": [{"op": "pegasus_damage_pegasus"}]},
                    {"min": 4, "max": 6, "effects": [{"op": "pegasus_damage_basestar", "hits": 1}]},
                    {"min": 7, "max": 8, "effects": [{"op": "pegasus_damage_basestar", "hits": 2}]},
                ],
            }
        ],
    }
]
#: The locations whose actions are carried out here, with their effects in this plugin's ops.
CARRIED_OUT: dict[str, list[dict[str, Any]]] = {
    ship.PEGASUS_CIC: CIC_EFFECTS,
    ship.MAIN_BATTERIES: batteries.EFFECTS,
    ship.ENGINE_ROOM: [{"op": "pegasus_promise_jump_icon"}],  # its 2 cards are its cost
}


#: Airlock (P-PEG-5, A.1): pass a check of 12 (Politics, Tactics and Treachery positive) to
#: execute the character picked; 4 easier when he is in the Brig (`airlock_difficulty`).
AIRLOCK_DIFFICULTY, BRIG_EASIER = 12, 4
AIRLOCK_EFFECTS = [
    {
        "op": "skill_check",
        "difficulty": AIRLOCK_DIFFICULTY,
        "skills": ["politics", "tactics", "treachery"],
        "target": "any_other_character",
        "pass": [{"op": "execute", "who": "chosen"}],
        "fail": [],
    }
]
EXECUTE, TREACHERY = "execute", "treachery"
BRIG = "base.location.brig"


def actions(content: BaseContent) -> dict[str, list[dict[str, Any]]]:
    """The locations whose actions this game carries out, with their effects."""
    carried = dict(CARRIED_OUT)
    if EXECUTE in content.effects.ops and TREACHERY in content.skill_type_names():
        carried[ship.AIRLOCK] = AIRLOCK_EFFECTS
    return carried


def entry(location: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    """A location's catalogue entry as base takes it: a human location that can be damaged,
    with its action when it is carried out (else none: it cannot be activated)."""
    raw = load().raw(location)
    raw.update(side="human", damageable=True, effects=effects)
    for key in ("difficulty", "skills", "difficulty_modifiers"):
        raw.pop(key, None)
    return raw


def airlock_difficulty(game: BaseGame, check: Check, difficulty: int) -> int:
    """Airlock's check is 4 easier against a character in the Brig (A.1)."""
    target = check.target
    if check.source == ship.AIRLOCK and target >= 0 and game.players[target].location == BRIG:
        return difficulty - BRIG_EASIER
    return difficulty


def add(content: BaseContent) -> None:
    """The board, the ops of its actions and the locations carried out (P-SETUP-2)."""
    content.add_op("pegasus_choose_basestar", op_choose_basestar, params=frozenset({"then"}))
    content.add_op("pegasus_damage_pegasus", op_damage_pegasus, params=frozenset())
    content.add_op("pegasus_damage_basestar", op_damage_basestar, params=frozenset({"hits"}))
    content.add_op("pegasus_promise_jump_icon", engine_room.op_promise, params=frozenset())
    content.add_op("pegasus_choose_area", op_choose_area, params=frozenset({"then"}))
    content.add_op("pegasus_battery_civilian", batteries.op_civilian, params=frozenset())
    content.add_op("pegasus_battery_viper", batteries.op_viper, params=frozenset())
    content.add_op(
        "pegasus_battery_raiders", batteries.op_raiders, params=frozenset({"count", "result"})
    )
    content.add_board(ship.BOARD)
    carried = actions(content)
    for location in ship.LOCATIONS:
        content.add_location(entry(location, carried.get(location, [])))


def op_choose_basestar(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The acting player picks a basestar; the nested ops run about it (``chosen``). With no
    basestar on the board there is nothing to attack."""
    uids = [s.uid for s in cylons_of(game, BASESTAR)]
    if not uids:
        return []
    if frame.target == UNSET:
        return ask(frame.seat, "basestar", uids)
    return [push_child(frame, frame.target)]


def op_choose_area(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The acting player picks a space area; the nested ops run about it (``chosen``)."""
    if frame.target == UNSET:
        return ask(frame.seat, "area", list(batteries.AREAS))
    return [push_child(frame, frame.target)]


def push_child(frame: RunOps, chosen: int) -> Any:
    """Run this op's ``then`` ops about `chosen`."""
    return push(attrs.evolve(child(frame, "then"), chosen=chosen))


def op_damage_pegasus(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Pegasus itself is damaged: a Pegasus token drawn at random (P-DMG-3)."""
    return damage.damage_pegasus(game, rng)


def op_damage_basestar(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The chosen basestar takes `hits` damage, if it is still on the board."""
    if frame.chosen not in {s.uid for s in cylons_of(game, BASESTAR)}:
        return []
    return damage_basestar(game, frame.chosen, rng, int(op.get("hits", 1)))
