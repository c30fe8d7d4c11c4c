"""Space combat (B-CMBT), damage (B-DMG), nukes (B-NUKE) and the human space actions."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import engine
from bsgcore.base import model as m
from bsgcore.base.dice import rolls as dc
from bsgcore.base.space import actions as sa
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.context import using_rules
from bsgcore.core_events import FramesPushed, GameEnded
from bsgcore.messages import Event
from bsgcore.rng import Rng
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import ScriptedCursor, scripted_random

DONE = "base.not_implemented"


def dice(*rolls: int, belows: tuple[int, ...] = ()) -> ScriptedCursor:
    """A cursor answering these rolls and integers first."""
    script: dict[str, list[Any]] = {
        "rolls": list(rolls),
        "belows": list(belows),
        "shuffles": [],
        "keep_order": [True],
    }
    return ScriptedCursor(Rng(7), script)


def attack(b: Board, start: list[Event], *rolls: int, belows: tuple[int, ...] = ()) -> list[Event]:
    """Resolve an attack's roll (the `start` events of a combat function) through the engine with
    these dice, nobody asked in its windows; the events from the roll on (the NukeSpent first)."""
    game = se.fold(b.game, start)
    frames = next(e.frames for e in start if isinstance(e, FramesPushed))
    state = b.state.with_game(game).push(*frames)
    out: list[Event] = [e for e in start if isinstance(e, se.NukeSpent)]
    with scripted_random(rolls=list(rolls), belows=list(belows)), using_rules(b.rules):
        engine.advance(b.rules, state, out)
    return [e for e in out if isinstance(e, se.BaseEvent) and not isinstance(e, dc.RollFinished)]


def with_game(b: Board, **changes: object) -> Board:
    """The board with fields of its game changed."""
    return Board(b.rules, b.state.with_game(m.edited(b.game, **changes)))  # type: ignore[arg-type]


def test_viper_attack_roll_b_cmbt_t1_t2_t3() -> None:
    """B-CMBT-T1 to -T3: a viper destroys a raider on 3+, a heavy raider on 7+, and damages a
    basestar only on 8 (B-CMBT-1: one roll per attack)."""
    b = board(cylons=[("raider", 5), ("heavy_raider", 5), ("basestar", 5)], vipers=[(5, -1)])
    game = b.game
    assert attack(b, cb.viper_attack(game, 103, 100), 2) == [
        se.AttackRolled("viper 103", "raider 100", 2, 2)
    ]
    assert attack(b, cb.viper_attack(game, 103, 100), 3)[-1] == se.CylonShipDestroyed(100)
    assert len(attack(b, cb.viper_attack(game, 103, 101), 6)) == 1
    assert attack(b, cb.viper_attack(game, 103, 101), 7)[-1] == se.CylonShipDestroyed(101)
    assert len(attack(b, cb.viper_attack(game, 103, 102), 7)) == 1
    hit = attack(b, cb.viper_attack(game, 103, 102), 8, belows=(0,))
    assert isinstance(hit[-1], se.BasestarDamaged) and hit[-1].uid == 102


def test_unmanned_vipers_take_minus_two_under_ambush_b_cmbt_6() -> None:
    """B-CMBT-6: while Ambush is in play an unmanned viper's attack gets -2 (a 4 becomes 2);
    a piloted viper's does not."""
    b = with_game(board(cylons=[("raider", 5)], vipers=[(5, -1), (5, 0)]), in_play=(cb.AMBUSH,))
    assert attack(b, cb.viper_attack(b.game, 101, 100), 4) == [
        se.AttackRolled("viper 101", "raider 100", 4, 2)
    ]
    assert attack(b, cb.viper_attack(b.game, 102, 100), 4)[-1] == se.CylonShipDestroyed(100)


def test_structural_damage_adds_two_and_results_are_clamped_b_cmbt_9() -> None:
    """B-CMBT-6 and B-CMBT-9 (R-129): Structural Damage adds 2 against its basestar; a
    modified 10 counts as 8."""
    b = board(cylons=[("basestar", 5)], vipers=[(5, -1)])
    ship = attrs.evolve(b.game.cylon_ships[0], damage=(sp.STRUCTURAL_DAMAGE,))
    b = with_game(b, cylon_ships=(ship,), basestar_damage_pile=tuple(
        t for t in b.game.basestar_damage_pile if t != sp.STRUCTURAL_DAMAGE))  # fmt: skip
    events = attack(b, cb.viper_attack(b.game, 101, 100), 8, belows=(0,))
    assert events[0] == se.AttackRolled("viper 101", "basestar 100", 8, 8)
    assert isinstance(events[1], se.BasestarDamaged)


