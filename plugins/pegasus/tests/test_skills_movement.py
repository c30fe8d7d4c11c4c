"""Movement abilities (P-MOVE): used in the player's own Movement step instead of moving, at most
one per turn, never on a move granted in another's turn; Critical Situation, Preventative Policy
and God's Plan."""

from __future__ import annotations

import pytest
from skills_helpers import PLUGINS, arranged, base_code, code, pegasus_table

from bsgcore.base import MovementStep, RunOps
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import board

CRITICAL = code("critical_situation_3", 3)
CRITICAL4 = code("critical_situation_4", 4)
POLICY = code("preventative_policy_3", 3)
GODS_PLAN = code("gods_plan_2", 2)
THROTTLE = code("full_throttle_1", 1)
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


def test_full_throttle_flies_the_viper_anywhere_then_attacks() -> None:
    """Full Throttle as a Movement ability: the pilot's viper flies to any area, then may attack
    1 Cylon ship there (the attack is optional)."""
    b = board(3, 4, cylons=[("raider", 2)], vipers=[(5, 0)], plugins=PLUGINS, windows=False)
    b = edits.edit(b, current=0)
    b = arranged(b, {0: [THROTTLE]})
    b, _ = edits.resting(b).run(MovementStep(0))
    assert abilities(b) == [THROTTLE]
    b, _ = b.play(b.option(TAG, card=THROTTLE))
    assert b.pending is not None and b.pending.kind == "choose_area"
    b, events = b.play(b.option("base.pick", value=2))
    assert [v.area for v in b.game.vipers if v.pilot == 0] == [2]
    assert b.pending is not None and b.pending.kind == "activate_viper"
    assert any(o.tag == "base.stop_activating" for o in b.pending.options)
    assert THROTTLE in b.game.skill_discards["piloting"]


def test_full_throttle_needs_a_viper() -> None:
    """A player not piloting a viper is offered no Full Throttle, as Movement or as Action."""
    b = pegasus_table()
    seat = b.game.current
    b = arranged(b, {seat: [THROTTLE]})
    assert abilities(b) == []
    b = edits.at_action(b, seat)
    assert not [o for o in b.pending.options if getattr(o, "card", "") == THROTTLE]  # type: ignore[union-attr]


def test_full_throttle_as_an_action() -> None:
    """Full Throttle is also an Action for a pilot."""
    b = board(3, 4, cylons=[("raider", 5)], vipers=[(5, 0)], plugins=PLUGINS)
    b = edits.edit(b, current=0)
    b = edits.at_action(arranged(b, {0: [THROTTLE]}), 0)
    b, _ = b.play(b.option("pegasus.play_skill_action", card=THROTTLE))
    assert b.pending is not None and b.pending.kind == "choose_area"
