"""The Cylon Fleet option as exodus-from-001 states it (X1-FLEET, X1-COMP-9, -12, X1-SC-2 and
the fleet invariants X1-INV-6..8), cross-checking exodus.md X-FLEET, X-PURSUIT."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from test_fleet import EMPTY, fleet_board, of, placed
from test_fleet_rolls import planning, played_through
from test_rules_exodus_cover import caprica_with_a_raider

from bsgcore.base import ActivateCylons, Jump
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scripted import scripted_random

FLEET = {"cylon_fleet": True}
ALPHA, BRAVO, CHARLIE, DELTA, ECHO, FOXTROT = 1, 2, 3, 4, 5, 6
#: X1-FLEET-2 (2): the die's main-board sector (exodus-from-001's sector names).
ROLLED = {8: ALPHA, 7: ALPHA, 6: BRAVO, 5: BRAVO, 4: FOXTROT, 3: CHARLIE, 2: ECHO, 1: DELTA}
MASSIVE_ASSAULT = "base.super_crisis.massive_assault"


def code_id(code: str) -> str:
    return code.split("#", 1)[0]


@pytest.mark.rules("X1-FLEET-1", "X1-COMP-12", "X1-SC-2", "X-FLEET-SETUP-1", "X-FLEET-1")
def test_the_ten_cylon_attack_crises_and_massive_assault_are_removed() -> None:
    """With the option: none of base's 10 Cylon Attack Crisis cards nor the Super Crisis
    Massive Assault is in its deck, all are set aside; without it they are dealt."""
    fleet = sc.set_up(4, 3, plugins=("exodus",), **FLEET).state.game
    cards = fleet_board().rules.data["base.cards"]
    attacks = {c.id for c in cards.crisis if c.kind == "cylon_attack" and c.id.startswith("base.")}
    assert sum(c.copies for c in cards.crisis if c.id in attacks) == 10
    decks = {code_id(c) for c in (*fleet.crisis_deck, *fleet.super_crisis_deck)}
    assert not decks & (attacks | {MASSIVE_ASSAULT})
    assert sum(1 for c in fleet.set_aside if code_id(c) in attacks) == 10
    assert MASSIVE_ASSAULT in {code_id(c) for c in fleet.set_aside}
    plain = sc.set_up(4, 3, plugins=("exodus",)).state.game
    plain_decks = {code_id(c) for c in (*plain.crisis_deck, *plain.super_crisis_deck)}
    assert attacks | {MASSIVE_ASSAULT} <= plain_decks


@pytest.mark.rules("X1-COMP-9", "X1-FLEET-2", "X1-INV-7", "X-FLEET-8", "X-FLEET-10", "X-FLEET-14")
@pytest.mark.parametrize("roll", range(1, 9))
def test_an_unanswered_raider_icon_places_one_raider_by_the_die(roll: int) -> None:
    """Nothing on the main board: the die places exactly 1 raider in the Cylon Fleet sector of
    the roll (7-8 Alpha, 5-6 Bravo, 4 Foxtrot, 3 Charlie, 2 Echo, 1 Delta) and the pursuit
    track moves exactly 1 (from Start to 1)."""
    b = fleet_board()
    with scripted_random(rolls=[roll]):
        after, events = b.run(ActivateCylons(b.game.current, "raiders"))
    (ship,) = of(events, fb.FleetShipPlaced)
    assert ship.kind == "raider" and fb.main_area(ship.area) == ROLLED[roll]
    value = fb.fleet(after.state)
    assert sum(map(sum, value.areas)) == 1 and value.areas[ship.area] == (1, 0, 0)
    assert value.pursuit == 1 and len(of(events, fb.PursuitMoved)) == 1
    assert len(value.areas) == 6


def unanswered(cylons: list[tuple[str, int]], icon: str, **kw: Any) -> list[str]:
    """The kinds of the ships an icon places on the Cylon Fleet board with these main-board
    ships (empty: it was answered on the main board)."""
    b = fleet_board(cylons=cylons, **kw)
    _, events = b.run(ActivateCylons(b.game.current, icon))
    return [e.kind for e in of(events, fb.FleetShipPlaced)]


@pytest.mark.rules("X1-FLEET-3", "X-FLEET-10", "X-FLEET-11", "X-FLEET-12")
def test_when_an_icon_is_unanswered_and_what_it_places() -> None:
    """Raiders: unanswered with no raider and no basestar (a raider placed). Heavy raiders: with
    no heavy raider, centurion or basestar (a heavy raider). Launch raiders, basestars attack:
    with no basestar (a basestar). Any ship that can act answers it on the main board."""
    assert unanswered([], "raiders") == ["raider"]
    assert unanswered([("raider", 2)], "raiders") == []
    assert unanswered([("basestar", 2)], "raiders") == []
    assert unanswered([("raider", 2)], "heavy_raiders") == ["heavy_raider"]
    assert unanswered([("heavy_raider", 2)], "heavy_raiders") == []
    assert unanswered([("basestar", 2)], "heavy_raiders") == []
    assert unanswered([], "heavy_raiders", centurions=(0,)) == []
    for icon in ("basestars_launch", "basestars_attack"):
        assert unanswered([("raider", 2), ("heavy_raider", 3)], icon) == ["basestar"]
        assert unanswered([("basestar", 2)], icon) == []


@pytest.mark.rules("X1-FLEET-4", "X-FLEET-15", "X-FLEET-16")
def test_with_none_in_the_supply_the_highest_sector_holding_one_comes_over_whole() -> None:
    """Both basestars on the Cylon Fleet board (in Charlie 3 and Bravo 5-6): no basestar to
    place, so every ship in the highest such sector (Bravo: a basestar and 2 raiders) moves to
    the main board's Bravo, and the pursuit track still advances 1."""
    b = fleet_board(
        areas={fb.index_of_main(BRAVO): (2, 0, 1), fb.index_of_main(CHARLIE): (0, 0, 1)}
    )
    after, events = b.run(ActivateCylons(b.game.current, "basestars_attack"))
    assert not of(events, fb.FleetShipPlaced)
    kinds = sorted((s.kind, s.area) for s in after.game.cylon_ships)
    assert kinds == [("basestar", BRAVO), ("raider", BRAVO), ("raider", BRAVO)]
    value = fb.fleet(after.state)
    assert value.areas[fb.index_of_main(BRAVO)] == EMPTY and value.pursuit == 1
    assert value.areas[fb.index_of_main(CHARLIE)] == (0, 0, 1)


