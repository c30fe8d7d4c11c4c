"""Execution and reveal on New Caprica meeting base's procedures: the new character enters at
Resistance HQ before the return (P-PRE-4), Boomer in Detention (P-NEWC-1); a Cylon revealing in
Detention resolves no action of his card (P-DET-5)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import names as n
from nc_scenes import at, settled, with_part

from bsgcore.base import Execute, PickNewCharacter
from bsgcore.testing.scenarios import edits

HUMAN = "base.loyalty.you_are_not_a_cylon"
BOOMER = "base.character.sharon_boomer_valerii"
KARA = "base.character.kara_starbuck_thrace"
ZAREK = "base.character.tom_zarek"


def replaced(board, seat, character):  # type: ignore[no-untyped-def]
    """`seat` (human) executed, `character` chosen in his place."""
    board = edits.with_player(board, seat, loyalty=(HUMAN,) * len(board.game.players[seat].loyalty))
    board, _ = edits.resting(board).run(Execute(seat, "test"))
    board, _ = board.play(PickNewCharacter(seat, character))
    return board.game.players[seat]


@pytest.mark.rules("P-PRE-4", "P-NEWC-5")
def test_a_new_character_enters_at_resistance_hq_before_the_return() -> None:
    board = at(settled(), 1, n.SHIPYARD)
    player = replaced(board, 1, KARA)
    assert player.character == KARA and player.location == n.RESISTANCE_HQ


@pytest.mark.rules("P-NEWC-5")
def test_after_the_return_a_new_character_enters_at_his_start_colonial_one_closed() -> None:
    board = at(with_part(settled(), phase=n.ORBIT), 1, n.SHIPYARD)
    assert replaced(board, 1, KARA).location == "base.location.hangar_deck"
    assert replaced(board, 1, ZAREK).location == n.RESISTANCE_HQ  # his start is on Colonial One


@pytest.mark.rules("P-NEWC-1", "P-PRE-4")
def test_boomer_after_the_sleeper_phase_enters_detention_on_the_planet() -> None:
    board = edits.edit(at(settled(), 1, n.SHIPYARD), sleeper_done=True)
    assert replaced(board, 1, BOOMER).location == n.DETENTION


@pytest.mark.rules("P-DET-5")
def test_a_cylon_revealing_in_detention_resolves_no_action() -> None:
    card = "base.loyalty.you_are_a_cylon_damage_galactica"
    board = edits.holding(at(settled(), 1, n.DETENTION), 1, card)
    board = edits.at_action(board, 1)
    reveal = board.option("base.reveal_cylon", card=card)
    after, events = board.play(reveal)
    assert not any(e.tag == "core.frames_pushed" and "RunOps" in repr(e) for e in events)
    assert not any("RunOps" in repr(frame) and card in repr(frame) for frame in after.state.stack)
    free = edits.holding(at(settled(), 1, n.SHIPYARD), 1, card)
    free = edits.at_action(free, 1)
    _, events = free.play(free.option("base.reveal_cylon", card=card))
    assert any("RunOps" in repr(e) and card in repr(e) for e in events)  # the action, elsewhere
