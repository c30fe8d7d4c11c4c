"""What each seat may know of the New Caprica part (B-INFO-1, P-EVAC-8): its view section, its
declared secrets for the leak checks and its scramble. The stacks are face down: their sizes are
public, their order and backs secret, except the top Locked ship to the Cylon looking at it (the
Shipyard's Cylon Action). The New Caprica Crisis deck is base's Crisis deck, hidden by base.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.newcaprica.state import nc
from bsgcore.rng import RandomCursor
from bsgcore.state import State
from bsgcore.view import Secret


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The phase, the stacks' sizes, the occupation forces and the ships lost or evacuated."""
    part = nc(state)
    out: dict[str, Any] = {
        "phase": part.phase,
        "locked": len(part.locked),
        "prepared": len(part.prepared),
        "occupation_forces": list(part.forces),
        "destroyed": part.destroyed,
        "evacuated": part.evacuated,
        "skip_jump_turn": part.skip_jump_turn,
        "executed": list(part.executed),
    }
    if seat is not None and part.peeking == seat and part.locked:
        out["top_locked"] = part.locked[0]
    return out


def secrets(state: State, seat: int | None) -> list[Secret]:
    """The stacks' contents, in order, are secret from every seat (the peeker's top card
    aside)."""
    part = nc(state)
    out: list[Secret] = []
    hidden = part.locked[1:] if seat is not None and part.peeking == seat else part.locked
    if len(hidden) > 1:
        out.append(Secret("pegasus.newcaprica.locked", list(hidden)))
    if len(part.prepared) > 1:
        out.append(Secret("pegasus.newcaprica.prepared", list(part.prepared)))
    return out


def scramble(state: State, seat: int | None, rng: RandomCursor) -> Any:
    """The stacks re-dealt from the same ships, the peeker's top Locked ship kept for him."""
    part = nc(state)
    keep = 1 if seat is not None and part.peeking == seat and part.locked else 0
    pool = list(rng.shuffled(list(part.locked[keep:] + part.prepared)))
    cut = len(part.locked) - keep
    locked = part.locked[:keep] + tuple(pool[:cut])
    return attrs.evolve(part, locked=locked, prepared=tuple(pool[cut:]))
