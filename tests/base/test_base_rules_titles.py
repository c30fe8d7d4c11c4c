"""Titles (base.md section 7): one seat holding both, unrevealed Cylons holding titles, titles
moved by cards to the seat the card names, no Admiral-granting effect aimed into the Brig, and a
revealed character's weakness no longer applying (B-CHAR-5)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import model as m
from bsgcore.base.cylons import reveal as rv
from bsgcore.base.invariants import check_invariants
from bsgcore.base.quorum import cards as q
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.steps import hand_limit
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill, table, with_crisis
from bsgcore.testing.scripted import scripted_random

MARTIAL_LAW = "base.crisis.declare_martial_law"
PRISONER_REVOLT = "base.crisis.prisoner_revolt"
MUTINY = "base.quorum.encourage_mutiny"
ACCUSE = "base.loyalty.you_are_a_cylon_brig"
BRIG = "base.location.brig"
COMMAND = "base.location.command"
TYROL, TIGH, ROSLIN = (f"base.character.{n}" for n in ("galen_tyrol", "saul_tigh", "laura_roslin"))
ZAREK = "base.character.tom_zarek"
DONE = "base.not_implemented"
FOOD_SHORTAGE = "base.crisis.food_shortage"


def resting(b: Board) -> Board:
    """The board with a resting frame on top, so a frame run on it resolves back to it."""
    rest = NotImplementedYet(b.game.current, "scenario: the step under test is done")
    return Board(b.rules, b.state.push(rest))


def drawn(b: Board, code: str) -> Board:
    """The board with `code` drawn as this turn's crisis, resolved up to its first decision."""
    game = with_crisis(b.game, code)
    b = resting(Board(b.rules, b.state.with_game(game)))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    return b


def edit(b: Board, **changes: Any) -> Board:
    """The board with these changes to the game value."""
    return Board(b.rules, b.state.with_game(m.edited(b.game, **changes)))


def test_admiral_also_becomes_president_b_title_5_b_succ_7() -> None:
    """B-TITLE-5, B-SUCC-7, B-SUCC-9, B-INV-8: the crisis Declare Martial Law (the Admiral
    chooses) gives the President title to the Admiral, not down the President line: one seat
    then holds both titles, with the nukes and the Quorum hand, and the state is valid."""
    b = table()
    admiral, president = b.game.admiral, b.game.president
    assert admiral != president
    hand = b.game.quorum_hand
    b = drawn(b, MARTIAL_LAW)
    assert b.pending is not None and b.pending.seat == admiral
    morale = b.game.morale
    b, events = b.play(tc.ChooseOption(admiral, "a"))
    assert te.TitleChanged("president", admiral, MARTIAL_LAW) in events
    game = b.game
    assert game.president == game.admiral == admiral and game.morale == morale - 1
    assert game.quorum_hand == hand and game.nukes == 2
    check_invariants(b.state)


def test_a_card_names_the_receiver_b_succ_7() -> None:
    """B-SUCC-7: Prisoner Revolt failed: the President hands the title to another player of his
    choice (anyone but himself, even the lowest on the President line); it goes there."""
    b = table()
    game = b.game
    president = game.president
    tigh = m.seat_of(game, TIGH)
    weak = [
        skill("repair", 1),
        skill("repair", 2),
    ]  # negative in a Politics/Leadership/Tactics check
    b = Board(b.rules, b.state.with_game(arrange(game, destiny=weak)))
    b = drawn(b, PRISONER_REVOLT)
    b, _ = answer_check(b)
    assert b.pending is not None and b.pending.kind == "choose_target"
    assert b.pending.seat == president
    options = [o.value for o in b.pending.options]  # type: ignore[attr-defined]
    assert president not in options and tigh in options
    line = sorted(
        options, key=lambda s: m.data().character(game.players[s].character).president_rank
    )
    assert line[-1] == tigh  # Tigh is the lowest of them on the President line
    b, events = b.play(tc.Pick(president, tigh))
    assert te.TitleChanged("president", tigh, PRISONER_REVOLT) in events
    assert b.game.president == tigh


def test_unrevealed_cylons_may_hold_titles_b_title_6() -> None:
    """B-TITLE-6, B-SUCC-5, B-INV-8: an unrevealed Cylon (Roslin, holding Accusation) is and stays
    President; once revealed she holds no title; a state where a revealed Cylon holds one is
    refused by the invariants."""
    b = board(5, 1)
    roslin = m.seat_of(b.game, ROSLIN)
    assert b.game.president == roslin and ACCUSE in b.game.players[roslin].loyalty
    assert m.is_cylon(b.game, roslin)
    check_invariants(b.state)
    b, _ = b.run(tf.ActionStep(roslin))
    b, _ = b.play(rv.RevealCylon(roslin, ACCUSE))
    while b.pending is not None and b.pending.kind != DONE:
        b, _ = b.play(b.pending.options[0])
    assert b.game.players[roslin].revealed
    assert roslin not in (b.game.president, b.game.admiral)
    check_invariants(b.state)
    corrupt = m.edited(b.game, president=roslin)
    with pytest.raises(AssertionError, match="B-INV-8"):
        check_invariants(b.state.with_game(corrupt))


