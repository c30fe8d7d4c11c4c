"""Cylon ship activation (B-ACTV) and Cylon attack cards (B-CRISIS-4): worked scenarios."""

from __future__ import annotations

from bsgcore.base import model as m
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.space import activation as act
from bsgcore.base.space import board as sp
from bsgcore.base.space import events as se
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import board
from bsgcore.testing.scripted import scripted_random

DONE = "base.not_implemented"
P1, P2 = "population_1", "population_2"


def test_raider_activation_in_a_crowded_area_b_actv_rai_1() -> None:
    """B-ACTV-RAI-1, B-ACTV-1 and B-ACTV-3 (R-116, B-CMBT-T8, B-CMBT-5, B-VIPER-5, B-VIPER-6,
    B-CIV-5, B-CIV-6): alpha holds 3 raiders, an
    unmanned and a piloted viper and 2 civilian ships; charlie 1 raider. The current player picks
    charlie first: its raider moves toward the nearest civilian ship (to bravo) and does not act
    again. In alpha the first raider must attack the unmanned viper (8: destroyed), the second
    the piloted one (5: damaged, pilot to Sickbay), the third destroys the civilian ship the
    current player picks, and the fleet loses its cargo."""
    b = board(
        cylons=[("raider", 1)] * 3 + [("raider", 3)],
        vipers=[(1, -1), (1, 0)],
        civilians=[(1, P2), (1, P1)],
    )
    seat = b.game.current
    population = b.game.population
    with scripted_random(rolls=[8, 5]):
        b, _ = b.run(act.ActivateCylons(seat, "raiders"))
        assert b.pending is not None and b.pending.kind == "raider_area"
        assert [o.area for o in b.pending.options] == [1, 3]  # type: ignore[attr-defined]
        b, events = b.play(b.option("base.pick_raider_area", area=3))
    assert se.ShipMoved(103, 2) in events
    assert se.ViperHit(104, destroyed=True) in events
    assert se.ViperHit(105, destroyed=False) in events
    game = b.game
    assert game.players[0].location == sp.SICKBAY
    assert game.vipers == () and game.vipers_damaged == 1 and game.vipers_destroyed == 1
    decision = b.pending
    assert decision is not None and decision.kind == "raider_target" and decision.seat == seat
    assert [o.target for o in decision.options] == [106, 107]  # type: ignore[attr-defined]
    b, events = b.play(b.option("base.pick_raider_target", target=106))
    assert se.CivilianDestroyed(106, P2) in events
    assert b.game.population == population - 2
    assert [c.uid for c in b.game.civilians] == [107]
    assert sp.cylon_ship(b.game, 103).area == 2
    assert b.pending is not None and b.pending.kind == DONE
    check_invariants(b.rules, b.state, at_rest=False)


def test_a_destroyed_piloted_viper_sends_its_pilot_to_sickbay_b_cmbt_5() -> None:
    """B-CMBT-5 (B-CMBT-T8): a raider's 8 destroys a piloted viper; the pilot goes to Sickbay and
    the viper is lost."""
    b = board(cylons=[("raider", 1)], vipers=[(1, 0)])
    destroyed = b.game.vipers_destroyed
    with scripted_random(rolls=[8]):
        b, events = b.run(act.ActivateCylons(b.game.current, "raiders"))
    assert se.ViperHit(101, destroyed=True) in events
    assert b.game.players[0].location == sp.SICKBAY
    assert b.game.vipers == () and b.game.vipers_destroyed == destroyed + 1
    check_invariants(b.rules, b.state, at_rest=False)


def test_raider_with_nothing_near_attacks_galactica_b_actv_rai_1() -> None:
    """B-ACTV-RAI-1 step 4 (B-CMBT-T10): no civilian ship on the board: attack Galactica, hit
    on 8 (a damage token drawn)."""
    b = board(cylons=[("raider", 2), ("raider", 2)])
    with scripted_random(rolls=[7, 8], belows=[0]):
        b, events = b.run(act.ActivateCylons(b.game.current, "raiders"))
    hits = [e for e in events if isinstance(e, se.GalacticaDamaged)]
    assert len(hits) == 1
    assert len(b.game.damage_pile) == 7


