"""Frozen space before Galactica returns (P-PRE-1, -5): every effect that would place, destroy
or move ships in a space area, or place, move or remove centurions, is ignored, whatever card
or location carries it (a Quorum card, a skill card, a destination, a crisis's outcome), and so
is every op another plugin declares as acting on space (base's ``op_acts_on``).

Base's effect interpreter runs one op per ``base.f.run_ops`` step; while the planet is occupied
the step skips an op of `FROZEN_OPS` (nested ones too: each nested list runs in its own
frame). Raptors are not ships in a space area here (P-PRE-3), resources and vipers in the
Reserves are untouched (P-PRE-7), and damage to Galactica is the damage seam's (P-PRE-2,
actions.py) but for the ops that damage or repair a location without it (`SHIP_DAMAGE_OPS`),
skipped here. A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.newcaprica.state import occupied
from bsgcore import hookimpl
from bsgcore.base import RunOps, op_acts_on, ops_at
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import replace
from bsgcore.state import State

#: Ops that place, destroy or move ships in space areas, or centurions (P-PRE-1).
FROZEN_OPS = frozenset(
    {
        "place_ships",
        "activate_vipers",
        "launch_self_in_viper",
        "activate_cylons",
        "activate_placed_raiders",
        "each_basestar_launches",
        "destroy_cylon_ships",
        "place_centurion",
        "destroy_centurion",
        "move_centurions",
        "attack_centurion",
        "nuke_basestar",
        "viper_attacks",
        "galactica_attack",
        "reroll_viper_attack",
        "pegasus_fly_viper",
        "pegasus_civilian_self_defense",
    }
)
#: Ops that damage or repair Galactica's or Pegasus's locations outside the damage seam (a
#: Cylon's "draw Galactica damage tokens" reveal, a repair): neither happens before the return
#: (P-PRE-2; damage through ``bsg_base_damage_galactica`` is ignored in flow.DamageGate).
SHIP_DAMAGE_OPS = frozenset({"draw_galactica_damage", "repair_location"})
#: Ops frozen only where they act on space (not the Reserves).
SPACE_WHERE = frozenset({"destroy_vipers", "return_vipers_to_reserves"})


def frozen(op: Any) -> bool:
    """Whether an op acts on ships in space or on centurions, or damages or repairs a ship: one
    of the ops above, or one another plugin declares as acting on space (``acts_on``, such as
    Exodus's Cylon Fleet board and pursuit track, X-PEG-17)."""
    if op.name in FROZEN_OPS or op.name in SHIP_DAMAGE_OPS or "space" in op_acts_on(op.name):
        return True
    return op.name in SPACE_WHERE and str(op.get("where", "space")) != "reserves"


def run_ops_wrapper(step: Any, state: State, frame: RunOps, rng: RandomCursor) -> list[Event]:
    """Skip a frozen op while the planet is occupied; run every other op as base does."""
    if occupied(state):
        ops = ops_at(frame.source, frame.path)
        if frame.index < len(ops) and frozen(ops[frame.index]):
            nxt = RunOps(frame.source, frame.path, frame.seat, frame.index + 1, chosen=frame.chosen)
            return [replace(nxt)]
    return list(step(state, frame, rng))


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The wrapper around base's effect step."""
    if ruleset == "base":
        registry.wrap_step(RunOps, run_ops_wrapper)
