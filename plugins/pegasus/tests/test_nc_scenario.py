"""The New Caprica phase from settlement to the return, through the engine's own turns (issue 10's
scenario): the jump that reaches distance 7 settles the fleet; the next jump icons of New Caprica
Crisis cards bring the fleet marker to Auto Jump and Galactica back; the Admiral's final order
ends the game."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_pegasus.newcaprica import names as n
from nc_scenes import part, table

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.messages import Command, Decision
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

CALM = ("base.stay", "base.pass_action", "base.no_card", "base.stop_adding")


def calm(decision: Decision) -> Command:
    """A quiet player: stays, passes, adds nothing; else the first option."""
    for tag in CALM:
        for option in decision.options:
            if option.tag == tag:
                return option
    return decision.options[0]


def play_until(board: Board, done: Any, limit: int = 400) -> Board:
    """Play calmly, checking the invariants, until `done(board)`."""
    for _ in range(limit):
        if done(board):
            return board
        assert board.state.outcome is None, board.state.outcome
        decision = board.pending
        assert decision is not None and decision.options
        board, _ = board.play(calm(decision))
        check_invariants(board.rules, board.state)
    raise AssertionError("the scenario did not get there")


def jump_icon_cards(board: Board, prefix: str) -> list[str]:
    """Crisis deck codes whose card has a jump icon, of the deck now in use."""
    with using_rules(board.rules):
        cards = data()
        return [
            c
            for c in board.game.crisis_deck
            if c.startswith(prefix) and cards.get(c.split("#")[0]).printings[0].jump_icon
            and cards.get(c.split("#")[0]).kind == "choice"
        ]  # fmt: skip


@pytest.mark.rules("P-NC-7", "P-NCS-3", "P-NCC-1", "P-ORB-1", "P-ORB-10", "P-TTL-3", "P-WIN-1")
def test_from_settlement_to_the_return_and_the_final_order() -> None:
    board = edits.edit(table(seed=7), jump_track=4)
    top = jump_icon_cards(board, "base.crisis.")[0]
    board = edits.with_game(board, edits.stacked(board.game, "crisis_deck", top))
    # the first turn's crisis moves the marker to Auto Jump: the fleet jumps to 7 or more
    board = play_until(board, lambda b: part(b).phase == n.OCCUPIED)
    assert board.game.distance >= n.PHASE_DISTANCE
    assert board.game.jump_track == 0
    assert all(p.location in n.LOCATIONS for p in board.game.players)
    assert all(c.startswith("pegasus.nc_crisis.") for c in board.game.crisis_deck)
    # five jump icons of New Caprica Crisis cards bring Galactica back
    icons = jump_icon_cards(board, "pegasus.nc_crisis.")
    board = edits.with_game(board, edits.stacked(board.game, "crisis_deck", *icons[:5]))
    board = play_until(board, lambda b: part(b).phase == n.ORBIT)
    basestars = [s for s in board.game.cylon_ships if s.kind == "basestar" and s.area in (2, 3)]
    assert basestars
    assert all(p.location in n.LOCATIONS for p in board.game.players)
    # the Admiral gives the final order at his next Action
    admiral = board.game.admiral
    board = play_until(
        board,
        lambda b: (
            b.pending is not None and b.pending.kind == "action" and b.pending.seat == admiral
        ),
    )
    order = board.option("pegasus.nc.final_order")
    board, _ = board.play(order)
    assert board.state.outcome is not None
    assert sorted(part(board).executed) == [
        s for s, p in enumerate(board.game.players) if p.location in n.LOCATIONS and not p.revealed
    ]
    assert part(board).locked == () and part(board).prepared == ()
