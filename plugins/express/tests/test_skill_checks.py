"""Skill checks: crisis checks and votes (express.md sections 1 and 8)."""

from __future__ import annotations

from express_helpers import crisis_face, participate, pass_check, roll_crisis, start_turn

from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.events import (
    AssignedSpent,
    CheckResolved,
    CheckStarted,
    CrisisChosen,
    DiceAssigned,
    DiceRolled,
    Passed,
    SentToBrig,
)
from bsg_express.model import ACTIVE, ASSIGNED, BOX, SPENT
from bsgcore.testing.scripted import scripted_random

NO_COMMAND = ("lee_adama", "kara_thrace", "laura_roslin", "gaius_baltar")  # Lee plays first
ROSLIN = ("laura_roslin", "gaius_baltar", "kara_thrace")


def decisions(game, answer):
    """Answer every pending pass-or-participate with `answer(game)` until the check is over;
    returns the seats asked, in order, and every event."""
    asked, events = [], []
    while game.pending is not None and game.pending.kind == "pass_or_participate":
        asked.append(game.pending.seat)
        assert {o.tag for o in game.pending.options} == {"express.participate", "express.pass"}
        events += answer(game)
    return asked, events


def resolved(events) -> CheckResolved:
    """The (single) CheckResolved of these events."""
    (check,) = [e for e in events if isinstance(e, CheckResolved)]
    return check


def test_crisis_and_vote_start_skill_checks(ex):
    """E-CHECK-1, E-TERM-8: a crisis and a Call a Vote action each start a skill check (crisis or
    vote) compared with a difficulty; an action such as Destroy Raiders does not."""
    ex.crisis_faces(crisis_face("dradis", difficulty=6))
    game = sc.new_game(4)
    events = roll_crisis(game)
    chosen = [e for e in events if isinstance(e, (CrisisChosen, CheckStarted))]
    assert [type(e) for e in chosen] == [CrisisChosen, CheckStarted]
    assert (chosen[1].check.kind, chosen[1].check.difficulty) == ("crisis", 6)
    game = sc.new_game(4)
    events = sc.play(game, "express.take_action", action="vote_brig", target=2)
    (started,) = [e for e in events if isinstance(e, CheckStarted)]
    assert (started.check.kind, started.check.difficulty) == ("vote_brig", 4)
    assert game.pending.kind == "pass_or_participate"
    game = sc.new_game(4)
    with scripted_random(rolls=[4, 4, 3, 3]):
        events = sc.play(game, "express.take_action", action="dradis")
    assert not [e for e in events if isinstance(e, CheckStarted)]
    assert game.pending.kind == "assign_dice"


