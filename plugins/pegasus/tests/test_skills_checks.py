"""Pegasus cards in skill checks: Reckless cards before the cards go in, the Reckless Skill Check
abilities in base's Skill Check Ability step, Treachery's polarity, the new Investigative
Committee and Guts and Initiative's missing Destiny cards."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest
from skills_helpers import (
    BEFORE_TAG,
    answer,
    base_code,
    code,
    in_check,
    pegasus_table,
    revealed,
    start_check,
    tags,
    until_before,
)

from bsgcore.base import (
    Check,
    CheckAbilityResolved,
    CheckMarked,
    PlaySkillWindow,
    check_total,
    data,
    skill_type,
)
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.turn import declined as declined_before

JURY = code("jury_rigged_1", 1)
JURY2 = code("jury_rigged_2", 2)
AT_ANY_COST = code("at_any_cost_3", 3)
GUTS = code("guts_and_initiative_1", 1)
SUPPORT = code("support_the_people_2", 2)
COMMITTEE = code("investigative_committee_3", 3)
BROADCAST = code("broadcast_location_1", 1)
SPECIAL = code("special_destiny_2", 2)
COMMAND = code("by_your_command_1", 1)
WEAKNESS = code("human_weakness_3", 3)
LEA1 = base_code("executive_order", 1)
TAC3 = base_code("strategic_planning", 3)


def _before_cards(b: object) -> list[str]:
    decision = b.pending  # type: ignore[attr-defined]
    return [o.card for o in decision.options if o.tag == BEFORE_TAG]


@pytest.mark.rules("P-RECK-2", "P-RECK-4")
def test_jury_rigged_makes_the_check_reckless_and_4_easier() -> None:
    """Played before any card is added, Jury Rigged lowers the difficulty by 4 and marks the
    check Reckless; the card goes to its discard pile."""
    b = start_check({0: [JURY, TAC3]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b, events = answer(b, before={seat: JURY}, plays={seat: [TAC3]})
    marked = [e for e in events if isinstance(e, CheckMarked)]
    assert [e.mark for e in marked] == ["reckless"]
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.total == 5 and revealed.result == "pass"  # type: ignore[attr-defined]  # 7 - 4 = 3 <= 5
    assert JURY in b.game.skill_discards["engineering"]


@pytest.mark.rules("P-RECK-3", "P-INV-2", "P-TIME-2")
def test_a_second_reckless_card_is_not_offered() -> None:
    """Once one Reckless card is played on a check no seat is offered another (it stays in its
    owner's hand); a non-Reckless before-card is still offered."""
    b = start_check({0: [JURY, COMMITTEE], 1: [JURY2]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    other = (seat + 1) % 3  # asked before the current player (B-CHECK-7)
    b = until_before(b, other)
    b, _ = b.play(b.option(BEFORE_TAG, card=JURY2))
    b = until_before(b, seat)
    assert _before_cards(b) == [COMMITTEE]
    assert JURY in b.game.players[seat].hand


def test_a_reckless_card_is_offered_before_any_other_reckless_card() -> None:
    """Without an earlier Reckless card both of a seat's Reckless cards are offered."""
    b = start_check({0: [JURY, AT_ANY_COST]}, destiny=[LEA1, LEA1])
    b = until_before(b, b.game.current)
    assert sorted(_before_cards(b)) == sorted([JURY, AT_ANY_COST])


@pytest.mark.rules("P-RECK-7", "P-RECK-8", "P-RECK-9", "P-RECK-10", "P-INV-3", "P-SCA-1", "P-DST-2")
def test_broadcast_location_resolves_once_in_a_reckless_check() -> None:
    """Two Broadcast Location added by a player and a third from the Destiny deck, in a Reckless
    check: 1 basestar in front of Galactica and 1 civilian ship behind her, once; the cards still
    count (negative) in the total."""
    b = start_check({0: [JURY], 1: [BROADCAST, BROADCAST]}, destiny=[BROADCAST, LEA1])
    seat = b.game.current
    before = len(b.game.cylon_ships)
    b, events = answer(b, before={seat: JURY}, plays={(seat + 1) % 3: [BROADCAST, BROADCAST]})
    resolved = [e for e in events if isinstance(e, CheckAbilityResolved)]
    assert [e.card for e in resolved] == ["pegasus.skill.broadcast_location_1"]
    placed = [e for e in in_check(events) if e.tag == "base.ships_placed"]
    assert [(e.area, e.basestars, e.civilians) for e in placed] == [(1, 1, 0), (4, 0, 1)]  # type: ignore[attr-defined]
    assert len(b.game.cylon_ships) >= before + 1
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.total == 1 - 3  # type: ignore[attr-defined]
    order = tags(events)
    assert order.index("base.check_revealed") < order.index("base.check_ability_resolved")
    assert order.index("base.check_ability_resolved") < order.index("base.check_finished")


@pytest.mark.rules("P-RECK-7", "P-INV-3")
def test_reckless_skill_check_abilities_do_nothing_in_a_check_that_is_not_reckless() -> None:
    """Without a Reckless card, Broadcast Location is only a card of strength -1."""
    b = start_check({1: [BROADCAST]}, destiny=[BROADCAST, LEA1])
    seat = b.game.current
    b, events = answer(b, plays={(seat + 1) % 3: [BROADCAST]})
    assert "base.check_ability_resolved" not in tags(events)
    assert "base.ships_placed" not in tags(in_check(events))


@pytest.mark.rules("P-RECK-11")
def test_the_current_player_orders_several_abilities() -> None:
    """Two different Reckless Skill Check abilities: the current player picks which first; each
    is carried out once (Special Destiny: every player draws 1 Treachery card)."""
    b = start_check({0: [JURY], 1: [SPECIAL, BROADCAST]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b, _ = answer(b, before={seat: JURY}, plays={(seat + 1) % 3: [SPECIAL, BROADCAST]})
    assert b.pending is not None and b.pending.kind == "check_ability"
    assert b.pending.seat == seat
    b, events = b.play(
        b.option("base.resolve_check_ability", card="pegasus.skill.special_destiny_2")
    )
    events = in_check(events)
    drawn = [e for e in events if e.tag == "base.skill_cards_drawn"]
    assert sorted(e.seat for e in drawn) == [0, 1, 2]  # type: ignore[attr-defined]
    assert all(e.types == ("treachery",) for e in drawn)  # type: ignore[attr-defined]
    resolved = [e.card for e in events if isinstance(e, CheckAbilityResolved)]
    assert resolved == ["pegasus.skill.special_destiny_2", "pegasus.skill.broadcast_location_1"]


@pytest.mark.rules("P-TRE-6")
def test_treachery_counts_negative_by_default() -> None:
    """A Treachery card subtracts its strength from a check that does not list Treachery."""
    b = start_check({0: [TAC3, WEAKNESS]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b, events = answer(b, plays={seat: [TAC3, WEAKNESS]})
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.total == 1 + 1 + 3 - 3  # type: ignore[attr-defined]


@pytest.mark.rules("P-TRE-6")
def test_at_any_cost_makes_treachery_positive() -> None:
    """At Any Cost (Reckless): every Treachery card in this check counts positive (H-SKILL-2)."""
    b = start_check({0: [AT_ANY_COST, WEAKNESS], 1: [COMMAND]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b, events = answer(
        b, before={seat: AT_ANY_COST}, plays={seat: [WEAKNESS], (seat + 1) % 3: [COMMAND]}
    )
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.total == 1 + 1 + 3 + 1  # type: ignore[attr-defined]
    assert "base.check_ability_resolved" in tags(events)  # By Your Command: Reckless too


def test_guts_and_initiative_adds_no_destiny_cards() -> None:
    """Guts and Initiative (Reckless): no Destiny cards go into this check; the Destiny deck
    keeps them."""
    b = start_check({0: [GUTS, TAC3]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    destiny = b.game.destiny
    b, events = answer(b, before={seat: GUTS}, plays={seat: [TAC3]})
    assert "base.destiny_dealt" not in tags(events)
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.cards == (TAC3,) and revealed.total == 3  # type: ignore[attr-defined]
    assert b.game.destiny[:2] == destiny[:2]


@pytest.mark.rules("P-DST-3")
def test_the_new_committee_shows_the_players_cards_but_not_the_destiny_cards() -> None:
    """Investigative Committee (Pegasus): the Destiny cards go in face down, every card a player
    adds goes in face up, so every seat's redacted events show it."""
    b = start_check({0: [COMMITTEE, TAC3]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b, events = answer(b, before={seat: COMMITTEE}, plays={seat: [TAC3]})
    dealt = next(e for e in events if e.tag == "base.destiny_dealt")
    assert dealt.face_up is False  # type: ignore[attr-defined]
    assert dealt.redacted_for((seat + 1) % 3).cards != dealt.cards  # type: ignore[attr-defined]
    added = next(e for e in events if e.tag == "base.card_contributed")
    assert added.redacted_for((seat + 1) % 3) == added
    assert "reckless" not in [e.mark for e in events if isinstance(e, CheckMarked)]


@pytest.mark.rules("P-TIME-3")
def test_support_the_people_lets_short_hands_draw_2() -> None:
    """Support the People (Reckless): each human holding 4 or fewer cards draws 2 of his skill
    set's types; the card played no longer counts in its player's hand."""
    b = start_check({0: [SUPPORT, TAC3, TAC3, TAC3, TAC3]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b = until_before(b, seat)
    b, _ = b.play(b.option(BEFORE_TAG, card=SUPPORT))
    asked = []
    while b.pending is not None and b.pending.kind == "choose_draw":
        asked.append(b.pending.seat)
        b, _ = b.play(b.pending.options[0])
    assert seat in asked  # he holds 4 once the card is played
    assert len(b.game.players[seat].hand) == 6


@pytest.mark.rules("P-RECK-1")
def test_reckless_cards_are_played_only_before_the_cards_go_in() -> None:
    """Once the Destiny cards and the players' cards go in, no Reckless card is offered: the
    contributions offer only cards to add."""
    b = start_check({0: [JURY, TAC3]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b = until_before(b, seat)
    b, _ = b.play(declined_before(b))
    while b.pending is not None and b.pending.kind != "contribute":
        b, _ = b.play(declined_before(b))
    assert b.pending is not None
    assert not [o for o in b.pending.options if o.tag == BEFORE_TAG]
    assert JURY in b.game.players[seat].hand


@pytest.mark.rules("P-RECK-5")
def test_a_cylon_player_plays_no_reckless_card() -> None:
    """A revealed Cylon holding a Reckless card is not offered it before the cards go in."""
    b = start_check({1: [JURY, TAC3]}, destiny=[LEA1, LEA1])
    cylon = (b.game.current + 1) % 3
    b = revealed(b, cylon)
    asked = []
    while b.pending is not None and b.pending.kind != "contribute":
        asked.append((b.pending.seat, _before_cards(b)))
        b, _ = b.play(declined_before(b))
    assert all(not cards for seat, cards in asked if seat == cylon)
    b = start_check({1: [JURY, TAC3]}, destiny=[LEA1, LEA1])
    b = revealed(b, cylon)
    asked_anyway, _ = b.run(PlaySkillWindow(cylon, "before"))
    assert asked_anyway.pending is not None and asked_anyway.pending.seat == cylon
    assert _before_cards(asked_anyway) == []


@pytest.mark.rules("P-SCA-2", "P-RECK-6")
def test_exactly_the_three_reckless_treachery_cards_carry_the_icon() -> None:
    """In the game's catalogue the Skill Check Ability icon is on Broadcast Location, By Your
    Command and Special Destiny only, all three Treachery cards."""
    b = start_check()
    with using_rules(b.rules):
        marked = {c.name: c.type for c in data().skills if c.skill_check_ability}
    assert marked == {
        "Broadcast Location": "treachery",
        "By Your Command": "treachery",
        "Special Destiny": "treachery",
    }


@pytest.mark.rules("P-TRE-8")
def test_treachery_counts_positive_in_a_check_that_lists_it() -> None:
    """A check listing Treachery among its types (the Airlock, Resistance HQ) adds Treachery
    cards; one that does not subtracts them."""
    b = start_check()
    with using_rules(b.rules):
        airlock = Check("pegasus.location.airlock", 12, ("politics", "tactics", "treachery"), 0)
        other = Check("base.location.admirals_quarters", 7, ("leadership", "tactics"), 0)
        assert check_total(b.game, airlock, (WEAKNESS, TAC3)) == 6
        assert check_total(b.game, other, (WEAKNESS, TAC3)) == 0


def _by_type(b: object, cards: tuple[str, ...]) -> Counter[str]:
    with using_rules(b.rules):  # type: ignore[attr-defined]
        return Counter(skill_type(c) for c in cards)


@pytest.mark.rules("P-DST-1", "P-SETUP-6", "P-INV-1", "P-FOR-8")
def test_every_destiny_deck_holds_2_treachery_cards() -> None:
    """The Destiny deck built at set-up, and the one rebuilt when it runs out, hold 12 cards: 2 of
    each of the five base types and 2 Treachery cards."""
    b = start_check()
    want = {t: 2 for t in ("politics", "leadership", "tactics", "piloting", "engineering")}
    want["treachery"] = 2
    built = pegasus_table()
    assert _by_type(built, built.game.destiny) == want
    game = b.game
    decks = dict(game.skill_decks)
    with using_rules(b.rules):
        for code_ in game.destiny:  # the deck runs out: its cards go back to their decks' tops
            kind = skill_type(code_)
            decks[kind] = (code_, *decks[kind])
    b = edits.with_game(b, attrs.evolve(game, destiny=(), skill_decks=decks))
    b, events = answer(b)
    rebuilt = next(e for e in events if e.tag == "base.destiny_rebuilt")
    assert len(rebuilt.destiny) == 12  # type: ignore[attr-defined]
    assert _by_type(b, rebuilt.destiny) == want  # type: ignore[attr-defined]
