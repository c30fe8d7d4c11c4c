"""More of the New Caprica rules: the board's locations (P-NCL-1, -2, -8), what the setup leaves
alone (P-NCS-2, -11), Cylon moves (P-NCM-5, P-DET-11), the location actions (P-OF-1, P-NCC-3),
raptors (P-PRE-3), the deck's reshuffle (P-NCC-10), base's losses (P-WIN-4) and the stacks'
secrecy (P-EVAC-8)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import content, flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica import secrets as nc_secrets
from nc_scenes import at, crisis_codes, options, part, run, settled, table, with_part

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits, turn
from bsgcore.view import secrets_for

USE, MOVE = "pegasus.nc.use_action", "base.move"


@pytest.mark.rules("P-NCL-1", "P-NCL-2", "P-NCL-8", "P-NCL-5")
def test_the_board_has_six_locations_two_hazardous_none_damageable() -> None:
    board = settled()
    with using_rules(board.rules):
        cards = data()
        assert tuple(cards.components.boards[n.BOARD]) == n.LOCATIONS
        hazardous = {loc for loc in n.LOCATIONS if cards.location(loc).hazardous}
        assert hazardous == {n.MEDICAL_CENTER, n.DETENTION}
        assert not any(cards.location(loc).damageable for loc in n.LOCATIONS)
    assert n.TRACK == (n.OCCUPATION_AUTHORITY, n.BREEDERS_CANYON, n.SHIPYARD)


@pytest.mark.rules("P-NCS-2", "P-NCS-10", "P-NCS-11")
def test_the_setup_leaves_space_the_track_and_the_other_decks_alone() -> None:
    before = table(distance=7, centurions=(1,))
    after, _ = run(before, flow.Settle(0))
    g0, g1 = before.game, after.game
    assert g1.cylon_ships == g0.cylon_ships and g1.centurions == g0.centurions
    assert [v for v in g1.vipers] == [v for v in g0.vipers if v.pilot < 0]
    for deck in ("super_crisis_deck", "quorum_deck", "destination_deck", "skill_decks", "destiny"):
        assert getattr(g1, deck) == getattr(g0, deck)


@pytest.mark.rules("P-NCM-5", "P-DET-11", "P-ORB-7")
def test_a_cylon_moves_on_the_planet_and_to_the_cylon_locations_after_the_return() -> None:
    board = edits.with_player(settled(), 1, revealed=True, location=n.MEDICAL_CENTER)
    board = edits.at_step(board, board.rules.registry.tags["base.f.movement"](1))
    moves = options(board, MOVE)
    planet = {n.RESISTANCE_HQ, n.OCCUPATION_AUTHORITY, n.BREEDERS_CANYON, n.SHIPYARD}
    assert {m.to for m in moves} == planet  # type: ignore[attr-defined]
    assert all(not m.discard for m in moves)  # type: ignore[attr-defined]
    orbit = with_part(board, phase=n.ORBIT)
    orbit = edits.at_step(edits.resting(orbit), orbit.rules.registry.tags["base.f.movement"](1))
    away = [m for m in options(orbit, MOVE) if m.to not in n.LOCATIONS]  # type: ignore[attr-defined]
    assert away and all(m.discard for m in away)  # type: ignore[attr-defined]


@pytest.mark.rules("P-OF-1")
def test_occupation_authority_cylon_action_activates_then_places() -> None:
    board = with_part(settled(), forces=(n.OCCUPATION_AUTHORITY,))
    board = edits.with_player(board, 1, revealed=True, location=n.OCCUPATION_AUTHORITY)
    board = edits.at_action(board, 1)
    after, _ = board.play(board.option(USE, action="pegasus.nc_action.occupation_authority_cylon"))
    assert part(after).forces == (n.OCCUPATION_AUTHORITY, n.BREEDERS_CANYON)


@pytest.mark.rules("P-NCC-3")
def test_breeders_canyon_cylon_action_resolves_a_new_caprica_crisis_card() -> None:
    board = edits.with_player(settled(), 1, revealed=True, location=n.BREEDERS_CANYON)
    board = edits.at_action(board, 1)
    after, events = board.play(board.option(USE, action="pegasus.nc_action.breeders_canyon_cylon"))
    seen = [c for e in events if e.tag == "base.crises_seen" for c in e.cards]  # type: ignore[attr-defined]
    assert len(seen) == 1 and seen[0].startswith("pegasus.nc_crisis.")
    assert part(after).skip_jump_turn == board.game.turn


@pytest.mark.rules("P-PRE-3")
def test_raptors_may_still_be_lost_before_the_return() -> None:
    code = "pegasus.nc_crisis.meet_liaison_officer"  # fail: -1 fuel, destroy 1 raptor
    board = settled()
    if code not in crisis_codes(board):
        pytest.skip("the card is not in play in this build")
    board = edits.with_game(board, turn.with_crisis(board.game, code))
    with using_rules(board.rules):
        step = board.rules.registry.tags["base.f.run_ops"](code, "failed", 0)
    after, _ = run(board, step)
    assert after.game.raptors == board.game.raptors - 1


@pytest.mark.rules("P-NCC-10")
def test_the_new_caprica_crisis_deck_reforms_from_its_discards() -> None:
    board = settled()
    codes = board.game.crisis_deck
    board = edits.edit(board, crisis_deck=(), crisis_discard=codes)
    step = board.rules.registry.tags["base.f.crisis"](board.game.current)
    after, _ = run(board, step)
    assert after.game.crisis.startswith("pegasus.nc_crisis.")
    assert len(after.game.crisis_deck) == len(codes) - 1


@pytest.mark.rules("P-WIN-4")
def test_base_losses_still_end_the_game_during_the_phase() -> None:
    board = edits.edit(settled(), population=0)
    step = board.rules.registry.tags["base.f.end_turn"](board.game.current)
    after, _ = run(board, step)
    assert after.state.outcome is not None and after.state.outcome.winner == "cylons"


@pytest.mark.rules("P-EVAC-8")
def test_the_stacks_are_secret_but_their_sizes_public() -> None:
    board = with_part(settled(), locked=("population_2", "empty", "population_1"))
    for seat in (None, 0, 1):
        secrets = secrets_for(board.rules, board.state, seat)
        assert any(s.path == "pegasus.newcaprica.locked" for s in secrets)
    peek = with_part(board, peeking=1)
    assert nc_secrets.view(peek.state, 1)["top_locked"] == "population_2"
    assert "top_locked" not in nc_secrets.view(peek.state, 0)
    assert nc_secrets.view(board.state, 0)["locked"] == 3


def test_action_cards_are_in_the_catalogue() -> None:
    """Every effect card of the phase is a card of its own deck (so RunOps finds its ops)."""
    board = settled()
    with using_rules(board.rules):
        ids = {c.id for c in data().decks[n.ACTION_DECK]}
    assert ids == set(content.ACTIONS)
    assert at(board, 0, n.SHIPYARD).game.players[0].location == n.SHIPYARD


def test_bsg_cards_lists_what_new_caprica_cannot_carry_out_yet() -> None:
    """The board and the title cards are carried out; Resistance HQ's action is listed missing
    exactly while no ``execute`` op exists (so it is never skipped silently), and then not
    offered."""
    from bsg_pegasus.catalogue import CARDS_KEY, EFFECTS_KEY

    board = settled()
    rows = {e.id for e in board.rules.data[CARDS_KEY].cards()}
    done = board.rules.data[EFFECTS_KEY]
    assert all(done.get(e) is not None for e in (n.BOARD, content.PRESIDENT_TITLE))
    execute = "execute" in board.rules.data["base.effects"].ops
    assert (f"{n.RESISTANCE_HQ}#action" in rows) == (not execute)
    acting = edits.at_action(board, 0)  # everyone starts at Resistance HQ
    offered = {o.action for o in options(acting, USE)}  # type: ignore[attr-defined]
    assert (content.RESISTANCE_HQ_ACTION in offered) == execute
