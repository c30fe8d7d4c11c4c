"""Express actions (express.md section 10): the action menu, Cylon Detector, Destroy Raiders or
Rescue Colonial Ships, Repair, Raise Morale, Prepare the Jump and the Executive Order.

Votes are in test_votes_brig_admiral.py and Reveal in test_revealed_cylons.py. Every test builds its
own piles and crises; none depends on the PLACEHOLDER crisis faces or DRADIS split.
"""

from __future__ import annotations

import pytest
from express_helpers import (
    ALL_DAMAGE,
    act,
    actions,
    assign,
    assign_sizes,
    crisis,
    new,
    of_type,
    participate,
    pass_rest,
    pending_kind,
    place_damage,
    start_turn,
    turn,
    zones,
)

from bsg_express import events as ev
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, BOX, ORDER, SPENT
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# -- E-ACT-0: the action menu -------------------------------------------------------------------


def test_action_menu_lists_the_eight_actions() -> None:
    """E-ACT-0: a seat that meets every condition is offered all eight actions (character action,
    Destroy/Rescue, Repair, Raise Morale, Prepare the Jump, both votes, Executive Order, Reveal)
    plus taking none."""
    game = new(5)
    sc.set_loyalty(game, 4, "number_one")
    sc.edit(game, brig=(False, True, False, False, False))
    turn(game, 4)
    assert actions(game) == {
        "none",
        "char",
        "dradis",
        "repair",
        "morale",
        "prepare",
        "vote_brig",
        "vote_release",
        "order",
        "reveal",
    }


@pytest.mark.parametrize("action", ["none", "repair", "morale"])
def test_one_action_then_the_crisis(action: str) -> None:
    """E-ACT-0: a player takes at most one action in step 2; after it the turn moves to step 3
    (the crisis roll), never to a second action."""
    game = new()
    act(game, action, rolls=[-2, -2, -2, -2])
    if game.pending.kind == "assign_dice":
        assign(game, -2)
    assert pending_kind(game) == ("choose_crisis", 0)
    assert sum(1 for e in game.events if isinstance(e, ev.ActionChosen)) == 1


# -- 10.1 Character special action ----------------------------------------------------------------


def test_cylon_detector_is_the_only_character_action() -> None:
    """E-ACT-CHAR-1, E-ACT-CHAR-5: Baltar's printed action (Cylon Detector) is the character
    action: it shows him the target's loyalty cards and uses up his action. The other four
    characters have no character action."""
    game = new(5)
    for seat in range(4):
        turn(game, seat)
        assert "char" not in actions(game), sc.express(game).characters[seat]
    turn(game, 4)
    targets = {o.target for o in game.pending.options if o.action == "char"}
    assert targets == {0, 1, 2, 3}
    events = sc.play(game, "express.take_action", action="char", target=2)
    peek = of_type(events, ev.LoyaltyPeeked)
    assert peek == [ev.LoyaltyPeeked(4, 2, sc.express(game).loyalty[2])]
    assert pending_kind(game) == ("choose_crisis", 4)
    turn(game, 4)
    assert "char" not in actions(game), "Cylon Detector is not usable again"


def test_revealed_cylon_has_no_character_action() -> None:
    """E-ACT-CHAR-2: a revealed Cylon may not use their character's action."""
    game = new(5)
    sc.set_loyalty(game, 4, "number_three")
    sc.edit(game, revealed=(False, False, False, False, True))
    turn(game, 4)
    assert "char" not in actions(game)


def test_character_action_allowed_in_brig() -> None:
    """E-ACT-CHAR-3: Baltar may use Cylon Detector while in the brig (recommended reading)."""
    game = new(5)
    sc.edit(game, brig=(False, False, False, False, True))
    turn(game, 4)
    assert "char" in actions(game)
    events = sc.play(game, "express.take_action", action="char", target=0)
    assert of_type(events, ev.LoyaltyPeeked)


def test_no_damage_disables_character_action() -> None:
    """E-ACT-CHAR-4: no Galactica damage location disables the character action."""
    for marker in ALL_DAMAGE:
        game = new(5)
        place_damage(game, marker)
        turn(game, 4)
        assert "char" in actions(game), marker
    game = new(5)
    place_damage(game, *ALL_DAMAGE[:5])
    turn(game, 4)
    assert "char" in actions(game)


