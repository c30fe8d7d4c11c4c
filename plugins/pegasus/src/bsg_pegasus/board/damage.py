"""Damaging Pegasus: the current player's choice, per single damage to Galactica, of the
Galactica or the Pegasus damage pool (P-DMG-2..4), the Pegasus token drawn at random and its
location damaged (P-DMG-3, P-DMG-1), and Pegasus destroyed with its occupants sent to Sickbay
(P-DMG-6). Base calls `choose_pool` through ``bsg_base_damage_galactica`` (H-DMG-1)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.board import ship
from bsgcore import Command, Decision, Frame
from bsgcore.base import BaseEvent, BaseGame, data, draw_galactica_damage, g, move_events
from bsgcore.frozen import evolve
from bsgcore.labels import Prompt
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

GALACTICA, PEGASUS = "galactica", "pegasus"


@attrs.frozen
class ChooseDamage(Frame):
    """The current player picks the pool of the next of `left` single damages (P-DMG-2)."""

    tag = "pegasus.f.choose_damage"
    seat: int
    left: int


@attrs.frozen
class DamageShip(Command):
    """Resolve one damage on Galactica (its token drawn) or on Pegasus (P-DMG-2)."""

    tag = "pegasus.damage_ship"
    seat: int
    ship: str


@attrs.frozen
class PegasusDamaged(BaseEvent):
    """A Pegasus damage token is drawn: its location is damaged (P-DMG-3, P-DMG-1)."""

    tag = "pegasus.pegasus_damaged"
    location: str

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, damaged_locations=game.damaged_locations + (self.location,))

    def describe(self) -> str:
        return f"Pegasus is hit: {data().location(self.location).name} is damaged."


@attrs.frozen
class PegasusDestroyed(BaseEvent):
    """All four Pegasus locations are damaged: Pegasus is destroyed for good (P-DMG-6, -7)."""

    tag = "pegasus.pegasus_destroyed"

    def apply(self, game: BaseGame) -> BaseGame:
        return game  # the four damaged locations say it; nothing else changes

    def describe(self) -> str:
        return "Pegasus is destroyed: nobody may go there for the rest of the game."


def label_damage(state: State, frame: ChooseDamage, command: DamageShip) -> str:
    """The option's label for people: which ship takes this damage."""
    return "Damage Galactica" if command.ship == GALACTICA else "Damage Pegasus instead"


def prompt_damage(state: State, frame: ChooseDamage, decision: Decision) -> Prompt:
    """The decision's prompt, naming its subject (the damage to Galactica)."""
    subject = "Galactica damage"
    left = "" if frame.left == 1 else f" ({frame.left} to resolve)"
    return Prompt(f"{subject}: which ship takes this hit?{left}", subject)


def fold(game: BaseGame, events: list[Event]) -> BaseGame:
    """The game after these base events (the stack's events have no game change)."""
    for event in events:
        if isinstance(event, BaseEvent):
            game = event.apply(game)
    return game


def choose_pool(game: BaseGame, seat: int, count: int, frame: Frame | None) -> Frame | None:
    """The choice for `count` damages while a Pegasus token is left (P-DMG-4), else as is."""
    if frame is None and count > 0 and ship.pool(game):
        return ChooseDamage(seat, count)
    return frame


def decide_damage(state: State, frame: ChooseDamage) -> Decision:
    """Galactica or Pegasus, for this one damage."""
    options: list[Command] = [DamageShip(frame.seat, GALACTICA), DamageShip(frame.seat, PEGASUS)]
    prompt = f"Damage Galactica or Pegasus ({frame.left} to resolve)"
    return Decision.make(frame.seat, "damage_ship", prompt, options)


def handle_damage(state: State, command: DamageShip, rng: RandomCursor) -> list[Event]:
    """One damage resolved on the chosen ship, then the next choice (or the rest on Galactica
    once the Pegasus pool is empty)."""
    frame = state.top
    assert isinstance(frame, ChooseDamage)
    game = g(state)
    if command.ship == GALACTICA:
        events = draw_galactica_damage(game, rng, 1)
    else:
        events = damage_pegasus(game, rng)
    if any(e.tag == "core.game_ended" for e in events):
        return events
    left = frame.left - 1
    after = fold(game, events)
    if left <= 0:
        return [*events, pop()]
    if ship.pool(after):
        return [*events, replace(ChooseDamage(frame.seat, left))]
    return [*events, pop(), *draw_galactica_damage(after, rng, left)]


def damage_pegasus(game: BaseGame, rng: RandomCursor) -> list[Event]:
    """Draw a Pegasus token at random and damage its location; its occupants go to Sickbay,
    and with the fourth, Pegasus is destroyed (P-DMG-1, -3, -6)."""
    pool = ship.pool(game)
    if not pool:
        return []
    location = pool[rng.below(len(pool))]
    events: list[Event] = [PegasusDamaged(location)]
    after = fold(game, events)
    for seat, player in enumerate(game.players):
        if player.location == location:
            events += move_events(after, seat, ship.SICKBAY, "Pegasus is hit")
            after = fold(game, events)
    if ship.destroyed(after):
        events.append(PegasusDestroyed())
        for seat, player in enumerate(after.players):
            if ship.on_pegasus(player.location):
                events += move_events(fold(game, events), seat, ship.SICKBAY, "Pegasus destroyed")
    return events


EVENTS: tuple[type[BaseEvent], ...] = (PegasusDamaged, PegasusDestroyed)
DECIDERS: dict[type[Frame], Any] = {ChooseDamage: decide_damage}
HANDLERS: dict[type[Command], Any] = {DamageShip: handle_damage}
