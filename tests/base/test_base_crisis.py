"""Crisis cards (B-CRISIS) in the turn: choices, choice-or-check cards, a lasting rule, the Brig,
the activation and jump icons, and what happens to a card whose effect is missing."""

from __future__ import annotations

import attrs
import pytest

from bsgcore.base.crisis import steps as crisis
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.space import activation as act
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import FramesPushed
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill, table, with_crisis
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
    """B-CRISIS-1 (ii)(a), B-CRISIS-3: the President alone picks an option (here a: lose 2
    food)."""
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


def test_an_option_that_cannot_be_carried_out_in_full_is_offered_b_crisis_12() -> None:
    """B-CRISIS-12 (R-124): Food Shortage's option b (lose 1 food, the President discards 2, the
    current player 3) is still offered when each holds 1 card, and is done as far as possible."""
    b = table()
    president, current = b.game.president, b.game.current
    assert president != current
    one, other = skill("repair", 1), skill("launch_scout", 1)
    b = Board(b.rules, b.state.with_game(arrange(b.game, {president: [one], current: [other]})))
    b = drawn(b, FOOD_SHORTAGE)
    assert b.pending is not None and tc.ChooseOption(president, "b") in b.pending.options
    food = b.game.food
    b, events = b.play(tc.ChooseOption(president, "b"))
    assert b.game.food == food - 1
    gone = {e.seat: e.cards for e in events if isinstance(e, te.SkillCardsDiscarded)}  # type: ignore[attr-defined]
    assert gone == {president: (one,), current: (other,)}
    assert b.game.players[president].hand == () and b.game.players[current].hand == ()
    assert b.pending is not None and b.pending.kind == "movement"
    check_invariants(b.rules, b.state)


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


def test_no_crisis_on_a_revealed_cylons_turn_b_crisis_6() -> None:
    """B-CRISIS-6: a revealed Cylon draws no Crisis card on his turn; the deck is untouched."""
    b = table()
    seat = b.game.current
    players = tuple(
        attrs.evolve(p, revealed=True) if s == seat else p for s, p in enumerate(b.game.players)
    )
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=players)))
    deck = b.game.crisis_deck
    b, events = b.run(tf.CrisisStep(seat))
    assert te.NoCrisis(seat, "revealed") in events
    assert b.game.crisis_deck == deck and b.game.crisis == ""