# -- 10.2 Destroy Raiders or Rescue Colonial Ships ----------------------------------------------


def test_dradis_action_needs_a_ship() -> None:
    """E-ACT-DRADIS-1: available only with at least 1 ship (Raider or Colonial) on DRADIS."""
    game = new()
    sc.edit(game, dradis=())
    assert "dradis" not in actions(game)
    sc.edit(game, dradis=("colonial",))
    assert "dradis" in actions(game)
    sc.edit(game, dradis=("raider",))
    assert "dradis" in actions(game)


def test_dradis_action_not_in_brig() -> None:
    """E-ACT-DRADIS-2: not available to a character in the brig."""
    game = new()
    sc.edit(game, brig=(True, False, False, False))
    assert "dradis" not in actions(game)


def test_dradis_action_disabled_by_weapons_control() -> None:
    """E-ACT-DRADIS-3: not available while Weapons Control is damaged (other damage is no bar)."""
    for marker in ALL_DAMAGE:
        game = new()
        place_damage(game, marker)
        assert ("dradis" in actions(game)) == (marker != "weapons_control"), marker


def test_dradis_action_rerolls_and_one_ship_per_positive_die() -> None:
    """E-ACT-DRADIS-4, E-ACT-DRADIS-4a, E-ACT-DRADIS-4b: the player rolls and assigns under the
    general rules (re-rolls allowed); each positive die assigned removes one ship of the player's
    choice: a Raider is destroyed, a Colonial ship rescued."""
    game = new()
    sc.edit(game, dradis=("raider", "colonial", "raider", "raider"))
    act(game, "dradis", rolls=[4, -2, -1, -2])
    assign(game, 4)
    assert pending_kind(game) == ("reroll_or_stop", 0), "re-rolls are allowed"
    with scripted_random(rolls=[2, 3, -2]):
        sc.play(game, "express.reroll")
    assign(game, 2, 3)
    assert pending_kind(game) == ("reroll_or_stop", 0)
    sc.play(game, "express.stop_rolling")
    assert pending_kind(game) == ("choose_ship", 0)
    assert game.pending.prompt.startswith("Remove a ship") and "3 left" in game.pending.prompt
    removed = []
    removed += sc.play(game, "express.remove_ship", kind="colonial")
    removed += sc.play(game, "express.remove_ship", kind="raider")
    removed += sc.play(game, "express.remove_ship", kind="raider")
    assert [s.kind for s in of_type(removed, ev.ShipRemoved)] == ["colonial", "raider", "raider"]
    assert sc.express(game).dradis == ("raider",)
    assert pending_kind(game) == ("choose_crisis", 0)


def test_dradis_action_surplus_positive_dice_are_wasted() -> None:
    """E-ACT-DRADIS-4c: positive dice beyond the ships on the display are wasted."""
    game = new()
    sc.edit(game, dradis=("raider", "colonial"))
    act(game, "dradis", rolls=[4, 2, 3, 1])
    assign(game, 4, 2, 3, 1)
    sc.play(game, "express.remove_ship", kind="raider")
    sc.play(game, "express.remove_ship", kind="colonial")
    assert sc.express(game).dradis == ()
    assert pending_kind(game) == ("choose_crisis", 0)


def test_dradis_action_counts_dice_not_points() -> None:
    """E-ACT-DRADIS-4d: one ship per positive die, not per point: a +4 removes one ship."""
    game = new()
    sc.edit(game, dradis=("raider", "raider", "raider"))
    act(game, "dradis", rolls=[4, -2, -1, -2])
    assign(game, 4)
    sc.play(game, "express.stop_rolling")
    assert "1 left" in game.pending.prompt
    sc.play(game, "express.remove_ship", kind="raider")
    assert sc.express(game).dradis == ("raider", "raider")
    assert pending_kind(game) == ("choose_crisis", 0)


