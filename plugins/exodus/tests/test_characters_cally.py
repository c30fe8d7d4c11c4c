"""Callandra "Cally" Tyrol (X-CHAR-7 to -9): Quick Fix removes a revealed card on her turn,
Discharge of a Firearm executes another character in her location, Impulsive never adds exactly
1 card to a check outside the Brig."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.characters import cally

from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

PLUGINS = ["exodus"]
CALLY = cally.CALLY
TIGH = "base.character.saul_tigh"
ROSLIN = "base.character.laura_roslin"
GUILTY = "exodus.crisis.guilty_conscience"  # Politics/Leadership 7
BRIG = "base.location.brig"
HIGH, MID = skill("investigative_committee", 5), skill("investigative_committee", 4)
NEG2, NEG1 = skill("launch_scout", 2), skill("repair", 1)


def cally_table(hand: list[str], destiny: tuple[str, ...] = ()) -> tuple[Board, int]:
    """A set-up game in which Cally is the current player, holding `hand`."""
    b = table(characters=(CALLY, TIGH, ROSLIN), plugins=PLUGINS)
    seat = edits.seat_of(b.game, CALLY)
    game = arrange(b.game, {seat: hand}, destiny=destiny, rules=b.rules)
    return edits.with_game(b, edits.edit(edits.with_game(b, game), current=seat).game), seat


def to_own_contribution(b: Board, seat: int) -> Board:
    """Every other seat adds nothing until it is `seat`'s turn to add cards."""
    while b.pending is not None and b.pending.kind == "contribute" and b.pending.seat != seat:
        b, _ = b.play(b.option("base.stop_adding"))
    return b


def add_cards(b: Board, cards: list[str]) -> Board:
    """The seat to add cards adds these, then stops (if still asked)."""
    for card in cards:
        b, _ = b.play(b.option("base.add_card", card=card))
    if b.pending is not None and b.pending.kind == "contribute":
        b, _ = b.play(b.option("base.stop_adding"))
    return b


@pytest.mark.rules("X-CHAR-7", "X1-CHR-CAL-A")
def test_quick_fix_removes_a_revealed_card_before_the_result() -> None:
    """X-CHAR-7: on her turn, after the reveal, Cally removes the -2 Tactics card: 9 - 1 = 8
    passes the 7 where 9 - 3 = 6 would fail."""
    b, seat = cally_table([HIGH, MID], destiny=(NEG2, NEG1))
    b = to_own_contribution(edits.drawn(b, GUILTY), seat)
    b = add_cards(b, [HIGH, MID])
    assert b.pending is not None and b.pending.kind == "exodus_quick_fix"
    assert b.game.check is not None and b.game.check.total == 6
    b, events = b.play(b.option("exodus.remove_check_card", card=NEG2))
    removed = [e for e in events if e.tag == "exodus.check_card_removed"]
    assert [(e.card, e.total, e.result) for e in removed] == [(NEG2, 8, "pass")]
    assert not any(e.tag == "base.check_resolved" and e.result != "pass" for e in events)
    assert any(e.tag == "base.check_finished" for e in events)
    assert NEG2 in b.game.skill_discards["tactics"]


@pytest.mark.rules("B-INV-27", "X-CHAR-7")
def test_a_check_after_quick_fix_keeps_the_invariants() -> None:
    """Quick Fix's card leaves the check for its discard pile (a destiny card here, so the
    check holds 1 destiny card), and the revealed cards are still exactly the check's: base's
    B-INV-27 holds (the kit's state machine failed it when the card stayed among the check's
    cards); a check card missing from the revealed ones still breaks it."""
    b, seat = cally_table([HIGH, MID], destiny=(NEG2, NEG1))
    b = to_own_contribution(edits.drawn(b, GUILTY), seat)
    b = add_cards(b, [HIGH, MID])
    check = b.game.check
    assert check is not None
    removed = cally.CheckCardRemoved(seat, NEG2, 8, "pass").apply(b.game)
    assert removed.check is not None and len(removed.check.revealed) == len(check.revealed) - 1
    assert NEG2 not in removed.check.destiny and NEG2 in removed.skill_discards["tactics"]
    check_invariants(b.rules, b.state.with_game(removed), at_rest=False)
    missing = edits.edit(b, check=attrs.evolve(check, revealed=check.revealed[1:]))
    with pytest.raises(AssertionError, match="B-INV-27"):
        check_invariants(b.rules, missing.state, at_rest=False)


