"""The ops, WHO values and conditions the New Caprica cards use that base does not carry out
(``nc_*``, see content.py). An op handler sees only the base game, so an op that needs this
part's state (the stacks, the occupation forces) pushes a frame of flow.py whose step does it.
"""

from __future__ import annotations

from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.events import NcJumpSkipped
from bsg_pegasus.newcaprica.state import is_cylon_player, on_planet, planet_seats
from bsgcore.base import (
    BaseContent,
    BaseGame,
    Events,
    Op,
    ResourceChanged,
    Result,
    RunOps,
    can_be_sent,
    child,
    data,
    move_events,
    pick,
    who,
)
from bsgcore.rng import RandomCursor
from bsgcore.stack import push

RESOURCES = ("fuel", "food", "morale", "population")


def op_forces(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Occupation forces: activate, place or destroy (P-OF-*), in a step that sees the tokens."""
    action, count, at = str(op.get("action")), int(op.get("count", 1)), str(op.get("at", ""))
    return [push(flow.ForcesOp(frame.seat, action, count, at))]


def op_stack(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The Locked and Prepared stacks (P-EVAC-*), in a step that sees them."""
    shipyard = frame.source.startswith("pegasus.nc_action.shipyard")
    return [push(flow.StackOp(frame.seat, str(op.get("action")), shipyard))]


def op_skip_step(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Skip this turn's Prepare for Jump step (Breeder's Canyon, Establish Sanitation)."""
    return [NcJumpSkipped(game.turn)]


def op_custom(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Breeder's Canyon's "lower the highest resource by 1" (ties: the acting player chooses)."""
    top = max(getattr(game, r) for r in RESOURCES)
    tied = tuple(r for r in RESOURCES if getattr(game, r) == top)
    if len(tied) == 1:
        return [ResourceChanged(tied[0], -1)]
    return [push(flow.ChooseResource(frame.seat, tied))]


def op_reroll(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """A missed attack on the occupation forces: its attacker holding a Maximum Firepower may
    discard it to roll again (P-AOF-3; each card one more roll, P-AOF-5)."""
    hand = game.players[frame.seat].hand
    if not any(card.split("@", 1)[0] == n.MAXIMUM_FIREPOWER for card in hand):
        return []
    return [push(flow.ChooseReroll(frame.seat))]


def sendable(game: BaseGame, seat: int, to: str) -> bool:
    """Whether an effect may send `seat` to `to`: never a Cylon player to Detention (P-DET-7),
    nobody where he already is."""
    player = game.players[seat]
    if is_cylon_player(game, seat) and to in (n.DETENTION, n.MEDICAL_CENTER):
        return False
    return player.location != to and can_be_sent(game, seat, to)


def op_move(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Send a character on New Caprica somewhere: a named seat, the seat `chosen` (the detain
    roll's target), a human on the planet chosen by the op's chooser, or anyone out of Detention
    to any New Caprica location (Rescue Detainees, Second Thoughts, the Detention action)."""
    to, whom = str(op.get("to")), str(op.get("who"))
    if to == "nc_any_location" or to == "any_new_caprica_location":
        return _to_anywhere(game, frame, op)
    if whom == "nc_chosen_human_on_new_caprica":
        chooser = who(game, str(op.get("chooser", "current_player")), frame.seat, -1)[0]
        candidates = tuple(
            s for s in planet_seats(game) if not is_cylon_player(game, s) and sendable(game, s, to)
        )
        if not candidates:
            return []
        return [push(flow.ChooseSent(chooser, to, candidates, bool(op.get("optional"))))]
    seats = who(game, whom, frame.seat, pick(frame))
    events: Events = []
    for seat in seats:
        if sendable(game, seat, to):
            moved = move_events(game, seat, to, frame.source)
            events += moved
            for event in moved:
                game = event.apply(game)  # type: ignore[attr-defined]
    return events


def _to_anywhere(game: BaseGame, frame: RunOps, op: Op) -> Result:
    places = open_places()
    if op.get("from") == n.DETENTION:  # someone in Detention, chosen by the op's chooser
        chooser = who(game, str(op.get("chooser", "current_player")), frame.seat, -1)[0]
        held = tuple(s for s, p in enumerate(game.players) if p.location == n.DETENTION)
        if not held:
            return []
        return [push(flow.ChooseSent(chooser, "nc_any_location", held, True))]
    seat = frame.chosen if frame.chosen >= 0 else frame.seat
    if whom_is_chosen(op) and pick(frame) >= 0:
        seat = pick(frame)
    return [push(flow.ChooseDestination(frame.seat, seat, places))]


def whom_is_chosen(op: Op) -> bool:
    return str(op.get("who")) == "chosen"


def open_places() -> tuple[str, ...]:
    """The New Caprica locations a character may be moved to freely: not hazardous (P-HAZ-3)."""
    cards = data()
    return tuple(loc for loc in n.LOCATIONS if not cards.location(loc).hazardous)


def who_each_human(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """Every human player (P-TERM-3), clockwise from the current player."""
    count = len(game.players)
    order = tuple((game.current + i) % count for i in range(count))
    return tuple(s for s in order if not is_cylon_player(game, s))


def who_chosen(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """A seat chosen by the step that pushed the op (ChooseSent)."""
    return () if target < 0 else (target,)


def condition_on_planet(game: BaseGame, name: str, seat: int) -> bool:
    """``current_on_new_caprica``: the current player stands on a New Caprica location."""
    return on_planet(game.players[game.current].location)


def op_gate(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """``nc_after_return`` / ``nc_before_return``: the ops under ``then`` only after (before)
    Galactica's return, judged in a step that sees the phase (P-PRE-1, -2, P-ORB-6)."""
    after = op.name == "nc_after_return"
    return [push(flow.Gate(frame.seat, after, child(frame, "then")))]


def add_ops(content: BaseContent) -> None:
    """Register the ops, WHO values and conditions above."""
    content.add_op("nc_occupation_force", op_forces, params=frozenset({"action", "count", "at"}))
    content.add_op("nc_civilian_stack", op_stack, params=frozenset({"action", "count"}))
    content.add_op("nc_skip_step", op_skip_step, params=frozenset({"step"}))
    content.add_op("nc_custom", op_custom, params=None)
    moves = frozenset({"who", "to", "from", "chooser", "optional"})  # optional: its "nobody"
    content.add_op("nc_move_character", op_move, params=moves)
    content.add_op("nc_reroll", op_reroll, params=frozenset())
    content.add_who("nc_each_human", who_each_human)
    for name in ("nc_chosen_human_on_new_caprica", "nc_chosen_on_new_caprica"):
        content.add_who(name, who_chosen)
    content.add_who("nc_chosen_human_in_own_location", who_chosen)
    content.add_condition("nc_current_on_new_caprica", condition_on_planet)
    for name in ("nc_after_return", "nc_before_return"):
        content.add_op(name, op_gate, params=frozenset({"then"}))
