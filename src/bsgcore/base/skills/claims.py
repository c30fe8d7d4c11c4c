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
window exactly as before. A die-roll window where several seats may want to play (base's
Strategic Planning, a plugin's window of a `declare_window_kind` kind) asks the same way: its
window is declared here (`declare_claimed`: its standing-order kind, whether it is still open,
and the frame that offers a seat its cards), and its driver starts the claims (`start`).
"""

from __future__ import annotations

from collections.abc import Callable
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
from bsgcore.context import current_rules
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State


@attrs.frozen
class ClaimWindow(Frame):
    """Ask each seat of the window `window` (a check's "before", "after", or a declared die
    window) from position `index` of the table order whether it wants to play; `claims` the
    seats that do, in the order asked."""

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


#: The rules data key of the windows that may ask who wants to play first (`declare_claimed`).
CLAIMED = "base.claimed_windows"


@attrs.frozen
class ClaimedWindow:
    """A window that may ask who wants to play first: its standing-order `kind`, the printed
    `name` its prompts are about, whether it is still `open` (by public facts) and the frame
    that `offer`s a seat its cards (its usual window frame)."""

    kind: str
    name: str
    open: Callable[[BaseGame], bool]
    offer: Callable[[int], Frame]


def declare_claimed(
    registry: Any,
    window: str,
    kind: str,
    name: str,
    is_open: Callable[[BaseGame], bool],
    offer: Callable[[int], Frame],
) -> None:
    """A window (`window`, the name its claim frames carry) that may ask who wants to play
    first; its claim decisions are ``claim_<kind>`` (prompted like base's)."""
    table = dict(registry.data.get(CLAIMED, {}))
    table[window] = ClaimedWindow(kind, name, is_open, offer)
    registry.set_data(CLAIMED, table)
    if AskClaim in registry.prompters:  # a plugin's window: base's prompt knows its kind
        registry.prompt_kinds(AskClaim, ("claim_" + kind,))


def claimed_window(window: str) -> ClaimedWindow:
    """The declared window `window` of the game's rules (base's check windows outside one)."""
    rules = current_rules()
    table = rules.data.get(CLAIMED, {}) if rules is not None else {}
    found = table.get(window) or CHECK_WINDOWS.get(window)
    assert found is not None, f"window {window!r} was not declared (declare_claimed)"
    return found


def claimed(game: BaseGame, window: str) -> bool:
    """Whether the window `window` asks who wants to play first, as the
    ``bsg_base_window_claims`` pipeline leaves base's False (its kind is what the hook sees)."""
    claims = False
    kind = claimed_window(window).kind
    for modify in modifiers().window_claims:
        claims = modify(game, kind, claims)
    return bool(claims)


def start(window: str) -> Events:
    """The claims of `window` pushed above its driver (which then asks nobody more itself)."""
    return [push(ClaimWindow(window))]


def wrap_window(step: Any, state: State, frame: tf.SkillWindow, rng: RandomCursor) -> Events:
    """A window that asks who wants to play first starts with the claims; else base's step."""
    if frame.index == 0 and claimed(g(state), frame.kind):
        return [replace(ClaimWindow(frame.kind))]
    events: Events = step(state, frame, rng)
    return events


def step_claims(state: State, frame: ClaimWindow, rng: RandomCursor) -> Events:
    """The next seat asked; once all are: nobody, one, or the current player orders them."""
    game = g(state)
    spec = claimed_window(frame.window)
    if not spec.open(game):
        return [pop()]
    kind = spec.kind
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
    spec = claimed_window(frame.window)
    if frame.index >= len(frame.order) or not spec.open(g(state)):
        return [pop()]
    seat = frame.order[frame.index]
    nxt = PlayClaims(frame.window, frame.order, frame.index + 1)
    return [replace(nxt), push(spec.offer(seat))]


def _check_window(window: str) -> ClaimedWindow:
    """A check's window ("before", "after"): offered through base's `PlaySkillWindow`."""
    return ClaimedWindow(
        window_kind(window),
        "Skill check",
        lambda game: window_open(game, window),
        lambda seat: tf.PlaySkillWindow(seat, window),
    )


#: A check's two windows (B-CHECK-4, B-CHECK-11).
CHECK_WINDOWS = {window: _check_window(window) for window in ("before", "after")}


def register(registry: Any) -> None:
    """The frames, commands, the check windows declared and the wrapped window step."""
    for window, spec in CHECK_WINDOWS.items():
        declare_claimed(registry, window, spec.kind, spec.name, spec.open, spec.offer)
    register_tables(
        registry,
        steps={ClaimWindow: step_claims, PlayClaims: step_plays},
        deciders={AskClaim: decide_claim, OrderClaims: decide_order},
        handlers={Claim: handle_claim, PlayFirst: handle_first},
    )
    registry.wrap_step(tf.SkillWindow, wrap_window)
