"""What the Ionian Nebula's trauma tokens and Crossroads cards are for (exodus.md §1.2:
X-COMP-22, -26), seen in the Crossroads phase and the Trial (part
``bsg_exodus.nebula.crossroads``)."""

from __future__ import annotations

import pytest
from bsg_exodus.data import load
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.crossroads import trial
from test_nebula_crossroads import A, B, trial_table, xr_table

from bsgcore.base import Jump, clockwise


@pytest.mark.rules("X-COMP-22", "X-TRIAL-3", "X-TRIAL-6")
def test_the_kind_and_number_of_trauma_tokens_decide_who_stays() -> None:
    """Four humans: 4 antagonistic tokens, 3 antagonistic, 5 benevolent (dropped by a human),
    none. The one with the most tokens of the harmful kind is eliminated; the 5 benevolent
    tokens count for nothing."""
    b = trial_table({0: [A, A, A, A], 1: [A, A, A], 2: [B, B, B, B, B], 3: []})
    after, _ = b.run(trial.Trial(0))
    assert xs.xr(after.state).eliminated == (0,)


@pytest.mark.rules("X-COMP-26", "X-XR-20")
def test_every_character_is_dealt_a_crossroads_card_and_decides() -> None:
    """Each of the 7 cards offers two results (hope, doom); at the phase every seat is dealt a
    different card, and every seat holding tokens is asked in turn, clockwise from the current
    player, which token to lay beside it."""
    rows = load().table("crossroads")
    assert len(rows) == 7 and all(r["hope"]["name"] and r["doom"]["name"] for r in rows)
    b = xr_table()
    after, events = b.run(Jump(b.game.current))
    (dealt,) = [e for e in events if isinstance(e, xs.CrossroadsDealt)]
    assert all(dealt.cards) and len(set(dealt.cards)) == len(b.game.players)
    asked = []
    while after.pending is not None and after.pending.kind == "exodus_crossroads_token":
        asked.append(after.pending.seat)
        after, _ = after.play(after.pending.options[0])
    assert asked == list(clockwise(b.game, b.game.current))
