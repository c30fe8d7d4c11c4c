"""The Sympathetic Cylon variant (P-SYM-1 to -4, P-INV-28): its card replaces the Sympathizer in
the deck, and its receiver reveals at once, draws a Sympathetic Agenda and no super crisis."""

from __future__ import annotations

import pytest
from bsg_pegasus.data import load
from bsg_pegasus.leaders.model import SYMPATHETIC_CARD, leaders
from bsg_pegasus.leaders.sympathetic import SympatheticReveal

from bsgcore.base import g
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import set_up

SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"
HUMANS = ["laura_roslin", "william_adama", "galen_tyrol", "tom_zarek"]


def table(**options: object) -> Board:
    game = set_up(4, 1, characters=HUMANS, plugins=["pegasus"], type_balance=False, **options)
    return Board(game.rules, game.state)


def every_loyalty_card(b: Board) -> list[str]:
    return [c for p in b.game.players for c in p.loyalty] + list(b.game.loyalty_deck)


@pytest.mark.rules("P-SYM-1")
def test_the_card_replaces_the_sympathizer_in_the_deck() -> None:
    on, off = every_loyalty_card(table(sympathetic_cylon=True)), every_loyalty_card(table())
    assert SYMPATHETIC_CARD in on and SYMPATHIZER not in on
    assert SYMPATHIZER in off and SYMPATHETIC_CARD not in off
    assert len(on) == len(off)


@pytest.mark.rules("P-SYM-2", "P-SYM-3", "P-SYM-4", "P-INV-28", "P-SYM-9")
def test_its_receiver_reveals_draws_a_sympathetic_agenda_and_no_super_crisis() -> None:
    b = table(sympathetic_cylon=True)
    seat = 1
    deck = list(b.game.loyalty_deck)
    deck[deck.index(SYMPATHETIC_CARD)] = b.game.players[seat].loyalty[0]
    b = edits.edit(b, loyalty_deck=tuple(deck))
    b = edits.with_player(b, seat, loyalty=(SYMPATHETIC_CARD, *b.game.players[seat].loyalty[1:]))
    b, _ = edits.resting(b).run(SympatheticReveal(seat))
    while b.pending is not None and b.pending.kind == "discard":
        b, _ = b.play(b.pending.options[0])
    player = g(b.state).players[seat]
    assert player.revealed and SYMPATHETIC_CARD in player.shown
    assert player.super_crises == ()
    agenda = leaders(b.state).agenda(seat)
    assert load().entry(agenda)["deck"] == "sympathetic"
    assert player.location == "base.location.resurrection_ship"
    check_invariants(b.rules, b.state, at_rest=False)
