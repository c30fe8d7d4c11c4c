"""The lasting rules of the Pegasus Cylon attack cards kept in play (Appendix A.6, H-CARD-1):
Dogfight's Constant Barrage, The Guardians' Raptor Crew Captured, Lured into a Trap's Dangerous
Repairs. Base places each card's ships and keeps it in play (``keep_in_play``); the rules are
carried out here while it is in ``game.in_play``, and base discards it as the fleet jumps.

- Constant Barrage: each time raiders are activated, every basestar then launches 2 raiders
  that are not activated this time; the card leaves play once no raider is on the board.
- Raptor Crew Captured: whenever a basestar is destroyed, lose 1 morale and 1 raptor (the
  basestars on the board are watched in the part's state, since a destroyed ship is gone).
- Dangerous Repairs: every character in FTL Control or Engine Room when the fleet jumps is
  executed once the jump is resolved (R-209); on the jump that ends the game too, before
  victory is decided (P-EXEC-16): base's Jump step is wrapped, and runs again once they are done.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Event, State
from bsgcore.base import (
    ActivateCylons,
    BaseContent,
    BaseEvent,
    BaseGame,
    BasestarsLaunch,
    CounterChanged,
    CylonShipDestroyed,
    Jump,
    ResourceChanged,
    current_state,
    data,
    execute,
    g,
    register_tables,
)
from bsgcore.core_events import FramePopped, GameEnded, TopReplaced
from bsgcore.frozen import evolve
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry, Step
from bsgcore.stack import pop, replace

PART = "pegasus.cards"
DOGFIGHT = "pegasus.crisis.dogfight"
GUARDIANS = "pegasus.crisis.the_guardians"
LURED = "pegasus.super_crisis.lured_into_a_trap"
RAIDER, BASESTAR = "raider", "basestar"
#: Constant Barrage: raiders each basestar launches after a raider activation.
BARRAGE_LAUNCH = 2
#: Dangerous Repairs: who is here when the fleet jumps is executed.
TRAPS = ("base.location.ftl_control", "pegasus.location.engine_room")
#: The kept rules carried out here (``keep_in_play``'s ``rule``).
KEPT = ("constant_barrage", "raptor_crew_captured", "dangerous_repairs")


@attrs.frozen
class AttackState:
    """The basestars on the board while The Guardians is in play (their uids); whether Lured into
    a Trap's executions of the final jump are done (they come before victory, P-EXEC-16)."""

    basestars: tuple[int, ...] = ()
    final_executed: bool = False


def initial(seats: int, options: dict[str, object]) -> AttackState:
    """No card in play."""
    return AttackState()


def in_play(game: BaseGame, card: str) -> bool:
    """Whether a crisis card is kept in play (a code is its id: Pegasus cards have 1 copy)."""
    return any(code.split("#", 1)[0] == card for code in game.in_play)


@attrs.frozen
class CardLeftPlay(BaseEvent):
    """A card kept in play leaves it before the jump (its rule ended): to its discard pile,
    unless it is the crisis being resolved (then base discards it when that ends)."""

    tag = "pegasus.card_left_play"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        kept = tuple(c for c in game.in_play if c != self.card)
        if self.card == game.crisis:
            return evolve(game, in_play=kept)
        if any(c.id == self.card for c in data().super_crisis):
            discard = game.super_crisis_discard + (self.card,)
            return evolve(game, in_play=kept, super_crisis_discard=discard)
        return evolve(game, in_play=kept, crisis_discard=game.crisis_discard + (self.card,))

    def describe(self) -> str:
        return f"{data().get(self.card).name} leaves play."


@attrs.frozen
class BasestarsWatched(Event):
    """The basestars on the board while The Guardians is in play (public)."""

    tag = "pegasus.basestars_watched"
    basestars: tuple[int, ...]

    def describe(self) -> str:
        return "The Guardians: basestars watched " + (str(list(self.basestars)) or "none")


def apply_watched(state: State, event: BasestarsWatched) -> State:
    """Remember the basestars."""
    value: AttackState = state.plugin(PART)
    return state.with_plugin(PART, evolve(value, basestars=event.basestars))


@attrs.frozen
class FinalTrapSprung(Event):
    """The fleet's final jump with Lured into a Trap in play: those trapped are executed before
    victory is decided (public)."""

    tag = "pegasus.final_trap_sprung"
    seats: tuple[int, ...]

    def describe(self) -> str:
        return f"Lured into a Trap: seats {list(self.seats)} are executed before the end."


def apply_sprung(state: State, event: FinalTrapSprung) -> State:
    """The final jump's executions are under way (the jump step then decides victory)."""
    value: AttackState = state.plugin(PART)
    return state.with_plugin(PART, evolve(value, final_executed=True))