def test_removed_ships_return_to_the_pile_shuffled() -> None:
    """E-ACT-DRADIS-5: each removed marker goes face down into the DRADIS pile, which is
    shuffled; a rescued Colonial ship is not removed from the game."""
    game = new()
    sc.edit(game, dradis=("raider", "colonial"), dradis_pile=("raider", "colonial", "raider"))
    act(game, "dradis", rolls=[4, 2, -2, -1])
    assign(game, 4, 2)
    sc.play(game, "express.stop_rolling")
    order = ("colonial", "raider", "colonial", "raider")
    with scripted_random(shuffles=[order]):
        sc.play(game, "express.remove_ship", kind="colonial")
    x = sc.express(game)
    assert x.dradis_pile == order, "the pile was shuffled with the rescued ship in it"
    assert x.colonials_lost == 0
    with scripted_random(shuffles=[("raider",) * 3 + ("colonial",) * 2]):
        sc.play(game, "express.remove_ship", kind="raider")
    x = sc.express(game)
    assert sorted(x.dradis_pile) == ["colonial"] * 2 + ["raider"] * 3
    assert x.dradis == ()


def test_dradis_action_negative_dice_do_nothing() -> None:
    """E-ACT-DRADIS-6: negative results have no effect."""
    game = new()
    sc.edit(game, dradis=("raider", "colonial"))
    act(game, "dradis", rolls=[-2, -1, -2, -1])
    assign(game, -2, -1, -2, -1)
    x = sc.express(game)
    assert x.dradis == ("raider", "colonial")
    assert pending_kind(game) == ("choose_crisis", 0)
    assert zones(game, 0) == [SPENT] * 4


# -- 10.3 Repair Galactica ------------------------------------------------------------------------


def test_repair_rolls_all_dice_once_and_assigns_one() -> None:
    """E-ACT-REPAIR-1: Repair rolls every Active die once and assigns exactly 1; no re-roll."""
    game = new()
    place_damage(game, "armory")
    events = act(game, "repair", rolls=[-2, -1, -2, -1])
    assert of_type(events, ev.DiceRolled)[0].dice == (0, 1, 2, 3)
    assert assign_sizes(game) == {1}
    assign(game, -1)
    assert pending_kind(game) == ("choose_crisis", 0), "no further roll"
    assert sorted(zones(game, 0)) == [ACTIVE] * 3 + [SPENT]


def test_repair_positive_removes_a_marker_of_choice() -> None:
    """E-ACT-REPAIR-2: on a positive die the player may remove 1 damage marker of their choice,
    which goes back into the unused pile, shuffled (recommended)."""
    game = new()
    place_damage(game, "armory", "press_room")
    act(game, "repair", rolls=[4, -1, -2, -1])
    assign(game, 4)
    assert pending_kind(game) == ("choose_repair", 0)
    assert {o.marker for o in game.pending.options} == {"", "armory", "press_room"}
    pile = sc.express(game).damage_pile
    order = ("press_room", *pile)
    with scripted_random(shuffles=[order]):
        events = sc.play(game, "express.repair", marker="press_room")
    assert of_type(events, ev.DamageRepaired)[0].marker == "press_room"
    x = sc.express(game)
    assert x.damage == ("armory",)
    assert x.damage_pile == order


def test_repair_negative_does_nothing() -> None:
    """E-ACT-REPAIR-3: a negative die means the repair fails and nothing happens."""
    game = new()
    place_damage(game, "armory")
    act(game, "repair", rolls=[4, -1, -2, -1])
    assign(game, -1)
    assert sc.express(game).damage == ("armory",)
    assert pending_kind(game) == ("choose_crisis", 0)


def test_repair_not_in_brig() -> None:
    """E-ACT-REPAIR-4: Repair is not available to a character in the brig."""
    game = new()
    place_damage(game, "armory")
    sc.edit(game, brig=(True, False, False, False))
    assert "repair" not in actions(game)


def test_no_damage_disables_repair() -> None:
    """E-ACT-REPAIR-5: no damage location disables Repair, not even five markers at once."""
    for marker in ALL_DAMAGE:
        game = new()
        place_damage(game, marker)
        assert "repair" in actions(game), marker
    for kept in ALL_DAMAGE:
        game = new()
        place_damage(game, *[m for m in ALL_DAMAGE if m != kept])
        assert "repair" in actions(game), kept


def test_repair_with_no_damage_spends_the_die() -> None:
    """E-ACT-REPAIR-6: Repair may be chosen with no damage on Galactica; a positive die has no
    effect but is still spent."""
    game = new()
    assert sc.express(game).damage == ()
    assert "repair" in actions(game)
    act(game, "repair", rolls=[4, -1, -2, -1])
    assign(game, 4)
    assert pending_kind(game) == ("choose_crisis", 0)
    assert zones(game, 0) == [SPENT, ACTIVE, ACTIVE, ACTIVE]


