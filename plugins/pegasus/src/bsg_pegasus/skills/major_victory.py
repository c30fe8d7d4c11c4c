"""Major Victory (Leadership, 2 copies): after you destroy a basestar or a centurion on the
Boarding Party track, roll: on 5 or more gain 1 morale; at most one "Major Victory" a turn
(pegasus.md A.5).

A part of the Pegasus plugin (``PLUGIN.parts``, its own state). The seat that destroyed the
ship is the seat acting in the frames resolving it (the nearest frame naming a seat: the pilot
or the player activating vipers, Weapons Control's, the Admiral's nuke...). Base's event does not
name the ship's kind once it is gone, so this part notes a destroyed basestar as the event is
applied (base's applier wrapped); a centurion's removal is its own event. After the step's own
stack change (the next control event) that seat is asked, by public facts only (a human player
with a card in hand and no standing order for this window), whether it plays one; the card's
text is its catalogue ops (base's ``roll``, then the morale).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.skills import events as ev
from bsgcore import hookimpl
from bsgcore.base import (
    BaseGame,
    RunOps,
    declare_window_kind,
    g,
    is_cylon_player,
    skill_value,
)
from bsgcore.core_events import CONTROL_EVENTS
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import push, replace
from bsgcore.state import State

NAME = "pegasus.major_victory"  # a part is registered by its last component
CARD = "Major Victory"
KIND = "pegasus_major_victory"
BASESTAR = "basestar"


@attrs.frozen
class VictoryState:
    """`chance`: the seat that just destroyed a basestar or centurion (-1: none); `used`: the
    turn a Major Victory was last played."""

    chance: int = -1
    used: int = 0


def initial(seats: int, options: Any) -> VictoryState:
    return VictoryState()


def value(state: State) -> VictoryState:
    found: VictoryState = state.plugin(NAME)
    return found


@attrs.frozen
class VictoryNoted(Event):
    """A chance for Major Victory (`seat`), or it is over (-1); `used`: the turn one was played
    (0: unchanged). Public."""

    tag = "pegasus.major_victory_noted"
    seat: int
    used: int = 0
    quiet = True

    @staticmethod
    def applier(state: State, event: VictoryNoted) -> State:
        old = value(state)
        new = VictoryState(event.seat, event.used or old.used)
        return state.with_plugin(NAME, new)


@attrs.frozen
class VictoryWindow(Frame):
    """`seat` may play Major Victory, or pass (`kind`: its window kind)."""

    tag = "pegasus.f.major_victory"
    seat: int
    kind: str = KIND


@attrs.frozen
class PlayMajorVictory(Command):
    """Play this Major Victory: roll, on 5 or more gain 1 morale."""

    tag = "pegasus.play_major_victory"
    card: str


def label_play(state: State, frame: Any, cmd: PlayMajorVictory) -> str:
    """``Play Major Victory (strength 2): roll, on 5+ gain 1 morale``: the strength tells two
    copies in hand apart."""
    return f"Play Major Victory (strength {skill_value(cmd.card)}): roll, on 5+ gain 1 morale"


def acting_seat(state: State) -> int:
    """The seat of the nearest frame naming one (the seat whose action destroyed the ship)."""
    for frame in reversed(state.stack):
        seat = getattr(frame, "seat", None)
        if isinstance(seat, int) and seat >= 0:
            return seat
    return g(state).current


def asked(state: State, seat: int) -> bool:
    """By public facts: a human player with a card, no standing order, none played this turn."""
    game: BaseGame = g(state)
    player = game.players[seat]
    return (
        bool(player.hand)
        and KIND not in player.standing
        and not is_cylon_player(game, seat)
        and value(state).used != game.turn
    )


def destroyed_applier(base: Any) -> Any:
    """Base's applier of ``base.cylon_ship_destroyed``, noting a basestar's destroyer."""

    def apply(state: State, event: Any) -> State:
        game: BaseGame = g(state)
        kind = next((s.kind for s in game.cylon_ships if s.uid == event.uid), "")
        after: State = base(state, event)
        if kind != BASESTAR or state.outcome is not None:
            return after
        return after.with_plugin(NAME, attrs.evolve(value(after), chance=acting_seat(state)))

    return apply


def decide(state: State, frame: VictoryWindow, no_card: Any, always: Any) -> Decision:
    """Pass, pass for good, or play a Major Victory held."""
    game = g(state)
    options: list[Command] = [no_card(frame.seat), always(frame.seat)]
    held = sorted({c for c in game.players[frame.seat].hand if ev.card_name(c) == CARD})
    options += [PlayMajorVictory(frame.seat, c) for c in held]
    prompt = "You destroyed a basestar or a centurion: play Major Victory?"
    return Decision.make(frame.seat, KIND, prompt, options)


def handle_play(state: State, cmd: PlayMajorVictory, rng: RandomCursor, played: Any) -> list[Event]:
    """The card is played and its text carried out (the roll, then the morale)."""
    return [
        played(cmd.seat, cmd.card),
        VictoryNoted(-1, g(state).turn),
        replace(RunOps(ev.card_id(cmd.card), "effects", cmd.seat)),
    ]


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The state, the window, and base's applier of a destroyed ship wrapped."""
    if ruleset != "base":
        return
    tags = registry.tags
    registry.plugin_state(initial, value_type=VictoryState)
    registry.event(VictoryNoted, VictoryNoted.applier)
    destroyed = tags["base.cylon_ship_destroyed"]
    registry.event(destroyed, destroyed_applier(registry.appliers[destroyed]), replace=True)
    declare_window_kind(registry, KIND)
    no_card, always, played = (
        tags["base.no_card"],
        tags["base.pass_always"],
        tags["base.skill_card_played"],
    )
    registry.frame(VictoryWindow, decide=lambda s, f: decide(s, f, no_card, always))
    registry.command(PlayMajorVictory, lambda s, c, r: handle_play(s, c, r, played))
    registry.label(PlayMajorVictory, label_play)
    registry.prompt(VictoryWindow, lambda s, f, d: Prompt(d.prompt, CARD), kinds=(KIND,))


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """A centurion destroyed is a chance; after the next control event the destroyer is asked."""
    if state.ruleset != "base" or state.outcome is not None:
        return None
    if event.tag == "base.centurion_destroyed":
        return [VictoryNoted(acting_seat(state))]
    if isinstance(event, CONTROL_EVENTS):
        seat = value(state).chance
        if seat < 0:
            return None
        if asked(state, seat):
            return [VictoryNoted(-1), push(VictoryWindow(seat))]
        return [VictoryNoted(-1)]
    return None
