"""Vipers with the Cylon Fleet, as exodus-from-001.md §3-4 states them (X1-VIPER-1..6,
X1-CAG-11; exodus.md X-MK7, X-FLEET-30): what one activation of a Mark II or a Mark VII may do,
a pilot's Mark VII flying 1 or 2 areas, the raider's table against each model and the attack
table of each, civilian ships leaving only by escort, and the current player choosing the model."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_exodus.fleet import escort, mk7
from test_fleet import fleet_board
from test_fleet_mk7 import mk7_board

from bsgcore.base import (
    BASE_VIPER,
    ActivateVipers,
    ChooseViperModels,
    FrozenMap,
    Jump,
    Op,
    RunOps,
    ViperHit,
    op_place_ships,
    raider_viper_outcome,
    viper_attack,
    viper_attack_outcome,
)
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scenarios.space import Board

MK7 = mk7.MK7
AREA = 3


def by_kind(b: Board, viper: int) -> dict[str, set[Any]]:
    """The pending activation's options for `viper`, by kind (launches have viper -1)."""
    assert b.pending is not None
    out: dict[str, set[Any]] = {}
    for o in b.pending.options:
        if isinstance(o, escort.EscortCivilian) and o.viper == viper:
            out.setdefault("escort", set()).add(o.civilian)
        elif getattr(o, "viper", None) == viper:
            out.setdefault(o.kind, set()).add(o.target)
        elif getattr(o, "kind", "") == "launch":
            out.setdefault("launch", set()).add((o.target, o.model))
    return out


def armed_board(model: str, pilot: int = -1) -> Board:
    """A viper of `model` in area 3 with a raider and a civilian ship there, one viper of each
    model in the Reserves."""
    pile = fleet_board().game.civilian_pile
    viper = (AREA, pilot) if model == BASE_VIPER else (AREA, pilot, model)
    return mk7_board(
        reserve=(1, 1),
        damaged=(3, 3),
        cylons=[("raider", AREA)],
        vipers=[viper],
        civilians=[(AREA, pile[0])],
    )


@pytest.mark.rules("X1-VIPER-1", "X-FLEET-30")
def test_one_mark_ii_activation_launches_moves_1_attacks_or_escorts() -> None:
    """The options: a launch into Echo or Foxtrot, a move of 1 area, an attack on the raider,
    an escort of the civilian ship; whichever is taken spends the one activation."""
    b = armed_board(BASE_VIPER)
    viper, raider, civilian = (
        b.game.vipers[0].uid,
        b.game.cylon_ships[0].uid,
        b.game.civilians[0].uid,
    )
    asked, _ = b.run(ActivateVipers(b.game.current, 1))
    options = by_kind(asked, viper)
    assert options["move"] == {2, 4} and options["attack"] == {raider}
    assert options["escort"] == {civilian}
    assert {area for area, _ in options["launch"]} == {5, 6}
    for command in asked.pending.options:
        if command.tag == "base.stop_activating":
            continue
        done, _ = asked.play(command)
        spent = done.pending is None or done.pending.kind != "activate_viper"
        assert spent, command
    escorted, _ = asked.play(asked.option(escort.EscortCivilian.tag, viper=viper))
    assert not escorted.game.civilians and escorted.game.vipers[0].area == AREA


@pytest.mark.rules("X1-VIPER-2")
def test_one_mark_vii_activation_moves_1_or_2_attacks_escorts_or_launches() -> None:
    """A Mark VII: a move ending 1 or 2 areas away, an attack, an escort; a Mark VII in the
    Reserves is launched as a Mark II is (the seed silent, the recommended reading)."""
    b = armed_board(MK7)
    viper = b.game.vipers[0].uid
    asked, _ = b.run(ActivateVipers(b.game.current, 1))
    options = by_kind(asked, viper)
    assert options["move"] == {1, 2, 4, 5}
    assert options["attack"] and options["escort"]
    assert options["launch"] == {(a, m) for a in (5, 6) for m in (BASE_VIPER, MK7)}


@pytest.mark.rules("X1-VIPER-3")
def test_a_pilot_activating_his_mark_vii_flies_1_or_2_areas() -> None:
    """The pilot's Action activates his own viper: a Mark VII reaches 1 or 2 areas away, a
    Mark II only the adjacent ones."""
    seat = fleet_board().game.current
    fast = armed_board(MK7, pilot=seat)
    asked, _ = fast.run(ActivateVipers(seat, 1, unmanned=False))
    assert by_kind(asked, fast.game.vipers[0].uid)["move"] == {1, 2, 4, 5}
    slow = armed_board(BASE_VIPER, pilot=seat)
    asked, _ = slow.run(ActivateVipers(seat, 1, unmanned=False))
    assert by_kind(asked, slow.game.vipers[0].uid)["move"] == {2, 4}