@attrs.frozen
class Trapped(Frame):
    """Dangerous Repairs: execute these seats, one after the other, after the jump (R-209)."""

    tag = "pegasus.f.trapped"
    seats: tuple[int, ...]


def step_trapped(state: State, frame: Trapped, rng: RandomCursor) -> list[Event]:
    """Each trapped seat is executed (the first given first)."""
    frames = [execute(seat, LURED) for seat in frame.seats]
    return [replace(*reversed(frames))] if frames else [pop()]


def jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """With Lured into a Trap in play as the fleet jumps, the characters then in FTL Control or
    Engine Room are executed after the jump's other steps (the state the jump began from)."""
    before = current_state()
    if before is None or not in_play(before.game, LURED):
        return frames
    trapped = tuple(s for s, p in enumerate(before.game.players) if p.location in TRAPS)
    return (Trapped(trapped), *frames) if trapped else frames


def wrap_jump(step: Step, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """P-EXEC-16: when base's Jump step ends the game (the final jump) with Lured into a Trap in
    play, the characters in FTL Control or Engine Room are executed first; the Jump step then
    runs again and decides victory (the final jump draws no random number, so nothing is lost)."""
    events: list[Event] = step(state, frame, rng)
    game = g(state)
    watched: AttackState = state.plugin(PART)
    if watched.final_executed or not in_play(game, LURED):
        return events
    if not any(isinstance(e, GameEnded) for e in events):
        return events
    trapped = tuple(s for s, p in enumerate(game.players) if p.location in TRAPS)
    if not trapped:
        return events
    return [FinalTrapSprung(trapped), replace(frame, Trapped(trapped))]


def _basestars(game: BaseGame) -> tuple[int, ...]:
    return tuple(s.uid for s in game.cylon_ships if s.kind == BASESTAR)


def after_event(state: State, event: Event) -> list[Event] | None:
    """Constant Barrage ends with no raider on the board; Raptor Crew Captured on each basestar
    destroyed. Cheap when no Pegasus attack card is in play."""
    game = g(state)
    watched: AttackState = state.plugin(PART)
    if not game.in_play and not watched.basestars:
        return None
    out: list[Event] = []
    if in_play(game, DOGFIGHT) and not any(s.kind == RAIDER for s in game.cylon_ships):
        out.append(CardLeftPlay(DOGFIGHT))
    guardians = in_play(game, GUARDIANS)
    now = _basestars(game) if guardians else ()
    if guardians and isinstance(event, CylonShipDestroyed) and event.uid in watched.basestars:
        out += [ResourceChanged("morale", -1), CounterChanged("raptors", -1)]
    if now != watched.basestars:
        out.append(BasestarsWatched(now))
    return out or None


def wrap_activation(step: Step, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Constant Barrage: after a raider activation, each basestar launches 2 raiders, which are
    not activated this time (the launch is resolved once the activation is done)."""
    events: list[Event] = step(state, frame, rng)
    if frame.icon != "raiders" or not in_play(g(state), DOGFIGHT):
        return events
    return after_top(events, BasestarsLaunch(frame.seat, RAIDER, BARRAGE_LAUNCH))


def after_top(events: list[Event], later: Frame) -> list[Event]:
    """The step's events with `later` resolved once the frame the step finishes or replaces is
    done: the first stack change of the top frame gains it underneath."""
    out = list(events)
    for index, event in enumerate(out):
        if isinstance(event, TopReplaced):
            out[index] = replace(later, *event.frames)
            return out
        if isinstance(event, FramePopped):
            out[index] = replace(later)
            return out
    return out


def special_rule_noop(game: BaseGame, frame: Any, op: Any) -> tuple[list[Event], list[Frame]]:
    """A special-rule op whose rule is carried out while the card is in play (above)."""
    return [], []


def add_ops(content: BaseContent) -> None:
    """The special-rule ops (their rules work here while the card is in play) and kept rules."""
    for key in (
        "constant_barrage",
        "raptor_crew_captured",
        "execute_characters_in_engine_room_and_ftl_control_on_jump",
    ):
        content.add_special_rule_op(f"pegasus_{key}", special_rule_noop)
    for rule in KEPT:
        content.add_kept_rule(rule)


def register(registry: RulesRegistry) -> None:
    """The part's state, events and frame; the activation wrapped for Constant Barrage."""
    registry.plugin_state(initial, value_type=AttackState)
    register_tables(registry, events=(CardLeftPlay,), steps={Trapped: step_trapped})
    registry.event(BasestarsWatched, apply_watched)
    registry.event(FinalTrapSprung, apply_sprung)
    registry.wrap_step(Jump, wrap_jump)
    registry.wrap_step(ActivateCylons, wrap_activation)
