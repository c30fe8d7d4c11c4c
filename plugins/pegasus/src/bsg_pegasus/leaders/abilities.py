"""The Cylon Leaders' sheets (P-CL-10, -11, Appendix A.4), always in effect, Infiltrating or not:

- Cavil: *Primacy* (Action: a basestar in front of Galactica, or one removed when both are out;
  then optionally 3 raiders in front and 1 civilian ship behind), *Aggressive Tactics*
  (Movement, once per game: 2 actions this turn), *Lies and Secrets* (whenever a "You Are a
  Cylon" card is revealed, he discards his whole hand).
- Leoben Conoy: *Glimpse the Face of God* (Movement: the top 2 Destiny cards into his hand, then
  2 cards of his hand on top of the Destiny deck), *Cryptic Message* (Action, once per game: swap
  hands with another player), *Clouded* (he may not move by choice where another character is).

A Movement ability is used instead of moving (P-MOVE, P-CYT-2); an Action ability instead of a
location's action (P-CL-11).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.leaders.model import is_leader
from bsgcore.base import (
    BaseContent,
    BaseEvent,
    BaseGame,
    CylonShipDestroyed,
    FrozenMap,
    OncePerGameUsed,
    Op,
    Result,
    RunOps,
    SkillCardsDiscarded,
    ask,
    data,
    g,
    hide,
    pick,
    put_on_destiny,
    replace_player,
    take_destiny,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

CAVIL = "pegasus.character.cavil"
LEOBEN = "pegasus.character.leoben_conoy"
PRIMACY = "pegasus.ability.cavil_primacy"
AGGRESSIVE = "pegasus.ability.cavil_aggressive_tactics"
LIES = "pegasus.ability.cavil_lies_and_secrets"
GLIMPSE = "pegasus.ability.leoben_glimpse_the_face_of_god"
CRYPTIC = "pegasus.ability.leoben_cryptic_message"
CLOUDED = "pegasus.ability.leoben_clouded"
BRIG = "base.location.brig"
FRONT, BEHIND = 1, 4  # alpha, delta (pegasus.md §0)
GLIMPSED = 2
UNSET = -2  # an op's choice not answered yet (RunOps.target)

#: Primacy as base's ops and one of this feature's: the basestar, then the optional ships.
PRIMACY_EFFECTS = [
    {"op": "pegasus_primacy_basestar"},
    {"op": "optional", "effects": [{"op": "place_ships", "area": FRONT, "ships": {"raider": 3}}]},
    {
        "op": "optional",
        "effects": [{"op": "place_ships", "area": BEHIND, "ships": {"civilian": 1}}],
    },
]


def seat_of(game: BaseGame, character: str) -> int:
    """The seat playing `character`, or -1."""
    return next((s for s, p in enumerate(game.players) if p.character == character), -1)


def plays(game: BaseGame, seat: int, character: str) -> bool:
    """Whether `seat` plays this Cylon Leader (his sheet is always in effect, P-CL-10)."""
    return game.players[seat].character == character and is_leader(game, seat)


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class DestinyTaken(BaseEvent):
    """Glimpse the Face of God: the top Destiny cards go to Leoben's hand, secretly."""

    tag = "pegasus.destiny_taken"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        game = replace_player(game, self.seat, evolve(player, hand=player.hand + self.cards))
        return take_destiny(game, len(self.cards))

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DestinyTaken(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} takes the top {len(self.cards)} Destiny card(s)."


@attrs.frozen
class DestinyReturned(BaseEvent):
    """Glimpse the Face of God: a card of Leoben's hand goes on top of the Destiny deck."""

    tag = "pegasus.destiny_returned"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        hand = list(player.hand)
        hand.remove(self.card)
        game = replace_player(game, self.seat, evolve(player, hand=tuple(hand)))
        return put_on_destiny(game, (self.card,), shown=False)  # seen by Leoben only

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DestinyReturned(self.seat, "hidden")

    def describe(self) -> str:
        return f"seat {self.seat} puts a card on top of the Destiny deck."


@attrs.frozen
class HandsSwapped(BaseEvent):
    """Cryptic Message: two seats swap their hands of skill cards; only they see them."""

    tag = "pegasus.hands_swapped"
    seat: int
    target: int
    given: tuple[str, ...]
    taken: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        mine, theirs = game.players[self.seat], game.players[self.target]
        game = replace_player(game, self.seat, evolve(mine, hand=self.taken))
        return replace_player(game, self.target, evolve(theirs, hand=self.given))

    def redacted_for(self, seat: int | None) -> Event:
        if seat in (self.seat, self.target):
            return self
        return HandsSwapped(self.seat, self.target, hide(self.given), hide(self.taken))

    def describe(self) -> str:
        return f"seat {self.seat} swaps hands of skill cards with seat {self.target}."


EVENTS: tuple[type[BaseEvent], ...] = (DestinyTaken, DestinyReturned, HandsSwapped)


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class LeaderAbility(Command):
    """Use a Cylon Leader's ability (`target`: the seat it names, -1 none)."""

    tag = "pegasus.leader_ability"
    ability: str
    target: int = -1


@attrs.frozen
class ReturnToDestiny(Frame):
    """Leoben puts `count` more cards of his hand on top of the Destiny deck."""

    tag = "pegasus.f.return_to_destiny"
    seat: int
    count: int


