"""Space geometry, ship placement and the component limits (B-MAP, B-COMP-9, -10, B-CIV-2)."""

from __future__ import annotations

import attrs
import pytest

from bsgcore.base import model as m
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.space import actions as sa
from bsgcore.base.space import activation as act
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import board
from bsgcore.testing.scripted import scripted_random

DONE = "base.not_implemented"


def test_ring_adjacency_b_map_2() -> None:
    """B-MAP-2: the six areas form a ring, each with exactly two neighbours."""
    assert [sp.adjacent(a) for a in sp.AREA_NUMBERS] == [
        (2, 6), (1, 3), (2, 4), (3, 5), (4, 6), (1, 5),
    ]  # fmt: skip
    assert sp.distance(1, 4) == 3 and sp.distance(6, 1) == 1 and sp.distance(2, 2) == 0


def test_heavy_raiders_head_for_the_nearest_launch_area_b_map_5() -> None:
    """B-MAP-5: alpha and delta are 1 from a launch area, bravo and charlie 2; never a tie."""
    assert {a: sp.nearest_launch_step(a) for a in sp.AREA_NUMBERS} == {
        1: 6, 2: 1, 3: 4, 4: 5, 5: 5, 6: 6,
    }  # fmt: skip


def test_clockwise_breaks_ties_b_map_3() -> None:
    """B-MAP-3 with B-ACTV-RAI-1: equally near targets both ways: move clockwise."""
    assert sp.step_toward(4, (1,)) == 5
    assert sp.step_toward(2, (1, 3)) == 3
    assert sp.step_toward(2, (6,)) == 1


def test_cylon_ship_limits_place_as_many_as_possible_b_comp_9_b_comp_10() -> None:
    """B-COMP-9, -10: 16 raiders at most; an effect wanting more places as many as fit."""
    b = board(cylons=[("raider", 1)] * 14)
    b, events = b.run(act.PlaceShips(b.game.current, "raider", ((3, 4),)))
    assert [e for e in events if isinstance(e, ShipsPlaced)] == [ShipsPlaced(3, raiders=2)]
    assert len(sp.cylons_of(b.game, "raider")) == 16
    b, events = b.run(act.PlaceShips(b.game.current, "raider", ((2, 1),)))
    assert not any(isinstance(e, ShipsPlaced) for e in events)
    assert len(sp.cylons_of(b.game, "raider")) == 16


def test_current_player_shares_out_ships_that_run_short_b_comp_10() -> None:
    """B-COMP-10: when the limit leaves too few for several areas, the current player decides."""
    b = board(cylons=[("raider", 1)] * 13)
    seat = b.game.current
    b, _ = b.run(act.PlaceShips(seat, "raider", ((2, 2), (4, 2))))
    decision = b.pending
    assert decision is not None and decision.kind == "allocate_ships" and decision.seat == seat
    assert [o.allocation for o in decision.options] == [  # type: ignore[attr-defined]
        ((2, 1), (4, 2)), ((2, 2), (4, 1)),
    ]  # fmt: skip
    b, _ = b.play(b.option("base.allocate_ships", allocation=((2, 2), (4, 1))))
    assert len(sp.cylons_in(b.game, 2, "raider")) == 2
    assert len(sp.cylons_in(b.game, 4, "raider")) == 1
    assert b.pending is not None and b.pending.kind == DONE


def test_basestars_heavy_raiders_and_vipers_are_limited_too_b_comp_9() -> None:
    """B-COMP-9: at most 2 basestars and 4 heavy raiders; vipers come only from the reserve."""
    b = board(cylons=[("basestar", 1)] * 2 + [("heavy_raider", 2)] * 4, vipers=[(5, -1)] * 7)
    game = b.game
    assert cb.place(game, 3, {"basestar": 1, "heavy_raider": 1}) == []
    assert cb.place(game, 3, {"viper": 3}) == [ShipsPlaced(3, vipers=1)]
    events = cb.place(game, 3, {"raider": 1, "viper": 3, "civilian": 1})
    assert events == [ShipsPlaced(3, raiders=1, vipers=1, civilians=1)]


def test_civilians_placed_from_the_pile_as_many_as_left_b_civ_2() -> None:
    """B-CIV-2: civilian ships come face down from the pile; an empty pile places fewer."""
    b = board()
    pile = len(b.game.civilian_pile)
    b, events = b.run(act.PlaceShips(b.game.current, "civilian", ((3, pile + 2),)))
    assert [e for e in events if isinstance(e, ShipsPlaced)] == [ShipsPlaced(3, civilians=pile)]
    assert b.game.civilian_pile == () and len(b.game.cargo) == pile
    check_invariants(b.rules, b.state, at_rest=False)


def test_pilot_moves_to_an_adjacent_area_b_move_6() -> None:
    """B-MOVE-6: a pilot in space may move his viper to an adjacent area."""
    b = board(vipers=[(5, 0)])
    assert sa.pilot_moves(b.game, 0) == (4, 6)
    assert sa.pilot_move(b.game, 0, 6) == [se.ShipMoved(100, 6)]


