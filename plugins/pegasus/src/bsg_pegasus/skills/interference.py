"""Run Interference (Piloting, 3 copies): played before raiders activate, the first 4 raiders
activating in the player's space area miss automatically, with no roll (pegasus.md A.5).

A part of the Pegasus plugin (``PLUGIN.parts``, its own public state). Its window is a step
before the raiders' activation (base's ``bsg_base_activation_steps``): it asks, in table order
from the current player's left (B-TURN-2), every human player who pilots a viper in an area
where raiders are about to activate, holds a card, has no standing order for this window and
whose area no Run Interference covers yet in this activation: public facts only, whether or
not he holds the card. "Your space area" is the area of the viper the player pilots; a player
not in a viper has none, so he is not asked (docs/rulings.md, Run Interference).

The card covers its area for this activation: base asks each raider's attack whether it misses
(``bsg_base_attack_misses``); a raider of a covered area misses while the cover has misses
left, and each miss (``base.attack_missed``) spends one (`InterferenceSpent`). While the
player's viper is in the area every raider activating there attacks a viper (B-ACTV-RAI-1) and
misses, so the first 4 raiders activating there are the first 4 attacks. The cover ends with
the activation it was played before (`InterferenceEnded`, once the stack is below the
activation's frame), whatever is left of it. A second card in a covered area would make the
same raiders miss, so its seats are not asked again.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board.labels import AREA_NAMES as AREAS
from bsg_pegasus.skills import events as ev
from bsgcore import hookimpl
from bsgcore.base import (
    ActivateShips,
    BaseGame,
    Op,
    RaiderActivation,
    Result,
    RunOps,
    clockwise,
    current_state,
    cylons_of,
    declare_window_kind,
    g,
    is_cylon_player,
    plugin_state,
    skill_value,
)
from bsgcore.core_events import CONTROL_EVENTS
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

NAME = "pegasus.interference"  # a part is registered by its last component
CARD = "Run Interference"
KIND = "pegasus_run_interference"
RAIDER = "raider"
MISSED = "base.attack_missed"
#: A cover: (seat, area, misses left, card id).
Cover = tuple[int, int, int, str]


@attrs.frozen
class InterferenceState:
    """`covers`: the areas Run Interference covers in the activation under way; `depth`: the
    stack index of that activation's frame (-1: none)."""

    covers: tuple[Cover, ...] = ()
    depth: int = -1


def initial(seats: int, options: Any) -> InterferenceState:
    return InterferenceState()


def value(state: State) -> InterferenceState:
    found: InterferenceState = state.plugin(NAME)
    return found


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class InterferencePlayed(Event):
    """`seat`'s Run Interference covers `area`: its first `count` raiders miss (public)."""

    tag = "pegasus.interference_played"
    seat: int
    area: int
    count: int
    card: str
    depth: int

    @staticmethod
    def applier(state: State, event: InterferencePlayed) -> State:
        old = value(state)
        cover = (event.seat, event.area, event.count, event.card)
        return state.with_plugin(NAME, InterferenceState((*old.covers, cover), event.depth))

    def describe(self) -> str:
        area = AREAS.get(self.area, str(self.area))
        return f"the first {self.count} raiders activating in {area} will miss."


@attrs.frozen
class InterferenceSpent(Event):
    """One miss of the cover of `area` is used (public)."""

    tag = "pegasus.interference_spent"
    area: int
    quiet = True

    @staticmethod
    def applier(state: State, event: InterferenceSpent) -> State:
        old = value(state)
        covers = tuple(
            (s, a, left - 1 if a == event.area else left, c) for s, a, left, c in old.covers
        )
        return state.with_plugin(NAME, attrs.evolve(old, covers=covers))


@attrs.frozen
class InterferenceEnded(Event):
    """The activation is done: no area is covered any more (public)."""

    tag = "pegasus.interference_ended"
    quiet = True

    @staticmethod
    def applier(state: State, event: InterferenceEnded) -> State:
        return state.with_plugin(NAME, InterferenceState())


# -- the window ---------------------------------------------------------------------------------


@attrs.frozen
class InterferenceWindow(Frame):
    """Ask the seats from position `index` of the table order; `raiders` are the raiders about
    to activate."""

    tag = "pegasus.f.interference_window"
    raiders: tuple[int, ...]
    index: int = 0


@attrs.frozen
class AskInterference(Frame):
    """`seat` may play Run Interference, or pass (`kind`: its window kind)."""

    tag = "pegasus.f.ask_interference"
    seat: int
    kind: str = KIND


@attrs.frozen
class PlayRunInterference(Command):
    """Play this Run Interference: the first 4 raiders activating in your area miss."""

    tag = "pegasus.play_run_interference"
    card: str


def pilot_area(game: BaseGame, seat: int) -> int:
    """The space area of the viper `seat` pilots (0: he pilots none)."""
    return next((v.area for v in game.vipers if v.pilot == seat), 0)


def order(game: BaseGame) -> tuple[int, ...]:
    """From the left of the current player round to him (B-TURN-2), as base's windows."""
    seats = clockwise(game, game.current)
    return (*seats[1:], seats[0])


