"""Main Batteries (Appendix A.1): pick a space area and roll; 1 destroys a civilian ship there,
2-3 damage a viper there, 4-6 destroy 2 raiders there, 7-8 destroy 4 raiders there. With
nothing of that kind in the area, the result does nothing. The roll sets how many raiders die,
so Scar is among them only on a 7 or 8 (base's ``destroyable_by``, P-SCAR-3)."""

from __future__ import annotations

from typing import Any

from bsgcore.base import (
    BaseGame,
    CylonShipDestroyed,
    Op,
    Result,
    RunOps,
    ViperHit,
    ask,
    destroy_civilian,
    destroyable_by,
)
from bsgcore.rng import RandomCursor

UNSET = -2  # RunOps.target before the op's choice is answered
AREAS = (1, 2, 3, 4, 5, 6)
RAIDER = "raider"

EFFECTS: list[dict[str, Any]] = [
    {
        "op": "pegasus_choose_area",
        "then": [
            {
                "op": "roll",
                "roller": "acting_player",
                "outcomes": [
                    {"min": 1, "max": 1, "effects": [{"op": "pegasus_battery_civilian"}]},
                    {"min": 2, "max": 3, "effects": [{"op": "pegasus_battery_viper"}]},
                    {
                        "min": 4,
                        "max": 6,
                        "effects": [{"op": "pegasus_battery_raiders", "count": 2, "result": 4}],
                    },
                    {
                        "min": 7,
                        "max": 8,
                        "effects": [{"op": "pegasus_battery_raiders", "count": 4, "result": 7}],
                    },
                ],
            }
        ],
    }
]


def op_civilian(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """A civilian ship in the chosen area is destroyed (the acting player picks among several)."""
    uids = [c.uid for c in game.civilians if c.area == frame.chosen]
    if not uids:
        return []
    if len(uids) == 1:
        return destroy_civilian(game, uids[0])
    if frame.target == UNSET:
        return ask(frame.seat, "civilian", uids)
    return destroy_civilian(game, frame.target)


def op_viper(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """A viper in the chosen area is damaged (the acting player picks among several)."""
    uids = [v.uid for v in game.vipers if v.area == frame.chosen]
    if not uids:
        return []
    if len(uids) == 1:
        return [ViperHit(uids[0], destroyed=False)]
    if frame.target == UNSET:
        return ask(frame.seat, "viper", uids)
    return [ViperHit(frame.target, destroyed=False)]


def op_raiders(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Up to `count` raiders in the chosen area are destroyed (raiders are alike: no choice), only
    those the outcome's least `result` may destroy (not Scar below 7, P-SCAR-3)."""
    ships = destroyable_by(game, RAIDER, int(op.get("result", 0)))
    here = [s.uid for s in ships if s.area == frame.chosen]
    return [CylonShipDestroyed(uid) for uid in here[: int(op.get("count", 1))]]
