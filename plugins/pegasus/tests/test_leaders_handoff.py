"""Handing off excess Loyalty cards (P-LOY-1 to -6, P-REV-5, R-201, P-INV-32)."""

from __future__ import annotations

import pytest
from leaders_helpers import LEOBEN, leader_table, seat_of

from bsgcore.testing.scenarios import edits

CYLON = "base.loyalty.you_are_a_cylon_morale"
HUMAN = "base.loyalty.you_are_not_a_cylon"
SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"


def revealing(distance: int = 0, second: str = HUMAN):  # type: ignore[no-untyped-def]
    b = leader_table(5, LEOBEN)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.galen_tyrol")
    b = edits.with_player(b, seat, loyalty=(CYLON, second))
    b = edits.edit(b, distance=distance)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.reveal_cylon", card=CYLON))
    while b.pending is not None and b.pending.options and b.pending.kind != "hand_off_loyalty":
        b, _ = b.play(b.pending.options[0])  # the card's effect, the discard down to 3
    return b, seat


@pytest.mark.rules("P-LOY-1", "P-LOY-4", "P-LOY-5", "P-LOY-6", "P-REV-5", "P-INV-32")
def test_a_revealed_cylon_gives_his_other_cards_to_one_human_of_his_choice() -> None:
    b, seat = revealing()
    assert b.pending is not None and b.pending.kind == "hand_off_loyalty"
    receivers = {o.to for o in b.pending.options}
    assert seat_of(b.game, LEOBEN) not in receivers and seat not in receivers
    to = max(receivers)
    before = b.game.players[to].loyalty
    b, events = b.play(b.option("pegasus.give_loyalty", to=to))
    assert b.game.players[to].loyalty == (*before, HUMAN)
    player = b.game.players[seat]
    assert [c for c in player.loyalty if c not in player.shown] == []
    given = next(e for e in events if e.tag == "base.loyalty_given")
    assert (
        "hidden" in given.redacted_for((to + 1) % 5 if (to + 1) % 5 != seat else (to + 2) % 5).cards
    )


def test_beyond_distance_six_he_keeps_them() -> None:
    """R-201: at distance 7 or more nothing is handed off."""
    b, seat = revealing(distance=7)
    assert b.pending is None or b.pending.kind != "hand_off_loyalty"
    assert HUMAN in b.game.players[seat].loyalty


@pytest.mark.rules("P-LOY-3")
def test_a_sympathizer_handed_off_is_revealed_by_its_receiver() -> None:
    b, seat = revealing(second=SYMPATHIZER)
    to = max(o.to for o in b.pending.options)
    b, _ = b.play(b.option("pegasus.give_loyalty", to=to))
    player = b.game.players[to]
    assert SYMPATHIZER in player.shown


@pytest.mark.rules("P-LOY-2")
def test_a_revealed_cylon_dealt_cards_at_the_sleeper_phase_hands_them_off() -> None:
    b = leader_table(5, LEOBEN)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.galen_tyrol")
    b = edits.cylon_at(b, seat, "base.location.caprica", shown=CYLON)
    b = edits.with_player(b, seat, loyalty=(CYLON,))
    b = edits.edit(b, distance=4)
    finish = b.rules.registry.tags["base.f.finish_jump"]
    b, _ = edits.resting(b).run(finish(b.game.current))
    assert b.game.sleeper_done
    assert b.pending is not None and b.pending.kind == "hand_off_loyalty"
    assert b.pending.seat == seat
    b, _ = b.play(b.pending.options[0])
    player = b.game.players[seat]
    assert [c for c in player.loyalty if c not in player.shown] == []
