"""The viper-model seam: ``bsg_base_viper_models`` (a plugin's model: its range and the raider
attack results that hit it) and ``bsg_base_viper_stock`` (how many of each model a game starts
with, where). A toy plugin adds a fast model; base alone stays untyped and logs as before."""

from __future__ import annotations

from typing import Any

from bsgcore.base import (
    BASE_VIPER,
    ActivateVipers,
    BaseGame,
    ChooseViperModels,
    LaunchPilot,
    PickViperModel,
    ViperModel,
    ViperStock,
    ViperStockSet,
    g,
    move_vipers,
    viper_reach,
    vipers_of_model,
)
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.ops import op_vipers
from bsgcore.base.space.combat import raider_viper_outcome
from bsgcore.base.space.events import ViperHit, ViperRecalled, fold
from bsgcore.base.space.models import check_stock
from bsgcore.base.turn.frames import RunOps
from bsgcore.base.view import _table
from bsgcore.context import using_rules
from bsgcore.serialization import command_to_dict, event_to_dict
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.table import new_game, set_up

FAST = "toy.viper_fast"


def models(models: tuple[ViperModel, ...]) -> tuple[ViperModel, ...]:
    """A fast model: 2 areas per move, damaged on 6-7 only."""
    return (*models, ViperModel(FAST, "Fast viper", moves=2, damaged_on=(6, 7)))


def stock(options: dict[str, Any], stock: tuple[ViperStock, ...]) -> tuple[ViperStock, ...]:
    """Two base vipers boxed; 2 fast vipers in the reserve and 1 damaged."""
    base = stock[0]
    return (ViperStock(BASE_VIPER, reserve=base.reserve - 2), ViperStock(FAST, 2, 1, 0))


TOY = plugin_module(
    "toyvipers",
    requires=("base",),
    extends=("base",),
    bsg_base_viper_models=models,
    bsg_base_viper_stock=stock,
)


def toy_board(**kwargs: Any) -> Board:
    return board(seats=3, plugins=["toyvipers"], **kwargs)


def test_base_alone_is_untyped_and_logs_no_model() -> None:
    """No plugin: no stock event, an empty stock, launch options without a model in their
    JSON, and the view without models."""
    game = set_up(3, 1)
    assert not [e for e in game.events if isinstance(e, ViperStockSet)]
    base: BaseGame = game.state.game
    assert base.viper_stock == ()
    b = board(seats=3)
    b2, _ = b.run(ActivateVipers(b.game.current, 1))
    assert b2.pending is not None
    launches = [o for o in b2.pending.options if getattr(o, "kind", "") == "launch"]
    assert len(launches) == 2
    for option in launches:
        assert "model" not in command_to_dict(b.rules, option)
    with using_rules(b.rules):
        assert "models" not in _table(b.game)["vipers"]


def test_the_stock_is_set_up_per_model() -> None:
    """The toy's stock is logged once at set-up; the totals are the sums over the models and
    the view shows each model's share."""
    with installed_plugins(TOY):
        game = set_up(3, 1, plugins=["toyvipers"])
        stocked = [e for e in game.events if isinstance(e, ViperStockSet)]
        assert len(stocked) == 1
        base: BaseGame = game.state.game
        check_stock(base)
        assert vipers_of_model(base, FAST, "reserve") == 2
        assert vipers_of_model(base, FAST, "damaged") == 1
        assert base.vipers_damaged == 1
        assert base.vipers_reserve + len(base.vipers) == 6 + 2
        with using_rules(game.rules):
            shown = _table(base)["vipers"]["models"]
            space = game.view(0)["game"]["space"]
        assert {"model": FAST, "reserve": 2, "damaged": 1, "destroyed": 0} in shown
        assert all(v["model"] == BASE_VIPER for area in space for v in area["vipers"])


def test_a_launch_chooses_the_model_and_the_viper_keeps_it() -> None:
    """Command's unmanned launch offers each model with a viper in the reserve; the fast one
    launched is of its model, its share of the reserve one less, and the JSON names it."""
    with installed_plugins(TOY):
        b = toy_board()
        b2, _ = b.run(ActivateVipers(b.game.current, 1))
        fast = b2.option("base.activate_viper", kind="launch", target=5, model=FAST)
        b2.option("base.activate_viper", kind="launch", target=5, model=BASE_VIPER)
        assert command_to_dict(b.rules, fast)["model"] == FAST
        b3, events = b2.play(fast)
        (viper,) = b3.game.vipers
        assert viper.model == FAST and viper.area == 5
        assert vipers_of_model(b3.game, FAST, "reserve") == 1
        launched = [e for e in events if e.tag == "base.viper_launched"]
        assert event_to_dict(b.rules, launched[0])["model"] == FAST
        check_stock(b3.game)


def test_a_pilot_launches_in_the_model_he_chooses() -> None:
    """The Hangar Deck's launch: one option per model in the reserve."""
    with installed_plugins(TOY):
        b = toy_board()
        seat = b.game.current
        b2, _ = b.run(LaunchPilot(seat))
        b3, _ = b2.play(b2.option("base.launch_self", area=6, model=FAST))
        (viper,) = b3.game.vipers
        assert (viper.model, viper.pilot) == (FAST, seat)


