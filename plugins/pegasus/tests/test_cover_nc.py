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


@pytest.mark.rules("P-NCL-4", "P-NCL-7")
def test_the_new_caprica_location_actions_of_appendix_a2() -> None:
    """Resistance HQ: a check of 7 in which Treachery counts as positive, passing it executes
    the character chosen; Occupation Authority, Breeder's Canyon and Shipyard have a Human and a
    Cylon Action each; all are in play (none listed missing)."""
    from bsg_pegasus.newcaprica import content

    from bsgcore.base import card_rows, data
    from bsgcore.context import using_rules

    board = settled()
    with using_rules(board.rules):
        hq = data().get(content.RESISTANCE_HQ_ACTION).effects[0]
        treachery = next(t for t in data().skill_types if t.name == "treachery")
    assert hq.name == "skill_check" and hq.get("difficulty") == 7
    assert "treachery" in hq.get("skills") and treachery.polarity == "listed"
    assert [op.name for op in hq.get("pass")] == ["execute"]
    sides = {(loc, side) for loc, side in content.LOCATION_ACTIONS}
    for location in n.TRACK:
        assert {(location, "human"), (location, "cylon")} <= sides
    missing = {row.id for row in card_rows(board.rules) if not row.implemented}
    assert not {f"{loc}#action" for loc in n.LOCATIONS} & missing
    assert not {loc for loc in n.LOCATIONS} & missing
