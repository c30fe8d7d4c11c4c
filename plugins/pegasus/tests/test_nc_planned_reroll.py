"""Strategic Planning on a missed attack on the occupation forces carries to the re-roll a
Maximum Firepower buys (P-AOF-4)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import content
from bsg_pegasus.newcaprica import names as n
from nc_scenes import at, options, part, settled, with_part

from bsgcore.messages import Event
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scripted import scripted_random

USE = "pegasus.nc.use_action"
FIREPOWER = turn.skill("maximum_firepower", 4)
PLANNING = turn.skill("strategic_planning", 3)


def attack(rolls: list[int]) -> tuple[object, list[Event]]:
    """Seat 0 attacks the token at the Shipyard, plays Strategic Planning on the roll, misses
    and re-rolls for a Maximum Firepower; `rolls` are the two dice."""
    board = with_part(at(settled(1), 0, n.SHIPYARD), forces=(n.SHIPYARD,))
    board = edits.with_game(
        board, turn.arrange(board.game, {0: [FIREPOWER, PLANNING]}, rules=board.rules)
    )
    board = edits.with_player(board, 0, standing=())
    board = edits.at_action(board, 0)
    events: list[Event] = []
    with scripted_random(rolls=rolls):
        use = next(o for o in options(board, USE) if o.action == content.ATTACK_ACTION)  # type: ignore[attr-defined]
        board, new = board.play(use)
        events += new
        for _ in range(20):
            decision = board.pending
            if decision is None or board.state.outcome is not None:
                break
            if decision.seat != 0:
                board, new = board.play(decision.options[0])
            elif decision.kind == "claim_strategic_planning":  # wants to play (P-TIME-1)
                board, new = board.play(board.option("base.claim_play"))
            elif any(getattr(o, "card", None) == PLANNING for o in decision.options):
                board, new = board.play(
                    next(o for o in decision.options if getattr(o, "card", None) == PLANNING)
                )
            elif decision.kind == "nc_reroll":
                board, new = board.play(board.option("pegasus.nc.reroll", card=FIREPOWER))
            elif part(board).forces != (n.SHIPYARD,) or decision.kind == "action":
                break
            else:
                no = [o for o in decision.options if o.tag in ("base.no_card", "base.pass")]
                board, new = board.play(no[0] if no else decision.options[0])
            events += new
    return board, events


@pytest.mark.rules("P-AOF-4")
def test_the_reroll_keeps_strategic_plannings_plus_2() -> None:
    """1 + 2 misses; the re-roll's 3 + 2 = 5 hits, so the token goes."""
    board, events = attack([1, 3])
    rolled = [e.value for e in events if e.tag == "base.die_rolled"]
    assert rolled[:2] == [1, 3]
    assert any(e.tag == "pegasus.roll_planned" for e in events)
    assert part(board).forces == ()  # type: ignore[arg-type]