def test_a_model_moves_up_to_its_range() -> None:
    """The fast viper reaches every area within 2; base's only the adjacent ones; the
    activation's move options follow."""
    with installed_plugins(TOY):
        b = toy_board(vipers=[(1, -1, FAST), (4, -1)])
        fast, mark_ii = b.game.vipers
        with using_rules(b.rules):
            assert viper_reach(fast) == (2, 3, 5, 6)
            assert viper_reach(mark_ii) == (3, 5)
        b2, _ = b.run(ActivateVipers(b.game.current, 1))
        moves = {o.target for o in b2.pending.options if getattr(o, "viper", -1) == fast.uid}
        assert {2, 3, 5, 6} <= moves


def test_a_raider_hits_by_the_models_table_and_the_hit_keeps_the_model() -> None:
    """A 5 damages base's viper, not the fast one (6-7); an 8 destroys either. The damaged
    fast viper goes to its own model's share of the damaged box."""
    with installed_plugins(TOY):
        b = toy_board(cylons=[("raider", 1)], vipers=[(1, -1, FAST), (1, -1)])
        raider = b.game.cylon_ships[0].uid
        fast, mark_ii = b.game.vipers
        with using_rules(b.rules):
            assert raider_viper_outcome(b.game, raider, fast.uid, 5, None) == []  # type: ignore[arg-type]
            assert raider_viper_outcome(b.game, raider, mark_ii.uid, 5, None) == [  # type: ignore[arg-type]
                ViperHit(mark_ii.uid, False)
            ]
            hit = raider_viper_outcome(b.game, raider, fast.uid, 6, None)  # type: ignore[arg-type]
            assert hit == [ViperHit(fast.uid, False)]
            after = fold(b.game, hit)
            assert vipers_of_model(after, FAST, "damaged") == 2
            back = fold(b.game, [ViperRecalled(fast.uid)])
            assert vipers_of_model(back, FAST, "reserve") == 2  # 1 left + the one back
            check_stock(after)
            check_stock(back)


def test_a_repair_asks_which_model_when_both_are_damaged() -> None:
    """Repair 1 viper with a base and a fast one damaged: the repairing player picks the
    model; with every damaged viper repaired, nothing is asked."""
    with installed_plugins(TOY):
        b = toy_board(vipers=[(1, -1)])
        b = Board(b.rules, b.state.with_game(fold(b.game, [ViperHit(b.game.vipers[0].uid, False)])))
        seat = b.game.current
        frame = RunOps(seat, "test", "")
        with using_rules(b.rules):
            events = op_vipers(b.game, frame, Op("repair_vipers", {"count": 1}), None)  # type: ignore[arg-type]
            assert any(getattr(e, "frames", None) for e in events)
            every = op_vipers(b.game, frame, Op("repair_vipers", {"count": 2}), None)  # type: ignore[arg-type]
            assert {getattr(e, "model", "") for e in every} == {BASE_VIPER, FAST}
        b2, _ = b.run(ChooseViperModels(seat, 1, "damaged", "reserve"))
        assert {o.model for o in b2.pending.options} == {BASE_VIPER, FAST}
        b3, _ = b2.play(PickViperModel(seat, FAST))
        assert vipers_of_model(b3.game, FAST, "damaged") == 0
        assert vipers_of_model(b3.game, FAST, "reserve") == 3
        assert vipers_of_model(b3.game, BASE_VIPER, "damaged") == 1
        check_stock(b3.game)


def test_placing_vipers_asks_the_models_and_launches_them_unmanned() -> None:
    """Placing 1 viper with both models in the reserve asks; the fast one placed is in the
    area, unmanned, of its model. Placing every viper of the reserve asks nothing."""
    with installed_plugins(TOY):
        b = toy_board()
        seat = b.game.current
        with using_rules(b.rules):
            asked = move_vipers(b.game, seat, 1, "reserve", "space", 3)
            assert len(asked) == 1 and getattr(asked[0], "frames", None)
            everything = move_vipers(b.game, seat, b.game.vipers_reserve, "reserve", "space", 3)
            placed = fold(b.game, everything)
        assert len(placed.vipers) == b.game.vipers_reserve
        assert {v.model for v in placed.vipers} == {BASE_VIPER, FAST}
        b2, _ = b.run(ChooseViperModels(seat, 1, "reserve", "space", 3))
        b3, _ = b2.play(PickViperModel(seat, FAST))
        (viper,) = b3.game.vipers
        assert (viper.model, viper.area, viper.pilot) == (FAST, 3, -1)


def test_an_untyped_game_never_sees_the_model_fields() -> None:
    """A base game's first events and frames encode as before: no ``model`` key anywhere."""
    game = new_game(3, 1)
    text = str([event_to_dict(game.rules, e) for e in game.events])
    assert "model" not in text
    assert g(game.state).viper_stock == ()