def test_everyone_chooses_from_the_left_active_player_last(ex):
    """E-CHECK-2, E-CHECK-3, E-TERM-3: every player, the active one included, chooses to pass or
    participate, clockwise from the left of the active player, who chooses last."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    roll_crisis(game)
    asked, _ = decisions(game, pass_check)
    assert asked == [1, 2, 3, 0]
    game = sc.new_game(4)
    start_turn(game, 2)
    roll_crisis(game)
    asked, _ = decisions(game, pass_check)
    assert asked == [3, 0, 1, 2]


def test_vote_order_starts_left_of_the_active_player_even_under_an_order():
    """E-CHECK-3: in a vote, too, the order starts left of the active player; a vote called under
    an Executive Order still starts left of the player whose turn it is."""
    game = sc.new_game(4)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    asked, _ = decisions(game, lambda g: sc.play(g, "express.pass"))
    assert asked == [1, 2, 3, 0]
    game = sc.new_game(4)
    sc.play(game, "express.take_action", action="order", target=2, die=0)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    asked, _ = decisions(game, lambda g: sc.play(g, "express.pass"))
    assert asked == [1, 2, 3, 0]


def test_each_participant_rolls_before_the_next_player_chooses(ex):
    """E-CHECK-4: a participant completes their roll-and-assign sequence before the next player
    chooses, and that player sees the dice already assigned; nobody else has rolled."""
    ex.crisis_faces(crisis_face("riots", difficulty=5))
    game = sc.new_game(4)
    roll_crisis(game)
    events = participate(game, [4, -2, 3, -1], dice=[4])
    assert game.pending.seat == 2 and game.pending.kind == "pass_or_participate"
    assert [e.seat for e in events if isinstance(e, DiceRolled)] == [1]
    view = game.view(2)["game"]
    assert view["assigned"] == [{"die": 4, "owner": 1, "strong": True, "value": 4}]
    assert view["check"]["total"] == 4
    assert all(d["value"] is None for d in view["me"]["dice"])
    for seat in (0, 2, 3):
        assert not model.rolled_dice(sc.express(game), seat)


def test_forced_pass_with_no_active_dice_voluntary_otherwise(ex):
    """E-CHECK-5: a player with 0 Active dice must pass (forced, not asked); one with at least 1
    Active die who passes makes a voluntary pass."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    sc.set_dice(game, 2, SPENT, SPENT, SPENT, ACTIVE)
    events = roll_crisis(game)
    assert [(e.seat, e.forced) for e in events if isinstance(e, Passed)] == [(1, True)]
    assert game.pending.kind == "choose_recovery" and game.pending.seat == 1
    game.play(game.pending.options[0])
    assert game.pending.seat == 2 and game.pending.kind == "pass_or_participate"
    events = pass_check(game)
    assert [(e.seat, e.forced) for e in events if isinstance(e, Passed)] == [(2, False)]


def test_result_is_the_sum_of_all_assigned_dice(ex):
    """E-CHECK-6: the result sums every assigned die: positive dice toward passing, negative
    against."""
    ex.crisis_faces(crisis_face("riots", difficulty=9))
    game = sc.new_game(4, characters=NO_COMMAND)
    roll_crisis(game)
    events = participate(game, [4, -2, 3, -1], dice=[4, 5, 7])
    events += participate(game, [2, -1, 1, -2], dice=[8, 11])
    events += pass_check(game) + pass_check(game)
    assert resolved(events).total == 4 - 2 - 1 + 2 - 2


def test_tie_succeeds_one_less_fails(ex):
    """E-CHECK-7: a check succeeds when the result is at least the difficulty (a tie succeeds) and
    fails otherwise."""
    for rolls, success in (([4, 2, 1, -1], True), ([4, -1, 1, -1], False)):
        ex.crisis_faces(crisis_face("riots", difficulty=7, consequence=1))
        game = sc.new_game(4, characters=NO_COMMAND)
        roll_crisis(game)
        events = participate(game, rolls, dice=[4, 5, 6])
        for _ in range(3):
            events += pass_check(game)
        check = resolved(events)
        assert (check.total, check.success) == (7 if success else 4, success)


def test_vote_tie_succeeds():
    """E-CHECK-7: a vote (difficulty 4) with a result of exactly 4 succeeds."""
    game = sc.new_game(4)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    events = []
    with scripted_random(rolls=[2, 2, 1, -1]):
        events += sc.play(game, "express.participate")
    events += sc.play(game, "express.assign", dice=(4, 5))
    events += sc.play(game, "express.stop_rolling")
    for _ in range(3):
        events += sc.play(game, "express.pass")
    assert (resolved(events).total, resolved(events).success) == (4, True)
    assert [e.seat for e in events if isinstance(e, SentToBrig)] == [3]


