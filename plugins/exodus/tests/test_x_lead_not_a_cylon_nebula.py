"""The Ionian Nebula's two "shuffle a You Are Not a Cylon card in" results take the card from
the Not-a-Cylon deck (X-LOY-8), as every other later addition does: with Conflicted Loyalties
the card may be a Personal Goal."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest
from bsg_exodus.loyalty import not_a_cylon as nac

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

GOAL = "exodus.loyalty.personal_goal_sacrifice"
CAST = ("galen_tyrol", "laura_roslin", "kara_starbuck_thrace", "tom_zarek")
OPTIONS = {"conflicted_loyalties": "both", "ionian_nebula": True}


def held(b: Board) -> Counter[str]:
    game = b.game
    return Counter((*game.loyalty_deck, *(c for p in game.players for c in p.loyalty)))


@pytest.mark.rules("X-LOY-8")
def test_baltars_odd_behavior_takes_its_card_from_the_not_a_cylon_deck() -> None:
    """Gaius Baltar's doom (distance 7 or less) shuffles the Not-a-Cylon deck's card, here a
    Personal Goal, into the loyalty deck and the player draws 1; the deck is then empty."""
    b = edits.resting(table(4, 1, CAST, plugins=["exodus"], options=OPTIONS))
    b = Board(
        b.rules, b.state.with_plugin(nac.PART, attrs.evolve(nac.deck(b.state), cards=(GOAL,)))
    )
    seat = b.game.current
    assert held(b)[GOAL] == 0
    after, events = b.run(RunOps("exodus.ally_result.gaius_baltar.doom", "effects", seat))
    (taken,) = [e for e in events if isinstance(e, nac.NotACylonTaken)]
    assert taken.cards == (GOAL,)
    assert nac.deck(after.state).cards == ()
    assert held(after)[GOAL] == 1
    assert len(after.game.players[seat].loyalty) == len(b.game.players[seat].loyalty) + 1
