"""Simultaneous plays (P-TIME-1, P-TIME-2): before a check's cards go in, each seat says whether
it wants to play; when two or more do, the current player decides who plays first; a card that
can no longer be played by its turn (a second Reckless card, P-RECK-3) stays in its owner's
hand."""

from __future__ import annotations

import pytest
from skills_helpers import BEFORE_TAG, CLAIM, code, start_check

from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import WINDOWS, declined

JURY2 = code("jury_rigged_2", 2)
GUTS = code("guts_and_initiative_1", 1)
LEA1 = "base.skill.executive_order@1"


def claimed(b: Board, wanting: set[int]) -> Board:
    """Answer who wants to play: the seats of `wanting` do, the others not (a character's
    ability window on the way declined)."""
    while b.pending is not None and b.pending.kind not in ("order_claims", "skill_window"):
        assert b.pending.kind in WINDOWS, b.pending
        if b.pending.kind == "claim_skill_window":
            wants = b.pending.seat in wanting
            b, _ = b.play(b.option(CLAIM) if wants else b.option("base.no_card"))
        else:
            b, _ = b.play(declined(b))
    return b


@pytest.mark.rules("P-TIME-1", "P-TIME-2")
def test_the_current_player_decides_who_plays_first() -> None:
    """Two seats want to play a Reckless card before the check: the current player is asked
    who plays first and picks the one asked last; his Reckless card is played, and the other
    seat, offered the window next, has no Reckless card to play (one per check): it stays in
    his hand."""
    b = start_check({1: [JURY2], 2: [GUTS]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    first, second = (seat + 1) % 3, (seat + 2) % 3  # the table order the window asks in
    b = claimed(b, {first, second})
    assert b.pending is not None and b.pending.kind == "order_claims"
    assert b.pending.seat == seat
    assert {o.player for o in b.pending.options} == {first, second}
    b, _ = b.play(b.option("base.play_first", player=second))
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == second  # the current player's choice, not the table order
    b, events = b.play(b.option(BEFORE_TAG, card=GUTS))
    assert any(getattr(e, "card", "") == GUTS for e in events)
    assert b.pending is not None and b.pending.seat == first
    assert not any(getattr(o, "card", "") == JURY2 for o in b.pending.options)
    assert JURY2 in b.game.players[first].hand  # P-TIME-2: back in his hand, nothing paid


def test_one_seat_wanting_to_play_is_not_ordered() -> None:
    """Only one seat wants to play: no order is asked, it is offered its cards at once."""
    b = start_check({1: [JURY2]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    first = (seat + 1) % 3
    b = claimed(b, {first})
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == first
    assert any(getattr(o, "card", "") == JURY2 for o in b.pending.options)