@pytest.mark.rules(
    "X1-FLEET-5", "X1-FLEET-6", "X1-INV-6", "X-PURSUIT-3", "X-PURSUIT-4", "X-PURSUIT-6"
)
def test_the_pursuit_track_spaces_one_to_three() -> None:
    """Start -> 1: the CAG places 1 civilian ship from the pile; 1 -> 2: nothing; 2 -> 3: 2
    civilian ships. The track never rests beyond 3."""
    b = fleet_board(cag=0)
    pile = len(b.game.civilian_pile)
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    assert after.pending is not None and after.pending.kind == "exodus_civilian_area"
    after, events = after.play(after.option("exodus.place_civilian_at", area=DELTA))
    assert [e.civilians for e in placed(events)] == [1]
    assert len(after.game.civilians) == 1 and len(after.game.civilian_pile) == pile - 1
    second = fleet_board(cag=0, pursuit=1)
    after, _ = second.run(ActivateCylons(second.game.current, "raiders"))
    assert fb.fleet(after.state).pursuit == 2 and not after.game.civilians
    assert after.pending is None or after.pending.kind != "exodus_civilian_area"
    third = fleet_board(cag=0, pursuit=2)
    after, _ = third.run(ActivateCylons(third.game.current, "raiders"))
    for area in (ALPHA, BRAVO):
        assert after.pending is not None and after.pending.kind == "exodus_civilian_area"
        after, _ = after.play(after.option("exodus.place_civilian_at", area=area))
    assert len(after.game.civilians) == 2 and fb.fleet(after.state).pursuit == 3


@pytest.mark.rules("X1-FLEET-5", "X1-INV-6", "X-PURSUIT-5", "X-PURSUIT-7")
def test_full_readiness_sends_the_whole_fleet_board_and_returns_to_start() -> None:
    """From 3, the next advance: every ship of the Cylon Fleet board moves to the same-named
    main-board sector, the board is empty and the track is back on Start."""
    b = fleet_board(
        areas={fb.index_of_main(ALPHA): (2, 0, 0), fb.index_of_main(ECHO): (0, 1, 1)}, pursuit=3
    )
    with scripted_random(rolls=[1]):  # the new raider goes to Delta
        after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    value = fb.fleet(after.state)
    assert value.pursuit == 0 and value.areas == (EMPTY,) * 6
    ships = sorted((s.kind, s.area) for s in after.game.cylon_ships)
    assert ships == sorted(
        [("raider", ALPHA)] * 2 + [("heavy_raider", ECHO), ("basestar", ECHO), ("raider", DELTA)]
    )


@pytest.mark.rules("X1-FLEET-7", "X-FLEET-20", "X-FLEET-21", "X-FLEET-23")
def test_a_launch_short_of_raiders_takes_them_from_the_lowest_numbered_sector() -> None:
    """16 raiders on the main board and 2 on the Cylon Fleet board (Delta 1, Alpha 7-8): 2 in
    the supply. A basestar launching 3 takes 2 from the supply, then 1 from Delta, not Alpha."""
    raiders = [("raider", CHARLIE)] * 16
    b = fleet_board(
        cylons=[("basestar", BRAVO), *raiders],
        areas={fb.index_of_main(DELTA): (1, 0, 0), fb.index_of_main(ALPHA): (1, 0, 0)},
    )
    after, events = b.run(ActivateCylons(b.game.current, "basestars_launch"))
    assert of(events, fb.FleetShipsLeft) == [fb.FleetShipsLeft(fb.index_of_main(DELTA), (1, 0, 0))]
    value = fb.fleet(after.state)
    assert value.areas[fb.index_of_main(ALPHA)] == (1, 0, 0)
    assert value.areas[fb.index_of_main(DELTA)] == EMPTY and value.pursuit == 0
    assert sum(1 for s in after.game.cylon_ships if s.kind == "raider" and s.area == BRAVO) == 3


