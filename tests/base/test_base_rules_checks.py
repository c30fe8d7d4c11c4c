"""Skill cards, skill checks, loyalty looks and hidden information (base.md sections 10, 11, 20,
26): the rules the other check tests do not check yet, each on a small table."""

from __future__ import annotations

import json
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.loader import load
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.skills import cards as ts
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import draw_events
from bsgcore.base.view import base_view
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import (
    WINDOWS,
    answer_check,
    arrange,
    declined,
    skill,
    table,
    with_crisis,
)

PRISONER_REVOLT = "base.crisis.prisoner_revolt"
SCREENINGS = "base.crisis.cylon_screenings"
COMMITTEE = skill("investigative_committee", 3)
DONE = "base.not_implemented"


def resting(b: Board) -> Board:
    """The board with a resting frame on top, so a frame run on it resolves back to it."""
    rest = NotImplementedYet(b.game.current, "scenario: the step under test is done")
    return Board(b.rules, b.state.push(rest))


def drawn(b: Board, code: str, **changes: Any) -> Board:
    """The board with `code` drawn as this turn's crisis, resolved up to its first decision."""
    game = with_crisis(m.edited(b.game, **changes), code)
    b = resting(Board(b.rules, b.state.with_game(game)))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    return b


def test_a_check_has_types_difficulty_partial_and_outcomes_b_check_1() -> None:
    """B-CHECK-1, B-CHECK-2: Prisoner Revolt's check lists its positive types (politics,
    leadership, tactics: every other type counts negative), its difficulty 11, a partial
    difficulty 6 and its pass, partial and fail outcomes."""
    b = drawn(table(), PRISONER_REVOLT)
    check = b.game.check
    assert check is not None and check.source == PRISONER_REVOLT
    assert sorted(check.skills) == ["leadership", "politics", "tactics"]
    assert (check.difficulty, check.partial) == (11, 6)
    assert check.on_partial and check.on_fail  # its pass box does nothing
    card = load().get(PRISONER_REVOLT)
    assert card.passed is not None and card.partial is not None and card.failed is not None
    assert card.partial.threshold == 6


def test_where_checks_come_from_b_check_3() -> None:
    """B-CHECK-3: skill checks come from crisis and super crisis cards and from three locations:
    Admiral's Quarters (leadership/tactics 7), the Brig (politics/tactics 7) and Administration
    (politics/leadership 5)."""
    cat = load()
    located = {
        loc.id.rsplit(".", 1)[1]: (tuple(sorted(op.get("skills"))), int(op.get("difficulty")))
        for loc in cat.locations
        for op in loc.effects
        if op.name == "skill_check"
    }
    assert located == {
        "admirals_quarters": (("leadership", "tactics"), 7),
        "brig": (("politics", "tactics"), 7),
        "administration": (("leadership", "politics"), 5),
    }
    assert any(c.difficulty for c in cat.crisis)
    assert sum(1 for c in cat.super_crisis if c.difficulty) == 4


def test_a_seat_adding_nothing_has_had_its_turn_b_check_17() -> None:
    """B-CHECK-17, B-CHECK-7: a seat that adds 0 cards has decided: it is not asked again and
    the next seat is asked."""
    b = drawn(table(), PRISONER_REVOLT)
    asked: list[int] = []
    while b.pending is not None and b.pending.kind in ("contribute", *WINDOWS):
        seat = b.pending.seat
        if b.pending.kind == "contribute":
            asked.append(seat)
            b, events = b.play(tc.StopAdding(seat))
            assert te.ContributionsClosed(seat) in events
        else:
            b, _ = b.play(declined(b))
    current = b.game.current
    assert asked == [(current + 1) % 3, (current + 2) % 3, current]
    assert b.game.check is None or b.game.check.revealed or b.game.check.result


def test_a_card_played_for_its_text_is_not_in_the_check_b_skill_4() -> None:
    """B-SKILL-4, B-SKILL-3: Investigative Committee played before cards are added goes face up
    to its discard pile; it is not one of the check's cards (which come face up)."""
    b = table(windows=True)
    holder = (b.game.current + 1) % 3
    b = Board(b.rules, b.state.with_game(arrange(b.game, {holder: [COMMITTEE]})))
    b = drawn(b, PRISONER_REVOLT)
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == holder
    b, _ = b.play(tc.PlaySkill(holder, COMMITTEE))
    assert b.game.check is not None and b.game.check.face_up
    assert COMMITTEE in b.game.skill_discards["politics"]
    b, events = answer_check(b)
    revealed = next(e for e in events if isinstance(e, te.CheckRevealed))
    assert COMMITTEE not in revealed.cards and len(revealed.cards) == 2


