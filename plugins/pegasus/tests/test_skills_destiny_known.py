"""Pegasus's Destiny deck changes keep base's known top (`BaseGame.destiny_known`) true: God's
Plan shows its card to every seat as it goes on top (docs/rulings.md), An Offer of Peace's
shuffle and Leoben's Glimpse (cards taken, put back unseen) end what all know."""

from __future__ import annotations

from bsg_pegasus.leaders import abilities as ab
from leaders_helpers import LEOBEN, leader_table, seat_of
from pegasus_helpers import PLUGINS
from skills_helpers import arranged, code, pegasus_table, revealed

from bsgcore.base import MovementStep, RunOps, mark_destiny_known
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.view import view

GODS_PLAN = code("gods_plan_2", 2)
OFFER = "pegasus.crisis.an_offer_of_peace"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]


def known(b: Board) -> Board:
    """The board with its top Destiny card shown to every seat."""
    return edits.with_game(b, mark_destiny_known(b.game, 1))


def test_gods_plan_shows_its_card_on_top_of_the_destiny_deck_to_every_seat() -> None:
    """The card swapped onto the Destiny deck is in every seat's view (and a spectator's); the
    card taken is seen by its new holder only."""
    b = pegasus_table()
    seat = b.game.current
    b = revealed(arranged(b, {seat: [GODS_PLAN]}), seat)
    b, _ = edits.resting(b).run(MovementStep(seat))
    b, _ = b.play(b.option("pegasus.use_movement_ability", card=GODS_PLAN))
    assert b.game.destiny[0] == GODS_PLAN and b.game.destiny_known == (GODS_PLAN,)
    for other in (*range(b.state.seats), None):
        assert view(b.rules, b.state, other)["game"]["destiny_known"] == [GODS_PLAN]
    check_invariants(b.rules, b.state, at_rest=False)


def test_an_offer_of_peace_shuffle_ends_what_all_know() -> None:
    """Partial: Treachery shuffled into the Destiny deck; its top is nobody's knowledge."""
    start = known(board(seats=4, plugins=PLUGINS, characters=CAST))
    assert start.game.destiny_known
    after = edits.at_step(start, RunOps(OFFER, "partial", start.game.current))
    assert after.game.destiny_known == () and len(after.game.destiny) > len(start.game.destiny)


def test_glimpse_takes_the_known_top_and_puts_cards_back_unseen() -> None:
    """Leoben takes the top 2 (the known one with them) and puts cards back that only he saw."""
    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    b = known(edits.at_step(b, b.rules.registry.tags["base.f.movement"](seat)))  # type: ignore[call-arg]
    b, _ = b.play(ab.LeaderAbility(seat, ab.GLIMPSE))
    assert b.game.destiny_known == ()
    while b.pending is not None and b.pending.kind == "return_to_destiny":
        b, _ = b.play(b.pending.options[0])
        assert b.game.destiny_known == ()
    check_invariants(b.rules, b.state, at_rest=False)
