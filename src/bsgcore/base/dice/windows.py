"""Response windows without leaks (DESIGN.md "Response windows"): who is asked, and standing orders.

A window (Strategic Planning before a die roll, Evasive Maneuvers after a viper is attacked, the
skill checks' Investigative Committee / Scientific Research and Declare Emergency windows) asks
every seat that public information leaves eligible, in table order (B-TURN-2), whether or not it
holds a usable card: a revealed Cylon may not use skill card texts (B-CYL-9) and a seat with no
card in hand has nothing to play (hand sizes are public). Passing is always legal, so the questions
asked look the same whether a seat could respond or not.

So that games stay playable, a seat may pass with a standing order ("do not ask me again for this
kind of window", `PassAlways`); the orders are public (`Player.standing`) and withdrawn all at
once from the seat's own Action step (`WithdrawStandingOrders`).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.events import BaseEvent
from bsgcore.frozen import evolve
from bsgcore.messages import Command

BEFORE_ROLL = "strategic_planning"
VIPER_ATTACKED = "evasive_maneuvers"
ECO_OFFICER = "eco_officer"
BEFORE_CHECK = "skill_window"
EMERGENCY = "declare_emergency"
KINDS = (BEFORE_ROLL, VIPER_ATTACKED, ECO_OFFICER, BEFORE_CHECK, EMERGENCY)
#: The rules data key listing the window kinds plugins add (``declare_kind``).
PLUGIN_KINDS = "window_kinds"


def declare_kind(registry: Any, kind: str) -> None:
    """A plugin's window kind: its frame names it in a ``kind`` field, so `PassAlways` sets a
    standing order for it; scenario tables pass it like base's (docs/hooks.md)."""
    kinds = tuple(registry.data.get(PLUGIN_KINDS, ()))
    if kind not in kinds:
        registry.set_data(PLUGIN_KINDS, (*kinds, kind))


def all_kinds(rules: Any | None) -> tuple[str, ...]:
    """Base's window kinds and those the game's plugins declared."""
    extra = tuple(rules.data.get(PLUGIN_KINDS, ())) if rules is not None else ()
    return KINDS + tuple(k for k in extra if k not in KINDS)


@attrs.frozen
class PassAlways(Command):
    """Pass in this window, and do not ask me again for this kind of window (a standing order)."""

    tag = "base.pass_always"


@attrs.frozen
class WithdrawStandingOrders(Command):
    """Be asked again in every kind of window (the seat's own Action step; no action spent)."""

    tag = "base.withdraw_standing_orders"


@attrs.frozen
class StandingOrderSet(BaseEvent):
    """A seat will not be asked in this kind of window any more (public)."""

    tag = "base.standing_order_set"
    seat: int
    kind: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        standing = tuple(sorted({*player.standing, self.kind}))
        return m.replace_player(game, self.seat, evolve(player, standing=standing))

    def describe(self) -> str:
        return f"seat {self.seat} will always pass on {self.kind.replace('_', ' ')}."


@attrs.frozen
class StandingOrdersWithdrawn(BaseEvent):
    """A seat is asked again in every window (public)."""

    tag = "base.standing_orders_withdrawn"
    seat: int

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        return m.replace_player(game, self.seat, evolve(player, standing=()))

    def describe(self) -> str:
        return f"seat {self.seat} withdraws its standing orders."


WINDOW_EVENTS: tuple[type[BaseEvent], ...] = (StandingOrderSet, StandingOrdersWithdrawn)


def order(game: BaseGame) -> tuple[int, ...]:
    """From the left of the current player round to the current player, as the check windows
    (B-TURN-2, B-CHECK-7)."""
    n = m.seats(game)
    return tuple((game.current + 1 + i) % n for i in range(n))


def asked(game: BaseGame, seat: int, kind: str) -> bool:
    """Whether a card window of `kind` asks `seat`: by public facts only (not revealed, B-CYL-9;
    a card in hand; no standing order for this kind)."""
    player = game.players[seat]
    return bool(player.hand) and kind not in player.standing and not m.is_cylon_player(game, seat)


def next_asked(game: BaseGame, kind: str, index: int) -> tuple[int, int]:
    """The first seat asked from position `index` of `order` on, and its position; (-1, n) when
    nobody is left."""
    seats = order(game)
    for i in range(index, len(seats)):
        if asked(game, seats[i], kind):
            return seats[i], i
    return -1, len(seats)


def withdraw_options(game: BaseGame, seat: int) -> list[Command]:
    """The seat's own Action step offers to withdraw its standing orders while it has any; not
    to a revealed Cylon, whom no window asks (B-CYL-9)."""
    player = game.players[seat]
    return (
        [WithdrawStandingOrders(seat)]
        if player.standing and not m.is_cylon_player(game, seat)
        else []
    )