def test_hands_are_secret_and_discards_public_b_skill_5_b_info_3() -> None:
    """B-SKILL-5, B-INFO-3 (the engine's part, B-INFO-7): no seat's view shows another seat's
    cards or their strengths, only how many it holds; a discard is shown to every seat."""
    b = table()
    a, other = b.game.current, (b.game.current + 1) % 3
    hand = [skill("declare_emergency", 5), skill("strategic_planning", 4)]
    b = Board(b.rules, b.state.with_game(arrange(b.game, {a: hand, other: []})))
    view = base_view(b.state, other)
    assert view["players"][a]["skill_cards"] == 2
    text = json.dumps(view)
    assert all(card not in text for card in hand) and "@5" not in text and "@4" not in text
    assert base_view(b.state, a)["me"]["hand"] == hand
    discard = te.SkillCardsDiscarded(a, (hand[0],), "test")
    assert discard.redacted_for(other) == discard
    after = b.state.with_game(discard.apply(b.game))
    assert hand[0] in json.dumps(base_view(after, other)["discards"])


def test_an_empty_skill_deck_is_reshuffled_b_skill_7() -> None:
    """B-SKILL-7: a seat drawing from an empty skill deck draws from its discards, shuffled into
    a new deck."""
    game = table().game
    index = "tactics"
    decks = dict(game.skill_decks)
    discards = dict(game.skill_discards)
    discards[index], decks[index] = decks[index], ()
    game = attrs.evolve(game, skill_decks=decks, skill_discards=discards)
    events = draw_events(game, game.current, ["tactics"], RandomCursor(Rng(3)))
    assert isinstance(events[0], te.SkillDeckReshuffled)
    after = game
    for event in events:
        after = event.apply(after)  # type: ignore[attr-defined]
    assert after.skill_discards[index] == ()
    assert len(after.skill_decks[index]) == len(discards[index]) - 1
    assert len(after.players[game.current].hand) == len(game.players[game.current].hand) + 1


def test_never_a_look_at_ones_own_loyalty_b_loy_13() -> None:
    """B-LOY-13 (R-125): Cylon Screenings' fail lets the current player look at a loyalty card of
    the President or the Admiral; when he holds both titles nobody else can be looked at, and
    nothing happens."""
    b = table()
    seat = b.game.current
    weak = (skill("repair", 1), skill("repair", 2))
    game = arrange(b.game, destiny=weak)
    b = drawn(Board(b.rules, b.state.with_game(game)), SCREENINGS, president=seat, admiral=seat)
    assert b.pending is not None and b.pending.kind == "crisis_option"
    b, _ = b.play(tc.ChooseOption(seat, "a"))
    b, events = answer_check(b)
    assert not [e for e in events if isinstance(e, te.LoyaltyPeeked)]
    assert b.game.peeks == ()


def test_a_look_goes_to_the_other_title_holder_b_loy_13() -> None:
    """B-LOY-13 (R-125): when the current player holds one of the two titles, Cylon Screenings'
    look at a loyalty card of the President or the Admiral points at the other holder's card."""
    b = table()
    seat = b.game.current
    other = (seat + 1) % 3
    weak = (skill("repair", 1), skill("repair", 2))
    game = arrange(b.game, destiny=weak)
    b = drawn(Board(b.rules, b.state.with_game(game)), SCREENINGS, president=seat, admiral=other)
    b, _ = b.play(tc.ChooseOption(seat, "a"))
    b, events = answer_check(b)
    while b.pending is not None and b.pending.kind == "choose_loyalty":
        assert {o.value for o in b.pending.options} == {other}  # type: ignore[attr-defined]
        b, more = b.play(b.pending.options[0])
        events += more
    peeks = [e for e in events if isinstance(e, te.LoyaltyPeeked)]
    assert len(peeks) == 1 and (peeks[0].viewer, peeks[0].target) == (seat, other)
    assert peeks[0].cards[0] in b.game.players[other].loyalty


def test_check_cards_are_never_traced_to_a_seat_b_info_5() -> None:
    """B-INFO-5 (the engine's part, B-INFO-7), B-CHECK-16: after a check everyone sees its cards, sorted, never who added
    which: the reveal names no seat and the other seats' views show only how many each added."""
    b = table()
    a = (b.game.current + 1) % 3
    card = skill("executive_order", 2)
    b = Board(b.rules, b.state.with_game(arrange(b.game, {a: [card]})))
    b = drawn(b, PRISONER_REVOLT)
    b, events = answer_check(b, {a: [card]})
    revealed = next(e for e in events if isinstance(e, te.CheckRevealed))
    assert card in revealed.cards and list(revealed.cards) == sorted(revealed.cards)
    assert not hasattr(revealed, "seat")
    other = (a + 1) % 3
    for event in events:
        if isinstance(event, te.CardContributed) and event.seat == a:
            assert card not in json.dumps(attrs.asdict(event.redacted_for(other)))


def test_a_seen_deck_top_stays_with_its_viewer_b_info_6() -> None:
    """B-INFO-6 (the engine's part): a seat that looks at the top of the Crisis deck (Launch
    Scout) learns the card; the others learn only that it looked."""
    top = "base.crisis.water_sabotaged"
    seen = ts.DeckTopSeen(0, "crisis", top)
    assert seen.redacted_for(0) == seen
    for seat in (1, None):
        hidden = seen.redacted_for(seat)
        assert isinstance(hidden, ts.DeckTopSeen) and hidden.card != top


