"""The Basestar Bridge as exodus-from-001 states it (X1-BRIDGE-1..4, X1-COMP-10, X1-CAG-7 (c)),
cross-checking exodus.md X-BRIDGE."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import bridge
from test_fleet import fleet_board, of
from test_fleet_bridge import CAG, CYLON, act, at_bridge

from bsgcore.base import MovementStep, RunOps
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scripted import scripted_random

CAPRICA = "base.location.caprica"


@pytest.mark.rules("X1-BRIDGE-1", "X1-COMP-10", "X-BRIDGE-1", "X-BRIDGE-2")
def test_a_revealed_cylon_moves_to_the_bridge_without_a_card() -> None:
    """From Caprica to the Bridge: offered, no discard asked, the hand unchanged; and from the
    Bridge the other Cylon locations are offered the same way."""
    b = edits.with_player(fleet_board(), CYLON, revealed=True, location=CAPRICA)
    hand = b.game.players[CYLON].hand
    moving, _ = edits.resting(b).run(MovementStep(CYLON))
    assert moving.pending is not None
    move = moving.option("base.move", to=bridge.BRIDGE)
    assert move.discard == ""  # type: ignore[attr-defined]
    moved, _ = moving.play(move)
    assert moved.game.players[CYLON].location == bridge.BRIDGE
    assert moved.game.players[CYLON].hand == hand
    assert moved.pending is None or moved.pending.kind != "discard"
    back, _ = edits.resting(at_bridge(fleet_board())).run(MovementStep(CYLON))
    assert back.pending is not None
    offered = {o.to for o in back.pending.options if o.tag == "base.move"}  # type: ignore[attr-defined]
    assert CAPRICA in offered and "base.location.cylon_fleet" in offered


@pytest.mark.rules("X1-BRIDGE-2", "X1-BRIDGE-3", "X-BRIDGE-3", "X-BRIDGE-4")
def test_the_action_offers_two_different_of_the_four_effects() -> None:
    """Every ordered pair of 2 different effects of the 4, and no pair repeating one."""
    b = fleet_board(cag=CAG)
    asked, _ = edits.resting(at_bridge(b)).run(RunOps(bridge.BRIDGE, "effects", CYLON))
    assert asked.pending is not None
    pairs = {(o.first, o.second) for o in asked.pending.options}  # type: ignore[attr-defined]
    assert pairs == {(a, c) for a in range(4) for c in range(4) if a != c}


@pytest.mark.rules("X1-BRIDGE-2", "X1-CAG-7", "X-BRIDGE-5", "X-CAG-10")
def test_effect_1_the_cag_places_a_civilian_ship() -> None:
    """Effect (1) then (3): the CAG, not the Cylon, chooses the civilian ship's sector."""
    b = fleet_board(cag=CAG)
    after = act(b, 0, 2)
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("exodus_civilian_area", CAG)
    pile = len(after.game.civilian_pile)
    after, _ = after.play(after.option("exodus.place_civilian_at", area=3))
    assert [c.area for c in after.game.civilians] == [3]
    assert len(after.game.civilian_pile) == pile - 1


@pytest.mark.rules("X1-BRIDGE-2", "X1-BRIDGE-4", "X-BRIDGE-5", "X-BRIDGE-7")
@pytest.mark.parametrize(("kind", "ships"), [("basestar", (0, 0, 1)), ("raider", (3, 0, 0))])
def test_effect_2_places_a_basestar_or_3_raiders_and_leaves_the_pursuit(
    kind: str, ships: fb.Ships
) -> None:
    """1 basestar or 3 raiders into the sector the Cylon picks on the Cylon Fleet board; the
    pursuit track does not move."""
    b = fleet_board(cag=CAG, pursuit=1)
    after = act(b, 1, 0)
    assert after.pending is not None and after.pending.seat == CYLON
    after, events = after.play(after.option("exodus.place_on_fleet", kind=kind, area=5))
    assert fb.fleet(after.state).areas[5] == ships
    assert fb.fleet(after.state).pursuit == 1
    assert not of(events, fb.PursuitMoved)


@pytest.mark.rules("X1-BRIDGE-2", "X-BRIDGE-5")
@pytest.mark.parametrize(("roll", "wanted"), [(1, (2, 1)), (3, (2, 1)), (4, (3, 2)), (8, (3, 2))])
def test_effect_3_jump_track_back_on_1_to_3_pursuit_on_4_to_8(
    roll: int, wanted: tuple[int, int]
) -> None:
    """With the jump track on 3 and the pursuit on 1: 1-3 the jump track -1, 4-8 pursuit +1."""
    b = fleet_board(cag=CAG, pursuit=1)
    b = edits.with_game(b, attrs.evolve(b.game, jump_track=3))
    with scripted_random(rolls=[roll]):
        after = act(b, 2, 3)  # effect (4) then rolls nothing useful: no raider on the board
    assert (after.game.jump_track, fb.fleet(after.state).pursuit) == wanted


@pytest.mark.rules("X1-BRIDGE-2", "X-BRIDGE-5")
@pytest.mark.parametrize(("roll", "hit"), [(1, True), (3, True), (4, False), (8, False)])
def test_effect_4_damage_when_the_roll_is_lower_than_the_raiders(roll: int, hit: bool) -> None:
    """4 raiders on the main board: a roll below 4 draws 2 Galactica damage tokens, 1 of them
    chosen by the Cylon; 4 or more, nothing."""
    b = fleet_board(cag=CAG, pursuit=2, cylons=[("raider", 1)] * 4)
    with scripted_random(rolls=[roll, 8]):
        after = act(b, 3, 2)
    assert after.pending is not None
    if hit:
        assert (after.pending.kind, after.pending.seat) == ("resolve_damage", CYLON)
        assert len(after.pending.options) == 2
    else:
        assert after.pending.kind != "resolve_damage"
