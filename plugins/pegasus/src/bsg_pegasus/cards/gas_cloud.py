"""Gas Cloud's text (Appendix A.10): the Admiral may look at the top 3 cards of the Crisis deck
and put each back on the top or the bottom, in any order.

The deck is "the Crisis deck" as supplied for an effect (``bsg_base_crisis_deck``, the New
Caprica Crisis deck during that phase, P-NCC-3). The Admiral sees the cards (`CrisisTopSeen`,
hidden from the others) and picks one arrangement (`ArrangeCrisisTop`): an order of the cards
seen and, for each, top or bottom; the cards put on top lie in that order from the top down,
those put at the bottom in that order above the very bottom. Keeping them as they were is one
of the arrangements. The arrangement names positions among the cards seen, never the cards, so
it is public (the table sees where cards go, not which). Used by destinations.py.

When this jump starts the New Caprica phase (P-CC-2, R-228: the fleet reaches distance 7 with
the phase still to come), the look waits: the jump finishes, the phase's setup puts the New
Caprica Crisis deck in place (the ``Settle`` step), and then the Admiral looks at the top of that
deck (`settle_wrapper`, `LookAfterSetup`). The card that brought it is the fleet's last
destination (public), so nothing is kept in between.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

import attrs

from bsg_pegasus import options
from bsg_pegasus.newcaprica import flow
from bsg_pegasus.newcaprica import names as nc_names
from bsg_pegasus.newcaprica.events import NcSettled
from bsg_pegasus.newcaprica.state import nc
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    CrisisDeckSwitched,
    Op,
    Result,
    RunOps,
    crisis_deck_for,
    current_state,
    g,
    hide,
    register_tables,
)
from bsgcore.frozen import evolve
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

LOOK = 3
ORDINALS = ("1st", "2nd", "3rd")


def arrangements(n: int) -> list[tuple[tuple[int, ...], tuple[bool, ...]]]:
    """Every distinct way back for the n cards seen, the unchanged one first: the cards put on
    top in their order, then those put at the bottom in theirs (`order`, with `bottom` flags)."""
    out: list[tuple[tuple[int, ...], tuple[bool, ...]]] = []
    for order in permutations(range(n)):
        for cut in range(n, -1, -1):  # the first `cut` of the order go on top
            out.append((order, (False,) * cut + (True,) * (n - cut)))
    return out


@attrs.frozen
class CrisisTopSeen(BaseEvent):
    """The Admiral looks at the top Crisis cards; the others only see that he does."""

    tag = "pegasus.crisis_top_seen"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else CrisisTopSeen(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} (Admiral) looks at the top {len(self.cards)} Crisis cards."


@attrs.frozen
class CrisisTopArranged(BaseEvent):
    """The cards seen go back: `order` (positions among them), each on top or at the bottom."""

    tag = "pegasus.crisis_top_arranged"
    order: tuple[int, ...]
    bottom: tuple[bool, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        n = len(self.order)
        seen, rest = game.crisis_deck[:n], game.crisis_deck[n:]
        top = tuple(seen[i] for i, b in zip(self.order, self.bottom, strict=True) if not b)
        low = tuple(seen[i] for i, b in zip(self.order, self.bottom, strict=True) if b)
        return evolve(game, crisis_deck=(*top, *rest, *low))

    def describe(self) -> str:
        return f"{sum(self.bottom)} of the cards go to the bottom of the Crisis deck."


@attrs.frozen
class ArrangeFrame(Frame):
    """The Admiral arranges the `count` cards he saw."""

    tag = "pegasus.f.arrange_crisis_top"
    seat: int
    count: int


@attrs.frozen
class ArrangeCrisisTop(Command):
    """One arrangement (see the module docstring)."""

    tag = "pegasus.arrange_crisis_top"
    order: tuple[int, ...]
    bottom: tuple[bool, ...]


GAS_CLOUD = "pegasus.destination.gas_cloud"


@attrs.frozen
class LookAfterSetup(Frame):
    """Gas Cloud's look, once the New Caprica setup its jump started is done (P-CC-2)."""

    tag = "pegasus.f.gas_cloud_after_setup"
    count: int


