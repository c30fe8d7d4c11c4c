"""Movement abilities (P-MOVE): used in the player's own Movement step instead of moving, at most
one per turn, never on a move granted in another's turn; Critical Situation, Preventative Policy
and God's Plan."""

from __future__ import annotations

import pytest
from skills_helpers import arranged, base_code, code, pegasus_table

from bsgcore.base import MovementStep, RunOps
from bsgcore.testing.scenarios import edits

CRITICAL = code("critical_situation_3", 3)
CRITICAL4 = code("critical_situation_4", 4)
POLICY = code("preventative_policy_3", 3)
GODS_PLAN = code("gods_plan_2", 2)
LEA1 = base_code("executive_order", 1)
TAG = "pegasus.use_movement_ability"


def abilities(b: object) -> list[str]:
    decision = b.pending  # type: ignore[attr-defined]
    return sorted(o.card for o in decision.options if o.tag == TAG)


@pytest.mark.rules("P-MOVE-1", "P-MOVE-2", "P-MOVE-7", "P-INV-26")
def test_critical_situation_takes_an_action_instead_of_moving() -> None:
    """In his Movement step the player uses Critical Situation instead of moving: he does not
    move, takes 1 action at once, then his Action step as usual."""
    b = pegasus_table()
    seat = b.game.current
    b = arranged(b, {seat: [CRITICAL, LEA1]})
    where = b.game.players[seat].location
    assert b.pending is not None and b.pending.kind == "movement"
    assert abilities(b) == [CRITICAL]
    b, events = b.play(b.option(TAG, card=CRITICAL))
    assert b.pending is not None and b.pending.kind == "action"
    assert b.game.players[seat].location == where
    assert CRITICAL in b.game.skill_discards["tactics"]
    assert not any(e.tag == "base.character_moved" for e in events)
    b, _ = b.play(b.option("base.pass_action"))
    assert b.pending is not None and b.pending.kind == "action"  # the turn's own Action step


@pytest.mark.rules("P-MOVE-3", "P-INV-26")
def test_only_one_movement_ability_per_turn() -> None:
    """After a Movement ability, a second Movement step in the same turn offers none."""
    b = pegasus_table()
    seat = b.game.current
    b = arranged(b, {seat: [POLICY, CRITICAL4]})
    b, _ = b.play(b.option(TAG, card=POLICY))
    b, _ = b.play(b.pending.options[0])  # the resource
    again, _ = edits.resting(b).run(MovementStep(seat))
    assert again.pending is not None and again.pending.kind == "movement"
    assert abilities(again) == []


@pytest.mark.rules("P-MOVE-4")
def test_no_movement_ability_on_a_move_granted_in_another_turn() -> None:
    """A player moving in someone else's turn (Executive Order) gets a move, not a Movement step:
    no Movement ability is offered."""
    b = pegasus_table()
    other = (b.game.current + 1) % 3
    b = arranged(b, {other: [CRITICAL]})
    granted, _ = edits.resting(b).run(MovementStep(other))
    assert granted.pending is not None and granted.pending.seat == other
    assert abilities(granted) == []


@pytest.mark.rules("P-MOVE-6")
def test_movement_abilities_are_usable_in_the_brig() -> None:
    """In the Brig a player may not move but may still use a Movement ability (R-216)."""
    b = pegasus_table()
    seat = b.game.current
    b = edits.placed(arranged(b, {seat: [CRITICAL]}), seat, "base.location.brig")
    b, _ = edits.resting(b).run(MovementStep(seat))
    assert abilities(b) == [CRITICAL]


def test_critical_situation_shares_executive_orders_turn_limit() -> None:
    """Only one Critical Situation or Executive Order per turn: after Critical Situation the
    player is offered no Executive Order in the action it gives."""
    b = pegasus_table()
    seat = b.game.current
    b = arranged(b, {seat: [CRITICAL, LEA1]})
    b, _ = b.play(b.option(TAG, card=CRITICAL))
    assert b.pending is not None and b.pending.kind == "action"
    played = [o for o in b.pending.options if o.tag == "base.play_skill"]
    assert played == []


def test_preventative_policy_makes_the_next_loss_smaller() -> None:
    """Preventative Policy: the named resource's next loss this turn is 1 smaller, once."""
    b = pegasus_table()
    seat = b.game.current
    b = arranged(b, {seat: [POLICY]})
    b, _ = b.play(b.option(TAG, card=POLICY))
    assert b.pending is not None and b.pending.kind == "choose_resource"
    b, events = b.play(b.option("base.pick", value=1))  # food
    assert any(e.tag == "pegasus.policy_set" and e.resource == "food" for e in events)  # type: ignore[attr-defined]
    food = b.game.food
    loss = RunOps("base.crisis.water_shortage", "option_a", seat)  # lose 1 food
    b, _ = edits.resting(b).run(loss)
    assert b.game.food == food  # the first loss is 1 smaller: none
    b, _ = edits.resting(b).run(loss)
    assert b.game.food == food - 1  # the policy is spent
