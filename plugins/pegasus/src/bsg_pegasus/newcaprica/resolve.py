"""The steps and decisions of flow.py: occupation forces (P-OF), the civilian ship stacks
(P-EVAC), whom an effect sends and where, and the resource Breeder's Canyon lowers.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.newcaprica import content, flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.events import (
    NcForcesMoved,
    NcLockedPeeked,
    NcLockedPlaced,
    NcShipDestroyed,
    NcShipEvacuated,
    NcShipPrepared,
)
from bsg_pegasus.newcaprica.state import NewCaprica, active, in_orbit, nc, occupied
from bsgcore.base import (
    BaseGame,
    Events,
    ResourceChanged,
    RunOps,
    current_state,
    data,
    draw_galactica_damage,
    g,
    move_events,
)
from bsgcore.context import current_rules
from bsgcore.messages import Command, Decision
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State


def ship_loss(back: str) -> dict[str, int]:
    """What a civilian ship's back costs when it is destroyed (B-COMP-11)."""
    for civilian in data().components.civilians:
        if civilian.back == back:
            return {str(k): int(v) for k, v in civilian.loss.items()}
    raise KeyError(back)


def destroy_on_planet(part: NewCaprica) -> Events:
    """Destroy the top Locked ship, else the top Prepared one, else none (P-EVAC-6, P-OF-3)."""
    if part.locked:
        stack, back = "locked", part.locked[0]
    elif part.prepared:
        stack, back = "prepared", part.prepared[0]
    else:
        return []
    loss = ship_loss(back)
    return [
        NcShipDestroyed(stack, back),
        *(ResourceChanged(r, -k) for r, k in sorted(loss.items())),
    ]


def destroy_drawn(game: BaseGame, seat: int, count: int, events: list[Any] | None) -> Any:
    """A civilian ship "drawn" to destroy during the phase, the unused pile empty: the top
    Locked ship, else the top Prepared one (R-202, P-EVAC-7, P-CIV-4); with both stacks empty
    base's own (a ship on the board, picked by the current player), for those still owed."""
    state = current_state()
    if events is not None or state is None or not active(state):
        return events
    part, found = nc(state), []
    for _ in range(count):
        destroyed = destroy_on_planet(part)
        if not destroyed:
            break
        found += destroyed
        top = "locked" if part.locked else "prepared"
        part = attrs.evolve(part, **{top: getattr(part, top)[1:]})
    return found or events


def activation(part: NewCaprica) -> Events:
    """One activation of the occupation forces (P-OF-2..7): none on the board, one is placed on
    Occupation Authority; else each token moves one space right, and one leaving Shipyard
    destroys a ship on New Caprica and goes back to the supply."""
    if not part.forces:
        return [NcForcesMoved((n.OCCUPATION_AUTHORITY,), "placed: none on the board")]
    kept: list[str] = []
    events: Events = []
    for where in part.forces:
        step = n.TRACK.index(where) + 1
        if step < len(n.TRACK):
            kept.append(n.TRACK[step])
        else:
            lost = destroy_on_planet(part)
            events += lost
            part = _after(part, lost)
    return [NcForcesMoved(_ordered(kept), "activated"), *events]


def _after(part: NewCaprica, events: Events) -> NewCaprica:
    """This part's value after `events` of this module (for a second token or a second activation
    resolved in the same step)."""
    for event in events:
        if isinstance(event, NcShipDestroyed):
            if event.stack == "locked":
                part = attrs.evolve(part, locked=part.locked[1:])
            else:
                part = attrs.evolve(part, prepared=part.prepared[1:])
        elif isinstance(event, NcForcesMoved):
            part = attrs.evolve(part, forces=event.forces)
    return part


def _ordered(forces: list[str]) -> tuple[str, ...]:
    return tuple(sorted(forces, key=n.TRACK.index))


