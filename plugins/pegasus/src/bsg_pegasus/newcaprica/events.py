"""The New Caprica part's events: each changes this part's state and, where the rules say so, the
base game value (characters, civilian ships, the Crisis deck, the fleet marker).

Secret fields (the order of the Locked stack and of the New Caprica Crisis deck, the back of a
ship moved face down) are hidden by ``redacted_for``.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.state import nc, with_nc
from bsgcore.base import BaseGame, Civilian, hide, vipers_returned
from bsgcore.frozen import evolve
from bsgcore.messages import Event
from bsgcore.state import State

HIDDEN = "hidden"


@attrs.frozen
class NcEvent(Event):
    """An event of this part: a change of the state (its part's value, the base game or both)."""

    tag: ClassVar[str] = "pegasus.nc.event"

    def apply_state(self, state: State) -> State:
        """The state after this event."""
        raise NotImplementedError

    @classmethod
    def applier(cls, state: State, event: NcEvent) -> State:
        """Kernel applier."""
        return event.apply_state(state)


def _part(state: State, **changes: object) -> State:
    return with_nc(state, evolve(nc(state), **changes))


def _game(state: State, **changes: object) -> State:
    game: BaseGame = state.game
    return state.with_game(evolve(game, **changes))


@attrs.frozen
class NcCrisisSetAside(NcEvent):
    """The New Caprica Crisis cards leave the Crisis deck base shuffled at set-up (P-COMP); the
    ``base.crisis_deck_formed`` that follows keeps them aside as the New Caprica Crisis deck.
    `cards` is the list of their codes (public: the box's contents)."""

    tag: ClassVar[str] = "pegasus.nc.crisis_set_aside"
    cards: tuple[str, ...]

    def apply_state(self, state: State) -> State:
        game: BaseGame = state.game
        out = set(self.cards)
        return _game(state, crisis_deck=tuple(c for c in game.crisis_deck if c not in out))

    def describe(self) -> str:
        return f"The {len(self.cards)} New Caprica Crisis cards wait in the box."


@attrs.frozen
class NcSettled(NcEvent):
    """The New Caprica setup (P-NCS-1..11): every civilian ship left goes face down and shuffled
    into the Locked stack (P-NCS-5, -9), the fleet marker goes back to Start (P-NCS-7), piloted
    vipers return to the Reserves (P-NCS-8). Base's own events that follow shuffle the New
    Caprica Crisis deck and put it in use (P-NCS-6) and move the characters."""

    tag: ClassVar[str] = "pegasus.nc.settled"
    locked: tuple[str, ...]  # shuffled (secret)

    def apply_state(self, state: State) -> State:
        game: BaseGame = state.game
        piloted = tuple(v for v in game.vipers if v.pilot >= 0)
        back = vipers_returned(game, piloted)  # each to its model's share (a plugin's models)
        state = _game(
            state,
            civilians=(),
            cargo=(),
            civilian_pile=(),
            jump_track=0,
            vipers=tuple(v for v in game.vipers if v.pilot < 0),
            vipers_reserve=back.vipers_reserve,
            viper_stock=back.viper_stock,
        )
        return _part(state, phase=n.OCCUPIED, locked=self.locked)

    def redacted_for(self, seat: int | None) -> NcSettled:
        return NcSettled(hide(self.locked))

    def describe(self) -> str:
        return (
            f"The fleet settles on New Caprica: {len(self.locked)} civilian ships are locked on "
            "the planet."
        )


@attrs.frozen
class NcShipPrepared(NcEvent):
    """The top Locked ship goes to the bottom of the Prepared stack (P-EVAC-2)."""

    tag: ClassVar[str] = "pegasus.nc.ship_prepared"
    seat: int

    def apply_state(self, state: State) -> State:
        part = nc(state)
        return _part(state, locked=part.locked[1:], prepared=part.prepared + part.locked[:1])

    def describe(self) -> str:
        return "A civilian ship is prepared for evacuation."


@attrs.frozen
class NcShipEvacuated(NcEvent):
    """The top Prepared ship goes, face down, to a space area with a viper launch icon
    (P-EVAC-3, -4); it is an ordinary civilian ship from now on (P-EVAC-9)."""

    tag: ClassVar[str] = "pegasus.nc.ship_evacuated"
    seat: int
    area: int
    back: str  # what it carries (secret, like any civilian ship's cargo)

    def apply_state(self, state: State) -> State:
        game: BaseGame = state.game
        ship = Civilian(game.next_uid, self.area)
        state = _game(
            state,
            civilians=(*game.civilians, ship),
            cargo=(*game.cargo, self.back),
            next_uid=game.next_uid + 1,
        )
        part = nc(state)
        return _part(state, prepared=part.prepared[1:], evacuated=part.evacuated + 1)

    def redacted_for(self, seat: int | None) -> NcShipEvacuated:
        return NcShipEvacuated(self.seat, self.area, HIDDEN)

    def describe(self) -> str:
        return f"A civilian ship is evacuated to space area {self.area}."


@attrs.frozen
class NcShipDestroyed(NcEvent):
    """The top ship of a stack is destroyed on New Caprica: turned face up and out of the game
    (P-EVAC-6, P-OF-3, -4); its resources are lost by the ``base.resource_changed`` events that
    follow. `stack` is ``"locked"`` or ``"prepared"``; `back` is public from now on."""

    tag: ClassVar[str] = "pegasus.nc.ship_destroyed"
    stack: str
    back: str

    def apply_state(self, state: State) -> State:
        part = nc(state)
        if self.stack == "locked":
            return _part(state, locked=part.locked[1:], destroyed=part.destroyed + 1)
        return _part(state, prepared=part.prepared[1:], destroyed=part.destroyed + 1)

    def describe(self) -> str:
        return f"A civilian ship on New Caprica ({self.stack}) is destroyed: {self.back}."


@attrs.frozen
class NcLockedPeeked(NcEvent):
    """Shipyard's Cylon Action: `seat` looks at the top Locked ship (`peeking` while he decides)."""

    tag: ClassVar[str] = "pegasus.nc.locked_peeked"
    seat: int

    def apply_state(self, state: State) -> State:
        return _part(state, peeking=self.seat)

    def describe(self) -> str:
        return "A Cylon looks at the top civilian ship of the Locked stack."


@attrs.frozen
class NcLockedPlaced(NcEvent):
    """The ship looked at stays on top of the Locked stack or goes to its bottom."""

    tag: ClassVar[str] = "pegasus.nc.locked_placed"
    seat: int
    bottom: bool

    def apply_state(self, state: State) -> State:
        part = nc(state)
        locked = part.locked[1:] + part.locked[:1] if self.bottom else part.locked
        return _part(state, locked=locked, peeking=-1)

    def describe(self) -> str:
        return f"The ship goes {'to the bottom' if self.bottom else 'back on top'} of the stack."


@attrs.frozen
class NcForcesMoved(NcEvent):
    """The occupation forces tokens on the board, after an activation, placement or removal
    (P-OF-2..8): the location of each token, in track order."""

    tag: ClassVar[str] = "pegasus.nc.forces_moved"
    forces: tuple[str, ...]
    reason: str

    def apply_state(self, state: State) -> State:
        return _part(state, forces=self.forces)

    def describe(self) -> str:
        return f"Occupation forces ({self.reason}): {len(self.forces)} on the board."


@attrs.frozen
class NcJumpSkipped(NcEvent):
    """This turn's Prepare for Jump step is skipped (Breeder's Canyon's Cylon Action,
    Establish Sanitation)."""

    tag: ClassVar[str] = "pegasus.nc.jump_skipped"
    turn: int

    def apply_state(self, state: State) -> State:
        return _part(state, skip_jump_turn=self.turn)

    def describe(self) -> str:
        return "The Prepare for Jump step is skipped this turn."


@attrs.frozen
class NcGalacticaReturned(NcEvent):
    """Galactica jumps into orbit over New Caprica (P-ORB-1, -2): no jump, no distance; the
    return's ships are placed by the ops that follow (P-ORB-3). The fleet marker leaves Auto
    Jump for Start and the track is used no more (P-ORB-6: it never moves again)."""

    tag: ClassVar[str] = "pegasus.nc.galactica_returned"

    def apply_state(self, state: State) -> State:
        return _part(_game(state, jump_track=0), phase=n.ORBIT)

    def describe(self) -> str:
        return "Galactica returns to orbit over New Caprica: the evacuation begins."


@attrs.frozen
class NcFinalOrder(NcEvent):
    """The Admiral orders Galactica to leave New Caprica (P-TTL-3): the end of the game."""

    tag: ClassVar[str] = "pegasus.nc.final_order_given"
    seat: int

    def apply_state(self, state: State) -> State:
        return _part(state, phase=n.LEFT)

    def describe(self) -> str:
        return "The Admiral orders Galactica to leave New Caprica."


@attrs.frozen
class NcLeftBehind(NcEvent):
    """A human player left on New Caprica by the final order is executed (P-WIN-1, -6): a human
    costs 1 morale (the ``base.resource_changed`` that follows), a hidden Cylon none."""

    tag: ClassVar[str] = "pegasus.nc.left_behind"
    seat: int
    human: bool

    def apply_state(self, state: State) -> State:
        return _part(state, executed=(*nc(state).executed, self.seat))

    def describe(self) -> str:
        what = "proves human" if self.human else "was a Cylon"
        return f"Seat {self.seat}, left on New Caprica, is executed and {what}."


@attrs.frozen
class NcPresidentRollOwed(NcEvent):
    """The President played a Quorum card from the hand on New Caprica: once it is resolved she
    rolls (P-TTL-1, -2); `seat` -1 when the roll is made."""

    tag: ClassVar[str] = "pegasus.nc.president_roll_owed"
    seat: int

    def apply_state(self, state: State) -> State:
        return _part(state, president_rolls=self.seat)

    def describe(self) -> str:
        if self.seat < 0:
            return "The President rolls for her Quorum card on New Caprica."
        return "The President will roll once her Quorum card is resolved."


EVENTS: tuple[type[NcEvent], ...] = (
    NcCrisisSetAside,
    NcSettled,
    NcShipPrepared,
    NcShipEvacuated,
    NcShipDestroyed,
    NcLockedPeeked,
    NcLockedPlaced,
    NcForcesMoved,
    NcJumpSkipped,
    NcGalacticaReturned,
    NcFinalOrder,
    NcLeftBehind,
    NcPresidentRollOwed,
)
