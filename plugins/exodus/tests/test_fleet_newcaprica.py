"""Cylon Fleet with Pegasus's New Caprica (exodus.md §6.2, §8; part ``bsg_exodus.fleet``): the
Basestar Bridge counts as a Cylon location for movement (X1-BRIDGE-1), so after Galactica
returns a Cylon on New Caprica may move to it for a skill card as to the other Cylon locations
(Pegasus's P-NCM-5, through base's ``cylon_destinations``); never before the return (P-NCM-1),
never without the option."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet.bridge import BRIDGE
from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.state import nc, with_nc
from exodus_helpers import WITH_PEGASUS

from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board

CHARACTERS = ("galen_tyrol", "saul_tigh", "laura_roslin", "lee_apollo_adama")


def on_the_planet(phase: str, fleet: bool) -> Board:
    """Seat 1 a revealed Cylon on the Shipyard in his Movement step, New Caprica in `phase`,
    the Cylon Fleet used or not."""
    b = turn.table(4, 4, CHARACTERS, plugins=WITH_PEGASUS, distance=7)
    b, _ = b.run(flow.Settle(b.game.current))
    b = Board(b.rules, with_nc(b.state, attrs.evolve(nc(b.state), phase=phase)))
    b = Board(b.rules, b.state.with_plugin(fb.PART, attrs.evolve(fb.fleet(b.state), used=fleet)))
    b = edits.with_player(b, 1, revealed=True, location=n.SHIPYARD)
    return edits.at_step(edits.resting(b), b.rules.registry.tags["base.f.movement"](1))


def bridge_moves(b: Board) -> list[object]:
    assert b.pending is not None
    return [o for o in b.pending.options if o.tag == "base.move" and o.to == BRIDGE]  # type: ignore[attr-defined]


@pytest.mark.rules("X1-BRIDGE-1")
def test_after_the_return_a_cylon_on_new_caprica_moves_to_the_bridge_for_a_card() -> None:
    """In orbit, the Bridge is among the Cylon locations he may go to, each move paid with a
    skill card; before the return, or without the option, it is not."""
    orbit = on_the_planet(n.ORBIT, fleet=True)
    moves = bridge_moves(orbit)
    assert moves and all(m.discard for m in moves)  # type: ignore[attr-defined]
    assert len(moves) == len(set(orbit.game.players[1].hand))
    after, _ = orbit.play(moves[0])  # type: ignore[arg-type]
    assert after.game.players[1].location == BRIDGE
    assert not bridge_moves(on_the_planet(n.OCCUPIED, fleet=True))
    assert not bridge_moves(on_the_planet(n.ORBIT, fleet=False))