# -- 10.4 Raise Morale ----------------------------------------------------------------------------


def test_raise_morale_rolls_once_and_assigns_one() -> None:
    """E-ACT-MORALE-1: Raise Morale rolls every Active die once and assigns exactly 1."""
    game = new()
    sc.edit(game, demor_placed=("lee_adama",), demor_pile=("william_adama", "kara_thrace"))
    events = act(game, "morale", rolls=[-2, -1, -2, -1])
    assert of_type(events, ev.DiceRolled)[0].dice == (0, 1, 2, 3)
    assert assign_sizes(game) == {1}
    assign(game, -2)
    assert pending_kind(game) == ("choose_crisis", 0)
    assert sorted(zones(game, 0)) == [ACTIVE] * 3 + [SPENT]


def test_raise_morale_removes_own_other_or_revealed_cylon_marker() -> None:
    """E-ACT-MORALE-2: a positive die lets the player remove one marker from their own
    character, another player's or a revealed Cylon's."""
    game = new()
    sc.set_loyalty(game, 2, "number_one")
    sc.edit(
        game,
        revealed=(False, False, True, False),
        demor_placed=("william_adama", "lee_adama", "kara_thrace"),
        demor_pile=("laura_roslin", "gaius_baltar"),
    )
    act(game, "morale", rolls=[2, -1, -2, -1])
    assign(game, 2)
    assert pending_kind(game) == ("choose_morale", 0)
    offered = {o.character for o in game.pending.options}
    assert offered == {"", "william_adama", "lee_adama", "kara_thrace"}
    sc.play(game, "express.raise_morale", character="kara_thrace")
    assert sc.express(game).demor_placed == ("william_adama", "lee_adama")


def test_raised_marker_returns_to_the_pile_shuffled() -> None:
    """E-ACT-MORALE-3: the removed marker goes face down into the unused pile, shuffled."""
    game = new()
    sc.edit(game, demor_placed=("lee_adama",), demor_pile=("laura_roslin", "gaius_baltar"))
    act(game, "morale", rolls=[2, -1, -2, -1])
    assign(game, 2)
    order = ("laura_roslin", "lee_adama", "gaius_baltar")
    with scripted_random(shuffles=[order]):
        events = sc.play(game, "express.raise_morale", character="lee_adama")
    assert of_type(events, ev.DemoralizationRemoved)[0].character == "lee_adama"
    assert sc.express(game).demor_pile == order
    assert sc.express(game).demor_placed == ()


def test_raise_morale_negative_does_nothing() -> None:
    """E-ACT-MORALE-4: with the variant off, a negative die does nothing."""
    game = new()
    sc.edit(game, demor_placed=("lee_adama",), demor_pile=("laura_roslin", "gaius_baltar"))
    act(game, "morale", rolls=[2, -1, -2, -1])
    assign(game, -1)
    x = sc.express(game)
    assert x.demor_placed == ("lee_adama",)
    assert x.demor_pile == ("laura_roslin", "gaius_baltar")
    assert pending_kind(game) == ("choose_crisis", 0)


def test_raise_morale_not_in_brig() -> None:
    """E-ACT-MORALE-5: Raise Morale is not available to a character in the brig."""
    game = new()
    sc.edit(game, brig=(True, False, False, False))
    assert "morale" not in actions(game)


def test_raise_morale_disabled_by_press_room() -> None:
    """E-ACT-MORALE-6: not available while the Press Room is damaged (other damage is no bar)."""
    for marker in ALL_DAMAGE:
        game = new()
        place_damage(game, marker)
        assert ("morale" in actions(game)) == (marker != "press_room"), marker


def test_raise_morale_cannot_remove_unused_spot_marker() -> None:
    """E-ACT-MORALE-7: a marker on an unused spot (Baltar is not in a 4-player game) belongs to
    no player and cannot be removed."""
    game = new()
    sc.edit(
        game,
        demor_placed=("gaius_baltar", "lee_adama"),
        demor_pile=("william_adama", "kara_thrace", "laura_roslin"),
    )
    act(game, "morale", rolls=[2, -1, -2, -1])
    assign(game, 2)
    assert {o.character for o in game.pending.options} == {"", "lee_adama"}
    game2 = new()
    sc.edit(
        game2,
        demor_placed=("gaius_baltar",),
        demor_pile=("william_adama", "lee_adama", "kara_thrace", "laura_roslin"),
    )
    act(game2, "morale", rolls=[2, -1, -2, -1])
    assign(game2, 2)
    assert sc.express(game2).demor_placed == ("gaius_baltar",)
    assert pending_kind(game2) == ("choose_crisis", 0)