def test_icons_after_the_text_b_turn_9_10() -> None:
    """B-TURN-9, B-TURN-10, B-TURN-11, B-CRISIS-7, B-JUMP-2: after the card's text, its
    activation icon goes to the space module and its jump icon moves the track up 1; the card is
    then discarded."""
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
    B-CIV-6, B-CRISIS-10: the pile first, while it has ships)."""
    b = table()
    seat = b.game.current
    b = drawn(b, "base.crisis.bomb_threat")
    morale, pile = b.game.morale, b.game.civilian_pile
    with scripted_random(rolls=[3]):
        b, events = b.play(tc.ChooseOption(seat, "b"))
    assert te.DieRolled(seat, "base.crisis.bomb_threat", 3) in events
    assert b.game.morale == morale - 1
    assert te.CivilianLost(pile[0]) in events and b.game.civilian_pile == pile[1:]


def test_an_empty_crisis_deck_is_formed_again_from_its_discards_b_crisis_7() -> None:
    """B-CRISIS-7: with the Crisis deck empty, the discards are shuffled into a new deck and its
    top card is drawn; the discard pile is then empty."""
    b = table()
    seat = b.game.current
    cards = b.game.crisis_deck
    game = attrs.evolve(b.game, crisis_deck=(), crisis_discard=cards)
    b = Board(b.rules, b.state.with_game(game))
    b, events = b.run(tf.CrisisStep(seat))
    reshuffled = [e for e in events if isinstance(e, te.CrisisDeckReshuffled)]
    assert len(reshuffled) == 1 and sorted(reshuffled[0].deck) == sorted(cards)  # type: ignore[attr-defined]
    assert b.game.crisis_discard == ()
    assert b.game.crisis == reshuffled[0].deck[0]  # type: ignore[attr-defined]
    assert sorted((b.game.crisis, *b.game.crisis_deck)) == sorted(cards)


def test_cylon_attack_and_skill_check_kinds_b_crisis_1() -> None:
    """B-CRISIS-1 (iii): a Skill Check card (Elections Loom) starts its check at once, with no
    choice offered to anyone; (i): a Cylon Attack card (Besieged) places its ships, with no check
    and no choice."""
    b = table()
    seat = b.game.current
    check = drawn(b, "base.crisis.elections_loom")
    assert check.game.check is not None and check.game.check.source == "base.crisis.elections_loom"
    assert check.pending is not None and check.pending.kind == "contribute"
    attack = Board(b.rules, b.state.with_game(with_crisis(b.game, "base.crisis.besieged")))
    attack, events = attack.run(tf.ResolveCrisis(seat))
    placed = [e for e in events if isinstance(e, ShipsPlaced)]
    assert sum(e.basestars for e in placed) == 1 and sum(e.raiders for e in placed) == 4
    assert attack.game.check is None
    assert not [e for e in events if isinstance(e, te.CheckRevealed)]
    assert attack.pending is not None and attack.pending.kind == "movement"  # the rest frame


def test_a_chosen_character_must_be_one_who_can_go_to_the_brig_b_crisis_12() -> None:
    """B-CRISIS-12 with B-BRIG-1 (R-107): A Traitor Accused's fail sends a character the current
    player picks to the Brig; one already there or a revealed Cylon cannot be picked."""
    b = table()
    current = b.game.current
    jailed, cylon = (current + 1) % 3, (current + 2) % 3
    players = list(b.game.players)
    players[jailed] = attrs.evolve(players[jailed], location=BRIG)
    players[cylon] = attrs.evolve(players[cylon], revealed=True)
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=tuple(players))))
    b, _ = b.run(tf.RunOps("base.crisis.a_traitor_accused", "failed", current))
    assert b.pending is not None and b.pending.seat == current
    assert [o.value for o in b.pending.options] == [current]  # type: ignore[attr-defined]
    b, _ = b.play(tc.Pick(current, current))
    assert b.game.players[current].location == BRIG


@pytest.mark.parametrize("code", ["", "base.super_crisis.inbound_nukes"])
def test_no_crisis_or_no_icon_activates_nothing_b_turn_9(code: str) -> None:
    """B-TURN-9, B-TURN-10: with no crisis resolved this turn (code "") or a card without icons
    (Inbound Nukes), the activation step leaves the raiders (in alpha and delta, a civilian ship
    in bravo) where they are and the jump step leaves the jump track; with an icon (Food
    Shortage: raiders) the same raiders close in on the civilian ship."""
    b = board(cylons=[("raider", 1), ("raider", 4)], civilians=[(2, "population_1")])
    before = b.game

    def steps(crisis: str) -> Board:
        start = Board(b.rules, b.state.with_game(attrs.evolve(before, crisis=crisis)))
        after, _ = start.run(tf.ActivationStep(before.current))
        while after.pending is not None and after.pending.kind != "base.not_implemented":
            after, _ = after.play(after.pending.options[0])
        after, _ = after.run(tf.JumpStep(before.current))
        return after

    quiet_board = steps(code)
    assert quiet_board.game.cylon_ships == before.cylon_ships
    assert quiet_board.game.jump_track == before.jump_track
    active = steps(FOOD_SHORTAGE)
    assert [s.area for s in active.game.cylon_ships] == [2, 3]


def test_text_then_activation_then_jump_b_turn_11() -> None:
    """B-TURN-11: in a turn's Crisis, Activation and Jump steps, Food Shortage's own text (the
    President's option a: -2 food) resolves first, then its raider icon (the raider in alpha
    moves toward the civilian ship in bravo), then its jump icon (the track moves up 1)."""
    names = ("galen_tyrol", "saul_tigh", "laura_roslin")
    b = board(
        3,
        4,
        cylons=[("raider", 1)],
        civilians=[(2, "population_1")],
        characters=[f"base.character.{n}" for n in names],
    )
    deck = list(b.game.crisis_deck)
    deck.remove(FOOD_SHORTAGE)
    game = attrs.evolve(b.game, crisis_deck=(FOOD_SHORTAGE, *deck))
    seat = game.current
    # the turn's own frames, without the scenario's resting frame: Movement, Action, Crisis...
    b = Board(b.rules, attrs.evolve(b.state.with_game(game), stack=b.state.stack[:-1]))
    b, _ = b.play(tc.Stay(seat))
    b, _ = b.play(tc.PassAction(seat))
    assert b.pending is not None and b.pending.kind == "crisis_option"
    track = b.game.jump_track
    b, events = b.play(tc.ChooseOption(b.pending.seat, "a"))
    order = [
        e.tag
        for e in events
        if e.tag in ("base.resource_changed", "base.ship_moved", "base.counter_changed")
    ]
    assert order == ["base.resource_changed", "base.ship_moved", "base.counter_changed"]
    assert b.game.jump_track == track + 1 and b.game.cylon_ships[0].area == 2


def test_exactly_one_crisis_resolved_in_the_crisis_step_b_inv_42() -> None:
    """B-INV-42: a player neither revealed nor in the Brig draws and resolves exactly one Crisis
    card in his Crisis step; Roslin sees 2, resolves 1 and puts the other under the deck."""
    from bsgcore.base.characters import action_abilities as aa

    top = (WATER_SABOTAGED, FOOD_SHORTAGE)
    for characters, pick in ((("galen_tyrol", "saul_tigh", "tom_zarek"), 0), (
        ("laura_roslin", "saul_tigh", "tom_zarek"), 1)):  # fmt: skip
        b = table(characters=characters)
        seat = b.game.current
        deck = [c for c in b.game.crisis_deck if c not in top]
        b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, crisis_deck=(*top, *deck))))
        discards = b.game.crisis_discard
        b, events = b.run(tf.CrisisStep(seat))  # on the table's Movement step
        if characters[0] == "laura_roslin":
            b, more = b.play(aa.KeepVision(seat, pick))
            events += more
        while b.pending is not None and b.pending.kind != "movement":  # the crisis is resolved
            b, more = b.play(b.pending.options[0])
            events += more
        drawn = [e.card for e in events if isinstance(e, te.CrisisDrawn)]
        assert drawn == [top[pick]] and b.game.crisis == top[pick]
        assert b.game.crisis_discard == discards
        other = top[1 - pick]
        assert b.game.crisis_deck[-1 if characters[0] == "laura_roslin" else 0] == other
