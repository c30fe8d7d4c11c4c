"""Recovering dice when passing a skill check (express.md section 8.1)."""

from __future__ import annotations

import pytest
from express_helpers import crisis_face, make_revealed, roll_crisis, zones

from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.events import DiceRecovered, Passed
from bsg_express.model import ACTIVE, BOX, SPENT
from bsgcore.testing.scripted import scripted_random


def recovery_sizes(game, seat):
    """How many dice each pending recovery option recovers (the decision must be `seat`'s)."""
    assert game.pending.kind == "choose_recovery" and game.pending.seat == seat
    return sorted({len(o.dice) for o in game.pending.options})


def recovered(events, seat):
    """The dice `seat` recovered in these events."""
    return [d for e in events if isinstance(e, DiceRecovered) and e.seat == seat for d in e.dice]


@pytest.fixture
def crisis(ex):
    """A 4-player game whose crisis check (difficulty 1) is about to start on seat 0's turn: call
    the result to roll the crisis, and seat 1 is asked first."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)

    def start():
        return roll_crisis(game)

    return game, start


def test_voluntary_pass_recovers_up_to_one_of_choice(crisis):
    """E-PASS-1: a voluntary pass in a crisis check may recover up to 1 Spent die, of the player's
    choice (strong or weak, or none)."""
    game, start = crisis
    sc.set_dice(game, 1, SPENT, ACTIVE, SPENT, ACTIVE)
    start()
    events = sc.play(game, "express.pass")
    assert [(e.seat, e.forced) for e in events if isinstance(e, Passed)] == [(1, False)]
    assert recovery_sizes(game, 1) == [0, 1]
    assert {o.dice for o in game.pending.options} == {(), (4,), (6,)}
    events = sc.play(game, "express.recover_dice", dice=(6,))
    assert recovered(events, 1) == [6]
    assert zones(game, 1) == [SPENT, ACTIVE, ACTIVE, ACTIVE]


def test_voluntary_pass_may_recover_nothing(crisis):
    """E-PASS-1: "up to 1" includes recovering none, even when all Spent dice are alike."""
    game, start = crisis
    sc.set_dice(game, 1, SPENT, SPENT, ACTIVE, ACTIVE)
    start()
    sc.play(game, "express.pass")
    assert recovery_sizes(game, 1) == [0, 1]
    sc.play(game, "express.recover_dice", dice=())
    assert zones(game, 1) == [SPENT, SPENT, ACTIVE, ACTIVE]
    assert game.pending.seat == 2 and game.pending.kind == "pass_or_participate"


def test_forced_pass_recovers_up_to_two_of_choice(crisis):
    """E-PASS-2: a forced pass (no Active dice) in a crisis check may recover up to 2 Spent dice,
    of the player's choice."""
    game, start = crisis
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    events = start()
    assert [(e.seat, e.forced) for e in events if isinstance(e, Passed)] == [(1, True)]
    assert recovery_sizes(game, 1) == [0, 1, 2]
    events = sc.play(game, "express.recover_dice", dice=(4, 6))
    assert recovered(events, 1) == [4, 6]
    assert zones(game, 1) == [ACTIVE, SPENT, ACTIVE, SPENT]


@pytest.mark.parametrize("status", ["brig", "demoralized", "both"])
def test_brig_or_demoralized_recovers_at_most_one_even_forced(crisis, status):
    """E-PASS-3: a character in the brig or demoralized (not a revealed Cylon) recovers at most 1
    die when passing, even on a forced pass."""
    game, start = crisis
    if status in ("brig", "both"):
        sc.edit(game, brig=(False, True, False, False))
    if status in ("demoralized", "both"):
        pile = tuple(c for c in sc.express(game).demor_pile if c != "lee_adama")
        sc.edit(game, demor_placed=("lee_adama",), demor_pile=pile)
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    start()
    assert recovery_sizes(game, 1) == [0, 1]
    sc.play(game, "express.recover_dice", dice=(4,))
    sc.set_dice(game, 2, SPENT, ACTIVE, SPENT, ACTIVE)
    sc.edit(game, brig=(False, True, True, False))
    sc.play(game, "express.pass")
    assert recovery_sizes(game, 2) == [0, 1]


def test_revealed_cylon_recovers_all_spent_dice(crisis):
    """E-PASS-4: a revealed Cylon who passes recovers all of their Spent dice, forced or voluntary,
    and demoralization does not limit them."""
    game, start = crisis
    make_revealed(game, 1, strong=SPENT, weak=SPENT)
    make_revealed(game, 2, strong=SPENT, weak=ACTIVE)
    pile = tuple(c for c in sc.express(game).demor_pile if c != "lee_adama")
    sc.edit(game, demor_placed=("lee_adama",), demor_pile=pile)
    events = start()
    assert [(e.seat, e.forced) for e in events if isinstance(e, Passed)] == [(1, True)]
    assert recovered(events, 1) == [4, 6]
    events = sc.play(game, "express.pass")
    assert recovered(events, 2) == [8]
    assert zones(game, 2) == [ACTIVE, BOX, ACTIVE, BOX]


