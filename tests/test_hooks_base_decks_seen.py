"""What one seat knows of a hidden deck's bottom (`BaseGame.decks_seen`, H-CARD-3's "cards looked
at"): only that seat's view shows it, the kit's re-deal keeps it in place for that seat alone, it
lasts while the cards stay at the bottom and ends with a shuffle; Skilled Politician uses it."""

from __future__ import annotations

import json

import attrs
import pytest

from bsgcore.base import (
    deck_cards,
    forget_deck,
    hidden_decks,
    new_destiny,
    see_bottom,
    seen_holds,
    seen_of,
)
from bsgcore.base.crisis.decks import CrisisDeckFormed
from bsgcore.base.invariants import scramble, secret_values
from bsgcore.base.jump.events import CrisisShuffledBack
from bsgcore.base.quorum.cards import DrawnQuorumResolved
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.turn.events import CrisisDrawn, ResourceChanged
from bsgcore.base.view import base_view
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

SEER = 1
CRISIS = "crisis:crisis"
SCRAMBLES = 8


def seen_board(deck: str = CRISIS, count: int = 1) -> Board:
    """A set-up base game in which seat 1 looked at the bottom `count` cards of `deck`."""
    b = table(4)
    return Board(b.rules, b.state.with_game(see_bottom(b.game, SEER, deck, count)))


def applied(board: Board, event: BaseEvent) -> Board:
    """The board after one base event, through the kernel's applier (as in a game)."""
    return Board(board.rules, board.state.with_game(type(event).applier(board.state, event).game))


def test_only_the_seer_s_view_shows_the_bottom_card() -> None:
    """Seat 1's view names the crisis card it saw; no other seat's view nor the spectator's holds
    that card id anywhere; a seen card is secret to the others, not to the seer."""
    b = seen_board()
    bottom = b.game.crisis_deck[-1]
    assert b.game.crisis_deck.count(bottom) == 1
    with using_rules(b.rules):
        assert base_view(b.state, SEER)["me"]["decks_seen"] == {CRISIS: [bottom]}
        for seat in (0, 2, 3, None):
            assert bottom not in json.dumps(base_view(b.state, seat))
        assert base_view(b.state, 0)["me"]["decks_seen"] == {}
    check_invariants(b.rules, b.state)


def test_the_re_deal_keeps_the_seen_card_for_the_seer_only() -> None:
    """The kit's scramble for seat 1 leaves the card at the bottom (its view is unchanged); for
    another seat the bottom card is re-dealt like any hidden card."""
    b = seen_board()
    bottom = b.game.crisis_deck[-1]
    moved = 0
    with using_rules(b.rules):
        for k in range(SCRAMBLES):
            mine = scramble(b.state, SEER, RandomCursor(Rng(k, b.state.seq)))
            assert mine.game.crisis_deck[-1] == bottom
            assert base_view(mine, SEER) == base_view(b.state, SEER)
            theirs = scramble(b.state, 0, RandomCursor(Rng(k, b.state.seq)))
            moved += theirs.game.crisis_deck[-1] != bottom
            assert base_view(theirs, 0) == base_view(b.state, 0)
    assert moved


def test_a_whole_deck_seen_is_no_secret_to_the_seer() -> None:
    """Seat 1 looked through the whole Destiny deck: its order is no secret of seat 1, still one
    of every other seat; a re-deal for seat 1 keeps the whole deck."""
    b = seen_board("destiny", len(table(4).game.destiny))
    order = list(b.game.destiny)
    with using_rules(b.rules):
        assert order not in secret_values(b.state, SEER)
        assert order in secret_values(b.state, 0)
        again = scramble(b.state, SEER, RandomCursor(Rng(5, b.state.seq)))
    assert again.game.destiny == b.game.destiny