def test_no_raider_each_basestar_launches_two_b_actv_rai_2() -> None:
    """B-ACTV-RAI-2 (R-117): no raider on the board: each basestar launches 2 raiders; a
    Disabled Hangar launches none (B-ACTV-RAI-3)."""
    b = board(cylons=[("basestar", 1), ("basestar", 4)])
    game = b.game
    ships = (game.cylon_ships[0], attrs_evolve_damage(game.cylon_ships[1], sp.DISABLED_HANGAR))
    b = type(b)(b.rules, b.state.with_game(_with(game, cylon_ships=ships)))
    b, events = b.run(act.ActivateCylons(game.current, "raiders"))
    assert [e for e in events if isinstance(e, ShipsPlaced)] == [ShipsPlaced(1, raiders=2)]


def test_heavy_raider_boards_and_others_close_in_b_actv_hvy_2() -> None:
    """B-ACTV-HVY-2, B-ACTV-HVY-3, B-ACTV-HVY-1, B-COMP-15: the centurion already on the
    track advances first; the heavy raider in echo boards as a centurion at space 0 (not
    advanced); the one in charlie moves to delta; no heavy raider attacks."""
    b = board(cylons=[("heavy_raider", 5), ("heavy_raider", 3)], centurions=(1,))
    b, events = b.run(act.ActivateCylons(b.game.current, "heavy_raiders"))
    assert events[:3] == [se.CenturionsAdvanced(), se.HeavyRaiderBoarded(100), se.ShipMoved(101, 4)]
    assert b.game.centurions == (0, 2)
    assert not any(isinstance(e, se.AttackRolled) for e in events)
    assert [(s.kind, s.area) for s in b.game.cylon_ships] == [("heavy_raider", 4)]
    check_invariants(b.rules, b.state, at_rest=False)


def test_no_centurion_left_the_heavy_raider_stays_b_actv_hvy_7() -> None:
    """B-ACTV-HVY-7 (R-114), B-ACTV-HVY-8: with 4 centurions on the track, a heavy raider in
    foxtrot stays; centurions on one space advance together."""
    b = board(cylons=[("heavy_raider", 6)], centurions=(0, 0, 1, 2))
    b, events = b.run(act.ActivateCylons(b.game.current, "heavy_raiders"))
    assert b.game.centurions == (1, 1, 2, 3)
    assert [(s.kind, s.area) for s in b.game.cylon_ships] == [("heavy_raider", 6)]


def test_no_heavy_raider_basestars_launch_one_centurions_still_advance_b_actv_hvy_5() -> None:
    """B-ACTV-HVY-5 (R-117): no heavy raider: each basestar launches 1, centurions advance."""
    b = board(cylons=[("basestar", 2)], centurions=(0,))
    b, events = b.run(act.ActivateCylons(b.game.current, "heavy_raiders"))
    assert se.CenturionsAdvanced() in events
    assert ShipsPlaced(2, heavy_raiders=1) in events
    assert b.game.centurions == (1,)


def test_centurion_reaching_the_end_wins_for_the_cylons_b_actv_hvy_4() -> None:
    """B-ACTV-HVY-4, B-COMP-15, B-END-4: a centurion reaching space 4 destroys Galactica."""
    b = board(cylons=[("heavy_raider", 5)], centurions=(3,))
    b, events = b.run(act.ActivateCylons(b.game.current, "heavy_raiders"))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].winner == m.CYLONS and ended[0].condition == "centurions"
    assert b.state.outcome is not None and b.state.stack == ()
    cylons = tuple(s for s in range(4) if m.is_cylon(b.game, s))
    assert b.state.outcome.winning_seats == cylons


