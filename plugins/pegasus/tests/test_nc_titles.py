"""The New Caprica title cards' rules (P-TTL-1, -2) and the Brig of Quorum cards on the planet
(P-DET-4); damage before the return (P-PRE-2)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import names as n
from nc_scenes import settled, with_part

from bsgcore.base import modifiers
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

ARREST = "base.quorum.arrest_order"


def arrest(seed: int) -> tuple[Board, list, int, int]:  # type: ignore[type-arg]
    board = settled(seed)
    president = board.game.president
    board = edits.edit(board, quorum_hand=(ARREST,))
    board = edits.at_action(board, president)
    board, events = board.play(board.option("base.play_quorum_card", card=ARREST))
    target = next(s for s in range(4) if s != president)
    while board.pending is not None and board.pending.kind != "base.not_implemented":
        decision = board.pending
        pick = [o for o in decision.options if getattr(o, "value", None) == target]
        board, more = board.play(pick[0] if pick else decision.options[0])
        events += more
    return board, events, president, target


@pytest.mark.rules("P-TTL-1", "P-TTL-2", "P-DET-4")
def test_the_president_rolls_after_her_quorum_card_on_new_caprica() -> None:
    seen = set()
    for seed in range(10):
        board, events, president, target = arrest(seed)
        assert board.game.players[target].location == n.DETENTION  # the Brig is Detention
        tags = [e.tag for e in events]
        moved = max(i for i, e in enumerate(events) if e.tag == "base.character_moved"
                    and getattr(e, "seat", -1) == target)  # fmt: skip
        rolls = [i for i, t in enumerate(tags) if t == "base.die_rolled"]
        assert len(rolls) == 1 and rolls[0] > moved  # the roll comes after the card
        value = events[rolls[0]].value
        detained = board.game.players[president].location == n.DETENTION
        assert detained == (value <= n.PRESIDENT_DETAINED)
        seen.add(detained)
    assert seen == {True, False}


@pytest.mark.rules("P-PRE-2", "P-DMG-10")
def test_galactica_takes_no_damage_before_the_return() -> None:
    board = settled()
    with using_rules(board.rules):
        frame = None
        for modify in modifiers().damage_galactica:
            frame = modify(board.game, 0, 2, frame)
    assert frame is not None
    before, _ = edits.resting(board).run(frame)
    assert before.game.damaged_locations == board.game.damaged_locations
    assert before.game.damage_pile == board.game.damage_pile
    orbit = with_part(board, phase=n.ORBIT)
    after, _ = edits.resting(orbit).run(frame)
    decided = after.pending is not None and after.pending.kind != "base.not_implemented"
    assert decided or after.game.damage_pile != board.game.damage_pile