def asked(game: BaseGame, covers: tuple[Cover, ...], raiders: tuple[int, ...], seat: int) -> bool:
    """By public facts: a human player with a card and no standing order, piloting a viper in
    an area no cover holds where one of `raiders` is."""
    player = game.players[seat]
    if not player.hand or KIND in player.standing or is_cylon_player(game, seat):
        return False
    area = pilot_area(game, seat)
    if not area or any(a == area for _, a, _, _ in covers):
        return False
    return any(s.area == area for s in cylons_of(game, RAIDER) if s.uid in raiders)


def activating(game: BaseGame, frames: tuple[Frame, ...]) -> tuple[int, ...]:
    """The raiders base's activation frame is about to activate."""
    for frame in frames:
        if isinstance(frame, RaiderActivation):
            return frame.todo
        if isinstance(frame, ActivateShips):
            return tuple(s.uid for s in cylons_of(game, RAIDER))
    return ()


def step_window(state: State, frame: InterferenceWindow, rng: RandomCursor) -> list[Event]:
    """The next seat asked, or the window closes."""
    game = g(state)
    seats = order(game)
    covers = value(state).covers
    for i in range(frame.index, len(seats)):
        if asked(game, covers, frame.raiders, seats[i]):
            return [replace(attrs.evolve(frame, index=i + 1)), push(AskInterference(seats[i]))]
    return [pop()]


def held(game: BaseGame, seat: int) -> list[str]:
    """The seat's Run Interference cards, one code each."""
    return sorted({c for c in game.players[seat].hand if ev.card_name(c) == CARD})


def decide(state: State, frame: AskInterference, no_card: Any, always: Any) -> Decision:
    """Pass, pass for good, or play a Run Interference held."""
    game = g(state)
    options: list[Command] = [no_card(frame.seat), always(frame.seat)]
    options += [PlayRunInterference(frame.seat, c) for c in held(game, frame.seat)]
    area = AREAS.get(pilot_area(game, frame.seat), "your area")
    prompt = f"Raiders are about to activate: play Run Interference in {area}?"
    return Decision.make(frame.seat, KIND, prompt, options)


def handle_play(state: State, cmd: PlayRunInterference, rng: RandomCursor) -> list[Event]:
    """The card is shown and discarded, then its text (`op_run_interference`)."""
    return [
        ev.SkillPlayed(cmd.seat, cmd.card),
        replace(RunOps(ev.card_id(cmd.card), "effects", cmd.seat)),
    ]


def activation_depth(state: State) -> int:
    """The stack index of the activation frame under the window (the nearest one)."""
    for index in range(len(state.stack) - 1, -1, -1):
        if isinstance(state.stack[index], ActivateShips | RaiderActivation):
            return index
    return len(state.stack) - 1


def op_run_interference(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The card's text: the pilot's area is covered for `count` raiders in this activation."""
    area = pilot_area(game, frame.seat)
    if not area:
        return []
    state = current_state()
    depth = activation_depth(state) if state is not None else -1
    return [InterferencePlayed(frame.seat, area, int(op.get("count", 4)), frame.source, depth)]


def label_play(state: State, frame: Any, cmd: PlayRunInterference) -> str:
    """``Play Run Interference (strength 4): the first 4 raiders here miss``."""
    return f"Play Run Interference (strength {skill_value(cmd.card)}): the first 4 raiders miss"


# -- hooks --------------------------------------------------------------------------------------


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The state, events, the window's frames, command, label and prompt."""
    if ruleset != "base":
        return
    tags = registry.tags
    registry.plugin_state(initial, value_type=InterferenceState)
    for event in (InterferencePlayed, InterferenceSpent, InterferenceEnded):
        registry.event(event, event.applier)
    declare_window_kind(registry, KIND)
    no_card, always = tags["base.no_card"], tags["base.pass_always"]
    registry.frame(InterferenceWindow, step=step_window)
    registry.frame(AskInterference, decide=lambda s, f: decide(s, f, no_card, always))
    registry.command(PlayRunInterference, handle_play)
    registry.label(PlayRunInterference, label_play)
    registry.prompt(AskInterference, lambda s, f, d: Prompt(d.prompt, CARD), kinds=(KIND,))


@hookimpl
def bsg_base_activation_steps(
    game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Before raiders activate, the window, when a seat is asked."""
    if icon != "raiders":
        return frames
    raiders = activating(game, frames)
    covers = plugin_state(NAME).covers
    if not any(asked(game, covers, raiders, s) for s in range(len(game.players))):
        return frames
    return (*frames, InterferenceWindow(raiders))


@hookimpl
def bsg_base_attack_misses(game: BaseGame, uid: int, target: int, cause: str) -> str:
    """A raider of a covered area misses while its cover has misses left."""
    covers = plugin_state(NAME).covers
    if cause or not covers:
        return cause
    ship = next((s for s in game.cylon_ships if s.uid == uid), None)
    if ship is None or ship.kind != RAIDER:
        return cause
    return next((c for _, a, left, c in covers if a == ship.area and left > 0), cause)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """A miss of a cover spends it; the activation done, the covers end."""
    if state.ruleset != "base":
        return None
    covers = value(state).covers
    if not covers:
        return None
    if event.tag == MISSED:
        card = str(getattr(event, "cause", ""))
        ship = next((s for s in g(state).cylon_ships if s.uid == getattr(event, "uid", -1)), None)
        if ship is not None and any(c == card and a == ship.area for _, a, _, c in covers):
            return [InterferenceSpent(ship.area)]
        return None
    if isinstance(event, CONTROL_EVENTS) and len(state.stack) <= value(state).depth:
        return [InterferenceEnded()]
    return None
