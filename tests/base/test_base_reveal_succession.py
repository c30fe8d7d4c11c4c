"""Titles around the Brig and Sickbay (B-SUCC, B-BRIG-3, B-SICK): the Admiral's line skips the
Brig and never gives the title back on release; the President keeps his title there; when every
candidate is in the Brig the highest of them holds it until one is free (R-131)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.invariants import check_invariants
from bsgcore.base.model import BaseGame
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import fold, move_events
from bsgcore.testing.scenarios.space import Board, board

BRIG, SICKBAY = "base.location.brig", "base.location.sickbay"
COMMAND = "base.location.command"
# Seed 1, 5 seats: 0 Baltar, 1 Tyrol, 2 Starbuck, 3 Helo (stranded, Admiral), 4 Roslin (President).
BALTAR, TYROL, STARBUCK, HELO, ROSLIN = range(5)


def table(**changes: Any) -> Board:
    """The seed-1 five-seat table, changed."""
    b = board(5, 1)
    return Board(b.rules, b.state.with_game(m.edited(b.game, **changes)))


def moved(game: BaseGame, seat: int, to: str) -> BaseGame:
    """The game after a character is moved by an effect (succession included)."""
    return fold(game, move_events(game, seat, to, "test"))


def admiral_line(game: BaseGame) -> list[int]:
    """The seats in Admiral-line order."""
    rank = {s: m.data().character(p.character).admiral_rank for s, p in enumerate(game.players)}
    return sorted(rank, key=rank.__getitem__)


def test_stranded_helo_holds_the_admiral_title_b_succ_11() -> None:
    """B-SUCC-11, B-SUCC-1, B-INV-15: a stranded Helo, highest on the Admiral line here, holds
    the title from the start; being stranded does not move it."""
    game = table().game
    assert game.players[HELO].location == m.STRANDED
    assert game.admiral == HELO == admiral_line(game)[0]


def test_stranded_helo_makes_the_admirals_choices_b_succ_11() -> None:
    """B-SUCC-11, B-TITLE-1: the stranded Admiral Helo still makes the title's choices: when
    the fleet jumps he draws the destinations and keeps one, and he picks the option of a crisis
    naming the Admiral (Build Cylon Detector)."""
    b = table()
    assert b.game.players[HELO].location == m.STRANDED and b.game.admiral == HELO
    assert b.game.current != HELO
    jumped, _ = b.run(tf.Jump(b.game.current))
    assert jumped.pending is not None and jumped.pending.kind == "choose_destination"
    assert jumped.pending.seat == HELO
    distance = jumped.game.distance
    jumped, _ = jumped.play(jumped.pending.options[0])
    assert jumped.game.distance > distance
    deck = list(b.game.crisis_deck)
    deck.remove("base.crisis.build_cylon_detector")
    game = attrs.evolve(b.game, crisis_deck=tuple(deck), crisis="base.crisis.build_cylon_detector")
    crisis, _ = Board(b.rules, b.state.with_game(game)).run(tf.ResolveCrisis(game.current))
    assert crisis.pending is not None and crisis.pending.kind == "crisis_option"
    assert crisis.pending.seat == HELO


def test_admiral_to_the_brig_and_back_b_succ_2_b_succ_3() -> None:
    """B-SUCC-2, B-BRIG-3, B-INV-9, B-SUCC-3, B-INV-14, B-NUKE-1: the Admiral sent to the Brig
    loses the title at once to the highest free character on the line, the nukes with it; on
    release he does not get it back."""
    game = table().game
    line = admiral_line(game)
    jailed = moved(game, HELO, BRIG)
    assert jailed.admiral == line[1] and jailed.nukes == game.nukes
    released = moved(jailed, HELO, COMMAND)
    assert released.admiral == line[1]


def test_president_keeps_the_title_in_the_brig_b_succ_4() -> None:
    """B-SUCC-4, B-BRIG-3, B-INV-10: the President sent to the Brig keeps the title."""
    game = moved(table().game, ROSLIN, BRIG)
    assert game.president == ROSLIN and game.players[ROSLIN].location == BRIG


def test_everyone_in_the_brig_b_succ_10() -> None:
    """B-SUCC-10 (R-131), B-INV-9, B-INV-11: when every candidate is in the Brig the highest of
    them holds the Admiral title; as soon as one is free again, he takes it."""
    b = table()
    game = b.game
    for seat in admiral_line(game):
        game = moved(game, seat, BRIG)
    line = admiral_line(game)
    assert game.admiral == line[0]
    check_invariants(b.state.with_game(game))
    freed = moved(game, line[3], COMMAND)
    assert freed.admiral == line[3]
    check_invariants(b.state.with_game(freed))


def test_sickbay_keeps_titles_and_may_be_left_b_sick_3() -> None:
    """B-INV-15, B-SICK-3, B-MOVE-9, B-MOVE-7: the Admiral sent to Sickbay keeps the title; in
    his Movement step he may walk out (or stay), never into the Brig."""
    b = table()
    game = moved(b.game, HELO, SICKBAY)
    assert game.admiral == HELO
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.MovementStep(HELO))
    assert b.pending is not None
    moves = [o for o in b.pending.options if isinstance(o, tc.Move)]
    assert tc.Stay(HELO) in b.pending.options and moves
    assert all(o.to not in (BRIG, SICKBAY) for o in moves)
