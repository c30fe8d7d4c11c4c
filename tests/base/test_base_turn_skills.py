"""Skill cards played for their text (C-SKILL): the Action cards and the skill-check cards."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.dice import windows as w
from bsgcore.base.scenarios.space import Board
from bsgcore.base.scenarios.turn import answer_check, arrange, skill, table, with_crisis
from bsgcore.base.skills import cards as ts
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.testing import check_invariants
from bsgcore.testing.scripted import scripted_random

CONSOLIDATE = skill("consolidate_power", 1)
ORDER = skill("executive_order", 1)
SCOUT = skill("launch_scout", 1)
REPAIR = skill("repair", 1)
COMMITTEE = skill("investigative_committee", 3)
RESEARCH = skill("scientific_research", 3)
EMERGENCY = skill("declare_emergency", 3)
ENG2, LEA1, TAC1 = skill("repair", 2), skill("executive_order", 1), skill("launch_scout", 1)
ELECTIONS = "base.crisis.elections_loom"  # politics/leadership 8, partial 5
FTL = "base.location.ftl_control"


def at_action(hand: list[str], **changes: Any) -> Board:
    """The first player at the Action step with this hand."""
    b = table()
    seat = b.game.current
    game = arrange(attrs.evolve(b.game, **changes), {seat: hand})
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.play(tc.Stay(seat))
    assert b.pending is not None and b.pending.kind == "action"
    return b


def test_consolidate_power_b_card_pol_12() -> None:
    """B-CARD-POL-12, B-SKILL-1, B-SKILL-3, B-SKILL-8: as the Action, the card goes face up to
    its discard pile and the player draws 2 cards of any types, even outside the skill set."""
    b = at_action([CONSOLIDATE])
    seat = b.game.current
    b, _ = b.play(tc.PlaySkill(seat, CONSOLIDATE))
    assert CONSOLIDATE in b.game.skill_discards[m.type_index("politics")]
    assert b.pending is not None and b.pending.kind == "choose_draw"
    assert len(b.pending.options) == 15  # 2 of 5 types, repeats allowed
    b, _ = b.play(tc.DrawTypes(seat, ("engineering", "piloting")))
    assert sorted(m.skill_type(c) for c in b.game.players[seat].hand) == [
        "engineering", "piloting",
    ]  # fmt: skip


def test_executive_order_b_card_lea_12() -> None:
    """B-CARD-LEA-12, B-TURN-7, B-INV-25: another player at once takes 2 actions (or a move and
    an action); only one Executive Order per turn."""
    b = at_action([ORDER, skill("executive_order", 2)])
    seat = b.game.current
    b, _ = b.play(tc.PlaySkill(seat, ORDER))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_target"
    targets = [o.value for o in decision.options]  # type: ignore[attr-defined]
    assert seat not in targets
    b, _ = b.play(tc.Pick(seat, targets[0]))
    assert b.pending is not None and b.pending.kind == "executive_order"
    b, _ = b.play(tc.OrderSteps(targets[0], "2_actions"))
    assert b.pending is not None and b.pending.kind == "action"
    assert b.pending.seat == targets[0]
    assert b.game.executive_order_turn == b.game.turn
    assert not ts.playable(b.game, seat, skill("executive_order", 2))


def test_launch_scout_b_card_tac_12() -> None:
    """B-CARD-TAC-12, B-SKILL-9, B-CRISIS-8: with a raptor, roll; on 3+ look at the top of the
    Crisis or Destination deck and leave it or put it at the bottom; on 1-2 lose the raptor."""
    b = at_action([SCOUT])
    seat = b.game.current
    top = b.game.crisis_deck[0]
    with scripted_random(rolls=[5]):
        b, _ = b.play(tc.PlaySkill(seat, SCOUT))
    assert b.pending is not None and b.pending.kind == "choose_deck"
    b, events = b.play(tc.Pick(seat, 0))
    seen = next(e for e in events if isinstance(e, ts.DeckTopSeen))
    assert seen.card == top and seen.redacted_for((seat + 1) % 3).card != top  # type: ignore[attr-defined]
    b, _ = b.play(tc.TopOrBottom(seat, True))
    assert b.game.crisis_deck[-1] == top
    b = at_action([SCOUT])
    raptors = b.game.raptors
    with scripted_random(rolls=[2]):
        b, _ = b.play(tc.PlaySkill(seat, SCOUT))
    assert b.game.raptors == raptors - 1


def test_repair_b_dmg_2() -> None:
    """B-CARD-ENG-12, B-DMG-2, B-SKILL-12: Repair mends the damaged location the player is in;
    its token goes back to the pile."""
    b = table()
    seat = b.game.current
    token = ts.token_of(FTL)
    pile = tuple(t for t in b.game.damage_pile if t != token)
    players = tuple(
        attrs.evolve(p, location=FTL) if s == seat else p for s, p in enumerate(b.game.players)
    )
    b = at_action([REPAIR], players=players, damaged_locations=(FTL,), damage_pile=pile)
    assert tc.PlaySkill(seat, REPAIR) in b.pending.options  # type: ignore[union-attr]
    b, _ = b.play(tc.PlaySkill(seat, REPAIR))
    if b.pending is not None and b.pending.kind == "choose_option":
        b, _ = b.play(tc.Pick(seat, 0))
    assert FTL not in b.game.damaged_locations and token in b.game.damage_pile
    check_invariants(b.rules, b.state, at_rest=False)


def check_board(hands: dict[int, list[str]], destiny: list[str]) -> Board:
    """Elections Loom (politics/leadership 8, partial 5) drawn with these hands; the windows ask
    (no standing orders)."""
    b = table(windows=True)
    game = with_crisis(arrange(b.game, hands, destiny), ELECTIONS)
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    return b


def test_investigative_committee_b_check_15() -> None:
    """B-CHECK-15, B-CARD-POL-35, B-CHECK-4: played before cards are added, the destiny cards
    and every contribution are face up: no event hides them."""
    b = table()
    first = b.game.current
    left = (first + 1) % 3
    b = check_board({first: [COMMITTEE], left: [LEA1], (first + 2) % 3: []}, [TAC1, LEA1])
    # every seat with a card is asked from the current player's left, holder or not (B-TURN-2);
    # the seat with no card is not (hand sizes are public)
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == left
    assert set(b.pending.options) == {tc.NoCard(left), w.PassAlways(left)}
    b, _ = b.play(tc.NoCard(left))
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == first
    b, _ = b.play(tc.PlaySkill(first, COMMITTEE))
    assert b.game.check is not None and b.game.check.face_up
    assert b.game.check.destiny == (TAC1, LEA1)
    assert b.pending is not None and b.pending.seat == left
    b, events = b.play(tc.AddCard(left, LEA1))
    added = [e for e in events if e.tag == "base.card_contributed"]
    assert added and added[0].redacted_for(first) == added[0]


def test_scientific_research_makes_engineering_positive_b_card_eng_35() -> None:
    """B-CARD-ENG-35: every Engineering card counts positive in that check."""
    b = table()
    first = b.game.current
    b = check_board({first: [RESEARCH, ENG2]}, [LEA1, LEA1])
    while b.pending is not None and b.pending.seat != first:
        assert b.pending.kind == "skill_window"
        b, _ = b.play(tc.NoCard(b.pending.seat))
    assert b.pending is not None and b.pending.kind == "skill_window"
    b, _ = b.play(tc.PlaySkill(first, RESEARCH))
    assert b.game.check is not None and "engineering" in b.game.check.skills


def test_declare_emergency_turns_a_fail_into_a_pass_b_check_11() -> None:
    """B-CHECK-11, B-CARD-LEA-35: after the total, Declare Emergency lowers the difficulty by 2
    (not the partial one), once per check: a total of 6 then passes at 8."""
    b = table()
    first = b.game.current
    others: dict[int, list[str]] = {(first + 1) % 3: [], (first + 2) % 3: []}
    b = check_board({first: [EMERGENCY, skill("executive_order", 2)], **others}, [LEA1, LEA1])
    morale = b.game.morale
    b, events = answer_check(b, {first: [skill("executive_order", 2)]})
    # total 1 + 1 + 2 = 4: Declare Emergency cannot make it pass, so it is not offered
    assert b.pending is not None and b.pending.kind != "declare_emergency"
    assert [e.result for e in events if e.tag == "base.check_revealed"] == ["fail"]  # type: ignore[attr-defined]
    b = table()
    first = b.game.current
    four = skill("declare_emergency", 4)
    b = check_board({first: [EMERGENCY, four], **others}, [LEA1, LEA1])
    b, _ = answer_check(b, {first: [four]})
    assert b.pending is not None and b.pending.kind == "declare_emergency"
    b, events = b.play(tc.PlaySkill(first, EMERGENCY))
    resolved = [e for e in events if e.tag == "base.check_resolved"]
    assert resolved and resolved[0].result == "pass"  # type: ignore[attr-defined]
    assert b.game.morale == morale
