"""The Sympathetic Cylon variant (P-SYM-1 to -4, -8, -9, R-220): the "You Are a Sympathetic
Cylon" card takes the Sympathizer's place in the loyalty deck (never with a Cylon Leader, whose
deck has no Sympathizer); a human player who receives it, in any way, reveals it at once: he
becomes a revealed Cylon without a super crisis card (the reveal's other steps apply) and draws a
Sympathetic Agenda, which alone decides whether he wins."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus import options
from bsg_pegasus.leaders.infiltration import resurrection_ship
from bsg_pegasus.leaders.model import SYMPATHETIC, SYMPATHETIC_CARD, AgendaDealt, leaders
from bsgcore.base import BaseGame, g, move_events
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import push, replace
from bsgcore.state import State

SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"
DEALT = "base.loyalty_dealt"


@attrs.frozen
class SympatheticReveal(Frame):
    """A seat has received the Sympathetic Cylon card: it reveals it now (P-SYM-2)."""

    tag = "pegasus.f.sympathetic_reveal"
    seat: int


def swap_in(state: State, events: list[Event]) -> list[Event]:
    """With the variant on, the deck dealt at set-up holds the Sympathetic Cylon card where it
    held the Sympathizer (P-SYM-1): the same count, so the loyalty card totals hold."""
    if not options.enabled(state.options, options.SYMPATHETIC_CYLON):
        return events
    out: list[Event] = []
    for event in events:
        fields: dict[str, Any] = attrs.asdict(event, recurse=False)
        if event.tag == DEALT and SYMPATHIZER in fields.get("deck", ()):
            deck = tuple(SYMPATHETIC_CARD if c == SYMPATHIZER else c for c in fields["deck"])
            event = type(event)(**{**fields, "deck": deck})
        out.append(event)
    return out


def holders(game: BaseGame) -> list[int]:
    """Human players holding the card unrevealed (each must reveal it)."""
    return [
        s
        for s, p in enumerate(game.players)
        if SYMPATHETIC_CARD in p.loyalty and SYMPATHETIC_CARD not in p.shown and not p.revealed
    ]


def reveal_frames(game: BaseGame) -> list[Event]:
    """Pushes of the reveal for every seat that must reveal the card now."""
    return [push(SympatheticReveal(s)) for s in holders(game)]


def step_reveal(
    state: State, frame: SympatheticReveal, rng: RandomCursor, revealed: Any, finish: Any
) -> list[Event]:
    """Reveal it (no action), draw a Sympathetic Agenda, then the reveal's steps without a
    super crisis card (P-SYM-3, -4, -8)."""
    value = leaders(state)
    deck = value.sympathetic
    events: list[Event] = [revealed(frame.seat, SYMPATHETIC_CARD)]
    if deck:
        events.append(AgendaDealt(frame.seat, SYMPATHETIC, deck[0], deck[1:]))
    # At the Resurrection Ship at once: a revealed Sympathetic Cylon off the Cylon locations
    # is an Infiltrator (model.infiltrating), which he is not yet; the titles then pass.
    after_reveal = after(g(state), events)
    events += move_events(after_reveal, frame.seat, resurrection_ship(), "reveal")
    return [*events, replace(finish(frame.seat, 0, False))]


def after(game: BaseGame, events: list[Event]) -> BaseGame:
    """The game after base events (control events skipped)."""
    for event in events:
        apply = getattr(event, "apply", None)
        if apply is not None:
            game = apply(game)
    return game


def jump_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """After the Sleeper Agent phase, a human dealt the card reveals it (P-SYM-2)."""
    events = list(step(state, frame, rng))
    return [*events, *reveal_frames(after(g(state), events))]
