"""State of Emergency (X-SKILL, Leadership 6; X-SKILL-3): an Action: lose 1 food, then every
player from the card's player clockwise may take 1 move or 1 action, revealed Cylons too."""

from __future__ import annotations

import pytest
from exodus_helpers import arranged, code, exodus_table

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

EMERGENCY = code("state_of_emergency_6", 6)
TAKE = "exodus.take_emergency_step"
RESURRECTION = "base.location.resurrection_ship"


def played(b: Board) -> tuple[Board, int]:
    """The current player, at his Action step, plays State of Emergency."""
    seat = b.game.current
    b = edits.at_action(arranged(b, {seat: [EMERGENCY]}))
    b, _ = b.play(b.option("base.play_skill", card=EMERGENCY))
    return b, seat


@pytest.mark.rules("X1-CARD-LEA-6")
def test_state_of_emergency_costs_1_food_and_offers_each_player_in_turn_a_move_or_action() -> None:
    """From the card's player clockwise each is asked; a move is base's Movement step for him,
    an action base's Action step."""
    b = exodus_table()
    food = b.game.food
    b, seat = played(b)
    assert b.game.food == food - 1
    n = len(b.game.players)
    asked: list[int] = []
    for offset, choice in enumerate(("", "move", "action")):
        assert b.pending is not None and b.pending.kind == "exodus_state_of_emergency"
        asked.append(b.pending.seat)
        b, _ = b.play(b.option(TAKE, choice=choice))
        if choice == "move":
            assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
                "movement",
                (seat + offset) % n,
            )
            b, _ = b.play(b.option("base.stay"))
        if choice == "action":
            assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
                "action",
                (seat + offset) % n,
            )
            b, _ = b.play(b.option("base.pass_action"))
    assert asked == [(seat + k) % n for k in range(n)]
    assert b.pending is None or b.pending.kind != "exodus_state_of_emergency"


@pytest.mark.rules("X-SKILL-3", "X1-CARD-LEA-6")
def test_state_of_emergency_offers_a_revealed_cylon_his_move_or_action_too() -> None:
    """A revealed Cylon after the card's player is asked like every other player."""
    b = exodus_table()
    n = len(b.game.players)
    cylon = (b.game.current + 1) % n
    b = edits.with_player(b, cylon, revealed=True, location=RESURRECTION)
    b, seat = played(b)
    b, _ = b.play(b.option(TAKE, choice=""))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
        "exodus_state_of_emergency",
        cylon,
    )
    b, _ = b.play(b.option(TAKE, choice="action"))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", cylon)
