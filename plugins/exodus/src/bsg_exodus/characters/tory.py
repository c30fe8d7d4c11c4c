"""Tory Foster (X-CHAR-10 to -12): Adaptable, Influential and Amoral.

Adaptable: after any player takes a Quorum card's action, she may draw 2 skill cards of any
types (R-403): a step after the Quorum card's clean-up runs her ability's ops. Influential: her
once-per-game Action looks at the top 5 Quorum cards and puts them back in an order she picks
(`ArrangeQuorumTop`; the cards are named only in her own labels, the event carries the order as
positions). Amoral: as current player she must take the first option of a Crisis card the
current player chooses (`bsg_forbid_command`).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

import attrs

from bsgcore.base import (
    BaseEvent,
    BaseGame,
    Events,
    Op,
    Result,
    RunOps,
    abilities_barred,
    card_name,
    condition,
    data,
    g,
    is_cylon_player,
)
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push
from bsgcore.state import State

TORY = "exodus.character.tory_foster"
ADAPTABLE = "exodus.ability.tory_adaptable"
INFLUENTIAL = "exodus.ability.tory_influential"
AMORAL = "exodus.ability.tory_amoral"
#: Adaptable's ops: she may draw 2 skill cards of any types (the data's ``optional`` flag as
#: base's ``optional`` op).
ADAPTABLE_EFFECTS = [
    {
        "op": "optional",
        "chooser": "acting_player",
        "effects": [{"op": "draw_skill", "who": "acting_player", "count": 2, "types": ["any"]}],
    }
]
CHOOSE_OPTION, CHOOSE_CRISIS_OPTION = "base.choose_option", "base.f.choose_crisis_option"


def tory_seat(game: BaseGame) -> int:
    """The seat playing Tory Foster with her abilities in force (not a revealed Cylon), or -1."""
    for seat, player in enumerate(game.players):
        if player.character == TORY and not is_cylon_player(game, seat):
            return seat
    return -1


# -- Adaptable ---------------------------------------------------------------------------------


def wrap_cleanup(step: Any, state: State, frame: Frame, rng: RandomCursor) -> Events:
    """After a Quorum card's action is done (its clean-up step), Tory's Adaptable; not after
    the Quorum card that executed her predecessor (X-EXEC-27), whose ops were just above."""
    events: Events = list(step(state, frame, rng))
    game = g(state)
    seat = tory_seat(game)
    card = RunOps(game.quorum_playing, "effects", seat) if game.quorum_playing else None
    if seat >= 0 and not abilities_barred(game, seat, state, answering=card):
        events.append(push(RunOps(ADAPTABLE, "effects", seat)))
    return events


# -- Influential -------------------------------------------------------------------------------


@attrs.frozen
class ArrangeQuorumTop(Frame):
    """Tory puts the top `count` Quorum cards back in the order she picks (Influential)."""

    tag = "exodus.f.arrange_quorum_top"
    seat: int
    count: int


@attrs.frozen
class OrderQuorumTop(Command):
    """The new order of the top cards, as their positions before (top first)."""

    tag = "exodus.order_quorum_top"
    order: tuple[int, ...]


@attrs.frozen
class QuorumTopOrdered(BaseEvent):
    """The top cards of the Quorum deck are put back in a new order (no card is named)."""

    tag = "exodus.quorum_top_ordered"
    seat: int
    order: tuple[int, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        n = len(self.order)
        top = tuple(game.quorum_deck[i] for i in self.order)
        return attrs.evolve(game, quorum_deck=top + game.quorum_deck[n:])

    def describe(self) -> str:
        return f"seat {self.seat} puts the top {len(self.order)} Quorum cards back (Influential)."


def op_arrange_quorum_top(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Influential: look at the top cards (5) and put them back in any order; with fewer than
    2 cards in the deck there is no order to choose."""
    count = min(int(op.get("count", 5)), len(game.quorum_deck))
    return [push(ArrangeQuorumTop(frame.seat, count))] if count >= 2 else []


def decide_arrange(state: State, frame: ArrangeQuorumTop) -> Decision:
    """Every distinct order of the top cards (the one they are in first; two copies of a card
    are interchangeable, so one order of them is offered)."""
    deck = g(state).quorum_deck
    seen: set[tuple[str, ...]] = set()
    options: list[Command] = []
    for order in permutations(range(frame.count)):
        cards = tuple(deck[i] for i in order)
        if cards not in seen:
            seen.add(cards)
            options.append(OrderQuorumTop(frame.seat, order))
    prompt = f"Influential: put the top {frame.count} Quorum cards back in any order"
    return Decision.make(frame.seat, "exodus_arrange_quorum", prompt, options)


def handle_order(state: State, cmd: OrderQuorumTop, rng: RandomCursor) -> Events:
    """Put them back."""
    return [QuorumTopOrdered(cmd.seat, cmd.order), pop()]


def label_order(state: State, frame: Any, cmd: OrderQuorumTop) -> str:
    """The cards in their new order, top first (private: only Tory has seen them)."""
    deck = g(state).quorum_deck
    return "Top first: " + ", ".join(card_name(deck[i]) for i in cmd.order)


#: The prompt names the ability.
prompt_arrange = about("Influential")


# -- Amoral ------------------------------------------------------------------------------------


def amoral_forbids(state: State, command: Command) -> str | None:
    """Tory as current player may not take the second option of a Crisis card the current
    player chooses while its first option can be taken (X-CHAR-12)."""
    if command.tag != CHOOSE_OPTION or getattr(command, "option", "") != "b":
        return None
    if not state.stack or state.stack[-1].tag != CHOOSE_CRISIS_OPTION:
        return None
    game = g(state)
    if command.seat != game.current or tory_seat(game) != game.current or not game.crisis:
        return None
    card = data().get(game.crisis.split("#", 1)[0])
    if card.chooser not in ("", "current_player") or card.option_a is None:
        return None
    requires = card.option_a.requires
    if requires and not condition(game, requires, command.seat):
        return None
    return "Amoral: Tory Foster must take the first option."
