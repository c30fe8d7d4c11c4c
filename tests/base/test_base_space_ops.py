"""The space ops for the effect interpreter (`base.space_ops`): each op's events or frame."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base.catalogue.op import FrozenMap, Op
from bsgcore.base.space import actions as sa
from bsgcore.base.space import activation as act
from bsgcore.base.space import board as sp
from bsgcore.base.space import events as se
from bsgcore.base.space.ops import SPACE_OPS
from bsgcore.core_events import FramesPushed
from bsgcore.messages import Event
from bsgcore.rng import Rng
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import ScriptedCursor, scripted_random

DONE = "base.not_implemented"


@attrs.frozen
class Acting:
    """Stands in for the interpreter's frame: only the acting seat is read."""

    seat: int


def run_op(b: Board, name: str, seat: int = 0, **params: Any) -> list[Event]:
    """The events of one op."""
    script: dict[str, list[Any]] = {"rolls": [], "belows": [], "shuffles": [], "keep_order": [1]}
    return SPACE_OPS[name](
        b.game, Acting(seat), Op(name, FrozenMap(params)), ScriptedCursor(Rng(3), script)
    )


def pushed(events: list[Event]) -> tuple[Any, ...]:
    """The frames of the one push, in the order they resolve."""
    assert len(events) == 1 and isinstance(events[0], FramesPushed)
    return tuple(reversed(events[0].frames))


def test_fleet_mobilization_activations_resolve_in_card_order() -> None:
    """Each activate_cylons op pushes one activation for the current player."""
    b = board(cylons=[("basestar", 2)])
    frames = pushed(run_op(b, "activate_cylons", kind="basestars_launch", times=2))
    assert frames == (act.ActivateCylons(b.game.current, "basestars_launch"),) * 2


def test_cylon_fleet_chooses_a_type_b_loc_cfl() -> None:
    """B-LOC-CFL: the revealed Cylon picks the ship type; heavy raiders: centurions advance even
    with no heavy raider on the board; or each basestar launches 2 raiders and 1 heavy raider."""
    b = board(cylons=[("basestar", 2)], centurions=(1,))
    b, _ = b.run(pushed(run_op(b, "activate_cylons", seat=2, kind="chosen_by_acting_player"))[0])
    assert b.pending is not None and b.pending.seat == 2
    b, _ = b.play(b.option("base.pick_activation", icon="heavy_raiders"))
    assert b.game.centurions == (2,)
    frames = pushed(run_op(b, "each_basestar_launches", raider=2, heavy_raider=1))
    for frame in frames:
        b, _ = b.run(frame)
    assert len(sp.cylons_in(b.game, 2, "raider")) == 2
    assert len(sp.cylons_in(b.game, 2, "heavy_raider")) == 2


def test_brutal_force_destroys_chosen_ships() -> None:
    """destroy_cylon_ships: the acting player picks 3 raiders among 4 in two areas."""
    b = board(cylons=[("raider", 1), ("raider", 1), ("raider", 3), ("raider", 3)])
    frame = pushed(run_op(b, "destroy_cylon_ships", seat=1, area="any", ships="raiders", count=3))[
        0
    ]
    b, _ = b.run(frame)
    assert b.pending is not None and b.pending.seat == 1
    b, _ = b.play(b.option("base.allocate_ships", allocation=((1, 2), (3, 1))))
    assert [(s.kind, s.area) for s in b.game.cylon_ships] == [("raider", 3)]
    few = board(cylons=[("heavy_raider", 4)])
    assert run_op(few, "destroy_cylon_ships", ships="heavy_raiders", count=1) == [
        se.CylonShipDestroyed(100)
    ]


def test_centurions_placed_and_destroyed() -> None:
    """place_centurion stops at the 4 markers (B-COMP-9); destroy_centurion asks which."""
    b = board(centurions=(1, 2, 3))
    assert run_op(b, "place_centurion", count=2) == [se.CenturionPlaced()]
    b, _ = b.run(pushed(run_op(b, "destroy_centurion", seat=1, count=1))[0])
    b, _ = b.play(b.option("base.fire_at", target=3))
    assert b.game.centurions == (1, 2)