def test_pilot_leaving_space_returns_the_viper_b_viper_8() -> None:
    """B-VIPER-8: the pilot goes to a location and the viper back to the reserve."""
    b = board(vipers=[(5, 0)])
    game = se.fold(b.game, sa.pilot_leaves_space(b.game, 0, "base.location.command"))
    assert game.vipers == () and game.vipers_reserve == 8
    assert game.players[0].location == "base.location.command"


def test_space_invariants_b_inv_29_b_inv_30_b_inv_34_b_inv_36() -> None:
    """B-INV-29, B-INV-30, B-INV-34, B-INV-36: the invariant check refuses a centurion at the
    end of the track, a basestar at 3 damage, a location damaged twice or not damageable, and a
    ship outside the six areas."""
    b = board(cylons=[("basestar", 1)])
    check_invariants(b.rules, b.state, at_rest=False)
    crit = b.game.basestar_damage_pile
    bad: list[dict[str, object]] = [
        {"centurions": (4,)},
        {
            "cylon_ships": (attrs.evolve(b.game.cylon_ships[0], damage=crit[:3]),),
            "basestar_damage_pile": crit[3:],
        },
        {"damaged_locations": ("base.location.command", "base.location.command")},
        {"damaged_locations": ("base.location.research_lab",)},
        {"cylon_ships": (attrs.evolve(b.game.cylon_ships[0], area=7),)},
    ]
    for changes in bad:
        state = b.state.with_game(m.edited(b.game, **changes))  # type: ignore[arg-type]
        with pytest.raises(AssertionError, match="B-INV-"):
            check_invariants(b.rules, state, at_rest=False)


def test_one_effect_may_activate_the_same_viper_twice_b_viper_3() -> None:
    """B-VIPER-3: Command's two activations may launch a viper and then move that same viper."""
    b = board()
    b, _ = b.run(sa.ActivateVipers(0, 2))
    b, _ = b.play(b.option("base.activate_viper", kind="launch", target=5))
    launched = b.game.vipers[0].uid
    b, _ = b.play(b.option("base.activate_viper", kind="move", viper=launched, target=4))
    assert [(v.uid, v.area) for v in b.game.vipers] == [(launched, 4)]


def test_echo_and_foxtrot_are_the_launch_areas_b_map_4() -> None:
    """B-MAP-4: heavy raiders in alpha, bravo, charlie and delta each move one area toward echo
    or foxtrot (alpha to foxtrot, bravo to alpha, charlie to delta, delta to echo); an unmanned
    viper from the reserve launches only into echo or foxtrot."""
    b = board(cylons=[("heavy_raider", area) for area in (1, 2, 3, 4)])
    b, events = b.run(act.ActivateCylons(b.game.current, "heavy_raiders"))
    assert [e for e in events if isinstance(e, se.ShipMoved)] == [
        se.ShipMoved(100, 6), se.ShipMoved(101, 1), se.ShipMoved(102, 4), se.ShipMoved(103, 5),
    ]  # fmt: skip
    b = board()
    b, _ = b.run(sa.ActivateVipers(b.game.current, 1))
    launches = [o for o in b.pending.options if getattr(o, "kind", "") == "launch"]  # type: ignore[union-attr]
    assert sorted(o.target for o in launches) == [5, 6]  # type: ignore[attr-defined]


@pytest.mark.parametrize("area", [1, 2, 3, 4, 5, 6])
def test_raiders_in_any_area_attack_galactica_b_map_6(area: int) -> None:
    """B-MAP-6: Galactica is next to every area: a raider with no viper or civilian ship to go
    for attacks Galactica from where it is, whichever area that is (an 8 damages her)."""
    b = board(cylons=[("raider", area)])
    assert b.game.civilians == () and b.game.vipers == ()
    with scripted_random(rolls=[8]):
        b, events = b.run(act.ActivateCylons(b.game.current, "raiders"))
    attacks = [e for e in events if isinstance(e, se.AttackRolled)]
    assert [(a.attacker, a.target) for a in attacks] == [("raider 100", "Galactica")]
    assert any(isinstance(e, se.GalacticaDamaged) for e in events)
    assert [(s.kind, s.area) for s in b.game.cylon_ships] == [("raider", area)]


def test_at_most_five_damaged_locations_while_the_game_runs_b_inv_34() -> None:
    """B-INV-34: five Galactica locations may be damaged while the game runs; a sixth is
    refused (it ends the game)."""
    from bsgcore.base import model as m
    from bsgcore.state import State

    b = board()
    tokens = sorted(t for t in b.game.damage_pile if m.data().get(t).extra.get("location"))
    assert len(tokens) == 6

    def damaged(n: int) -> State:
        places = tuple(m.data().get(t).extra["location"] for t in tokens[:n])
        pile = tuple(t for t in b.game.damage_pile if t not in tokens[:n])
        return b.state.with_game(attrs.evolve(b.game, damage_pile=pile, damaged_locations=places))

    check_invariants(b.rules, damaged(5), at_rest=False)
    with pytest.raises(AssertionError, match="B-INV-34: Galactica should be destroyed"):
        check_invariants(b.rules, damaged(6), at_rest=False)
