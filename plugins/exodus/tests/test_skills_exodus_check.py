"""Trust Instincts and Iron Will (X-SKILL, X-SCA-6, X-SKILL-4) in a location's check (Admiral's
Quarters: Leadership and Tactics positive, difficulty 7), on base's seams: Destiny cards added
after the reveal (`add_destiny_cards`) and the result pipeline (``bsg_base_check_result``)."""

from __future__ import annotations

import attrs
import pytest
from exodus_helpers import answer, base_code, code, start_check

from bsgcore.base import BaseGame, CheckAbilityResolved, DestinyAddedToCheck, skill_type
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board

TRUST = code("trust_instincts_0", 0)
IRON = code("iron_will_0", 0)
NETWORK = code("establish_network_0", 0)
ENG3 = base_code("scientific_research", 3)
TAC5 = base_code("strategic_planning", 5)
LEA1 = base_code("executive_order", 1)
REVEALED, ADDED = "base.check_revealed", "base.destiny_added_to_check"


def only_top(b: Board, count: int) -> BaseGame:
    """The game with its Destiny deck cut to its top `count` cards (the rest to their decks)."""
    game = b.game
    decks = dict(game.skill_decks)
    with using_rules(b.rules):
        for card in game.destiny[count:]:
            decks[skill_type(card)] = (*decks[skill_type(card)], card)
    return attrs.evolve(game, destiny=game.destiny[:count], destiny_known=(), skill_decks=decks)


def resolved(events: list) -> list[str]:  # type: ignore[type-arg]
    """The abilities carried out, in order."""
    return [e.card for e in events if isinstance(e, CheckAbilityResolved)]


def last_total(events: list) -> int:  # type: ignore[type-arg]
    """The check's last total: the reveal's or a later recount's."""
    totals = [e for e in events if hasattr(e, "total") and e.tag != "base.check_finished"]
    return int(totals[-1].total)


def outcome(events: list) -> str:  # type: ignore[type-arg]
    """The result the check was resolved with."""
    final = [e.result for e in events if e.tag in (REVEALED, ADDED, "base.check_resolved")]
    return str(final[-1])


@pytest.mark.rules("X-SCA-6", "X-SKILL-1", "X1-CARD-TAC-0")
def test_trust_instincts_adds_2_destiny_cards_whose_abilities_count_too() -> None:
    """The top 2 Destiny cards join the check after the reveal; Establish Network among them is
    carried out too: the Engineering 3 added with it counts -6."""
    b = start_check({0: [TRUST]}, destiny=[LEA1, LEA1, NETWORK, ENG3])
    b, events = answer(b, {b.game.current: [TRUST]})
    added = [e for e in events if isinstance(e, DestinyAddedToCheck)]
    assert [sorted(e.cards) for e in added] == [sorted([NETWORK, ENG3])]
    assert resolved(events) == [
        "exodus.skill.trust_instincts_0",
        "exodus.skill.establish_network_0",
    ]
    assert last_total(events) == 1 + 1 - 6
    assert outcome(events) == "fail"


@pytest.mark.rules("X-SCA-5", "X-SCA-6")
def test_a_trust_instincts_added_by_trust_instincts_is_not_carried_out_again() -> None:
    """A second Trust Instincts among the added cards adds no more cards; the check passes on
    the cards it has (0 + 1 + 1 + 0 + 5)."""
    b = start_check({0: [TRUST]}, destiny=[LEA1, LEA1, TRUST, TAC5])
    b, events = answer(b, {b.game.current: [TRUST]})
    assert len([e for e in events if isinstance(e, DestinyAddedToCheck)]) == 1
    assert resolved(events) == ["exodus.skill.trust_instincts_0"]
    assert last_total(events) == 7
    assert outcome(events) == "pass"


