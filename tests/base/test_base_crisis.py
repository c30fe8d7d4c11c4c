"""Crisis cards (B-CRISIS) in the turn: choices, choice-or-check cards, a lasting rule, the Brig,
the activation and jump icons, and what happens to a card whose effect is missing."""

from __future__ import annotations

import attrs
import pytest

from bsgcore.base.crisis import steps as crisis
from bsgcore.base.model import BaseGame
from bsgcore.base.scenarios import table as sc
from bsgcore.base.scenarios.space import Board
from bsgcore.base.scenarios.turn import answer_check, arrange, skill, table, with_crisis
from bsgcore.base.space import activation as act
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import FramesPushed
from bsgcore.testing import check_invariants
from bsgcore.testing.scripted import scripted_random

FOOD_SHORTAGE = "base.crisis.food_shortage"
WATER_SABOTAGED = "base.crisis.water_sabotaged"
DETECTOR = "base.crisis.detector_sabotage"
FULFILLER = "base.crisis.fulfiller_of_prophecy"
LAB, SICKBAY, BRIG = "base.location.research_lab", "base.location.sickbay", "base.location.brig"


def drawn(b: Board, code: str, game: BaseGame | None = None) -> Board:
    """The board with `code` drawn as this turn's crisis, resolved up to the first decision."""
    value = with_crisis(game or b.game, code)
    b = Board(b.rules, b.state.with_game(value))
    b, _ = b.run(tf.ResolveCrisis(value.current))
    return b


def test_president_chooses_food_shortage_b_crisis_3() -> None:
    """B-CRISIS-1 (ii)(a), B-CRISIS-3, B-CRISIS-12: the President alone picks an option; option b
    makes the President discard 2 and the current player 3, each choosing, as far as possible."""
    b = table()
    president = b.game.president
    b = drawn(b, FOOD_SHORTAGE)
    decision = b.pending
    assert decision is not None and decision.kind == "crisis_option"
    assert decision.seat == president
    assert [o.option for o in decision.options] == ["a", "b"]  # type: ignore[attr-defined]
    food = b.game.food
    b, _ = b.play(tc.ChooseOption(president, "a"))
    assert b.game.food == food - 2
    assert b.pending is not None and b.pending.kind == "movement"


def test_current_player_attempts_the_check_or_takes_the_fallback_b_crisis_1() -> None:
    """B-CRISIS-1 (ii)(b): the current player chooses between the card's skill check and its
    fallback (Water Sabotaged: lose 1 food); the check fails at 13 and costs 2 food."""
    b = table()
    seat = b.game.current
    b = drawn(b, WATER_SABOTAGED)
    assert b.pending is not None and b.pending.seat == seat
    food = b.game.food
    b2, _ = b.play(tc.ChooseOption(seat, "b"))
    assert b2.game.food == food - 1 and b2.game.check is None
    b, _ = b.play(tc.ChooseOption(seat, "a"))
    assert b.game.check is not None and b.game.check.difficulty == 13
    b, _ = answer_check(b)
    assert b.game.food <= food  # 2 destiny cards alone cannot reach 13
    assert b.game.food == food - 2


def test_detector_sabotage_sends_the_lab_to_sickbay_and_stays_b_crisis_11() -> None:
    """B-CRISIS-11 (B-CARD-CR-DETECTOR): on a fail, everyone in the Research Lab goes to
    Sickbay and the card stays in play for the rest of the game: no more looks at loyalty
    cards; the card is not discarded at the end of the turn."""
    b = table()
    game = b.game
    players = tuple(
        attrs.evolve(p, location=LAB) if s == 1 else p for s, p in enumerate(game.players)
    )
    tactic = skill("launch_scout", 1)
    game = arrange(attrs.evolve(game, players=players), destiny=[tactic, tactic])
    b = drawn(b, DETECTOR, game)
    b, _ = answer_check(b)
    assert b.game.players[1].location == SICKBAY
    assert DETECTOR in b.game.in_play
    b, events = b.run(tf.JumpStep(b.game.current))
    assert te.CrisisDone(DETECTOR) in events
    assert DETECTOR in b.game.in_play and DETECTOR not in b.game.crisis_discard
    check_invariants(b.rules, b.state)


