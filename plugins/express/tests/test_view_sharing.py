"""Shared Express views (bsgcore.viewparts, issue 13): a bot that only reads its views gets the
unchanged parts of the previous one, and every shared view says exactly what a fresh view says."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bsgcore import Game
from bsgcore.bots import make_bots


def _dump(view: dict[str, Any]) -> str:
    return json.dumps(view, sort_keys=True)


def _play_checking(game: Game, limit: int) -> list[tuple[int, dict[str, Any]]]:
    """Play heuristic bots; at each decision compare the shared views of the deciding seat, of
    another seat and of a spectator with fresh ones; return (seat, shared view) per decision."""
    bots = make_bots(game.rules, "heuristic", game.seats, 5)
    views: list[tuple[int, dict[str, Any]]] = []
    while not game.is_over and len(views) < limit:
        decision = game.pending
        assert decision is not None
        seat = decision.seat
        for other in ((seat + 1) % game.seats, None):
            assert _dump(game.view(other, shared=True)) == _dump(game.view(other))
        shared = game.view(seat, shared=True)
        assert shared == game.view(seat)
        assert _dump(shared) == _dump(game.view(seat))
        views.append((seat, shared))
        game.play(bots[seat].choose(shared, decision.options))
    return views


@pytest.mark.parametrize("plugins", [(), ("fan_cards",)])
def test_shared_express_views_equal_fresh_views_over_whole_games(plugins: tuple[str, ...]) -> None:
    """Over two whole 4-seat games (and with a fan ability whose die values read more of the
    game, so the check total is never shared), each shared view equals the fresh one."""
    for seed in (1, 2):
        game = Game.new("express", seats=4, seed=seed, plugins=list(plugins))
        views = _play_checking(game, 10_000)
        assert game.is_over and views


def test_a_seat_whose_dice_did_not_change_keeps_its_shared_player_part() -> None:
    """Between two shared views, a seat whose public part is unchanged gets the same object
    again, and a seat whose dice moved gets a new, different one."""
    game = Game.new("express", seats=4, seed=3)
    views = _play_checking(game, 200)
    kept = moved = 0
    for (_, before), (_, after) in zip(views, views[1:], strict=False):
        for old, new in zip(before["game"]["players"], after["game"]["players"], strict=True):
            if old is new:
                kept += 1
            elif old["dice"] != new["dice"]:
                moved += 1
            assert (old is new) <= (old == new)
    assert kept and moved


def _game_fields(function: Any) -> set[str]:
    """Every ``game.<field>`` a function's source reads."""
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(function))
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "game"
    }


def test_each_shared_express_part_lists_every_game_field_it_reads() -> None:
    """A seat's part is shared while its sources are unchanged, so every game field `_player`
    reads must be among the sources `_players` gives it (and so for the check's total); a
    field left out would leave a shared view stale. ``model.is_demoralized`` reads
    ``demor_placed`` and ``flow.effective_value`` the active seat's ability."""
    from bsg_express import view

    player_reads = _game_fields(view._player) | {"demor_placed"}
    player_sources = _game_fields(view._players) - {"characters"}
    assert player_reads - {"characters"} <= player_sources, player_reads - player_sources
    check_reads = _game_fields(view._check) | {"active", "revealed", "characters"}
    assert check_reads <= _game_fields(view._shared_check)