def test_basestar_attack_b_actv_bs_1() -> None:
    """B-ACTV-BS-1 (B-CMBT-T11, B-DMG-1): each basestar rolls; 4-8 damages Galactica. Here a
    3 misses, a 4 hits and the token drawn is the Command one: everyone there goes to Sickbay;
    a basestar with Disabled Weapons does not attack."""
    b = board(cylons=[("basestar", 1), ("basestar", 3)])
    command = "base.location.command"
    players = (_with_location(b.game.players[0], command), *b.game.players[1:])
    game = _with(b.game, players=players)
    in_command = [s for s, p in enumerate(game.players) if p.location == command]
    ships = (game.cylon_ships[0], game.cylon_ships[1])
    b = type(b)(b.rules, b.state.with_game(_with(game, cylon_ships=ships)))
    pile = sorted(game.damage_pile)
    with scripted_random(rolls=[3, 4], belows=[pile.index("base.damage.galactica_command")]):
        b, events = b.run(act.ActivateCylons(game.current, "basestars_attack"))
    rolls = [e.result for e in events if isinstance(e, se.AttackRolled)]
    assert rolls == [3, 4]
    assert b.game.damaged_locations == (command,)
    assert all(b.game.players[s].location == sp.SICKBAY for s in in_command)
    disabled = attrs_evolve_damage(b.game.cylon_ships[0], sp.DISABLED_WEAPONS)
    b = type(b)(b.rules, b.state.with_game(_with(b.game, cylon_ships=(disabled,))))
    with scripted_random(rolls=[8]):
        b, events = b.run(act.ActivateCylons(game.current, "basestars_attack"))
    assert not any(isinstance(e, se.AttackRolled) for e in events)


def test_basestars_launch_three_raiders_b_actv_lau_1() -> None:
    """B-ACTV-LAU-1 and B-ACTV-4: each basestar launches 3 raiders into its area, within the
    16-raider limit."""
    b = board(cylons=[("basestar", 2)] + [("raider", 5)] * 12)
    b, events = b.run(act.ActivateCylons(b.game.current, "basestars_launch"))
    assert [e for e in events if isinstance(e, ShipsPlaced)] == [ShipsPlaced(2, raiders=3)]
    b, events = b.run(act.ActivateCylons(b.game.current, "basestars_launch"))
    assert [e for e in events if isinstance(e, ShipsPlaced)] == [ShipsPlaced(2, raiders=1)]


def test_a_disabled_hangar_launches_no_raider_b_actv_lau_1() -> None:
    """B-ACTV-LAU-1 (B-ACTV-RAI-3): on the Launch Raiders icon a basestar with a Disabled Hangar
    launches none; the other basestar launches its 3."""
    b = board(cylons=[("basestar", 1), ("basestar", 4)])
    game = b.game
    ships = (attrs_evolve_damage(game.cylon_ships[0], sp.DISABLED_HANGAR), game.cylon_ships[1])
    b = type(b)(b.rules, b.state.with_game(_with(game, cylon_ships=ships)))
    b, events = b.run(act.ActivateCylons(game.current, "basestars_launch"))
    assert [e for e in events if isinstance(e, ShipsPlaced)] == [ShipsPlaced(4, raiders=3)]


def test_cylon_attack_card_activates_then_places_b_crisis_4() -> None:
    """B-CRISIS-4 (R-117, B-ACTV-2): Boarding Parties activates heavy raiders first (none: the
    basestar on the board launches one, which does not move in that activation), then places its
    ships (the current player shares out the 3 heavy raiders left); ships placed do not
    activate."""
    b = board(cylons=[("basestar", 3)])
    b, events = b.run(act.CylonAttack(b.game.current, "base.crisis.boarding_parties"))
    placed = [e for e in events if isinstance(e, ShipsPlaced)]
    assert placed[0] == ShipsPlaced(3, heavy_raiders=1)
    assert b.pending is not None and b.pending.kind == "allocate_ships"
    b, _ = b.play(b.option("base.allocate_ships", allocation=((1, 2), (3, 1))))
    kinds = sorted((s.kind, s.area) for s in b.game.cylon_ships)
    assert kinds.count(("heavy_raider", 1)) == 2 and kinds.count(("heavy_raider", 3)) == 2
    assert len(sp.cylons_of(b.game, "heavy_raider")) == 4  # 1 launched + 3 of the 4 wanted
    assert len(sp.civilians_in(b.game, 5)) == 2
    assert b.pending is not None


