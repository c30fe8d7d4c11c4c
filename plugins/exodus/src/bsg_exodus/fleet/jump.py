"""Jumping with the Cylon Fleet (X-FLEET-40..46): vipers go back as in base (X-FLEET-40), the
civilian ships stay in their areas (X-FLEET-41), and every Cylon ship of the main board goes to
the matching Cylon area (X-FLEET-43), losing its damage (R-243, by base's clearing); Centurions
stay on the boarding track (X-FLEET-44, base)."""

from __future__ import annotations

import attrs

from bsg_exodus.fleet import board as fb
from bsgcore.base import BaseGame, JumpClearing


def clearing(game: BaseGame, plan: JumpClearing) -> JumpClearing:
    """Base's clearing with the ships noted and the civilian ships kept."""
    areas = [[0, 0, 0] for _ in fb.AREAS]
    for ship in game.cylon_ships:
        areas[fb.index_of_main(ship.area)][fb.KINDS.index(ship.kind)] += 1
    joined = tuple((a[0], a[1], a[2]) for a in areas)
    notes = plan.notes + ((fb.FleetShipsJoined(joined),) if any(map(any, joined)) else ())
    return attrs.evolve(plan, notes=notes, kept=tuple(sorted({*plan.kept, "civilian"})))
