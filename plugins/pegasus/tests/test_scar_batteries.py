"""Scar and an effect whose roll sets how many raiders die (P-SCAR-3, R-229): Pegasus's Main
Batteries destroy 2 raiders on 4-6, 4 on 7-8; Scar is among them only on a 7 or 8."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.scar import is_scar
from bsg_pegasus.scar.state import PART, ScarState
from pegasus_helpers import PLUGINS
from test_board_locations import answer, use

from bsgcore.testing.scenarios.edits import edit
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

SCAR = "pegasus.crisis.scar"
SCAR_UID, OTHER_UID = 100, 101  # the board's uids count from 100
BRAVO = 2


def fired(roll: int) -> list[int]:
    """Scar and an ordinary raider in bravo; Main Batteries fire there with this roll: the
    raiders left."""
    table = board(seats=4, plugins=PLUGINS, cylons=[("raider", BRAVO), ("raider", BRAVO)])
    deck = tuple(c for c in table.game.crisis_deck if c != SCAR)
    table = edit(table, in_play=(SCAR,), crisis_deck=deck)  # the card in play
    table = Board(table.rules, table.state.with_plugin(PART, ScarState(SCAR_UID)))
    with scripted_random(rolls=[roll]):
        table = answer(use(table, table.game.current, ship.MAIN_BATTERIES), BRAVO)
    assert is_scar(table.state, SCAR_UID) or SCAR_UID not in uids(table)
    return uids(table)


def uids(table: Board) -> list[int]:
    """The raiders on the board."""
    return [s.uid for s in table.game.cylon_ships if s.kind == "raider"]


@pytest.mark.rules("P-SCAR-3")
@pytest.mark.parametrize("roll", [4, 6])
def test_a_battery_roll_of_4_to_6_cannot_take_scar(roll: int) -> None:
    """Two raiders would die, but Scar is not one of them: only the ordinary raider goes."""
    assert fired(roll) == [SCAR_UID]


@pytest.mark.rules("P-SCAR-3")
@pytest.mark.parametrize("roll", [7, 8])
def test_a_battery_roll_of_7_or_8_may_take_scar(roll: int) -> None:
    """Four raiders die: Scar with them."""
    assert fired(roll) == []
