"""Worked scenarios of the base rules (issue 3) not already told elsewhere: the President, who
is also the Admiral, is sent to the Brig. (The crowded raider activation, the automatic jump at
the top of the track and the skill check with given cards are told in test_base_activation.py,
test_base_jump.py and test_base_check.py.)"""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.invariants import check_invariants
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import fold, move_events
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill, table

AQ, BRIG, COMMAND = (
    "base.location.admirals_quarters",
    "base.location.brig",
    "base.location.command",
)
TYROL, TIGH, ROSLIN = (f"base.character.{n}" for n in ("galen_tyrol", "saul_tigh", "laura_roslin"))


def test_the_president_and_admiral_sent_to_the_brig_b_succ_2_b_succ_4() -> None:
    """B-SUCC-2, B-SUCC-3, B-SUCC-4, B-SUCC-9, B-BRIG-3, B-LOC-ADQ, B-TITLE-5: Tigh holds both
    titles (after Declare Martial Law). Tyrol, in Admiral's Quarters, names him and passes the
    Leadership/Tactics 7 check with two strong cards: Tigh goes to the Brig and keeps the
    President title (and the Quorum hand) but loses the Admiral title at once, with both nukes,
    to the highest free character on the Admiral line, Tyrol (Roslin is below him). Freed
    later, Tigh does not get the Admiral title back."""
    b = table()
    game = b.game
    tyrol, tigh, roslin = (m.seat_of(game, c) for c in (TYROL, TIGH, ROSLIN))
    cards = [skill("declare_emergency", 5), skill("strategic_planning", 5)]
    destiny = (skill("executive_order", 1), skill("executive_order", 1))
    game = arrange(game, {tyrol: cards}, destiny=destiny)
    game = m.edited(game, president=tigh, admiral=tigh)
    game = m.replace_player(game, tyrol, attrs.evolve(game.players[tyrol], location=AQ))
    quorum = game.quorum_hand
    rest = NotImplementedYet(game.current, "scenario: the action under test is done")
    b = Board(b.rules, b.state.with_game(game).push(rest))
    b, _ = b.run(tf.ActionStep(tyrol))
    b, _ = b.play(tc.UseLocation(tyrol, AQ))
    assert b.pending is not None and b.pending.kind == "choose_target"
    b, _ = b.play(tc.Pick(tyrol, tigh))
    b, events = answer_check(b, {tyrol: cards})
    assert next(e for e in events if isinstance(e, te.CheckRevealed)).result == "pass"
    game = b.game
    assert game.players[tigh].location == BRIG
    assert game.president == tigh and game.quorum_hand == quorum
    assert game.admiral == tyrol != roslin and game.nukes == 2
    assert te.TitleChanged("admiral", tyrol, "succession") in events
    check_invariants(b.state)
    freed = fold(game, move_events(game, tigh, COMMAND, "test"))
    assert freed.admiral == tyrol and freed.president == tigh
