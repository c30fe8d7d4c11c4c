"""Anastasia "Dee" Dualla (Support, pegasus.md A.4):

- *Efficient*: when she activates "Communications" she may look at every civilian ship on the
  board (not only 2) and move any number of them, each as Communications moves one (to an
  adjacent area): base's look (``base.f.communications``) is started for every ship.
- *Fast Learner* (once per game, before a skill check, in the window before cards are added):
  she draws the top 3 cards of any skill deck (her types or not) and then puts all 3 either
  into the check, face down, or into her hand.
- *Emotionally Fragile*: whenever morale is reduced to 2 or less while she is in play, she is
  executed (base's ``Execute``); as a human, that execution costs no morale. It starts once the
  step that reduced morale has made its own stack change, and after any execution under way
  (P-EXEC-18).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.characters.model import active, characters, seat_of, with_value
from bsgcore.base import (
    BaseGame,
    OncePerGameUsed,
    abilities_barred,
    check_card_limit,
    draw_events,
    execute,
    g,
)
from bsgcore.core_events import CONTROL_EVENTS, FramesPushed
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

DEE = "pegasus.character.anastasia_dee_dualla"
EFFICIENT = "pegasus.ability.dee_efficient"
FAST_LEARNER = "pegasus.ability.dee_fast_learner"
FRAGILE = "pegasus.ability.dee_emotionally_fragile"
ABILITIES = (EFFICIENT, FAST_LEARNER, FRAGILE)
COMMUNICATIONS = "base.location.communications"
FRAGILE_AT = 2
LOOKED = 3
BEFORE = "before"


# -- Efficient ------------------------------------------------------------------------------------


def efficient(state: State, event: Event) -> list[Event]:
    """Her Communications look covers every civilian ship on the board."""
    if not isinstance(event, FramesPushed) or len(state.stack) < 2:
        return []
    top: Any = state.stack[-1]
    below = state.stack[-2]
    if top.tag != "base.f.communications" or getattr(below, "source", "") != COMMUNICATIONS:
        return []
    game = g(state)
    seat = int(getattr(top, "seat", -1))
    every = len(game.civilians)
    if not active(game, seat, DEE) or int(top.count) >= every or bool(top.seen):
        return []
    return [replace(attrs.evolve(top, count=every))]


# -- Fast Learner ---------------------------------------------------------------------------------


@attrs.frozen
class UseFastLearner(Command):
    """Fast Learner: draw the top 3 cards of this skill deck."""

    tag = "pegasus.use_fast_learner"
    deck: str


@attrs.frozen
class FastLearnerChoice(Frame):
    """Her last `count` cards drawn go all into the check or all stay in her hand."""

    tag = "pegasus.f.fast_learner"
    seat: int
    count: int


@attrs.frozen
class PlaceFastLearner(Command):
    """`check`: all the cards into the check, face down; else all into the hand."""

    tag = "pegasus.place_fast_learner"
    check: bool


def window_options(state: State, frame: Any) -> list[Command]:
    """Fast Learner in the window before cards are added, while unused; not on a check of the
    effect that executed her predecessor (P-EXEC-17)."""
    game = g(state)
    seat = frame.seat
    if frame.kind != BEFORE or game.check is None or not active(game, seat, DEE):
        return []
    if abilities_barred(game, seat, state):
        return []
    if FAST_LEARNER in game.once_per_game_used:
        return []
    decks = [t for t in sorted(game.skill_decks) if game.skill_decks[t] or game.skill_discards[t]]
    return [UseFastLearner(seat, deck) for deck in decks]


def handle_fast_learner(state: State, cmd: UseFastLearner, rng: RandomCursor) -> list[Event]:
    """Used (public); the 3 cards drawn in secret; then where they go."""
    game = g(state)
    drawn = draw_events(game, cmd.seat, [cmd.deck] * LOOKED, rng)
    count = len([e for e in drawn if e.tag == "base.skill_cards_drawn"])
    return [
        OncePerGameUsed(cmd.seat, FAST_LEARNER),
        *drawn,
        replace(FastLearnerChoice(cmd.seat, count)),
    ]


def decide_place(state: State, frame: FastLearnerChoice) -> Decision:
    """All into the check, or all into her hand; into the check only within her card limit
    (B-CHECK-6: 1 from the Brig, docs/rulings.md A.4 Fast Learner)."""
    game = g(state)
    check = game.check
    played = len(check.played[frame.seat]) if check is not None else 0
    options: list[Command] = [PlaceFastLearner(frame.seat, False)]
    if played + frame.count <= check_card_limit(game, frame.seat):
        options.insert(0, PlaceFastLearner(frame.seat, True))
    prompt = f"Fast Learner: put the {frame.count} card(s) into the check or keep them?"
    return Decision.make(frame.seat, "fast_learner", prompt, options)


def handle_place(state: State, cmd: PlaceFastLearner, rng: RandomCursor, added: Any) -> list[Event]:
    """The cards go into the check face down (her last drawn), or stay in her hand."""
    frame = state.top
    assert isinstance(frame, FastLearnerChoice)
    if not cmd.check or frame.count == 0:
        return [pop()]
    hand = g(state).players[cmd.seat].hand
    return [*(added(cmd.seat, card) for card in hand[-frame.count :]), pop()]


# -- Emotionally Fragile --------------------------------------------------------------------------


@attrs.frozen
class FragileNoted(Event):
    """Morale was reduced to 2 or less with Dee in play (`pending`), or her execution is started
    (public)."""

    tag = "pegasus.fragile_noted"
    pending: bool
    quiet = True

    @staticmethod
    def applier(state: State, event: FragileNoted) -> State:
        return with_value(state, attrs.evolve(characters(state), fragile=event.pending))


#: Frames of an execution under way: Dee's waits until it is over (P-EXEC-18).
EXECUTING = ("base.f.execute", "base.f.choose_new_character")


def fragile_seat(state: State) -> int:
    """Dee's seat while her weakness applies (human, not revealed) and morale is 2 or less."""
    game: BaseGame = g(state)
    seat = seat_of(game, DEE)
    if game.morale > FRAGILE_AT or not active(game, seat, DEE) or state.outcome is not None:
        return -1
    return seat


def fragile(state: State, event: Event) -> list[Event]:
    """Morale reduced to 2 or less: noted; after the step's own stack change (the next control
    event), once no execution is under way, Dee is executed at no morale cost as a human."""
    if isinstance(event, CONTROL_EVENTS):
        if not characters(state).fragile:
            return []
        seat = fragile_seat(state)
        if seat < 0:
            return [FragileNoted(False)]
        if any(f.tag in EXECUTING for f in state.stack):
            return []  # the execution under way is completed first (P-EXEC-18)
        return [FragileNoted(False), push(execute(seat, FRAGILE, 0))]
    if event.tag != "base.resource_changed" or getattr(event, "resource", "") != "morale":
        return []
    if int(getattr(event, "delta", 0)) >= 0 or characters(state).fragile:
        return []
    return [FragileNoted(True)] if fragile_seat(state) >= 0 else []


STATE_EVENTS: tuple[type[Event], ...] = (FragileNoted,)


def register(registry: Any) -> None:
    """Dee's frames and commands."""
    tags = registry.tags
    added = tags["base.card_contributed"]
    registry.command(UseFastLearner, handle_fast_learner)
    registry.add_options(tags["base.f.play_skill_window"], window_options)
    registry.frame(FastLearnerChoice, decide=decide_place)
    registry.command(PlaceFastLearner, lambda s, c, r: handle_place(s, c, r, added))
