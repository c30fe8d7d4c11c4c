"""Crises, their markers, Galactica damage and demoralization (express.md sections 11 to 13).

Crises with known numbers are set up directly (or with crisis dice replaced by test faces), so no
test depends on the PLACEHOLDER crisis faces or DRADIS split.
"""

from __future__ import annotations

import attrs
import pytest
from express_helpers import (
    ALL_DAMAGE,
    CHARS,
    act,
    actions,
    assign,
    crisis,
    new,
    of_type,
    participate,
    pass_rest,
    pending_kind,
    place_damage,
    start_turn,
    turn,
)

from bsg_express import data as data_module
from bsg_express import events as ev
from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.data import CrisisDie, CrisisFace
from bsg_express.model import ACTIVE, BOX, SPENT, Check, Crisis
from bsgcore.core_events import GameEnded
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


def demoralized(game: Game, seat: int) -> bool:
    """The public demoralized flag of `seat`."""
    return bool(game.view(None)["game"]["players"][seat]["demoralized"])


def demor(game: Game, placed: tuple[str, ...], pile: tuple[str, ...] | None = None) -> Game:
    """These markers out of the pile (in this order); the pile holds the rest, in `pile` order."""
    rest = tuple(c for c in CHARS if c not in placed)
    if pile is not None:
        assert sorted(pile) == sorted(rest)
        rest = pile
    return sc.edit(game, demor_placed=placed, demor_pile=rest)


# -- 11 Crises ------------------------------------------------------------------------------------


