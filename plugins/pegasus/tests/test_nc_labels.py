"""Every New Caprica option has a label and every New Caprica decision a prompt naming its
subject (issue 12), over random play from the settlement to the end."""

from __future__ import annotations

import random

import pytest
from nc_scenes import settled

from bsgcore.labels import labelled
from bsgcore.testing import sweep_size

OWN = "pegasus.nc."


@pytest.mark.parametrize("seed", range(sweep_size(full=6, sample=2)))
def test_new_caprica_decisions_are_labelled(seed: int) -> None:
    board = settled(seed)
    bot = random.Random(seed)
    seen = 0
    while board.state.outcome is None:
        named = labelled(board.rules, board.state)
        assert named is not None
        ours = [i for i, o in enumerate(named.options) if o.tag.startswith(OWN)]
        assert not set(ours) & set(named.unlabelled), named
        if named.kind.startswith("nc_"):
            assert named.subject and named.subject in named.prompt, named
            assert len(set(named.labels)) == len(named.labels), named.labels
            seen += 1
        seen += len(ours)
        board, _ = board.play(bot.choice(named.options))
    assert seen