@pytest.mark.rules(
    "X1-FLEET-9", "X-FLEET-40", "X-FLEET-41", "X-FLEET-43", "X-FLEET-44", "X-FLEET-45"
)
def test_a_jump_moves_the_cylons_to_the_fleet_board_and_leaves_the_civilians() -> None:
    """Every Cylon ship to its same-named Cylon Fleet sector with its damage removed; vipers to
    the reserve, their pilots to the Hangar Deck; civilians where they were; the centurion
    stays on the boarding track."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(
        cylons=[("basestar", FOXTROT), ("raider", ECHO), ("heavy_raider", DELTA)],
        civilians=[(BRAVO, pile[0]), (ECHO, pile[1])],
        vipers=[(ECHO, 0), (FOXTROT, -1)],
        centurions=(1,),
    )
    token = b.game.basestar_damage_pile[0]
    ships = tuple(
        attrs.evolve(s, damage=(token,)) if s.kind == "basestar" else s for s in b.game.cylon_ships
    )
    b = attrs.evolve(b, state=b.state.with_game(attrs.evolve(
        b.game, cylon_ships=ships, basestar_damage_pile=b.game.basestar_damage_pile[1:]
    )))  # fmt: skip
    reserve = b.game.vipers_reserve
    after, _ = b.run(Jump(b.game.current))
    value = fb.fleet(after.state)
    assert value.areas[fb.index_of_main(FOXTROT)] == (0, 0, 1)
    assert value.areas[fb.index_of_main(ECHO)] == (1, 0, 0)
    assert value.areas[fb.index_of_main(DELTA)] == (0, 1, 0)
    assert not after.game.cylon_ships and token in after.game.basestar_damage_pile
    assert sorted(c.area for c in after.game.civilians) == [BRAVO, ECHO]
    assert not after.game.vipers and after.game.vipers_reserve == reserve + 2
    assert after.game.players[0].location == "base.location.hangar_deck"
    assert after.game.centurions == b.game.centurions


@pytest.mark.rules("X1-FLEET-10", "X-CYL-2", "X-CYL-3")
def test_a_crisis_through_caprica_prepares_the_jump_but_activates_nothing() -> None:
    """A revealed Cylon's crisis at Caprica: its jump icon moves the jump track; its raider
    activation does not happen."""
    start, after, events = caprica_with_a_raider()
    assert after.game.jump_track == start.game.jump_track + 1
    assert after.game.cylon_ships == start.game.cylon_ships


@pytest.mark.rules("X1-INV-8", "X1-FLEET-4", "X-FLEET-SETUP-6", "B-INV-28")
def test_the_ship_limits_count_both_boards() -> None:
    """20 raiders on the main board pass the kit's limit check; one more on the Cylon Fleet
    board breaks it, as does a third basestar split across the two boards."""
    b = fleet_board(cylons=[("raider", 1 + i % 6) for i in range(20)])
    check_invariants(b.rules, b.state, at_rest=False)
    extra = attrs.evolve(fb.fleet(b.state), areas=((1, 0, 0),) + (EMPTY,) * 5)
    with pytest.raises(AssertionError, match="B-INV-28"):
        check_invariants(b.rules, b.state.with_plugin(fb.PART, extra), at_rest=False)
    two = fleet_board(cylons=[("basestar", 1), ("basestar", 2)])
    third = attrs.evolve(fb.fleet(two.state), areas=((0, 0, 1),) + (EMPTY,) * 5)
    with pytest.raises(AssertionError, match="B-INV-28"):
        check_invariants(two.rules, two.state.with_plugin(fb.PART, third), at_rest=False)


@pytest.mark.rules("X1-INV-6", "X-PURSUIT-7")
def test_the_kit_catches_a_marker_resting_on_full_readiness() -> None:
    """A corrupted state with the pursuit marker on position 4 fails the plugin's invariant
    check; positions Start to 3 pass."""
    for pursuit in range(4):
        b = fleet_board(pursuit=pursuit)
        check_invariants(b.rules, b.state, at_rest=False)
    b = fleet_board(pursuit=4)
    with pytest.raises(AssertionError, match="X1-INV-6"):
        check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules("X1-FLEET-3a", "X-FLEET-14")
def test_the_placement_roll_is_an_ordinary_modifiable_die() -> None:
    """A 3 for an unanswered raider icon, raised by Strategic Planning's +2: the raider goes to
    Bravo (5-6), not Charlie (3)."""
    for play, sector in ((True, BRAVO), (False, CHARLIE)):
        b = fleet_board(windows=True)
        planner = (b.game.current + 1) % 3
        b = planning(b, planner)
        b, _ = b.run(ActivateCylons(b.game.current, "raiders"))
        b, events = played_through(b, planner, play)
        (ship,) = of(events, fb.FleetShipPlaced)
        assert fb.main_area(ship.area) == sector