def test_no_admiral_granting_roll_into_the_brig_b_succ_8() -> None:
    """B-SUCC-8: Encourage Mutiny may make its roller Admiral, so a character in the Brig may not
    be chosen to roll (recommended reading); with him out of the Brig he may."""
    b = resting(table(seats=3, seed=4, characters=("laura_roslin", "saul_tigh", "tom_zarek")))
    game = b.game
    zarek = m.seat_of(game, ZAREK)
    deck = list(game.quorum_deck) + list(game.quorum_hand)
    deck.remove(MUTINY)
    game = attrs.evolve(game, quorum_hand=(MUTINY,), quorum_deck=tuple(deck))
    for where, offered in ((BRIG, False), (COMMAND, True)):
        player = attrs.evolve(game.players[zarek], location=where)
        here = Board(b.rules, b.state.with_game(m.replace_player(game, zarek, player)))
        here, _ = here.run(tf.ActionStep(game.president))
        with scripted_random(rolls=[5]):
            here, _ = here.play(q.PlayQuorumCard(game.president, MUTINY))
        if offered:
            assert here.pending is not None and here.pending.kind == "choose_target"
            assert [o.value for o in here.pending.options] == [zarek]  # type: ignore[attr-defined]
        else:  # nobody may roll: the card is spent with no roll and no title moves
            assert here.pending is not None and here.pending.kind == DONE
            assert here.game.admiral == game.admiral
            assert MUTINY in here.game.quorum_discard


def test_a_revealed_tyrol_has_the_normal_hand_limit_b_char_5() -> None:
    """B-CHAR-5, B-CYL-8, B-COMP-18: Tyrol's Reckless (hand limit 8) is his character's
    weakness; once he is a revealed Cylon his character's abilities stop applying and the normal
    limit of 10 holds."""
    b = table()
    tyrol = m.seat_of(b.game, TYROL)
    assert hand_limit(b.game, tyrol) == 8
    player = attrs.evolve(b.game.players[tyrol], revealed=True)
    assert hand_limit(m.replace_player(b.game, tyrol, player), tyrol) == 10


def test_title_powers_follow_the_titles_b_title_1_b_title_2() -> None:
    """B-TITLE-1, B-TITLE-2, B-TURN-6 (R-130): with the Admiral title moved to Zarek and the
    President title to Tigh, the nukes and the Quorum hand go with them; only Zarek is offered
    the nuke Action; only Tigh is offered the Quorum Actions and the President's Office (Roslin,
    standing in it, is not); the crisis choices naming the Admiral (Build Cylon Detector) and
    the President (Food Shortage) go to Zarek and Tigh, not the current player or the old
    holders."""
    names = ("galen_tyrol", "saul_tigh", "laura_roslin", "tom_zarek")
    b = board(4, 1, cylons=[("basestar", 1)], characters=[f"base.character.{n}" for n in names])
    zarek, tigh, roslin = (m.seat_of(b.game, c) for c in (ZAREK, TIGH, ROSLIN))
    assert (b.game.admiral, b.game.president) == (tigh, roslin) and b.game.current != zarek
    hand, nukes = b.game.quorum_hand, b.game.nukes
    assert hand and nukes == 2
    game = te.TitleChanged("admiral", zarek, "test").apply(b.game)
    game = te.TitleChanged("president", tigh, "test").apply(game)
    office = "base.location.presidents_office"
    players = tuple(
        attrs.evolve(p, location=office) if s == tigh else p for s, p in enumerate(game.players)
    )
    b = Board(b.rules, b.state.with_game(attrs.evolve(game, players=players)))
    assert (b.game.admiral, b.game.president) == (zarek, tigh)
    assert b.game.nukes == nukes and b.game.quorum_hand == hand
    assert b.game.players[roslin].location == office

    def offered(seat: int) -> set[str]:
        step, _ = b.run(tf.ActionStep(seat))
        assert step.pending is not None and step.pending.seat == seat
        return {o.tag for o in step.pending.options}

    zarek_opts, tigh_opts, roslin_opts = offered(zarek), offered(tigh), offered(roslin)
    assert tc.LaunchNuke.tag in zarek_opts and tc.LaunchNuke.tag not in tigh_opts
    quorum = {tc.DrawQuorumCard.tag, q.PlayQuorumCard.tag}
    assert quorum <= tigh_opts and not quorum & (roslin_opts | zarek_opts)
    assert tc.UseLocation.tag in tigh_opts and tc.UseLocation.tag not in roslin_opts
    for code, chooser in (("base.crisis.build_cylon_detector", zarek), (FOOD_SHORTAGE, tigh)):
        crisis = drawn(b, code)
        assert crisis.pending is not None and crisis.pending.kind == "crisis_option"
        assert crisis.pending.seat == chooser
