"""Helena Cain (Military Leader, pegasus.md A.4):

- *Intolerant*: when her "Admiral's Quarters" check is passed with a total of 10 or more, she may
  execute the chosen character instead of sending him to the Brig (base's ``Execute``). Base's
  step applying a check's result is wrapped: the choice comes before the pass effects.
- *Blind Jump* (Action, once per game, at distance 6 or less): 2 civilian ships are drawn and
  destroyed (P-CIV-1, base's ``destroy_civilian`` op drawing them), then the fleet jumps at once,
  from any jump track space; the Admiral draws only 1 Destination card (base's
  ``bsg_base_destination_draw``). Not offered during the New Caprica phase (P-NCM: no jump).
- *Bent on Revenge*: she may not activate "FTL Control" or "Engine Room"
  (``bsg_base_location_allowed``).

She starts in Pegasus CIC; chosen after an execution once Pegasus is destroyed, in Command, the
alternative her sheet prints (R-203).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board import ship
from bsg_pegasus.characters.model import active, characters, with_value
from bsg_pegasus.newcaprica import state as nc_state
from bsgcore.base import (
    BaseContent,
    BaseGame,
    Jump,
    OncePerGameUsed,
    Op,
    Result,
    RunOps,
    current_state,
    execute,
    g,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import push, replace
from bsgcore.state import State

CAIN = "pegasus.character.helena_cain"
INTOLERANT = "pegasus.ability.cain_intolerant"
BLIND_JUMP = "pegasus.ability.cain_blind_jump"
BENT = "pegasus.ability.cain_bent_on_revenge"
ADMIRALS_QUARTERS = "base.location.admirals_quarters"
FORBIDDEN = ("base.location.ftl_control", "pegasus.location.engine_room")
INTOLERANT_TOTAL = 10
BLIND_JUMP_DISTANCE = 6
BLIND_JUMP_DESTINATIONS = 1
BRIG = "base.location.brig"
COMMAND = "base.location.command"
#: Blind Jump's ops (its sheet's once-per-game effects): the ships drawn and destroyed, the jump.
BLIND_JUMP_EFFECTS = [
    {"op": "destroy_civilian", "count": 2, "method": "draw"},
    {"op": "pegasus_blind_jump"},
]
ABILITIES = (INTOLERANT, BLIND_JUMP, BENT)


# -- Bent on Revenge ------------------------------------------------------------------------------


def location_allowed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """She never activates FTL Control or Engine Room."""
    return allowed and not (location in FORBIDDEN and active(game, seat, CAIN))


# -- her start ------------------------------------------------------------------------------------


def new_character_start(game: BaseGame, seat: int, character: str, location: str) -> str:
    """Chosen after an execution with Pegasus destroyed: Command, her sheet's alternative start
    (P-NEWC-5, R-203)."""
    if character == CAIN and location == ship.PEGASUS_CIC and ship.destroyed(game):
        return COMMAND
    return location


# -- Blind Jump -----------------------------------------------------------------------------------


@attrs.frozen
class BlindJumpStarted(Event):
    """The jump under way is Cain's Blind Jump: the Admiral draws 1 Destination (public)."""

    tag = "pegasus.blind_jump_started"
    turn: int

    def describe(self) -> str:
        return "Blind Jump: the fleet jumps at once; the Admiral draws 1 Destination."

    @staticmethod
    def applier(state: State, event: BlindJumpStarted) -> State:
        return with_value(state, attrs.evolve(characters(state), blind_jump=event.turn))


@attrs.frozen
class UseBlindJump(Command):
    """Blind Jump: 2 civilian ships drawn and destroyed, then the fleet jumps at once."""

    tag = "pegasus.use_blind_jump"


def blind_jump_possible(state: State, seat: int) -> bool:
    """Her sheet in effect, unused, at distance 6 or less, not during the New Caprica phase."""
    game = g(state)
    return (
        active(game, seat, CAIN)
        and BLIND_JUMP not in game.once_per_game_used
        and game.distance <= BLIND_JUMP_DISTANCE
        and game.players[seat].location != BRIG
        and not nc_state.active(state)
    )


