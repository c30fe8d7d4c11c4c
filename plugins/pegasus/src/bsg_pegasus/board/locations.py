"""The Pegasus locations as catalogue entries and the ops of their actions (P-PEG-1, Appendix
A.1, UNVERIFIED data kept in data/pegasus.toml).

All four are on the board from the start, to move to, to be damaged and repaired (P-PEG-1,
P-DMG-1). Their actions: Pegasus CIC, Main Batteries and Engine Room are carried out; Airlock waits for
the ``execute`` op (the execution feature) and Treachery as a positive type. Until then such a location has no action (it cannot be activated) and its action is
listed by ``bsg cards --missing`` (catalogue.py, `ACTIONS_MISSING`).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board import batteries, damage, engine_room, ship
from bsg_pegasus.data import load
from bsgcore.base import (
    BaseContent,
    BaseGame,
    Op,
    Result,
    RunOps,
    ask,
    child,
    cylons_of,
    damage_basestar,
)
from bsgcore.rng import RandomCursor

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


#: The locations on the board whose action is not carried out yet.
ACTIONS_MISSING = tuple(loc for loc in ship.LOCATIONS if loc not in CARRIED_OUT)


def entry(location: str) -> dict[str, Any]:
    """A location's catalogue entry as base takes it: a human location that can be damaged,
    with its action when it is carried out here (else none: it cannot be activated)."""
    raw = load().raw(location)
    raw.update(side="human", damageable=True, effects=CARRIED_OUT.get(location, []))
    for key in ("difficulty", "skills", "difficulty_modifiers"):
        raw.pop(key, None)
    return raw


def add(content: BaseContent) -> None:
    """The board, the ops of its actions and the locations carried out (P-SETUP-2)."""
    content.add_op("pegasus_choose_basestar", op_choose_basestar, params=frozenset({"then"}))
    content.add_op("pegasus_damage_pegasus", op_damage_pegasus, params=frozenset())
    content.add_op("pegasus_damage_basestar", op_damage_basestar, params=frozenset({"hits"}))
    content.add_op("pegasus_promise_jump_icon", engine_room.op_promise, params=frozenset())
    content.add_op("pegasus_choose_area", op_choose_area, params=frozenset({"then"}))
    content.add_op("pegasus_battery_civilian", batteries.op_civilian, params=frozenset())
    content.add_op("pegasus_battery_viper", batteries.op_viper, params=frozenset())
    content.add_op("pegasus_battery_raiders", batteries.op_raiders, params=frozenset({"count"}))
    content.add_board(ship.BOARD)
    for location in ship.LOCATIONS:
        content.add_location(entry(location))


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
    from bsgcore.stack import push

    return push(attrs.evolve(child(frame, "then"), chosen=chosen))


def op_damage_pegasus(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Pegasus itself is damaged: a Pegasus token drawn at random (P-DMG-3)."""
    return damage.damage_pegasus(game, rng)


def op_damage_basestar(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The chosen basestar takes `hits` damage, if it is still on the board."""
    if frame.chosen not in {s.uid for s in cylons_of(game, BASESTAR)}:
        return []
    return damage_basestar(game, frame.chosen, rng, int(op.get("hits", 1)))