# -- 10.5 Prepare the Jump ------------------------------------------------------------------------


def test_prepare_the_jump_success_gives_the_next_crisis_a_jump_icon() -> None:
    """E-ACT-PREP-1, E-ACT-PREP-5: a success sets the flag, and the next crisis (no icons shown)
    counts one jump icon."""
    game = new()
    act(game, "prepare", rolls=[2, -1, 1, -1])
    events = assign(game, 2, 1)
    assert of_type(events, ev.PrepFlagSet)
    assert sc.express(game).prep_flag
    crisis(game, "riots", 1, 1, jump=0)
    participate(game, [4, -1, 3, -1], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.JumpAdvanced) == [ev.JumpAdvanced(1, True)]
    x = sc.express(game)
    assert x.jump == 1 and not x.prep_flag


def test_prepare_the_jump_assigns_exactly_two_dice() -> None:
    """E-ACT-PREP-2: exactly 2 dice end up assigned: 2 from the first roll, or 1 then (after a
    re-roll of the rest) exactly 1 more."""
    game = new()
    act(game, "prepare", rolls=[2, -1, 1, -1])
    assert assign_sizes(game) == {1, 2}
    with scripted_random(rolls=[4, -2, 3]):
        events = assign(game, 2)
    assert of_type(events, ev.DiceRolled)[0].dice == (1, 2, 3), "the rest are re-rolled"
    assert assign_sizes(game) == {1}
    assign(game, -2)
    assert pending_kind(game) == ("choose_crisis", 0)
    assert zones(game, 0).count(SPENT) == 2

    game = new()
    act(game, "prepare", rolls=[2, -1, 1, -1])
    assign(game, 2, -1)
    assert pending_kind(game) == ("choose_crisis", 0)
    assert zones(game, 0).count(SPENT) == 2


def test_prepare_the_jump_needs_two_active_dice() -> None:
    """E-ACT-PREP-3: Prepare the Jump requires at least 2 Active dice."""
    game = new()
    sc.set_dice(game, 0, ACTIVE, SPENT, SPENT, SPENT)
    assert "prepare" not in actions(game)
    sc.set_dice(game, 0, ACTIVE, SPENT, ACTIVE, SPENT)
    assert "prepare" in actions(game)


@pytest.mark.parametrize(
    ("kept", "success"), [((2, -1), True), ((4, -2), True), ((2, -2), False), ((-1, -1), False)]
)
def test_prepare_the_jump_needs_a_positive_sum(kept: tuple[int, int], success: bool) -> None:
    """E-ACT-PREP-4: the action succeeds if the 2 dice sum to at least 1; 0 or less fails."""
    game = new()
    act(game, "prepare", rolls=[kept[0], kept[1], -1, -2])
    events = assign(game, *kept)
    assert bool(of_type(events, ev.PrepFlagSet)) == success
    assert sc.express(game).prep_flag == success


def test_prepare_the_jump_never_adds_to_shown_icons() -> None:
    """E-ACT-PREP-6: with the flag set, a crisis showing 2 icons advances the track by 2 (max),
    not 3."""
    game = new()
    sc.edit(game, prep_flag=True)
    crisis(game, "riots", 1, 1, jump=2)
    participate(game, [4, -1, 3, -1], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.JumpAdvanced) == [ev.JumpAdvanced(2, True)]
    assert sc.express(game).jump == 2
    assert not sc.express(game).prep_flag


def test_prepare_the_jump_flag_holds_one_icon() -> None:
    """E-ACT-PREP-7: two successes before one crisis still give max(shown, 1) = 1 icon."""
    game = new()
    act(game, "prepare", rolls=[2, -1, 1, -1])
    assign(game, 2, 1)
    turn(game, 1)
    act(game, "prepare", rolls=[4, -1, 3, -1])
    assign(game, 4, 3)
    assert sc.express(game).prep_flag
    crisis(game, "riots", 1, 1, jump=0)
    participate(game, [4, -1, 3, -1], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.JumpAdvanced) == [ev.JumpAdvanced(1, True)]
    assert sc.express(game).jump == 1


