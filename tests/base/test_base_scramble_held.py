"""The leak check's scramble covers discards chosen face down (B-TURN-16): what another seat holds
back to discard is re-drawn among cards of its type, so the view differential would catch a leak
of those cards; the seat's own held discards stay as they are."""

from __future__ import annotations

from bsgcore.base import model as m
from bsgcore.base.invariants import check_invariants, scramble
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table, with_crisis

SCREENINGS = "base.crisis.cylon_screenings"


def _held_after_first_discard() -> tuple[Board, int]:
    """Cylon Screenings' fallback (every player discards 2): the first chooser has held one card."""
    b = table()
    hands = {
        s: [skill("executive_order", 1), skill("repair", 1), skill("launch_scout", 2)]
        for s in range(3)
    }
    b = Board(b.rules, b.state.with_game(arrange(b.game, hands)))
    game = with_crisis(b.game, SCREENINGS)
    rest = NotImplementedYet(game.current, "scenario: the step under test is done")
    b = Board(b.rules, b.state.with_game(game).push(rest))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    b, _ = b.play(tc.ChooseOption(game.current, "b"))
    assert b.pending is not None and b.pending.kind == "discard"
    chooser = b.pending.seat
    b, _ = b.play(b.pending.options[0])
    assert [s for s, _ in b.game.held_discards] == [chooser]
    return b, chooser


def test_scramble_redraws_other_seats_held_discards_b_turn_16() -> None:
    """B-TURN-16: for a seat that did not choose them, held discards are secret: scrambling for it
    re-draws them among same-type cards and leaves its view unchanged; for the chooser they stay."""
    b, chooser = _held_after_first_discard()
    other = (chooser + 1) % 3
    (owner, card) = b.game.held_discards[0]
    changed = False
    for n in range(40):
        scrambled = scramble(b.state, other, RandomCursor(Rng(n)))
        check_invariants(scrambled)
        (s_owner, s_card) = scrambled.game.held_discards[0]
        assert s_owner == owner and m.skill_type(s_card) == m.skill_type(card)
        assert base_view(scrambled, other) == base_view(b.state, other)
        changed |= s_card != card
        own = scramble(b.state, chooser, RandomCursor(Rng(n)))
        assert own.game.held_discards == b.game.held_discards
    assert changed, "the held card was never re-drawn for a seat that may not know it"
