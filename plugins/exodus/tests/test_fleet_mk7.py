"""Viper Mark VII (exodus.md §6.6, X-MK7-1..6, part ``bsg_exodus.fleet``, mk7.py) and the
Damaged Vipers box at set-up (X-FLEET-SETUP-4, -5), on base's viper-model seam. Tables are
laid out by hand (``mk7_board``), independent of the set-up's shuffle."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_exodus.fleet import mk7
from test_fleet import fleet_board

from bsgcore import Event
from bsgcore.base import (
    BASE_VIPER,
    ActivateVipers,
    BaseGame,
    ChooseViperModels,
    LaunchPilot,
    MovementStep,
    PickViperModel,
    ViperHit,
    ViperStock,
    g,
    move_vipers,
    raider_viper_outcome,
    vipers_of_model,
)
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import set_up
from bsgcore.view import view

MK7 = mk7.MK7
FLEET = {"cylon_fleet": True}
NO_RNG: Any = None  # the outcome of a viper's hit draws nothing


def mk7_board(
    reserve: tuple[int, int] = (4, 0), damaged: tuple[int, int] = (0, 4), **kw: Any
) -> Board:
    """A Cylon Fleet table whose vipers off the board are (Mark II, Mark VII) in the reserve and
    damaged, besides the vipers `kw` places (area, pilot[, model])."""
    b = fleet_board(**kw)
    stock = (
        ViperStock(BASE_VIPER, reserve[0], damaged[0], 0),
        ViperStock(MK7, reserve[1], damaged[1], 0),
    )
    game = attrs.evolve(
        b.game,
        viper_stock=stock,
        vipers_reserve=sum(reserve),
        vipers_damaged=sum(damaged),
        vipers_destroyed=0,
    )
    return Board(b.rules, b.state.with_game(game))


def launches(b: Board) -> set[tuple[int, str]]:
    """The (area, model) of every unmanned launch pending."""
    assert b.pending is not None
    return {(o.target, o.model) for o in b.pending.options if getattr(o, "kind", "") == "launch"}


def of_tag(events: list[Event], tag: str) -> list[Any]:
    return [e for e in events if e.tag == tag]


@pytest.mark.rules("X-FLEET-SETUP-4", "X-FLEET-SETUP-5", "X-MK7-1")
def test_the_set_up_boxes_2_mark_ii_and_puts_the_4_mark_vii_in_the_damaged_box() -> None:
    """With Cylon Fleet: 6 Mark II (the starting vipers among them) and the 4 Mark VII damaged,
    none of them in the reserve; without the option, base's 8 Mark II and no model at all."""
    game = set_up(3, 1, plugins=["exodus"], **FLEET)
    base: BaseGame = game.state.game
    assert vipers_of_model(base, MK7, "damaged") == 4
    assert vipers_of_model(base, MK7, "reserve") == 0
    in_space = len([v for v in base.vipers if v.model == BASE_VIPER])
    assert vipers_of_model(base, BASE_VIPER, "reserve") + in_space == 6
    assert base.vipers_damaged == 4
    check_invariants(game.rules, game.state)
    plain = set_up(3, 1, plugins=["exodus"])
    assert g(plain.state).viper_stock == ()
    assert g(plain.state).vipers_reserve + len(g(plain.state).vipers) == 8


def test_the_view_shows_each_vipers_model_and_each_models_share() -> None:
    """The models are public: every seat's view names each viper's model in space and each
    model's vipers off the board; a game without the option shows neither."""
    b = mk7_board(reserve=(3, 1), damaged=(0, 3), vipers=[(2, -1, MK7)])
    table = b.state.game
    game_view = _view(b, 1)
    assert [v["model"] for a in game_view["space"] for v in a["vipers"]] == [MK7]
    assert {"model": MK7, "reserve": 1, "damaged": 3, "destroyed": 0} in game_view["vipers"][
        "models"
    ]
    assert table.vipers_damaged == 3
    plain = _view(fleet_board(vipers=[(2, -1)]), 1)
    assert "models" not in plain["vipers"]
    assert all("model" not in v for a in plain["space"] for v in a["vipers"])


