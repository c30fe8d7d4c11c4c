"""The seven steps of a turn (express.md sections 1 and 9)."""

from __future__ import annotations

import pytest
from express_helpers import (
    crisis_face,
    of_type,
    participate,
    pass_check,
    roll_crisis,
    start_turn,
    zones,
)

from bsg_express import scenario as sc
from bsg_express.events import (
    ActionChosen,
    CheckResolved,
    CheckStarted,
    CrisisChosen,
    CrisisRolled,
    DamagePlaced,
    DemoralizationPlaced,
    DiceRecovered,
    JumpAdvanced,
    Jumped,
    JumpRolled,
    NoCrisis,
    SecondDeal,
    TurnStarted,
)
from bsg_express.model import ACTIVE, BOX, SPENT
from bsgcore.core_events import GameEnded
from bsgcore.testing.scripted import scripted_random


def demoralize(game, *characters):
    """Put these characters' markers on their slots."""
    g = sc.express(game)
    pile = tuple(c for c in g.demor_pile if c not in characters)
    sc.edit(game, demor_placed=g.demor_placed + tuple(characters), demor_pile=pile)


def everyone_passes(game, rolls=()):
    """Every seat passes the running check; `rolls` script the last pass (a jump roll)."""
    events = []
    while game.pending is not None and game.pending.kind == "pass_or_participate":
        if game.pending.seat == sc.express(game).active:
            with scripted_random(rolls=list(rolls)):
                events += pass_check(game)
        else:
            events += pass_check(game)
    return events


# -- step 1 -------------------------------------------------------------------------------------


def test_step_one_recovers_all_spent_dice():
    """E-TURN-1, E-TERM-7, E-TERM-2: at the start of their turn the active player recovers all of
    their Spent dice (Spent to Active), without a choice."""
    game = sc.new_game(4)
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, ACTIVE)
    sc.set_dice(game, 2, SPENT, SPENT, SPENT, SPENT)
    events = start_turn(game, 1)
    assert [e.seat for e in of_type(events, TurnStarted)] == [1]
    assert sc.express(game).active == 1 and game.view(None)["game"]["active"] == 1
    assert [(e.seat, e.dice) for e in of_type(events, DiceRecovered)] == [(1, (4, 5, 6))]
    assert zones(game, 1) == [ACTIVE] * 4
    assert zones(game, 2) == [SPENT] * 4, "only the active player recovers"
    assert game.pending.kind == "choose_action" and game.pending.seat == 1


@pytest.mark.parametrize("status", ["demoralized", "brig", "both"])
def test_demoralized_or_brig_recovers_one_of_choice(status):
    """E-TURN-1a, E-TURN-1c, E-TERM-10, E-TERM-11: a player demoralized at the start of their turn
    (marker on their slot), or in the brig, or both, recovers exactly 1 Spent die of their
    choice."""
    game = sc.new_game(4)
    if status in ("demoralized", "both"):
        demoralize(game, "lee_adama")
    if status in ("brig", "both"):
        sc.edit(game, brig=(False, True, False, False))
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    events = start_turn(game, 1)
    assert not of_type(events, DiceRecovered)
    assert game.pending.kind == "choose_recovery" and game.pending.seat == 1
    assert {len(o.dice) for o in game.pending.options} == {1}
    assert {o.dice for o in game.pending.options} == {(4,), (6,)}  # a strong or a weak die
    sc.play(game, "express.recover_dice", dice=(6,))
    assert zones(game, 1) == [SPENT, SPENT, ACTIVE, SPENT]
    assert game.pending.kind == "choose_action"


def test_another_characters_marker_does_not_limit():
    """E-TURN-1a, E-TERM-10: only the player's own marker on their own slot limits recovery."""
    game = sc.new_game(3)
    demoralize(game, "kara_thrace", "gaius_baltar")
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    events = start_turn(game, 1)
    assert [e.dice for e in of_type(events, DiceRecovered)] == [(4, 5, 6, 7)]


def test_revealed_cylon_recovers_all_despite_marker():
    """E-TURN-1b: a revealed Cylon's demoralization marker has no effect: they recover all of
    their Spent dice."""
    game = sc.new_game(4)
    sc.set_loyalty(game, 1, "number_one")
    sc.edit(game, revealed=(False, True, False, False))
    demoralize(game, "lee_adama")
    sc.set_dice(game, 1, SPENT, BOX, SPENT, BOX)
    events = start_turn(game, 1)
    assert [e.dice for e in of_type(events, DiceRecovered)] == [(4, 6)]


# -- step 2 -------------------------------------------------------------------------------------


def test_action_is_optional(ex):
    """E-TURN-2: the active player may perform one action or none; after it (or none) the turn
    goes on to the crisis."""
    ex.crisis_faces(crisis_face("riots", difficulty=2))
    game = sc.new_game(4)
    assert game.pending.kind == "choose_action"
    assert sc.has_option(game, "express.take_action", action="none")
    assert sc.has_option(game, "express.take_action", action="dradis")
    events = roll_crisis(game)
    assert [e.action for e in of_type(events, ActionChosen)] == ["none"]
    assert of_type(events, CheckStarted)


