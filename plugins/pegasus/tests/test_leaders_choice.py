"""Choosing a Cylon Leader (P-CL-2 to -5, P-7P-1, P-VAR-4, R-220)."""

from __future__ import annotations

import pytest
from leaders_helpers import CAVIL, LEADERS, PLUGINS
from pegasus_helpers import pegasus_game

from bsgcore import ConfigurationError, Game
from bsgcore.testing import random_playout

PICK = "base.pick_character"


def leader_options(game: Game) -> set[str]:
    assert game.pending is not None and game.pending.kind == "choose_character"
    return {o.character for o in game.pending.options} & set(LEADERS)


@pytest.mark.rules("P-CL-2", "P-CL-4", "P-INV-6")
def test_the_first_to_choose_a_leader_gets_him_and_nobody_else_may() -> None:
    game = pegasus_game(seats=5, seed=1, type_balance=False)
    assert leader_options(game) == set(LEADERS)
    game.play(next(o for o in game.pending.options if getattr(o, "character", "") == CAVIL))
    assert leader_options(game) == set()


@pytest.mark.rules("P-CL-3", "P-INV-6")
def test_no_leader_with_three_players() -> None:
    assert leader_options(pegasus_game(seats=3, seed=1, type_balance=False)) == set()


@pytest.mark.rules("P-VAR-4", "P-VAR-5")
def test_no_leader_when_the_variant_is_off_or_with_the_sympathetic_cylon() -> None:
    assert leader_options(pegasus_game(seats=5, cylon_leaders=False, type_balance=False)) == set()
    assert (
        leader_options(pegasus_game(seats=5, sympathetic_cylon=True, type_balance=False)) == set()
    )


@pytest.mark.rules("P-CL-5", "P-7P-1", "P-INV-6")
def test_seven_players_must_have_a_leader() -> None:
    for seed in range(4):
        game = random_playout("base", 7, 300 + seed, plugins=PLUGINS)
        leaders = [p for p in game.state.game.players if p.character in LEADERS]
        assert len(leaders) == 1
    with pytest.raises(ConfigurationError, match="P-7P-1"):
        pegasus_game(seats=7, cylon_leaders=False)


def test_the_last_seat_of_seven_is_left_only_leaders() -> None:
    """P-7P-1: when nobody before chose one, the last to choose must take a Leader."""
    game = pegasus_game(seats=7, seed=2, type_balance=False)
    for _ in range(6):
        option = next(o for o in game.pending.options if o.character not in LEADERS)
        game.play(option)
    assert {o.character for o in game.pending.options} == set(LEADERS)