@pytest.mark.rules("X1-SKILL-9")
def test_trust_instincts_rebuilds_a_short_destiny_deck() -> None:
    """With no Destiny card left after the deal, the deck is built again first (B-DEST-1) and
    2 cards still join the check; they are discarded with the others."""
    b = start_check({0: [TRUST]}, destiny=[LEA1, LEA1])
    b = Board(b.rules, b.state.with_game(only_top(b, 2)))
    b, events = answer(b, {b.game.current: [TRUST]})
    assert "base.destiny_rebuilt" in [e.tag for e in events]
    added = [e for e in events if isinstance(e, DestinyAddedToCheck)]
    assert len(added) == 1 and len(added[0].cards) == 2


@pytest.mark.rules("X-SKILL-4", "X1-SKILL-6", "X1-CARD-LEA-0")
def test_iron_will_cancels_a_fail_within_4_of_the_difficulty() -> None:
    """Total 4 against 7: short by 3, so the fail result is not resolved and nothing replaces
    it (the result is "none"); no morale is lost on a total above 0."""
    b = start_check({0: [IRON, LEA1, LEA1]}, destiny=[LEA1, LEA1])
    morale = b.game.morale
    b, events = answer(b, {b.game.current: [IRON, LEA1, LEA1]})
    assert resolved(events) == ["exodus.skill.iron_will_0"]
    assert last_total(events) == 4
    assert outcome(events) == "none"
    assert b.game.morale == morale


@pytest.mark.rules("X1-SKILL-7")
def test_iron_will_counts_a_check_short_by_exactly_4_as_within() -> None:
    """Total 3 against 7 is short by exactly 4: the boundary is inclusive, no fail result."""
    b = start_check({0: [IRON, LEA1]}, destiny=[LEA1, LEA1])
    b, events = answer(b, {b.game.current: [IRON, LEA1]})
    assert last_total(events) == 3
    assert outcome(events) == "none"


@pytest.mark.rules("X-SKILL-4")
def test_iron_will_leaves_a_fail_short_by_more_than_4() -> None:
    """Total 2 against 7 is short by 5: the check fails as usual."""
    b = start_check({0: [IRON]}, destiny=[LEA1, LEA1])
    b, events = answer(b, {b.game.current: [IRON]})
    assert last_total(events) == 2
    assert outcome(events) == "fail"


@pytest.mark.rules("X-SKILL-4", "X1-SKILL-6")
def test_iron_will_costs_1_morale_on_a_total_of_0_or_less() -> None:
    """Total -1: the fail stands (short by 8) and 1 morale is lost."""
    b = start_check({0: [IRON, ENG3]}, destiny=[LEA1, LEA1])
    morale = b.game.morale
    b, events = answer(b, {b.game.current: [IRON, ENG3]})
    assert last_total(events) == -1
    assert outcome(events) == "fail"
    assert b.game.morale == morale - 1


def test_iron_will_leaves_a_pass_a_pass() -> None:
    """Total 7 against 7 passes with Iron Will in the check."""
    b = start_check({0: [IRON, TAC5]}, destiny=[LEA1, LEA1])
    b, events = answer(b, {b.game.current: [IRON, TAC5]})
    assert outcome(events) == "pass"


PROTECT = code("protect_the_fleet_0", 0)
PIL3 = base_code("maximum_firepower", 3)


@pytest.mark.rules("B-INV-27", "X-SCA-6")
def test_a_check_holding_the_destiny_cards_trust_instincts_added_keeps_the_invariants() -> None:
    """The state at rest between Trust Instincts' 2 added cards and the result (Protect the
    Fleet among them: the current player's viper activation) holds the 2 dealt cards and the 2
    added, and passes base's invariants: B-INV-27's "2 destiny cards" are the dealt ones (a
    random Exodus game failed it here)."""
    b = start_check({0: [TRUST]}, destiny=[LEA1, LEA1, PROTECT, PIL3])
    b, _ = answer(b, {b.game.current: [TRUST]})
    assert b.pending is not None and b.pending.kind == "activate_viper"
    check = b.game.check
    assert check is not None and sorted(check.destiny) == sorted([LEA1, LEA1, PROTECT, PIL3])
    check_invariants(b.rules, b.state)