# -- step 3 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("pick", [0, 1])
def test_active_player_rolls_both_crisis_dice_and_chooses_one(ex, pick):
    """E-TURN-3, E-TURN-3a: the active player rolls both crisis dice in play and chooses one; that
    face is the crisis."""
    a = [crisis_face("riots", difficulty=d) for d in (3, 4, 5, 6, 7, 8)]
    b = [crisis_face("basestar", difficulty=d, consequence=2) for d in (9, 10, 11, 12, 13, 14)]
    data = ex.crisis_faces(a, b)
    game = sc.new_game(5)
    events = roll_crisis(game, faces=(2, 4), pick=pick)
    (rolled,) = of_type(events, CrisisRolled)
    assert (rolled.seat, rolled.faces) == (0, (2, 4))
    assert sc.express(game).crisis_dice == tuple(d.id for d in data.dice_for(5))
    (chosen,) = of_type(events, CrisisChosen)
    assert (chosen.crisis.type, chosen.crisis.difficulty) == (
        ("riots", 5) if pick == 0 else ("basestar", 13)
    )
    assert of_type(events, CheckStarted)[0].check.difficulty == chosen.crisis.difficulty


def test_revealed_cylon_may_declare_a_crisis(ex):
    """E-TURN-3b: a revealed Cylon may declare a crisis instead of rolling the crisis dice."""
    ex.crisis_faces(crisis_face("riots", difficulty=9, jump=2))
    game = sc.new_game(4)
    sc.set_loyalty(game, 1, "number_one")
    sc.edit(game, revealed=(False, True, False, False))
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    start_turn(game, 1)
    events = sc.play(game, "express.take_action", action="none")
    assert not of_type(events, CrisisRolled)
    assert game.pending.kind == "cylon_crisis" and game.pending.seat == 1
    assert {o.tag for o in game.pending.options} == {
        "express.roll_crisis_dice",
        "express.declare_crisis",
    }
    events = sc.play(game, "express.declare_crisis", type="basestar")
    (chosen,) = of_type(events, CrisisChosen)
    assert chosen.crisis.source == "cylon" and chosen.crisis.type == "basestar"
    assert not of_type(events, CrisisRolled)


def test_brig_turn_has_no_crisis(ex):
    """E-TURN-3c, E-TERM-11: a character in the brig does not roll the crisis dice: no crisis, no
    check, no jump icons; a pending Prepare-the-Jump flag stays pending; the next player follows."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, brig=(False, True, False, False), prep_flag=True, jump=1)
    start_turn(game, 1)
    events = sc.play(game, "express.take_action", action="none")
    assert [e.seat for e in of_type(events, NoCrisis)] == [1]
    assert not of_type(events, CrisisRolled) and not of_type(events, CheckStarted)
    assert not of_type(events, JumpAdvanced)
    g = sc.express(game)
    assert (g.prep_flag, g.jump, g.active) == (True, 1, 2)


def test_brig_turn_still_checks_the_second_deal():
    """E-TURN-3c, E-TURN-7: steps 6 and 7 are still checked on a turn without a crisis: a second
    deal that is due happens."""
    game = sc.new_game(4)
    sc.edit(game, brig=(False, True, False, False), distance=4)
    start_turn(game, 1)
    events = sc.play(game, "express.take_action", action="none")
    assert of_type(events, SecondDeal)
    assert all(len(hand) == 2 for hand in sc.express(game).loyalty)


# -- steps 4 and 5 ------------------------------------------------------------------------------


def test_failed_crisis_has_consequences_passed_one_none(ex):
    """E-TURN-4: the crisis check is resolved with its consequences: a failed Riots crisis draws
    its N markers; a passed one changes nothing."""
    ex.crisis_faces(crisis_face("riots", difficulty=2, consequence=2))
    game = sc.new_game(4)
    roll_crisis(game)
    events = everyone_passes(game)
    assert not of_type(events, CheckResolved)[0].success
    assert len(of_type(events, DemoralizationPlaced)) == 2
    game = sc.new_game(4)
    roll_crisis(game)
    events = participate(game, [4, -2, -1, -1], dice=[4])
    events += everyone_passes(game)
    assert of_type(events, CheckResolved)[0].success
    assert not of_type(events, DemoralizationPlaced) and not of_type(events, DamagePlaced)


@pytest.mark.parametrize("succeed", [True, False])
def test_jump_icons_advance_whether_or_not_the_check_succeeds(ex, succeed):
    """E-TURN-5: the jump marker advances one position per jump icon of the chosen face, whether
    or not the crisis check succeeded."""
    ex.crisis_faces(crisis_face("riots", difficulty=3, jump=2))
    game = sc.new_game(4)
    roll_crisis(game)
    events = participate(game, [4, -2, -1, -1] if succeed else [-2, -2, -1, -1], dice=[4])
    events += everyone_passes(game)
    assert of_type(events, CheckResolved)[0].success == succeed
    assert sc.express(game).jump == 2


@pytest.mark.parametrize(("icons", "steps"), [(0, 1), (1, 1), (2, 2)])
def test_prepared_jump_counts_at_least_one_icon(ex, icons, steps):
    """E-TURN-5a: with the Prepare-the-Jump flag pending the crisis counts max(icons, 1) icons,
    never icons + 1; the flag is then cleared."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=icons))
    game = sc.new_game(4)
    sc.edit(game, prep_flag=True)
    roll_crisis(game)
    everyone_passes(game)
    g = sc.express(game)
    assert (g.jump, g.prep_flag) == (steps, False)


