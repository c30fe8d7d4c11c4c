"""Where Express resolution stands, as plain data on the kernel's stack. Frames hold no secret:
hidden values (rolls, hands, pile orders) live in the game value, where views can redact them."""

from __future__ import annotations

import attrs

from bsgcore.messages import Frame

# -- automatic frames ---------------------------------------------------------------------------


@attrs.frozen
class TurnBegin(Frame):
    """Start the seat's turn."""

    tag = "express.f.turn_begin"
    seat: int


@attrs.frozen
class RecoverStep(Frame):
    """Step 1: recover Spent dice (E-TURN-1)."""

    tag = "express.f.recover_step"
    seat: int


@attrs.frozen
class CrisisStep(Frame):
    """Step 3: roll the crisis dice, or declare a crisis, or none from the brig (E-TURN-3)."""

    tag = "express.f.crisis_step"
    seat: int


@attrs.frozen
class JumpIcons(Frame):
    """Step 5: advance the jump track by the crisis's icons (E-TURN-5)."""

    tag = "express.f.jump_icons"
    icons: int


@attrs.frozen
class TurnEnd(Frame):
    """Steps 6 and 7, then the next seat's turn (E-TURN-6, -7). phase 0: jump; 1: deal."""

    tag = "express.f.turn_end"
    seat: int
    phase: int = 0


@attrs.frozen
class RollDice(Frame):
    """Roll every Active die of `seat` for a purpose, under limits (E-ROLL, E-ROLL-10).

    `limit`: most dice assigned in all (0 = no limit); `exact`: dice that must end up assigned
    (0 = none); `reroll`: whether re-rolls are allowed; `assigned`: dice assigned so far.
    """

    tag = "express.f.roll_dice"
    seat: int
    purpose: str
    limit: int = 0
    exact: int = 0
    reroll: bool = True
    assigned: int = 0


@attrs.frozen
class SkillCheck(Frame):
    """Ask each seat in turn to pass or participate (E-CHECK-2 to -5); `index` into the order."""

    tag = "express.f.skill_check"
    index: int = 0


@attrs.frozen
class ResolveCheck(Frame):
    """Sum the assigned dice and apply the result (E-CHECK-6, -7, -10)."""

    tag = "express.f.resolve_check"


@attrs.frozen
class ResolveAction(Frame):
    """After an action's roll: apply its result (E-ACT-DRADIS, -REPAIR, -MORALE, -PREP)."""

    tag = "express.f.resolve_action"
    seat: int
    action: str


@attrs.frozen
class Markers(Frame):
    """Draw `remaining` markers of a crisis type one at a time (E-CRISIS-6); `chooser` picks the
    penalty when a Colonial ship is destroyed (E-CONTACT-3d)."""

    tag = "express.f.markers"
    type: str
    remaining: int
    chooser: int


@attrs.frozen
class RevealFinish(Frame):
    """The last reveal steps after the card's effect: box two dice (E-ACT-REVEAL-4)."""

    tag = "express.f.reveal_finish"
    seat: int


@attrs.frozen
class ActionDone(Frame):
    """Spend the assigned dice once an action (or an order and its action) is resolved."""

    tag = "express.f.action_done"


# -- decision frames ----------------------------------------------------------------------------


@attrs.frozen
class ChooseRecovery(Frame):
    """Choose which Spent dice to recover: exactly `count`, or up to it when `up_to`."""

    tag = "express.f.choose_recovery"
    seat: int
    count: int
    up_to: bool
    reason: str


@attrs.frozen
class ChooseAction(Frame):
    """Step 2 (or an Executive Order): choose an action (E-TURN-2, E-ACT-ORDER-5)."""

    tag = "express.f.choose_action"
    seat: int
    ordered: bool = False


@attrs.frozen
class AssignDice(Frame):
    """Choose which just-rolled dice to assign (E-ROLL-2, -5)."""

    tag = "express.f.assign_dice"
    roll: RollDice


@attrs.frozen
class RerollOrStop(Frame):
    """Re-roll the remaining dice or stop (E-ROLL-4)."""

    tag = "express.f.reroll_or_stop"
    roll: RollDice


@attrs.frozen
class PassOrParticipate(Frame):
    """A seat's choice in a skill check (E-CHECK-2)."""

    tag = "express.f.pass_or_participate"
    seat: int


@attrs.frozen
class ChooseCrisis(Frame):
    """Pick one of the two rolled crisis faces (E-TURN-3a)."""

    tag = "express.f.choose_crisis"
    seat: int


@attrs.frozen
class CylonCrisis(Frame):
    """A revealed Cylon rolls the crisis dice or declares a crisis type (E-CYL-6, -7)."""

    tag = "express.f.cylon_crisis"
    seat: int


@attrs.frozen
class ChooseShip(Frame):
    """Remove one ship per positive die (E-ACT-DRADIS-4b); `remaining` removals left."""

    tag = "express.f.choose_ship"
    seat: int
    remaining: int


@attrs.frozen
class ChooseRepair(Frame):
    """Pick the damage marker to repair (E-ACT-REPAIR-2)."""

    tag = "express.f.choose_repair"
    seat: int


@attrs.frozen
class ChooseMorale(Frame):
    """Pick the demoralization marker to remove (E-ACT-MORALE-2)."""

    tag = "express.f.choose_morale"
    seat: int


@attrs.frozen
class ChoosePenalty(Frame):
    """Damage Galactica or draw a demoralization marker (E-CONTACT-3d, E-JUMP-6)."""

    tag = "express.f.choose_penalty"
    seat: int
    remaining: int = 1


@attrs.frozen
class ChooseJumpDie(Frame):
    """The Admiral picks one of the two jump dice (E-JUMP-4)."""

    tag = "express.f.choose_jump_die"
    seat: int


@attrs.frozen
class InfluenceVote(Frame):
    """Political Influence: remove one assigned die from the vote, or not (E-CHARS-9)."""

    tag = "express.f.influence_vote"
    seat: int


@attrs.frozen
class ChooseRevealCard(Frame):
    """Which Cylon card to show when holding two (E-ACT-REVEAL-2)."""

    tag = "express.f.choose_reveal_card"
    seat: int


@attrs.frozen
class ChooseBoxDice(Frame):
    """Which dice a revealing Cylon returns to the box (E-ACT-REVEAL-4)."""

    tag = "express.f.choose_box_dice"
    seat: int


@attrs.frozen
class NumberOne(Frame):
    """Number One: demoralize a character of the revealer's choice (E-CCARD-3)."""

    tag = "express.f.number_one"
    seat: int


@attrs.frozen
class NumberTwo(Frame):
    """Number Two: place one of the two drawn damage markers (E-CCARD-4)."""

    tag = "express.f.number_two"
    seat: int


@attrs.frozen
class NumberSix(Frame):
    """Number Six: box Spent dice of two different other players (E-CCARD-6)."""

    tag = "express.f.number_six"
    seat: int
