"""Simultaneous plays in an Exodus game (X-TIME-1, X-TIME-2): in a check's window and before a
die roll, each seat first says whether it wants to play; when two or more do, the current player
decides who plays first; a card that can no longer be played by its turn stays in its owner's
hand."""

from __future__ import annotations

from typing import Any

import pytest
from exodus_helpers import PLUGINS, base_code, start_check

from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import WINDOWS, arrange, declined
from bsgcore.testing.scripted import scripted_random

IC3, IC4 = base_code("investigative_committee", 3), base_code("investigative_committee", 4)
SP3, SP4 = base_code("strategic_planning", 3), base_code("strategic_planning", 4)
LEA1 = "base.skill.executive_order@1"
CLAIM = "base.claim_play"
BEFORE_CHECK, BEFORE_ROLL = "skill_window", "strategic_planning"  # the windows' decision kinds


def tagged(b: Board, tag: str) -> Any:
    """The class of the game's rules registered under `tag` (a base frame or command)."""
    return b.rules.registry.tags[tag]


def claimed(b: Board, kind: str, wanting: set[int]) -> tuple[Board, list[int]]:
    """Answer who wants to play in a window of `kind`: the seats of `wanting` do, the others
    not (a character's ability window on the way declined); the seats asked, in order."""
    asked: list[int] = []
    while b.pending is not None and b.pending.kind not in ("order_claims", kind):
        if b.pending.kind == "claim_" + kind:
            asked.append(b.pending.seat)
            wants = b.pending.seat in wanting
            b, _ = b.play(b.option(CLAIM) if wants else b.option("base.no_card"))
        else:
            assert b.pending.kind in WINDOWS, b.pending
            b, _ = b.play(declined(b))
    return b, asked


@pytest.mark.rules("X-TIME-1", "X-TIME-2")
def test_the_current_player_orders_a_checks_window() -> None:
    """Two seats want to play Investigative Committee before the check's cards: the current
    player names the one asked last; his card is played, and the other, offered the window
    next, has no Investigative Committee to play any more (the check is face up): it stays in
    his hand."""
    b = start_check({1: [IC3], 2: [IC4]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    first, second = (seat + 1) % 3, (seat + 2) % 3
    b, asked = claimed(b, BEFORE_CHECK, {first, second})
    assert asked[:2] == [first, second]
    assert b.pending is not None and b.pending.kind == "order_claims"
    assert b.pending.seat == seat
    b, _ = b.play(b.option("base.play_first", player=second))
    assert b.pending is not None and b.pending.kind == BEFORE_CHECK
    assert b.pending.seat == second  # the current player's choice, not the table order
    b, _ = b.play(b.option("base.play_skill", card=IC4))
    assert b.game.check is not None and b.game.check.face_up
    assert b.pending is not None and b.pending.seat == first
    assert not any(getattr(o, "card", "") == IC3 for o in b.pending.options)
    assert IC3 in b.game.players[first].hand  # X-TIME-2: back in his hand, nothing paid


@pytest.mark.rules("X-TIME-1", "X-TIME-2")
def test_both_want_to_play_strategic_planning_on_one_roll() -> None:
    """X-TIME-2's own example: two seats want to play Strategic Planning on the same roll; the
    current player names who plays first; only one may go on the die, so the other seat's card
    is not offered and stays in his hand."""
    baltar, tyrol, starbuck = 0, 1, 2
    b = board(5, 1, cylons=(("raider", 5),), windows=True, plugins=PLUGINS)
    hands = {tyrol: [SP3], starbuck: [SP4]}
    b = Board(b.rules, b.state.with_game(arrange(b.game, hands, rules=b.rules)))
    b, _ = b.run(tagged(b, "base.f.weapons_attack")(baltar))
    with scripted_random(rolls=[1]):
        b, _ = b.play(tagged(b, "base.fire_at")(baltar, 100))
        b, asked = claimed(b, BEFORE_ROLL, {tyrol, starbuck})
        assert asked[:2] == [tyrol, starbuck]
        assert b.pending is not None and b.pending.kind == "order_claims"
        assert b.pending.seat == baltar
        b, _ = b.play(b.option("base.play_first", player=starbuck))
        assert b.pending is not None and (b.pending.seat, b.pending.kind) == (
            starbuck,
            BEFORE_ROLL,
        )
        b, events = b.play(b.option("base.play_skill", card=SP4))
    assert [(e.roll, e.result) for e in events if e.tag == "base.attack_rolled"] == [(1, 3)]
    assert SP3 in b.game.players[tyrol].hand
    assert b.pending is None or b.pending.kind != BEFORE_ROLL
