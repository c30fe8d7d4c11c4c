"""Skill checks (B-CHECK): destiny, face-down contributions in table order, the total with the
positive types, partial results, the Brig's limit and the discard, on crisis cards."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.checks import steps as chk
from bsgcore.base.model import Check
from bsgcore.base.setup.events import HIDDEN
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.messages import Event
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import WINDOWS, arrange, declined, skill, table, with_crisis

ELECTIONS = "base.crisis.elections_loom"  # politics/leadership 8, partial 5
POL1, POL3 = skill("consolidate_power", 1), skill("investigative_committee", 3)
LEA2, LEA4 = skill("executive_order", 2), skill("declare_emergency", 4)
TAC1, ENG2 = skill("launch_scout", 1), skill("repair", 2)


def elections(hands: dict[int, list[str]], destiny: list[str]) -> Board:
    """Elections Loom drawn by the first player, with these hands and destiny cards."""
    b = table()
    game = arrange(b.game, hands, destiny)
    b = Board(b.rules, b.state.with_game(with_crisis(game, ELECTIONS)))
    b, _ = b.run(tf.ResolveCrisis(b.game.current))
    return skip_windows(b)[0]


def skip_windows(b: Board) -> tuple[Board, list[Event]]:
    """Play no card in the check's windows until another decision is pending."""
    events: list[Event] = []
    while b.pending is not None and b.pending.kind in WINDOWS:
        b, out = b.play(declined(b))
        events += out
    return b, events


def contribute(b: Board, plays: dict[int, list[str]]) -> tuple[Board, list[int]]:
    """Answer the check (no window card), each seat adding its listed cards; returns the seats in
    the order they were asked to add cards."""
    asked: list[int] = []
    while b.pending is not None and b.pending.kind in ("contribute", *WINDOWS):
        seat = b.pending.seat
        if b.pending.kind in WINDOWS:
            b, _ = b.play(declined(b))
            continue
        if seat not in asked:
            asked.append(seat)
        cards = plays.get(seat, [])
        b, _ = b.play(tc.AddCard(seat, cards.pop(0)) if cards else tc.StopAdding(seat))
    return b, asked


def test_total_and_results_b_check_10_12() -> None:
    """B-CHECK-10, B-CHECK-12, B-CHECK-2, B-SKILL-1: only type and strength count (whatever the
    card's text): positive types add, others subtract; pass at the difficulty, partial at the
    partial difficulty, else fail; a negative total is possible."""
    game = table().game
    check = Check("x", 8, ("politics", "leadership"), 0, partial=5)
    assert chk.total(game, check, (POL3, LEA4, TAC1)) == 6
    assert chk.total(game, check, (TAC1, ENG2)) == -3
    assert [chk.result(check, v) for v in (8, 7, 5, 4, -3)] == [
        "pass", "partial", "partial", "fail", "fail",
    ]  # fmt: skip
    assert chk.result(Check("y", 8, ("tactics",), 0), 5) == "fail"


def test_contributions_in_table_order_and_partial_b_check_7() -> None:
    """B-CHECK-5, B-CHECK-6, B-CHECK-7, B-CHECK-12, B-CHECK-13, B-DEST-3: 2 destiny cards go
    in, the seats (the current player too) add any number of cards from the left of the current
    player round to him, and the destiny cards count like player cards:
    -1 - 1 + 3 + 4 - 2 + 1 + 2 = 6 is a partial pass (lose 1 morale; without the destiny cards,
    or with them positive, it would pass), and every card of the check is discarded."""
    b = table()
    first = b.game.current
    left, right = (first + 1) % 3, (first + 2) % 3
    hands = {first: [POL1, LEA2], left: [POL3], right: [LEA4, ENG2]}
    b = elections(hands, [TAC1, TAC1])
    morale = b.game.morale
    b, asked = contribute(b, {left: [POL3], right: [LEA4, ENG2], first: [POL1, LEA2]})
    assert asked == [left, right, first]
    assert b.game.check is None
    assert b.game.morale == morale - 1
    assert sorted(b.game.skill_discards["politics"]) == sorted([POL3, POL1])  # politics
    assert sorted(b.game.skill_discards["tactics"]) == [TAC1, TAC1]  # destiny
    assert b.pending is not None and b.pending.kind == "movement"


def test_cards_are_shuffled_together_and_revealed_b_check_9() -> None:
    """B-CHECK-9: every card of the check, destiny and players' alike, is revealed at once in
    an order that does not follow who added it (sorted: the engine's shuffle), naming no seat."""
    b = table()
    first = b.game.current
    left, right = (first + 1) % 3, (first + 2) % 3
    b = elections({left: [TAC1, POL3], right: [LEA4], first: [ENG2]}, [POL1, LEA2])
    events: list[Event] = []
    while b.pending is not None and b.pending.kind in ("contribute", *WINDOWS):
        seat = b.pending.seat
        if b.pending.kind in WINDOWS:
            b, out = b.play(declined(b))
        else:
            hand = [c for c in b.game.players[seat].hand if c not in b.game.check.played[seat]]  # type: ignore[union-attr]
            b, out = b.play(tc.AddCard(seat, hand[0]) if hand else tc.StopAdding(seat))
        events += out
    added = [e.card for e in events if isinstance(e, te.CardContributed)]  # type: ignore[attr-defined]
    assert added == [TAC1, POL3, LEA4, ENG2]
    revealed = [e for e in events if isinstance(e, te.CheckRevealed)]
    assert len(revealed) == 1
    assert list(revealed[0].cards) == sorted([POL1, LEA2, TAC1, POL3, LEA4, ENG2])
    assert list(revealed[0].cards) != [POL1, LEA2, *added]  # not in the order they came
    assert not hasattr(revealed[0], "seat")
    assert revealed[0].total == 1 + 2 - 1 + 3 + 4 - 2