def test_structural_damage_turns_a_six_into_a_hit_b_cmbt_6() -> None:
    """B-CMBT-6: with Structural Damage a viper's 6 against that basestar is an 8, a hit; without
    it the 6 misses."""
    b = board(cylons=[("basestar", 5)], vipers=[(5, -1)])
    assert attack(b, cb.viper_attack(b.game, 101, 100), 6) == [
        se.AttackRolled("viper 101", "basestar 100", 6, 6)
    ]
    ship = attrs.evolve(b.game.cylon_ships[0], damage=(sp.STRUCTURAL_DAMAGE,))
    b = with_game(b, cylon_ships=(ship,), basestar_damage_pile=tuple(
        t for t in b.game.basestar_damage_pile if t != sp.STRUCTURAL_DAMAGE))  # fmt: skip
    events = attack(b, cb.viper_attack(b.game, 101, 100), 6, belows=(0,))
    assert events[0] == se.AttackRolled("viper 101", "basestar 100", 6, 8)
    assert isinstance(events[1], se.BasestarDamaged)


def test_weapons_control_b_loc_wpn() -> None:
    """B-LOC-WPN (B-CMBT-T4 to -T6, B-MAP-6, B-CMBT-2): Galactica fires into any area: raider
    3+, basestar 5+, heavy raider 7+."""
    b = board(cylons=[("raider", 2), ("basestar", 4), ("heavy_raider", 6)])
    game = b.game
    assert attack(b, cb.galactica_attack(game, 100), 3)[-1] == se.CylonShipDestroyed(100)
    assert isinstance(
        attack(b, cb.galactica_attack(game, 101), 5, belows=(0,))[-1], se.BasestarDamaged
    )
    assert len(attack(b, cb.galactica_attack(game, 101), 4)) == 1
    assert len(attack(b, cb.galactica_attack(game, 102), 6)) == 1
    b, _ = b.run(sa.WeaponsAttack(0))
    assert b.pending is not None and b.pending.kind == "weapons_attack"
    assert {o.target for o in b.pending.options} == {100, 101, 102}  # type: ignore[attr-defined]
    with scripted_random(rolls=[3]):
        b, _ = b.play(b.option("base.fire_at", target=100))
    assert [s.uid for s in b.game.cylon_ships] == [101, 102]


def test_basestar_destroyed_at_three_damage_b_dmg_6() -> None:
    """B-DMG-6 (R-118, B-COMP-13, B-DMG-7, B-CMBT-8): Critical Hit counts 2; a basestar at 2
    damage is destroyed by its next hit without drawing a token; it goes back to the supply and
    its tokens back to the pile."""
    b = board(cylons=[("basestar", 1)])
    events = cb.damage_basestar(b.game, 100, dice(belows=(0,)))
    assert events == [se.BasestarDamaged(100, sp.CRITICAL_HIT)]
    game = se.fold(b.game, events)
    assert sp.basestar_damage(game.cylon_ships[0]) == 2
    events = cb.damage_basestar(game, 100, dice())
    assert events == [se.CylonShipDestroyed(100)]
    game = se.fold(game, events)
    assert game.cylon_ships == () and len(game.basestar_damage_pile) == 4
    assert sp.supply(game, "basestar") == 2


