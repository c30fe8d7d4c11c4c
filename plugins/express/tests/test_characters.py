"""Character abilities (express.md section 21): Command, Initiative, Reckless, Political Influence
and Cylon Detector, and when they apply.

The ability texts are PHOTO-READ (E-CHARS-4); the tests check the readings the spec recommends.
"""

from __future__ import annotations

from express_helpers import (
    CHARS,
    act,
    actions,
    assign,
    assign_sizes,
    crisis,
    make_revealed,
    new,
    of_type,
    participate,
    pass_rest,
    pending_kind,
    place_damage,
    run,
    start_turn,
    turn,
    zones,
)

from bsg_express import data as data_module
from bsg_express import events as ev
from bsg_express import frames as f
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, BOX, SPENT
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


def has_initiative(game: Game) -> bool:
    """Whether the pending decision offers Initiative."""
    return sc.has_option(game, "express.use_initiative")


# -- 21 Characters --------------------------------------------------------------------------------


def test_five_characters_one_per_player() -> None:
    """E-CHARS-1: there are 5 characters; each player gets one, at random or by agreement."""
    names = {c.id for c in data_module.load().characters}
    assert names == set(CHARS)
    for seed in range(6):
        game = Game.new(ruleset="express", seats=3 + seed % 3, seed=seed)
        dealt = sc.express(game).characters
        assert len(set(dealt)) == len(dealt) == game.seats and set(dealt) <= names
    chosen = ("laura_roslin", "gaius_baltar", "kara_thrace")
    assert sc.express(sc.new_game(3, characters=chosen)).characters == chosen


def test_every_character_owns_two_strong_and_two_weak_dice() -> None:
    """E-CHARS-2: every character owns 2 strong and 2 weak dice."""
    game = new(5)
    for seat in range(5):
        mine = [d for d in sc.express(game).dice if d.owner == seat]
        assert sorted(d.strong for d in mine) == [False, False, True, True]


def test_each_card_has_one_named_ability_and_a_brig_side() -> None:
    """E-CHARS-3, E-CHARS-4: each character has one named ability (Command, Initiative, Reckless,
    Political Influence, Cylon Detector) and a BRIG side; only Baltar's ability is an action."""
    table = {c.id: (c.ability_name, c.action) for c in data_module.load().characters}
    assert table == {
        "william_adama": ("Command", False),
        "lee_adama": ("Initiative", False),
        "kara_thrace": ("Reckless", False),
        "laura_roslin": ("Political Influence", False),
        "gaius_baltar": ("Cylon Detector", True),
    }
    game = new(5)
    sc.edit(game, brig=(True,) * 5)
    assert all(p["brig"] for p in game.view(None)["game"]["players"])


def test_withdrawn_placeholder_abilities_are_gone() -> None:
    """E-CHARS-5: the withdrawn PLACEHOLDER abilities do not exist: William Adama has no free
    Executive Order or other character action, and no character has CAG, Daring jump or
    Presidential authority."""
    names = {c.ability_name for c in data_module.load().characters}
    assert not names & {"CAG", "Daring jump", "Presidential authority"}
    game = new(5)
    for seat in range(4):
        turn(game, seat)
        assert "char" not in actions(game)
    sc.set_dice(game, 0, SPENT, SPENT, SPENT, SPENT)
    turn(game, 0)
    assert "order" not in actions(game), "no free Executive Order"


# -- Command ---------------------------------------------------------------------------------------


def test_command_turns_minus_one_into_zero_on_adamas_turn() -> None:
    """E-CHARS-6, E-CHECK-11: in the crisis check of William Adama's turn every assigned −1,
    whoever assigned it (a revealed Cylon included), counts as 0; the die still shows −1 and
    still becomes Spent."""
    game = new()
    make_revealed(game, 2, "number_one")
    crisis(game, "riots", 2, 1)
    participate(game, [2, -2, -1, -2], keep=[2, -1])
    participate(game, [4, -1], keep=[-1])
    view = game.view(3)["game"]
    assert sorted(a["value"] for a in view["assigned"]) == [-1, -1, 2]
    assert view["check"]["total"] == 2
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 2, 2, True)]
    assert of_type(events, ev.AssignedSpent) == [ev.AssignedSpent(())]


def test_command_only_on_adamas_turn_and_only_in_crises() -> None:
    """E-CHARS-6: Command does not apply on another player's turn, nor to votes."""
    game = new()
    sc.edit(game, active=1)
    crisis(game, "riots", 2, 1)
    participate(game, [2, -2, -1, -2], keep=[2, -1])
    events = pass_rest(game, prefer_strong=True)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 1, 2, False)]

    game = new()
    sc.play(game, "express.take_action", action="vote_brig", target=2)
    participate(game, [4, -2, -1, -2], keep=[4, -1])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("vote_brig", 3, 4, False)]