def test_nobody_assigns_result_is_zero(ex):
    """E-CHECK-8: when everybody passes the result is 0."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    roll_crisis(game)
    _, events = decisions(game, pass_check)
    assert (resolved(events).total, resolved(events).success) == (0, False)


def test_brig_and_revealed_players_may_participate(ex):
    """E-CHECK-9: a character in the brig may participate; a revealed Cylon may participate but
    assigns exactly 1 die."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    sc.set_loyalty(game, 3, "number_one")
    sc.edit(game, brig=(False, True, False, False), revealed=(False, False, False, True))
    sc.set_dice(game, 3, ACTIVE, BOX, ACTIVE, BOX)
    roll_crisis(game)
    events = participate(game, [4, 4, 3, 3])
    assert [e.seat for e in events if isinstance(e, DiceAssigned)] == [1]
    pass_check(game)
    with scripted_random(rolls=[2, 1]):
        sc.play(game, "express.participate")
    assert {len(o.dice) for o in game.pending.options} == {1}
    events = sc.play(game, "express.assign", dice=(12,))
    assert game.pending.seat == 0 and game.pending.kind == "pass_or_participate"


def test_all_assigned_dice_become_spent_after_the_check(ex):
    """E-CHECK-10: once the check is resolved every assigned die, of every player, is Spent;
    unassigned dice stay Active."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    start_turn(game, 2)  # order 3, 0, 1, 2; seat 3 plays next, so the others keep Spent dice
    roll_crisis(game)
    pass_check(game)
    participate(game, [4, -2, 3, -1], dice=[0, 1])
    participate(game, [2, -1, 1, -2], dice=[4])
    g = sc.express(game)
    assert [d.id for d in g.dice if d.zone == ASSIGNED] == [0, 1, 4]
    events = participate(game, [2, 2, 1, 1], dice=[8])
    assert [e for e in events if isinstance(e, AssignedSpent)]
    g = sc.express(game)
    spent = sorted(d.id for d in g.dice if d.zone == SPENT)
    assert spent == [0, 1, 4, 8]
    assert all(d.zone == ACTIVE for d in g.dice if d.id not in spent)


def test_command_counts_minus_one_as_zero_in_adamas_crisis(ex):
    """E-CHECK-11: the tally uses effective values: in the crisis check of William Adama's turn a
    -1 die (anyone's) counts 0."""
    ex.crisis_faces(crisis_face("riots", difficulty=3))
    game = sc.new_game(4)
    roll_crisis(game)
    events = participate(game, [4, -2, -1, -1], dice=[4, 6, 7])
    for _ in range(3):
        events += pass_check(game)
    assert (resolved(events).total, resolved(events).success) == (4, True)


def test_face_values_without_command(ex):
    """E-CHECK-11: without an ability in force the effective value is the face: -1 counts -1 in a
    crisis on another player's turn, and in a vote even on Adama's turn."""
    ex.crisis_faces(crisis_face("riots", difficulty=3))
    game = sc.new_game(4)
    start_turn(game, 1)
    roll_crisis(game)
    events = pass_check(game)
    events += participate(game, [4, -2, -1, -1], dice=[12, 14, 15])
    events += pass_check(game) + pass_check(game)
    assert resolved(events).total == 2
    game = sc.new_game(4)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    events = participate(game, [4, -2, -1, -1], dice=[4, 6, 7])
    for _ in range(3):
        events += sc.play(game, "express.pass")
    assert (resolved(events).total, resolved(events).success) == (2, False)


def test_political_influence_removes_a_die_from_the_tally():
    """E-CHECK-11: in a vote Laura Roslin calls, she may take one assigned die out of the tally
    before the comparison."""
    game = sc.new_game(3, characters=ROSLIN)
    start_turn(game, 0)
    sc.play(game, "express.take_action", action="vote_brig", target=1)
    with scripted_random(rolls=[4, 2, 3, 1]):
        sc.play(game, "express.participate")
    sc.play(game, "express.assign", dice=(4, 5))
    sc.play(game, "express.stop_rolling")
    with scripted_random(rolls=[-2, -2, -2, -2]):
        sc.play(game, "express.participate")
    sc.play(game, "express.assign", dice=(8,))
    sc.play(game, "express.stop_rolling")
    sc.play(game, "express.pass")
    assert game.pending.kind == "influence_vote" and game.pending.seat == 0
    events = sc.play(game, "express.influence", die=5)
    assert (resolved(events).total, resolved(events).success) == (2, False)
    assert not [e for e in events if isinstance(e, SentToBrig)]
