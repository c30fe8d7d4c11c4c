"""The Final Five cards (X-LC-20 to -25): examined by another player, revealed by an execution.

Examined (base's ``bsg_base_loyalty_examined``, every look at a loyalty card): each Final Five
card seen is revealed to everyone at once (`FinalFiveRevealed`), then carried out one after the
other, the current player choosing the order of several (X-LC-25, R-240): its ``examined`` ops
for its owner, the examiner as the list's chosen seat; then it goes back face down among its
owner's cards (`FinalFiveReturned`, X-LC-21). Revealed by an execution (an executed human shows
every card, X-EXEC-3): its ``executed`` ops, then the card leaves the game (X-LC-22). A card
already face up because it is being examined, whose own text executes its owner, is not revealed
again by that execution. Revealed Cylon players are never affected (X-LC-23: the WHO values).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.conflicted.cards import EXAMINED, EXECUTED, field, is_final_five
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    Events,
    LoyaltyCardsDiscarded,
    RunOps,
    card_name,
    current_state,
    g,
    is_cylon_player,
)
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

HUMAN = "human"


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class FinalFiveRevealed(BaseEvent):
    """`examiner` looked at the Final Five `card` of `owner`: it is shown to everyone (X-LC-21),
    so every seat knows it from now on (public)."""

    tag = "exodus.final_five_revealed"
    owner: int
    examiner: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        known = tuple((s, self.owner, self.card) for s in range(len(game.players)))
        return attrs.evolve(game, peeks=game.peeks + known)

    def describe(self) -> str:
        return f"seat {self.owner} reveals a Final Five card examined by seat {self.examiner}."


@attrs.frozen
class FinalFiveReturned(BaseEvent):
    """The examined Final Five `card` goes back face down among its owner's cards (public)."""

    tag = "exodus.final_five_returned"
    owner: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"seat {self.owner} puts the Final Five card back face down."


# -- frames and the command ---------------------------------------------------------------------


@attrs.frozen
class FinalFiveExamined(Frame):
    """Reveal the Final Five `cards` of `owner` that `examiner` looked at, then resolve them."""

    tag = "exodus.f.final_five_examined"
    owner: int
    examiner: int
    cards: tuple[str, ...]


@attrs.frozen
class FinalFiveOrder(Frame):
    """The current player picks which of the revealed Final Five `cards` is carried out next."""

    tag = "exodus.f.final_five_order"
    seat: int
    owner: int
    examiner: int
    cards: tuple[str, ...]


@attrs.frozen
class ResolveFinalFive(Command):
    """Carry out this Final Five card next."""

    tag = "exodus.resolve_final_five"
    card: str


@attrs.frozen
class FinalFiveBack(Frame):
    """The examined card goes back face down once its text is carried out."""

    tag = "exodus.f.final_five_back"
    owner: int
    card: str


@attrs.frozen
class FinalFiveExecuted(Frame):
    """The Final Five `cards` an execution of `seat` revealed: their texts, then (`done`) the
    box."""

    tag = "exodus.f.final_five_executed"
    seat: int
    cards: tuple[str, ...]
    done: bool = False


# -- examined -----------------------------------------------------------------------------------