def test_revealed_cylons_add_one_card_and_sickbay_takes_part_b_check_6() -> None:
    """B-CHECK-6: a revealed Cylon takes part but adds at most 1 card; a player in Sickbay adds
    any number."""
    b = table()
    first = b.game.current
    left, right = (first + 1) % 3, (first + 2) % 3
    players = list(b.game.players)
    players[left] = attrs.evolve(players[left], revealed=True)
    players[right] = attrs.evolve(players[right], location=te.SICKBAY)
    game = attrs.evolve(b.game, players=tuple(players))
    game = arrange(game, {left: [POL1, LEA2], right: [LEA4, POL3], first: []}, [TAC1, POL1])
    b = Board(b.rules, b.state.with_game(with_crisis(game, ELECTIONS)))
    b, _ = b.run(tf.ResolveCrisis(first))
    b, _ = skip_windows(b)
    assert b.pending is not None and b.pending.seat == left
    assert tc.AddCard(left, POL1) in b.pending.options
    b, _ = b.play(tc.AddCard(left, POL1))
    assert b.pending is not None and b.pending.seat != left  # closed after one card
    b, _ = skip_windows(b)
    assert b.pending is not None and b.pending.seat == right
    b, _ = b.play(tc.AddCard(right, LEA4))
    assert b.pending is not None and b.pending.seat == right
    b, _ = b.play(tc.AddCard(right, POL3))
    assert b.game.check is not None
    assert b.game.check.played[left] == (POL1,)
    assert b.game.check.played[right] == (LEA4, POL3)


def test_face_down_cards_are_hidden_b_check_6() -> None:
    """B-CHECK-6, B-INFO-1: others learn only that a card was added (contributions are face
    down); the check records which card the seat added."""
    b = table()
    first = b.game.current
    left = (first + 1) % 3
    b = elections({left: [POL1, LEA2]}, [TAC1, POL1])
    assert b.pending is not None and b.pending.seat == left
    b, events = b.play(tc.AddCard(left, POL1))
    added = next(e for e in events if isinstance(e, te.CardContributed))
    assert added.redacted_for(first).card == HIDDEN  # type: ignore[attr-defined]
    assert added.redacted_for(left) == added
    assert b.game.check is not None and b.game.check.played[left] == (POL1,)
    check_invariants(b.rules, b.state)


def test_brig_adds_at_most_one_card_b_check_6() -> None:
    """B-CHECK-6, B-LOC-BRIG, B-INV-26: a character in the Brig adds at most 1 card."""
    b = table()
    first = b.game.current
    left = (first + 1) % 3
    game = b.game
    players = list(game.players)
    players[left] = attrs.evolve(players[left], location="base.location.brig")
    b = Board(b.rules, b.state.with_game(attrs.evolve(game, players=tuple(players))))
    b = Board(b.rules, b.state.with_game(arrange(b.game, {left: [POL1, LEA2]})))
    b = Board(b.rules, b.state.with_game(with_crisis(b.game, ELECTIONS)))
    b, _ = b.run(tf.ResolveCrisis(first))
    b, _ = skip_windows(b)
    assert b.pending is not None and b.pending.seat == left
    b, _ = b.play(tc.AddCard(left, POL1))
    assert b.pending is not None and b.pending.seat != left  # closed after one card


def test_destiny_rebuilt_when_empty_b_dest_1() -> None:
    """B-DEST-1, B-CHECK-5: an empty destiny deck is rebuilt from the top 2 cards of each skill
    deck (10 cards), and 2 of them go into the check."""
    b = table()
    game = arrange(b.game, {}, [])
    pool = list(game.destiny)
    decks = dict(game.skill_decks)
    for code in pool:
        i = m.skill_type(code)
        decks[i] = decks[i] + (code,)
    game = attrs.evolve(game, destiny=(), skill_decks=decks)
    b = Board(b.rules, b.state.with_game(with_crisis(game, ELECTIONS)))
    b, events = b.run(tf.ResolveCrisis(game.current))
    b, more = skip_windows(b)
    built = [e for e in events + more if e.tag == "base.destiny_rebuilt"]
    assert built and len(built[0].destiny) == 10  # type: ignore[attr-defined]
    assert b.game.check is not None and len(b.game.check.destiny) == 2
    assert len(b.game.destiny) == 8


def test_destiny_rebuilt_from_short_decks_b_dest_2() -> None:
    """B-DEST-2, B-INV-17: a skill deck with fewer than 2 cards left (its discards reshuffled
    too) gives what it has; every skill card is still counted once."""
    b = table()
    game = arrange(b.game, {}, [])
    lea = "leadership"
    deck = game.skill_decks[lea]
    hand = game.players[0].hand + deck[1:] + game.destiny
    game = m.replace_player(game, 0, attrs.evolve(game.players[0], hand=hand))
    game = attrs.evolve(
        game, destiny=(), skill_decks=m.replace_deck(game.skill_decks, lea, deck[:1])
    )
    decks = dict(game.skill_decks)
    assert len(decks[lea]) == 1 and not game.skill_discards[lea] and not game.destiny
    b = Board(b.rules, b.state.with_game(with_crisis(game, ELECTIONS)))
    b, events = b.run(tf.ResolveCrisis(game.current))
    b, more = skip_windows(b)
    built = [e for e in events + more if isinstance(e, te.DestinyRebuilt)]
    assert built and built[0].taken[lea] == 1 and len(built[0].destiny) == 9
    check_invariants(b.rules, b.state)
