"""Caprica Six's sheet (Appendix A.4, P-CL-10): Intimate, Human Delusion, Conflicted Loyalties."""

from __future__ import annotations

from bsg_pegasus.leaders import caprica as cs
from leaders_helpers import leader_table, seat_of

from bsgcore.base import Check, LocationCost
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits

SIX = cs.CAPRICA_SIX


def test_intimate_takes_a_random_card_and_the_other_draws_from_her_chosen_deck() -> None:
    b = leader_table(5, SIX)
    seat = seat_of(b.game, SIX)
    other = (seat + 1) % 5
    mine, theirs = len(b.game.players[seat].hand), len(b.game.players[other].hand)
    movement = b.rules.registry.tags["base.f.movement"]
    b = edits.at_step(b, movement(seat))
    assert cs.UseIntimate(seat, other) in b.pending.options
    b, events = b.play(cs.UseIntimate(seat, other))
    taken = next(e for e in events if e.tag == "pegasus.card_taken_at_random")
    assert taken.redacted_for((seat + 2) % 5).card == "hidden"
    assert b.pending.kind == "intimate_deck"
    b, events = b.play(cs.PickDeck(seat, "piloting"))
    assert len(b.game.players[seat].hand) == mine + 1
    assert len(b.game.players[other].hand) == theirs  # one taken, one drawn
    drawn = [e for e in events if e.tag == "base.skill_cards_drawn"]
    assert drawn and drawn[0].seat == other and drawn[0].types == ("piloting",)


def test_human_delusion_adds_cards_after_the_reveal_once_per_game() -> None:
    b = leader_table(5, SIX)
    seat = seat_of(b.game, SIX)
    # She is the first player: her hand is her first Receive Skills draw, whose E/TR card is
    # a choice now that Treachery exists (Appendix A.4).
    assert b.pending is not None and b.pending.kind == "choose_draw"
    b, _ = b.play(b.pending.options[0])
    hand = b.game.players[seat].hand
    assert hand
    check = Check("test", 10, ("leadership",), b.game.current)
    b = edits.edit(b, check=check)
    reveal = b.rules.registry.tags["base.f.reveal_check"]
    b, _ = edits.resting(b).run(reveal())
    assert b.pending is not None and b.pending.kind == "human_delusion"
    total = b.game.check.total
    card = sorted(hand)[0]
    b, _ = b.play(cs.AddDelusion(seat, card))
    with using_rules(b.rules):
        from bsgcore.base import check_total

        assert b.game.check.total == total + check_total(b.game, b.game.check, (card,))
    assert card in b.game.check.revealed and card not in b.game.players[seat].hand
    assert cs.DELUSION in b.game.once_per_game_used
    if b.pending is not None and b.pending.kind == "human_delusion":
        b, _ = b.play(cs.AddDelusion(seat, cs.DONE))
    check_invariants(b.rules, b.state, at_rest=False)
    with using_rules(b.rules):
        assert cs.delusion_due(b.game) == -1


def test_human_delusion_may_add_more_cards_than_her_contribution_limit() -> None:
    """A Cylon Leader adds at most 1 card to a check (P-CL-13), but Human Delusion adds any
    number after the reveal: the check's card limit (B-INV-26's, as the pipeline reads it) grows
    for her then, and for nobody else."""
    b = leader_table(5, SIX)
    seat = seat_of(b.game, SIX)
    other = (seat + 1) % len(b.game.players)
    b, _ = b.play(b.pending.options[0])
    hand = sorted(b.game.players[seat].hand)
    assert len(hand) >= 2
    b = edits.edit(b, check=Check("test", 10, ("leadership",), b.game.current))
    with using_rules(b.rules):
        from bsgcore.base import check_card_limit

        assert check_card_limit(b.game, seat) == 1
        other_limit = check_card_limit(b.game, other)
    reveal = b.rules.registry.tags["base.f.reveal_check"]
    b, _ = edits.resting(b).run(reveal())
    for card in hand:
        assert b.pending is not None and b.pending.kind == "human_delusion"
        b, _ = b.play(cs.AddDelusion(seat, card))
        check_invariants(b.rules, b.state, at_rest=False)
    assert len(b.game.check.played[seat]) == len(hand)
    with using_rules(b.rules):
        assert check_card_limit(b.game, seat) >= len(hand)
        assert check_card_limit(b.game, other) == other_limit


def test_conflicted_loyalties_costs_a_card_at_the_cylon_fleet() -> None:
    b = leader_table(5, SIX)
    seat = seat_of(b.game, SIX)
    with using_rules(b.rules):
        fleet = cs.location_cost(b.game, seat, "base.location.cylon_fleet", LocationCost(0, ""))
        other = cs.location_cost(b.game, seat, "base.location.caprica", LocationCost(0, ""))
    assert fleet.cards == 1 and other.cards == 0