@pytest.fixture
def test_faces(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace every crisis die with faces the test knows: die k, face i is a crisis of type
    TYPES[i % 3], difficulty 10 * k + i + 1, consequence i % 3 + 1 and i % 3 jump icons."""
    base = data_module.load()
    dice = []
    for k, die in enumerate(base.crisis_dice):
        faces = tuple(
            CrisisFace(TYPES[i % 3], 10 * (k % 2) + i + 1, i % 3 + 1, i % 3) for i in range(6)
        )
        dice.append(CrisisDie(die.id, die.players, faces))
    patched = attrs.evolve(base, crisis_dice=tuple(dice))
    monkeypatch.setattr(model, "data", lambda: patched)


TYPES = ("riots", "basestar", "dradis")


@pytest.mark.usefixtures("test_faces")
def test_crisis_is_the_chosen_face() -> None:
    """E-CRISIS-1, E-CRISIS-2, E-CRISIS-3: the crisis of the turn is the face chosen in step 3,
    with that face's type, difficulty, consequence and jump icons, and a skill check against its
    difficulty starts."""
    game = new()
    with scripted_random(belows=[2, 4]):
        sc.play(game, "express.take_action", action="none")
    assert pending_kind(game) == ("choose_crisis", 0)
    events = sc.play(game, "express.pick_crisis", index=1)
    chosen = of_type(events, ev.CrisisChosen)[0].crisis
    assert (chosen.type, chosen.difficulty, chosen.consequence, chosen.jump) == (
        "basestar",
        15,
        2,
        1,
    )
    assert of_type(events, ev.CheckStarted)[0].check == Check("crisis", 15)
    assert game.view(2)["game"]["crisis"]["difficulty"] == 15
    assert pending_kind(game) == ("pass_or_participate", 1)

    game = new()
    with scripted_random(belows=[2, 4]):
        sc.play(game, "express.take_action", action="none")
    events = sc.play(game, "express.pick_crisis", index=0)
    chosen = of_type(events, ev.CrisisChosen)[0].crisis
    assert (chosen.type, chosen.difficulty, chosen.consequence, chosen.jump) == ("dradis", 3, 3, 2)


def test_declared_crisis_numbers() -> None:
    """E-CRISIS-1, E-CRISIS-2: a revealed Cylon's declared crisis is the crisis of the turn, with
    difficulty 4, consequence 1 and no jump icon."""
    game = new()
    sc.set_loyalty(game, 0, "number_one")
    sc.set_dice(game, 0, ACTIVE, BOX, ACTIVE, BOX)
    sc.edit(game, revealed=(True, False, False, False))
    sc.play(game, "express.take_action", action="none")
    events = sc.play(game, "express.declare_crisis", type="basestar")
    assert of_type(events, ev.CrisisChosen)[0].crisis == Crisis("cylon", "basestar", 4, 1, 0)
    assert of_type(events, ev.CheckStarted)[0].check == Check("crisis", 4)


def test_crisis_passed_at_difficulty_has_no_consequence() -> None:
    """E-CRISIS-3, E-CRISIS-4: a result equal to the difficulty passes the crisis and nothing
    happens (jump icons still count)."""
    game = new()
    crisis(game, "basestar", 5, 3, jump=1)
    participate(game, [4, -1, 1, -2], keep=[4, 1])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 5, 5, True)]
    assert not of_type(events, ev.DamagePlaced)
    assert sc.express(game).damage == ()
    assert of_type(events, ev.JumpAdvanced) == [ev.JumpAdvanced(1, False)]


@pytest.mark.parametrize(
    ("kind", "event"),
    [
        ("basestar", ev.DamagePlaced),
        ("riots", ev.DemoralizationPlaced),
        ("dradis", ev.DradisPlaced),
    ],
)
def test_failed_crisis_resolves_its_type_n_times(kind: str, event: type) -> None:
    """E-CRISIS-5: a result below the difficulty triggers the crisis type's consequence with
    number N: Basestar attack, Riots or DRADIS contact."""
    game = new()
    sc.edit(game, dradis_pile=("raider", "raider", "raider", "colonial"))
    crisis(game, kind, 5, 2)
    participate(game, [4, -1, -1, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved)[0].success is False
    assert len(of_type(events, event)) == 2
    others = {ev.DamagePlaced, ev.DemoralizationPlaced, ev.DradisPlaced} - {event}
    assert not any(of_type(events, o) for o in others)


def test_markers_one_at_a_time_and_win_checked_after_each() -> None:
    """E-CRISIS-6, E-BASESTAR-2: consequences resolve one marker at a time with the win checked
    after each: with 4 damage, a failed consequence-3 Basestar attack ends the game on the 2nd
    marker and the 3rd is never drawn."""
    game = new()
    place_damage(game, "armory", "press_room", "engine_room", "communications")
    crisis(game, "basestar", 3, 3)
    events = pass_rest(game)
    placed = of_type(events, ev.DamagePlaced)
    assert [p.marker for p in placed] == ["weapons_control", "admirals_quarters"]
    assert isinstance(events[-1], GameEnded)
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "galactica_destroyed"
    assert game.pending is None


# -- 11.1 Basestar attack -------------------------------------------------------------------------


def test_basestar_draws_n_damage_from_the_pile() -> None:
    """E-BASESTAR-1: a failed Basestar attack draws N markers from the unused pile, one at a time,
    and places each face up on Galactica."""
    game = new()
    pile = ("engine_room", "armory", "press_room", "weapons_control", "communications")
    sc.edit(game, damage=("admirals_quarters",), damage_pile=pile)
    crisis(game, "basestar", 3, 2)
    events = pass_rest(game)
    assert [p.marker for p in of_type(events, ev.DamagePlaced)] == ["engine_room", "armory"]
    x = sc.express(game)
    assert x.damage == ("admirals_quarters", "engine_room", "armory")
    assert x.damage_pile == pile[2:]
    assert game.view(1)["game"]["damage"] == ["admirals_quarters", "engine_room", "armory"]


def test_placed_damage_disables_its_location() -> None:
    """E-BASESTAR-3: a placed damage marker disables its location's function."""
    game = new()
    sc.edit(game, damage=(), damage_pile=("weapons_control",) + ALL_DAMAGE[1:])
    turn(game, 1)
    assert "dradis" in actions(game)
    crisis(game, "basestar", 3, 1)
    pass_rest(game)
    assert sc.express(game).damage == ("weapons_control",)
    turn(game, 2)
    assert "dradis" not in actions(game)


# -- 11.2 Riots -----------------------------------------------------------------------------------


def test_riots_draw_n_markers_onto_character_slots() -> None:
    """E-RIOT-1, E-RIOT-3, E-DEMOR-1: failed Riots draw N demoralization markers; each goes on the
    slot of the character it names, who is then demoralized."""
    game = new()
    demor(game, (), ("kara_thrace", "william_adama", "gaius_baltar", "lee_adama", "laura_roslin"))
    assert not any(demoralized(game, s) for s in range(4))
    crisis(game, "riots", 3, 2)
    events = pass_rest(game)
    placed = [p.character for p in of_type(events, ev.DemoralizationPlaced)]
    assert placed == ["kara_thrace", "william_adama"]
    assert [demoralized(game, s) for s in range(4)] == [True, False, True, False]


def test_fifth_demoralization_marker_wins_for_the_cylons() -> None:
    """E-RIOT-2: drawing the 5th and last demoralization marker makes the Cylons win at once."""
    game = new()
    demor(game, ("william_adama", "lee_adama", "kara_thrace", "gaius_baltar"))
    crisis(game, "riots", 3, 2)
    events = pass_rest(game)
    assert len(of_type(events, ev.DemoralizationPlaced)) == 1
    assert isinstance(events[-1], GameEnded)
    assert game.outcome.condition == "human_race_gives_up"
    assert sc.express(game).demor_pile == ()


def test_marker_of_absent_character_goes_to_an_unused_spot_and_counts() -> None:
    """E-RIOT-4: the marker of a character not in play goes on an unused spot: it demoralizes
    nobody but counts toward the 5."""
    game = new()
    demor(game, (), ("gaius_baltar", "william_adama", "lee_adama", "kara_thrace", "laura_roslin"))
    crisis(game, "riots", 3, 1)
    pass_rest(game)
    assert sc.express(game).demor_placed == ("gaius_baltar",)
    assert not any(demoralized(game, s) for s in range(4))
    game = new()
    demor(game, ("gaius_baltar", "william_adama", "lee_adama", "kara_thrace"))
    crisis(game, "riots", 3, 1)
    pass_rest(game)
    assert game.outcome is not None and game.outcome.condition == "human_race_gives_up"


def test_revealed_cylon_marker_is_placed_without_effect() -> None:
    """E-RIOT-5, E-DEMOR-6: a revealed Cylon's marker is placed as usual but has no effect: they
    still recover all their Spent dice at the start of their turn."""
    game = new()
    sc.set_loyalty(game, 2, "number_two")
    sc.set_dice(game, 2, SPENT, BOX, SPENT, BOX)
    sc.edit(game, revealed=(False, False, True, False))
    demor(game, (), ("kara_thrace", "william_adama", "gaius_baltar", "lee_adama", "laura_roslin"))
    crisis(game, "riots", 3, 1)
    pass_rest(game)
    assert sc.express(game).demor_placed == ("kara_thrace",)
    sc.set_dice(game, 2, SPENT, BOX, SPENT, BOX)
    events = start_turn(game, 2)
    assert of_type(events, ev.DiceRecovered) == [ev.DiceRecovered(2, (8, 10), "turn")]


# -- 11.3 DRADIS contact --------------------------------------------------------------------------


def test_contact_draws_n_markers_face_up() -> None:
    """E-CONTACT-1: a failed DRADIS contact draws N markers from the pile, one at a time, and
    places each face up on the display."""
    game = new()
    sc.edit(game, dradis=(), dradis_pile=("raider", "colonial", "raider", "colonial"))
    crisis(game, "dradis", 3, 3)
    events = pass_rest(game)
    assert [p.kind for p in of_type(events, ev.DradisPlaced)] == ["raider", "colonial", "raider"]
    x = sc.express(game)
    assert x.dradis == ("raider", "colonial", "raider")
    assert x.dradis_pile == ("colonial",)
    assert game.view(3)["game"]["dradis"] == {"raider": 2, "colonial": 1}


def test_sixth_raider_overruns_the_fleet() -> None:
    """E-CONTACT-2: when a Raider is placed and the display then holds 6 Raiders, the Cylons win
    at once; the rest of N is not drawn."""
    game = new()
    sc.edit(game, dradis=("raider",) * 5 + ("colonial",), dradis_pile=("raider", "raider"))
    crisis(game, "dradis", 3, 2)
    events = pass_rest(game)
    assert len(of_type(events, ev.DradisPlaced)) == 1
    assert isinstance(events[-1], GameEnded)
    assert game.outcome.condition == "fleet_overrun"
    assert sc.express(game).dradis_pile == ("raider",)


def test_new_colonial_ship_destroyed_with_two_raiders() -> None:
    """E-CONTACT-3, E-CONTACT-3a, E-CONTACT-3b, E-CONTACT-3c, E-CONTACT-3d: the seed's example: with
    two Raiders on DRADIS a revealed Colonial ship is destroyed (removed from the game), one Raider
    goes back into the pile, which is shuffled, and the active player chooses the penalty: here
    damage to Galactica."""
    game = new()
    sc.edit(game, dradis=("raider", "raider"), dradis_pile=("colonial", "raider", "colonial"))
    sc.edit(game, active=2)
    crisis(game, "dradis", 3, 1)
    order = ("colonial", "raider", "raider")
    with scripted_random(shuffles=[order]):
        events = pass_rest(game)
    assert of_type(events, ev.ColonialDestroyed) == [ev.ColonialDestroyed(order)]
    x = sc.express(game)
    assert x.dradis == ("raider",)
    assert x.dradis_pile == order
    assert x.colonials_lost == 1
    assert pending_kind(game) == ("choose_penalty", 2), "the active player, not the Admiral"
    assert {o.kind for o in game.pending.options} == {"damage", "demoralize"}
    pile_top = x.damage_pile[0]
    events = sc.play(game, "express.penalty", kind="damage")
    assert [p.marker for p in of_type(events, ev.DamagePlaced)] == [pile_top]


def test_colonial_penalty_may_be_a_demoralization_marker() -> None:
    """E-CONTACT-3d: the other penalty choice draws 1 demoralization marker (E-RIOT-1 to -5)."""
    game = new()
    sc.edit(game, dradis=("raider", "raider", "raider"), dradis_pile=("colonial",))
    demor(game, (), ("lee_adama", "william_adama", "kara_thrace", "laura_roslin", "gaius_baltar"))
    crisis(game, "dradis", 3, 1)
    pass_rest(game)
    events = sc.play(game, "express.penalty", kind="demoralize")
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("lee_adama")]
    assert demoralized(game, 1)
    assert sc.express(game).dradis == ("raider", "raider")