def examined_steps(
    game: BaseGame, viewer: int, target: int, cards: tuple[str, ...], frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The hook: a Final Five card among the cards looked at starts its resolution."""
    seen = tuple(dict.fromkeys(c for c in cards if is_final_five(c)))
    if not seen or viewer == target or is_cylon_player(game, target):
        return frames
    return (*frames, FinalFiveExamined(target, viewer, seen))


def step_examined(state: State, frame: FinalFiveExamined, rng: RandomCursor) -> Events:
    """Every card seen is revealed at once; then one is resolved, or the order is asked."""
    game = g(state)
    events: Events = [FinalFiveRevealed(frame.owner, frame.examiner, c) for c in frame.cards]
    order = FinalFiveOrder(game.current, frame.owner, frame.examiner, frame.cards)
    if len(frame.cards) == 1:
        return [*events, *next_card(order, frame.cards[0])]
    return [*events, replace(order)]


def next_card(frame: FinalFiveOrder, card: str) -> Events:
    """Resolve `card` (its ops, then back face down), the rest after it."""
    return [replace(*resolution(frame, card))]


def resolution(frame: FinalFiveOrder, card: str) -> tuple[Frame, ...]:
    """The frames that resolve `card`, then the rest: asked again only while 2 or more are
    left (the last one given is resolved first)."""
    rest = tuple(c for c in frame.cards if c != card)
    run = RunOps(card, f"effects/0/{EXAMINED}", frame.owner, chosen=frame.examiner)
    later: tuple[Frame, ...] = ()
    if len(rest) == 1:
        later = resolution(attrs.evolve(frame, cards=rest), rest[0])
    elif rest:
        later = (attrs.evolve(frame, cards=rest),)
    return (*later, FinalFiveBack(frame.owner, card), run)


def decide_order(state: State, frame: FinalFiveOrder) -> Decision:
    """Which revealed card first (X-LC-25, R-240)."""
    options: list[Command] = [ResolveFinalFive(frame.seat, c) for c in frame.cards]
    prompt = "Choose which revealed Final Five card is carried out next"
    return Decision.make(frame.seat, "exodus_final_five_order", prompt, options)


def handle_order(state: State, cmd: ResolveFinalFive, rng: RandomCursor) -> Events:
    """That card now, the others after it."""
    frame: Any = state.stack[-1]
    return next_card(frame, cmd.card)


def step_back(state: State, frame: FinalFiveBack, rng: RandomCursor) -> Events:
    """Face down again if its owner still holds it (an execution may have discarded it)."""
    held = frame.card in g(state).players[frame.owner].loyalty
    return [FinalFiveReturned(frame.owner, frame.card), pop()] if held else [pop()]


# -- revealed by an execution -------------------------------------------------------------------


def being_examined(owner: int) -> set[str]:
    """The cards of `owner` face up now because they are being examined."""
    state = current_state()
    if state is None:
        return set()
    return {f.card for f in state.stack if isinstance(f, FinalFiveBack) and f.owner == owner}


def execution_steps(
    game: BaseGame, seat: int, proof: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The hook: an executed human's Final Five cards, revealed by his execution (X-LC-22)."""
    if proof != HUMAN:
        return frames
    skip = being_examined(seat)
    shown = tuple(c for c in game.players[seat].shown if is_final_five(c) and c not in skip)
    return (*frames, FinalFiveExecuted(seat, shown)) if shown else frames


def step_executed(state: State, frame: FinalFiveExecuted, rng: RandomCursor) -> Events:
    """Each card's text, for its owner; then the cards leave the game (still held ones
    discarded): X-LC-22, so the owner holds them while their texts ask for choices."""
    if not frame.done:
        runs = [RunOps(c, f"effects/0/{EXECUTED}", frame.seat) for c in reversed(frame.cards)]
        return [replace(attrs.evolve(frame, done=True)), push(*runs)]
    player = g(state).players[frame.seat]
    held = tuple(c for c in frame.cards if c in player.loyalty)
    return [LoyaltyCardsDiscarded(frame.seat, held), pop()] if held else [pop()]


# -- labels -------------------------------------------------------------------------------------


def label_order(state: State, frame: Any, cmd: ResolveFinalFive) -> str:
    """The card, by its headline (public: every card offered is revealed)."""
    return f"Carry out {headline(cmd.card)} first"


def headline(card: str) -> str:
    """A Final Five card told apart by its headline (every one is "You Are Not a Cylon")."""
    return f"Final Five: {field(card, 'headline') or card_name(card)}"


prompt_order = about("Final Five")

EVENTS: tuple[type[BaseEvent], ...] = (FinalFiveRevealed, FinalFiveReturned)
STEPS = {
    FinalFiveExamined: step_examined,
    FinalFiveBack: step_back,
    FinalFiveExecuted: step_executed,
}
DECISIONS = {FinalFiveOrder: decide_order}
HANDLERS = {ResolveFinalFive: handle_order}
