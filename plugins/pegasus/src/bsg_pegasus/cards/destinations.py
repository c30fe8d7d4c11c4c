"""Pegasus Destination cards whose text base's ops do not carry (pegasus.md Appendix A.10).

- Misjump (distance 0): a civilian ship is drawn and destroyed (base's ``destroy_civilian``,
  P-CIV-1), then the card leaves the fleet's travelled destinations for the bottom of the
  Destination deck and the top Destination card is shown and resolved in its place: its
  distance counts and its text is carried out, no choice (docs/rulings.md).

- Gas Cloud (distance 1): the Admiral may look at the top 3 Crisis cards and put each back on
  the top or the bottom, in any order (gas_cloud.py).

- Mining Asteroid (distance 2): lose 1 fuel, repair 2 vipers, then the Crisis card Scar is
  fetched, resolved at once, and the Crisis deck shuffled (mining_asteroid.py).

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.cards import gas_cloud, mining_asteroid
from bsg_pegasus.data import load
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseEvent, BaseGame, Op, Result, RunOps, data
from bsgcore.frozen import evolve
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import push

MISJUMP = "pegasus.destination.misjump"
GAS_CLOUD = "pegasus.destination.gas_cloud"
ARRANGE = "pegasus_arrange_top_of_crisis_deck"
REDRAW = "pegasus_discard_and_redraw_destination"


@attrs.frozen
class DestinationRedrawn(BaseEvent):
    """Misjump: the card goes to the bottom of the Destination deck and the top card is the
    fleet's destination instead, shown and counted (public)."""

    tag = "pegasus.destination_redrawn"
    card: str
    new: str

    def apply(self, game: BaseGame) -> BaseGame:
        travelled = list(game.destinations)
        if self.card in travelled:
            travelled.reverse()
            travelled.remove(self.card)  # the last one: this jump's
            travelled.reverse()
        distance = int(data().get(self.new).extra.get("distance", 0))
        return evolve(
            game,
            destinations=(*travelled, self.new),
            destination_deck=(*game.destination_deck[1:], self.card),
            distance=game.distance + distance,
        )

    def describe(self) -> str:
        return f"Misjump: the fleet jumps to {data().get(self.new).name} instead."


def op_redraw(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The card to the bottom, the top Destination card resolved instead (none left: nothing)."""
    if not game.destination_deck:
        return []
    new = game.destination_deck[0]
    return [DestinationRedrawn(frame.source, new), push(RunOps(new, "effects", frame.seat))]


def misjump_entry() -> dict[str, Any]:
    """Misjump with its second op as this part's."""
    raw = dict(load().raw(MISJUMP))
    raw["effects"] = [
        {"op": "destroy_civilian", "count": 1, "method": "draw"},
        {"op": REDRAW},
    ]
    return raw


def gas_cloud_entry() -> dict[str, Any]:
    """Gas Cloud with its op as this part's."""
    raw = dict(load().raw(GAS_CLOUD))
    raw["effects"] = [{"op": ARRANGE, "count": gas_cloud.LOOK}]
    return raw


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The ops, then the cards into the Destination deck."""
    content.add_op(REDRAW, op_redraw, params=frozenset())
    content.add_op(ARRANGE, gas_cloud.op_arrange, params=frozenset({"count"}))
    content.add_card("destination", misjump_entry())
    content.add_card("destination", gas_cloud_entry())
    content.add_op(mining_asteroid.FETCH, mining_asteroid.op_fetch, params=frozenset())
    content.add_card("destination", mining_asteroid.entry())


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The event."""
    if ruleset == "base":
        registry.event(DestinationRedrawn, DestinationRedrawn.applier)
        gas_cloud.register(registry)
        mining_asteroid.register(registry)
