"""A Cylon player and the parts of a Crisis card's effect on him (P-TERM-5, P-TERM-6, H-ROLE-5):
he may ignore a negative part (a discard) and still take a beneficial part (a draw) of the same
effect; an effect with only negative parts for him passes him by."""

from __future__ import annotations

from typing import Any

import pytest
from skills_helpers import arranged, code, pegasus_table, revealed

from bsgcore.base import RunOps
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

CODE_BLUE = "pegasus.crisis.code_blue"  # B: every player discards 2 and draws 2 Treachery
QUESTIONING = "pegasus.nc_crisis.held_for_questioning"  # B: the current player discards 3
EMOTIONS = "pegasus.nc_crisis.playing_with_emotions"  # B: 2 at random, then 2 Treachery
CARDS = [code("critical_situation_3", 3), code("gods_plan_2", 2), code("human_weakness_3", 3)]


def with_cylon(current_is_cylon: bool = False) -> tuple[Board, int]:
    """A Pegasus table whose seat after the current player is a revealed Cylon holding CARDS;
    the Cylon is made the current player if asked."""
    b = pegasus_table(windows=False)
    cylon = (b.game.current + 1) % 3
    b = revealed(arranged(b, {cylon: CARDS}), cylon)
    if current_is_cylon:
        b = edits.edit(b, current=cylon)
    return edits.resting(b), cylon


def play_out(b: Board, answer: dict[str, Any]) -> Board:
    """Answer every decision: by `answer`'s tag when it is offered, else the first option."""
    while b.pending is not None and b.pending.kind != "base.not_implemented":
        wanted = [o for o in b.pending.options if o.tag in answer]
        b, _ = b.play(wanted[0] if wanted else b.pending.options[0])
    return b


def treachery(b: Board, hand: tuple[str, ...]) -> list[str]:
    """The Treachery cards of a hand."""
    from bsg_pegasus.skills.treachery import is_treachery

    with using_rules(b.rules):
        return [c for c in hand if is_treachery(c)]


@pytest.mark.rules("P-TERM-6", "P-TERM-5")
def test_a_cylon_ignores_the_discard_and_still_draws_the_treachery() -> None:
    """Code Blue's option B on a table with a Cylon player: he is asked about the discard,
    ignores it, keeps his 3 cards and draws the 2 Treachery cards too."""
    b, cylon = with_cylon()
    before = b.game.players[cylon].hand
    b, _ = b.run(RunOps(CODE_BLUE, "option_b", b.game.current))
    assert b.pending is not None and b.pending.kind == "ignore_crisis_part"
    assert b.pending.seat == cylon
    b = play_out(b, {"base.ignore_part": True})
    hand = b.game.players[cylon].hand
    assert all(c in hand for c in before)
    assert len(hand) == len(before) + 2 and len(treachery(b, hand)) == len(treachery(b, before)) + 2


@pytest.mark.rules("P-TERM-6")
def test_a_cylon_may_take_the_whole_effect() -> None:
    """The same, the Cylon taking the discard: he discards 2 of his cards, then draws 2."""
    b, cylon = with_cylon()
    before = b.game.players[cylon].hand
    b, _ = b.run(RunOps(CODE_BLUE, "option_b", b.game.current))
    b = play_out(b, {"base.take_part": True})
    hand = b.game.players[cylon].hand
    assert len(hand) == len(before)  # 2 discarded, 2 drawn
    assert sum(c in hand for c in before) == 1


@pytest.mark.rules("P-TERM-6")
def test_a_random_discard_taken_or_ignored() -> None:
    """Playing with Emotions, option B, the Cylon the current player (at Caprica): the random
    discard is his to ignore; ignored, he keeps all 3 cards and draws 2 Treachery."""
    b, cylon = with_cylon(current_is_cylon=True)
    before = b.game.players[cylon].hand
    b, _ = b.run(RunOps(EMOTIONS, "option_b", cylon))
    assert b.pending is not None and b.pending.kind == "ignore_crisis_part"
    b = play_out(b, {"base.ignore_part": True})
    assert len(b.game.players[cylon].hand) == len(before) + 2


@pytest.mark.rules("P-TERM-5")
def test_an_only_negative_effect_passes_the_cylon_by() -> None:
    """Held for Questioning, option B, the Cylon the current player: nothing beneficial in it
    for him, so he is not asked and discards nothing (a plugin's Crisis card, as base's)."""
    b, cylon = with_cylon(current_is_cylon=True)
    before = b.game.players[cylon].hand
    b, _ = b.run(RunOps(QUESTIONING, "option_b", cylon))
    assert b.pending is None or b.pending.kind != "ignore_crisis_part"
    assert b.game.players[cylon].hand == before
