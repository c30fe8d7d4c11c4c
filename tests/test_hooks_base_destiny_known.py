"""The Destiny deck's known top (`BaseGame.destiny_known`, H-SKILL-6's "exchange the top card"):
a card every seat saw go on top is public in every view, stays in place when the kit re-deals
what a seat may not know, and stops being known as it leaves the deck or the deck is shuffled;
the invariants refuse known cards that are not the top."""

from __future__ import annotations

import attrs
import pytest

from bsgcore.base import (
    known_top_holds,
    mark_destiny_known,
    new_destiny,
    put_on_destiny,
    take_destiny,
    take_from_destiny,
)
from bsgcore.base import model as m
from bsgcore.base.checks import steps as chk
from bsgcore.base.invariants import scramble
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table, with_crisis

ELECTIONS = "base.crisis.elections_loom"  # politics/leadership 8
LEA1 = skill("executive_order", 1)
TOP = table(4).game.destiny[0]  # the seeded game's own top card (conservation holds)
SCRAMBLES = 8


def known_board() -> Board:
    """A set-up base game whose top Destiny card (`TOP`) was shown to every seat."""
    b = table(4)
    game = mark_destiny_known(arrange(b.game, {}, [TOP]), 1)
    return Board(b.rules, b.state.with_game(game))


def test_a_known_card_is_in_every_view() -> None:
    """Every seat and a spectator see the known top; without a mark nobody sees a Destiny card."""
    b = known_board()
    assert b.game.destiny_known == (TOP,) and b.game.destiny[0] == TOP
    with using_rules(b.rules):
        for seat in (*range(4), None):
            assert base_view(b.state, seat)["destiny_known"] == [TOP]
        plain = b.state.with_game(attrs.evolve(b.game, destiny_known=()))
        assert base_view(plain, 0)["destiny_known"] == []
    check_invariants(b.rules, b.state)


def test_the_re_deal_keeps_what_all_know() -> None:
    """The kit's scramble re-draws the Destiny deck's hidden cards but not its known top, so each
    seat's view is the same; the same scrambles move an unknown top card."""
    b = known_board()
    unknown = b.state.with_game(attrs.evolve(b.game, destiny_known=()))
    moved = 0
    with using_rules(b.rules):
        for k in range(SCRAMBLES):
            for seat in (*range(4), None):
                other = scramble(b.state, seat, RandomCursor(Rng(k, b.state.seq)))
                assert other.game.destiny[0] == TOP
                assert base_view(other, seat) == base_view(b.state, seat)
            again = scramble(unknown, 0, RandomCursor(Rng(k, b.state.seq)))
            moved += again.game.destiny[0] != TOP
    assert moved  # an unknown top is re-dealt like any hidden card


def test_the_known_card_dealt_into_a_check_is_no_longer_known() -> None:
    """B-CHECK-5: the check takes the top 2 Destiny cards, the known one with them; nothing on the
    deck is known afterwards."""
    b = known_board()
    b = Board(b.rules, b.state.with_game(with_crisis(b.game, ELECTIONS)))
    b, _ = b.run(tf.ResolveCrisis(b.game.current))
    assert b.game.check is not None and b.game.check.destiny[0] == TOP
    assert b.game.destiny_known == ()
    check_invariants(b.rules, b.state)


def test_a_deck_built_under_its_last_known_card_keeps_it_on_top() -> None:
    """B-DEST-2: the deck built again under a last card leaves that card on top, still known."""
    b = known_board()
    game = b.game
    decks = dict(game.skill_decks)
    for code in game.destiny[1:]:  # the other cards go back to the top of their decks
        decks[m.skill_type(code)] = (code, *decks[m.skill_type(code)])
    game = attrs.evolve(game, destiny=game.destiny[:1], skill_decks=decks)
    with using_rules(b.rules):
        (rebuilt,) = chk.rebuild_destiny(game, RandomCursor(Rng(3)))
        assert isinstance(rebuilt, te.DestinyRebuilt)
        after = rebuilt.apply(game)
    assert after.destiny[0] == TOP and after.destiny_known == (TOP,) and len(after.destiny) > 1
    assert known_top_holds(after)  # the check dealt next takes it first (B-CHECK-5)


def test_each_change_of_the_deck_keeps_the_known_top_true() -> None:
    """Taking cards takes their known part; a shown card goes on top of what is known, an unseen
    one ends it; a new order knows nothing; a mark never goes past the deck."""
    game = known_board().game
    below = game.destiny[1]
    shown = put_on_destiny(game, (LEA1,), shown=True)
    assert shown.destiny[:2] == (LEA1, TOP) and shown.destiny_known == (LEA1, TOP)
    assert take_destiny(shown, 1).destiny_known == (TOP,)
    assert take_destiny(shown, 3).destiny_known == ()
    unseen = put_on_destiny(game, (LEA1,), shown=False)
    assert unseen.destiny[:2] == (LEA1, TOP) and unseen.destiny_known == ()
    shuffled = new_destiny(game, (below, TOP, *game.destiny[2:]))
    assert shuffled.destiny_known == () and sorted(shuffled.destiny) == sorted(game.destiny)
    assert mark_destiny_known(shown, 1).destiny_known == (LEA1, TOP)  # more stays known
    assert mark_destiny_known(game, 2).destiny_known == (TOP, below)
    for state in (shown, take_destiny(shown, 1), unseen, shuffled):
        assert known_top_holds(state)
    with pytest.raises(ValueError, match="Destiny"):
        mark_destiny_known(game, len(game.destiny) + 1)


def test_the_invariants_refuse_known_cards_that_are_not_the_top() -> None:
    """A plugin that moves the deck without the seam (the known card no longer on top) is caught."""
    b = known_board()
    game = b.game
    wrong = attrs.evolve(game, destiny=(*game.destiny[1:], game.destiny[0]))
    assert not known_top_holds(wrong)
    with pytest.raises(AssertionError, match="destiny_known"):
        check_invariants(b.rules, b.state.with_game(wrong))


def test_a_card_taken_from_within_the_deck_keeps_what_all_know_true() -> None:
    """A search takes a card from the middle: the known cards above and below it stay known and
    on top; a card below the known top leaves it as it was; a place outside the deck is refused."""
    game = put_on_destiny(known_board().game, (LEA1,), shown=True)  # known: LEA1, TOP
    inner = take_from_destiny(game, 0)
    assert inner.destiny[0] == TOP and inner.destiny_known == (TOP,)
    below = take_from_destiny(game, 3)
    assert below.destiny_known == (LEA1, TOP) and len(below.destiny) == len(game.destiny) - 1
    for state in (inner, below):
        assert known_top_holds(state)
    with pytest.raises(ValueError, match="Destiny"):
        take_from_destiny(game, len(game.destiny))