def test_command_does_not_touch_the_jump_roll() -> None:
    """E-CHARS-6: Command does not apply to the Admiral's jump roll: Adama keeping −1 moves 1 and
    takes 1 penalty."""
    game = new()
    sc.edit(game, jump=3)
    sc.set_stack(game, f.TurnEnd(0))
    with scripted_random(rolls=[-1, -1]):
        run(game, [])
    events = sc.play(game, "express.pick_jump_die", index=0)
    assert of_type(events, ev.Jumped) == [ev.Jumped(-1)]
    assert pending_kind(game) == ("choose_penalty", 0)
    assert "1 to take" in game.pending.prompt


# -- Initiative ------------------------------------------------------------------------------------


def test_initiative_rerolls_instead_of_assigning_in_repair() -> None:
    """E-CHARS-7, E-ROLL-11: once on his own turn Lee may re-roll all the dice he just rolled
    instead of assigning; it overrides Repair's no-re-roll limit, and Repair still ends with
    exactly 1 die assigned."""
    game = new()
    place_damage(game, "armory")
    turn(game, 1)
    act(game, "repair", rolls=[-2, -2, -2, -2])
    assert has_initiative(game)
    with scripted_random(rolls=[4, -1, -1, -2]):
        events = sc.play(game, "express.use_initiative")
    assert of_type(events, ev.InitiativeUsed) == [ev.InitiativeUsed(1)]
    assert of_type(events, ev.DiceRolled) == [ev.DiceRolled(1, (4, 5, 6, 7), (4, -1, -1, -2))]
    assert not has_initiative(game), "once per turn"
    assert assign_sizes(game) == {1}
    assign(game, 4)
    sc.play(game, "express.repair", marker="armory")
    assert zones(game, 1).count(SPENT) == 1


def test_initiative_in_his_own_skill_check_roll_once_per_turn() -> None:
    """E-CHARS-7: Initiative works in Lee's own roll in a skill check on his turn; it is used at
    most once per turn and is back on his next turn."""
    game = new()
    sc.edit(game, active=1)
    crisis(game, "riots", 2, 1)
    for _ in range(3):
        sc.play(game, "express.pass")
    assert pending_kind(game) == ("pass_or_participate", 1)
    with scripted_random(rolls=[-2, -2, -2, -2]):
        sc.play(game, "express.participate")
    assert has_initiative(game)
    with scripted_random(rolls=[4, 2, -2, -2]):
        sc.play(game, "express.use_initiative")
    assert not has_initiative(game)
    assign(game, 4, 2)
    sc.play(game, "express.stop_rolling")
    start_turn(game, 1)
    act(game, "dradis", rolls=[-2, -2, -2, -2])
    assert has_initiative(game), "a new turn"


def test_initiative_not_on_other_turns() -> None:
    """E-CHARS-7: Initiative is only for Lee's own turn: not in a check on another's turn, nor in
    an action he takes under another player's Executive Order."""
    game = new()
    crisis(game, "riots", 2, 1)
    with scripted_random(rolls=[-2, -2, -2, -2]):
        sc.play(game, "express.participate")
    assert not has_initiative(game)

    game = new()
    act(game, "order", target=1, die=0)
    act(game, "dradis", rolls=[-2, -2, -2, -2])
    assert pending_kind(game) == ("assign_dice", 1)
    assert not has_initiative(game)


# -- Reckless --------------------------------------------------------------------------------------


def test_reckless_returns_three_assigned_dice_to_active() -> None:
    """E-CHARS-8, E-ROLL-11: when Kara assigns 3 or more of her dice to a skill check on her own
    turn, they still count, and after the check they return to Active instead of Spent."""
    game = new()
    sc.edit(game, active=2)
    crisis(game, "riots", 6, 1)
    for _ in range(3):
        sc.play(game, "express.pass")
    events = participate(game, [4, 2, 1, -2], keep=[4, 2, -2])
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 4, 6, False)]
    assert of_type(events, ev.RecklessUsed) == [ev.RecklessUsed(2)]
    assert zones(game, 2) == [ACTIVE] * 4


def test_reckless_needs_three_dice_and_her_own_turn() -> None:
    """E-CHARS-8: two dice are not enough, and on another player's turn her dice are spent."""
    game = new()
    sc.edit(game, active=2)
    crisis(game, "riots", 1, 1)
    for _ in range(3):
        sc.play(game, "express.pass")
    participate(game, [4, 2, 1, -2], keep=[4, 2])
    assert zones(game, 2) == [SPENT, SPENT, ACTIVE, ACTIVE]

    game = new()
    sc.edit(game, active=3)
    crisis(game, "riots", 1, 1)
    pass_rest_until(game, 2)
    participate(game, [4, 2, 1, -2])
    pass_rest(game)
    assert zones(game, 2) == [SPENT] * 4
    assert not any(isinstance(e, ev.RecklessUsed) for e in game.events)


