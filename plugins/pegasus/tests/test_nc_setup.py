"""The New Caprica objective and setup (P-NC-1, -7, P-NCS-3..7, P-NCC-1, -3, P-INV-29): the
phase begins after the jump that reaches distance 7, everyone goes to the planet, the civilian
ships to the Locked stack, the New Caprica Crisis deck replaces the Crisis deck."""

from __future__ import annotations

import attrs
import pytest
from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as n
from nc_scenes import crisis_codes, part, run, settled, table

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board


def test_new_caprica_crisis_cards_stay_out_of_the_crisis_deck_until_the_phase() -> None:
    """At set-up the New Caprica Crisis cards wait aside, as their own deck (P-NCS-6)."""
    board = table()
    nc_cards = set(crisis_codes(board))
    assert nc_cards and not nc_cards & set(board.game.crisis_deck)
    assert board.game.crisis_in_use == "crisis"
    assert set(board.game.crisis_aside[n.NC_CRISIS_DECK][0]) == nc_cards


@pytest.mark.rules("P-NC-1")
def test_the_phase_begins_at_distance_7_not_before() -> None:
    """The objective's check after a jump settles the fleet at 7 or more, not at 6."""
    board = table()
    still, _ = run(board, flow.Settle(0))
    assert part(still).phase == n.NOT_BEGUN
    board = edits.edit(board, distance=7)
    settled_board, _ = run(board, flow.Settle(0))
    assert part(settled_board).phase == n.OCCUPIED


@pytest.mark.rules("P-NC-1")
def test_without_the_new_caprica_option_the_objective_is_kobol() -> None:
    """With ``new_caprica=false`` (P-VAR-3) distance 7 starts no phase."""
    board = table()
    state = attrs.evolve(board.state, options={**board.state.options, "new_caprica": False})
    board = edits.edit(Board(board.rules, state), distance=7)
    after, _ = run(board, flow.Settle(0))
    assert part(after).phase == n.NOT_BEGUN


@pytest.mark.rules("P-NCS-3", "P-NCS-4", "P-NCS-8")
def test_humans_go_to_resistance_hq_and_cylons_to_occupation_authority() -> None:
    """Every human (the Brig's and a pilot's too) to Resistance HQ, every revealed Cylon to
    Occupation Authority."""
    board = table(distance=7)
    board = edits.placed(board, 1, "base.location.brig")
    board = edits.with_player(board, 2, revealed=True, location="base.location.caprica")
    after, _ = run(board, flow.Settle(0))
    places = [p.location for p in after.game.players]
    assert places == [n.RESISTANCE_HQ, n.RESISTANCE_HQ, n.OCCUPATION_AUTHORITY, n.RESISTANCE_HQ]


@pytest.mark.rules("P-NCS-5", "P-NCS-9", "P-EVAC-1", "P-INV-17")
def test_every_civilian_ship_goes_to_the_locked_stack() -> None:
    """The ships in space and the unused ones make the Locked stack; none is left elsewhere."""
    board = table(distance=7)
    ships = len(board.game.civilians) + len(board.game.civilian_pile)
    assert board.game.civilians  # base's set-up puts two in space
    after = settled()
    assert len(part(after).locked) == ships
    assert not after.game.civilians and not after.game.civilian_pile and not after.game.cargo
    assert sorted(part(after).locked) == sorted(board.game.civilian_pile + board.game.cargo)


@pytest.mark.rules("P-NCS-6", "P-NCC-1")
def test_the_new_caprica_crisis_deck_replaces_the_crisis_deck() -> None:
    """After the setup the Crisis deck in use holds exactly the New Caprica Crisis cards; the
    old deck and its discards are set aside, unused for the rest of the game."""
    board = table(distance=7)
    old = (board.game.crisis_deck, board.game.crisis_discard)
    after = settled()
    assert after.game.crisis_in_use == n.NC_CRISIS_DECK
    assert sorted(after.game.crisis_deck) == sorted(crisis_codes(after))
    assert not after.game.crisis_discard
    assert after.game.crisis_aside["crisis"] == old


@pytest.mark.rules("P-NCS-7", "P-INV-29")
def test_the_fleet_marker_goes_back_to_start() -> None:
    """Right after the setup the fleet marker is on Start."""
    board = table(distance=7, jump_track=3)
    after, _ = run(board, flow.Settle(0))
    assert after.game.jump_track == 0


@pytest.mark.rules("P-NC-7")
def test_a_jump_to_7_finishes_before_the_setup() -> None:
    """The jump's own steps (the reset) come first, then the New Caprica setup: the Settle step
    sits under the jump's last steps."""
    from bsg_pegasus.newcaprica.phase import bsg_base_jump_steps

    frames = bsg_base_jump_steps(table().game, 0, ("finish", "choose"))  # type: ignore[arg-type]
    assert frames[0] == flow.Settle(0) and frames[1:] == ("finish", "choose")
