"""The revised lines of succession (P-SUCC-1 to -3) and the Quorum hand limit (P-QH-1, -2,
P-INV-11) in Pegasus games."""

from __future__ import annotations

import pytest
from bsg_pegasus.data import load
from leaders_helpers import CAVIL, LEOBEN, leader_table
from pegasus_helpers import pegasus_game

from bsgcore.base import official_ranks
from bsgcore.testing.scenarios import edits


@pytest.mark.rules("P-SUCC-1", "P-SUCC-2", "P-SUCC-3")
def test_the_lines_are_the_revised_ones_with_the_leaders_last() -> None:
    catalogue = pegasus_game().rules.data["base.cards"]
    for row in load().table("succession_line"):
        line = str(row["title"])
        ranks = catalogue.title_lines[line]
        in_game = [c for c in row["order"] if c in ranks]
        assert sorted(in_game, key=lambda c: ranks[c]) == in_game
        assert max(ranks[c] for c in in_game) < min(ranks[CAVIL], ranks[LEOBEN])
        assert official_ranks(line, row["order"]) == {c: i + 1 for i, c in enumerate(row["order"])}


@pytest.mark.rules("P-QH-1", "P-QH-2", "P-INV-11")
def test_the_president_discards_down_to_ten_quorum_cards_at_the_end_of_a_turn() -> None:
    b = leader_table(5, LEOBEN)
    game = b.game
    hand = game.quorum_hand + game.quorum_deck[: 12 - len(game.quorum_hand)]
    b = edits.edit(
        b,
        quorum_hand=hand,
        quorum_deck=tuple(c for c in game.quorum_deck if c not in hand[len(game.quorum_hand) :])
        if False
        else game.quorum_deck[12 - len(game.quorum_hand) :],
    )
    end = b.rules.registry.tags["base.f.end_turn"]
    b, _ = edits.resting(b).run(end(b.game.current))
    assert b.pending is not None and b.pending.kind == "discard_quorum"
    assert b.pending.seat == b.game.president
    while b.pending is not None and b.pending.kind == "discard_quorum":
        b, _ = b.play(b.pending.options[0])
    assert len(b.game.quorum_hand) == 10