def test_discards_of_several_players_are_simultaneous_b_turn_16() -> None:
    """B-TURN-16 (R-126): Cylon Screenings' fallback makes every player discard 2: each chooses
    face down (the others see only how many), and no discarded card is shown before the last
    seat has chosen; then all are shown and discarded together."""
    b = table()
    seat = b.game.current
    hands = {
        s: [skill("executive_order", 1), skill("repair", 1), skill("launch_scout", 2)]
        for s in range(3)
    }
    b = Board(b.rules, b.state.with_game(arrange(b.game, hands)))
    b = drawn(b, SCREENINGS)
    b, _ = b.play(tc.ChooseOption(seat, "b"))
    order = []
    while b.pending is not None and b.pending.kind == "discard":
        chooser = b.pending.seat
        order.append(chooser)
        before = base_view(b.state, (chooser + 1) % 3)
        assert before["discards"]["skill"]["leadership"] == []  # nothing shown yet
        b, events = b.play(b.pending.options[0])
        held = [e for e in events if isinstance(e, te.DiscardsHeld)]
        assert held and all(e.seat == chooser for e in held)
        other = (chooser + 1) % 3
        assert all(
            card not in json.dumps(attrs.asdict(e.redacted_for(other)))
            for e in held
            for card in e.cards
        )
        assert not [e for e in events if isinstance(e, te.SkillCardsDiscarded)]
        if b.pending is not None and b.pending.kind == "discard":
            assert b.game.skill_discards == dict.fromkeys(SKILL_TYPES, ())
    assert sorted(set(order)) == [0, 1, 2] and len(order) == 6
    assert b.game.held_discards == ()
    assert sum(len(d) for d in b.game.skill_discards.values()) == 6
    assert all(len(p.hand) == 1 for p in b.game.players)


def test_hand_limit_discards_are_simultaneous_b_turn_16() -> None:
    """B-TURN-16, B-TURN-12: two seats over their hand limit at the end of a turn choose their
    discards face down, then both are shown; one seat alone discards face up at once."""
    b = table()
    seat = b.game.current
    tyrol = m.seat_of(b.game, "base.character.galen_tyrol")
    other = next(s for s in range(3) if s != tyrol)
    pool = [c for deck in b.game.skill_decks.values() for c in deck]
    hands = {tyrol: pool[:9], other: pool[9:20]}
    b = resting(Board(b.rules, b.state.with_game(arrange(b.game, hands))))
    b, _ = b.run(tf.EndTurn(seat))
    seen: list[int] = []
    shown: list[te.DiscardsShown] = []
    while b.pending is not None and b.pending.kind == "discard":
        seen.append(b.pending.seat)
        b, events = b.play(b.pending.options[0])
        assert not [e for e in events if isinstance(e, te.SkillCardsDiscarded)]
        shown += [e for e in events if isinstance(e, te.DiscardsShown)]
    assert sorted(set(seen)) == sorted({tyrol, other})
    assert len(shown) == 1 and sorted(s for s, _ in shown[0].held) == sorted([tyrol, other])
    assert len(b.game.players[tyrol].hand) == 8 and b.game.held_discards == ()


def test_asking_who_holds_a_card_tells_nothing_b_info_4() -> None:
    """B-INFO-4 (the engine's part): the window before cards are added asks every seat in turn,
    holding Investigative Committee or not, with the same question; a holder may answer no card
    like anyone else, so being asked, or saying no, tells nothing."""
    b = table(windows=True)
    holder = (b.game.current + 1) % 3
    b = Board(b.rules, b.state.with_game(arrange(b.game, {holder: [COMMITTEE]})))
    b = drawn(b, PRISONER_REVOLT)
    asked: list[tuple[int, str]] = []
    while b.pending is not None and b.pending.kind == "skill_window":
        seat = b.pending.seat
        asked.append((seat, b.pending.prompt))
        assert tc.NoCard(seat) in b.pending.options
        b, _ = b.play(tc.NoCard(seat))  # the holder keeps quiet too
    assert [s for s, _ in asked] == [holder, (holder + 1) % 3, (holder + 2) % 3]
    assert len({p for _, p in asked}) == 1


def test_two_discard_instructions_of_one_card_together_b_turn_16() -> None:
    """B-TURN-16, B-CARD-CR-FOOD: Food Shortage's second option has the President discard 2 and
    the current player 3: both choose face down before either discard is shown."""
    b = table()
    president, seat = b.game.president, b.game.current
    assert president != seat
    b = drawn(b, "base.crisis.food_shortage")
    b, events = b.play(tc.ChooseOption(president, "b"))
    choosers: list[int] = []
    while b.pending is not None and b.pending.kind == "discard":
        choosers.append(b.pending.seat)
        assert not [e for e in events if isinstance(e, te.SkillCardsDiscarded)]
        b, events = b.play(b.pending.options[0])
    assert sorted(choosers) == sorted([president] * 2 + [seat] * 3)
    shown = [e for e in events if isinstance(e, te.DiscardsShown)]
    assert len(shown) == 1 and len(shown[0].held) == 5
