"""Felix Gaeta (X-CHAR-1 to -3): FTL Operator re-rolls FTL Control's die once, Coup takes the
Admiral title (from the Brig by way of Command), Misguided caps his cards in a check at 3."""

from __future__ import annotations

import pytest
from bsg_exodus.characters import gaeta

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

PLUGINS = ["exodus"]
GAETA = gaeta.GAETA
TIGH = "base.character.saul_tigh"
ROSLIN = "base.character.laura_roslin"
FTL = "base.location.ftl_control"
BRIG, COMMAND = "base.location.brig", "base.location.command"
GUILTY = "exodus.crisis.guilty_conscience"  # Politics/Leadership 7


def gaeta_table() -> tuple[Board, int]:
    """A set-up game with Gaeta (the current player), Tigh and Roslin."""
    b = table(characters=(GAETA, TIGH, ROSLIN), plugins=PLUGINS)
    seat = edits.seat_of(b.game, GAETA)
    return edits.with_game(b, edits.edit(b, current=seat).game), seat


def activate_ftl(b: Board, seat: int) -> Board:
    """The seat activates FTL Control with the jump track at 3."""
    b = edits.placed(edits.edit(b, jump_track=3), seat, FTL)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_location", location=FTL))
    return b


@pytest.mark.rules("X-CHAR-1", "X1-CHR-GAE-A")
def test_ftl_operator_rolls_the_die_again_once() -> None:
    """X-CHAR-1: after FTL Control's roll Gaeta may have it rolled again; the second result
    stands (he is not asked twice)."""
    b, seat = gaeta_table()
    b = activate_ftl(b, seat)
    assert b.pending is not None and b.pending.kind == "exodus_ftl_operator"
    b, events = b.play(b.option("exodus.reroll_ftl", again=True))
    rolls = [e for e in events if e.tag == "base.die_rolled"]
    assert len(rolls) == 1
    assert any(e.tag == "exodus.ftl_rerolled" for e in events)
    assert b.pending is None or b.pending.kind != "exodus_ftl_operator"
    assert b.pending is not None and b.pending.kind == "choose_destination"  # the fleet jumps


def test_ftl_operator_may_let_the_result_stand() -> None:
    """Declining leaves the one roll; the fleet jumps with it."""
    b, seat = gaeta_table()
    b = activate_ftl(b, seat)
    b, events = b.play(b.option("exodus.reroll_ftl", again=False))
    assert not any(e.tag == "base.die_rolled" for e in events)
    assert b.pending is None or b.pending.kind != "exodus_ftl_operator"


def test_ftl_operator_also_for_another_player() -> None:
    """Anyone's activation of FTL Control: Gaeta is asked when Tigh activates it."""
    b, seat = gaeta_table()
    tigh = edits.seat_of(b.game, TIGH)
    b = edits.with_game(b, edits.edit(b, current=tigh).game)
    b = activate_ftl(b, tigh)
    assert b.pending is not None and b.pending.seat == seat
    assert b.pending.kind == "exodus_ftl_operator"


@pytest.mark.rules("X-CHAR-2", "X1-CHR-GAE-O", "X1-CHR-GAE-S")
def test_coup_takes_the_admiral_title() -> None:
    """X-CHAR-2: once per game, as his Action, Gaeta becomes Admiral."""
    b, seat = gaeta_table()
    assert b.game.players[seat].location == FTL  # X1-CHR-GAE-S
    assert b.game.admiral != seat
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_action_ability", ability=gaeta.COUP))
    assert b.game.admiral == seat
    assert gaeta.COUP in b.game.once_per_game_used


@pytest.mark.rules("X-CHAR-2", "X1-CHR-GAE-O")
def test_coup_from_the_brig_goes_to_command_first() -> None:
    """X-CHAR-2: in the Brig he first moves to Command, then takes the title."""
    b, seat = gaeta_table()
    b = edits.placed(b, seat, BRIG)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_action_ability", ability=gaeta.COUP))
    assert b.game.players[seat].location == COMMAND
    assert b.game.admiral == seat


def test_coup_is_not_offered_to_the_admiral() -> None:
    """Already Admiral (outside the Brig), Coup would do nothing and is not offered."""
    b, seat = gaeta_table()
    b = edits.with_game(b, edits.with_title(b.game, "admiral", seat))
    b = edits.at_action(b, seat)
    assert b.pending is not None
    assert not any(getattr(o, "ability", "") == gaeta.COUP for o in b.pending.options)


@pytest.mark.rules("X-CHAR-3", "X1-CHR-GAE-W", "X1-INV-13")
def test_misguided_caps_his_cards_at_three() -> None:
    """X-CHAR-3: holding 5 cards, Gaeta's contributions close after the third."""
    b, seat = gaeta_table()
    cards = [skill("consolidate_power", v) for v in (1, 2)] + [
        skill("investigative_committee", v) for v in (3, 4, 5)
    ]
    b = edits.with_game(b, arrange(b.game, {seat: cards}, rules=b.rules))
    b = edits.drawn(b, GUILTY)
    while b.pending is not None and b.pending.kind == "contribute" and b.pending.seat != seat:
        b, _ = b.play(b.option("base.stop_adding"))
    events = []
    for card in cards[:3]:
        assert b.pending is not None and b.pending.seat == seat
        assert b.pending.kind == "contribute"
        b, out = b.play(b.option("base.add_card", card=card))
        events += out
    revealed = [e for e in events if e.tag == "base.check_revealed"]
    assert revealed and len(revealed[0].cards) == 3 + 2  # his 3 and the 2 Destiny cards


@pytest.mark.rules("X-CYL-4")
def test_a_revealed_cylon_gaeta_has_no_ftl_operator() -> None:
    """Gaeta revealed as a Cylon: Tigh's activation of FTL Control asks him nothing (every
    ability of a revealed Cylon's sheet is ignored)."""
    b, seat = gaeta_table()
    tigh = edits.seat_of(b.game, TIGH)
    b = edits.with_player(b, seat, revealed=True, location="base.location.resurrection_ship")
    b = edits.with_game(b, edits.edit(b, current=tigh).game)
    b = activate_ftl(b, tigh)
    assert b.pending is None or b.pending.kind != "exodus_ftl_operator"
