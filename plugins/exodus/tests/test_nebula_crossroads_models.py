"""Cylon Fleet's viper models in the Crossroads phase. Miraculous Return's hope result (a destroyed viper back to the Reserves) with Cylon Fleet's
viper models: the destroyed model comes back, and with both models destroyed the card's player
picks which (X-MK7-3 with base's ``move_vipers``); the battle's vipers ask their model (X-XR-14)."""

from __future__ import annotations

import attrs
from bsg_exodus.fleet import mk7
from bsg_exodus.nebula.crossroads import objective, results
from test_fleet import fleet_board

from bsgcore.base import BASE_VIPER, PickViperModel, ViperStock, vipers_of_model
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

RETURN = "exodus.crossroads.miraculous_return"


def destroyed(mark_ii: int, mark_vii: int) -> Board:
    """A Cylon Fleet table with this many Mark II and Mark VII destroyed (the rest in reserve)."""
    b = fleet_board()
    stock = (
        ViperStock(BASE_VIPER, 6 - mark_ii, 0, mark_ii),
        ViperStock(mk7.MK7, 4 - mark_vii, 0, mark_vii),
    )
    game = attrs.evolve(
        b.game,
        viper_stock=stock,
        vipers_reserve=10 - mark_ii - mark_vii,
        vipers_damaged=0,
        vipers_destroyed=mark_ii + mark_vii,
    )
    return Board(b.rules, b.state.with_game(game))


def restored(b: Board, pick: str = "") -> Board:
    seat = b.game.current
    after, _ = b.run(results.Effects(seat, RETURN, "hope", index=1))  # the viper step
    if pick:
        assert after.pending is not None and after.pending.kind == "viper_model"
        after, _ = after.play(PickViperModel(seat, pick))
    return after


def test_a_destroyed_mark_vii_comes_back_as_a_mark_vii() -> None:
    after = restored(destroyed(0, 1))
    assert vipers_of_model(after.game, mk7.MK7, "destroyed") == 0
    assert vipers_of_model(after.game, mk7.MK7, "reserve") == 4
    check_invariants(after.rules, after.state, at_rest=False)


def test_with_both_models_destroyed_the_cards_player_picks() -> None:
    after = restored(destroyed(1, 1), pick=mk7.MK7)
    assert vipers_of_model(after.game, mk7.MK7, "destroyed") == 0
    assert vipers_of_model(after.game, BASE_VIPER, "destroyed") == 1
    check_invariants(after.rules, after.state, at_rest=False)


def test_the_battles_vipers_ask_the_model_before_the_commits() -> None:
    """X-XR-12, -14 with Cylon Fleet: both models in the Reserves, the current player picks the
    model of each viper launched below Galactica (the question on top of the phase's frames,
    found by a bot game that crashed here), then the Crossroads commits follow."""
    b = table(4, 1, plugins=["exodus"], options={"ionian_nebula": True, "cylon_fleet": True})
    stock = (ViperStock(BASE_VIPER, 4, 0, 0), ViperStock(mk7.MK7, 4, 0, 0))
    game = attrs.evolve(
        b.game, distance=8, cylon_ships=(), vipers=(), viper_stock=stock,
        vipers_reserve=8, vipers_damaged=0, vipers_destroyed=0,
    )  # fmt: skip
    b = Board(b.rules, b.state.with_game(game))
    seat = b.game.current
    b, _ = b.run(objective.CrossroadsPhase(seat))
    asked = 0
    while b.pending is not None and b.pending.kind == "viper_model":
        assert b.pending.seat == seat
        b, _ = b.play(PickViperModel(seat, mk7.MK7 if asked % 2 else BASE_VIPER))
        asked += 1
    assert asked == 4  # 2 vipers in each of the 2 areas below, one question each
    assert sorted((v.area, v.model) for v in b.game.vipers) == [
        (5, BASE_VIPER), (5, mk7.MK7), (6, BASE_VIPER), (6, mk7.MK7),
    ]  # fmt: skip
    assert b.pending is not None and b.pending.kind.startswith("exodus_crossroads")
    check_invariants(b.rules, b.state, at_rest=False)
