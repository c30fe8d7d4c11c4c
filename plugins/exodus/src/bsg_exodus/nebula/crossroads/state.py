"""The Crossroads part's state and events (X-NEB-OBJ, X-XR, X-TRIAL): the phase reached, each
seat's Crossroads card and the trauma token laid beside it, and the tokens boxed.

Secrecy (X-XR-22, -23): a seat's card and token are seen by that seat only until the card is
revealed (X-XR-25); everyone sees who has committed. Each event hides the same things in
``redacted_for``; the part declares them to the leak checks (secrets.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus import options
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import HIDDEN, without
from bsgcore.messages import Event
from bsgcore.state import State

PART = "exodus.crossroads"
#: The phase: not reached, the Crossroads cards, the Trial, over (the next jump wins).
NONE, CROSSROADS, TRIAL, OVER = "", "crossroads", "trial", "over"
#: The two results of a Crossroads card (X-XR-21): a benevolent token's, an antagonistic one's.
HOPE, DOOM = "hope", "doom"


@attrs.frozen
class XrState:
    """Whether the option is used, the phase, per seat the card dealt and the token beside it
    ("" when none), who has committed and whose card is revealed, and the tokens boxed."""

    used: bool = False
    phase: str = NONE
    cards: tuple[str, ...] = ()
    tokens: tuple[str, ...] = ()
    committed: tuple[bool, ...] = ()
    revealed: tuple[bool, ...] = ()
    boxed: tuple[str, ...] = ()
    #: The seats eliminated at the Trial (X-TRIAL-23).
    eliminated: tuple[int, ...] = ()
    #: The current player was executed during the phase: his turn ends after it (X-TRIAL-30).
    turn_ends: bool = False
    #: X-PEG-11: each Cylon Leader's seat and whether he was a Cylon player (not Infiltrating)
    #: when the phase began: the side he takes at the Trial.
    leader_sides: tuple[tuple[int, bool], ...] = ()

    def secret_for(self, seat: int | None, other: int) -> bool:
        """Whether `other`'s card and token are hidden from `seat`."""
        return other != seat and not (self.revealed and self.revealed[other])


def initial(seats: int, opts: dict[str, Any]) -> XrState:
    """Before the phase: nothing dealt."""
    return XrState(used=options.enabled(opts, options.IONIAN_NEBULA))


def xr(state: State) -> XrState:
    """The part's value in a state."""
    value: XrState = state.plugin(PART)
    return value


