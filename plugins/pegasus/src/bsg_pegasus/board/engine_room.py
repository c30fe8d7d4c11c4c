"""Engine Room (Appendix A.1): discard 2 skill cards (the location's cost), and the next Crisis
card drawn this turn counts as showing a prepare-for-jump icon.

The promise is the board feature's plugin state: the turn it was made in (-1: none). The
Prepare for Jump step is wrapped: in that turn, a crisis without a jump icon moves the jump
track as one with it would (base's ``jump_track`` op, which jumps at once at its end), and
the promise is spent.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board import ship
from bsg_pegasus.board.damage import fold
from bsgcore.base import (
    BaseGame,
    FrozenMap,
    LocationCost,
    Op,
    Result,
    RunOps,
    data,
    g,
)
from bsgcore.context import current_rules
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.state import State

STATE = "pegasus.board"  # this part's plugin state: the turn of Engine Room's promise
NONE = -1
COST = LocationCost(2, "Engine Room: discard 2 skill cards")


@attrs.frozen
class JumpIconPromised(Event):
    """Engine Room was activated: this turn's next crisis counts as showing a jump icon."""

    tag = "pegasus.jump_icon_promised"
    turn: int

    def describe(self) -> str:
        return "The next Crisis card this turn counts as showing a prepare-for-jump icon."


@attrs.frozen
class JumpIconSpent(Event):
    """The promised jump icon was used (or the crisis showed one anyway)."""

    tag = "pegasus.jump_icon_spent"

    def describe(self) -> str:
        return "Engine Room's jump icon is spent."


def apply_promised(state: State, event: JumpIconPromised) -> State:
    return state.with_plugin(STATE, event.turn)


def apply_spent(state: State, event: JumpIconSpent) -> State:
    return state.with_plugin(STATE, NONE)


def initial(seats: int, options: dict[str, Any]) -> int:
    """No promise at the start."""
    return NONE


def op_promise(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Engine Room's action: the promise for this turn."""
    return [JumpIconPromised(game.turn)]


def cost(game: BaseGame, seat: int, location: str, cost: LocationCost) -> LocationCost:
    """Engine Room costs 2 skill cards, discarded before its action."""
    return COST if location == ship.ENGINE_ROOM and cost.cards < COST.cards else cost


def has_jump_icon(code: str) -> bool:
    """Whether a crisis deck code's printing shows a jump icon."""
    card_id, _, index = code.partition("#")
    return bool(data().get(card_id).printings[int(index or 0)].jump_icon)


def wrap_prepare_jump(step: Any, state: State, frame: Frame, rng: RandomCursor) -> list[Event]:
    """This turn's promise gives the crisis a jump icon it lacks, once."""
    events: list[Event] = step(state, frame, rng)
    game = g(state)
    if state.plugin(STATE) != game.turn or not game.crisis:
        return events
    events = [*events, JumpIconSpent()]
    if has_jump_icon(game.crisis) or any(e.tag == "core.game_ended" for e in events):
        return events
    rules = current_rules()
    assert rules is not None
    handler = rules.data["base.effects"].handler("jump_track")
    after = fold(game, events)
    jump = Op("jump_track", FrozenMap({"delta": 1}))
    here = RunOps(ship.ENGINE_ROOM, "effects", frame.seat)  # type: ignore[attr-defined]
    return [*events, *handler(after, here, jump, rng)]
