"""Keeping Hera Hidden (Appendix A.8): a New Caprica Crisis card whose option a shuffles 2
Treachery cards into the Destiny deck, so the card is in the New Caprica Crisis deck."""

from __future__ import annotations

import nc_scenes as sc
import pytest

from bsgcore.base import skill_type
from bsgcore.context import using_rules
from bsgcore.testing.conformance import check_invariants
from bsgcore.testing.scenarios import edits

HERA = "pegasus.nc_crisis.keeping_hera_hidden"


def treachery_in(codes: tuple[str, ...], board: sc.Board) -> int:
    with using_rules(board.rules):
        return sum(1 for c in codes if skill_type(c) == "treachery")


@pytest.mark.rules("P-NCC-11")
def test_keeping_hera_hidden_is_a_new_caprica_crisis_card() -> None:
    """The card's icons and ops are carried out, so it is in the phase's deck."""
    assert HERA in sc.crisis_codes(sc.settled())


def test_option_a_shuffles_two_treachery_cards_into_the_destiny_deck() -> None:
    """Option a: the Destiny deck grows by the 2 top Treachery cards, in a secret order; the
    deck still passes the card-count invariants (B-INV-17, -18)."""
    board = edits.drawn(sc.settled(), HERA)
    decision = board.pending
    assert decision is not None
    before = board.game
    top = before.skill_decks["treachery"][:2]
    choice = next(o for o in decision.options if getattr(o, "option", None) == "a")
    board, events = board.play(choice)
    after = board.game
    assert len(after.destiny) == len(before.destiny) + 2
    assert sorted(after.destiny) == sorted(before.destiny + top)
    assert treachery_in(after.destiny, board) == treachery_in(before.destiny, board) + 2
    shuffled = [e for e in events if e.tag == "pegasus.destiny_remade"]
    assert shuffled and shuffled[0].redacted_for(0).destiny != after.destiny
    check_invariants(board.rules, board.state, at_rest=False)