def test_quick_fix_may_remove_nothing() -> None:
    """Declining leaves the check failed (the current player discards 3 at random, here none
    left in hand)."""
    b, seat = cally_table([HIGH, MID], destiny=(NEG2, NEG1))
    b = to_own_contribution(edits.drawn(b, GUILTY), seat)
    b = add_cards(b, [HIGH, MID])
    b, events = b.play(b.option("exodus.remove_check_card", card=""))
    results = [e for e in events if e.tag in ("base.check_revealed", "base.check_resolved")]
    assert not any(e.tag == "exodus.check_card_removed" for e in events)
    assert all(getattr(e, "result", "fail") == "fail" for e in results)


def test_quick_fix_only_on_her_turn() -> None:
    """On another player's turn the window does not open."""
    b, seat = cally_table([HIGH, MID], destiny=(NEG2, NEG1))
    other = (seat + 1) % 3
    b = edits.with_game(b, edits.edit(b, current=other).game)
    b = edits.drawn(b, GUILTY)
    while b.pending is not None and b.pending.kind == "contribute":
        b, _ = b.play(b.option("base.stop_adding"))
    assert b.pending is None or b.pending.kind != "exodus_quick_fix"


@pytest.mark.rules("X-CHAR-9", "X1-CHR-CAL-W", "X1-INV-13")
def test_impulsive_never_exactly_one_card() -> None:
    """X-CHAR-9: with 2 cards she may add none or both; after the first she may not stop."""
    b, seat = cally_table([HIGH, MID])
    b = to_own_contribution(edits.drawn(b, GUILTY), seat)
    tags = {o.tag for o in b.pending.options} if b.pending else set()
    assert tags == {"base.stop_adding", "base.add_card"}
    b, _ = b.play(b.option("base.add_card", card=HIGH))
    assert b.pending is not None and b.pending.seat == seat
    assert {o.tag for o in b.pending.options} == {"base.add_card"}


@pytest.mark.rules("X-CHAR-9", "X1-CHR-CAL-W")
def test_impulsive_with_one_card_adds_none() -> None:
    """X-CHAR-9: holding a single card she cannot add 2, so she adds none."""
    b, seat = cally_table([HIGH])
    b = to_own_contribution(edits.drawn(b, GUILTY), seat)
    assert b.pending is not None
    assert [o.tag for o in b.pending.options] == ["base.stop_adding"]


def test_impulsive_does_not_apply_in_the_brig() -> None:
    """In the Brig (1 card at most) she may add her single card."""
    b, seat = cally_table([HIGH])
    b = edits.placed(b, seat, BRIG)
    b = to_own_contribution(edits.drawn(b, GUILTY), seat)
    assert b.pending is not None
    assert "base.add_card" in {o.tag for o in b.pending.options}


@pytest.mark.rules("X-CHAR-8", "X1-CHR-CAL-O", "X1-CHR-CAL-S")
def test_discharge_executes_another_character_in_her_location() -> None:
    """X-CHAR-8: once per game, as her Action, Cally executes a character standing with her."""
    b, seat = cally_table([HIGH])
    here = b.game.players[seat].location
    assert here == "base.location.hangar_deck"  # X1-CHR-CAL-S
    victim = (seat + 1) % 3
    b = edits.placed(b, victim, here)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_action_ability", ability=cally.DISCHARGE))
    assert b.pending is not None and b.pending.seat == seat
    assert [o.value for o in b.pending.options] == [victim]
    b, events = b.play(b.option("base.pick", value=victim))
    assert any(e.tag == "base.character_executed" and e.seat == victim for e in events)
    assert cally.DISCHARGE in b.game.once_per_game_used


def test_discharge_is_not_offered_alone() -> None:
    """With nobody else in her location the Action is not offered."""
    b, seat = cally_table([HIGH])
    here = b.game.players[seat].location
    assert all(p.location != here for s, p in enumerate(b.game.players) if s != seat)
    b = edits.at_action(b, seat)
    assert b.pending is not None
    assert not any(getattr(o, "ability", "") == cally.DISCHARGE for o in b.pending.options)
