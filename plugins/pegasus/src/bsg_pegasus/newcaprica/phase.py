"""The New Caprica phase's course: the objective's trigger at distance 7 and the setup (P-NC-1,
-7, P-NCS-*), the steps of the turn it changes (the Crisis deck is swapped at the setup, so every
base draw uses the New Caprica Crisis deck, P-NCC-1, -3; the activation and Prepare for Jump
steps, P-NCC-4..8), jumps replaced by Galactica's return (P-ORB-1..6, P-NC-6).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsg_pegasus import options
from bsg_pegasus.newcaprica import content, flow, icon_order
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.events import NcCrisisSetAside, NcGalacticaReturned, NcSettled
from bsg_pegasus.newcaprica.resolve import activation
from bsg_pegasus.newcaprica.state import active, is_cylon_player, nc, occupied
from bsgcore.base import (
    BaseGame,
    CrisisDeckFormed,
    CrisisDeckSwitched,
    Events,
    RunOps,
    current_state,
    data,
    g,
    move_events,
)
from bsgcore.core_events import FramesPushed
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

Step = Callable[[State, Any, RandomCursor], list[Event]]


def new_caprica(state: State) -> bool:
    """Whether this game plays to the New Caprica objective (P-VAR-3)."""
    return options.enabled(state.options, options.NEW_CAPRICA)


DECKS_SHUFFLED = "base.decks_shuffled"


def setup_events(state: State, event: Event) -> Events:
    """Once base has shuffled the Crisis deck at set-up, the New Caprica Crisis cards go back
    to the box until the phase (P-COMP, P-NCS-6)."""
    if event.tag != DECKS_SHUFFLED:
        return []
    codes = content.crisis_codes()
    return [NcCrisisSetAside(codes), CrisisDeckFormed(n.NC_CRISIS_DECK, codes)]


def crisis_deck(game: BaseGame, purpose: str, deck: str) -> str:
    """During the phase every site that uses "the Crisis deck" uses the New Caprica Crisis deck
    (P-NCC-1, -3; base's provider, H-TURN-3)."""
    state = current_state()
    return n.NC_CRISIS_DECK if state is not None and active(state) else deck


# -- the trigger and the setup ------------------------------------------------------------------


def bsg_base_jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """After the jump's last step (the track's reset), the objective's check (P-NC-7, R-228)."""
    return (flow.Settle(seat), *frames)


def step_settle(state: State, frame: flow.Settle, rng: RandomCursor) -> Events:
    """The New Caprica phase begins once the fleet has travelled 7 (P-NC-1)."""
    game = g(state)
    if not new_caprica(state) or nc(state).phase or game.distance < n.PHASE_DISTANCE:
        return [pop()]
    return [pop(), *settle_events(state, rng)]


def settle_events(state: State, rng: RandomCursor) -> Events:
    """The New Caprica setup, in the order of P-NCS-2..7: space and the Boarding Party track stay
    as they are (frozen, P-NCS-2, -10); humans to Resistance HQ, Cylons to Occupation Authority
    (P-NCS-3, -4, -8); the civilian ships shuffled into the Locked stack (P-NCS-5, -9); the New
    Caprica Crisis deck in place of the Crisis deck (P-NCS-6); the fleet marker on Start."""
    game = g(state)
    codes = list(content.crisis_codes())  # all carried out (content.py adds only those)
    settled = NcSettled(tuple(rng.shuffled(list(game.civilian_pile + game.cargo))))
    formed = CrisisDeckFormed(n.NC_CRISIS_DECK, tuple(rng.shuffled(codes)))
    switched = CrisisDeckSwitched(n.NC_CRISIS_DECK)
    events: Events = [settled, formed, switched]
    game = switched.apply(formed.apply(settled.apply_state(state).game))
    for seat, player in enumerate(game.players):
        if not player.character:
            continue
        to = n.OCCUPATION_AUTHORITY if is_cylon_player(game, seat) else n.RESISTANCE_HQ
        moved = move_events(game, seat, to, "New Caprica")
        events += moved
        for event in moved:
            game = event.apply(game)  # type: ignore[attr-defined]
    return events


# -- the wrapped steps --------------------------------------------------------------------------


def wrap_jump(step: Step, state: State, frame: Any, rng: RandomCursor) -> Events:
    """During the phase the fleet never jumps (P-NC-6, R-223): reaching Auto Jump before the
    return brings Galactica back into orbit (P-ORB-1, -2); any other jump does nothing. A late
    trigger (distance reached outside a jump) settles instead of a jump."""
    game = g(state)
    if new_caprica(state) and not nc(state).phase and game.distance >= n.PHASE_DISTANCE:
        return [pop(), *settle_events(state, rng)]
    if not active(state) and nc(state).phase != n.LEFT:
        return step(state, frame, rng)
    if occupied(state) and game.jump_track >= data().components.jump_auto:
        return [NcGalacticaReturned(), replace(RunOps(content.RETURN_CARD, "effects", frame.seat))]
    return [pop()]


def _is_track(event: Event) -> bool:
    return event.tag == "base.counter_changed" and getattr(event, "counter", "") == "jump_track"


def _is_jump(event: Event) -> bool:
    return isinstance(event, FramesPushed) and any(f.tag == "base.f.jump" for f in event.frames)


def wrap_prepare_jump(step: Step, state: State, frame: Any, rng: RandomCursor) -> Events:
    """The Prepare for Jump step on New Caprica (P-NCC-8, P-ORB-6): skipped this turn (Breeder's
    Canyon, Establish Sanitation), the jump icon advances the marker before the return; after it
    the jump icon is ignored and the evacuation icon evacuates 1 ship (P-EVAC-4)."""
    game = g(state)
    if not active(state) or not game.crisis:
        return step(state, frame, rng)
    card = game.crisis
    events = step(state, frame, rng)
    if nc(state).skip_jump_turn == game.turn or not occupied(state):  # P-ORB-6: no more moves
        events = [e for e in events if not _is_track(e) and not _is_jump(e)]
    forces_icon, evacuation_icon = content.icons().get(card, (False, False))
    if not occupied(state) and evacuation_icon and nc(state).prepared:
        events.append(push(flow.ChooseEvacuation(frame.seat, False)))
    return events


def wrap_activation(step: Step, state: State, frame: Any, rng: RandomCursor) -> Events:
    """The Activate Cylon Ships step on New Caprica: Cylon ship icons are ignored before the
    return (P-NCC-4) and resolved after it (P-NCC-7); the occupation forces icon activates the
    occupation forces throughout (P-NCC-5), in the order the card prints its icons (P-NCC-9,
    icon_order.py): after the return a ship icon printed first activates the ships first."""
    game = g(state)
    if not active(state) or not game.crisis:
        return step(state, frame, rng)
    forces_icon, _evacuation = content.icons().get(game.crisis, (False, False))
    if forces_icon and not occupied(state) and icon_order.ships_first(game.crisis):
        forces = RunOps(icon_order.FORCES_EFFECT, "effects", frame.seat)
        return [replace(forces, frame), *step(state, frame, rng)]
    events: Events = [pop()] if occupied(state) else step(state, frame, rng)
    if forces_icon:
        events.append(push(flow.ForcesOp(frame.seat, "activate")))
    return events


def galactica_returns(state: State) -> bool:
    """Whether Galactica has come back (for the other modules' readers)."""
    return nc(state).phase == n.ORBIT


__all__ = [
    "activation",
    "bsg_base_jump_steps",
    "galactica_returns",
    "setup_events",
    "step_settle",
    "wrap_activation",
    "wrap_jump",
    "wrap_prepare_jump",
]