def test_weapon_malfunction_damages_vipers_in_space() -> None:
    """damage_vipers in space (B-SICK-1): the current player picks; a pilot hit goes to
    Sickbay."""
    b = board(vipers=[(5, -1), (5, -1), (6, 0)])
    b, _ = b.run(pushed(run_op(b, "damage_vipers", count=2, where="space"))[0])
    assert b.pending is not None
    assert [o.viper for o in b.pending.options] == [100, 102]  # type: ignore[attr-defined]
    b, _ = b.play(b.option("base.pick_viper", viper=102))
    b, _ = b.play(b.option("base.pick_viper", viper=100))
    assert [v.uid for v in b.game.vipers] == [101] and b.game.vipers_damaged == 2
    assert b.game.players[0].location == sp.SICKBAY


def test_sleep_deprivation_returns_vipers_and_pilots() -> None:
    """return_vipers_to_reserves: vipers back, pilots to the Hangar Deck."""
    b = board(vipers=[(5, -1), (6, 0)])
    game = se.fold(b.game, run_op(b, "return_vipers_to_reserves", which="undamaged_on_board"))
    assert game.vipers == () and game.vipers_reserve == 8
    assert game.players[0].location == sp.HANGAR_DECK


def test_maximum_firepower_attacks_up_to_four_times() -> None:
    """viper_attacks: the pilot's viper attacks (only attacks) up to 4 times."""
    b = board(cylons=[("raider", 5)] * 5, vipers=[(5, 0)])
    b, _ = b.run(pushed(run_op(b, "viper_attacks", seat=0, count=4))[0])
    kinds = {getattr(o, "kind", "stop") for o in (b.pending.options if b.pending else ())}
    assert kinds == {"attack", "stop"}
    with scripted_random(rolls=[8, 8, 8, 8]):
        for _ in range(4):
            b, _ = b.play(b.option("base.activate_viper", kind="attack"))
    assert len(b.game.cylon_ships) == 1
    assert b.pending is not None and b.pending.kind == DONE


def test_damage_galactica_and_location_actions() -> None:
    """damage_galactica draws a token; the location ops push the space action frames."""
    b = board(cylons=[("basestar", 1)], centurions=(0,), vipers=[(5, -1)])
    events = run_op(b, "damage_galactica", count=1)
    assert len(events) == 1 and isinstance(events[0], se.GalacticaDamaged)
    assert pushed(run_op(b, "galactica_attack", seat=1)) == (sa.WeaponsAttack(1),)
    assert pushed(run_op(b, "attack_centurion", seat=1)) == (sa.ArmoryAttack(1),)
    assert pushed(run_op(b, "nuke_basestar", seat=1)) == (sa.NukeAttack(1),)
    assert pushed(run_op(b, "activate_vipers", seat=1, count=2)) == (sa.ActivateVipers(1, 2),)
    assert pushed(run_op(b, "launch_self_in_viper", seat=1)) == (sa.LaunchPilot(1),)


def test_activate_vipers_by_the_seat_its_who_names() -> None:
    """``activate_vipers`` with a ``who`` (cards/README.md: "the CAG may activate") gives the
    activations to that seat; without one, to the acting player."""
    from bsgcore.base import ActivateVipers, FrozenMap, Op, RunOps
    from bsgcore.base.space.ops import op_activate_vipers
    from bsgcore.context import using_rules
    from bsgcore.rng import RandomCursor, Rng
    from bsgcore.testing.scenarios.space import board

    table = board(seats=4)
    admiral = table.game.admiral
    acting = (admiral + 1) % 4
    frame = RunOps("base.crisis.food_shortage", "passed", acting)
    with using_rules(table.rules):
        for params, seat in (({"count": 1, "who": "admiral"}, admiral), ({"count": 1}, acting)):
            events = op_activate_vipers(
                table.game, frame, Op("activate_vipers", FrozenMap(params)), RandomCursor(Rng(1))
            )
            pushed = [f for e in events for f in getattr(e, "frames", ())]
            assert [(type(f), f.seat) for f in pushed] == [(ActivateVipers, seat)]