def test_the_card_stays_known_while_it_stays_at_the_bottom() -> None:
    """Drawing from the top keeps it; the deck drawn down into a seen run narrows it; a card put
    under it ends it (after every base event, through the applier)."""
    b = seen_board(CRISIS, 2)
    deck = b.game.crisis_deck
    drawn = applied(b, CrisisDrawn(0, deck[0]))
    assert seen_of(drawn.game, SEER) == {CRISIS: deck[-2:]}
    short = Board(b.rules, b.state.with_game(attrs.evolve(b.game, crisis_deck=deck[-1:])))
    short = applied(short, ResourceChanged("food", -1))  # any base event
    assert seen_of(short.game, SEER) == {CRISIS: deck[-1:]}
    under = Board(b.rules, b.state.with_game(attrs.evolve(b.game, crisis_deck=deck[1:] + deck[:1])))
    under = applied(under, CrisisDrawn(0, deck[1]))
    assert seen_of(under.game, SEER) == {}
    assert seen_holds(drawn.game) and seen_holds(short.game) and seen_holds(under.game)


def test_a_shuffle_ends_what_the_seat_knew_even_with_the_card_left_in_place() -> None:
    """Thirty-Three shuffled back, a deck formed again and a new Destiny order forget the deck,
    though the bottom card may lie where it was."""
    b = seen_board()
    deck = b.game.crisis_deck
    back = applied(b, CrisisShuffledBack((), deck))  # the same order: still forgotten
    assert seen_of(back.game, SEER) == {}
    formed = applied(b, CrisisDeckFormed("crisis", deck))
    assert seen_of(formed.game, SEER) == {}
    destiny = see_bottom(b.game, SEER, "destiny", 1)
    assert "destiny" not in seen_of(new_destiny(destiny, destiny.destiny), SEER)
    assert seen_of(forget_deck(b.game, CRISIS), SEER) == {}


def test_every_hidden_deck_can_be_looked_into() -> None:
    """Each named deck: the seen bottom is its last card, shown to the seer alone."""
    b = table(4)
    game = b.game
    names = hidden_decks(game)
    assert {"destiny", CRISIS, "super_crisis", "quorum", "destination"} <= set(names)
    assert {f"skill:{kind}" for kind in game.skill_decks} <= set(names)
    for name in names:
        seen = see_bottom(game, SEER, name, 1)
        assert seen_of(seen, SEER) == {name: deck_cards(game, name)[-1:]}
        assert seen_of(seen, 0) == {}
    with pytest.raises(ValueError, match="hidden deck"):
        deck_cards(game, "loyalty")
    with pytest.raises(ValueError, match="number of cards"):
        see_bottom(game, SEER, CRISIS, len(game.crisis_deck) + 1)


def test_the_invariants_refuse_seen_cards_that_are_not_the_bottom() -> None:
    """A plugin that puts a card under the seen one without a base event is caught."""
    b = seen_board()
    deck = b.game.crisis_deck
    wrong = attrs.evolve(b.game, crisis_deck=(deck[-1], *deck[:-1]))
    assert not seen_holds(wrong)
    with pytest.raises(AssertionError, match="decks_seen"):
        check_invariants(b.rules, b.state.with_game(wrong))


def test_skilled_politician_knows_the_cards_she_put_at_the_bottom() -> None:
    """The Quorum cards Roslin puts at the bottom are in her view alone, in their order."""
    b = table(4)
    drawn = b.game.quorum_deck[:4]
    game = attrs.evolve(b.game, quorum_deck=b.game.quorum_deck[4:], quorum_drawn=drawn)
    b = Board(b.rules, b.state.with_game(game))
    after = applied(b, DrawnQuorumResolved(2, drawn[0], drawn[1:]))
    assert seen_of(after.game, 2) == {"quorum": drawn[1:]}
    with using_rules(b.rules):
        assert base_view(after.state, 2)["me"]["decks_seen"] == {"quorum": list(drawn[1:])}
        assert base_view(after.state, 0)["me"]["decks_seen"] == {}
