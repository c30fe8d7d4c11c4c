"""The Basestar Bridge (exodus.md §6.2, part ``bsg_exodus.fleet``, bridge.py): a Cylon location
only with the Cylon Fleet, whose action resolves two different abilities declared first."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import bridge
from test_fleet import fleet_board, of

from bsgcore.base import MovementStep, RunOps
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scripted import scripted_random

CAPRICA = "base.location.caprica"
CYLON, CAG = 0, 1


def at_bridge(b: Board) -> Board:
    """Seat 0 a revealed Cylon on the Bridge (seat 1 the CAG)."""
    return edits.with_player(b, CYLON, revealed=True, location=bridge.BRIDGE)


def act(b: Board, first: int, second: int) -> Board:
    """Seat 0 takes the Bridge's action and declares abilities `first` then `second`."""
    b, _ = edits.resting(at_bridge(b)).run(RunOps(bridge.BRIDGE, "effects", CYLON))
    b, _ = b.play(b.option("exodus.bridge_abilities", first=first, second=second))
    return b


@pytest.mark.rules("X-BRIDGE-1")
@pytest.mark.parametrize("used", (True, False))
def test_the_bridge_is_a_cylon_location_only_with_the_option(used: bool) -> None:
    """A revealed Cylon on Caprica may move to the Bridge with the Cylon Fleet, not without."""
    b = edits.with_player(fleet_board(used=used), CYLON, revealed=True, location=CAPRICA)
    moving, _ = edits.resting(b).run(MovementStep(CYLON))
    assert moving.pending is not None
    offered = [o.to for o in moving.pending.options if o.tag == "base.move"]  # type: ignore[attr-defined]
    assert (bridge.BRIDGE in offered) == used
    assert "base.location.cylon_fleet" in offered


@pytest.mark.rules("X-BRIDGE-3", "X-BRIDGE-4", "X-BRIDGE-6")
def test_two_different_abilities_are_declared_then_resolved_in_order() -> None:
    """The action asks for an ordered pair of two different abilities (12); declared 2 then 1,
    the placement comes first, then the CAG's civilian ship."""
    b = fleet_board(cag=CAG)
    asked, _ = edits.resting(at_bridge(b)).run(RunOps(bridge.BRIDGE, "effects", CYLON))
    assert asked.pending is not None and asked.pending.kind == "exodus_bridge_abilities"
    pairs = [(o.first, o.second) for o in asked.pending.options]  # type: ignore[attr-defined]
    assert len(pairs) == 12 and all(a != b for a, b in pairs)
    after = act(b, 1, 0)
    assert after.pending is not None and after.pending.kind == "exodus_bridge_placement"
    after, _ = after.play(after.option("exodus.place_on_fleet", kind="basestar", area=2))
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("exodus_civilian_area", CAG)


@pytest.mark.rules("X-BRIDGE-7")
def test_ability_2_places_from_the_supply_and_leaves_the_marker() -> None:
    """3 raiders to the chosen Cylon area, or as many as the supply holds; the pursuit marker
    does not move."""
    b = fleet_board(cag=CAG, pursuit=1)
    with using_rules(b.rules):
        supply = fb.fleet(b.state).held("raider")
    after = act(b, 1, 0)
    after, events = after.play(after.option("exodus.place_on_fleet", kind="raider", area=4))
    assert of(events, bridge.BridgeShipsPlaced) == [bridge.BridgeShipsPlaced("raider", 4, 3)]
    assert fb.fleet(after.state).areas[4] == (3 + supply, 0, 0)
    assert fb.fleet(after.state).pursuit == 1


@pytest.mark.rules("X-BRIDGE-5", "X-BRIDGE-8")
@pytest.mark.parametrize(
    ("roll", "jump", "wanted"), [(2, 2, (1, 1)), (2, 0, (0, 1)), (5, 2, (2, 2))]
)
def test_ability_3_moves_the_jump_track_back_or_the_pursuit_on(
    roll: int, jump: int, wanted: tuple[int, int]
) -> None:
    """1-3: the jump track 1 back (none on its start); 4-8: the pursuit marker 1 on (here from
    the one-civilian space to the empty one)."""
    b = fleet_board(cag=CAG, pursuit=1)
    b = edits.with_game(b, attrs.evolve(b.game, jump_track=jump))
    with scripted_random(rolls=[roll]):
        after = act(b, 2, 3)  # ability 4 then needs more raiders than the roll: nothing
    assert (after.game.jump_track, fb.fleet(after.state).pursuit) == wanted


@pytest.mark.rules("X-BRIDGE-5")
@pytest.mark.parametrize(("roll", "hit"), [(2, True), (3, False)])
def test_ability_4_damages_galactica_when_lower_than_the_raiders(roll: int, hit: bool) -> None:
    """With 3 raiders on the main board a 2 draws 2 Galactica damage tokens, one to resolve;
    a 3 is not lower: nothing."""
    b = fleet_board(cag=CAG, pursuit=2, cylons=[("raider", 1)] * 3)
    with scripted_random(rolls=[roll, 8]):
        after = act(b, 3, 2)
    assert after.pending is not None
    if hit:
        assert (after.pending.kind, after.pending.seat) == ("resolve_damage", CYLON)
        assert len(after.pending.options) == 2
    else:
        assert after.pending.kind != "resolve_damage"