def test_reckless_once_per_turn_and_only_in_skill_checks() -> None:
    """E-CHARS-8: Reckless works at most once per turn (a vote, then the crisis of the same turn)
    and only in skill checks (not in an action's roll)."""
    game = new()
    turn(game, 2)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    for _ in range(3):
        sc.play(game, "express.pass")
    participate(game, [4, 2, 1, -2], keep=[4, 2, 1])
    assert zones(game, 2) == [ACTIVE] * 4
    crisis(game, "riots", 1, 1)
    for _ in range(3):
        sc.play(game, "express.pass")
    participate(game, [4, 2, 1, -2], keep=[4, 2, 1])
    assert zones(game, 2) == [SPENT, SPENT, SPENT, ACTIVE]
    assert sum(isinstance(e, ev.RecklessUsed) for e in game.events) == 1

    game = new()
    turn(game, 2)
    act(game, "dradis", rolls=[4, 2, 1, 3])
    assign(game, 4, 2, 1, 3)
    while game.pending.kind == "choose_ship":
        game.play(game.pending.options[0])
    assert zones(game, 2) == [SPENT] * 4


# -- Political Influence ---------------------------------------------------------------------------


def roslin_vote(game: Game) -> None:
    """Seat 3 (Roslin) has called a brig vote on seat 1; seats 0, 1 and 3 assign +4, −1 and +1
    (a tally of 4); seat 2 passes."""
    for seat, rolls, keep in ((0, [4, -2, -2, -2], [4]), (1, [-1, -2, -2, -2], [-1])):
        assert pending_kind(game) == ("pass_or_participate", seat)
        participate(game, rolls, keep)
    sc.play(game, "express.pass")
    participate(game, [-2, -2, 1, -2], keep=[1])


def test_political_influence_removes_one_die_from_her_vote() -> None:
    """E-CHARS-9: when Roslin calls a vote, after everyone has assigned and before the result is
    compared, she may take any one assigned die out of the tally; the choice is public and the
    die goes to its owner's Spent zone."""
    game = new()
    turn(game, 3)
    sc.play(game, "express.take_action", action="vote_brig", target=1)
    sc.edit(game, active=3)
    roslin_vote(game)
    assert pending_kind(game) == ("influence_vote", 3)
    assert {o.die for o in game.pending.options} == {-1, 0, 4, 14}, "her own die included"
    start = len(game.events)
    events = sc.play(game, "express.influence", die=0)
    assert of_type(events, ev.VoteDieRemoved) == [ev.VoteDieRemoved(3, 0)]
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("vote_brig", 0, 4, False)]
    assert of_type(game.events_for(2, start), ev.VoteDieRemoved) == [ev.VoteDieRemoved(3, 0)]
    assert sc.express(game).dice[0].zone == SPENT
    assert not sc.express(game).brig[1]


def test_political_influence_is_optional() -> None:
    """E-CHARS-9: Roslin may leave the tally alone."""
    game = new()
    turn(game, 3)
    sc.play(game, "express.take_action", action="vote_brig", target=1)
    roslin_vote(game)
    events = sc.play(game, "express.influence", die=-1)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("vote_brig", 4, 4, True)]
    assert sc.express(game).brig[1]


def test_political_influence_under_order_and_from_brig() -> None:
    """E-CHARS-9, E-CHARS-11: it applies to a vote Roslin calls under an Executive Order and to a
    vote she calls from the brig (passive abilities work in the brig)."""
    game = new()
    sc.edit(game, brig=(False, False, False, True))
    act(game, "order", target=3, die=2)
    sc.play(game, "express.take_action", action="vote_release", target=3)
    participate(game, [4, -2, -2, -2], keep=[4])
    pass_rest(game)
    assert pending_kind(game) == ("influence_vote", 3)
    events = sc.play(game, "express.influence", die=-1)
    assert of_type(events, ev.Released) == [ev.Released(3)]