def test_nuke_b_nuke_3() -> None:
    """B-NUKE-3 (R-128, B-NUKE-5): 1-2 two damage, 3-6 destroyed, 7-8 destroyed with up to 3
    raiders of its area; the nuke token is spent."""
    b = board(cylons=[("basestar", 1)] + [("raider", 1)] * 4 + [("raider", 2)])
    game = b.game
    for roll in (1, 2):  # two tokens, neither a Critical Hit: damaged, not destroyed
        two = attack(b, cb.nuke(game, 100), roll, belows=(1, 1))
        assert two[0] == se.NukeSpent(100)
        assert [type(e) for e in two[2:]] == [se.BasestarDamaged, se.BasestarDamaged], roll
        assert "basestar_critical_hit" not in repr(two)
    for roll in (3, 5, 6):  # the basestar alone is destroyed
        assert attack(b, cb.nuke(game, 100), roll)[2:] == [se.CylonShipDestroyed(100)], roll
    big = attack(b, cb.nuke(game, 100), 7)[2:]
    assert big == [se.CylonShipDestroyed(u) for u in (100, 101, 102, 103)]
    after = se.fold(game, attack(b, cb.nuke(game, 100), 8))
    assert after.nukes == game.nukes - 1
    assert [(s.kind, s.area) for s in after.cylon_ships] == [("raider", 1), ("raider", 2)]


def test_nuke_action_targets_a_basestar_b_nuke_2() -> None:
    """B-NUKE-2, B-NUKE-4: the Admiral chooses one basestar as the target, then rolls."""
    b = board(cylons=[("basestar", 1), ("raider", 1), ("basestar", 4)])
    admiral = b.game.admiral
    b, _ = b.run(sa.NukeAttack(admiral))
    assert b.pending is not None and b.pending.seat == admiral
    assert [o.target for o in b.pending.options] == [100, 102]  # type: ignore[attr-defined]
    with scripted_random(rolls=[4]):
        b, _ = b.play(b.option("base.fire_at", target=102))
    assert [s.uid for s in b.game.cylon_ships] == [100, 101] and b.game.nukes == 1


def test_the_nuke_is_an_action_of_the_admiral_b_nuke_2() -> None:
    """B-NUKE-2: launching a nuke is offered in the Admiral's Action step, to him only, and it
    asks him for a basestar target; with no nuke left it is not offered."""
    from bsgcore.base.turn import commands as tc
    from bsgcore.base.turn import frames as tf

    b = board(cylons=[("basestar", 1), ("raider", 2)])
    admiral = b.game.admiral
    player = attrs.evolve(b.game.players[admiral], location="base.location.command")  # not stranded
    b = with_game(b, players=m.replace_player(b.game, admiral, player).players)
    for seat in range(4):
        act, _ = b.run(tf.ActionStep(seat))
        assert act.pending is not None and act.pending.kind == "action"
        offered = [o for o in act.pending.options if isinstance(o, tc.LaunchNuke)]
        assert offered == ([tc.LaunchNuke(seat)] if seat == admiral else []), seat
    act, _ = b.run(tf.ActionStep(admiral))
    aim, _ = act.play(tc.LaunchNuke(admiral))
    assert aim.pending is not None and aim.pending.seat == admiral
    assert [o.target for o in aim.pending.options] == [100]  # type: ignore[attr-defined]
    spent, _ = with_game(b, nukes=0).run(tf.ActionStep(admiral))
    assert spent.pending is not None
    assert not any(isinstance(o, tc.LaunchNuke) for o in spent.pending.options)


def test_galactica_damage_tokens_b_dmg_1() -> None:
    """B-DMG-1 (R-103): a location token damages it and sends everyone there to Sickbay; a fuel
    token costs 1 fuel and leaves the game."""
    b = board()
    game = b.game
    pile = sorted(game.damage_pile)
    fuel = "base.damage.galactica_fuel_stores"
    events = cb.damage_galactica(game, dice(belows=(pile.index(fuel),)))
    after = se.fold(game, events)
    assert after.fuel == game.fuel - 1 and fuel not in after.damage_pile
    assert after.damaged_locations == ()


def test_sixth_location_damage_destroys_galactica_b_dmg_3() -> None:
    """B-DMG-3 (R-103, B-END-4): 6 location tokens on Galactica at once destroy it."""
    b = board()
    tokens = sorted(t for t in b.game.damage_pile if m.data().get(t).extra.get("location"))
    b = with_game(
        b,
        damage_pile=tuple(t for t in b.game.damage_pile if t not in tokens[1:]),
        damaged_locations=tuple(m.data().get(t).extra["location"] for t in tokens[1:]),
    )
    pile = sorted(b.game.damage_pile)
    events = cb.damage_galactica(b.game, dice(belows=(pile.index(tokens[0]),)))
    assert isinstance(events[-1], GameEnded) and events[-1].condition == "galactica_destroyed"
    pile_after = [t for t in pile if t != tokens[0]]
    assert all(not m.data().get(t).extra.get("location") for t in pile_after)


