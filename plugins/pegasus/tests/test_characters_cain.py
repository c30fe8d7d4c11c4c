"""Helena Cain (Appendix A.4): Intolerant executes the target of her Admiral's Quarters check
passed with 10 or more; Blind Jump (once per game, distance 6 or less) destroys 2 civilian
ships drawn and jumps at once with 1 Destination drawn; Bent on Revenge keeps her out of FTL
Control and Engine Room; she starts in Pegasus CIC (P-SETUP-15)."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.characters import cain
from pegasus_helpers import PLUGINS
from skills_helpers import AQ, answer, arranged, base_code

from bsgcore.testing.scenarios.edits import at_action, edit, placed
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

CAIN = cain.CAIN
CHARACTERS = (CAIN, "saul_tigh", "laura_roslin", "galen_tyrol")
FTL = "base.location.ftl_control"
LOW = base_code("strategic_planning", 3)
MID = base_code("strategic_planning", 4)
HIGH = base_code("strategic_planning", 5)


def cain_turn(**changes: object) -> Board:
    """4 seats, Cain the current player at her Movement step."""
    b = table(seats=4, characters=CHARACTERS, plugins=PLUGINS, **changes)
    assert b.game.players[b.game.current].character == CAIN
    if b.pending is not None and b.pending.kind == "choose_draw":  # her mixed group
        b, _ = b.play(b.pending.options[0])
    return b


def options(b: Board) -> set[str]:
    assert b.pending is not None
    return {o.tag for o in b.pending.options}


def test_she_starts_in_pegasus_cic() -> None:
    """Her sheet's start, with the Pegasus board in the game."""
    b = cain_turn()
    assert b.game.players[b.game.current].location == ship.PEGASUS_CIC


def aq_check(cards: list[str]) -> tuple[Board, int]:
    """Cain activates Admiral's Quarters on the next seat and adds `cards`; the Destiny cards
    are 2 strength-3 Tactics (6): the board waits after the check's total."""
    b = cain_turn()
    seat = b.game.current
    target = (seat + 1) % 4
    b = arranged(b, {seat: cards}, destiny=[LOW, LOW])
    b = placed(b, seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=target))
    b, _ = answer(b, plays={seat: cards})
    return b, target


def test_intolerant_executes_the_target_at_ten_or_more() -> None:
    """Total 6 + 9 = 15: she may execute the target instead of the Brig."""
    b, target = aq_check([MID, HIGH])
    assert b.pending is not None and b.pending.kind == "intolerant"
    b, events = b.play(b.option("pegasus.use_intolerant", execute=True))
    assert "base.character_executed" in [e.tag for e in events]
    assert b.game.players[target].location != "base.location.brig"


def test_intolerant_may_send_him_to_the_brig() -> None:
    """She may keep the printed effect: the target goes to the Brig."""
    b, target = aq_check([MID, HIGH])
    b, events = b.play(b.option("pegasus.use_intolerant", execute=False))
    assert "base.character_executed" not in [e.tag for e in events]
    assert b.game.players[target].location == "base.location.brig"


def test_below_ten_is_the_brig_without_a_choice() -> None:
    """Total 6 + 3 = 9 passes (7) but under 10: the Brig, no Intolerant question."""
    b, target = aq_check([LOW])
    assert b.pending is None or b.pending.kind != "intolerant"
    assert b.game.players[target].location == "base.location.brig"


def test_blind_jump_destroys_two_ships_and_jumps_with_one_destination() -> None:
    """At distance 6 or less from any track space: 2 civilian ships drawn and destroyed, the
    fleet jumps at once, the Admiral draws 1 Destination; used for the game."""
    b = at_action(edit(cain_turn(), jump_track=0, distance=3))
    seat = b.game.current
    assert "pegasus.use_blind_jump" in options(b)
    b, events = b.play(b.option("pegasus.use_blind_jump"))
    tags = [e.tag for e in events]
    assert tags.count("base.civilian_lost") == 2  # drawn from those not on the board (P-CIV-1)
    drawn = [e for e in events if e.tag == "base.destinations_drawn"]
    assert len(drawn) == 1 and len(drawn[0].cards) == 1
    assert cain.BLIND_JUMP in b.game.once_per_game_used
    assert b.pending is not None and b.pending.kind == "choose_destination"
    b, _ = b.play(b.pending.options[0])
    assert b.state.plugin("pegasus.characters").blind_jump == 0
    assert b.game.players[seat].character == CAIN


def test_blind_jump_needs_distance_six_or_less() -> None:
    """At distance 7 it is not offered."""
    b = at_action(edit(cain_turn(), distance=7))
    assert "pegasus.use_blind_jump" not in options(b)


@pytest.mark.parametrize("location", [FTL, ship.ENGINE_ROOM])
def test_bent_on_revenge(location: str) -> None:
    """She may not activate FTL Control or Engine Room; another character may."""
    b = edit(cain_turn(), jump_track=3)
    seat = b.game.current
    mine = at_action(placed(b, seat, location), seat)
    assert not any(getattr(o, "location", "") == location for o in mine.pending.options)
    other = at_action(placed(b, (seat + 1) % 4, location), (seat + 1) % 4)
    assert any(getattr(o, "location", "") == location for o in other.pending.options)


@pytest.mark.rules("P-NEWC-5")
def test_a_replacement_cain_starts_in_command_once_pegasus_is_destroyed() -> None:
    """Her sheet's alternative start, Command, when Pegasus CIC is gone with Pegasus (R-203);
    Pegasus CIC otherwise."""
    b = cain_turn()
    intact = cain.new_character_start(b.game, 0, CAIN, ship.PEGASUS_CIC)
    gone = edit(b, damaged_locations=tuple(ship.LOCATIONS)).game
    assert intact == ship.PEGASUS_CIC
    assert cain.new_character_start(gone, 0, CAIN, ship.PEGASUS_CIC) == cain.COMMAND
    assert cain.new_character_start(gone, 0, "base.character.saul_tigh", FTL) == FTL
