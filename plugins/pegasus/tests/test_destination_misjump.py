"""Misjump (Appendix A.10, P-CIV-1): a civilian ship drawn and destroyed, then the card goes to
the bottom of the Destination deck and the top Destination card is resolved instead."""

from __future__ import annotations

import attrs
import pytest
from pegasus_helpers import PLUGINS

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.conformance import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

MISJUMP = "pegasus.destination.misjump"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]


def choosing(top: str) -> Board:
    """The Admiral holds Misjump and another card, `top` on top of the Destination deck."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    game = table.game
    deck = list(game.destination_deck)
    deck.remove(MISJUMP)
    deck.remove(top)
    other = deck.pop(0)
    game = attrs.evolve(game, drawn_destinations=(MISJUMP, other), destination_deck=(top, *deck))
    choose = table.rules.registry.tags["base.f.choose_destination"](game.admiral)
    return edits.at_step(edits.with_game(table, game), choose)


def distance_of(table: Board, card: str) -> int:
    with using_rules(table.rules):
        return int(data().get(card).extra.get("distance", 0))


def loses_ships(table: Board, card: str) -> bool:
    """Whether a destination's own text destroys a civilian ship (Asteroid Field)."""
    with using_rules(table.rules):
        return any(op.name == "destroy_civilian" for op in data().get(card).effects)


@pytest.mark.rules("P-CIV-1")
def test_misjump_destroys_a_drawn_ship_and_resolves_the_next_destination() -> None:
    """The top card counts instead of Misjump; Misjump is at the bottom; one unused ship lost
    (the top card one that loses no ship itself, so the count is Misjump's)."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    top = next(
        c
        for c in table.game.destination_deck
        if c != MISJUMP and distance_of(table, c) and not loses_ships(table, c)
    )
    start = choosing(top)
    decision = start.pending
    assert decision is not None
    keep = next(o for o in decision.options if getattr(o, "card", None) == MISJUMP)
    after, events = start.play(keep)
    game = after.game
    assert game.distance == start.game.distance + distance_of(after, top)
    assert game.destinations[-1] == top and MISJUMP not in game.destinations
    assert game.destination_deck[-1] == MISJUMP
    assert len(game.civilian_pile) == len(start.game.civilian_pile) - 1
    assert len(game.civilians) == len(start.game.civilians)
    assert any(e.tag == "pegasus.destination_redrawn" for e in events)
    check_invariants(after.rules, after.state, at_rest=False)