def test_prepare_the_jump_flag_waits_through_a_brig_turn_and_applies_to_declared_crisis() -> None:
    """E-ACT-PREP-8: the flag stays pending across a turn with no crisis (the active player is in
    the brig) and applies to the next crisis actually resolved, one declared by a revealed Cylon
    included."""
    game = new()
    sc.set_loyalty(game, 2, "number_three")
    sc.edit(game, prep_flag=True, brig=(False, True, False, False))
    sc.edit(game, revealed=(False, False, True, False))
    sc.set_dice(game, 2, ACTIVE, BOX, ACTIVE, BOX)
    start_turn(game, 1)
    assert pending_kind(game) == ("choose_action", 1)
    events = sc.play(game, "express.take_action", action="none")
    assert of_type(events, ev.NoCrisis)
    assert sc.express(game).prep_flag, "no crisis: the flag stays pending"
    assert sc.express(game).jump == 0
    assert pending_kind(game) == ("choose_action", 2)
    sc.play(game, "express.take_action", action="none")
    assert pending_kind(game) == ("cylon_crisis", 2)
    events = sc.play(game, "express.declare_crisis", type="riots")
    assert of_type(events, ev.CrisisChosen)[0].crisis.jump == 0
    pass_rest(game)
    advanced = [e for e in game.events if isinstance(e, ev.JumpAdvanced)]
    assert advanced == [ev.JumpAdvanced(1, True)]
    assert sc.express(game).jump == 1


def test_prepare_the_jump_not_in_brig() -> None:
    """E-ACT-PREP-9: not available to a character in the brig."""
    game = new()
    sc.edit(game, brig=(True, False, False, False))
    assert "prepare" not in actions(game)


def test_prepare_the_jump_disabled_by_engine_room() -> None:
    """E-ACT-PREP-10: not available while the Engine Room is damaged (other damage is no bar)."""
    for marker in ALL_DAMAGE:
        game = new()
        place_damage(game, marker)
        assert ("prepare" in actions(game)) == (marker != "engine_room"), marker


# -- 10.7 Executive Order -------------------------------------------------------------------------


def test_order_assigns_a_die_without_rolling_then_spends_it() -> None:
    """E-ACT-ORDER-1: the issuer assigns 1 Active die without rolling it; after the order is
    resolved the die is Spent."""
    game = new()
    events = act(game, "order", target=2, die=2)
    assert of_type(events, ev.DieAssignedUnrolled) == [ev.DieAssignedUnrolled(0, 2)]
    assert not of_type(events, ev.DiceRolled)
    assert zones(game, 0) == [ACTIVE, ACTIVE, ORDER, ACTIVE]
    assert pending_kind(game) == ("choose_action", 2)
    sc.play(game, "express.take_action", action="recover")
    assert zones(game, 0) == [ACTIVE, ACTIVE, SPENT, ACTIVE]


def test_order_needs_an_active_die() -> None:
    """E-ACT-ORDER-2: an Executive Order requires at least 1 Active die."""
    game = new()
    sc.set_dice(game, 0, SPENT, SPENT, SPENT, SPENT)
    assert "order" not in actions(game)
    sc.set_dice(game, 0, SPENT, SPENT, SPENT, ACTIVE)
    assert "order" in actions(game)


def test_order_goes_to_another_player() -> None:
    """E-ACT-ORDER-3: the order goes to another player, never to the issuer."""
    game = new()
    targets = {o.target for o in game.pending.options if o.action == "order"}
    assert targets == {1, 2, 3}


def test_order_receiver_chooses_freely_among_own_actions() -> None:
    """E-ACT-ORDER-4, E-ACT-ORDER-6: the receiver decides: they get their own action menu (the
    same actions they could take on their own turn), including Reveal, the character action and
    another Executive Order."""
    game = new(5)
    sc.set_loyalty(game, 4, "number_two")
    own = game_menu_of(game, 4)
    turn(game, 0)
    act(game, "order", target=4, die=0)
    assert pending_kind(game) == ("choose_action", 4)
    ordered = {o.action for o in game.pending.options}
    assert ordered == (own - {"none"}) | {"recover"}
    assert {"reveal", "char", "order"} <= ordered


