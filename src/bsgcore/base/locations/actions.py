"""Location actions (B-LOC): which location a character may activate, and the location ops the
effect interpreter does not share with cards (skill checks with a target, the Armory's attack).

A location is usable when its every op is implemented (the others stay in ``bsg cards
--missing``), it is not damaged (B-DMG-4), its requirement holds, the ``bsg_base_location_allowed``
pipeline allows it (base's own: the characters' rules, such as Adama and Admiral's Quarters,
B-CHR-ADA-W) and the seat holds the cards ``bsg_base_location_cost`` asks for.
"""

from __future__ import annotations

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.characters import check_abilities as ca
from bsgcore.base.checks import steps as chk
from bsgcore.base.cylons import turn as cylon
from bsgcore.base.effects.interpreter import Result, ask, condition, pick, supported
from bsgcore.base.jump.steps import ftl_ready
from bsgcore.base.locations.communications import usable as comms_usable
from bsgcore.base.model import PRESIDENT, BaseGame, Check
from bsgcore.base.modifiers import NO_COST, LocationCost, modifiers
from bsgcore.base.quorum.cards import administration_targets, check_events
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.space import actions as sa
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, can_be_sent
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor

ADMIRALS_QUARTERS = "base.location.admirals_quarters"
ADMINISTRATION = "base.location.administration"
ARMORY = "base.location.armory"
COMMUNICATIONS = "base.location.communications"
COMMAND = "base.location.command"
WEAPONS_CONTROL = "base.location.weapons_control"
HANGAR_DECK = "base.location.hangar_deck"
SPACE_ACTIONS = (COMMAND, WEAPONS_CONTROL, HANGAR_DECK, ARMORY)
FTL_CONTROL = "base.location.ftl_control"


def implemented(location: str) -> bool:
    """Whether a location's action is carried out: by the effect interpreter, or by a space
    action frame (Command, Weapons Control, Hangar Deck, Armory); Cylon locations by
    `cylon.implemented`."""
    record = m.data().location(location)
    if record.side != "human":
        return cylon.implemented(location)
    if location in SPACE_ACTIONS:
        return True
    return bool(record.effects) and all(supported(op) for op in record.effects)


def space_possible(game: BaseGame, seat: int, location: str) -> bool:
    """Whether a space action location has something to do (B-LOC-CMD, -WPN, -HGR, -ARM)."""
    if location == COMMAND:
        return sa.viper_activation_possible(game, True)
    if location == WEAPONS_CONTROL:
        return sa.weapons_possible(game)
    if location == HANGAR_DECK:
        return sa.launch_possible(game)
    return sa.armory_possible(game)


def space_frames(seat: int, location: str) -> tuple[Frame, ...]:
    """The frames a space action location pushes (last resolved first); the Hangar Deck's
    launch is followed by one more action (B-LOC-HGR, B-TURN-7)."""
    if location == COMMAND:
        return (sa.ActivateVipers(seat, 2),)
    if location == WEAPONS_CONTROL:
        return (sa.WeaponsAttack(seat),)
    if location == HANGAR_DECK:
        return (tf.ActionStep(seat), sa.LaunchPilot(seat))
    return (sa.ArmoryAttack(seat),)


def usable(game: BaseGame, seat: int, location: str) -> bool:
    """Whether `seat` may activate the location it stands in now (B-TURN-6, B-DMG-4)."""
    if location in (m.SPACE, m.STRANDED, "") or not implemented(location):
        return False
    allowed = printed_usable(game, seat, location)
    for modify in modifiers().location_allowed:
        allowed = modify(game, seat, location, allowed)
    return allowed and len(game.players[seat].hand) >= location_cost(game, seat, location).cards


def location_cost(game: BaseGame, seat: int, location: str) -> LocationCost:
    """The skill cards to discard before the location's action (``bsg_base_location_cost``)."""
    cost = NO_COST
    for modify in modifiers().location_cost:
        cost = modify(game, seat, location, cost)
    return cost


def printed_usable(game: BaseGame, seat: int, location: str) -> bool:
    """Whether the location's printed action may be taken by `seat` now, abilities aside."""
    record = m.data().location(location)
    if record.side != "human":
        return cylon.usable(game, seat, location)
    if location in game.damaged_locations or m.is_cylon_player(game, seat):
        return False
    if record.action_requires and not condition(game, record.action_requires, seat):
        return False
    if location == FTL_CONTROL:
        return ftl_ready(game)
    if location in SPACE_ACTIONS:
        return space_possible(game, seat, location)
    if location == COMMUNICATIONS:
        return comms_usable(game)
    if location in (ADMIRALS_QUARTERS, ADMINISTRATION):
        return bool(check_targets(game, location))
    return True


def check_targets(game: BaseGame, location: str) -> list[int]:
    """Who a location's check may target: anyone who can be sent to the Brig (R-107), or for
    Administration anyone but a revealed Cylon and the President (B-LOC-ADM): a seat who may
    hold the title, by the ``bsg_base_title_eligible`` pipeline (Pegasus: no Cylon Leader,
    P-SUCC-3), in the Brig or not."""
    if location == ADMINISTRATION:
        targets = [
            s
            for s in range(m.seats(game))
            if s != game.president and m.title_eligible(game, s, PRESIDENT, skip_brig=False)
        ]
        return administration_targets(game, targets)
    return [s for s in range(m.seats(game)) if can_be_sent(game, s, BRIG)]


#: A location check's target: "chosen" among who may be sent to the Brig (R-107), or
#: "any_other_character" (any other seat, for a plugin's location such as Pegasus's Airlock).
ANY_OTHER = "any_other_character"
CHOSEN_TARGETS = ("chosen", ANY_OTHER)


def op_skill_check(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """A location's skill check, its target chosen first by the acting player (B-CHECK-3)."""
    target = -1
    if op.get("target") in CHOSEN_TARGETS:
        if pick(frame) == tf.UNSET:
            if op.get("target") == ANY_OTHER:  # a plugin's check on any character (Airlock)
                candidates = [s for s in range(m.seats(game)) if s != frame.seat]
            else:
                candidates = check_targets(game, frame.source)
            return ask(frame.seat, "target", candidates)
        target = pick(frame)
    base = f"{frame.path}/{frame.index}"
    check = Check(
        source=frame.source,
        difficulty=int(op.get("difficulty")),
        skills=tuple(op.get("skills")),
        seat=frame.seat,
        target=target,
        on_pass=f"{base}/pass" if op.get("pass") else "",
        on_fail=f"{base}/fail" if op.get("fail") else "",
    )

    check = chk.prepare(game, check)
    return [*chk.start(check), *ca.check_events(game, check), *check_events(game, check)]


LOCATION_EVENTS: tuple[type[BaseEvent], ...] = ()


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    content.add_ops(
        {"skill_check": op_skill_check},
        {
            "skill_check": lambda op: all(
                supported(x) for key in ("pass", "fail") for x in op.get(key, ())
            )
        },
    )
