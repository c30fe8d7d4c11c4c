"""Infiltrating (P-INF-1, -2, -3, -5, -7, -8, P-TERM-4, P-INV-27): from the Human Fleet onto
Galactica, a human player until a move to the Resurrection Ship; one card more at Receive Skills,
two cards to a check (one from the Brig); the way back."""

from __future__ import annotations

import pytest
from bsg_pegasus.leaders import infiltration as inf
from bsg_pegasus.leaders.model import infiltrating
from leaders_helpers import LEOBEN, leader_table, seat_of

from bsgcore.base import check_card_limit, is_cylon_player
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits

COMMAND = "base.location.command"
BRIG = "base.location.brig"


def infiltrated(to: str = COMMAND):  # type: ignore[no-untyped-def]
    b = leader_table(5, LEOBEN)  # Leoben starts at the Human Fleet
    seat = seat_of(b.game, LEOBEN)
    b = edits.at_action(b, seat)
    assert inf.Infiltrate(seat, to) in b.pending.options
    b, _ = b.play(inf.Infiltrate(seat, to))
    return b, seat


@pytest.mark.rules("P-INF-1", "P-INF-2", "P-TERM-4")
def test_infiltrating_moves_him_aboard_and_makes_him_a_human_player() -> None:
    b, seat = infiltrated()
    game = b.game
    assert game.players[seat].location == COMMAND and game.players[seat].revealed
    with using_rules(b.rules):
        assert infiltrating(game, seat) and not is_cylon_player(game, seat)
    check_invariants(b.rules, b.state, at_rest=False)


def test_no_hazardous_destination() -> None:
    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    b = edits.at_action(b, seat)
    targets = {o.to for o in b.pending.options if isinstance(o, inf.Infiltrate)}
    assert targets and BRIG not in targets and "base.location.sickbay" not in targets


@pytest.mark.rules("P-INF-5", "P-INV-27")
def test_an_infiltrator_adds_two_cards_to_a_check_one_from_the_brig() -> None:
    b, seat = infiltrated()
    with using_rules(b.rules):
        assert check_card_limit(b.game, seat) == 2
        brig = edits.placed(b, seat, BRIG).game
        assert check_card_limit(brig, seat) == 1
        home = edits.placed(b, seat, "base.location.human_fleet").game
        assert check_card_limit(home, seat) == 1  # a Cylon player again


@pytest.mark.rules("P-INF-3")
def test_an_infiltrator_draws_one_card_more() -> None:
    b, seat = infiltrated()
    receive = b.rules.registry.tags["base.f.receive_skills"]
    b, events = edits.resting(b).run(receive(seat))
    while b.pending is not None and b.pending.kind == "choose_draw":
        b, more = b.play(b.pending.options[0])
        events += more
    drawn = [t for e in events if e.tag == "base.skill_cards_drawn" for t in e.types]
    assert len(drawn) == 3


@pytest.mark.rules("P-INF-7", "P-INF-8", "P-INF-10")
def test_the_way_back_ends_the_infiltration_and_from_the_brig_discards_to_three() -> None:
    b, seat = infiltrated()
    b = edits.placed(b, seat, BRIG)
    hand = b.game.players[seat].hand
    extra = 5 - len(hand)
    if extra > 0:
        kind = next(k for k, d in b.game.skill_decks.items() if len(d) >= extra)
        deck = b.game.skill_decks[kind]
        b = edits.with_player(b, seat, hand=hand + deck[:extra])
        b = edits.edit(b, skill_decks={**b.game.skill_decks, kind: deck[extra:]})
    b = edits.at_action(b, seat)
    assert inf.ReturnToResurrectionShip(seat) in b.pending.options
    b, _ = b.play(inf.ReturnToResurrectionShip(seat))
    while b.pending is not None and b.pending.kind == "discard":
        b, _ = b.play(b.pending.options[0])
    game = b.game
    assert game.players[seat].location == "base.location.resurrection_ship"
    assert len(game.players[seat].hand) == 3
    with using_rules(b.rules):
        assert not infiltrating(game, seat) and is_cylon_player(game, seat)
    b = edits.at_action(b, seat)  # P-INF-10: only an Infiltrator has the way back
    assert inf.ReturnToResurrectionShip(seat) not in b.pending.options