def step_forces(state: State, frame: flow.ForcesOp, rng: RandomCursor) -> Events:
    """Carry out an occupation forces op (P-OF-*; the component limit of 4, P-OF-6)."""
    part, game = nc(state), g(state)
    if frame.action == "activate":
        events: Events = []
        for _ in range(frame.count):
            moved = activation(part)
            events += moved
            part = _after(part, moved)
        return [pop(), *events]
    if frame.action == "place":
        room = min(frame.count, n.FORCES - len(part.forces))
        if room <= 0:
            return [pop()]
        placed = _ordered([*part.forces, *([n.OCCUPATION_AUTHORITY] * room)])
        return [pop(), NcForcesMoved(placed, "placed")]
    forces = list(part.forces)
    here = game.players[frame.seat].location if frame.at == "own_location" else ""
    for _ in range(frame.count):
        if here:
            if here in forces:
                forces.remove(here)
        elif forces:
            forces.pop()  # the one nearest to leaving the track (the rightmost)
    if len(forces) == len(part.forces):
        return [pop()]
    return [pop(), NcForcesMoved(tuple(forces), "destroyed")]


def step_stack(state: State, frame: flow.StackOp, rng: RandomCursor) -> Events:
    """Destroy, prepare or evacuate, or look at the top Locked ship."""
    part = nc(state)
    if frame.action == "destroy_top_locked_else_prepared":
        return [pop(), *destroy_on_planet(part)]
    if frame.action == "peek_top_locked":
        if not part.locked:
            return [pop()]
        return [NcLockedPeeked(frame.seat), replace(flow.ChoosePlacement(frame.seat))]
    evacuate = in_orbit(state) and bool(part.prepared)
    if not evacuate:  # only preparing can do anything (P-EVAC-10)
        return [pop(), NcShipPrepared(frame.seat)] if part.locked else [pop()]
    return [replace(flow.ChooseEvacuation(frame.seat, bool(part.locked), frame.shipyard))]


def decide_evacuation(state: State, frame: flow.ChooseEvacuation) -> Decision:
    """Prepare the top Locked ship, or evacuate the top Prepared one to area 5 or 6."""
    options: list[Command] = [flow.Evacuate(frame.seat, area) for area in n.LAUNCH_AREAS]
    if frame.prepare:
        options.append(flow.Evacuate(frame.seat, 0))
    return Decision.make(frame.seat, "nc_evacuation", "Prepare or evacuate a ship", options)


def handle_evacuate(state: State, cmd: flow.Evacuate, rng: RandomCursor) -> Events:
    """Prepare (area 0) or evacuate (P-EVAC-2..4); after the Shipyard's evacuation the player
    may move to any Galactica location (Appendix A.2)."""
    frame = state.top
    assert isinstance(frame, flow.ChooseEvacuation)
    part = nc(state)
    if cmd.area == 0:
        return [pop(), NcShipPrepared(cmd.seat)]
    events: Events = [NcShipEvacuated(cmd.seat, cmd.area, part.prepared[0])]
    if frame.shipyard:
        places = galactica_places()
        return [*events, replace(flow.ChooseDestination(cmd.seat, cmd.seat, places, True))]
    return [*events, pop()]


def galactica_places() -> tuple[str, ...]:
    """The Galactica locations a character may be moved to (not the Brig or Sickbay)."""
    cards = data()
    board = cards.components.boards[n.GALACTICA]
    return tuple(loc for loc in board if not cards.location(loc).hazardous)


def decide_placement(state: State, frame: flow.ChoosePlacement) -> Decision:
    """Top or bottom of the Locked stack."""
    options: list[Command] = [
        flow.PlaceLocked(frame.seat, False),
        flow.PlaceLocked(frame.seat, True),
    ]
    return Decision.make(frame.seat, "nc_locked_ship", "Leave the ship on top, or bottom", options)


def handle_place(state: State, cmd: flow.PlaceLocked, rng: RandomCursor) -> Events:
    return [NcLockedPlaced(cmd.seat, cmd.bottom), pop()]


def decide_sent(state: State, frame: flow.ChooseSent) -> Decision:
    """Whom the effect sends."""
    options: list[Command] = [flow.Send(frame.seat, s) for s in frame.candidates]
    if frame.optional:
        options.append(flow.Send(frame.seat, -1))
    return Decision.make(frame.seat, "nc_send", "Choose a character", options)


def handle_send(state: State, cmd: flow.Send, rng: RandomCursor) -> Events:
    """Send the character chosen (to a location, or on to choose where, out of Detention)."""
    frame = state.top
    assert isinstance(frame, flow.ChooseSent)
    if cmd.target < 0:
        return [pop()]
    if frame.to == "nc_any_location":
        places = tuple(p for p in _open() if p != g(state).players[cmd.target].location)
        return [replace(flow.ChooseDestination(cmd.seat, cmd.target, places))]
    return [*move_events(g(state), cmd.target, frame.to, "New Caprica"), pop()]


