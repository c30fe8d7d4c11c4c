"""The ops some ally results need beyond base's (cards/exodus.toml ``[[ally]]``), each
registered as the name rewrite.py gives the data's op (``custom`` key K: ``exodus_K``):

* ``loyalty_deck`` (action ``add_not_cylon_and_draw``; Gaius Baltar's doom): a "You Are Not a
  Cylon" card is shuffled into the Loyalty deck and the player draws one, when its
  ``condition`` holds ("at distance 7 or less");
* ``exodus_draw_from_destiny`` (Caprica Six's doom): the top `count` Destiny cards go into the
  player's hand, seen by him alone;
* ``exodus_trade_resource`` (Tom Zarek's hope): he may trade 1 population for 1 of another
  resource of his choice;
* ``move_centurions`` (Samuel T. Anders' hope, ``delta`` < 0): every centurion on the Boarding
  Party track moves back, none past the start;
* ``exodus_return_civilian_to_pile`` (Louis Hoshi's hope): he picks a civilian ship in space;
  it goes back into the unused pile, shuffled (the new order seen by nobody);
* ``exodus_quorum_draw_resolve_one`` (Aaron Doral's hope): he draws 3 Quorum cards in secret,
  President or not, resolves 1 and puts the others on the bottom of the deck (base's
  `look_at_quorum`, as Roslin's Skilled Politician does).

The space results of Anastasia Dualla and Lee Adama are allies_space.py's.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    UNSET,
    BaseContent,
    BaseEvent,
    BaseGame,
    ChooseDrawnQuorum,
    LoyaltyCardsDrawn,
    LoyaltyDeckChanged,
    Op,
    ResourceChanged,
    Result,
    RunOps,
    ask,
    condition,
    hide,
    look_at_quorum,
    not_a_cylon_cards,
    register_tables,
    take_destiny,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import push
from bsgcore.state import State

ADD_NOT_CYLON = "add_not_cylon_and_draw"
#: The purpose of Tom Zarek's choice (its decision kind ``choose_exodus_trade``): 0 declines,
#: then one candidate per resource he may gain (`TRADES`).
TRADE_PURPOSE = "exodus_trade"
TRADES = ("fuel", "food", "morale")
#: The purpose of Louis Hoshi's choice of a civilian ship (kind ``choose_exodus_civilian``).
CIVILIAN_PURPOSE = "exodus_civilian"


@attrs.frozen
class DestinyTaken(BaseEvent):
    """`seat` takes the top Destiny cards into his hand; only he sees which."""

    tag = "exodus.destiny_taken"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        taken = take_destiny(game, len(self.cards))
        players = list(taken.players)
        player = players[self.seat]
        players[self.seat] = attrs.evolve(player, hand=(*player.hand, *self.cards))
        return evolve(taken, players=tuple(players))

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DestinyTaken(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} takes {len(self.cards)} Destiny card(s) into his hand."


@attrs.frozen
class CenturionsMoved(BaseEvent):
    """Every centurion on the Boarding Party track moves `delta` spaces (back: negative), none
    past the start (Samuel T. Anders' hope)."""

    tag = "exodus.centurions_moved"
    delta: int

    def apply(self, game: BaseGame) -> BaseGame:
        moved = tuple(sorted(max(p + self.delta, 0) for p in game.centurions))
        return evolve(game, centurions=moved)

    def describe(self) -> str:
        return f"Every centurion moves {abs(self.delta)} space(s) back on the Boarding Party track."


def op_move_centurions(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Move every centurion back toward the start (delta < 0); nothing without centurions."""
    delta = int(op.get("delta", -1))
    return [CenturionsMoved(delta)] if game.centurions and delta < 0 else []


@attrs.frozen
class CivilianReturned(BaseEvent):
    """Civilian ship `uid` leaves space, face down, back into the unused pile, shuffled: `pile`
    is the new order, seen by nobody (Louis Hoshi's hope)."""

    tag = "exodus.civilian_returned"
    uid: int
    pile: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        index = next(i for i, c in enumerate(game.civilians) if c.uid == self.uid)
        return evolve(
            game,
            civilians=game.civilians[:index] + game.civilians[index + 1 :],
            cargo=game.cargo[:index] + game.cargo[index + 1 :],
            civilian_pile=self.pile,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return CivilianReturned(self.uid, hide(self.pile))

    def describe(self) -> str:
        return f"Civilian ship {self.uid} is shuffled back into the unused pile."


def op_return_civilian(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The player picks a civilian ship in space; it is shuffled back into the unused pile."""
    if not game.civilians:
        return []
    if frame.target == UNSET:
        return ask(frame.seat, CIVILIAN_PURPOSE, sorted(c.uid for c in game.civilians))
    index = next(i for i, c in enumerate(game.civilians) if c.uid == frame.target)
    pile = tuple(rng.shuffled((*game.civilian_pile, game.cargo[index])))
    return [CivilianReturned(frame.target, pile)]


def op_loyalty_deck(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Shuffle a "You Are Not a Cylon" card into the Loyalty deck and draw one, if the op's
    condition holds (exodus.md 11.7, Gaius Baltar)."""
    named = op.get("condition")
    if named and not condition(game, str(named), frame.seat):
        return []
    added = not_a_cylon_cards(game, 1, rng)  # from the Not-a-Cylon deck (X-LOY-8)
    deck = tuple(rng.shuffled((*game.loyalty_deck, *added.cards)))
    return [
        *added.events,
        LoyaltyDeckChanged(deck, len(added.cards)),
        LoyaltyCardsDrawn(frame.seat, deck[:1]),
    ]


def op_draw_from_destiny(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The top `count` Destiny cards (all it has when fewer) into the player's hand."""
    count = min(int(op.get("count", 1)), len(game.destiny))
    return [DestinyTaken(frame.seat, game.destiny[:count])] if count else []


def op_trade_resource(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """He may give 1 population for 1 of fuel, food or morale (0: he declines)."""
    give = str(op.get("give", "population"))
    amount = int(op.get("amount", 1))
    if getattr(game, give) < amount:
        return []
    if frame.target == UNSET:
        return ask(frame.seat, TRADE_PURPOSE, list(range(len(TRADES) + 1)))
    if frame.target == 0:
        return []
    gain = TRADES[frame.target - 1]
    return [ResourceChanged(give, -amount), ResourceChanged(gain, amount)]


def op_quorum_draw_resolve_one(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Draw `draw` Quorum cards in secret, resolve 1, the others to the bottom (nothing when
    there is no Quorum card left, discards included)."""
    drawn = look_at_quorum(game, frame.seat, int(op.get("draw", 3)), rng)
    return [*drawn, push(ChooseDrawnQuorum(frame.seat))] if drawn else []


def add_ops(content: BaseContent) -> None:
    """Register the ops (Aaron Doral's only with the others to the bottom, as base puts them)."""
    content.add_ops(OPS, params=PARAMS)
    content.add_op(
        "exodus_quorum_draw_resolve_one",
        op_quorum_draw_resolve_one,
        params=frozenset({"draw", "rest"}),
        check=lambda op: op.get("rest", "bottom") == "bottom",
    )


def register(registry: RulesRegistry) -> None:
    """The event, and the label of Tom Zarek's choice (wrapping base's for other purposes)."""
    register_tables(registry, (DestinyTaken, CenturionsMoved, CivilianReturned))
    pick, frame = registry.tags["base.pick"], registry.tags["base.f.choose_target"]
    registry.prompt_kinds(frame, (f"choose_{TRADE_PURPOSE}", f"choose_{CIVILIAN_PURPOSE}"))
    before = registry.labellers.get((frame, pick)) or registry.labellers.get((None, pick))
    if before is None:
        return

    def label(state: State, frame_value: Any, command: Any, _before: Any = before) -> str:
        if frame_value.purpose == TRADE_PURPOSE:
            return "Keep the population" if not command.value else TRADES[command.value - 1]
        if frame_value.purpose == CIVILIAN_PURPOSE:
            return f"Civilian ship {command.value}"
        return str(_before(state, frame_value, command))

    registry.label(pick, label, frame=frame, replace=True)


OPS = {
    "loyalty_deck": op_loyalty_deck,
    "exodus_draw_from_destiny": op_draw_from_destiny,
    "exodus_trade_resource": op_trade_resource,
    "move_centurions": op_move_centurions,
    "exodus_return_civilian_to_pile": op_return_civilian,
}
PARAMS: dict[str, frozenset[str] | None] = {
    "loyalty_deck": frozenset({"action", "who", "chooser"}),
    "exodus_draw_from_destiny": frozenset({"count"}),
    "exodus_trade_resource": frozenset({"give", "gain", "amount", "optional"}),  # its "decline"
    "move_centurions": frozenset({"delta"}),
    "exodus_return_civilian_to_pile": frozenset({"count"}),
}
