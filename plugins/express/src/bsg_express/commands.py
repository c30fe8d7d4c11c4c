"""Express commands: what a seat may answer to the pending decision. Plain data, JSON-ready."""

from __future__ import annotations

import attrs

from bsgcore.messages import Command


@attrs.frozen
class TakeAction(Command):
    """Take an action (E-ACT-0): char, dradis, repair, morale, prepare, vote_brig, vote_release,
    order, reveal, recover (an ordered seat's alternative) or none. `target` is a seat or -1;
    `die` is the die an Executive Order assigns, or -1."""

    tag = "express.take_action"
    action: str
    target: int = -1
    die: int = -1


@attrs.frozen
class RecoverDice(Command):
    """Recover these Spent dice."""

    tag = "express.recover_dice"
    dice: tuple[int, ...]


@attrs.frozen
class Assign(Command):
    """Assign these just-rolled dice."""

    tag = "express.assign"
    dice: tuple[int, ...]


@attrs.frozen
class UseInitiative(Command):
    """Lee Adama: re-roll instead of assigning (E-CHARS-7)."""

    tag = "express.use_initiative"


@attrs.frozen
class Reroll(Command):
    """Re-roll every remaining unassigned Active die (E-ROLL-4)."""

    tag = "express.reroll"


@attrs.frozen
class StopRolling(Command):
    """Stop the roll-and-assign sequence (E-ROLL-4)."""

    tag = "express.stop_rolling"


@attrs.frozen
class Participate(Command):
    """Participate in the skill check (E-CHECK-2)."""

    tag = "express.participate"


@attrs.frozen
class PassCheck(Command):
    """Pass in the skill check (E-CHECK-2)."""

    tag = "express.pass"


@attrs.frozen
class PickCrisis(Command):
    """Choose crisis die `index` (0 or 1) of the two rolled (E-TURN-3a)."""

    tag = "express.pick_crisis"
    index: int


@attrs.frozen
class RollCrisisDice(Command):
    """A revealed Cylon rolls the crisis dice normally (E-CYL-6)."""

    tag = "express.roll_crisis_dice"


@attrs.frozen
class DeclareCrisis(Command):
    """A revealed Cylon declares a crisis type: riots, basestar or dradis (E-CYL-7)."""

    tag = "express.declare_crisis"
    type: str


@attrs.frozen
class RemoveShip(Command):
    """Remove a ship of this kind from DRADIS: raider or colonial (E-ACT-DRADIS-4b)."""

    tag = "express.remove_ship"
    kind: str


@attrs.frozen
class Repair(Command):
    """Repair this damage marker ("" = repair nothing) (E-ACT-REPAIR-2)."""

    tag = "express.repair"
    marker: str


@attrs.frozen
class RaiseMorale(Command):
    """Remove this character's demoralization marker ("" = none) (E-ACT-MORALE-2)."""

    tag = "express.raise_morale"
    character: str


@attrs.frozen
class Penalty(Command):
    """Take a penalty: damage or demoralize (E-CONTACT-3d, E-JUMP-6)."""

    tag = "express.penalty"
    kind: str


@attrs.frozen
class PickJumpDie(Command):
    """The Admiral keeps jump die `index`: 0 strong, 1 weak (E-JUMP-4)."""

    tag = "express.pick_jump_die"
    index: int


@attrs.frozen
class Influence(Command):
    """Political Influence: remove assigned die `die` from the vote (-1 = none) (E-CHARS-9)."""

    tag = "express.influence"
    die: int


@attrs.frozen
class ShowCylonCard(Command):
    """Show this Cylon card when revealing (E-ACT-REVEAL-2)."""

    tag = "express.show_cylon_card"
    card: str


@attrs.frozen
class BoxDice(Command):
    """Return these dice to the box on revealing (E-ACT-REVEAL-4)."""

    tag = "express.box_dice"
    dice: tuple[int, ...]


@attrs.frozen
class Demoralize(Command):
    """Number One: demoralize this character (E-CCARD-3)."""

    tag = "express.demoralize"
    character: str


@attrs.frozen
class PlaceDamage(Command):
    """Number Two: place this one of the drawn damage markers (E-CCARD-4)."""

    tag = "express.place_damage"
    marker: str


@attrs.frozen
class BoxSpentDice(Command):
    """Number Six: box these Spent dice of other players (E-CCARD-6)."""

    tag = "express.box_spent_dice"
    dice: tuple[int, ...]
