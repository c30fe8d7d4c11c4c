"""Every option of every decision of random Pegasus games has a label, no two alike, and
every prompt names its subject (issue 12 for Pegasus: the damage choice, the area, basestar
and viper choices of the Pegasus locations)."""

from __future__ import annotations

import random

from pegasus_helpers import PLUGINS

from bsgcore import Game
from bsgcore.testing import sweep_size


def test_every_pegasus_decision_is_labelled() -> None:
    """Random Pegasus games at 3 to 7 seats: labels, unique, and prompts naming subjects."""
    problems: list[str] = []
    for seed in range(sweep_size(full=20, sample=4)):
        game = Game.new("base", plugins=PLUGINS, seats=3 + seed % 5, seed=seed)
        chooser = random.Random(seed)
        for _ in range(3000):
            if game.is_over:
                break
            named = game.labelled
            assert named is not None and game.pending is not None
            if named.unlabelled:
                problems.append(f"{named.kind}: unlabelled options")
            if len(set(named.labels)) != len(named.labels):
                problems.append(f"{named.kind}: duplicate labels {named.labels}")
            if not named.subject or named.subject not in named.prompt:
                problems.append(f"{named.kind}: prompt {named.prompt!r} without its subject")
            options = game.pending.options
            game.play(options[chooser.randrange(len(options))])
    assert problems == []