@pytest.mark.rules("X1-VIPER-4")
def test_a_raider_damages_a_mark_vii_on_6_7_and_a_mark_ii_on_5_7() -> None:
    """Every die result of a raider's attack: Mark VII damaged on 6-7, Mark II on 5-7, both
    destroyed on 8, unharmed otherwise."""
    b = mk7_board(cylons=[("raider", 1)], vipers=[(1, -1, MK7), (1, -1)])
    raider = b.game.cylon_ships[0].uid

    def table(uid: int) -> dict[int, str]:
        out = {}
        with using_rules(b.rules):
            for roll in range(1, 9):
                hit = raider_viper_outcome(b.game, raider, uid, roll, RandomCursor(Rng(1)))
                out[roll] = "" if not hit else ("destroyed" if hit[0].destroyed else "damaged")
        return out

    fast, slow = (v.uid for v in b.game.vipers)
    assert table(fast) == {
        1: "",
        2: "",
        3: "",
        4: "",
        5: "",
        6: "damaged",
        7: "damaged",
        8: "destroyed",
    }
    assert table(slow) == {**table(fast), 5: "damaged"}
    with using_rules(b.rules):
        hit = raider_viper_outcome(b.game, raider, fast, 8, RandomCursor(Rng(1)))
    assert hit == [ViperHit(fast, True)]


@pytest.mark.rules("X1-VIPER-5")
def test_a_mark_vii_attacks_on_the_mark_iis_table() -> None:
    """The same roll (no bonus) and, for every result, the same outcome as a Mark II's against
    a raider (3+), a heavy raider (7+) and a basestar (8 damages it)."""
    b = mk7_board(
        cylons=[("raider", 1), ("heavy_raider", 1), ("basestar", 1)],
        vipers=[(1, -1, MK7), (1, -1)],
    )
    fast, slow = (v.uid for v in b.game.vipers)
    wanted = {"raider": 3, "heavy_raider": 7, "basestar": 8}
    with using_rules(b.rules):
        for ship in b.game.cylon_ships:
            rolls = [
                [attrs.evolve(e, roll=attrs.evolve(e.roll, attacker="")) for e in events
                 if hasattr(e, "roll")]
                for events in (viper_attack(b.game, uid, ship.uid) for uid in (fast, slow))
            ]  # fmt: skip
            assert rolls[0] == rolls[1] and rolls[0], ship.kind
            for result in range(1, 9):
                outcomes = [
                    viper_attack_outcome(b.game, uid, ship.uid, result, RandomCursor(Rng(2)))
                    for uid in (fast, slow)
                ]
                assert outcomes[0] == outcomes[1], (ship.kind, result)
                assert bool(outcomes[0]) == (result >= wanted[ship.kind]), (ship.kind, result)


@pytest.mark.rules("X1-VIPER-6", "X-FLEET-41", "X-FLEET-42")
def test_civilian_ships_leave_the_main_board_by_escort_not_by_a_jump() -> None:
    """A jump leaves both civilian ships where they are; a viper's escort takes one off the
    board, back into the pile; without the option the jump clears them."""
    pile = fleet_board().game.civilian_pile
    civilians = [(2, pile[0]), (AREA, pile[1])]
    b = fleet_board(civilians=civilians, vipers=[(AREA, -1)])
    jumped, _ = b.run(Jump(b.game.current))
    assert sorted(c.area for c in jumped.game.civilians) == [2, AREA]
    asked, _ = b.run(ActivateVipers(b.game.current, 1))
    escorted, _ = asked.play(asked.option(escort.EscortCivilian.tag))
    assert [c.area for c in escorted.game.civilians] == [2]
    assert len(escorted.game.civilian_pile) == len(b.game.civilian_pile) + 1
    plain = fleet_board(civilians=civilians, used=False)
    cleared, _ = plain.run(Jump(plain.game.current))
    assert not cleared.game.civilians


@pytest.mark.rules("X1-CAG-11", "X-MK7-2")
def test_the_current_player_picks_the_model_an_effect_places() -> None:
    """A card's "place 1 viper" resolved by another player (the acting seat), both models in
    the Reserves: the current player is asked the model, not the acting player."""
    b = mk7_board(reserve=(2, 2), damaged=(2, 2))
    current = b.game.current
    acting = (current + 1) % 3
    op = Op("place_ships", FrozenMap({"area": 2, "ships": FrozenMap({"viper": 1})}))
    frame = RunOps("base.crisis.food_shortage", "effects", acting)
    with using_rules(b.rules):
        events = op_place_ships(b.game, frame, op, RandomCursor(Rng(1)))
    asks = [f for e in events for f in getattr(e, "frames", ())]
    assert asks == [ChooseViperModels(current, 1, "reserve", "space", 2)]
