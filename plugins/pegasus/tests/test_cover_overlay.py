"""The overlay's Human Fleet draw (P-OVL-6, R-302): "draw 2 Skill Cards" under the normal draw
rules, so a Cylon Leader draws from his skill set (P-CL-8) and any other Cylon player 2 cards of
different decks (P-CYT-5)."""

from __future__ import annotations

import pytest
from leaders_helpers import LEOBEN, leader_table, seat_of
from pegasus_helpers import PLUGINS

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

HUMAN_FLEET = "base.location.human_fleet"


def _fleet_draw(b: Board, seat: int) -> tuple[object, list[tuple[str, ...]]]:
    """Use the Human Fleet's scouting option as `seat`'s action, up to the draw's decision."""
    b = edits.at_action(b, seat)
    use = next(o for o in b.pending.options if getattr(o, "location", "") == HUMAN_FLEET)
    b, _ = b.play(use)
    b, _ = b.play(b.pending.options[0])  # look at a card and draw (not Infiltrate)
    for _ in range(5):
        if b.pending is not None and b.pending.kind == "choose_draw":
            break
        b, _ = b.play(b.pending.options[0])  # which deck, then top or bottom
    assert b.pending is not None and b.pending.kind == "choose_draw"
    return b.state.top, [tuple(o.types) for o in b.pending.options]


@pytest.mark.rules("P-OVL-6", "P-CL-8")
def test_a_leader_at_the_human_fleet_draws_from_his_skill_set() -> None:
    """Leoben's set: 1 Politics and 1 of Treachery or Engineering."""
    b = leader_table(5, LEOBEN)
    frame, options = _fleet_draw(b, seat_of(b.game, LEOBEN))
    assert sorted(options) == [("politics", "engineering"), ("politics", "treachery")]


@pytest.mark.rules("P-OVL-6", "P-CYT-5")
def test_another_cylon_at_the_human_fleet_draws_two_decks() -> None:
    b = edits.cylon_at(board(seats=4, plugins=PLUGINS), 1, HUMAN_FLEET)
    frame, options = _fleet_draw(b, 1)
    assert options and all(len(set(types)) == 2 for types in options)
    assert any("treachery" in types for types in options)