def test_colonial_ship_survives_fewer_than_two_raiders() -> None:
    """E-CONTACT-3e: with fewer than 2 Raiders on the display the new Colonial ship survives and
    stays on DRADIS."""
    game = new()
    sc.edit(game, dradis=("raider",), dradis_pile=("colonial", "raider"))
    crisis(game, "dradis", 3, 1)
    events = pass_rest(game)
    assert not of_type(events, ev.ColonialDestroyed)
    assert sc.express(game).dradis == ("raider", "colonial")
    assert sc.express(game).colonials_lost == 0
    assert pending_kind(game) == ("choose_crisis", 1) or game.pending.kind == "choose_action"


def test_each_colonial_checked_against_the_current_raider_count() -> None:
    """E-CONTACT-4: each new Colonial ship is checked in draw order against the Raider count at
    that moment: after the first destruction returns a Raider, only 1 Raider remains and the
    second Colonial ship survives."""
    game = new()
    sc.edit(game, dradis=("raider", "raider"), dradis_pile=("colonial", "colonial", "raider"))
    crisis(game, "dradis", 3, 2)
    with scripted_random(shuffles=[("colonial", "raider", "raider")]):
        events = pass_rest(game)
    assert len(of_type(events, ev.ColonialDestroyed)) == 1
    assert sc.express(game).dradis == ("raider",)
    assert pending_kind(game) == ("choose_penalty", 0)
    events = sc.play(game, "express.penalty", kind="damage")
    assert of_type(events, ev.DradisPlaced) == [ev.DradisPlaced("colonial")]
    assert not of_type(events, ev.ColonialDestroyed)
    assert sc.express(game).dradis == ("raider", "colonial")


