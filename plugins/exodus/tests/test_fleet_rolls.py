"""The Cylon Fleet's two dice are base's rolls, with base's windows (part ``bsg_exodus.fleet``):
the die placing a ship on the Cylon Fleet board (X-FLEET-14, reinforce.py) and the alternative
Admiral's nuke (B-NUKE-7, nuke.py), each modified by a Strategic Planning played before it."""

from __future__ import annotations

import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import nuke
from test_fleet import fleet_board, of

from bsgcore.base import ActivateCylons, CylonShipDestroyed, NukeAttack
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill
from bsgcore.testing.scripted import scripted_random

PLAN = skill("strategic_planning", 3)
AREA = 3
BEFORE_ROLL = "strategic_planning"  # base's window before a die (its decision kind)
WINDOWS = ("claim_" + BEFORE_ROLL, BEFORE_ROLL, "eco_officer")


def planning(b: Board, seat: int) -> Board:
    """The board with `seat` holding a Strategic Planning, the others no card."""
    with using_rules(b.rules):
        game = arrange(b.game, {s: [PLAN] if s == seat else [] for s in range(3)})
    return Board(b.rules, b.state.with_game(game))


def played_through(b: Board, planner: int, play: bool) -> tuple[Board, list]:  # type: ignore[type-arg]
    """Through the roll's windows (Exodus asks who wants to play first, P-TIME-1): `planner`
    claims and plays his card (or passes), every other seat passes. The die shows 3."""
    assert b.pending is not None and b.pending.kind == "claim_" + BEFORE_ROLL
    out: list = []  # type: ignore[type-arg]
    asked = set()
    with scripted_random(rolls=[3]):
        while b.pending is not None and b.pending.kind in WINDOWS:
            seat, kind = b.pending.seat, b.pending.kind
            asked.add(seat)
            tags = [o.tag for o in b.pending.options]
            if play and seat == planner and "base.claim_play" in tags:
                command = b.option("base.claim_play")
            elif play and seat == planner and kind == BEFORE_ROLL:
                command = b.option("base.play_skill", card=PLAN)
            else:
                command = b.option("base.no_card")
            b, events = b.play(command)
            out += events
    assert planner in asked
    return b, out


@pytest.mark.rules("X-FLEET-14")
def test_strategic_planning_moves_the_ship_placed_on_the_fleet_board() -> None:
    """X-FLEET-14: raiders with nothing on the main board roll for the Cylon Fleet board; a 3
    with Strategic Planning's +2 puts the raider in the 5-6 area, not the 3 one."""
    for play, result in ((True, 5), (False, 3)):
        b = fleet_board(windows=True)
        planner = (b.game.current + 1) % 3
        b = planning(b, planner)
        b, _ = b.run(ActivateCylons(b.game.current, "raiders"))
        b, events = played_through(b, planner, play)
        (placed,) = of(events, fb.FleetShipPlaced)
        assert (placed.area, placed.roll) == (fb.area_of_roll(result), result)
        assert fb.fleet(b.state).held("raider") == 1 and b.game.roll is None


@pytest.mark.rules("B-NUKE-7")
def test_strategic_planning_modifies_the_alternative_nuke() -> None:
    """B-NUKE-7: the nuke at an area rolls base's die: a 3 (a basestar destroyed) with
    Strategic Planning is a 5, still a destroyed basestar; a 6 plus 2 is an 8, every ship."""
    b = fleet_board(cylons=[("basestar", AREA), ("raider", AREA)], windows=True)
    admiral = b.game.admiral
    planner = (admiral + 1) % 3
    b = planning(b, planner)
    b, _ = b.run(NukeAttack(admiral))
    b, _ = b.play(b.option("exodus.nuke_area", area=AREA))
    b, events = played_through(b, planner, True)
    (fired,) = of(events, nuke.AreaNuked)
    assert fired.roll == 5
    assert len(of(events, CylonShipDestroyed)) == 1 and b.game.roll is None