def test_no_crisis_from_the_brig_b_turn_8() -> None:
    """B-TURN-8, B-CRISIS-6, B-INV-42: a current player in the Brig draws no Crisis card."""
    b = table()
    seat = b.game.current
    players = tuple(
        attrs.evolve(p, location=BRIG) if s == seat else p for s, p in enumerate(b.game.players)
    )
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=players)))
    deck = b.game.crisis_deck
    b, events = b.run(tf.CrisisStep(seat))
    assert te.NoCrisis(seat, "in the Brig") in events and b.game.crisis_deck == deck


def test_icons_after_the_text_b_turn_9_10() -> None:
    """B-TURN-9, B-TURN-10, B-TURN-11, B-CRISIS-7: after the card's text, its activation icon goes
    to the space module and its jump icon moves the track up 1; the card is then discarded."""
    b = table()
    code = FOOD_SHORTAGE  # raiders, jump icon
    b = Board(b.rules, b.state.with_game(with_crisis(b.game, code)))
    b, events = b.run(tf.ActivationStep(b.game.current))
    pushed = [e for e in events if isinstance(e, FramesPushed)]
    assert any(isinstance(fr, act.ActivateCylons) and fr.icon == "raiders"
               for e in pushed for fr in e.frames)  # fmt: skip
    while b.pending is not None and b.pending.kind != "movement":
        b, _ = b.play(b.pending.options[0])
    track = b.game.jump_track
    b, events = b.run(tf.JumpStep(b.game.current))
    assert b.game.jump_track == track + 1
    assert b.game.crisis == "" and b.game.crisis_discard[-1] == code


def test_a_missing_crisis_stops_the_game_unless_omitted(monkeypatch: pytest.MonkeyPatch) -> None:
    """A crisis card whose effect is missing (bsg cards --missing) is never skipped: drawn, it
    stops the game on base.f.not_implemented; with omit_missing_cards it is out of the deck.
    Every base crisis card is implemented now, so Fulfiller of Prophecy plays a missing one."""
    assert all(crisis.code_playable(c) for c in sc.base(sc.set_up(4, 7)).crisis_deck)
    real = crisis.text_supported
    monkeypatch.setattr(crisis, "text_supported", lambda card: card.id != FULFILLER and real(card))
    b = table()
    deck = list(b.game.crisis_deck)
    deck.remove(FULFILLER)
    game = attrs.evolve(b.game, crisis_deck=(FULFILLER, *deck))
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.CrisisStep(game.current))
    decision = b.pending
    assert decision is not None and decision.kind == "base.not_implemented"
    assert decision.options == () and FULFILLER in decision.prompt
    omitted = sc.set_up(4, 7, omit_missing_cards=True)
    value = sc.base(omitted)
    assert FULFILLER in value.set_aside
    assert all(crisis.code_playable(c) for c in value.crisis_deck)
    assert not crisis.code_playable(FULFILLER)
    plain = sc.set_up(4, 7)
    assert sc.base(plain).set_aside == () and FULFILLER in sc.base(plain).crisis_deck


def test_roll_outcomes_on_a_choice_b_comp_1() -> None:
    """B-COMP-1: a crisis roll is one d8 by the named roller (Bomb Threat's fallback: on 4 or
    less its fail box is resolved: lose 1 morale and a civilian ship drawn from the pile, B-CIV-4,
    B-CIV-6)."""
    b = table()
    seat = b.game.current
    b = drawn(b, "base.crisis.bomb_threat")
    morale, pile = b.game.morale, b.game.civilian_pile
    with scripted_random(rolls=[3]):
        b, events = b.play(tc.ChooseOption(seat, "b"))
    assert te.DieRolled(seat, "base.crisis.bomb_threat", 3) in events
    assert b.game.morale == morale - 1
    assert te.CivilianLost(pile[0]) in events and b.game.civilian_pile == pile[1:]
