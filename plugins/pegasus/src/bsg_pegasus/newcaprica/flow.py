"""The frames and commands of the New Caprica part: the steps an op or an action pushes (they need
this part's state, which op handlers do not see) and the decisions they ask.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from bsgcore.messages import Command, Frame

# -- automatic steps ------------------------------------------------------------------------------


@attrs.frozen
class Settle(Frame):
    """After a jump: the New Caprica phase begins if the distance has reached 7 (P-NC-1, -7)."""

    tag: ClassVar[str] = "pegasus.nc.f.settle"
    seat: int


@attrs.frozen
class FinalResult(Frame):
    """After the final order's losses: who won, judged once every reaction to the losses (a
    Preventative Policy giving 1 back, P-WIN-10) has run (P-WIN-2, -3)."""

    tag: ClassVar[str] = "pegasus.nc.f.final_result"
    seat: int


@attrs.frozen
class ForcesOp(Frame):
    """Activate, place or destroy occupation forces (P-OF-*), for the acting `seat`."""

    tag: ClassVar[str] = "pegasus.nc.f.forces"
    seat: int
    action: str  # "activate" | "place" | "destroy"
    count: int = 1
    at: str = ""  # "own_location" for an attack; "" anywhere


@attrs.frozen
class StackOp(Frame):
    """Destroy a ship on New Caprica, or start a prepare/evacuate or a peek (P-EVAC-*)."""

    tag: ClassVar[str] = "pegasus.nc.f.stack"
    seat: int
    action: str  # "prepare_or_evacuate" | "destroy_top_locked_else_prepared" | "peek_top_locked"
    shipyard: bool = False  # the Shipyard's action: after evacuating, may move to Galactica


@attrs.frozen
class Gate(Frame):
    """Run `then` (a RunOps frame) only after (`after`) or before Galactica's return."""

    tag: ClassVar[str] = "pegasus.nc.f.gate"
    seat: int
    after: bool
    then: Frame


@attrs.frozen
class DamageGate(Frame):
    """Galactica would be damaged `count` times: nothing before the return (P-PRE-2, P-DMG-10),
    else `inner` (another part's damage choice) or base's draw of Galactica tokens."""

    tag: ClassVar[str] = "pegasus.nc.f.damage_gate"
    seat: int
    count: int
    inner: Frame | None = None


# -- decisions ------------------------------------------------------------------------------------


@attrs.frozen
class ChooseEvacuation(Frame):
    """Prepare a ship, or (after the return) evacuate one to an area with a viper launch icon."""

    tag: ClassVar[str] = "pegasus.nc.f.choose_evacuation"
    seat: int
    prepare: bool  # whether preparing is offered (else only evacuation: the evacuation icon)
    shipyard: bool = False


@attrs.frozen
class ChoosePlacement(Frame):
    """The Cylon who looked at the top Locked ship puts it back on top or at the bottom."""

    tag: ClassVar[str] = "pegasus.nc.f.choose_placement"
    seat: int


@attrs.frozen
class ChooseSent(Frame):
    """`seat` chooses whom an effect sends to `to` (P-DTN-4, New Caprica Crisis cards)."""

    tag: ClassVar[str] = "pegasus.nc.f.choose_sent"
    seat: int
    to: str
    candidates: tuple[int, ...]
    optional: bool = False


@attrs.frozen
class ChooseDestination(Frame):
    """`seat` chooses where `mover` goes among `places` (or stays, when `optional`)."""

    tag: ClassVar[str] = "pegasus.nc.f.choose_destination"
    seat: int
    mover: int
    places: tuple[str, ...]
    optional: bool = False


@attrs.frozen
class ChooseReroll(Frame):
    """After a missed attack, the attacker may discard a Maximum Firepower to roll again."""

    tag: ClassVar[str] = "pegasus.nc.f.choose_reroll"
    seat: int


@attrs.frozen
class ChooseResource(Frame):
    """Breeder's Canyon: the acting player picks which of the tied highest resources drops."""

    tag: ClassVar[str] = "pegasus.nc.f.choose_resource"
    seat: int
    resources: tuple[str, ...]


# -- commands -------------------------------------------------------------------------------------


@attrs.frozen
class UseAction(Command):
    """Take a New Caprica Action: a location's, attack, detain (`target`), Resistance HQ (`target`)."""

    tag: ClassVar[str] = "pegasus.nc.use_action"
    action: str
    target: int = -1


@attrs.frozen
class FinalOrder(Command):
    """The Admiral's New Caprica Action: Galactica leaves, ending the game (P-TTL-3)."""

    tag: ClassVar[str] = "pegasus.nc.final_order"


@attrs.frozen
class Evacuate(Command):
    """Prepare a ship (`area` 0) or evacuate the top Prepared ship to `area` (5 or 6)."""

    tag: ClassVar[str] = "pegasus.nc.evacuate"
    area: int = 0


@attrs.frozen
class PlaceLocked(Command):
    """Put the ship looked at back on top, or at the bottom, of the Locked stack."""

    tag: ClassVar[str] = "pegasus.nc.place_locked"
    bottom: bool


@attrs.frozen
class Send(Command):
    """Choose whom an effect sends (`target` -1: nobody, when it is optional)."""

    tag: ClassVar[str] = "pegasus.nc.send"
    target: int


@attrs.frozen
class GoTo(Command):
    """Choose where a character goes ("" : he stays)."""

    tag: ClassVar[str] = "pegasus.nc.go_to"
    location: str


@attrs.frozen
class Reroll(Command):
    """Discard `card` (a Maximum Firepower) to roll the attack again; "" to keep the miss."""

    tag: ClassVar[str] = "pegasus.nc.reroll"
    card: str


@attrs.frozen
class LowerResource(Command):
    """Choose the resource Breeder's Canyon lowers."""

    tag: ClassVar[str] = "pegasus.nc.lower_resource"
    resource: str
