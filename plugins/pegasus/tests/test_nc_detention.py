"""Detention and the Medical Center (P-DET-*): the redirects for those on New Caprica, their
passive rules, and who may be sent there."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import actions, ops
from bsg_pegasus.newcaprica import names as n
from nc_scenes import at, settled, with_part

from bsgcore.base import move_events
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits


def sent(board, seat: int, to: str) -> str:  # type: ignore[no-untyped-def]
    with using_rules(board.rules):
        moved = move_events(board.game, seat, to, "test")
    return str(moved[0].to)  # type: ignore[attr-defined]


@pytest.mark.rules("P-DET-2", "P-DET-8", "P-DET-9")
def test_brig_and_sickbay_mean_detention_and_medical_center_on_new_caprica() -> None:
    board = settled()
    assert sent(board, 1, n.BRIG) == n.DETENTION
    assert sent(board, 1, n.SICKBAY) == n.MEDICAL_CENTER
    ship = at(with_part(board, phase=n.ORBIT), 1, "base.location.command")
    assert sent(ship, 1, n.BRIG) == n.BRIG  # on Galactica after the return: the Brig itself


@pytest.mark.rules("P-DET-1", "P-ORB-8")
def test_before_the_return_the_resurrection_ship_means_the_medical_center() -> None:
    board = settled()
    moved = board.rules.registry.tags["base.character_moved"](2, n.RESURRECTION_SHIPS[0], "reveal")
    redirected = actions.resurrection_redirect(board.state, moved)
    assert [e.to for e in redirected][:1] == [n.MEDICAL_CENTER]  # type: ignore[attr-defined]
    assert actions.resurrection_redirect(with_part(board, phase=n.ORBIT).state, moved) == []


@pytest.mark.rules("P-DET-6", "P-INV-30")
def test_an_admiral_sent_to_detention_keeps_the_title() -> None:
    board = settled()
    admiral = board.game.admiral
    with using_rules(board.rules):
        moved = move_events(board.game, admiral, n.BRIG, "test")
    assert [e.tag for e in moved] == ["base.character_moved"]  # no title change follows


@pytest.mark.rules("P-DET-7", "P-INV-20")
def test_a_cylon_player_is_never_sent_to_detention() -> None:
    board = edits.with_player(settled(), 2, revealed=True, location=n.SHIPYARD)
    with using_rules(board.rules):
        assert not ops.sendable(board.game, 2, n.DETENTION)
        assert ops.sendable(board.game, 1, n.DETENTION)


@pytest.mark.rules("P-DET-10")
def test_detention_caps_a_check_at_2_cards_and_the_medical_center_draws_1() -> None:
    board = at(settled(), 1, n.DETENTION)
    assert actions.check_card_limit(board.game, 1, 99) == 2
    assert actions.check_card_limit(board.game, 0, 99) == 99
    board = at(board, 0, n.MEDICAL_CENTER)
    frame = board.rules.registry.tags["base.f.choose_draw"](0, 0, (), ("tactics", "piloting"))
    draw = actions.receive_skills(board.game, 0, frame)
    assert draw.count == 1 and draw.fixed == () and set(draw.types) == {"tactics", "piloting"}


@pytest.mark.rules("P-DET-1")
def test_a_cylon_revealed_on_the_planet_lands_in_the_medical_center() -> None:
    """Through base's own reveal (a hidden Cylon reveals as his Action): the Resurrection Ship
    means the Medical Center before the return."""
    board = edits.holding(settled(), 1, "base.loyalty.you_are_a_cylon_morale")
    board = edits.at_action(board, 1)
    reveal = [o for o in board.pending.options if o.tag == "base.reveal_cylon"]  # type: ignore[union-attr]
    assert reveal
    after, events = board.play(reveal[0])
    for _ in range(20):
        if after.pending is None or after.pending.kind == "base.not_implemented":
            break
        after, more = after.play(after.pending.options[0])
        events += more
    assert after.game.players[1].revealed
    assert after.game.players[1].location == n.MEDICAL_CENTER
