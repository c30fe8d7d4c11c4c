"""``bsg_base_set_aside`` (docs/hooks.md): a plugin boxes Crisis and Super Crisis cards for the
whole game at set-up; they leave their decks, count as set aside, and the decks' conservation
invariants still hold."""

from __future__ import annotations

from typing import Any

from bsgcore.base import g
from bsgcore.base import model as m
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios import table as sc

BOXED = ("base.super_crisis.massive_assault", "base.crisis.ambush")


def box(game: Any, options: dict[str, Any], cards: tuple[str, ...]) -> tuple[str, ...]:
    """Every copy of the two cards."""
    decks = (*game.crisis_deck, *game.super_crisis_deck)
    return (*cards, *(c for c in decks if m.crisis_id(c) in BOXED))


def test_a_plugins_boxed_cards_leave_their_decks_for_the_game() -> None:
    """The super crisis and the crisis are out of their decks and set aside; invariants hold."""
    plugin = plugin_module("boxer", requires=("base",), extends=("base",), bsg_base_set_aside=box)
    with installed_plugins(plugin):
        game = sc.set_up(3, 4, plugins=("boxer",))
        base = g(game.state)
        decks = {m.crisis_id(c) for c in (*base.crisis_deck, *base.super_crisis_deck)}
        assert not decks & set(BOXED)
        assert {m.crisis_id(c) for c in base.set_aside} == set(BOXED)
        check_invariants(game.rules, game.state)