def test_political_influence_only_in_votes_she_calls() -> None:
    """E-CHARS-9: no influence in a vote someone else calls, nor in a crisis check."""
    game = new()
    sc.play(game, "express.take_action", action="vote_brig", target=1)
    participate(game, [4, -2, -2, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved)
    assert not any(isinstance(e, ev.VoteDieRemoved) for e in game.events)

    game = new()
    sc.edit(game, active=3)
    crisis(game, "riots", 1, 1)
    participate(game, [4, -2, -2, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved)


# -- Cylon Detector --------------------------------------------------------------------------------


def test_cylon_detector_sees_all_cards_privately() -> None:
    """E-CHARS-10: Baltar secretly sees every loyalty card the target holds at that moment; only
    his view changes."""
    game = new(5)
    sc.set_loyalty(game, 2, "not_cylon", "number_three")
    turn(game, 4)
    start = len(game.events)
    sc.play(game, "express.take_action", action="char", target=2)
    assert game.view(4)["game"]["me"]["peeks"] == [
        {"target": 2, "cards": ["not_cylon", "number_three"]}
    ]
    for seat in range(4):
        assert game.view(seat)["game"]["me"]["peeks"] == []
        peek = of_type(game.events_for(seat, start), ev.LoyaltyPeeked)[0]
        assert "number_three" not in peek.cards


def test_cylon_detector_once_per_game_even_under_an_order() -> None:
    """E-CHARS-10, E-INV-26: Cylon Detector used under an Executive Order uses up the action and
    the once-per-game use: Baltar cannot use it again on his own turn."""
    game = new(5)
    act(game, "order", target=4, die=0)
    assert "char" in actions(game)
    sc.play(game, "express.take_action", action="char", target=0)
    assert pending_kind(game) == ("choose_crisis", 0)
    turn(game, 4)
    assert "char" not in actions(game)


def test_cylon_detector_may_target_a_revealed_cylon_and_work_from_brig() -> None:
    """E-CHARS-10: the target may be a revealed Cylon (the use is wasted), and Baltar may use it
    from the brig."""
    game = new(5)
    make_revealed(game, 1, "number_two")
    sc.edit(game, brig=(False, False, False, False, True))
    turn(game, 4)
    assert {o.target for o in game.pending.options if o.action == "char"} == {0, 1, 2, 3}
    events = sc.play(game, "express.take_action", action="char", target=1)
    assert of_type(events, ev.LoyaltyPeeked) == [ev.LoyaltyPeeked(4, 1, ("number_two",))]


def test_passive_abilities_work_in_the_brig() -> None:
    """E-CHARS-11: passive abilities keep working in the brig: Lee's Initiative in a vote he calls
    from the brig, and Kara's Reckless in one she calls from the brig."""
    game = new()
    sc.edit(game, brig=(False, True, True, False))
    turn(game, 1)
    sc.play(game, "express.take_action", action="vote_release", target=1)
    pass_rest_until(game, 1)
    with scripted_random(rolls=[-2, -2, -2, -2]):
        sc.play(game, "express.participate")
    assert has_initiative(game)

    game = new()
    sc.edit(game, brig=(False, True, True, False))
    turn(game, 2)
    sc.play(game, "express.take_action", action="vote_release", target=2)
    pass_rest_until(game, 2)
    participate(game, [4, 2, 1, -2], keep=[4, 2, 1])
    assert zones(game, 2) == [ACTIVE] * 4
    assert sc.express(game).brig[2] is False


def pass_rest_until(game: Game, seat: int) -> None:
    """Pass until `seat` is asked to pass or participate."""
    while game.pending.kind == "pass_or_participate" and game.pending.seat != seat:
        sc.play(game, "express.pass")
    assert pending_kind(game) == ("pass_or_participate", seat)


def test_revealed_cylon_loses_the_ability_hidden_keeps_it() -> None:
    """E-CHARS-12, E-CYL-4: a revealed Cylon loses their character's ability (Lee's Initiative,
    Kara's Reckless, Roslin's Political Influence, Adama's Command); a hidden Cylon keeps it."""
    game = new()
    sc.set_loyalty(game, 1, "number_one")
    turn(game, 1)
    act(game, "dradis", rolls=[-2, -2, -2, -2])
    assert has_initiative(game), "hidden Cylon"
    make_revealed(game, 1, "number_one")
    turn(game, 1)
    act(game, "dradis", rolls=[-2, -2])
    assert not has_initiative(game)

    game = new()
    make_revealed(game, 2, "number_two")
    turn(game, 2)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    pass_rest_until(game, 2)
    participate(game, [4, 3], keep=[4])
    assert zones(game, 2) == [SPENT, BOX, ACTIVE, BOX]
    assert not any(isinstance(e, ev.RecklessUsed) for e in game.events)

    game = new()
    make_revealed(game, 3, "number_three")
    turn(game, 3)
    sc.play(game, "express.take_action", action="vote_brig", target=1)
    participate(game, [4, -2, -2, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved), "no Political Influence decision"

    game = new()
    make_revealed(game, 0, "number_six")
    crisis(game, "riots", 2, 1)
    participate(game, [2, -2, -1, -2], keep=[2, -1])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 1, 2, False)]