@attrs.frozen
class PutOnDestiny(Command):
    """Put this card on top of the Destiny deck."""

    tag = "pegasus.put_on_destiny"
    card: str

    def redacted_for(self, seat: int | None) -> Command:
        return self if seat == self.seat else PutOnDestiny(self.seat, "hidden")


def action_options(state: State, frame: Any) -> list[Command]:
    """Primacy, and Cryptic Message while unused, in place of a location's action."""
    game = g(state)
    seat = frame.seat
    if game.players[seat].location == BRIG:
        return []
    out: list[Command] = []
    if plays(game, seat, CAVIL):
        out.append(LeaderAbility(seat, PRIMACY))
    if plays(game, seat, LEOBEN) and CRYPTIC not in game.once_per_game_used:
        out += [
            LeaderAbility(seat, CRYPTIC, other)
            for other, player in enumerate(game.players)
            if other != seat and player.character
        ]
    return out


def movement_options(state: State, frame: Any) -> list[Command]:
    """Glimpse the Face of God, and Aggressive Tactics while unused, instead of moving."""
    game = g(state)
    seat = frame.seat
    out: list[Command] = []
    if plays(game, seat, LEOBEN) and game.destiny:
        out.append(LeaderAbility(seat, GLIMPSE))
    if plays(game, seat, CAVIL) and AGGRESSIVE not in game.once_per_game_used:
        out.append(LeaderAbility(seat, AGGRESSIVE))
    return out


def handle_ability(
    state: State, cmd: LeaderAbility, rng: RandomCursor, action: type[Frame]
) -> list[Event]:
    """Carry out the ability in place of the step it was chosen at."""
    game = g(state)
    seat = cmd.seat
    if cmd.ability == PRIMACY:
        return [replace(RunOps(PRIMACY, "effects", seat))]
    if cmd.ability == CRYPTIC:
        target = game.players[cmd.target]
        swapped = HandsSwapped(seat, cmd.target, game.players[seat].hand, target.hand)
        return [OncePerGameUsed(seat, CRYPTIC), swapped, pop()]
    if cmd.ability == AGGRESSIVE:
        return [OncePerGameUsed(seat, AGGRESSIVE), replace(action(seat))]  # type: ignore[call-arg]
    taken = game.destiny[:GLIMPSED]
    back = min(GLIMPSED, len(game.players[seat].hand) + len(taken))
    return [DestinyTaken(seat, taken), replace(ReturnToDestiny(seat, back))]


def decide_return(state: State, frame: ReturnToDestiny) -> Decision:
    """Which card of his hand goes on top of the Destiny deck next."""
    hand = sorted(set(g(state).players[frame.seat].hand))
    options: list[Command] = [PutOnDestiny(frame.seat, card) for card in hand]
    prompt = f"Put {frame.count} card(s) on top of the Destiny deck"
    return Decision.make(frame.seat, "return_to_destiny", prompt, options)


def handle_put(state: State, cmd: PutOnDestiny, rng: RandomCursor) -> list[Event]:
    """One card on top; more to go or done."""
    frame = state.top
    assert isinstance(frame, ReturnToDestiny)
    events: list[Event] = [DestinyReturned(cmd.seat, cmd.card)]
    left = min(frame.count - 1, len(g(state).players[cmd.seat].hand) - 1)
    if left > 0:
        return [*events, replace(ReturnToDestiny(frame.seat, left))]
    return [*events, pop()]


def primacy_basestar(place: Any) -> Any:
    """The op ``pegasus_primacy_basestar``: a basestar in front of Galactica (base's
    ``place_ships``); with every basestar out, Cavil may remove one instead."""

    def op(game: BaseGame, frame: Any, op: Op, rng: RandomCursor) -> Result:
        basestars = [s for s in game.cylon_ships if s.kind == "basestar"]
        if len(basestars) < data().components.count("basestar"):
            ships = FrozenMap({"area": FRONT, "ships": FrozenMap({"basestar": 1})})
            result: Result = place(game, frame, Op("place_ships", ships), rng)
            return result
        if pick(frame) == UNSET:
            return ask(frame.seat, "remove_basestar", [s.uid for s in basestars] + [-1])
        return [CylonShipDestroyed(pick(frame))] if pick(frame) >= 0 else []

    return op


# -- passive rules ------------------------------------------------------------------------------


def lies_and_secrets(game: BaseGame, event: Event) -> list[Event]:
    """Cavil discards his whole hand whenever a "You Are a Cylon" card is revealed."""
    seat = seat_of(game, CAVIL)
    if seat < 0 or not is_leader(game, seat) or not game.players[seat].hand:
        return []
    return [SkillCardsDiscarded(seat, game.players[seat].hand, "Lies and Secrets")]


def clouded_move_cost(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """Leoben may not move by choice into a location with another character in it."""
    if cost is None or not plays(game, seat, LEOBEN):
        return cost
    crowded = any(p.location == to for s, p in enumerate(game.players) if s != seat)
    return None if crowded else cost


def add_content(content: BaseContent) -> None:
    """Primacy's ops, and the abilities carried out by this module's own rules."""
    place = content.effects.handler("place_ships")
    content.add_op("pegasus_primacy_basestar", primacy_basestar(place), params=frozenset())
    for ability in (PRIMACY, AGGRESSIVE, LIES, GLIMPSE, CRYPTIC, CLOUDED):
        content.implemented_by(ability, "bsg_pegasus.leaders.abilities")
