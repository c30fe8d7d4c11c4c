"""Pegasus games through the New Caprica phase pass the conformance kit (invariants, replay, JSON,
save/load, no leaks of the stacks or the New Caprica Crisis deck, refusals change nothing), and
random play from the settlement always ends (no soft-lock)."""

from __future__ import annotations

import random

import pytest
from bsg_pegasus.newcaprica import names as n
from nc_scenes import part, settled

from bsgcore import Game
from bsgcore.base import is_cylon_player
from bsgcore.bots.play import play_game
from bsgcore.bots.registry import make_bots
from bsgcore.context import using_rules
from bsgcore.testing import (
    check_game,
    check_invariants,
    check_no_leaks,
    check_rejects_illegal,
    sweep_size,
)

#: base's frame for the rest of a reveal (the discard to 3, then the move), by its tag
FINISH_REVEAL = "base.f.finish_reveal"


def heuristic_games(wanted: int, seats: int = 4, tries: int = 30) -> list[Game]:
    """Seeded heuristic-bot Pegasus games that reached the New Caprica phase."""
    found: list[Game] = []
    for seed in range(tries):
        game = Game.new("base", plugins=["pegasus"], seats=seats, seed=seed)
        play_game(game, make_bots(game.rules, "heuristic", seats, seed))
        if game.state.plugin(n.PART).phase:
            found.append(game)
            if len(found) == wanted:
                break
    return found


def test_games_through_new_caprica_pass_the_kit() -> None:
    games = heuristic_games(sweep_size(full=4, sample=1))
    assert games, "no heuristic game reached New Caprica"
    for game in games:
        assert game.state.outcome is not None
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)


@pytest.mark.rules("P-INV-14", "P-INV-16", "P-INV-20", "P-INV-13")
@pytest.mark.parametrize("seats", (3, 4, 5, 6, 7))
@pytest.mark.parametrize("seed", range(sweep_size(full=6, sample=1)))
def test_random_play_from_the_settlement_ends_and_keeps_the_invariants(
    seats: int, seed: int
) -> None:
    """Every state keeps the phase's invariants: before the return everyone is on the planet;
    0..4 tokens, all on the track; no Cylon player in Detention, the Brig or Sickbay once his
    reveal is done; nobody on Colonial One."""
    board = settled(seed, seats)
    bot = random.Random(seed)
    colonial_one = set(board.rules.data["base.cards"].components.boards[n.COLONIAL_ONE])
    for _ in range(4000):
        if board.state.outcome is not None:
            break
        decision = board.pending
        assert decision is not None and decision.options, "soft-lock"
        board, _ = board.play(bot.choice(decision.options))
        check_invariants(board.rules, board.state)
        now = part(board)
        players = board.game.players
        if now.phase == n.OCCUPIED:
            assert all(p.location in n.LOCATIONS for p in players)
        assert len(now.forces) <= n.FORCES and set(now.forces) <= set(n.TRACK)
        jailed = (n.DETENTION, n.BRIG, n.SICKBAY)
        # a reveal half-way (his discard down to 3) moves him out only as it finishes (B-REV);
        # an Infiltrator is a human player and may be sent there (P-INF-12)
        if not any(frame.tag == FINISH_REVEAL for frame in board.state.stack):
            with using_rules(board.rules):
                cylons = [s for s in range(len(players)) if is_cylon_player(board.game, s)]
            assert not any(players[s].location in jailed for s in cylons)
        assert not any(p.location in colonial_one for p in players)
    assert board.state.outcome is not None