def _at(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    out = list(values)
    out[seat] = value
    return tuple(out)


@attrs.frozen
class CrossroadsDealt(Event):
    """X-XR-20: one Crossroads card to every seat, each seen by its holder only (X-XR-22)."""

    tag = "exodus.crossroads_dealt"
    cards: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> CrossroadsDealt:
        return CrossroadsDealt(tuple(c if s == seat else HIDDEN for s, c in enumerate(self.cards)))

    def describe(self) -> str:
        return f"The Crossroads phase: {len(self.cards)} Crossroads cards dealt face down."


def apply_dealt(state: State, event: CrossroadsDealt) -> State:
    seats = len(event.cards)
    new = attrs.evolve(
        xr(state),
        phase=CROSSROADS,
        cards=event.cards,
        tokens=("",) * seats,
        committed=(False,) * seats,
        revealed=(False,) * seats,
    )
    return state.with_plugin(PART, new)


@attrs.frozen
class LeaderSidesNoted(Event):
    """X-PEG-11: as the phase begins, each Cylon Leader's side for the Trial: a human player
    while Infiltrating (`cylon` False), else a Cylon player (public: his place shows it)."""

    tag = "exodus.leader_sides_noted"
    sides: tuple[tuple[int, bool], ...]

    def describe(self) -> str:
        shown = ", ".join(f"seat {s}: {'Cylon' if c else 'human'}" for s, c in self.sides)
        return f"At the Trial the Cylon Leaders take part as ({shown})."


def apply_sides(state: State, event: LeaderSidesNoted) -> State:
    return state.with_plugin(PART, attrs.evolve(xr(state), leader_sides=event.sides))


@attrs.frozen
class CrossroadsCommitted(Event):
    """X-XR-23: `seat` lays one of his trauma tokens face down beside his card ("" when he holds
    none, X-XR-24); only he knows which."""

    tag = "exodus.crossroads_committed"
    seat: int
    token: str

    def redacted_for(self, seat: int | None) -> CrossroadsCommitted:
        if seat == self.seat or not self.token:
            return self
        return CrossroadsCommitted(self.seat, HIDDEN)

    def describe(self) -> str:
        what = "lays a trauma token beside" if self.token else "has no trauma token for"
        return f"Seat {self.seat} {what} his Crossroads card."


def apply_committed(state: State, event: CrossroadsCommitted) -> State:
    value = xr(state)
    new = attrs.evolve(
        value,
        tokens=_at(value.tokens, event.seat, event.token),
        committed=_at(value.committed, event.seat, True),
    )
    if event.token:
        neb = ns.nebula(state)
        held = list(neb.held)
        held[event.seat] = without(held[event.seat], (event.token,))
        state = state.with_plugin(ns.PART, attrs.evolve(neb, held=tuple(held)))
    return state.with_plugin(PART, new)


@attrs.frozen
class CrossroadsRevealed(Event):
    """X-XR-25: `seat`'s card and token shown; `result` is the one carried out (the token's, or
    his own choice without a token, X-XR-24)."""

    tag = "exodus.crossroads_revealed"
    seat: int
    card: str
    token: str
    result: str

    def describe(self) -> str:
        token = self.token.partition("-")[0] or "no token"
        return f"Seat {self.seat} reveals {self.card} ({token}): the {self.result} result."


def apply_revealed(state: State, event: CrossroadsRevealed) -> State:
    value = xr(state)
    return state.with_plugin(
        PART, attrs.evolve(value, revealed=_at(value.revealed, event.seat, True))
    )


@attrs.frozen
class TrialBegun(Event):
    """X-TRIAL-1, -2: the tokens beside the Crossroads cards, on the ally cards, on the Brig and
    Sickbay are boxed with the cards; every holding is revealed (`held`, public from now on)."""

    tag = "exodus.trial_begun"
    boxed: tuple[str, ...]
    held: tuple[tuple[str, ...], ...]

    def redacted_for(self, seat: int | None) -> TrialBegun:
        """The boxed tokens go to the box face down (those on ally cards, the Brig and Sickbay
        were never seen, X-TRAUMA-30, -31): only their number shows; the holdings are revealed."""
        return attrs.evolve(self, boxed=(HIDDEN,) * len(self.boxed))

    def describe(self) -> str:
        shown = "; ".join(f"seat {s}: {len(h)}" for s, h in enumerate(self.held))
        return f"The Trial: every player reveals his trauma tokens ({shown})."


def apply_trial(state: State, event: TrialBegun) -> State:
    neb = ns.nebula(state)
    cards = (*(a for a, _ in neb.allies), *neb.ally_deck)
    neb = attrs.evolve(
        neb, brig="", sickbay="", allies=(), ally_deck=(), allies_boxed=(*neb.allies_boxed, *cards)
    )
    value = attrs.evolve(
        xr(state),
        phase=TRIAL,
        tokens=("",) * len(xr(state).tokens),
        boxed=tuple(sorted((*xr(state).boxed, *event.boxed))),
        revealed=(True,) * len(xr(state).cards),
    )
    return state.with_plugin(ns.PART, neb).with_plugin(PART, value)


@attrs.frozen
class TrialTokensBoxed(Event):
    """X-TRIAL-3, -4, -30: `seat`'s tokens boxed (`step` says which rule)."""

    tag = "exodus.trial_tokens_boxed"
    seat: int
    tokens: tuple[str, ...]
    step: str

    def describe(self) -> str:
        return f"Seat {self.seat} boxes {len(self.tokens)} trauma token(s) ({self.step})."


def apply_tokens_boxed(state: State, event: TrialTokensBoxed) -> State:
    neb = ns.nebula(state)
    held = list(neb.held)
    held[event.seat] = without(held[event.seat], event.tokens)
    value = xr(state)
    boxed = tuple(sorted((*value.boxed, *event.tokens)))
    state = state.with_plugin(ns.PART, attrs.evolve(neb, held=tuple(held)))
    return state.with_plugin(PART, attrs.evolve(value, boxed=boxed))


@attrs.frozen
class PlayerEliminated(Event):
    """X-TRIAL-6..9, -23: `seat` is out of the game (after his execution, X-TRIAL-20)."""

    tag = "exodus.player_eliminated"
    seat: int

    def describe(self) -> str:
        return f"Seat {self.seat} is eliminated at the Trial."


def apply_eliminated(state: State, event: PlayerEliminated) -> State:
    value = xr(state)
    return state.with_plugin(PART, attrs.evolve(value, eliminated=(*value.eliminated, event.seat)))


@attrs.frozen
class TrialOver(Event):
    """X-TRIAL-30: the rest of the tokens boxed; the next jump wins (X-TRIAL-31)."""

    tag = "exodus.trial_over"

    def describe(self) -> str:
        return "The Trial is over: the next jump ends the game."


def apply_over(state: State, event: TrialOver) -> State:
    neb = ns.nebula(state)
    value = xr(state)
    left = (*neb.pool, *(t for h in neb.held for t in h))
    neb = attrs.evolve(neb, pool=(), held=((),) * len(neb.held))
    value = attrs.evolve(value, phase=OVER, boxed=tuple(sorted((*value.boxed, *left))))
    return state.with_plugin(ns.PART, neb).with_plugin(PART, value)


@attrs.frozen
class TurnEndsAfterPhase(Event):
    """The current player was executed during the phase: the phase goes on (X-XR-26), and his
    turn ends once it is over (X-TRIAL-30; Exodus's X-EXEC-13)."""

    tag = "exodus.turn_ends_after_phase"

    def describe(self) -> str:
        return "The current player's turn will end after the Crossroads phase."


def apply_turn_ends(state: State, event: TurnEndsAfterPhase) -> State:
    return state.with_plugin(PART, attrs.evolve(xr(state), turn_ends=True))


#: The part's events and their appliers.
EVENTS: dict[type[Event], Callable[[State, Any], State]] = {
    CrossroadsDealt: apply_dealt,
    LeaderSidesNoted: apply_sides,
    CrossroadsCommitted: apply_committed,
    CrossroadsRevealed: apply_revealed,
    TrialBegun: apply_trial,
    TrialTokensBoxed: apply_tokens_boxed,
    PlayerEliminated: apply_eliminated,
    TrialOver: apply_over,
    TurnEndsAfterPhase: apply_turn_ends,
}