def game_menu_of(game: Game, seat: int) -> set[str]:
    """`seat`'s action menu on its own turn."""
    turn(game, seat)
    return actions(game)


def test_order_receiver_acts_normally_or_recovers_two() -> None:
    """E-ACT-ORDER-5: the receiver performs one action normally (here Repair, rolling their own
    dice) or recovers up to 2 of their own Spent dice."""
    game = new()
    place_damage(game, "armory")
    act(game, "order", target=1, die=0)
    with scripted_random(rolls=[4, -1, 3, -2]):
        events = sc.play(game, "express.take_action", action="repair")
    assert of_type(events, ev.DiceRolled)[0].seat == 1
    assign(game, 4)
    sc.play(game, "express.repair", marker="armory")
    assert sc.express(game).damage == ()
    assert pending_kind(game) == ("choose_crisis", 0)

    game = new()
    sc.set_dice(game, 3, SPENT, SPENT, SPENT, ACTIVE)
    act(game, "order", target=3, die=0)
    sc.play(game, "express.take_action", action="recover")
    assert pending_kind(game) == ("choose_recovery", 3)
    assert max(len(o.dice) for o in game.pending.options) == 2
    sc.play(game, "express.recover_dice", dice=(12, 13))
    assert zones(game, 3) == [ACTIVE, ACTIVE, SPENT, ACTIVE]


def test_order_recovery_ignores_brig_and_demoralization() -> None:
    """E-ACT-ORDER-5a: a receiver in the brig and demoralized still recovers up to 2 dice."""
    game = new()
    sc.set_dice(game, 2, SPENT, SPENT, SPENT, SPENT)
    sc.edit(
        game,
        brig=(False, False, True, False),
        demor_placed=("kara_thrace",),
        demor_pile=("william_adama", "lee_adama", "laura_roslin", "gaius_baltar"),
    )
    act(game, "order", target=2, die=0)
    sc.play(game, "express.take_action", action="recover")
    assert max(len(o.dice) for o in game.pending.options) == 2
    sc.play(game, "express.recover_dice", dice=(8, 10))
    assert zones(game, 2) == [ACTIVE, SPENT, ACTIVE, SPENT]


def test_ordered_vote_starts_left_of_the_active_player_and_turn_continues() -> None:
    """E-ACT-ORDER-7: during the ordered action the turn's player stays active: a vote called by
    the receiver starts with the player to the active player's left, and afterwards the active
    player's turn goes on to step 3."""
    game = new()
    act(game, "order", target=2, die=0)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    assert sc.express(game).active == 0
    assert pending_kind(game) == ("pass_or_participate", 1)
    sc.play(game, "express.pass")
    assert pending_kind(game) == ("pass_or_participate", 2)
    sc.play(game, "express.pass")
    assert pending_kind(game) == ("pass_or_participate", 3)
    sc.play(game, "express.pass")
    assert pending_kind(game) == ("pass_or_participate", 0)
    sc.play(game, "express.pass")
    assert pending_kind(game) == ("choose_crisis", 0)


def test_order_disabled_by_communications_center() -> None:
    """E-ACT-ORDER-8: not available while the Communications Center is damaged."""
    for marker in ALL_DAMAGE:
        game = new()
        place_damage(game, marker)
        assert ("order" in actions(game)) == (marker != "communications"), marker


def test_order_allowed_from_the_brig() -> None:
    """E-ACT-ORDER-9: the issuer may give an Executive Order from the brig."""
    game = new()
    sc.edit(game, brig=(True, False, False, False))
    assert "order" in actions(game)
    act(game, "order", target=1, die=2)
    assert pending_kind(game) == ("choose_action", 1)


def test_order_receiver_may_decline_by_recovering_nothing() -> None:
    """E-ACT-ORDER-10: the receiver may in effect decline, recovering 0 dice."""
    game = new()
    sc.set_dice(game, 1, SPENT, SPENT, ACTIVE, ACTIVE)
    act(game, "order", target=1, die=0)
    sc.play(game, "express.take_action", action="recover")
    assert sc.has_option(game, "express.recover_dice", dice=())
    sc.play(game, "express.recover_dice", dice=())
    assert zones(game, 1) == [SPENT, SPENT, ACTIVE, ACTIVE]
    assert pending_kind(game) == ("choose_crisis", 0)