def _open() -> tuple[str, ...]:
    cards = data()
    return tuple(loc for loc in n.LOCATIONS if not cards.location(loc).hazardous)


def decide_destination(state: State, frame: flow.ChooseDestination) -> Decision:
    """Where the character goes."""
    here = g(state).players[frame.mover].location
    options: list[Command] = [flow.GoTo(frame.seat, p) for p in frame.places if p != here]
    if frame.optional or not options:
        options.append(flow.GoTo(frame.seat, ""))
    return Decision.make(frame.seat, "nc_destination", "Choose where to go", options)


def handle_go(state: State, cmd: flow.GoTo, rng: RandomCursor) -> Events:
    frame = state.top
    assert isinstance(frame, flow.ChooseDestination)
    if not cmd.location:
        return [pop()]
    return [*move_events(g(state), frame.mover, cmd.location, "New Caprica"), pop()]


def decide_reroll(state: State, frame: flow.ChooseReroll) -> Decision:
    """Discard a Maximum Firepower to roll again, or keep the miss."""
    hand = g(state).players[frame.seat].hand
    cards = sorted({c for c in hand if c.split("@", 1)[0] == n.MAXIMUM_FIREPOWER})
    options: list[Command] = [flow.Reroll(frame.seat, c) for c in cards]
    options.append(flow.Reroll(frame.seat, ""))
    return Decision.make(
        frame.seat, "nc_reroll", "Discard Maximum Firepower to roll again?", options
    )


def handle_reroll(state: State, cmd: flow.Reroll, rng: RandomCursor) -> Events:
    """The card is discarded (not played: its printed requirement does not apply) and the
    attack is rolled again; the new roll replaces the miss (P-AOF-3, -5)."""
    if not cmd.card:
        return [pop()]
    rules = current_rules()
    assert rules is not None
    discarded = rules.registry.tags["base.skill_cards_discarded"](cmd.seat, (cmd.card,), "reroll")
    again = RunOps(content.ATTACK_ACTION, "effects", cmd.seat)
    return [discarded, replace(again)]


def decide_resource(state: State, frame: flow.ChooseResource) -> Decision:
    """Which tied highest resource to lower."""
    options: list[Command] = [flow.LowerResource(frame.seat, r) for r in frame.resources]
    return Decision.make(frame.seat, "nc_resource", "Choose the resource to lower", options)


def handle_lower(state: State, cmd: flow.LowerResource, rng: RandomCursor) -> Events:
    return [ResourceChanged(cmd.resource, -1), pop()]


def step_gate(state: State, frame: flow.Gate, rng: RandomCursor) -> Events:
    """The gated ops run only on their side of Galactica's return."""
    if in_orbit(state) == frame.after:
        return [replace(frame.then)]
    return [pop()]


def step_damage_gate(state: State, frame: flow.DamageGate, rng: RandomCursor) -> Events:
    """Before the return Galactica and Pegasus can be neither damaged nor repaired (P-PRE-2,
    R-222): the damage is ignored; after it, damage as usual."""
    if occupied(state):
        return [pop()]
    if frame.inner is not None:
        return [replace(frame.inner)]
    return [pop(), *draw_galactica_damage(g(state), rng, frame.count)]


STEPS = {
    flow.ForcesOp: step_forces,
    flow.StackOp: step_stack,
    flow.Gate: step_gate,
    flow.DamageGate: step_damage_gate,
}
DECIDERS = {
    flow.ChooseEvacuation: decide_evacuation,
    flow.ChoosePlacement: decide_placement,
    flow.ChooseSent: decide_sent,
    flow.ChooseDestination: decide_destination,
    flow.ChooseResource: decide_resource,
    flow.ChooseReroll: decide_reroll,
}
HANDLERS = {
    flow.Evacuate: handle_evacuate,
    flow.PlaceLocked: handle_place,
    flow.Send: handle_send,
    flow.GoTo: handle_go,
    flow.LowerResource: handle_lower,
    flow.Reroll: handle_reroll,
}
