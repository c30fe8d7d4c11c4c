"""Character abilities that change the turn's steps (B-CHR)."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters import turn_abilities as ta
from bsgcore.base.checks import steps as chk
from bsgcore.base.locations.actions import usable
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.setup.frames import BeginTurn
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.steps import RANDOM
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

TIGH, STARBUCK, BALTAR = "saul_tigh", "kara_starbuck_thrace", "gaius_baltar"
ROSLIN, ZAREK, APOLLO = "laura_roslin", "tom_zarek", "lee_apollo_adama"
LAB, ADMIN = "base.location.research_lab", "base.location.administration"
ONE = skill("executive_order", 1)


def seat(game: BaseGame, name: str) -> int:
    """The seat of a character."""
    return m.seat_of(game, f"base.character.{name}")


def placed(game: BaseGame, who: int, location: str) -> BaseGame:
    """The game with one character moved."""
    return m.replace_player(game, who, attrs.evolve(game.players[who], location=location))


def test_alcoholic_b_chr_tig_w() -> None:
    """B-CHR-TIG-W, B-TURN-14: at the start of any turn Tigh discards his only skill card."""
    b = table(characters=(ROSLIN, TIGH, ZAREK))
    tigh = seat(b.game, TIGH)
    game = arrange(b.game, {tigh: [ONE]})
    b = Board(b.rules, b.state.with_game(game))
    b, events = b.run(BeginTurn((game.current + 1) % 3))
    assert te.SkillCardsDiscarded(tigh, (ONE,), "Alcoholic") in events


def test_expert_pilot_b_chr_sta_a() -> None:
    """B-CHR-STA-A: Starbuck piloting a viper at the start of her turn takes 2 actions."""
    b = table(characters=(STARBUCK, TIGH, ROSLIN))
    star = seat(b.game, STARBUCK)
    game = placed(b.game, star, m.SPACE)
    assert ta.bsg_base_extra_actions(game, star, 0) == 1
    assert ta.bsg_base_extra_actions(b.game, star, 0) == 0


def test_insubordinate_b_chr_sta_w() -> None:
    """B-CHR-STA-W: Admiral's Quarters aimed at Starbuck is 3 easier (7 becomes 4)."""
    b = table(characters=(STARBUCK, TIGH, ROSLIN))
    star = seat(b.game, STARBUCK)
    aq = "base.location.admirals_quarters"
    skills = ("leadership", "tactics")
    tigh = seat(b.game, TIGH)
    assert chk.prepare(b.game, Check(aq, 7, skills, tigh, target=star)).difficulty == 4
    assert chk.prepare(b.game, Check(aq, 7, skills, star, target=tigh)).difficulty == 7
    assert chk.prepare(b.game, Check(ADMIN, 5, skills, tigh, target=star)).difficulty == 5


def test_delusional_intuition_b_chr_bal_a() -> None:
    """B-CHR-BAL-A: after the crisis is revealed on Baltar's turn he draws 1 card of any type,
    before the crisis is resolved."""
    b = table(characters=(BALTAR, TIGH, ROSLIN))
    baltar = seat(b.game, BALTAR)
    assert b.game.current == baltar
    code = b.game.crisis_deck[0]
    b, events = b.run(tf.CrisisStep(baltar))
    assert te.CrisisDrawn(baltar, code) in events
    decision = b.pending
    assert decision is not None and decision.kind == "choose_draw" and decision.seat == baltar
    assert len(decision.options) == 5


def test_inspirational_leader_b_chr_ada_a() -> None:
    """B-CHR-ADA-A, B-CHECK-14: in a crisis check on Adama's turn every strength-1 card counts
    positive; not in a location's check."""
    b = table(characters=("william_adama", TIGH, ROSLIN))
    game = b.game
    crisis = Check("base.crisis.elections_loom", 8, ("politics", "leadership"), game.current)
    location = Check(ADMIN, 5, ("politics", "leadership"), game.current)
    assert ta.ones_positive(game, crisis) and not ta.ones_positive(game, location)
    cards = (skill("launch_scout", 1), skill("repair", 2))
    assert chk.total(game, crisis, cards) == 1 - 2
    assert chk.total(game, location, cards) == -1 - 2


def test_inspirational_leader_only_on_adamas_turn_b_check_14() -> None:
    """B-CHECK-14: a crisis check on another player's turn gets no Inspirational Leader, even
    when Adama's own card is the one at stake; on his turn it does, whoever resolves it."""
    b = table(characters=("william_adama", TIGH, ROSLIN))
    adama = seat(b.game, "william_adama")
    other = (adama + 1) % 3
    crisis = "base.crisis.elections_loom"
    theirs = attrs.evolve(b.game, current=other)
    assert not ta.ones_positive(theirs, Check(crisis, 8, ("politics",), other))
    assert not ta.ones_positive(theirs, Check(crisis, 8, ("politics",), adama))
    mine = attrs.evolve(b.game, current=adama)
    assert ta.ones_positive(mine, Check(crisis, 8, ("politics",), other))


def test_terminal_illness_b_chr_ros_w() -> None:
    """B-CHR-ROS-W: Roslin discards 2 skill cards (her choice) to activate a location, and cannot
    with fewer."""
    b = table(characters=(ROSLIN, TIGH, ZAREK))
    roslin = seat(b.game, ROSLIN)
    game = placed(arrange(b.game, {roslin: [ONE]}), roslin, LAB)
    assert not usable(game, roslin, LAB)
    game = arrange(game, {roslin: [ONE, skill("repair", 1)]})
    assert usable(game, roslin, LAB)
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.play(tc.Stay(roslin))
    b, _ = b.play(tc.UseLocation(roslin, LAB))
    assert b.pending is not None and b.pending.kind == "discard"
    b, _ = b.play(b.pending.options[0])
    b, _ = b.play(b.pending.options[0])  # type: ignore[union-attr]
    assert b.pending is not None and b.pending.kind == "choose_draw"
    assert b.game.players[roslin].hand == ()


def test_criminal_past_b_chr_zar_w() -> None:
    """B-CHR-ZAR-W: Zarek cannot activate a location another character stands in."""
    b = table(characters=(ZAREK, TIGH, ROSLIN))
    zarek, tigh = seat(b.game, ZAREK), seat(b.game, TIGH)
    game = placed(placed(b.game, zarek, LAB), tigh, "base.location.command")
    assert usable(game, zarek, LAB)
    assert not usable(placed(game, tigh, LAB), zarek, LAB)


def test_headstrong_b_chr_apo_w() -> None:
    """B-CHR-APO-W: Apollo discards at random (here at the hand limit)."""
    b = table(characters=(APOLLO, TIGH, ROSLIN))
    apollo = seat(b.game, APOLLO)
    b = Board(b.rules, b.state.with_game(arrange(b.game, {apollo: [ONE, skill("repair", 1)]})))
    frame = tf.DiscardCards(apollo, 1, "hand limit")
    b, _ = b.run(frame)
    assert b.pending is not None
    assert b.pending.options == (tc.Discard(apollo, RANDOM),)
    before = len(b.game.players[apollo].hand)
    b, events = b.play(tc.Discard(apollo, RANDOM))
    assert len(b.game.players[apollo].hand) == before - 1
    assert any(isinstance(e, te.SkillCardsDiscarded) for e in events)
