"""Movement abilities (P-MOVE, H-TURN-1): in his own Movement step a player may, instead of
moving, use one Movement ability, at most one per turn (P-MOVE-1..3, P-INV-26).

The ability is an option of base's Movement step beside the moves, offered only to the current
player in his own turn's step (an Executive Order's target gets a move, not a Movement step,
P-MOVE-4), in the Brig too (P-MOVE-6, R-216), and only while no Movement ability was used this
turn. Whose text it is follows the card (P-TRE-3): a human player uses the new cards' Movement
texts (Critical Situation, Preventative Policy), a Cylon player only Treachery's (God's Plan,
P-MOVE-5, P-CYT-2). Critical Situation shares Executive Order's once per turn (Appendix A.5).
"""

from __future__ import annotations

import attrs

from bsg_pegasus.skills import content
from bsg_pegasus.skills import events as ev
from bsg_pegasus.skills.ops import piloting
from bsg_pegasus.skills.treachery import may_use_text
from bsgcore import Command, Event, State
from bsgcore.base import MovementStep, RunOps, g
from bsgcore.frozen import evolve
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace

CRITICAL_SITUATION = "Critical Situation"
GODS_PLAN = "God's Plan"
FULL_THROTTLE = "Full Throttle"
MOVEMENT = ("movement", "movement_or_action")


@attrs.frozen
class UseMovementAbility(Command):
    """Use this card's Movement ability instead of moving."""

    tag = "pegasus.use_movement_ability"
    card: str


def movement_used(state: State) -> bool:
    """Whether the current turn's Movement ability is spent (P-MOVE-3)."""
    return ev.skills_state(state).movement_turn == g(state).turn


def usable(state: State, seat: int, code: str) -> bool:
    """Whether the seat may use this card's Movement ability now."""
    game = g(state)
    card = ev.card_id(code)
    timed = content.timed(MOVEMENT[0]) | content.timed(MOVEMENT[1])
    if card not in timed or not may_use_text(game, seat, code):
        return False
    name = ev.card_name(code)
    if name == CRITICAL_SITUATION:
        return game.executive_order_turn != game.turn  # one of the two per turn
    if name == GODS_PLAN:
        return bool(game.destiny)
    if name == FULL_THROTTLE:
        return piloting(game, seat)
    return True


def movement_options(state: State, frame: MovementStep) -> list[Command]:
    """The Movement abilities the current player may use in his own Movement step."""
    game = g(state)
    seat = frame.seat
    if seat != game.current or movement_used(state):
        return []
    return [
        UseMovementAbility(seat, code)
        for code in sorted(set(game.players[seat].hand))
        if usable(state, seat, code)
    ]


def handle_movement(state: State, cmd: UseMovementAbility, rng: RandomCursor) -> list[Event]:
    """The Movement step is spent on the ability: the card's text, then the turn goes on."""
    game = g(state)
    card = ev.card_id(cmd.card)
    if ev.card_name(cmd.card) == GODS_PLAN:
        return [ev.DestinyTopSwapped(cmd.seat, cmd.card, game.destiny[0]), pop()]
    events: list[Event] = [ev.SkillPlayed(cmd.seat, cmd.card, movement=True)]
    if ev.card_name(cmd.card) == CRITICAL_SITUATION:
        events.append(OrderTurnSpent())
    return [*events, replace(RunOps(card, "effects", cmd.seat))]


@attrs.frozen
class OrderTurnSpent(Event):
    """Critical Situation was used: no Executive Order may follow this turn (Appendix A.5)."""

    tag = "pegasus.order_turn_spent"

    def describe(self) -> str:
        return "No Executive Order may be played this turn."


def apply_order_spent(state: State, event: OrderTurnSpent) -> State:
    """Base's own once-per-turn mark of Executive Order (B-INV-25) serves both cards."""
    game = g(state)
    return state.with_game(evolve(game, executive_order_turn=game.turn))
