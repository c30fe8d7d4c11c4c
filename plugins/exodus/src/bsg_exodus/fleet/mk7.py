"""Viper Mark VII (exodus.md §6.6, X-MK7) and the Damaged Vipers box at set-up
(X-FLEET-SETUP-4, -5), on base's viper-model seam.

The model (``bsg_base_viper_models``, always declared: a table, the same in every game): up to 2
areas per move, for a pilot's move as for an activation (X-MK7-4, -6), damaged on 6-7 and
destroyed on 8 when a raider attacks it (X-MK7-5). The stock (``bsg_base_viper_stock``, with
Cylon Fleet only): 2 Mark II boxed, the 4 Mark VII in the Damaged Vipers box (X-MK7-1). Base asks
the model wherever vipers are launched, placed, damaged in the reserve, repaired or restored
(X-MK7-2, -3), and every viper keeps its model through hits, recalls and jumps.
"""

from __future__ import annotations

from typing import Any

from bsg_exodus import options
from bsgcore.base import BASE_VIPER, ViperModel, ViperStock

#: The catalogue's Viper Mark VII (4 plastic pieces, exodus.component.viper_mk7).
MK7 = "exodus.component.viper_mk7"
MK7_COUNT = 4
#: Mark II vipers boxed with Cylon Fleet (X-FLEET-SETUP-4).
BOXED_MARK_II = 2

MARK_VII = ViperModel(MK7, "Viper Mark VII", moves=2, damaged_on=(6, 7), destroyed_on=(8,))


def models(models: tuple[ViperModel, ...]) -> tuple[ViperModel, ...]:
    """Base's models and the Mark VII (X-MK7-4, -5, -6)."""
    return (*models, MARK_VII)


def stock(opts: dict[str, Any], stock: tuple[ViperStock, ...]) -> tuple[ViperStock, ...]:
    """With Cylon Fleet: 2 Mark II out of the Reserves, the 4 Mark VII damaged
    (X-FLEET-SETUP-4, -5, X-MK7-1); the stock unchanged without it."""
    if not options.enabled(opts, options.CYLON_FLEET):
        return stock
    boxed = tuple(
        ViperStock(s.model, max(0, s.reserve - BOXED_MARK_II), s.damaged, s.destroyed)
        if s.model == BASE_VIPER
        else s
        for s in stock
    )
    return (*boxed, ViperStock(MK7, damaged=MK7_COUNT))
