"""The fan-base plugin's own effect op: ``fan_base_ration``, gain `delta` food."""

from __future__ import annotations

from bsgcore.base import BaseGame, Op, ResourceChanged, Result, RunOps
from bsgcore.rng import RandomCursor


def op_ration(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Gain `delta` food (a one-line op, to show a plugin adding to the effect vocabulary)."""
    return [ResourceChanged("food", int(op.get("delta")))]
