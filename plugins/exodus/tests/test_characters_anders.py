"""Samuel T. Anders (X-CHAR-4 to -6): Star Player's discard and draw of one type, Longshot's
picked die result on his turn, and no skill cards at his first Receive Skills step."""

from __future__ import annotations

import pytest
from bsg_exodus.characters import anders

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

PLUGINS = ["exodus"]
ANDERS = anders.ANDERS
TIGH = "base.character.saul_tigh"
ROSLIN = "base.character.laura_roslin"
FTL = "base.location.ftl_control"
CARDS = [skill("consolidate_power", 1), skill("repair", 2), skill("launch_scout", 1)]


def anders_table() -> tuple[Board, int]:
    """A set-up game with Anders (the current player), Tigh and Roslin."""
    b = table(characters=(ANDERS, TIGH, ROSLIN), plugins=PLUGINS)
    seat = edits.seat_of(b.game, ANDERS)
    return edits.with_game(b, edits.edit(b, current=seat).game), seat


@pytest.mark.rules("X-CHAR-4", "X1-CHR-AND-A")
def test_star_player_discards_then_draws_one_type() -> None:
    """X-CHAR-4: as his Action he discards 2 cards, then draws 2 Piloting cards."""
    b, seat = anders_table()
    b = edits.with_game(b, arrange(b.game, {seat: CARDS}, rules=b.rules))
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("exodus.use_star_player"))
    for card in CARDS[:2]:
        b, _ = b.play(b.option("exodus.star_player_discard", card=card))
    b, _ = b.play(b.option("exodus.star_player_discard", card=""))
    assert b.pending is not None and b.pending.kind == "exodus_star_player_type"
    assert sorted(o.type for o in b.pending.options) == ["leadership", "piloting", "tactics"]
    b, _ = b.play(b.option("exodus.star_player_type", type="piloting"))
    hand = b.game.players[seat].hand
    assert len(hand) == 3 and CARDS[2] in hand
    assert sum(1 for c in hand if c.startswith(("base.skill.evasive", "base.skill.maximum"))) == 2


@pytest.mark.rules("X-CHAR-5", "X1-CHR-AND-O")
def test_longshot_picks_the_die_result_on_his_turn() -> None:
    """X-CHAR-5: at FTL Control on his turn he picks 8 instead of rolling; no die is rolled and
    the roll's later windows (another re-roll) are not offered."""
    b, seat = anders_table()
    b = edits.placed(edits.edit(b, jump_track=3), seat, FTL)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_location", location=FTL))
    assert b.pending is not None and b.pending.kind == "exodus_longshot"
    population = b.game.population
    b, events = b.play(b.option("exodus.use_longshot", value=8))
    assert not any(e.tag == "base.die_rolled" for e in events)
    assert any(e.tag == "exodus.longshot_chosen" and e.value == 8 for e in events)
    assert anders.LONGSHOT in b.game.once_per_game_used
    assert b.game.population == population  # 8: no population lost at FTL Control
    assert b.pending is not None and b.pending.kind == "choose_destination"


def test_longshot_declined_rolls_the_die() -> None:
    """Declining, the die is rolled as usual and Longshot stays unused."""
    b, seat = anders_table()
    b = edits.placed(edits.edit(b, jump_track=3), seat, FTL)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_location", location=FTL))
    b, events = b.play(b.option("exodus.use_longshot", value=0))
    assert any(e.tag == "base.die_rolled" for e in events)
    assert anders.LONGSHOT not in b.game.once_per_game_used


def test_longshot_not_on_another_players_turn() -> None:
    """On another player's turn the die is rolled without asking him."""
    b, seat = anders_table()
    tigh = edits.seat_of(b.game, TIGH)
    b = edits.with_game(b, edits.edit(b, current=tigh).game)
    b = edits.placed(edits.edit(b, jump_track=3), tigh, FTL)
    b = edits.at_action(b, tigh)
    b, events = b.play(b.option("base.use_location", location=FTL))
    assert any(e.tag == "base.die_rolled" for e in events)


@pytest.mark.rules("X-CHAR-6", "X1-CHR-AND-W")
def test_starts_on_the_bench_draws_nothing_on_his_first_turn() -> None:
    """X-CHAR-6: his first Receive Skills step gives him no card; a later one does."""
    b, seat = anders_table()
    receive = b.rules.registry.tags["base.f.receive_skills"]
    hand = len(b.game.players[seat].hand)
    first = edits.at_step(edits.edit(b, turn=seat + 1), receive(seat))
    assert len(first.game.players[seat].hand) == hand
    later = edits.at_step(edits.edit(b, turn=seat + 1 + 3), receive(seat))
    while later.pending is not None and later.pending.kind == "choose_draw":
        later, _ = later.play(later.pending.options[0])
    assert len(later.game.players[seat].hand) == hand + 5
