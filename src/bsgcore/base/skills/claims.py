"""Who plays first when several players want to play at the same moment (P-TIME-1, P-TIME-2).

Base asks a check window's seats one at a time in table order (B-TURN-2), so the seat asked first
plays first. A plugin may have a window kind ask who *wants* to play first, through the
``bsg_base_window_claims`` pipeline (base's own: never): each seat the window asks (by public
facts, as `dice.windows.asked`) says whether it wants to play (`Claim`), passes, or passes for good;
when two or more want to, the current player decides who plays first, then next (`OrderClaims`);
then each of them in that order is offered the window's cards (base's `PlaySkillWindow`, with
every plugin's options), and may still play nothing. A card that can no longer be played by then
(a second Reckless card in the check, P-RECK-3) is not offered, so it stays in its owner's hand
at no cost (P-TIME-2).

The window's own step is wrapped (`wrap_window`), so a game whose plugins ask nothing runs the
window exactly as before.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base.dice import windows as w
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.registration import register_tables
from bsgcore.base.skills.cards import window_kind, window_open
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State


@attrs.frozen
class ClaimWindow(Frame):
    """Ask each seat of the check window `window` ("before", "after") from position `index` of
    the table order whether it wants to play; `claims` the seats that do, in the order asked."""

    tag = "base.f.claim_window"
    window: str
    index: int = 0
    claims: tuple[int, ...] = ()


@attrs.frozen
class AskClaim(Frame):
    """Does `seat` want to play a card in this window? (`kind`: its standing-order kind.)"""

    tag = "base.f.ask_claim"
    seat: int
    window: str
    kind: str


@attrs.frozen
class OrderClaims(Frame):
    """The current player decides who of `left` plays next, after `order`."""

    tag = "base.f.order_claims"
    seat: int
    window: str
    left: tuple[int, ...]
    order: tuple[int, ...] = ()


@attrs.frozen
class PlayClaims(Frame):
    """Offer the window's cards to each seat of `order` in turn, from `index`."""

    tag = "base.f.play_claims"
    window: str
    order: tuple[int, ...]
    index: int = 0


@attrs.frozen
class Claim(Command):
    """I want to play a card in this window."""

    tag = "base.claim_play"


@attrs.frozen
class PlayFirst(Command):
    """This player plays next."""

    tag = "base.play_first"
    player: int


def claimed(game: BaseGame, window: str) -> bool:
    """Whether the check window `window` asks who wants to play first, as the
    ``bsg_base_window_claims`` pipeline leaves base's False."""
    claims = False
    for modify in modifiers().window_claims:
        claims = modify(game, window_kind(window), claims)
    return bool(claims)


def wrap_window(step: Any, state: State, frame: tf.SkillWindow, rng: RandomCursor) -> Events:
    """A window that asks who wants to play first starts with the claims; else base's step."""
    if frame.index == 0 and claimed(g(state), frame.kind):
        return [replace(ClaimWindow(frame.kind))]
    events: Events = step(state, frame, rng)
    return events


def step_claims(state: State, frame: ClaimWindow, rng: RandomCursor) -> Events:
    """The next seat asked; once all are: nobody, one, or the current player orders them."""
    game = g(state)
    if not window_open(game, frame.window):
        return [pop()]
    kind = window_kind(frame.window)
    seat, index = w.next_asked(game, kind, frame.index)
    if seat >= 0:
        nxt = ClaimWindow(frame.window, index + 1, frame.claims)
        return [replace(nxt), push(AskClaim(seat, frame.window, kind))]
    if not frame.claims:
        return [pop()]
    if len(frame.claims) == 1:
        return [replace(PlayClaims(frame.window, frame.claims))]
    return [replace(OrderClaims(game.current, frame.window, frame.claims))]


def decide_claim(state: State, frame: AskClaim) -> Decision:
    """Want to play, pass, or pass for good."""
    options: list[Command] = [tc.NoCard(frame.seat), w.PassAlways(frame.seat), Claim(frame.seat)]
    prompt = "Do you want to play a card in this window? (the current player orders the plays)"
    return Decision.make(frame.seat, "claim_" + frame.kind, prompt, options)


def handle_claim(state: State, cmd: Claim, rng: RandomCursor) -> Events:
    """Noted among those who want to play."""
    below = state.stack[-2]
    assert isinstance(below, ClaimWindow)
    return [pop(), replace(attrs.evolve(below, claims=(*below.claims, cmd.seat)))]


def decide_order(state: State, frame: OrderClaims) -> Decision:
    """Who plays next (P-TIME-1)."""
    options: list[Command] = [PlayFirst(frame.seat, s) for s in frame.left]
    return Decision.make(frame.seat, "order_claims", "Who plays first?", options)


def handle_first(state: State, cmd: PlayFirst, rng: RandomCursor) -> Events:
    """That one next; the last one left after the others."""
    frame = state.top
    assert isinstance(frame, OrderClaims)
    order = (*frame.order, cmd.player)
    left = tuple(s for s in frame.left if s != cmd.player)
    if len(left) == 1:
        return [replace(PlayClaims(frame.window, (*order, *left)))]
    return [replace(OrderClaims(frame.seat, frame.window, left, order))]


def step_plays(state: State, frame: PlayClaims, rng: RandomCursor) -> Events:
    """The next one in the order is offered the window's cards, while the window is open."""
    if frame.index >= len(frame.order) or not window_open(g(state), frame.window):
        return [pop()]
    seat = frame.order[frame.index]
    nxt = PlayClaims(frame.window, frame.order, frame.index + 1)
    return [replace(nxt), push(tf.PlaySkillWindow(seat, frame.window))]


def register(registry: Any) -> None:
    """The frames, commands and the wrapped window step."""
    register_tables(
        registry,
        steps={ClaimWindow: step_claims, PlayClaims: step_plays},
        deciders={AskClaim: decide_claim, OrderClaims: decide_order},
        handlers={Claim: handle_claim, PlayFirst: handle_first},
    )
    registry.wrap_step(tf.SkillWindow, wrap_window)
