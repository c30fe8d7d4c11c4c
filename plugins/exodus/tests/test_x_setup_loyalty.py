"""The Not-a-Cylon deck (exodus.md §4.3; part ``bsg_exodus.loyalty``, not_a_cylon.py): the "You
Are Not a Cylon" cards the deal leaves, kept apart from the loyalty deck for later additions
(X-LOY-8), rebuilt from the discarded ones when empty (X-LOY-12)."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest
from bsg_exodus.loyalty import not_a_cylon as nac

from bsgcore.base import Execute
from bsgcore.testing import check_no_leaks
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import set_up
from bsgcore.testing.scenarios.turn import table

PLAIN = "base.loyalty.you_are_not_a_cylon"
GOAL = "exodus.loyalty.personal_goal_sacrifice"
TIGH = "base.character.saul_tigh"
CAST = ("galen_tyrol", "laura_roslin", "kara_starbuck_thrace", "tom_zarek")
BOTH = {"conflicted_loyalties": "both"}


def conflicted_table() -> Board:
    return edits.resting(table(4, 1, CAST, plugins=["exodus"], options=BOTH))


def with_deck(b: Board, cards: tuple[str, ...], discards: tuple[str, ...] = ()) -> Board:
    value = attrs.evolve(nac.deck(b.state), cards=cards, discards=discards)
    return Board(b.rules, b.state.with_plugin(nac.PART, value))


def executed_human(b: Board, seat: int = 0) -> tuple[Board, list[object]]:
    """`seat` proven human (plain cards) is executed and picks Tigh: his new loyalty card."""
    b = edits.with_player(b, seat, loyalty=(PLAIN,) * len(b.game.players[seat].loyalty))
    b, _ = b.run(Execute(seat, "test"))
    return b.play(b.option("base.pick_new_character", character=TIGH))


def everyone_holds(b: Board) -> Counter[str]:
    game = b.game
    return Counter((*game.loyalty_deck, *(c for p in game.players for c in p.loyalty)))


@pytest.mark.rules("X-LOY-8", "X-LC-SETUP-3", "X-EXEC-9")
def test_the_cards_left_at_the_deal_are_a_deck_apart_for_later_additions() -> None:
    """After the deal the Not-a-Cylon deck holds every "You Are Not a Cylon" card of the game
    (16 plain, the 13 Conflicted Loyalties cards) the deal did not take, apart from the loyalty
    deck; an executed human's new card is taken from it, so it may be a Personal Goal."""
    b = conflicted_table()
    left = Counter(nac.deck(b.state).cards)
    dealt = everyone_holds(b)
    assert (
        sum((left + dealt).values())
        - dealt["base.loyalty.you_are_a_sympathizer"]
        - sum(n for c, n in dealt.items() if "you_are_a_cylon" in c)
        == 16 + 13
    )
    assert not set(left) & {c for c in dealt if "personal_goal" in c or "final_five" in c}
    game = set_up(4, 1, list(CAST), plugins=["exodus"], type_balance=False, **BOTH)
    seen = game.view(1)["plugins"][nac.PART]
    assert seen["not_a_cylon_deck"] == len(nac.deck(game.state).cards) == sum(left.values())
    check_no_leaks(game)
    after, events = executed_human(with_deck(b, (GOAL,)))
    (taken,) = [e for e in events if isinstance(e, nac.NotACylonTaken)]
    assert taken.cards == (GOAL,) and nac.deck(after.state).cards == ()
    assert everyone_holds(after)[GOAL] == 1
    assert taken.redacted_for(1).cards == (nac.HIDDEN,)


@pytest.mark.rules("X-LOY-12")
def test_an_empty_deck_is_rebuilt_from_the_discarded_cards() -> None:
    """The Not-a-Cylon deck is empty and a Personal Goal card was discarded: the new card for
    an executed human comes from a new deck made of the discards; the loyalty deck is not
    rebuilt (its cards stay)."""
    b = with_deck(conflicted_table(), (), (GOAL,))
    before = Counter(b.game.loyalty_deck)
    after, events = executed_human(b)
    (taken,) = [e for e in events if isinstance(e, nac.NotACylonTaken)]
    assert (taken.cards, taken.rebuilt) == ((GOAL,), True)
    assert everyone_holds(after)[GOAL] == 1
    assert nac.deck(after.state).discards == ()
    assert not before - Counter((*after.game.loyalty_deck, *after.game.players[0].loyalty))