def test_colonial_ships_already_on_display_are_not_checked() -> None:
    """E-CONTACT-5: Colonial ships on the display before the crisis are not checked: a new Raider
    next to them destroys nothing, and a new Colonial ship's destruction leaves the old ones."""
    game = new()
    sc.edit(game, dradis=("colonial", "raider", "raider", "colonial"), dradis_pile=("raider",))
    crisis(game, "dradis", 3, 1)
    events = pass_rest(game)
    assert not of_type(events, ev.ColonialDestroyed)
    assert sc.express(game).dradis == ("colonial", "raider", "raider", "colonial", "raider")

    game = new()
    sc.edit(game, dradis=("colonial", "raider", "raider"), dradis_pile=("colonial",))
    crisis(game, "dradis", 3, 1)
    events = pass_rest(game)
    assert len(of_type(events, ev.ColonialDestroyed)) == 1
    assert sc.express(game).dradis == ("colonial", "raider")
    assert sc.express(game).colonials_lost == 1


def test_contact_with_a_short_pile_draws_what_remains() -> None:
    """E-CONTACT-6: if the DRADIS pile runs out, draw what remains and ignore the rest of N."""
    game = new()
    sc.edit(game, dradis=(), dradis_pile=("raider",))
    crisis(game, "dradis", 3, 3)
    events = pass_rest(game)
    assert of_type(events, ev.DradisPlaced) == [ev.DradisPlaced("raider")]
    assert not of_type(events, ev.DamagePlaced) and not of_type(events, ev.DemoralizationPlaced)
    assert sc.express(game).dradis_pile == ()
    assert game.outcome is None
    assert game.pending.kind == "choose_action"

    game = new()
    sc.edit(game, dradis=("raider",), dradis_pile=())
    crisis(game, "dradis", 3, 2)
    events = pass_rest(game)
    assert not of_type(events, ev.DradisPlaced)
    assert not of_type(events, ev.DamagePlaced) and not of_type(events, ev.DemoralizationPlaced)
    assert game.pending.kind == "choose_action"


