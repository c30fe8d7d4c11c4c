"""The base rules as steps (automatic frames), deciders (the pending choice and its options) and
handlers (what an accepted command causes). Pure; randomness comes from the engine's cursor."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.crisis.steps import set_aside_events
from bsgcore.base.model import BaseGame
from bsgcore.base.registration import register_tables
from bsgcore.base.setup import commands as c
from bsgcore.base.setup import events as e
from bsgcore.base.setup import frames as f
from bsgcore.base.setup.dealing import deal
from bsgcore.base.space.models import RESERVE, models_in
from bsgcore.base.turn.shared import fold, g
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler, Step
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

Events = list[Event]
BALANCED_TYPES = ("political_leader", "military_leader", "pilot")
LAUNCH_AREAS = (5, 6)
STARTING_CARDS = 3


def setup(state: State, rng: RandomCursor) -> Events:
    """Lay out the seats, draw the first player, and start the character picks (B-SETUP-1)."""
    first = rng.below(state.seats)
    return [e.SetupBegun(state.seats, first), push(f.ChooseCharacter(first))]


# -- characters ---------------------------------------------------------------------------------


def pickable(game: BaseGame, balance: bool) -> list[str]:
    """The characters a seat may pick now (B-SETUP-2 and its type-balance ruling, R-120)."""
    cards = m.data()
    taken = m.chosen_characters(game)
    remaining = [ch for ch in cards.characters if ch.id not in taken]
    if not balance:
        return [ch.id for ch in remaining]
    counts = Counter(cards.character(ch).type for ch in taken)

    def allowed(kind: str) -> bool:
        if kind not in BALANCED_TYPES:
            return True
        return all(counts[kind] <= counts[other] for other in BALANCED_TYPES if other != kind)

    balanced = [ch.id for ch in remaining if allowed(ch.type)]
    return balanced or [ch.id for ch in remaining]


def decide_character(state: State, frame: f.ChooseCharacter) -> Decision:
    """Pick a character not yet in play (B-SETUP-2)."""
    balance = bool(state.options.get("type_balance", True))
    options: list[Command] = [c.PickCharacter(frame.seat, ch) for ch in pickable(g(state), balance)]
    return Decision.make(frame.seat, "choose_character", "Choose your character", options)


def handle_pick(state: State, cmd: c.PickCharacter, rng: RandomCursor) -> Events:
    """Record the pick; the next seat clockwise picks, then the set-up is dealt (B-SETUP-1)."""
    frame = state.top
    assert isinstance(frame, f.ChooseCharacter)
    events: Events = [e.CharacterChosen(cmd.seat, cmd.character)]
    if frame.picked + 1 < state.seats:
        nxt = (frame.seat + 1) % state.seats
        events.append(replace(f.ChooseCharacter(nxt, frame.picked + 1)))
    else:
        events.append(replace(f.DealSetup()))
    return events


# -- the rest of the set-up ---------------------------------------------------------------------


def step_deal(state: State, frame: f.DealSetup, rng: RandomCursor) -> Events:
    """Deal everything, then ask Apollo's area and the starting hands (B-SETUP-10, -14)."""
    game = g(state)
    first = game.first_player
    later: list[Frame] = [f.BeginTurn(first), f.FinishSetup()]
    for seat in reversed(m.clockwise(game, first)[1:]):
        later.append(f.ChooseStartingHand(seat))
    apollo = m.seat_of(game, "base.character.lee_apollo_adama")
    if apollo >= 0:
        later.append(f.ChooseLaunchArea(apollo))
    dealt = deal(game, rng, state.options)
    aside = set_aside_events(fold(game, dealt), state.options)
    return [*dealt, *aside, replace(*later)]


def decide_launch_area(state: State, frame: f.ChooseLaunchArea) -> Decision:
    """Echo or foxtrot for Apollo's starting viper (B-CHR-APO-S), of each model in the reserve
    when a plugin gives the game several (X-EXEC-23 with Exodus's Mark VII)."""
    options: list[Command] = [
        c.LaunchStartingViper(frame.seat, a, model)
        for model in models_in(g(state), RESERVE)
        for a in LAUNCH_AREAS
    ]
    return Decision.make(frame.seat, "choose_launch_area", "Start in echo or foxtrot", options)


def handle_launch(state: State, cmd: c.LaunchStartingViper, rng: RandomCursor) -> Events:
    """Place the pilot in a viper from the reserve."""
    return [e.StartingViperLaunched(cmd.seat, cmd.area, cmd.model), pop()]


def decide_starting_hand(state: State, frame: f.ChooseStartingHand) -> Decision:
    """Any 3 types of the character's skill set, repeats allowed (B-SETUP-14)."""
    cards = m.data()
    kinds = sorted(cards.character(g(state).players[frame.seat].character).skill_types)
    options: list[Command] = [
        c.ChooseSkillTypes(frame.seat, combo)
        for combo in combinations_with_replacement(kinds, STARTING_CARDS)
    ]
    return Decision.make(
        frame.seat, "choose_starting_hand", "Choose the types of your 3 skill cards", options
    )


def draw_types(game: BaseGame, seat: int, kinds: tuple[str, ...]) -> e.SkillCardsDrawn:
    """Draw the top card of each listed type's deck, in order."""
    taken: Counter[str] = Counter()
    cards: list[str] = []
    for kind in kinds:
        cards.append(game.skill_decks[kind][taken[kind]])
        taken[kind] += 1
    return e.SkillCardsDrawn(seat, kinds, tuple(cards))


def handle_starting_hand(state: State, cmd: c.ChooseSkillTypes, rng: RandomCursor) -> Events:
    """Draw the chosen cards."""
    return [draw_types(g(state), cmd.seat, cmd.types), pop()]


def step_finish(state: State, frame: f.FinishSetup, rng: RandomCursor) -> Events:
    """The set-up is complete."""
    return [e.SetupFinished(), pop()]


# -- the turn -----------------------------------------------------------------------------------


def decide_not_implemented(state: State, frame: f.NotImplementedYet) -> Decision:
    """A decision with no option: the game stops here, incomplete (never presented as over):
    a missing card was drawn (docs/base-status.md, option ``omit_missing_cards``)."""
    return Decision(
        frame.seat,
        "base.not_implemented",
        f"Not implemented yet: {frame.what} (see docs/base-status.md)",
        (),
    )


STEPS: dict[type[Frame], Step] = {
    f.DealSetup: step_deal,
    f.FinishSetup: step_finish,
}

DECIDERS: dict[type[Frame], Decider] = {
    f.ChooseCharacter: decide_character,
    f.ChooseLaunchArea: decide_launch_area,
    f.ChooseStartingHand: decide_starting_hand,
    f.NotImplementedYet: decide_not_implemented,
}

HANDLERS: dict[type[Command], Handler] = {
    c.PickCharacter: handle_pick,
    c.LaunchStartingViper: handle_launch,
    c.ChooseSkillTypes: handle_starting_hand,
}


def register(registry: Any) -> None:
    """The set-up's events, frames and commands."""
    register_tables(registry, e.BASE_EVENTS, STEPS, DECIDERS, HANDLERS)