def action_options(state: State, frame: Any) -> list[Command]:
    """Blind Jump among her Actions while possible."""
    return [UseBlindJump(frame.seat)] if blind_jump_possible(state, frame.seat) else []


def handle_blind_jump(state: State, cmd: UseBlindJump, rng: RandomCursor) -> list[Event]:
    """Used (public); its ops run: the ships, then the jump."""
    return [OncePerGameUsed(cmd.seat, BLIND_JUMP), replace(RunOps(BLIND_JUMP, "effects", cmd.seat))]


def op_blind_jump(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Result:
    """The op ``pegasus_blind_jump``: the fleet jumps now (base's jump), 1 Destination drawn."""
    return [BlindJumpStarted(game.turn), push(Jump(game.current))]


def destination_draw(game: BaseGame, seat: int, count: int) -> int:
    """During Blind Jump's jump the Admiral draws 1 Destination."""
    state = current_state()
    if state is None or characters(state).blind_jump != game.turn or not game.turn:
        return count
    return min(count, BLIND_JUMP_DESTINATIONS)


def jump_finished(state: State, event: Event) -> list[Event]:
    """Blind Jump's jump is over once the destinations are chosen (the mark cleared)."""
    if characters(state).blind_jump and event.tag == "base.destination_chosen":
        return [BlindJumpStarted(0)]
    return []


# -- Intolerant -----------------------------------------------------------------------------------


@attrs.frozen
class IntolerantChoice(Frame):
    """Cain's Admiral's Quarters check passed with 10 or more: execute the target, or the Brig."""

    tag = "pegasus.f.intolerant"
    seat: int
    target: int


@attrs.frozen
class UseIntolerant(Command):
    """`execute`: execute the target instead of sending him to the Brig."""

    tag = "pegasus.use_intolerant"
    execute: bool


def apply_wrapper(inner: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Before the pass effects of her Admiral's Quarters check, the Intolerant choice."""
    game = g(state)
    check = game.check
    if (
        check is not None
        and check.source == ADMIRALS_QUARTERS
        and check.target >= 0
        and check.total >= check.difficulty
        and check.total >= INTOLERANT_TOTAL
        and check.result == "pass"
        and active(game, check.seat, CAIN)
    ):
        return [replace(IntolerantChoice(check.seat, check.target))]
    return list(inner(state, frame, rng))


def decide_intolerant(state: State, frame: IntolerantChoice) -> Decision:
    """Execute the target, or send him to the Brig as the location says."""
    options: list[Command] = [UseIntolerant(frame.seat, True), UseIntolerant(frame.seat, False)]
    prompt = f"Intolerant: execute seat {frame.target} instead of sending him to the Brig?"
    return Decision.make(frame.seat, "intolerant", prompt, options)


def handle_intolerant(state: State, cmd: UseIntolerant, rng: RandomCursor) -> list[Event]:
    """Executed (base's procedure), or the location's pass effects as printed."""
    game = g(state)
    check = game.check
    assert check is not None and isinstance(state.top, IntolerantChoice)
    if cmd.execute:
        return [replace(execute(state.top.target, INTOLERANT))]
    return [replace(RunOps(check.source, check.on_pass, check.seat, chosen=check.target))]


EVENTS: tuple[type[Event], ...] = (BlindJumpStarted,)


def add_content(content: BaseContent) -> None:
    """Blind Jump's op."""
    content.add_op("pegasus_blind_jump", op_blind_jump, params=frozenset())


def register(registry: Any) -> None:
    """Cain's frames, commands and step wrapper."""
    tags = registry.tags
    registry.command(UseBlindJump, handle_blind_jump)
    registry.add_options(tags["base.f.action"], action_options)
    registry.frame(IntolerantChoice, decide=decide_intolerant)
    registry.command(UseIntolerant, handle_intolerant)
    registry.wrap_step(tags["base.f.apply_result"], apply_wrapper)