def test_armory_takes_one_die_off_every_pass(crisis):
    """E-PASS-5, E-PASS-7: with the Armory damaged a voluntary pass recovers nothing, a forced pass
    up to 1, and a revealed Cylon all Spent dice but 1."""
    game, start = crisis
    pile = tuple(m for m in sc.express(game).damage_pile if m != "armory")
    sc.edit(game, damage=("armory",), damage_pile=pile)
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    sc.set_dice(game, 2, SPENT, ACTIVE, SPENT, ACTIVE)
    make_revealed(game, 3, strong=SPENT, weak=SPENT)
    start()
    assert recovery_sizes(game, 1) == [0, 1]
    sc.play(game, "express.recover_dice", dice=(4,))
    events = sc.play(game, "express.pass")
    assert recovered(events, 2) == [] and game.pending.seat == 3
    assert recovery_sizes(game, 3) == [1]  # forced: all Spent dice but 1, and which is a choice
    events = sc.play(game, "express.recover_dice", dice=(14,))
    assert recovered(events, 3) == [14]


def test_passing_a_vote_recovers_nothing():
    """E-PASS-6: nobody recovers dice by passing in a vote: not a voluntary pass, not a forced
    pass, not a revealed Cylon."""
    game = sc.new_game(4)
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    sc.set_dice(game, 2, SPENT, ACTIVE, SPENT, ACTIVE)
    make_revealed(game, 3, strong=SPENT, weak=ACTIVE)
    events = sc.play(game, "express.take_action", action="vote_brig", target=2)
    assert [(e.seat, e.forced) for e in events if isinstance(e, Passed)] == [(1, True)]
    for _ in range(3):
        events += sc.play(game, "express.pass")
    assert not [e for e in events if isinstance(e, DiceRecovered)]
    assert zones(game, 1) == [SPENT] * 4
    assert zones(game, 3) == [SPENT, BOX, ACTIVE, BOX]


@pytest.mark.parametrize(
    ("forced", "brig", "demor", "revealed", "armory", "vote", "spent", "amount"),
    [
        (False, False, False, False, False, False, 3, 1),
        (True, False, False, False, False, False, 3, 2),
        (True, False, False, False, False, False, 1, 1),  # never more than Spent
        (True, True, False, False, False, False, 4, 1),
        (True, False, True, False, False, False, 4, 1),
        (True, True, True, False, False, False, 4, 1),
        (True, True, False, False, True, False, 4, 0),  # cap 1, then Armory
        (False, False, False, False, True, False, 4, 0),
        (True, False, False, False, True, False, 4, 1),
        (False, False, False, True, False, False, 2, 2),
        (False, False, True, True, False, False, 2, 2),  # a revealed Cylon is not capped
        (True, False, False, True, True, False, 2, 1),
        (True, False, False, False, False, True, 4, 0),
        (True, False, False, True, False, True, 2, 0),  # votes win over E-PASS-4
    ],
)
def test_recovery_amount_order_of_computation(
    forced, brig, demor, revealed, armory, vote, spent, amount
):
    """E-PASS-7: base (voluntary 1, forced 2, revealed Cylon all Spent), capped at 1 in the brig
    or demoralized (not revealed), minus 1 for the Armory (minimum 0), 0 in a vote, and never
    more than the Spent dice."""
    game = sc.new_game(4)
    zones_ = [SPENT] * spent + [ACTIVE] * (4 - spent)
    if revealed:
        zones_ = [SPENT if i < spent else BOX for i in range(4)]
        zones_ = [zones_[0], BOX, zones_[1], BOX]
    sc.set_dice(game, 1, *zones_)
    sc.edit(
        game,
        brig=(False, brig, False, False),
        revealed=(False, revealed, False, False),
        demor_placed=("lee_adama",) if demor else (),
        damage=("armory",) if armory else (),
    )
    assert model.pass_recovery(sc.express(game), 1, forced, vote) == amount


def test_recovery_happens_at_once_and_cannot_be_used_in_that_check(crisis):
    """E-PASS-8: the dice are recovered as soon as the player passes, before the next player
    chooses; the passer takes no further part in the check."""
    game, start = crisis
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    events = start()
    sc.play(game, "express.recover_dice", dice=(4, 6))
    assert game.pending.seat == 2 and game.pending.kind == "pass_or_participate"
    assert zones(game, 1) == [ACTIVE, SPENT, ACTIVE, SPENT]
    asked = []
    with scripted_random(rolls=[]):
        while game.pending.kind == "pass_or_participate":
            asked.append(game.pending.seat)
            events += sc.play(game, "express.pass")
    assert asked == [2, 3, 0]
    assert not [
        e for e in game.events if getattr(e, "seat", None) == 1 and e.tag.endswith("rolled")
    ]


@pytest.mark.parametrize("action", ["dradis", "repair", "morale", "prepare"])
def test_actions_rolled_by_the_active_player_have_no_pass(action):
    """E-PASS-9: in actions where only the active player rolls there is no pass and so no
    recovery for passing."""
    game = sc.new_game(4)
    sc.set_dice(game, 0, SPENT, ACTIVE, SPENT, ACTIVE)
    with scripted_random(rolls=[-2, -2]):
        events = sc.play(game, "express.take_action", action=action)
    assert game.pending.kind == "assign_dice" and game.pending.seat == 0
    assert "express.pass" not in {o.tag for o in game.pending.options}
    assert not [e for e in events if isinstance(e, (Passed, DiceRecovered))]
