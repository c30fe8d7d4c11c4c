"""Reveals and succession in a Pegasus game (pegasus.md §4.9, §4.10, §13.2): a Cylon revealed by
execution outside his turn (no Super Crisis card, the hand-off, his title down the line, the turn
going on), and the Brig and Detention rules of the lines of succession."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import names as n
from leaders_helpers import LEOBEN, leader_table, seat_of
from nc_scenes import table

from bsgcore import engine
from bsgcore.base import BaseGame, Execute, move_events
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_morale"
BRIG = "base.location.brig"
COMMAND = "base.location.command"
ADAMA = "base.character.william_adama"
ROSLIN = "base.character.laura_roslin"
KARA = "base.character.kara_starbuck_thrace"


def _table() -> Board:
    """Leoben (first player), Roslin (President), Adama (Admiral), Tyrol, Kara, at rest."""
    return edits.resting(leader_table(5, LEOBEN))


def _moved(b: Board, seat: int, to: str) -> Board:
    """The seat sent to `to` as base sends characters (titles passed on as the Brig says)."""
    state = b.state
    with using_rules(b.rules):
        for event in move_events(b.game, seat, to, "test"):
            state = engine.apply_event(b.rules, state, event)
    return Board(b.rules, state)


@pytest.mark.rules("P-REV-2", "P-SUCC-4", "P-REV-7", "P-FOR-4", "P-FOR-5")
def test_an_admiral_executed_as_a_cylon_outside_his_turn() -> None:
    """Adama, a hidden Cylon, executed in Leoben's turn: he reveals without a Super Crisis card,
    gives his other Loyalty card to a human, the Admiral title goes to the highest human in
    its line (Kara, before Tyrol), and Leoben's turn goes on."""
    b = _table()
    game: BaseGame = b.game
    adama, kara = seat_of(game, ADAMA), seat_of(game, KARA)
    assert game.titles["admiral"] == adama
    current, turn = game.current, game.turn
    b = edits.with_player(b, adama, loyalty=(CYLON, HUMAN))
    b, _ = b.run(Execute(adama, "test"))
    assert b.pending is not None and b.pending.kind == "hand_off_loyalty"
    to = min(o.to for o in b.pending.options)
    b, _ = b.play(b.option("pegasus.give_loyalty", to=to))
    player = b.game.players[adama]
    assert player.revealed and player.super_crises == ()
    assert HUMAN in b.game.players[to].loyalty
    assert b.game.titles["admiral"] == kara
    assert (b.game.current, b.game.turn) == (current, turn)


@pytest.mark.rules("P-SUCC-5", "P-SUCC-6")
def test_an_admiral_in_the_brig_loses_the_title_for_good() -> None:
    """The Admiral sent to the Brig: the highest candidate not in the Brig claims it; freed,
    Adama does not get it back."""
    b = _table()
    adama, kara = seat_of(b.game, ADAMA), seat_of(b.game, KARA)
    b = _moved(b, adama, BRIG)
    assert b.game.titles["admiral"] == kara
    b = _moved(b, adama, COMMAND)
    assert b.game.titles["admiral"] == kara


@pytest.mark.rules("P-SUCC-8")
def test_a_president_in_the_brig_keeps_her_title() -> None:
    b = _table()
    roslin = seat_of(b.game, ROSLIN)
    b = _moved(b, roslin, BRIG)
    assert b.game.players[roslin].location == BRIG
    assert b.game.titles["president"] == roslin


@pytest.mark.rules("P-SUCC-7")
def test_an_admiral_sent_to_detention_keeps_his_title() -> None:
    b = _table()
    adama = seat_of(b.game, ADAMA)
    b = _moved(b, adama, n.DETENTION)
    assert b.game.players[adama].location == n.DETENTION
    assert b.game.titles["admiral"] == adama


DAMAGE_CARD = "base.loyalty.you_are_a_cylon_damage_galactica"


def _reveal_at(location: str) -> tuple[Board, list[object]]:
    """Roslin, holding a "You Are a Cylon" card, reveals as her action in `location`."""
    b = _table()
    seat = seat_of(b.game, ROSLIN)
    b = edits.holding(edits.placed(b, seat, location), seat, DAMAGE_CARD)
    b = edits.at_action(b, seat)
    return b.play(b.option("base.reveal_cylon", card=DAMAGE_CARD))


@pytest.mark.rules("P-REV-8")
def test_a_reveal_in_the_brig_resolves_no_action_of_the_card() -> None:
    """In the Brig her card's action is not carried out (the rest of the reveal is); elsewhere
    it is. (In Detention: P-DET-5's test.)"""
    _, events = _reveal_at(BRIG)
    assert not any("RunOps" in repr(e) and DAMAGE_CARD in repr(e) for e in events)
    _, events = _reveal_at(COMMAND)
    assert any("RunOps" in repr(e) and DAMAGE_CARD in repr(e) for e in events)


@pytest.mark.rules("P-REV-6")
def test_a_reveal_in_his_own_turn_ends_it_without_a_crisis() -> None:
    """The current player reveals as his action on his own turn: once the reveal is resolved
    the next player's turn begins, and no Crisis card is drawn."""
    b = table()  # a real turn: the first player's Movement step
    seat = b.game.current
    b = edits.holding(b, seat, DAMAGE_CARD)
    b, seen = b.play(b.option("base.stay"))
    b, events = b.play(b.option("base.reveal_cylon", card=DAMAGE_CARD))
    seen += events
    for _ in range(50):
        if b.pending is None or b.pending.seat != seat or b.game.current != seat:
            break
        b, events = b.play(b.pending.options[0])
        seen += events
    assert b.game.players[seat].revealed
    assert b.game.current != seat
    assert not [e for e in seen if "crisis_drawn" in e.tag or "crisis_revealed" in e.tag]


@pytest.mark.rules("P-NEWC-6")
def test_boomer_entering_the_brig_as_the_admirals_successor_loses_the_title() -> None:
    """After the Sleeper Agent phase Boomer replaces the executed Admiral Adama in the Brig: she
    would be first in the Admiral's line (before Tyrol) but the Brig takes it at once, so Tyrol
    holds it."""
    from bsgcore.base import PickNewCharacter, g
    from bsgcore.testing.scenarios.space import quiet
    from bsgcore.testing.scenarios.table import set_up

    characters = [LEOBEN, "laura_roslin", "william_adama", "galen_tyrol", "tom_zarek"]
    game = set_up(5, 1, characters=characters, plugins=["pegasus"], type_balance=False)
    b = edits.resting(Board(game.rules, game.state.with_game(quiet(g(game.state)))))
    adama, tyrol = seat_of(b.game, ADAMA), seat_of(b.game, "base.character.galen_tyrol")
    b = edits.edit(b, sleeper_done=True)
    b = edits.with_player(b, adama, loyalty=(HUMAN,) * len(b.game.players[adama].loyalty))
    b, _ = b.run(Execute(adama, "test"))
    b, _ = b.play(PickNewCharacter(adama, "base.character.sharon_boomer_valerii"))
    assert b.game.players[adama].location == BRIG
    assert b.game.titles["admiral"] == tyrol
