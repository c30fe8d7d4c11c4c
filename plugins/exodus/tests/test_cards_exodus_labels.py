"""Every decision of random Exodus games is labelled and prompted (docs/frontends.md), the
Exodus cards' choices included, and no text for people shows a raw Exodus id."""

from __future__ import annotations

import re

from bsgcore import Game
from bsgcore.bots import RandomBot
from bsgcore.labels import decision_kinds, labelled

RAW_ID = re.compile(r"\b(base|express|exodus)\.[a-z_]+\.[a-z0-9_]+")


def test_every_random_decision_of_an_exodus_game_is_labelled() -> None:
    """Random decisions of six Exodus games (4 to 6 seats): each option labelled, labels
    distinct, the prompt naming its subject, the decision kind declared."""
    seen = 0
    for seed in range(6):
        seats = 4 + seed % 3
        game = Game.new("base", ["exodus"], seats=seats, seed=seed)
        kinds = decision_kinds(game.rules)
        bot = RandomBot(seed)
        while game.pending is not None and game.pending.options:
            named = labelled(game.rules, game.state)
            assert named is not None
            assert not named.unlabelled, named.options
            assert len(set(named.labels)) == len(named.labels), named.labels
            assert named.subject and named.subject in named.prompt, named.prompt
            assert named.kind in kinds, named.kind
            for text in (named.prompt, *named.labels):
                assert text.strip() and not RAW_ID.search(text), text
            game.play(bot.choose(game.view(game.pending.seat), game.pending.options))
            seen += 1
    assert seen >= 1000