def test_besieged_activates_only_the_raiders_it_placed_b_crisis_4() -> None:
    """B-CRISIS-4 step 3: Besieged's special rule activates the 4 raiders it put in foxtrot,
    which attack the unmanned vipers placed there with them."""
    b = board()
    with scripted_random(rolls=[1, 1, 1, 1]):
        b, events = b.run(act.CylonAttack(b.game.current, "base.crisis.besieged"))
    rolls = [e for e in events if isinstance(e, se.AttackRolled)]
    assert len(rolls) == 4 and all(r.target.startswith("viper") for r in rolls)
    assert b.pending is not None and b.pending.kind == DONE


def test_cylon_swarm_stays_in_play_and_adds_a_ship_to_launches() -> None:
    """Cylon Swarm stays in play; while it is out each basestar launch adds one ship."""
    b = board()
    with scripted_random(rolls=[]):
        b, _ = b.run(act.CylonAttack(b.game.current, "base.crisis.cylon_swarm"))
    assert "base.crisis.cylon_swarm" in b.game.in_play
    before = len(sp.cylons_of(b.game, "raider"))
    b, _ = b.run(act.ActivateCylons(b.game.current, "basestars_launch"))
    assert len(sp.cylons_of(b.game, "raider")) == before + 4


def _with(game: m.BaseGame, **changes: object) -> m.BaseGame:

    return m.edited(game, **changes)  # type: ignore[arg-type]


def _with_location(player: m.Player, location: str) -> m.Player:
    import attrs

    return attrs.evolve(player, location=location)


def attrs_evolve_damage(ship: m.CylonShip, token: str) -> m.CylonShip:
    """A ship carrying one more damage token."""
    import attrs

    return attrs.evolve(ship, damage=ship.damage + (token,))


def test_turn_loop_entry_points_push_the_frames() -> None:
    """`space.activation_events` and `space.cylon_attack_events` push one frame for the current
    player; the frame resolves the icon (here Launch Raiders) and pops itself."""
    b = board(cylons=[("basestar", 4)])
    with scripted_random():
        events = act.activation_events(b.state, "basestars_launch", None)  # type: ignore[arg-type]
    assert len(events) == 1
    assert sp.ACTIVATION_ICONS == frozenset(act.ICONS)
    pushed = events[0].frames[0]  # type: ignore[attr-defined]
    assert pushed == act.ActivateCylons(b.game.current, "basestars_launch")
    b, _ = b.run(pushed)
    assert len(sp.cylons_in(b.game, 4, "raider")) == 3
    attack = act.cylon_attack_events(b.state, "base.crisis.heavy_assault", None)  # type: ignore[arg-type]
    assert attack[0].frames == (act.CylonAttack(b.game.current, "base.crisis.heavy_assault"),)  # type: ignore[attr-defined]
    assert act.cylon_attack_supported("base.crisis.heavy_assault")
    attacks = [c.id for c in m.data().crisis if c.kind == "cylon_attack"]
    assert len(attacks) == 10 and all(act.cylon_attack_supported(c) for c in attacks)


def test_cylon_activations_never_move_civilian_ships_b_civ_8() -> None:
    """B-CIV-8: civilian ships move only through Communications: no activation icon moves one
    (the raider heads for the civilian ship, the ship stays where it is)."""
    for icon in act.ICONS:
        b = board(
            cylons=[("raider", 1), ("heavy_raider", 2), ("basestar", 4)],
            civilians=[(3, P1), (6, P2)],
        )
        before = {c.uid: c.area for c in b.game.civilians}
        with scripted_random(rolls=[1] * 8):
            b, events = b.run(act.ActivateCylons(b.game.current, icon))
        assert not [e for e in events if isinstance(e, se.ShipMoved) and e.uid in before]
        assert {c.uid: c.area for c in b.game.civilians} == before, icon
