"""``bsg_base_set_up_deck``: the cards a Crisis or Super Crisis deck is set up with. A toy
plugin leaves out one card of each; base alone deals every card, in the same shuffled order as
before the seam."""

from __future__ import annotations

from typing import Any

from bsgcore import Event, Game
from bsgcore.base import BaseGame
from bsgcore.testing import installed_plugins, plugin_module

GONE = {"crisis": "base.crisis.ambush", "super_crisis": "base.super_crisis.massive_assault"}


def leave_out(game: BaseGame, deck: str, cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in cards if c != GONE[deck])


TOY = plugin_module(
    "toydeck", requires=("base",), extends=("base",), bsg_base_set_up_deck=leave_out
)


def dealt(plugins: list[str]) -> Any:
    game = Game.new("base", plugins=plugins, seats=3, seed=5)
    while not any(e.tag == "base.decks_shuffled" for e in game.events):
        assert game.pending is not None
        game.play(game.legal_commands(game.pending.seat)[0])
    event: Event = next(e for e in game.events if e.tag == "base.decks_shuffled")
    return event


def test_a_plugin_leaves_cards_out_of_the_crisis_decks() -> None:
    plain = dealt([])
    with installed_plugins(TOY):
        fewer = dealt(["toydeck"])
    assert GONE["crisis"] in plain.crisis_deck and GONE["crisis"] not in fewer.crisis_deck
    assert GONE["super_crisis"] not in fewer.super_crisis_deck
    assert len(fewer.crisis_deck) == len(plain.crisis_deck) - 1
