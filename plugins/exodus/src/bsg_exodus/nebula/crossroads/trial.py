"""Step 3 of the Crossroads phase, the Trial (X-TRIAL-1..10, -30): the tokens on the table
boxed, every holding revealed, each side's harmless tokens and the small holdings dropped, then
the player(s) with the most tokens eliminated, the President choosing among tied humans
(X-TRIAL-7, -9; he may choose himself, X-TRIAL-10). The rest of the tokens are boxed and the
interrupted turn goes on; the next jump wins (X-TRIAL-30, -31)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import elimination
from bsg_exodus.nebula.crossroads import state as xs
from bsgcore.base import Events, Execute, end_turn_events, g, is_cylon_player
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

Step = Callable[[State, Any, RandomCursor], Events]
#: A holding this small is dropped before the count (X-TRIAL-4).
SMALL = 2


@attrs.frozen
class Trial(Frame):
    """The Trial, once every Crossroads card is resolved."""

    tag = "exodus.f.trial"
    seat: int


@attrs.frozen
class TrialEnd(Frame):
    """X-TRIAL-30: the remaining tokens boxed, after the eliminations."""

    tag = "exodus.f.trial_end"
    seat: int


@attrs.frozen
class PresidentChooses(Frame):
    """X-TRIAL-7, -9: the President picks which of the tied humans is eliminated."""

    tag = "exodus.f.trial_president"
    seat: int
    tied: tuple[int, ...]


@attrs.frozen
class Condemn(Command):
    """Eliminate this player (X-TRIAL-7)."""

    tag = "exodus.trial_condemn"
    target: int


def cylon_side(state: State, seat: int) -> bool:
    """Whether `seat` takes part in the Trial as a Cylon player: a Cylon Leader as he was when
    the phase began (X-PEG-11), anyone else as he is now (X-TRIAL-3: hidden Cylons are human
    players)."""
    noted = dict(xs.xr(state).leader_sides)
    return noted[seat] if seat in noted else is_cylon_player(g(state), seat)


def harmless(state: State, seat: int, token: str) -> bool:
    """X-TRIAL-3: a human player (hidden Cylons too) drops benevolent tokens, a Cylon player
    antagonistic ones."""
    cylon = cylon_side(state, seat)
    return tk.kind(token) == (tk.ANTAGONISTIC if cylon else tk.BENEVOLENT)


def step_trial(state: State, frame: Trial, rng: RandomCursor) -> Events:
    """Steps 1 to 5: box, reveal, drop, drop small holdings, then the most tokens lose."""
    neb = ns.nebula(state)
    value = xs.xr(state)
    table = (
        *(t for t in value.tokens if t),
        *(t for _, t in neb.allies if t),
        *(t for t in (neb.brig, neb.sickbay) if t),
    )
    begun = xs.TrialBegun(tuple(sorted(table)), neb.held)
    events: Events = [begun]
    counts: dict[int, int] = {}
    out = value.eliminated
    for seat, held in enumerate(neb.held):
        dropped = tuple(t for t in held if harmless(state, seat, t))
        if dropped:
            events.append(xs.TrialTokensBoxed(seat, dropped, "X-TRIAL-3"))
        kept = tuple(t for t in held if t not in dropped)
        if 0 < len(kept) <= SMALL:
            events.append(xs.TrialTokensBoxed(seat, kept, "X-TRIAL-4"))
        elif kept and seat not in out:
            counts[seat] = len(kept)
    end = TrialEnd(frame.seat)
    if not counts:
        return [*events, replace(end)]
    most = max(counts.values())
    tied = [s for s, n in counts.items() if n == most]
    game = g(state)
    cylons = [s for s in tied if cylon_side(state, s)]
    humans = [s for s in tied if s not in cylons]
    frames: list[Frame] = [end]
    if len(humans) > 1 and game.president >= 0:
        frames.append(PresidentChooses(game.president, tuple(humans)))
    else:
        cylons += humans
    frames += [elimination.Eliminate(s) for s in sorted(cylons, reverse=True)]
    return [*events, replace(*frames)]


def decide_president(state: State, frame: PresidentChooses) -> Decision:
    options: list[Command] = [Condemn(frame.seat, s) for s in frame.tied]
    return Decision.make(frame.seat, "exodus_trial_condemn", "Choose who is eliminated", options)


def handle_condemn(state: State, cmd: Condemn, rng: RandomCursor) -> Events:
    return [replace(elimination.Eliminate(cmd.target))]


def step_end(state: State, frame: TrialEnd, rng: RandomCursor) -> Events:
    """X-TRIAL-30, -32: no trauma token is left in the game; an eliminated current player's turn
    ends, the next player's begins (X-TRIAL-24)."""
    current = g(state).current
    value = xs.xr(state)
    if current in value.eliminated or value.turn_ends:
        reason = "the current player was eliminated or executed in the Crossroads phase"
        ended = end_turn_events(state, current, reason, keep=(Execute,))
        return [xs.TrialOver(), *ended] if ended else [xs.TrialOver(), pop()]
    return [xs.TrialOver(), pop()]


def wrap_end_executed_turn(step: Step, state: State, frame: Any, rng: RandomCursor) -> Events:
    """During the phase an executed current player's turn does not end at once (Exodus's
    X-EXEC-13 would drop the phase): the phase goes on (X-XR-26) and the turn ends after the
    Trial (X-TRIAL-30)."""
    value = xs.xr(state)
    if value.phase in (xs.CROSSROADS, xs.TRIAL) and frame.seat == g(state).current:
        return [xs.TurnEndsAfterPhase(), pop()]
    return step(state, frame, rng)


STEPS = {Trial: step_trial, TrialEnd: step_end}
DECIDERS = {PresidentChooses: decide_president}
HANDLERS = {Condemn: handle_condemn}