@pytest.mark.rules("P-INF-12")
def test_an_infiltrator_sent_to_the_brig_keeps_infiltrating() -> None:
    b, seat = infiltrated()
    brig = edits.placed(b, seat, BRIG)
    with using_rules(b.rules):
        assert infiltrating(brig.game, seat) and not is_cylon_player(brig.game, seat)


def test_the_infiltrate_op_of_the_overlays_human_fleet() -> None:
    """The op a Human Fleet location's action names: a choice of destination, then the move."""
    from bsgcore.base import ChooseTarget, FrozenMap, Op, RunOps
    from bsgcore.rng import RandomCursor, Rng

    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    op = Op("infiltrate", FrozenMap({}))
    with using_rules(b.rules):
        asked = inf.op_infiltrate(b.game, RunOps("x", "effects", seat), op, RandomCursor(Rng(1)))
        assert isinstance(asked, ChooseTarget) and asked.seat == seat
        index = inf.destinations().index(COMMAND)
        moved = inf.op_infiltrate(
            b.game, RunOps("x", "effects", seat, target=index), op, RandomCursor(Rng(1))
        )
        assert any(e.tag == "base.character_moved" and e.to == COMMAND for e in moved)
        other = (seat + 1) % 5
        assert (
            inf.op_infiltrate(b.game, RunOps("x", "effects", other), op, RandomCursor(Rng(1))) == []
        )


@pytest.mark.rules("P-INF-4", "P-SUCC-12", "P-INV-7")
def test_an_infiltrator_never_holds_a_title() -> None:
    """Even when every other character is out of the running, the title skips him."""
    from bsgcore.base import title_eligible

    b, seat = infiltrated()
    with using_rules(b.rules):
        assert not title_eligible(b.game, seat, "president", False)
        assert not title_eligible(b.game, seat, "admiral", True)
        other = (seat + 1) % 5
        assert title_eligible(b.game, other, "president", False)


@pytest.mark.rules("P-INF-13")
def test_his_attached_quorum_cards_are_discarded_when_infiltration_ends() -> None:
    b, seat = infiltrated()
    card = b.game.quorum_deck[0]
    b = edits.edit(b, quorum_deck=b.game.quorum_deck[1:], quorum_markers=((card, seat),))
    b = edits.at_action(b, seat)
    b, _ = b.play(inf.ReturnToResurrectionShip(seat))
    assert b.game.quorum_markers == ()
    assert card in b.game.quorum_discard


@pytest.mark.rules("P-CL-13", "P-CL-14")
def test_a_leader_not_infiltrating_is_a_cylon_player_at_his_sheets_start() -> None:
    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    assert b.game.players[seat].location == "base.location.human_fleet"  # Leoben's sheet
    with using_rules(b.rules):
        assert is_cylon_player(b.game, seat) and check_card_limit(b.game, seat) == 1


@pytest.mark.rules("P-SYM-5")
def test_a_sympathetic_cylon_may_infiltrate_too() -> None:
    from bsg_pegasus.leaders.model import SYMPATHETIC_CARD

    b = leader_table(5, LEOBEN)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.galen_tyrol")
    b = edits.with_player(
        b,
        seat,
        loyalty=(SYMPATHETIC_CARD,),
        shown=(SYMPATHETIC_CARD,),
        revealed=True,
        location="base.location.human_fleet",
    )
    with using_rules(b.rules):
        assert inf.may_infiltrate(b.game, seat)
        aboard = edits.placed(b, seat, COMMAND).game
        assert infiltrating(aboard, seat) and not is_cylon_player(aboard, seat)
