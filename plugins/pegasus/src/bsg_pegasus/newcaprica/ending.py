"""The end of a New Caprica game (P-WIN): the Admiral's final order (P-TTL-3), the losses it
brings (P-WIN-1: the ships left on the planet, then the humans left there, executed, P-WIN-6) and
the team result (P-WIN-2, -3); the President's roll after a Quorum card (P-TTL-1).
"""

from __future__ import annotations

from bsg_pegasus.newcaprica import content, flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.events import (
    NcFinalOrder,
    NcLeftBehind,
    NcPresidentRollOwed,
    NcShipDestroyed,
)
from bsg_pegasus.newcaprica.resolve import ship_loss
from bsg_pegasus.newcaprica.state import (
    active,
    is_cylon_card_holder,
    is_cylon_player,
    nc,
    on_planet,
)
from bsgcore.base import BaseGame, Events, ResourceChanged, RunOps, data, final_losses, g
from bsgcore.core_events import GameEnded
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push
from bsgcore.state import State

RESOURCES = ("fuel", "food", "morale", "population")
#: Damaged Galactica locations that lose the game (P-WIN-3, B-END: Pegasus not counted).
GALACTICA_LOST = 6
HUMANS, CYLONS = "humans", "cylons"


def final_order_events(state: State, seat: int) -> Events:
    """The final order, in the order of P-WIN-1: every ship still in the Locked, then the
    Prepared stack, destroyed; every human player left on a New Caprica location executed, in
    turn order from the Admiral (P-WIN-6: a human costs 1 morale, a hidden Cylon none; nobody
    replaces them); then who won, in a step of its own (`step_final_result`), so that what
    reacts to the losses (a Preventative Policy of this turn, P-WIN-10) counts."""
    game = g(state)
    part = nc(state)
    events: Events = [NcFinalOrder(seat)]
    for stack, backs in (("locked", part.locked), ("prepared", part.prepared)):
        for back in backs:
            events.append(NcShipDestroyed(stack, back))
            events += [ResourceChanged(r, -k) for r, k in sorted(ship_loss(back).items())]
    count = len(game.players)
    for other in ((seat + i) % count for i in range(count)):
        player = game.players[other]
        if is_cylon_player(game, other) or not on_planet(player.location):
            continue  # Cylon players and those off the planet are not executed (P-WIN-7)
        human = not is_cylon_card_holder(game, other)
        events.append(NcLeftBehind(other, human))
        if human:
            events.append(ResourceChanged("morale", -1))
    return [*events, push(flow.FinalResult(seat))]


def step_final_result(state: State, frame: flow.FinalResult, rng: RandomCursor) -> Events:
    """The team result once the final order's losses and every reaction to them are applied
    (P-WIN-2, -3, -10), after another plugin's losses at the objective (B-END-1's seam,
    ``final_losses``: Exodus's unrevealed Personal Goals)."""
    game = g(state)
    losses = final_losses(game)
    for loss in losses:
        game = getattr(loss, "apply", lambda value: value)(game)
    return [pop(), *losses, result(game)]


def team(game: BaseGame, side: str) -> tuple[int, ...]:
    """The seats of a side, judged now."""
    cylon = side == CYLONS
    return tuple(s for s in range(len(game.players)) if is_cylon_card_holder(game, s) == cylon)


def result(game: BaseGame) -> GameEnded:
    """The team result after the final order (P-WIN-2, -3)."""
    empty = next((r for r in RESOURCES if getattr(game, r) <= 0), "")
    if empty:
        reason = f"{empty} is at 0 after Galactica leaves New Caprica."
        return GameEnded(CYLONS, "resource_empty", reason, team(game, CYLONS))
    cards = data()
    damaged = [loc for loc in game.damaged_locations if cards.location(loc).board == n.GALACTICA]
    if len(damaged) >= GALACTICA_LOST:
        reason = f"{len(damaged)} Galactica locations are damaged as it leaves New Caprica."
        return GameEnded(CYLONS, "galactica_destroyed", reason, team(game, CYLONS))
    reason = "Galactica leaves New Caprica with the survivors."
    return GameEnded(HUMANS, "new_caprica_evacuated", reason, team(game, HUMANS))


def handle_final_order(state: State, cmd: flow.FinalOrder, rng: RandomCursor) -> Events:
    """The Admiral's final order ends the game (P-TTL-3, P-ORB-9)."""
    return final_order_events(state, cmd.seat)


def president_roll(state: State, event: Event) -> Events:
    """The President (New Caprica) who plays a Quorum card from the hand while on a New Caprica
    location rolls once the card is resolved: on 3 or less she goes to Detention (P-TTL-1, -2,
    R-227). Only a card played from the hand counts (base's ``quorum_card_played``)."""
    if not active(state):
        return []
    game = g(state)
    owed = nc(state).president_rolls
    if owed < 0:
        if event.tag != "base.quorum_card_played":
            return []
        seat = int(getattr(event, "seat", -1))
        if seat != game.president or not on_planet(game.players[seat].location):
            return []
        return [NcPresidentRollOwed(seat)]
    if game.quorum_playing:  # the card is still being resolved
        return []
    return [NcPresidentRollOwed(-1), push(RunOps(content.PRESIDENT_ROLL, "effects", owed))]