def test_the_sixth_damage_and_not_the_fifth_destroys_galactica_b_comp_12() -> None:
    """B-COMP-12, B-DMG-3: with 4 locations damaged, a 5th location token leaves Galactica in
    the game; the 6th then destroys it."""
    b = board()
    tokens = sorted(t for t in b.game.damage_pile if m.data().get(t).extra.get("location"))
    b = with_game(
        b,
        damage_pile=tuple(t for t in b.game.damage_pile if t not in tokens[2:]),
        damaged_locations=tuple(m.data().get(t).extra["location"] for t in tokens[2:]),
    )
    pile = sorted(b.game.damage_pile)
    fifth = cb.damage_galactica(b.game, dice(belows=(pile.index(tokens[0]),)))
    assert not any(isinstance(e, GameEnded) for e in fifth)
    game = se.fold(b.game, fifth)
    assert len(game.damaged_locations) == 5
    pile = sorted(game.damage_pile)
    sixth = cb.damage_galactica(game, dice(belows=(pile.index(tokens[1]),)))
    assert isinstance(sixth[-1], GameEnded) and sixth[-1].condition == "galactica_destroyed"


def test_raider_hits_on_viper_b_cmbt_t8() -> None:
    """B-CMBT-T8: a raider's attack on a viper: 1-4 miss, 5-7 damaged, 8 destroyed."""
    b = board(cylons=[("raider", 5)], vipers=[(5, -1)])
    assert len(attack(b, cb.raider_attacks_viper(b.game, 100, 101), 4)) == 1
    assert attack(b, cb.raider_attacks_viper(b.game, 100, 101), 7)[-1] == se.ViperHit(101, False)
    assert attack(b, cb.raider_attacks_viper(b.game, 100, 101), 8)[-1] == se.ViperHit(101, True)


def test_armory_attack_b_loc_arm() -> None:
    """B-LOC-ARM (B-CMBT-T7), B-CMBT-8: 7-8 destroys the centurion attacked, which leaves the
    boarding track."""
    b = board(centurions=(0, 2))
    assert attack(b, cb.armory_attack(b.game, 2), 6)[1:] == []
    b, _ = b.run(sa.ArmoryAttack(0))
    with scripted_random(rolls=[7]):
        b, _ = b.play(b.option("base.fire_at", target=2))
    assert b.game.centurions == (0,)


def test_command_activates_up_to_two_unmanned_vipers_b_loc_cmd() -> None:
    """B-LOC-CMD (B-VIPER-2, B-VIPER-3, B-CMBT-2, B-CMBT-4): launch from the reserve, move, or
    attack a Cylon ship of the viper's own area (one roll); up to 2, may stop."""
    b = board(cylons=[("raider", 5), ("raider", 3)], vipers=[(5, -1), (5, 0)])
    b, _ = b.run(sa.ActivateVipers(1, 2))
    options = b.pending.options if b.pending else ()
    kinds = sorted({(o.kind, o.viper) for o in options if o.tag == "base.activate_viper"})  # type: ignore[attr-defined]
    assert kinds == [("attack", 102), ("launch", -1), ("move", 102)]
    assert {getattr(o, "target", 0) for o in options if getattr(o, "kind", "") == "attack"} == {100}
    assert any(o.tag == "base.stop_activating" for o in options)
    b, _ = b.play(b.option("base.activate_viper", kind="launch", target=6))
    with scripted_random(rolls=[3]):
        b, events = b.play(b.option("base.activate_viper", kind="attack", viper=102, target=100))
    assert len([e for e in events if isinstance(e, se.AttackRolled)]) == 1
    assert [s.uid for s in b.game.cylon_ships] == [101] and len(b.game.vipers) == 3
    assert b.pending is not None and b.pending.kind == DONE
    check_invariants(b.rules, b.state, at_rest=False)