def test_jump_leaves_the_dradis_display_alone() -> None:
    """E-CONTACT-7: a jump does not change the DRADIS display."""
    game = new()
    display = ("raider", "colonial", "raider", "raider")
    sc.edit(game, dradis=display, jump=2, active=2)
    crisis(game, "riots", 1, 1, jump=1)
    participate(game, [4, -1, -1, -2], keep=[4])
    pass_rest(game)
    assert pending_kind(game) == ("choose_jump_die", 0)
    events = sc.play(game, "express.pick_jump_die", index=0)
    if game.pending is not None and game.pending.kind == "choose_penalty":
        events += sc.play(game, "express.penalty", kind="damage")
    assert of_type(events, ev.Jumped)
    assert sc.express(game).dradis == display


# -- 12 Galactica damage --------------------------------------------------------------------------


DISABLES = {
    "weapons_control": "dradis",
    "press_room": "morale",
    "admirals_quarters": "vote_brig",
    "communications": "order",
    "engine_room": "prepare",
}


@pytest.mark.parametrize("marker", sorted(DISABLES))
def test_each_damage_marker_disables_its_action(marker: str) -> None:
    """E-DMG-1: Weapons Control, Press Room, Admiral's Quarters, Communications Center and Engine
    Room each forbid their action to every player while the marker is on Galactica."""
    game = new()
    for seat in range(4):
        turn(game, seat)
        assert DISABLES[marker] in actions(game)
    place_damage(game, marker)
    for seat in range(4):
        turn(game, seat)
        left = actions(game)
        assert DISABLES[marker] not in left
        assert {DISABLES[m] for m in DISABLES if m != marker} <= left


