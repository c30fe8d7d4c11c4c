"""The Cylon locations overlay (P-OVL): its four locations cover the base ones for the whole
game (P-OVL-1), the Resurrection Ship is hazardous (P-OVL-2, P-HAZ-2) and no longer hands off
Loyalty cards but draws a Super Crisis card (P-OVL-4), Caprica keeps the Prepare for Jump step
(P-OVL-5), Human Fleet scouts and draws."""

from __future__ import annotations

import pytest
from pegasus_helpers import PLUGINS

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.edits import at_action, at_step, cylon_at
from bsgcore.testing.scenarios.space import Board, board

CAPRICA = "base.location.caprica"
HUMAN_FLEET = "base.location.human_fleet"
RESURRECTION = "base.location.resurrection_ship"


def ops_of(table: Board, location: str) -> list[str]:
    """The names of every op of a location's action, nested ones included."""
    with using_rules(table.rules):
        return [o.name for op in data().location(location).effects for o in op.walk()]


def movement(table: Board, seat: int) -> list[str]:
    """Where `seat` may move in its Movement step."""
    frame = table.rules.registry.tags["base.f.movement"](seat)
    pending = at_step(table, frame).pending
    assert pending is not None
    return [getattr(o, "to", "") for o in pending.options]


@pytest.mark.rules("P-OVL-1")
def test_the_overlay_covers_the_base_cylon_locations() -> None:
    """With Pegasus, Human Fleet is the overlay's (no more stealing a skill card); without it
    the base one stays."""
    assert "steal_skill_card" in ops_of(board(seats=4), HUMAN_FLEET)
    pegasus = ops_of(board(seats=4, plugins=PLUGINS), HUMAN_FLEET)
    assert "steal_skill_card" not in pegasus
    assert {"peek_top", "pegasus_fleet_draw"} <= set(pegasus)  # the seat's own draw


@pytest.mark.rules("P-OVL-2", "P-HAZ-2")
def test_a_cylon_never_moves_to_the_hazardous_resurrection_ship() -> None:
    """A revealed Cylon at Caprica may move to the other Cylon locations, not the Resurrection
    Ship; in the base game he may."""
    base = cylon_at(board(seats=4), 1, CAPRICA)
    assert RESURRECTION in movement(base, 1)
    table = cylon_at(board(seats=4, plugins=PLUGINS), 1, CAPRICA)
    assert RESURRECTION not in movement(table, 1)
    assert HUMAN_FLEET in movement(table, 1)
    with using_rules(table.rules):
        assert data().location(RESURRECTION).hazardous


@pytest.mark.rules("P-HAZ-2", "P-FOR-2")
def test_a_cylon_leaving_new_caprica_never_moves_to_the_resurrection_ship() -> None:
    """After Galactica's return a revealed Cylon on the planet may pay a card for the Cylon
    locations (P-NCM-5), never the hazardous Resurrection Ship."""
    from bsg_pegasus.newcaprica import names as n
    from nc_scenes import settled, with_part

    table = with_part(settled(), phase=n.ORBIT)
    table = cylon_at(table, 1, n.OCCUPATION_AUTHORITY)
    places = movement(table, 1)
    assert HUMAN_FLEET in places and CAPRICA in places
    assert RESURRECTION not in places


@pytest.mark.rules("P-OVL-4")
def test_the_resurrection_ship_draws_a_super_crisis_and_hands_off_nothing() -> None:
    """Its action deals the Cylon a Super Crisis card; no Loyalty hand-off is left in it."""
    table = board(seats=4, plugins=PLUGINS)
    assert "give_loyalty_cards" not in ops_of(table, RESURRECTION)
    table = cylon_at(table, 1, RESURRECTION)
    table = at_action(table, 1)
    assert table.pending is not None
    use = next(o for o in table.pending.options if getattr(o, "location", "") == RESURRECTION)
    before = len(table.game.players[1].super_crises)
    after, events = table.play(use)
    assert any(e.tag == "base.super_crisis_dealt" for e in events)
    assert len(after.game.players[1].super_crises) == before + 1


@pytest.mark.rules("P-OVL-5")
def test_caprica_keeps_the_prepare_for_jump_step() -> None:
    """The crisis resolved at Caprica skips only its Activate Cylon Ships step."""
    table = board(seats=4, plugins=PLUGINS)
    with using_rules(table.rules):
        effects = data().location(CAPRICA).effects
    draws = [o for op in effects for o in op.walk() if o.name == "draw_crisis_choose"]
    assert [tuple(o.get("skip_steps")) for o in draws] == [("activate_cylon_ships",)]
    assert [o.get("other_to") for o in draws] == ["bottom_of_deck"]


def test_one_skill_card_at_the_resurrection_ship() -> None:
    """A Cylon at the Resurrection Ship draws 1 card in Receive Skills (Appendix A.3)."""
    table = cylon_at(board(seats=4, plugins=PLUGINS), 1, RESURRECTION)
    frame = table.rules.registry.tags["base.f.receive_skills"](1)
    drawing = at_step(table, frame).state.top
    assert drawing.tag == "base.f.choose_draw" and drawing.count == 1
    away = cylon_at(board(seats=4, plugins=PLUGINS), 1, CAPRICA)
    assert at_step(away, frame).state.top.count == 2
