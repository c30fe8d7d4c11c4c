"""Sabotage (P-TRE-9, P-TRE-10): a Cylon player answers a human's Treachery discard by damaging
Galactica, at most once per turn; every Cylon player with cards is asked, holder or not."""

from __future__ import annotations

import pytest
from skills_helpers import arranged, code, pegasus_table, revealed

SABOTAGE = code("sabotage_3", 3)
WEAKNESS = code("human_weakness_3", 3)
PLAN = code("gods_plan_2", 2)


def moved_paying(b: object, seat: int, card: str) -> tuple[object, list[object]]:
    """The seat moves to another ship, paying `card`."""
    decision = b.pending  # type: ignore[attr-defined]
    move = next(o for o in decision.options if o.tag == "base.move" and o.discard == card)
    return b.play(move)  # type: ignore[attr-defined, no-any-return]


@pytest.mark.rules("P-TRE-9", "P-TRE-10")
def test_sabotage_answers_a_treachery_discard_to_move() -> None:
    """A human pays his move to another ship with a Treachery card: the Cylon player is asked
    and plays Sabotage; Galactica is damaged; the card goes to the Treachery discard pile."""
    b = pegasus_table(windows=False)
    seat = b.game.current
    cylon = (seat + 1) % 3
    b = revealed(arranged(b, {seat: [WEAKNESS], cylon: [SABOTAGE, PLAN]}), cylon)
    b, events = moved_paying(b, seat, WEAKNESS)
    assert b.pending is not None and b.pending.kind == "sabotage"  # type: ignore[attr-defined]
    assert b.pending.seat == cylon  # type: ignore[attr-defined]
    b, events = b.play(b.option("pegasus.play_sabotage", card=SABOTAGE))  # type: ignore[attr-defined]
    if b.pending is not None and b.pending.kind == "damage_ship":  # P-DMG-2: Galactica chosen
        b, more = b.play(b.option("pegasus.damage_ship", ship="galactica"))
        events += more
    tags = [e.tag for e in events]
    assert tags.index("pegasus.sabotage_played") < tags.index("base.galactica_damaged")
    assert SABOTAGE in b.game.skill_discards["treachery"]  # type: ignore[attr-defined]
    assert b.pending is not None and b.pending.kind == "action"  # the turn goes on


def test_the_window_asks_a_cylon_who_holds_no_sabotage() -> None:
    """The Cylon player is asked even without a Sabotage (only "no" to answer), so the question
    tells nobody what he holds."""
    b = pegasus_table(windows=False)
    seat = b.game.current
    cylon = (seat + 1) % 3
    b = revealed(arranged(b, {seat: [WEAKNESS], cylon: [PLAN]}), cylon)
    b, _ = moved_paying(b, seat, WEAKNESS)
    assert b.pending is not None and b.pending.kind == "sabotage"  # type: ignore[attr-defined]
    assert [o.tag for o in b.pending.options] == ["pegasus.no_sabotage"]  # type: ignore[attr-defined]


def test_one_sabotage_per_turn() -> None:
    """After a Sabotage this turn, a second Treachery discard opens no window."""
    b = pegasus_table(windows=False)
    seat = b.game.current
    cylon = (seat + 1) % 3
    b = revealed(arranged(b, {seat: [WEAKNESS, PLAN], cylon: [SABOTAGE, SABOTAGE]}), cylon)
    b, _ = moved_paying(b, seat, WEAKNESS)
    b, _ = b.play(b.option("pegasus.play_sabotage", card=SABOTAGE))  # type: ignore[attr-defined]
    from bsgcore.base import MovementStep
    from bsgcore.testing.scenarios import edits

    again, _ = edits.resting(b).run(MovementStep(seat))  # type: ignore[arg-type]
    again, _ = moved_paying(again, seat, PLAN)
    assert again.pending is None or again.pending.kind != "sabotage"  # type: ignore[attr-defined]


def test_no_window_for_another_discard() -> None:
    """A human paying his move with a card that is not Treachery opens no window."""
    b = pegasus_table(windows=False)
    seat = b.game.current
    cylon = (seat + 1) % 3
    other = code("critical_situation_3", 3)
    b = revealed(arranged(b, {seat: [other], cylon: [SABOTAGE]}), cylon)
    b, _ = moved_paying(b, seat, other)
    assert b.pending is not None and b.pending.kind == "action"  # type: ignore[attr-defined]
