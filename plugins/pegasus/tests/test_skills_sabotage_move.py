"""Sabotage on the discard that pays for a move to another ship (P-TRE-12, R-218): the discard
is resolved before the character leaves, the destination fixed when he paid. The damage strikes
him in his starting location: sent to Sickbay by it, he does not move; a Pegasus it destroys
holding his destination, he stays; a damaged destination still receives him."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from skills_helpers import arranged, code, pegasus_table, revealed

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

SABOTAGE = code("sabotage_3", 3)
WEAKNESS = code("human_weakness_3", 3)
PLAN = code("gods_plan_2", 2)
CIC = ship.PEGASUS_CIC
COMMAND = "base.location.command"
COMMAND_TOKEN = "base.damage.galactica_command"


def sabotaged_move(b: Board, start: str, to: str, hit: str) -> tuple[Board, list[str]]:
    """The current player in `start` pays WEAKNESS to move to `to`; the Cylon player next to him
    answers with Sabotage, and the current player puts the damage on `hit`'s ship. Returns the
    board after it all and the tags of every event."""
    seat = b.game.current
    cylon = (seat + 1) % 3
    b = revealed(arranged(b, {seat: [WEAKNESS], cylon: [SABOTAGE, PLAN]}), cylon)
    b = edits.placed(b, seat, start)
    move = b.option("base.move", to=to, discard=WEAKNESS)
    b, events = b.play(move)
    assert b.pending is not None and b.pending.kind == "sabotage"
    tags = [e.tag for e in events]
    assert "base.character_moved" not in tags  # he has paid, he has not left
    b, more = b.play(b.option("pegasus.play_sabotage", card=SABOTAGE))
    events += more
    if b.pending is not None and b.pending.kind == "damage_ship":
        b, more = b.play(b.option("pegasus.damage_ship", ship=hit))
        events += more
    return b, [e.tag for e in events]


@pytest.mark.rules("P-TRE-12")
def test_sabotage_damaging_his_starting_location_sends_him_to_sickbay_instead() -> None:
    """He pays in Command to move to Pegasus CIC; Sabotage damages Galactica, Command its one
    token left: he goes to Sickbay from Command and the move is not completed."""
    b = edits.edit(pegasus_table(windows=False), damage_pile=(COMMAND_TOKEN,))
    seat = b.game.current
    b, tags = sabotaged_move(b, COMMAND, CIC, "galactica")
    assert COMMAND in b.game.damaged_locations
    assert b.game.players[seat].location == ship.SICKBAY
    assert "base.move_not_completed" in tags


@pytest.mark.rules("P-TRE-12")
def test_a_pegasus_destroyed_by_sabotage_keeps_him_where_he_was() -> None:
    """He pays in Command to move to Pegasus CIC; Sabotage destroys Pegasus (CIC its last
    location): the move fails and he stays in Command."""
    b = pegasus_table(windows=False)
    rest = tuple(loc for loc in ship.LOCATIONS if loc != CIC)
    b = edits.edit(b, damaged_locations=rest)
    seat = b.game.current
    b, tags = sabotaged_move(b, COMMAND, CIC, "pegasus")
    assert ship.destroyed(b.game)
    assert b.game.players[seat].location == COMMAND
    assert "base.character_moved" not in tags


@pytest.mark.rules("P-TRE-12")
def test_the_damage_strikes_before_he_leaves_and_a_damaged_destination_still_receives_him() -> None:
    """He pays in Pegasus CIC to move to Command; Sabotage damages Galactica's Command, his
    destination: the damage comes first, then he completes the move into the damaged Command."""
    b = pegasus_table(windows=False)
    b = edits.edit(b, damage_pile=(COMMAND_TOKEN,))
    seat = b.game.current
    b, tags = sabotaged_move(b, CIC, COMMAND, "galactica")
    assert COMMAND in b.game.damaged_locations
    assert tags.index("base.galactica_damaged") < tags.index("base.character_moved")
    assert b.game.players[seat].location == COMMAND
