"""X-EXEC-13: the executed current player's turn ends after the execution, human or Cylon, on
base's seam for a turn cut short (`end_turn_events`); with Pegasus too, whose own reading
(P-EXEC-12: the turn goes on) Exodus replaces (X-MOD-4)."""

from __future__ import annotations

import pytest
from exodus_helpers import PLUGINS, WITH_PEGASUS

from bsgcore.base import Execute, PickNewCharacter
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scenarios.table import base, set_up

HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_morale"
ROSLIN = "base.character.laura_roslin"
TIGH = "base.character.saul_tigh"
HUMANS = ["laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace"]


def at_action(plugins: list[str], loyalty: str) -> tuple[Board, int]:
    """Roslin's player, current, at his Action step, holding only `loyalty` cards."""
    game = set_up(4, 1, characters=HUMANS, plugins=plugins, type_balance=False)
    b = Board(game.rules, game.state.with_game(quiet(base(game))))
    seat = edits.seat_of(b.game, ROSLIN)
    b = edits.at_action(edits.edit(b, current=seat), seat)
    b = edits.with_player(b, seat, loyalty=(loyalty,) * len(b.game.players[seat].loyalty))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)
    return b, seat


@pytest.mark.rules("X-EXEC-13", "X-MOD-4")
@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS])
def test_the_executed_current_human_players_turn_ends(plugins: list[str]) -> None:
    """Executed at his Action step, he picks his new character; then his turn ends: no Crisis
    card is drawn for it and the next seat's turn begins."""
    b, seat = at_action(plugins, HUMAN)
    turn = b.game.turn
    b, _ = b.run(Execute(seat, "test"))
    b, events = b.play(PickNewCharacter(seat, TIGH))
    tags = [e.tag for e in events]
    assert "base.turn_cut_short" in tags
    assert "base.crisis_drawn" not in tags and "base.crisis_done" not in tags
    assert b.game.players[seat].character == TIGH
    assert b.game.current == (seat + 1) % 4 and b.game.turn == turn + 1
    check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules("X-EXEC-13")
def test_the_executed_current_cylon_players_turn_ends() -> None:
    """A hidden Cylon executed at his Action step is revealed (no Super Crisis card); then his
    turn ends too."""
    b, seat = at_action(PLUGINS, CYLON)
    b, events = b.run(Execute(seat, "test"))
    while b.pending is not None and b.pending.seat == seat and b.game.current == seat:
        b, more = b.play(b.pending.options[0])
        events += more
    tags = [e.tag for e in events]
    assert "base.cylon_revealed" in tags and "base.turn_cut_short" in tags
    assert b.game.current == (seat + 1) % 4


@pytest.mark.rules("X-EXEC-13")
def test_another_players_execution_leaves_the_turn_going_on() -> None:
    """The executed player is not the current one: the current player's turn goes on, back at
    his Action step."""
    b, current = at_action(PLUGINS, HUMAN)
    other = (current + 1) % 4
    b = edits.with_player(b, other, loyalty=(HUMAN,) * len(b.game.players[other].loyalty))
    b, _ = b.run(Execute(other, "test"))
    new = b.pending.options[0].character  # type: ignore[union-attr,attr-defined]
    b, events = b.play(PickNewCharacter(other, new))
    assert "base.turn_cut_short" not in [e.tag for e in events]
    assert b.game.current == current
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", current)
