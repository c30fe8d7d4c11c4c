"""Cylon Fleet with Pegasus's New Caprica objective (exodus.md §8, X-PEG-12, -13, -15, -17): the
New Caprica set-up clears the civilian ships, the Cylon Fleet board and the pursuit track are
frozen until Galactica returns (through base's ``op_acts_on``, which Pegasus's frozen space
reads), Galactica's return takes its ships per the Cylon Fleet placement, and the CAG keeps his
title in Detention."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.content import RETURN_CARD
from bsg_pegasus.newcaprica.state import nc, with_nc

from bsgcore.base import ActivateVipers, RunOps, op_acts_on
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board

PLUGINS = ("pegasus", "exodus")
CHARACTERS = ("galen_tyrol", "saul_tigh", "laura_roslin", "lee_apollo_adama")
OPTIONS = {"cylon_fleet": True, "new_caprica": True}
AMBUSH = "base.destination.cylon_ambush"  # a basestar, 3 raiders and 3 civilian ships
BRIDGE = "exodus.location.basestar_bridge"
ARREST = "base.quorum.arrest_order"
EMPTY: fb.Ships = (0, 0, 0)


def table(seed: int = 1, **options: Any) -> Board:
    """A 4-seat Pegasus and Exodus table at distance 7, in the first player's Movement step."""
    return turn.table(
        4, seed, CHARACTERS, plugins=PLUGINS, options={**OPTIONS, **options}, distance=7
    )


def settled(seed: int = 1) -> Board:
    """The table just after the New Caprica set-up (occupied, before Galactica returns)."""
    board, _ = table(seed).run(flow.Settle(table(seed).game.current))
    assert nc(board.state).phase == n.OCCUPIED
    return board


def in_phase(board: Board, phase: str) -> Board:
    return Board(board.rules, with_nc(board.state, attrs.evolve(nc(board.state), phase=phase)))


def finish(board: Board, pick: Any) -> tuple[Board, list[Any]]:
    """Answer every decision with ``pick(decision)`` until the resting frame."""
    events: list[Any] = []
    for _ in range(40):
        if board.pending is None or board.pending.kind == "base.not_implemented":
            return board, events
        board, more = board.play(pick(board.pending))
        events += more
    raise AssertionError("the step did not come to rest")


@pytest.mark.rules("X-PEG-13")
def test_the_new_caprica_set_up_clears_the_civilian_ships_even_with_cylon_fleet() -> None:
    """Cylon Fleet keeps civilian ships through jumps (X-FLEET-41), not through the New Caprica
    set-up: they leave the space areas (Pegasus's rule)."""
    board = table()
    board, _ = edits.resting(board).run(RunOps(AMBUSH, "effects", board.game.current))
    assert board.game.civilians
    settle = Board(board.rules, board.state.pop()) if board.pending else board
    after, _ = settle.run(flow.Settle(settle.game.current))
    assert nc(after.state).phase == n.OCCUPIED
    assert after.game.civilians == ()


def bridge(board: Board, first: int, second: int) -> tuple[Board, list[Any]]:
    """A revealed Cylon at the Basestar Bridge uses abilities `first` and `second`."""
    seat = board.game.current
    board = edits.at_action(edits.cylon_at(board, seat, BRIDGE), seat)
    board, events = board.play(board.option("base.use_location", location=BRIDGE))

    def pick(decision: Any) -> Any:
        if decision.kind == "exodus_bridge_abilities":
            return next(o for o in decision.options if (o.first, o.second) == (first, second))
        return decision.options[0]

    board, more = finish(board, pick)
    return board, events + more


@pytest.mark.rules("X-PEG-17")
def test_before_the_return_the_cylon_fleet_board_and_pursuit_track_are_frozen() -> None:
    """The Bridge's "place ships on the Cylon Fleet board" and its roll that advances the
    pursuit marker do nothing before Galactica returns; after the return they act. Both ops
    are declared as acting on space (base's ``op_acts_on``)."""
    board = settled()
    with using_rules(board.rules):
        assert "space" in op_acts_on("exodus_place_on_cylon_fleet")
        assert "space" in op_acts_on("pursuit_track")
    frozen, _ = bridge(board, 1, 2)
    assert fb.fleet(frozen.state) == fb.fleet(board.state)
    orbit = in_phase(board, n.ORBIT)
    acted, events = bridge(orbit, 1, 2)
    assert fb.fleet(acted.state).areas != fb.fleet(orbit.state).areas
    assert any(e.tag == "exodus.bridge_ships_placed" for e in events)