def _view(b: Board, seat: int) -> dict[str, Any]:
    with using_rules(b.rules):
        out: dict[str, Any] = view(b.rules, b.state, seat)["game"]
    return out


@pytest.mark.rules("X-MK7-1")
def test_a_mark_vii_is_launched_only_once_repaired() -> None:
    """Damaged, the Mark VII are never offered for a launch; a repair (the repairing player
    picks the Mark VII) puts one in the Reserves, and then it is."""
    b = mk7_board()
    seat = b.game.current
    asked, _ = b.run(ActivateVipers(seat, 1))
    assert launches(asked) == {(5, BASE_VIPER), (6, BASE_VIPER)}
    picking, _ = b.run(ChooseViperModels(seat, 1, "damaged", "reserve"))
    assert picking.pending is not None
    assert [o.model for o in picking.pending.options] == [MK7]  # no Mark II is damaged
    repaired = mk7_board(reserve=(4, 1), damaged=(0, 3))
    asked, _ = repaired.run(ActivateVipers(seat, 1))
    assert (5, MK7) in launches(asked)


@pytest.mark.rules("X-MK7-2")
def test_the_current_player_chooses_the_model_to_launch_and_to_activate() -> None:
    """Both models in the Reserves: a launch of each is offered, and the Mark VII launched is
    one; an unmanned Mark VII and a Mark II in one area are activated apart."""
    b = mk7_board(reserve=(4, 2), damaged=(0, 2), vipers=[(3, -1, MK7), (3, -1)])
    seat = b.game.current
    asked, _ = b.run(ActivateVipers(seat, 1))
    assert launches(asked) == {(a, m) for a in (5, 6) for m in (BASE_VIPER, MK7)}
    movers = {o.viper for o in asked.pending.options if getattr(o, "kind", "") == "move"}
    assert movers == {v.uid for v in b.game.vipers}
    done, events = asked.play(asked.option("base.activate_viper", kind="launch", model=MK7))
    assert [v.model for v in done.game.vipers if v.area in (5, 6)] == [MK7]
    assert vipers_of_model(done.game, MK7, "reserve") == 1
    check_invariants(done.rules, done.state, at_rest=False)


@pytest.mark.rules("X-MK7-2")
def test_a_pilot_launching_himself_chooses_the_model() -> None:
    """The Hangar Deck's launch (as Return to Duty's) offers each model of the Reserves."""
    b = mk7_board(reserve=(4, 1), damaged=(0, 3))
    seat = b.game.current
    asked, _ = b.run(LaunchPilot(seat))
    assert asked.pending is not None
    assert {o.model for o in asked.pending.options} == {BASE_VIPER, MK7}
    done, _ = asked.play(asked.option("base.launch_self", area=5, model=MK7))
    (viper,) = done.game.vipers
    assert (viper.model, viper.pilot) == (MK7, seat)


@pytest.mark.rules("X-MK7-2")
def test_placing_and_destroying_vipers_asks_the_current_player_the_model() -> None:
    """An effect placing 1 viper, or destroying 1 of the Reserves (Gas Giant), with both models
    there: the current player is asked, and gets the model he picks."""
    b = mk7_board(reserve=(4, 2), damaged=(0, 2))
    seat = b.game.current
    with using_rules(b.rules):
        asked = move_vipers(b.game, seat, 1, "reserve", "space", 2)
    assert len(asked) == 1 and getattr(asked[0], "frames", None), "the model is asked"
    placing, _ = b.run(ChooseViperModels(seat, 1, "reserve", "space", 2))
    placed, _ = placing.play(PickViperModel(seat, MK7))
    assert [(v.model, v.area, v.pilot) for v in placed.game.vipers] == [(MK7, 2, -1)]
    gas, _ = b.run(ChooseViperModels(seat, 1, "reserve", "destroyed"))
    assert gas.pending is not None and gas.pending.seat == seat
    destroyed, _ = gas.play(PickViperModel(seat, MK7))
    assert vipers_of_model(destroyed.game, MK7, "destroyed") == 1
    assert vipers_of_model(destroyed.game, BASE_VIPER, "reserve") == 4
    check_invariants(destroyed.rules, destroyed.state, at_rest=False)