def test_damaged_armory_reduces_pass_recovery() -> None:
    """E-DMG-1: while the Armory is damaged, each pass recovers 1 die fewer (a voluntary pass
    recovers nothing, a forced pass 1)."""
    game = new()
    sc.set_dice(game, 1, SPENT, ACTIVE, ACTIVE, SPENT)
    sc.set_dice(game, 2, SPENT, SPENT, SPENT, SPENT)
    place_damage(game, "armory")
    crisis(game, "riots", 3, 1)
    events = sc.play(game, "express.pass")
    assert not of_type(events, ev.DiceRecovered), "voluntary pass: 1 - 1 = 0"
    assert pending_kind(game) == ("choose_recovery", 2)
    assert max(len(o.dice) for o in game.pending.options) == 1, "forced pass: 2 - 1 = 1"


def test_damage_lasts_until_repaired() -> None:
    """E-DMG-2: a location stays disabled until its own marker is removed by Repair."""
    game = new()
    place_damage(game, "press_room", "armory")
    assert "morale" not in actions(game)
    act(game, "repair", rolls=[4, -1, -2, -1])
    assign(game, 4)
    sc.play(game, "express.repair", marker="armory")
    turn(game, 1)
    assert "morale" not in actions(game)
    act(game, "repair", rolls=[4, -1, -2, -1])
    assign(game, 4)
    sc.play(game, "express.repair", marker="press_room")
    turn(game, 2)
    assert "morale" in actions(game)


def test_damage_restricts_cylons_and_ordered_actions() -> None:
    """E-DMG-3: damage restrictions apply to every player, revealed Cylons included, and to
    actions taken under an Executive Order."""
    game = new()
    sc.set_loyalty(game, 3, "number_one")
    sc.set_dice(game, 3, ACTIVE, BOX, ACTIVE, BOX)
    sc.edit(game, revealed=(False, False, False, True))
    place_damage(game, "weapons_control", "engine_room", "press_room")
    turn(game, 3)
    left = actions(game)
    assert not {"dradis", "prepare", "morale"} & left and "repair" in left
    turn(game, 0)
    act(game, "order", target=1, die=0)
    assert pending_kind(game) == ("choose_action", 1)
    ordered = actions(game)
    assert not {"dradis", "prepare", "morale"} & ordered and "repair" in ordered


def test_six_damage_markers_destroy_galactica() -> None:
    """E-DMG-4: Galactica is destroyed when all 6 markers are on the display."""
    game = new()
    place_damage(game, *ALL_DAMAGE[:5])
    crisis(game, "basestar", 3, 1)
    pass_rest(game)
    assert sc.express(game).damage_pile == ()
    assert len(sc.express(game).damage) == 6
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "galactica_destroyed"


# -- 13 Demoralization ----------------------------------------------------------------------------


def test_demoralized_recovers_one_die_at_turn_start() -> None:
    """E-DEMOR-2: a demoralized character recovers only 1 Spent die at the start of their turn."""
    game = new()
    demor(game, ("lee_adama",))
    sc.set_dice(game, 1, SPENT, SPENT, ACTIVE, SPENT)
    start_turn(game, 1)
    assert pending_kind(game) == ("choose_recovery", 1)
    assert {len(o.dice) for o in game.pending.options} == {1}


def test_demoralized_recovers_at_most_one_when_passing() -> None:
    """E-DEMOR-3: a demoralized character recovers at most 1 die when passing, even forced."""
    game = new()
    demor(game, ("lee_adama",))
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    crisis(game, "riots", 3, 1)
    assert pending_kind(game) == ("choose_recovery", 1)
    assert max(len(o.dice) for o in game.pending.options) == 1


def test_only_raise_morale_ends_demoralization() -> None:
    """E-DEMOR-4: demoralization ends only through Raise Morale: a turn, a passed crisis and a
    jump leave the marker in place; a successful speech removes it."""
    game = new()
    demor(game, ("lee_adama",))
    sc.edit(game, jump=2, active=2)
    crisis(game, "riots", 1, 1, jump=1)
    participate(game, [4, -1, -1, -2], keep=[4])
    pass_rest(game)
    sc.play(game, "express.pick_jump_die", index=0)
    if game.pending.kind == "choose_penalty":
        sc.play(game, "express.penalty", kind="damage")
    assert demoralized(game, 1)
    turn(game, 3)
    act(game, "morale", rolls=[4, -1, -2, -1])
    assign(game, 4)
    sc.play(game, "express.raise_morale", character="lee_adama")
    assert not demoralized(game, 1)


