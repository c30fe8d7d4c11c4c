"""Skill cards played for their text (C-SKILL): the Action cards and the skill-check cards."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.dice import windows as w
from bsgcore.base.skills import cards as ts
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill, table, with_crisis
from bsgcore.testing.scripted import scripted_random

CONSOLIDATE = skill("consolidate_power", 1)
ORDER = skill("executive_order", 1)
SCOUT = skill("launch_scout", 1)
REPAIR = skill("repair", 1)
COMMITTEE = skill("investigative_committee", 3)
RESEARCH = skill("scientific_research", 3)
EMERGENCY = skill("declare_emergency", 3)
ENG2, LEA1, TAC1 = skill("repair", 2), skill("executive_order", 1), skill("launch_scout", 1)
ELECTIONS = "base.crisis.elections_loom"  # politics/leadership 8, partial 5
FTL = "base.location.ftl_control"


def at_action(hand: list[str], **changes: Any) -> Board:
    """The first player at the Action step with this hand."""
    b = table()
    seat = b.game.current
    game = arrange(m.edited(b.game, **changes), {seat: hand})
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.play(tc.Stay(seat))
    assert b.pending is not None and b.pending.kind == "action"
    return b


def test_consolidate_power_b_card_pol_12() -> None:
    """B-CARD-POL-12, B-SKILL-1, B-SKILL-3, B-SKILL-8: as the Action, the card goes face up to
    its discard pile and the player draws 2 cards of any types, even outside the skill set."""
    b = at_action([CONSOLIDATE])
    seat = b.game.current
    b, _ = b.play(tc.PlaySkill(seat, CONSOLIDATE))
    assert CONSOLIDATE in b.game.skill_discards["politics"]
    assert b.pending is not None and b.pending.kind == "choose_draw"
    assert len(b.pending.options) == 15  # 2 of 5 types, repeats allowed
    decks = [b.game.skill_decks[t] for t in ("engineering", "piloting")]
    b, _ = b.play(tc.DrawTypes(seat, ("engineering", "piloting")))
    assert sorted(m.skill_type(c) for c in b.game.players[seat].hand) == [
        "engineering", "piloting",
    ]  # fmt: skip
    # from the normal skill decks, never the destiny deck (B-SKILL-8)
    assert sorted(b.game.players[seat].hand) == sorted(d[0] for d in decks)
    assert [b.game.skill_decks[t] for t in ("engineering", "piloting")] == [d[1:] for d in decks]


def test_executive_order_b_card_lea_12() -> None:
    """B-CARD-LEA-12, B-TURN-7, B-INV-25: another player at once takes 2 actions (or a move and
    an action); only one Executive Order per turn."""
    b = at_action([ORDER, skill("executive_order", 2)])
    seat = b.game.current
    b, _ = b.play(tc.PlaySkill(seat, ORDER))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_target"
    targets = [o.value for o in decision.options]  # type: ignore[attr-defined]
    assert seat not in targets
    b, _ = b.play(tc.Pick(seat, targets[0]))
    assert b.pending is not None and b.pending.kind == "executive_order"
    b, _ = b.play(tc.OrderSteps(targets[0], "2_actions"))
    assert b.pending is not None and b.pending.kind == "action"
    assert b.pending.seat == targets[0]
    assert b.game.executive_order_turn == b.game.turn
    assert not ts.playable(b.game, seat, skill("executive_order", 2))


def test_executive_order_steps_and_targets_b_card_lea_12() -> None:
    """B-CARD-LEA-12: the target really takes 2 actions, or a move and then an action, before the
    current player goes on; a revealed Cylon is never a target."""
    for steps, first_kind in (("2_actions", "action"), ("move_then_1_action", "movement")):
        b = at_action([ORDER])
        seat = b.game.current
        b, _ = b.play(tc.PlaySkill(seat, ORDER))
        target = (seat + 1) % 3
        b, _ = b.play(tc.Pick(seat, target))
        b, _ = b.play(tc.OrderSteps(target, steps))
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == (first_kind, target)
        b, _ = b.play(tc.PassAction(target) if first_kind == "action" else tc.Stay(target))
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", target)
        b, _ = b.play(tc.PassAction(target))
        assert b.pending is None or b.pending.kind not in ("action", "movement")  # the crisis
    b = at_action([ORDER])
    seat = b.game.current
    cylon = (seat + 1) % 3
    players = list(b.game.players)
    players[cylon] = attrs.evolve(players[cylon], revealed=True)
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=tuple(players))))
    b, _ = b.play(tc.PlaySkill(seat, ORDER))
    assert b.pending is not None and b.pending.kind == "choose_target"
    assert [o.value for o in b.pending.options] == [(seat + 2) % 3]  # type: ignore[attr-defined]


def test_executive_order_actions_one_after_another_b_turn_7() -> None:
    """B-TURN-7, B-CARD-LEA-12: the target of Executive Order takes his 2 actions at once, one
    after the other, as normal Actions (passing is one); then the current player's turn goes on
    with its Crisis step, and the target gets no third action."""
    b = at_action([ORDER])
    seat = b.game.current
    b, _ = b.play(tc.PlaySkill(seat, ORDER))
    target = b.pending.options[0].value  # type: ignore[union-attr]
    b, _ = b.play(tc.Pick(seat, target))
    b, _ = b.play(tc.OrderSteps(target, "2_actions"))
    assert b.game.crisis == ""
    for _ in range(2):
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", target)
        assert tc.PassAction(target) in b.pending.options
        b, _ = b.play(tc.PassAction(target))
    assert b.game.crisis != "" and b.game.current == seat  # the Crisis step has begun
    assert b.pending is not None and b.pending.kind != "action"


def test_hangar_deck_launch_then_one_more_action_b_turn_7() -> None:
    """B-TURN-7, B-LOC-HGR: a pilot (Starbuck) who launches from the Hangar Deck takes her one
    more action at once, as a normal Action (here with the viper she now flies); after it the
    Crisis step follows."""
    b = table(characters=("kara_starbuck_thrace", "saul_tigh", "laura_roslin"))
    seat = b.game.current
    while b.pending is not None and b.pending.kind != "movement":
        b, _ = b.play(b.pending.options[0])  # her first draw's choice of types
    b, _ = b.play(tc.Stay(seat))
    b, _ = b.play(tc.UseLocation(seat, "base.location.hangar_deck"))
    assert b.pending is not None and b.pending.kind == "launch_pilot"
    b, _ = b.play(b.pending.options[0])
    assert b.game.players[seat].location == m.SPACE and b.game.crisis == ""
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)
    assert tc.ActivateOwnViper(seat) in b.pending.options
    b, _ = b.play(tc.PassAction(seat))
    assert b.game.crisis != "" and (b.pending is None or b.pending.kind != "action")


def test_one_optional_action_b_turn_6() -> None:
    """B-TURN-6: the Action step may be passed, and allows one Action only: after passing, or
    after playing Consolidate Power (a skill card's Action) and drawing its cards, the Crisis
    step follows and no second Action is offered."""
    b = at_action([CONSOLIDATE])
    seat = b.game.current
    assert b.game.crisis == ""
    passed, _ = b.play(tc.PassAction(seat))
    assert passed.game.crisis != "" and passed.pending is not None
    assert passed.pending.kind != "action"
    b, _ = b.play(tc.PlaySkill(seat, CONSOLIDATE))
    b, _ = b.play(tc.DrawTypes(seat, ("engineering", "piloting")))
    assert b.game.crisis != "" and b.pending is not None and b.pending.kind != "action"


def test_launch_scout_b_card_tac_12() -> None:
    """B-CARD-TAC-12, B-SKILL-9, B-CRISIS-8: with a raptor, roll; on 3+ look at the top of the
    Crisis or Destination deck and leave it or put it at the bottom; on 1-2 lose the raptor."""
    b = at_action([SCOUT])
    seat = b.game.current
    top = b.game.crisis_deck[0]
    with scripted_random(rolls=[5]):
        b, _ = b.play(tc.PlaySkill(seat, SCOUT))
    assert b.pending is not None and b.pending.kind == "choose_deck"
    b, events = b.play(tc.Pick(seat, 0))
    seen = next(e for e in events if isinstance(e, ts.DeckTopSeen))
    assert seen.card == top and seen.redacted_for((seat + 1) % 3).card != top  # type: ignore[attr-defined]
    b, _ = b.play(tc.TopOrBottom(seat, True))
    assert b.game.crisis_deck[-1] == top
    b = at_action([SCOUT])
    raptors = b.game.raptors
    with scripted_random(rolls=[2]):
        b, _ = b.play(tc.PlaySkill(seat, SCOUT))
    assert b.game.raptors == raptors - 1


def test_launch_scout_may_leave_the_card_on_top_of_either_deck_b_crisis_8() -> None:
    """B-CRISIS-8, B-CARD-TAC-12: on 3+ the player picks the Crisis or the Destination deck,
    sees its top card and may leave it on top (the deck is unchanged) instead of moving it."""
    for index, deck in ((0, "crisis"), (1, "destination")):
        b = at_action([SCOUT])
        seat = b.game.current
        before = getattr(b.game, f"{deck}_deck")
        with scripted_random(rolls=[3]):
            b, _ = b.play(tc.PlaySkill(seat, SCOUT))
        assert b.pending is not None and b.pending.kind == "choose_deck"
        assert len(b.pending.options) == 2
        b, events = b.play(tc.Pick(seat, index))
        seen = next(e for e in events if isinstance(e, ts.DeckTopSeen))
        assert (seen.deck, seen.card) == (deck, before[0])
        b, _ = b.play(tc.TopOrBottom(seat, False))
        if deck == "crisis":  # the turn goes on to its Crisis step: the card seen is drawn
            assert b.game.crisis == before[0] and b.game.crisis_deck == before[1:]
        else:
            assert b.game.destination_deck == before
        assert b.game.raptors == 4


def test_repair_b_dmg_2() -> None:
    """B-CARD-ENG-12, B-DMG-2: Repair mends the damaged location the player is in;
    its token goes back to the pile."""
    b = table()
    seat = b.game.current
    token = ts.token_of(FTL)
    pile = tuple(t for t in b.game.damage_pile if t != token)
    players = tuple(
        attrs.evolve(p, location=FTL) if s == seat else p for s, p in enumerate(b.game.players)
    )
    b = at_action([REPAIR], players=players, damaged_locations=(FTL,), damage_pile=pile)
    assert tc.PlaySkill(seat, REPAIR) in b.pending.options  # type: ignore[union-attr]
    b, _ = b.play(tc.PlaySkill(seat, REPAIR))
    if b.pending is not None and b.pending.kind == "choose_option":
        b, _ = b.play(tc.Pick(seat, 0))
    assert FTL not in b.game.damaged_locations and token in b.game.damage_pile
    check_invariants(b.rules, b.state, at_rest=False)


def check_board(hands: dict[int, list[str]], destiny: list[str]) -> Board:
    """Elections Loom (politics/leadership 8, partial 5) drawn with these hands; the windows ask
    (no standing orders)."""
    b = table(windows=True)
    game = with_crisis(arrange(b.game, hands, destiny), ELECTIONS)
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    return b


def test_investigative_committee_b_check_15() -> None:
    """B-CHECK-15, B-CARD-POL-35, B-CHECK-4: played before cards are added, the destiny cards
    and every contribution are face up: no event hides them."""
    b = table()
    first = b.game.current
    left = (first + 1) % 3
    b = check_board({first: [COMMITTEE], left: [LEA1], (first + 2) % 3: []}, [TAC1, LEA1])
    # every seat with a card is asked from the current player's left, holder or not (B-TURN-2);
    # the seat with no card is not (hand sizes are public)
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == left
    assert set(b.pending.options) == {tc.NoCard(left), w.PassAlways(left)}
    b, _ = b.play(tc.NoCard(left))
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == first
    b, _ = b.play(tc.PlaySkill(first, COMMITTEE))
    assert b.game.check is not None and b.game.check.face_up
    assert b.game.check.destiny == (TAC1, LEA1)
    assert b.pending is not None and b.pending.seat == left
    b, events = b.play(tc.AddCard(left, LEA1))
    added = [e for e in events if e.tag == "base.card_contributed"]
    assert added and added[0].redacted_for(first) == added[0]


def test_scientific_research_makes_engineering_positive_b_card_eng_35() -> None:
    """B-CARD-ENG-35: every Engineering card counts positive in that check."""
    b = table()
    first = b.game.current
    b = check_board({first: [RESEARCH, ENG2]}, [LEA1, LEA1])
    while b.pending is not None and b.pending.seat != first:
        assert b.pending.kind == "skill_window"
        b, _ = b.play(tc.NoCard(b.pending.seat))
    assert b.pending is not None and b.pending.kind == "skill_window"
    b, _ = b.play(tc.PlaySkill(first, RESEARCH))
    assert b.game.check is not None and "engineering" in b.game.check.skills


def test_declare_emergency_turns_a_fail_into_a_pass_b_check_11() -> None:
    """B-CHECK-11, B-CARD-LEA-35: Declare Emergency is offered after the total, and lowers the
    difficulty by 2: a total of 6 then passes at 8 (no morale lost); a total of 4 it could not
    make pass, so it is not offered."""
    b = table()
    first = b.game.current
    others: dict[int, list[str]] = {(first + 1) % 3: [], (first + 2) % 3: []}
    b = check_board({first: [EMERGENCY, skill("executive_order", 2)], **others}, [LEA1, LEA1])
    morale = b.game.morale
    b, events = answer_check(b, {first: [skill("executive_order", 2)]})
    # total 1 + 1 + 2 = 4: Declare Emergency cannot make it pass, so it is not offered
    assert b.pending is not None and b.pending.kind != "declare_emergency"
    assert [e.result for e in events if e.tag == "base.check_revealed"] == ["fail"]  # type: ignore[attr-defined]
    b = table()
    first = b.game.current
    four = skill("declare_emergency", 4)
    b = check_board({first: [EMERGENCY, four], **others}, [LEA1, LEA1])
    b, _ = answer_check(b, {first: [four]})
    assert b.pending is not None and b.pending.kind == "declare_emergency"
    b, events = b.play(tc.PlaySkill(first, EMERGENCY))
    resolved = [e for e in events if e.tag == "base.check_resolved"]
    assert resolved and resolved[0].result == "pass"  # type: ignore[attr-defined]
    assert b.game.morale == morale


def test_declare_emergency_once_per_check_and_never_on_the_partial_b_card_lea_35() -> None:
    """B-CARD-LEA-35, B-CHECK-11: Declare Emergency lowers the difficulty by 2 and leaves the
    partial difficulty as it was; once one is played, no other is offered in that check, even
    where a second would pass it."""
    b = table()
    first = b.game.current
    other = (first + 1) % 3
    four = skill("declare_emergency", 4)
    game = arrange(b.game, {first: [EMERGENCY], other: [four]})
    check = m.Check(ELECTIONS, 8, ("politics", "leadership"), first, partial=5, total=6)
    check = attrs.evolve(check, played=((),) * 3)
    game = attrs.evolve(game, check=check)
    assert ts.emergency_options(game, other) == [tc.PlaySkill(other, four)]
    after = ts.SkillCardPlayed(first, EMERGENCY).apply(game)
    assert after.check is not None
    assert (after.check.difficulty, after.check.partial) == (6, 5)
    # a second one would turn a total of 4 into a pass at 4: still not offered
    again = attrs.evolve(after, check=attrs.evolve(after.check, total=4))
    assert ts.emergency_options(again, other) == []
    fresh = attrs.evolve(again, check=attrs.evolve(again.check, emergency=False))
    assert ts.emergency_options(fresh, other) == [tc.PlaySkill(other, four)]


HANGAR = "base.location.hangar_deck"
COMMAND = "base.location.command"


def repair_board(location: str, damaged: tuple[str, ...], vipers_damaged: int) -> Board:
    """The first player in `location`, holding Repair, at the Action step, with these locations
    damaged (their tokens off the pile) and this many damaged vipers."""
    b = table()
    seat = b.game.current
    tokens = {ts.token_of(loc) for loc in damaged}
    pile = tuple(t for t in b.game.damage_pile if t not in tokens)
    players = tuple(
        attrs.evolve(p, location=location) if s == seat else p for s, p in enumerate(b.game.players)
    )
    reserve = b.game.vipers_reserve - vipers_damaged
    return at_action(
        [REPAIR],
        players=players,
        damaged_locations=damaged,
        damage_pile=pile,
        vipers_reserve=reserve,
        vipers_damaged=b.game.vipers_damaged + vipers_damaged,
    )


def test_repair_from_ftl_or_the_hangar_leaves_command_damaged_b_skill_12() -> None:
    """B-SKILL-12, B-CARD-ENG-12: with Command damaged and the player in FTL Control, Repair is
    not offered; in the Hangar Deck with damaged vipers it is, and it leaves Command damaged."""
    b = repair_board(FTL, (COMMAND,), 0)
    seat = b.game.current
    assert b.pending is not None
    assert tc.PlaySkill(seat, REPAIR) not in b.pending.options
    b = repair_board(HANGAR, (COMMAND,), 2)
    assert tc.PlaySkill(seat, REPAIR) in b.pending.options  # type: ignore[union-attr]
    played, _ = b.play(tc.PlaySkill(seat, REPAIR))
    options = played.pending.options if played.pending.kind == "choose_option" else (None,)  # type: ignore[union-attr]
    for option in options:  # whichever way the card is used
        after, _ = played.play(option) if option is not None else (played, [])
        assert COMMAND in after.game.damaged_locations
        assert ts.token_of(COMMAND) not in after.game.damage_pile
        check_invariants(after.rules, after.state, at_rest=False)


def test_repair_in_the_hangar_deck_mends_up_to_two_vipers_b_card_eng_12() -> None:
    """B-CARD-ENG-12, B-VIPER-5, B-SKILL-12 (reading: yes): in the Hangar Deck, Repair mends up
    to 2 damaged vipers, back to the reserve, even while the Hangar Deck is itself damaged."""
    for damaged in ((), (HANGAR,)):
        b = repair_board(HANGAR, damaged, 3)
        seat = b.game.current
        reserve, hurt = b.game.vipers_reserve, b.game.vipers_damaged
        assert tc.PlaySkill(seat, REPAIR) in b.pending.options  # type: ignore[union-attr]
        b, _ = b.play(tc.PlaySkill(seat, REPAIR))
        if b.pending is not None and b.pending.kind == "choose_option":
            b, _ = b.play(b.pending.options[-1])  # the vipers
        assert b.game.vipers_damaged == hurt - 2
        assert b.game.vipers_reserve == reserve + 2
        assert b.game.damaged_locations == damaged  # the vipers, not the location
        check_invariants(b.rules, b.state, at_rest=False)


def test_one_declare_emergency_per_check_b_inv_25() -> None:
    """B-INV-25: at most 1 Declare Emergency per skill check: a check 4 short is not offered
    one although two seats hold one (two would pass it); a check 2 short is passed by the
    first one played, and nobody is asked for a second."""
    first = table().game.current
    left, other = (first + 1) % 3, (first + 2) % 3
    five = skill("declare_emergency", 5)
    hands = {first: [EMERGENCY, skill("executive_order", 2)], left: [five], other: []}
    b = check_board(hands, [LEA1, LEA1])
    b, events = answer_check(b, {first: [skill("executive_order", 2)]})  # total 4 of 8
    assert b.pending is None or b.pending.kind != "declare_emergency"
    assert [e.result for e in events if e.tag == "base.check_revealed"] == ["fail"]  # type: ignore[attr-defined]
    assert EMERGENCY in b.game.players[first].hand and five in b.game.players[left].hand
    four = skill("declare_emergency", 4)
    b = check_board({first: [EMERGENCY, four], left: [five], other: []}, [LEA1, LEA1])
    b, _ = answer_check(b, {first: [four]})  # total 6 of 8
    asked = []
    while b.pending is not None and b.pending.kind == "declare_emergency":
        seat = b.pending.seat
        asked.append(seat)
        held = [o for o in b.pending.options if isinstance(o, tc.PlaySkill)]
        b, events = b.play(held[0] if held else tc.NoCard(seat))
        if held:
            break
    assert asked and b.pending is not None and b.pending.kind != "declare_emergency"
    resolved = [e for e in events if e.tag == "base.check_resolved"]
    assert resolved and resolved[0].result == "pass"  # type: ignore[attr-defined]
    held = [
        c for s in (first, left) for c in b.game.players[s].hand if ts.card_id(c) == ts.EMERGENCY
    ]
    assert len(held) == 1  # of the two Declare Emergency cards held, one was played


def test_check_outcome_from_its_cards_and_difficulty_only_b_inv_27() -> None:
    """B-INV-27: a check's total is the sum of its cards (skill types +, others -), whoever
    added them, and it passes iff the total reaches the difficulty (Elections Loom: 8, partial
    5): 8 passes, 7 and 5 are partial, 4 fails."""
    cp1, cp2 = skill("consolidate_power", 1), skill("consolidate_power", 2)
    de3, de4, eo2 = (
        skill("declare_emergency", 3),
        skill("declare_emergency", 4),
        skill("executive_order", 2),
    )
    first = table().game.current
    left, other = (first + 1) % 3, (first + 2) % 3
    cases = [
        ({first: [de4, cp2]}, 8, "pass"),
        ({first: [de4], left: [cp2]}, 8, "pass"),  # the same cards from two seats
        ({first: [de4, cp1]}, 7, "partial"),
        ({first: [de4, ENG2, cp2]}, 6, "partial"),  # engineering counts against
        ({first: [de3]}, 5, "partial"),
        ({first: [eo2]}, 4, "fail"),
    ]
    for plays, expected, outcome in cases:
        hands = {s: list(plays.get(s, ())) for s in (first, left, other)}
        b = check_board(hands, [LEA1, LEA1])
        b, events = answer_check(b, plays)
        (shown,) = [e for e in events if e.tag == "base.check_revealed"]
        cards = [c for cs in plays.values() for c in cs] + [LEA1, LEA1]
        assert sorted(shown.cards) == sorted(cards)  # type: ignore[attr-defined]
        assert (shown.total, shown.result) == (expected, outcome), plays  # type: ignore[attr-defined]


def test_launch_scout_shows_the_deck_top_to_its_player_only_b_info_6() -> None:
    """B-INFO-6 (the engine's part; what he then says is table talk, B-INFO-7): Launch Scout
    played for real shows the top crisis card to its player alone: the others' redacted event
    and views do not carry it."""
    from bsgcore.base.view import base_view

    b = at_action([SCOUT])
    seat = b.game.current
    with scripted_random(rolls=[8]):
        b, _ = b.play(tc.PlaySkill(seat, SCOUT))
    assert b.pending is not None and b.pending.kind == "choose_deck"
    top = b.game.crisis_deck[0]
    b, events = b.play(tc.Pick(seat, 0))
    (seen,) = [e for e in events if isinstance(e, ts.DeckTopSeen)]
    assert seen.card == top and seen.redacted_for(seat) == seen
    for other in ((seat + 1) % 3, (seat + 2) % 3, None):
        assert top not in repr(seen.redacted_for(other))
        assert top not in repr(base_view(b.state, other))