def test_pilot_activates_his_own_viper_b_viper_4() -> None:
    """B-VIPER-4: a pilot's action moves his viper or attacks once, with no other viper."""
    b = board(cylons=[("raider", 5)], vipers=[(5, -1), (5, 0)])
    b, _ = b.run(sa.ActivateVipers(0, 1, unmanned=False, up_to=False))
    options = b.pending.options if b.pending else ()
    assert {o.viper for o in options} == {102}  # type: ignore[attr-defined]


def test_a_pilot_in_space_moves_then_takes_one_action_b_viper_4() -> None:
    """B-VIPER-4: a pilot in space may move his viper 1 area in the Movement step (to an adjacent
    area only); as the Action he may activate it once (one attack, or one more move) or take
    another action (a skill card's); no Galactica or Colonial One location is offered."""
    from bsgcore.base.model import CylonShip, Viper
    from bsgcore.base.turn import commands as tc
    from bsgcore.testing.scenarios.turn import arrange, skill, table

    b = table()
    seat = b.game.current
    game = m.replace_player(b.game, seat, attrs.evolve(b.game.players[seat], location=m.SPACE))
    uid = game.next_uid
    game = attrs.evolve(
        game,
        vipers=(Viper(uid, 5, seat),),
        vipers_reserve=game.vipers_reserve - 1 + len(game.vipers),
        cylon_ships=(CylonShip(uid + 1, "raider", 5),),
        next_uid=uid + 2,
    )
    card = skill("consolidate_power", 1)
    b = Board(b.rules, b.state.with_game(arrange(game, {seat: [card]})))
    assert b.pending is not None and b.pending.kind == "movement"
    moves = sorted(o.area for o in b.pending.options if isinstance(o, tc.MoveViper))
    assert moves == [4, 6]
    b, _ = b.play(tc.Stay(seat))
    assert b.pending is not None and b.pending.kind == "action"
    options = b.pending.options
    assert tc.ActivateOwnViper(seat) in options and tc.PlaySkill(seat, card) in options
    assert not [o for o in options if isinstance(o, tc.UseLocation)]
    b, _ = b.play(tc.ActivateOwnViper(seat))
    assert b.pending is not None and b.pending.kind == "activate_viper"
    offered = sorted((o.kind, o.target) for o in b.pending.options)  # type: ignore[attr-defined]
    assert offered == [("attack", uid + 1), ("move", 4), ("move", 6)]
    attack = next(o for o in b.pending.options if getattr(o, "kind", "") == "attack")
    with scripted_random(rolls=[2]):  # a miss
        b, _ = b.play(attack)
    assert b.pending is not None and b.pending.kind not in ("activate_viper", "action")


def test_hangar_deck_launch_b_loc_hgr() -> None:
    """B-LOC-HGR (R-113, B-MAP-4): a pilot launches into echo or foxtrot; with the reserve empty
    he may take an unmanned viper back from space first."""
    b = board(vipers=[(2, -1)] * 8)
    b, _ = b.run(sa.LaunchPilot(0))
    assert [(o.area, o.source) for o in b.pending.options] == [(5, 100), (6, 100)]  # type: ignore[union-attr]
    b, _ = b.play(b.option("base.launch_self", area=6))
    assert sp.viper_of(b.game, 0) is not None and sp.viper_of(b.game, 0).area == 6  # type: ignore[union-attr]
    assert b.game.players[0].location == m.SPACE and b.game.vipers_reserve == 0
    check_invariants(b.rules, b.state, at_rest=False)


def test_a_viper_launches_into_echo_or_foxtrot_and_moves_one_area_b_viper_2() -> None:
    """B-VIPER-2: an unmanned viper's activation is a launch into Echo (5) or Foxtrot (6) only, a
    move to one of the two adjacent areas only, or an attack on a Cylon ship of its own area."""
    b = board(cylons=[("raider", 1)], vipers=[(1, -1)])
    b, _ = b.run(sa.ActivateVipers(1, 2))
    options = [
        o for o in (b.pending.options if b.pending else ()) if o.tag == "base.activate_viper"
    ]
    targets = {
        kind: sorted(o.target for o in options if o.kind == kind)
        for kind in ("launch", "move", "attack")
    }  # type: ignore[attr-defined]
    assert targets == {"launch": [5, 6], "move": [2, 6], "attack": [100]}
