"""Execution in a Pegasus game (P-EXEC, P-NEWC, P-INV-23, -24): base's procedure with Pegasus's
differences; a human executed and a Cylon executed (the rulebook's example, P-EXEC-15)."""

from __future__ import annotations

import pytest
from leaders_helpers import CAVIL, LEOBEN, leader_table, seat_of

from bsgcore.base import Execute, PickNewCharacter
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits

HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_morale"
RES = "base.location.resurrection_ship"


def human(b, seat):  # type: ignore[no-untyped-def]
    return edits.with_player(b, seat, loyalty=(HUMAN,) * len(b.game.players[seat].loyalty))


@pytest.mark.rules("P-EXEC-3", "P-INV-23")
def test_a_human_executed_chooses_any_character_but_a_cylon_leader() -> None:
    b = leader_table(5, LEOBEN)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.laura_roslin")
    b = human(edits.resting(b), seat)
    morale = b.game.morale
    b, _ = b.run(Execute(seat, "test"))
    assert b.game.morale == morale - 1
    names = {o.character for o in b.pending.options}
    assert CAVIL not in names and LEOBEN not in names and names
    assert "base.character.laura_roslin" not in names
    b, _ = b.play(PickNewCharacter(seat, "base.character.gaius_baltar"))
    assert b.game.players[seat].character == "base.character.gaius_baltar"
    check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules(
    "P-EXEC-15", "P-EXEC-2", "P-LOY-1", "P-INV-32", "P-INV-25", "P-REV-1", "P-REV-3", "P-REV-4"
)
def test_the_rulebooks_example_a_cylon_reveals_and_hands_his_other_card_on() -> None:
    b = edits.resting(leader_table(5, LEOBEN))
    seat = next(
        s for s in range(5) if b.game.players[s].character == "base.character.william_adama"
    )
    b = edits.with_player(b, seat, loyalty=(CYLON, HUMAN))
    b, _ = b.run(Execute(seat, "test"))
    assert b.pending is not None and b.pending.kind == "hand_off_loyalty"
    leader = seat_of(b.game, LEOBEN)
    receivers = {o.to for o in b.pending.options}
    assert leader not in receivers and seat not in receivers  # P-LOY-5
    to = min(receivers)
    held = len(b.game.players[to].loyalty)
    b, _ = b.play(b.option("pegasus.give_loyalty", to=to))
    player = b.game.players[seat]
    assert player.revealed and player.location == RES and player.hand == ()
    assert player.super_crises == ()
    assert [c for c in player.loyalty if c not in player.shown] == []
    assert len(b.game.players[to].loyalty) == held + 1


@pytest.mark.rules("P-EXEC-4", "P-INF-8", "P-INV-24")
def test_a_cylon_leader_executed_goes_to_the_resurrection_ship_without_morale_loss() -> None:
    b = edits.resting(leader_table(5, LEOBEN))
    seat = seat_of(b.game, LEOBEN)
    morale = b.game.morale
    b, events = b.run(Execute(seat, "test"))
    assert b.game.players[seat].location == RES and b.game.players[seat].hand == ()
    assert b.game.morale == morale
    assert any(e.tag == "base.character_executed" and e.proof == "revealed" for e in events)
    assert not any("agenda" in e.tag for e in events)  # P-EXEC-2 case c: the Agenda stays secret


@pytest.mark.rules("P-NEWC-4")
def test_baltar_chosen_after_the_sleeper_phase_has_no_cylon_detector() -> None:
    b = edits.resting(leader_table(5, LEOBEN))
    b = edits.edit(b, sleeper_done=True)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.laura_roslin")
    b = human(b, seat)
    b, _ = b.run(Execute(seat, "test"))
    b, _ = b.play(PickNewCharacter(seat, "base.character.gaius_baltar"))
    assert "base.ability.baltar_cylon_detector" in b.game.once_per_game_used


@pytest.mark.rules("P-EXEC-12")
def test_the_current_player_executed_mid_turn_goes_on_with_his_new_character() -> None:
    """P-EXEC-12 (SEED-SILENT, recommended reading): a human current player executed during his
    Action step picks his new character and his turn goes on from where it was interrupted: the
    same seat, still current, back at the Action step, now with the new character."""
    b = leader_table(5, LEOBEN)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.laura_roslin")
    b = edits.at_action(edits.edit(b, current=seat), seat)
    b = human(b, seat)
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)
    b, _ = b.run(Execute(seat, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    new = b.pending.options[0].character  # type: ignore[attr-defined]
    b, _ = b.play(PickNewCharacter(seat, new))
    assert b.game.current == seat and b.game.players[seat].character == new
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)
    check_invariants(b.rules, b.state, at_rest=False)
