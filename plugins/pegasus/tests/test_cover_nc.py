"""New Caprica details: a pilot on the planet reaches the Hangar Deck only after Galactica's
return (P-NCM-6); the occupation forces exist only on the New Caprica board (P-COMP-13)."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_pegasus.newcaprica import names as n
from nc_scenes import part, settled, table, with_part

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

HANGAR = "base.location.hangar_deck"
APOLLO = "base.character.lee_apollo_adama"


@pytest.mark.rules("P-NCM-6")
def test_a_pilot_on_the_planet_reaches_the_hangar_deck_only_after_the_return() -> None:
    """Apollo's Movement step on the planet: no Galactica location before the return; after it
    the Hangar Deck (for a card, another ship)."""

    def moves(board: Board) -> list[Any]:
        apollo = next(s for s, p in enumerate(board.game.players) if p.character == APOLLO)
        assert board.game.players[apollo].location in n.LOCATIONS
        frame = board.rules.registry.tags["base.f.movement"](apollo)
        pending = edits.at_step(board, frame).pending
        assert pending is not None
        return [o for o in pending.options if o.tag == "base.move"]

    before = settled()
    assert moves(before) and HANGAR not in {m.to for m in moves(before)}
    to_hangar = [m for m in moves(with_part(before, phase=n.ORBIT)) if m.to == HANGAR]
    assert to_hangar and all(m.discard for m in to_hangar)


@pytest.mark.rules("P-COMP-13")
def test_occupation_forces_only_on_the_new_caprica_board() -> None:
    """None before the phase; on the planet they stand on the track's New Caprica locations."""
    assert part(table()).forces == ()
    assert set(n.TRACK) <= set(n.LOCATIONS) and n.FORCES == 4
    board = with_part(settled(), forces=(n.OCCUPATION_AUTHORITY, n.SHIPYARD))
    assert all(where in n.LOCATIONS for where in part(board).forces)
