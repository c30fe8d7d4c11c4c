"""The Crisis-deck provider (``bsg_base_crisis_deck``, H-TURN-3): a plugin supplies another
Crisis deck, formed with ``CrisisDeckFormed``, and every site that uses "the Crisis deck" draws
from it (the Crisis step, Religious Visions, Secret Destiny, Launch Scout ...), its discards
going to its own pile; base's deck is set aside untouched."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import CrisisDeckFormed, CrisisDeckSwitched, crisis_deck_for, crisis_piles
from bsgcore.base import model as m
from bsgcore.base.characters import action_abilities as aa
from bsgcore.base.model import BaseGame
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.context import using_rules
from bsgcore.ruleset import build_rules
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

SIDE = "side_test.crisis"
CHARACTERS = ("saul_tigh", "galen_tyrol", "laura_roslin", "kara_starbuck_thrace")
ASKED: list[str] = []


def side_deck(game: BaseGame, purpose: str, deck: str) -> str:
    """Every site uses the side deck (as Pegasus's New Caprica phase does, P-NCC-1, -3)."""
    ASKED.append(purpose)
    return SIDE


PLUGIN = plugin_module(
    "side_test", requires=("base",), extends=("base",), bsg_base_crisis_deck=side_deck
)


def with_side(b: Board) -> tuple[Board, tuple[str, ...]]:
    """The board with the last 4 cards of base's Crisis deck formed into the side deck."""
    deck = b.game.crisis_deck
    side = deck[-4:]
    game = CrisisDeckFormed(SIDE, side).apply(attrs.evolve(b.game, crisis_deck=deck[:-4]))
    return Board(b.rules, b.state.with_game(game)), side


@pytest.fixture
def side() -> Any:
    ASKED.clear()
    with installed_plugins(PLUGIN):
        b, cards = with_side(table(4, 3, characters=CHARACTERS))
        yield Board(build_rules("base", ["side_test"]), b.state), cards


def test_base_uses_its_own_deck_without_a_provider() -> None:
    """B-TURN-8: with no plugin the Crisis step draws base's top card, no deck is switched."""
    b, _ = with_side(table(4, 3, characters=CHARACTERS))
    seat = m.seat_of(b.game, "base.character.saul_tigh")
    top = b.game.crisis_deck[0]
    _, events = b.run(tf.CrisisStep(seat))
    assert not any(isinstance(e, CrisisDeckSwitched) for e in events)
    assert next(e for e in events if isinstance(e, te.CrisisDrawn)).card == top
    with using_rules(b.rules):
        assert crisis_deck_for(b.game, "crisis_step") == "crisis"


def test_the_crisis_step_draws_from_the_supplied_deck(side: Any) -> None:
    """H-TURN-3, P-NCC-1: the Crisis step switches to the plugin's deck and draws its top card;
    base's deck is set aside as it was, and the invariants hold."""
    b, cards = side
    seat = m.seat_of(b.game, "base.character.saul_tigh")
    base_deck = b.game.crisis_deck
    after, events = b.run(tf.CrisisStep(seat))
    assert events[0] == CrisisDeckSwitched(SIDE)
    assert next(e for e in events if isinstance(e, te.CrisisDrawn)).card == cards[0]
    assert "crisis_step" in ASKED
    game = after.game
    assert game.crisis_in_use == SIDE and game.crisis_aside["crisis"] == (base_deck, ())
    with using_rules(b.rules):
        assert crisis_piles(game, SIDE)[0] == cards[1:]
    check_invariants(after.rules, after.state)


def test_religious_visions_looks_at_the_supplied_deck(side: Any) -> None:
    """B-CHR-ROS-A through the provider: Roslin sees the top 2 cards of the plugin's deck."""
    b, cards = side
    roslin = m.seat_of(b.game, "base.character.laura_roslin")
    _, events = b.run(tf.CrisisStep(roslin))
    seen = next(e for e in events if type(e).__name__ == "CrisesSeen")
    assert seen.cards == cards[:2]  # type: ignore[attr-defined]
    assert "religious_visions" in ASKED


def test_secret_destiny_replaces_from_the_supplied_deck(side: Any) -> None:
    """B-CHR-STA-O through the provider: the replaced card goes to the plugin deck's discard
    pile, its next card is revealed."""
    b, cards = side
    tigh = m.seat_of(b.game, "base.character.saul_tigh")
    b, _ = b.run(tf.CrisisStep(tigh))
    assert b.pending is not None and b.pending.kind == "secret_destiny"
    use = next(c for c in b.pending.options if isinstance(c, aa.UseSecretDestiny))
    b, events = b.play(use)
    assert "secret_destiny" in ASKED
    assert next(e for e in events if isinstance(e, te.CrisisDrawn)).card == cards[1]
    assert b.game.crisis_discard == (cards[0],) and b.game.crisis_aside["crisis"][1] == ()


def test_a_finished_crisis_goes_back_to_the_deck_it_came_from(side: Any) -> None:
    """B-CRISIS-7 with two decks: a card drawn from the plugin's deck is discarded onto that
    deck's pile even when base's deck is in use again by then."""
    b, cards = side
    tigh = m.seat_of(b.game, "base.character.saul_tigh")
    game = b.game
    with using_rules(b.rules):
        for event in (CrisisDeckSwitched(SIDE), te.CrisisDrawn(tigh, cards[0])):
            game = event.apply(game)
        game = CrisisDeckSwitched("crisis").apply(game)
        game = te.CrisisDone(cards[0]).apply(game)
    assert game.crisis_in_use == "crisis" and game.crisis_discard == ()
    assert game.crisis_aside[SIDE] == (cards[1:], (cards[0],))


def test_the_view_shows_the_deck_in_use_and_the_sizes_set_aside(side: Any) -> None:
    """B-INFO: a seat sees which Crisis deck is in use and how many cards each other holds,
    not their order."""
    b, cards = side
    tigh = m.seat_of(b.game, "base.character.saul_tigh")
    after, events = b.run(tf.CrisisStep(tigh))
    with using_rules(after.rules):
        decks = base_view(after.state, 0)["decks"]
    assert decks["crisis_in_use"] == SIDE
    assert decks["crisis_aside"] == {"crisis": len(b.game.crisis_deck)}
    formed = CrisisDeckFormed(SIDE, cards).redacted_for(0)
    assert formed.cards != cards  # type: ignore[attr-defined]
