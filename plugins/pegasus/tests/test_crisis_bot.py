"""The random bot plays through the new Pegasus crisis cards (issue 10: no soft-lock): each is put
on top of the Crisis deck and the game played on with random legal choices until every one of
them has been resolved; each decision they open is labelled (issue 12)."""

from __future__ import annotations

import random

import attrs
import pytest
from pegasus_helpers import PLUGINS

from bsgcore.labels import labelled
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import set_up

CARDS = (
    "pegasus.crisis.scar",
    "pegasus.crisis.dogfight",
    "pegasus.crisis.the_guardians",
    "pegasus.crisis.standoff_with_pegasus",
    "pegasus.crisis.suspicious_election_results",
    "pegasus.crisis.an_offer_of_peace",
)
MAX_COMMANDS = 1500
#: No Roslin or Starbuck: their abilities may set a drawn crisis card aside unresolved.
CAST = ["tom_zarek", "saul_tigh", "galen_tyrol", "gaius_baltar"]


def stacked_table(seed: int) -> Board:
    """A set-up four-seat Pegasus game with the new crisis cards on top of the Crisis deck."""
    game = set_up(4, seed, characters=CAST, plugins=PLUGINS, new_caprica=False, type_balance=False)
    base = game.state.game
    deck = (*CARDS, *(c for c in base.crisis_deck if c not in CARDS))
    return Board(game.rules, game.state.with_game(attrs.evolve(base, crisis_deck=deck)))


@pytest.mark.parametrize("seed", [4, pytest.param(2, marks=pytest.mark.slow)])
def test_the_random_bot_plays_through_the_new_crisis_cards(seed: int) -> None:
    """Random choices carry the game through the six cards without a soft-lock (each one is
    resolved to its end), and every decision met on the way has a label for each option."""
    table = stacked_table(seed)
    bot = random.Random(seed)
    done: set[str] = set()
    for _ in range(MAX_COMMANDS):
        if done >= set(CARDS) or table.pending is None:
            break
        decision = table.pending
        assert decision.options, f"soft-lock at {decision.kind}"
        shown = labelled(table.rules, table.state)
        assert shown is not None and not shown.unlabelled, f"unlabelled {decision.kind}"
        table, events = table.play(bot.choice(decision.options))
        done |= {e.card for e in events if type(e).__name__ == "CrisisDone"}
    assert done >= set(CARDS)