@pytest.mark.rules("X-PEG-12", "X-FLEET-21")
def test_galactica_returns_with_basestars_taken_from_the_cylon_fleet_board() -> None:
    """With both basestars on the Cylon Fleet board (none in the supply), Galactica's return
    places them from the board, lowest area first (X-FLEET-20..22)."""
    board = in_phase(settled(), n.ORBIT)
    game = attrs.evolve(board.game, cylon_ships=())
    board = edits.with_game(board, game)
    areas = [EMPTY] * 6
    areas[0], areas[5] = (0, 0, 1), (0, 0, 1)
    value = attrs.evolve(fb.fleet(board.state), areas=tuple(areas))
    board = Board(board.rules, board.state.with_plugin(fb.PART, value))
    after, _ = finish(
        edits.resting(board).run(RunOps(RETURN_CARD, "effects", board.game.current))[0],
        lambda d: d.options[0],
    )
    basestars = [s for s in after.game.cylon_ships if s.kind == "basestar"]
    assert sorted(s.area for s in basestars) == sorted(n.ABOVE_GALACTICA)
    assert fb.fleet(after.state).held("basestar") == 0


def arrested(board: Board) -> tuple[Board, int]:
    """The President plays Arrest Order on the CAG (or, if she is the CAG, on the next seat)."""
    president = board.game.president
    cag = board.game.titles["cag"]
    target = cag if cag != president else (president + 1) % 4
    board = edits.at_action(edits.edit(board, quorum_hand=(ARREST,)), president)
    board, _ = board.play(board.option("base.play_quorum_card", card=ARREST))

    def pick(decision: Any) -> Any:
        wanted = [o for o in decision.options if getattr(o, "value", None) == target]
        return wanted[0] if wanted else decision.options[0]

    board, _ = finish(board, pick)
    return board, target


@pytest.mark.rules("X-PEG-15", "X-CAG-4")
def test_the_cag_keeps_his_title_in_detention_but_not_in_the_brig() -> None:
    for seed in range(4):
        board = settled(seed)
        if board.game.titles["cag"] == board.game.president:
            continue
        detained, target = arrested(board)
        assert detained.game.players[target].location == n.DETENTION
        assert detained.game.titles["cag"] == target
        aboard, target = arrested(table(seed))  # no phase: the Brig
        assert aboard.game.players[target].location == "base.location.brig"
        assert aboard.game.titles["cag"] != target
        return
    raise AssertionError("no seed gave a CAG who is not the President")


def returned(seed: int = 1) -> Board:
    """After Galactica's return (its ships and vipers placed), at rest."""
    board = in_phase(settled(seed), n.ORBIT)
    board, _ = finish(
        edits.resting(board).run(RunOps(RETURN_CARD, "effects", board.game.current))[0],
        lambda d: d.options[0],
    )
    return Board(board.rules, board.state.pop())


@pytest.mark.rules("X-PEG-14", "X-FLEET-30")
def test_after_the_return_vipers_escort_civilian_ships_again() -> None:
    """A civilian ship evacuated from the planet (as the table holds it before the set-up)
    shares a viper's area after the return: activating the viper offers to escort it."""
    before, _ = edits.resting(table()).run(RunOps(AMBUSH, "effects", table().game.current))
    board = returned()
    viper = next(v for v in board.game.vipers if v.area)
    ship = attrs.evolve(before.game.civilians[0], area=viper.area)
    pile = tuple(c for c in board.game.civilian_pile if c != ship.back)
    board = edits.with_game(board, attrs.evolve(board.game, civilians=(ship,), civilian_pile=pile))
    after, _ = edits.resting(board).run(ActivateVipers(board.game.current, 1))
    assert after.pending is not None
    escorts = [o for o in after.pending.options if o.tag == "exodus.escort_civilian"]
    here = {v.uid for v in board.game.vipers if v.area == viper.area}
    assert {(o.viper, o.civilian) for o in escorts} == {(uid, ship.uid) for uid in here}


@pytest.mark.rules("X-PEG-16", "X-ADM-3")
def test_the_admiral_has_both_the_final_order_and_the_space_area_nuke() -> None:
    """In orbit the Admiral holds the New Caprica Admiral card and the alternative Admiral
    card: his Action step offers the final jump order and the nuke aimed at a space area."""
    board = returned()
    admiral = board.game.admiral
    assert board.game.nukes > 0
    acting = edits.at_action(board, admiral)
    assert acting.pending is not None
    assert {"pegasus.nc.final_order", "base.launch_nuke"} <= {o.tag for o in acting.pending.options}
    aimed, _ = acting.play(acting.option("base.launch_nuke"))
    assert aimed.pending is not None
    assert {o.tag for o in aimed.pending.options} == {"exodus.nuke_area"}