def test_surplus_icons_are_discarded_at_three(ex):
    """E-TURN-5b, E-TURN-6: icons advance one at a time; once the marker reaches 3 the fleet jumps
    at once and the crisis's further icons are discarded (the track restarts at 0)."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=3))
    game = sc.new_game(4)
    sc.edit(game, jump=2)
    roll_crisis(game)
    events = everyone_passes(game, rolls=[2, 1])
    assert [e.steps for e in of_type(events, JumpAdvanced)] == [1]
    assert [e.seat for e in of_type(events, JumpRolled)] == [sc.express(game).admiral]
    assert game.pending.kind == "choose_jump_die"
    events = sc.play(game, "express.pick_jump_die", index=0)
    assert [e.value for e in of_type(events, Jumped)] == [2]
    g = sc.express(game)
    assert (g.jump, g.distance) == (0, 2)


# -- steps 6 and 7 ------------------------------------------------------------------------------


def test_no_jump_below_three(ex):
    """E-TURN-6: the fleet jumps only when the jump marker is at 3."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, jump=1)
    roll_crisis(game)
    events = everyone_passes(game)
    assert not of_type(events, JumpRolled)
    assert sc.express(game).jump == 2 and sc.express(game).active == 1


def test_second_deal_after_the_jump_at_distance_four(ex):
    """E-TURN-7: at step 7, once the distance is 4 or more, the second deal happens (after the
    jump of step 6, before the next turn), and only once."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, jump=2, distance=3)
    roll_crisis(game)
    everyone_passes(game, rolls=[2, 1])
    events = sc.play(game, "express.pick_jump_die", index=0)
    order = [type(e) for e in events if isinstance(e, (Jumped, SecondDeal, TurnStarted))]
    assert order == [Jumped, SecondDeal, TurnStarted]
    g = sc.express(game)
    assert g.second_deal_done and all(len(h) == 2 for h in g.loyalty) and not g.loyalty_deck
    roll_crisis(game)
    events = everyone_passes(game)
    assert not of_type(events, SecondDeal)


def test_no_second_deal_below_four(ex):
    """E-TURN-7: below distance 4 there is no second deal."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    sc.edit(game, distance=3)
    roll_crisis(game)
    events = everyone_passes(game)
    assert not of_type(events, SecondDeal) and not sc.express(game).second_deal_done


def test_full_turn_in_order_then_the_left_player(ex):
    """E-TURN-1 to E-TURN-7, E-TERM-2, E-TERM-3: one turn runs recover, action, crisis roll,
    check, jump icons, jump and second deal in that order; then the player to the left becomes
    the active player."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, jump=2, distance=3)
    sc.set_dice(game, 3, SPENT, ACTIVE, ACTIVE, ACTIVE)
    events = start_turn(game, 3)
    events += roll_crisis(game)
    events += everyone_passes(game, rolls=[4, 3])
    events += sc.play(game, "express.pick_jump_die", index=0)
    steps = (
        TurnStarted,
        DiceRecovered,
        ActionChosen,
        CrisisRolled,
        CrisisChosen,
        CheckResolved,
        JumpAdvanced,
        JumpRolled,
        Jumped,
        SecondDeal,
    )
    seen = [type(e) for e in events if isinstance(e, steps)]
    seen = [t for i, t in enumerate(seen) if i == 0 or t is not seen[i - 1]]
    assert seen == [*steps, TurnStarted]
    assert [e.seat for e in of_type(events, TurnStarted)] == [3, 0]
    assert sc.express(game).active == 0


# -- the game ends at once ----------------------------------------------------------------------


def test_a_win_ends_the_game_at_once(ex):
    """E-TURN-8: a win ends the game at once, mid-turn: after the crisis places Galactica's last
    damage marker, neither its jump icons nor a jump nor the next turn happen."""
    ex.crisis_faces(crisis_face("basestar", difficulty=5, consequence=2, jump=1))
    game = sc.new_game(4)
    pile = sc.express(game).damage_pile
    sc.edit(game, damage=pile[:4], damage_pile=pile[4:], jump=2)
    roll_crisis(game)
    events = everyone_passes(game)
    assert isinstance(events[-1], GameEnded) and events[-1].winner == "cylons"
    assert not of_type(events, JumpAdvanced) and not of_type(events, JumpRolled)
    assert not of_type(events, TurnStarted)
    assert game.is_over and game.pending is None
    assert sc.express(game).jump == 2