def test_one_marker_per_character() -> None:
    """E-DEMOR-5: each character has one marker, so a demoralized character cannot be
    demoralized again: Riots draw only markers still in the pile."""
    game = new()
    demor(game, ("lee_adama",), ("william_adama", "kara_thrace", "gaius_baltar", "laura_roslin"))
    crisis(game, "riots", 3, 3)
    events = pass_rest(game)
    placed = [p.character for p in of_type(events, ev.DemoralizationPlaced)]
    assert placed == ["william_adama", "kara_thrace", "gaius_baltar"]
    assert sorted(sc.express(game).demor_placed) == sorted(set(sc.express(game).demor_placed))


def test_revealed_cylon_ignores_earlier_marker() -> None:
    """E-DEMOR-6: a marker on a character before the reveal has no effect after it: the revealed
    Cylon recovers all Spent dice at turn start and on a crisis pass."""
    game = new()
    demor(game, ("kara_thrace",))
    sc.set_loyalty(game, 2, "number_one")
    sc.set_dice(game, 2, SPENT, SPENT, SPENT, SPENT)
    start_turn(game, 2)
    assert pending_kind(game) == ("choose_recovery", 2), "hidden Cylon: demoralized as usual"
    sc.play(game, "express.recover_dice", dice=(8,))
    turn(game, 2)
    sc.play(game, "express.take_action", action="reveal")
    if game.pending.kind == "number_one":
        sc.play(game, "express.demoralize", character=game.pending.options[0].character)
    if game.pending.kind == "choose_box_dice":
        game.play(game.pending.options[0])
    x = sc.express(game)
    assert x.revealed[2] and "kara_thrace" in x.demor_placed
    sc.set_dice(game, 2, SPENT, BOX, SPENT, BOX)
    events = start_turn(game, 2)
    assert of_type(events, ev.DiceRecovered) == [ev.DiceRecovered(2, (8, 10), "turn")]
    sc.set_dice(game, 2, SPENT, BOX, SPENT, BOX)
    sc.edit(game, active=1)
    events = crisis(game, "riots", 1, 1)
    assert of_type(events, ev.Passed) == [ev.Passed(2, True)]
    assert of_type(events, ev.DiceRecovered) == [ev.DiceRecovered(2, (8, 10), "pass")]


def test_humans_may_cheer_up_a_revealed_cylon() -> None:
    """E-DEMOR-7: a human may use Raise Morale to remove a revealed Cylon's marker, which takes it
    out of the count toward 5."""
    game = new()
    sc.set_loyalty(game, 3, "number_one")
    sc.edit(game, revealed=(False, False, False, True))
    demor(game, ("laura_roslin", "william_adama", "gaius_baltar", "lee_adama"))
    act(game, "morale", rolls=[4, -1, -2, -1])
    assign(game, 4)
    sc.play(game, "express.raise_morale", character="laura_roslin")
    assert "laura_roslin" in sc.express(game).demor_pile
    assert len(sc.express(game).demor_pile) == 2


def test_returned_marker_no_longer_counts() -> None:
    """E-DEMOR-8: a marker counts toward the 5 while on a slot or unused spot; a marker returned
    to the pile does not: with 4 out, cheering one up means the next draw is not the last."""
    game = new()
    demor(game, ("lee_adama", "william_adama", "gaius_baltar", "kara_thrace"))
    act(game, "morale", rolls=[4, -1, -2, -1])
    assign(game, 4)
    with scripted_random(shuffles=[("lee_adama", "laura_roslin")]):
        sc.play(game, "express.raise_morale", character="lee_adama")
    crisis(game, "riots", 3, 1)
    events = pass_rest(game)
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("lee_adama")]
    assert game.outcome is None
    assert len(sc.express(game).demor_placed) == 4