@pytest.mark.rules("X-MK7-3")
def test_damage_in_the_reserves_and_repair_ask_whose_model() -> None:
    """Damaging 1 viper of the Reserves: the current player picks the model (and gets it);
    repairing 1 with both models damaged: the repairing player picks which. A Mark VII hit in
    space goes to its own share of the damaged box."""
    b = mk7_board(reserve=(4, 2), damaged=(1, 1), vipers=[(1, -1, MK7)])
    seat = b.game.current
    other = (seat + 1) % 3
    with using_rules(b.rules):
        hit = move_vipers(b.game, seat, 1, "reserve", "damaged")
        repair = move_vipers(b.game, other, 1, "damaged", "reserve")
    assert hit[0].frames == (ChooseViperModels(seat, 1, "reserve", "damaged"),)
    assert repair[0].frames == (ChooseViperModels(other, 1, "damaged", "reserve"),)
    asked, _ = b.run(ChooseViperModels(seat, 1, "reserve", "damaged"))
    done, _ = asked.play(PickViperModel(seat, MK7))
    assert vipers_of_model(done.game, MK7, "damaged") == 2
    assert vipers_of_model(done.game, BASE_VIPER, "reserve") == 4
    asked, _ = b.run(ChooseViperModels(other, 1, "damaged", "reserve"))
    assert asked.pending is not None and asked.pending.seat == other
    done, _ = asked.play(PickViperModel(other, BASE_VIPER))
    assert vipers_of_model(done.game, BASE_VIPER, "reserve") == 5
    assert vipers_of_model(done.game, MK7, "damaged") == 1
    with using_rules(b.rules):
        after = ViperHit(b.game.vipers[0].uid, False).apply(b.game)
    assert vipers_of_model(after, MK7, "damaged") == 2
    check_invariants(done.rules, done.state, at_rest=False)


@pytest.mark.rules("X-MK7-4", "X-MK7-6")
def test_a_mark_vii_moves_up_to_2_areas_on_activation_and_in_the_movement_step() -> None:
    """An unmanned Mark VII's activation reaches the areas 1 and 2 away; a pilot's Movement
    step too; a Mark II's only the adjacent ones."""
    b = mk7_board(vipers=[(1, -1, MK7), (4, -1)], reserve=(3, 0), damaged=(0, 3))
    seat = b.game.current
    fast, slow = b.game.vipers
    asked, _ = b.run(ActivateVipers(seat, 1))
    moves: dict[int, set[int]] = {}
    for o in asked.pending.options:
        if getattr(o, "kind", "") == "move":
            moves.setdefault(o.viper, set()).add(o.target)
    assert moves[fast.uid] == {2, 3, 5, 6}
    assert moves[slow.uid] == {3, 5}
    pilot = mk7_board(vipers=[(1, seat, MK7)], reserve=(4, 0), damaged=(0, 3))
    stepping, _ = pilot.run(MovementStep(seat))
    assert stepping.pending is not None
    flights = {o.area for o in stepping.pending.options if o.tag == "base.move_viper"}
    assert flights == {2, 3, 5, 6}


@pytest.mark.rules("X-MK7-5")
def test_a_raider_damages_a_mark_vii_on_6_7_and_destroys_it_on_8() -> None:
    """A raider's 5 leaves a Mark VII unharmed (a Mark II would be damaged), 6-7 damage it,
    8 destroys it."""
    b = mk7_board(cylons=[("raider", 1)], vipers=[(1, -1, MK7), (1, -1)])
    raider = b.game.cylon_ships[0].uid
    fast, slow = b.game.vipers
    with using_rules(b.rules):
        outcomes = {
            r: raider_viper_outcome(b.game, raider, fast.uid, r, NO_RNG) for r in (4, 5, 6, 7, 8)
        }
        slow_five = raider_viper_outcome(b.game, raider, slow.uid, 5, NO_RNG)
    assert outcomes == {
        4: [],
        5: [],
        6: [ViperHit(fast.uid, False)],
        7: [ViperHit(fast.uid, False)],
        8: [ViperHit(fast.uid, True)],
    }
    assert slow_five == [ViperHit(slow.uid, False)]