def look(game: BaseGame, count: int) -> tuple[list[Event], Frame | None]:
    """The Admiral looks at the top `count` cards of the Crisis deck for an effect (switched to
    first when it is not in use): the events, and the frame where he arranges them (None when
    the deck is empty)."""
    events: list[Event] = []
    deck = crisis_deck_for(game, "effect")
    if deck != game.crisis_in_use:
        switched = CrisisDeckSwitched(deck)
        events.append(switched)
        game = switched.apply(game)
    cards = game.crisis_deck[:count]
    if not cards:
        return events, None
    seat = game.admiral
    return [*events, CrisisTopSeen(seat, cards)], ArrangeFrame(seat, len(cards))


def phase_comes(state: State) -> bool:
    """Whether this jump starts the New Caprica phase: the objective is played, the phase has not
    begun and the fleet has reached its distance (the jump's Settle step will begin it)."""
    game: BaseGame = state.game
    return (
        options.enabled(state.options, options.NEW_CAPRICA)
        and not nc(state).phase
        and game.distance >= nc_names.PHASE_DISTANCE
    )


def op_arrange(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look at the top cards of the Crisis deck for an effect, then arrange them; on the jump
    that starts the New Caprica phase, after its setup instead (`settle_wrapper`)."""
    state = current_state()
    if state is not None and phase_comes(state):
        return []
    events, arrange = look(game, int(op.get("count", LOOK)))
    return [*events, push(arrange)] if arrange is not None else events


def settle_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """The Settle step; when it began the phase on Gas Cloud's jump, Gas Cloud's look next."""
    events = list(step(state, frame, rng))
    began = phase_comes(state) and any(isinstance(e, NcSettled) for e in events)
    destinations = g(state).destinations
    if began and destinations and destinations[-1] == GAS_CLOUD:
        events.append(push(LookAfterSetup(LOOK)))
    return events


def step_after_setup(state: State, frame: LookAfterSetup, rng: RandomCursor) -> list[Event]:
    """The look, on the New Caprica Crisis deck now in place."""
    events, arrange = look(g(state), frame.count)
    return [*events, replace(arrange) if arrange is not None else pop()]


def decide_arrange(state: State, frame: ArrangeFrame) -> Decision:
    options: list[Command] = [
        ArrangeCrisisTop(frame.seat, order, bottom) for order, bottom in arrangements(frame.count)
    ]
    prompt = "Gas Cloud: put the Crisis cards you saw back on the top or the bottom"
    return Decision.make(frame.seat, "gas_cloud", prompt, options)


def handle_arrange(state: State, cmd: ArrangeCrisisTop, rng: RandomCursor) -> list[Event]:
    frame = state.stack[-1]
    assert isinstance(frame, ArrangeFrame)
    if sorted(cmd.order) != list(range(frame.count)) or len(cmd.bottom) != frame.count:
        return [pop()]  # not offered (the options are the legal arrangements)
    if cmd.order == tuple(range(frame.count)) and not any(cmd.bottom):
        return [pop()]  # left as they were
    return [CrisisTopArranged(cmd.order, cmd.bottom), pop()]


def label(state: State, frame: object, cmd: ArrangeCrisisTop) -> str:
    """``Top: 2nd, 1st; bottom: 3rd`` (positions of the cards as seen, from the top)."""
    top = [ORDINALS[i] for i, b in zip(cmd.order, cmd.bottom, strict=True) if not b]
    low = [ORDINALS[i] for i, b in zip(cmd.order, cmd.bottom, strict=True) if b]
    if cmd.order == tuple(range(len(cmd.order))) and not low:
        return "Leave them as they are"
    return f"Top: {', '.join(top) or 'none'}; bottom: {', '.join(low) or 'none'}"


def register(registry: RulesRegistry) -> None:
    register_tables(registry, steps={LookAfterSetup: step_after_setup})  # noting the state
    registry.wrap_step(flow.Settle, settle_wrapper)
    registry.event(CrisisTopSeen, CrisisTopSeen.applier)
    registry.event(CrisisTopArranged, CrisisTopArranged.applier)
    registry.frame(ArrangeFrame, decide=decide_arrange)
    registry.command(ArrangeCrisisTop, handle_arrange)
    registry.label(ArrangeCrisisTop, label)
    registry.prompt(
        ArrangeFrame,
        lambda s, f, d: Prompt(
            "Gas Cloud: put the Crisis cards you saw back on the top or the bottom", "Gas Cloud"
        ),
        kinds=("gas_cloud",),
    )
