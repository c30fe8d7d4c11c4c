"""Hidden information and table talk (express.md sections 1 and 6): what each seat may see."""

from __future__ import annotations

import attrs
from express_helpers import crisis_face, participate, pass_check, roll_crisis

from bsg_express import flow, model
from bsg_express import scenario as sc
from bsg_express.events import (
    CrisisChosen,
    CrisisRolled,
    DiceAssigned,
    DiceRolled,
    Jumped,
    JumpRolled,
    LoyaltyDealt,
    SecondDeal,
)
from bsg_express.model import ACTIVE, HUMAN_CARD, SPENT
from bsgcore.core_events import CommandPlayed
from bsgcore.testing.conformance import check_no_leaks
from bsgcore.testing.scripted import scripted_random

SEATS = (None, 0, 1, 2, 3)


def seen(game, seat, kind):
    """The events of one class as `seat` receives them."""
    return [e for e in game.events_for(seat) if isinstance(e, kind)]


def test_skill_rolls_are_private_to_the_roller(ex):
    """E-INFO-1: skill dice are rolled in private: only the roller sees the results, in its events
    and its view; the others (and spectators) see that dice were rolled, not their values."""
    ex.crisis_faces(crisis_face("riots", difficulty=5))
    game = sc.new_game(4)
    roll_crisis(game)
    with scripted_random(rolls=[4, -2, 3, -1]):
        sc.play(game, "express.participate")
    assert seen(game, 1, DiceRolled)[-1].values == (4, -2, 3, -1)
    assert [d["value"] for d in game.view(1)["game"]["me"]["dice"]] == [4, -2, 3, -1]
    for seat in (None, 0, 2, 3):
        assert seen(game, seat, DiceRolled)[-1].values == ()
        view = game.view(seat)["game"]
        assert view["assigned"] == [] and view["check"]["total"] == 0
        assert view["players"][1]["dice"]["active"] == {"strong": 2, "weak": 2}
        if seat is not None:
            assert {d["id"] for d in view["me"]["dice"]}.isdisjoint({4, 5, 6, 7})
    check_no_leaks(game)


def test_a_single_die_must_be_assigned_so_nothing_is_hidden(ex):
    """E-INFO-2: a player rolling only one die must assign it, so nothing is hidden: every seat
    and the spectator see its value as soon as it is rolled, in the roll's event and in the view,
    while the owner picks the single assign option; then it is assigned in public."""
    ex.crisis_faces(crisis_face("riots", difficulty=5))
    game = sc.new_game(4)
    sc.set_dice(game, 1, SPENT, SPENT, ACTIVE, SPENT)
    roll_crisis(game)
    with scripted_random(rolls=[3]):
        sc.play(game, "express.participate")
    assert [o.dice for o in game.pending.options] == [(6,)]
    for seat in SEATS:
        assert seen(game, seat, DiceRolled)[-1] == DiceRolled(1, (6,), (3,))
        assert game.view(seat)["game"]["shown_rolls"] == [
            {"die": 6, "owner": 1, "strong": False, "value": 3}
        ]
    check_no_leaks(game)
    sc.play(game, "express.assign", dice=(6,))
    for seat in SEATS:
        assert game.view(seat)["game"]["assigned"] == [
            {"die": 6, "owner": 1, "strong": False, "value": 3}
        ]
    assert game.pending.seat == 2, "no die left: the sequence is over"


def test_the_last_die_of_a_larger_roll_stays_hidden(ex):
    """E-INFO-1, E-INFO-2: the exception is for a roll of one die only; the one die left
    unassigned from a roll of four stays private to its roller, in events and views, and a
    re-roll of that die alone is public."""
    ex.crisis_faces(crisis_face("riots", difficulty=5))
    game = sc.new_game(4)
    roll_crisis(game)
    with scripted_random(rolls=[4, -2, 3, -1]):
        sc.play(game, "express.participate")
    sc.play(game, "express.assign", dice=(4, 5, 6))
    assert game.pending.kind == "reroll_or_stop"
    for seat in (None, 0, 2, 3):
        assert seen(game, seat, DiceRolled)[-1].values == ()
        assert game.view(seat)["game"]["shown_rolls"] == []
    check_no_leaks(game)
    with scripted_random(rolls=[1]):
        sc.play(game, "express.reroll")
    for seat in SEATS:
        assert seen(game, seat, DiceRolled)[-1].values == (1,)
    check_no_leaks(game)


def test_no_way_to_disclose_unassigned_results():
    """E-INFO-3: no option discloses an unassigned result: the roll decisions offer only
    assigning (by die id), re-rolling or stopping, no Express command carries a die value, and once
    the sequence ends the unassigned values are gone from the game, even for their roller."""
    game = sc.new_game(4)
    with scripted_random(rolls=[4, -2, 3, -1]):
        sc.play(game, "express.take_action", action="dradis")
    assert {o.tag for o in game.pending.options} == {"express.assign"}
    assert all(set(type(o).__annotations__) == {"dice"} for o in game.pending.options)
    sc.play(game, "express.assign", dice=(0,))
    assert {o.tag for o in game.pending.options} == {"express.reroll", "express.stop_rolling"}
    sc.play(game, "express.stop_rolling")
    g = sc.express(game)
    assert all(not d.rolled and d.value == 0 for d in g.dice if d.zone == ACTIVE)
    assert [d["value"] for d in game.view(0)["game"]["me"]["dice"]][1:] == [None, None, None]
    fields = {a.name for command in flow.HANDLERS for a in attrs.fields(command)}
    assert not fields & {"value", "values", "faces", "result"}, "no command carries a die value"
    check_no_leaks(game)


def test_assigned_dice_are_public_owner_type_value(ex):
    """E-INFO-4: each assigned die is public to everyone: owner, type and value, in views and in
    events; the unassigned dice of the same roll stay hidden."""
    ex.crisis_faces(crisis_face("riots", difficulty=5))
    game = sc.new_game(4)
    roll_crisis(game)
    with scripted_random(rolls=[4, -2, 3, -1]):
        sc.play(game, "express.participate")
    sc.play(game, "express.assign", dice=(5, 6))
    for seat in SEATS:
        view = game.view(seat)["game"]
        assert view["assigned"] == [
            {"die": 5, "owner": 1, "strong": True, "value": -2},
            {"die": 6, "owner": 1, "strong": False, "value": 3},
        ]
        assert seen(game, seat, DiceAssigned)[-1].values == (-2, 3)
    check_no_leaks(game)


def test_nobody_rolls_before_their_moment(ex):
    """E-INFO-5: a player rolls only once it is their moment to assign (after they chose to
    participate); while another player rolls, nobody else has rolled dice or may act."""
    ex.crisis_faces(crisis_face("riots", difficulty=5))
    game = sc.new_game(4)
    roll_crisis(game)
    assert not [e for e in game.events if isinstance(e, DiceRolled)]
    participate(game, [4, -2, 3, -1], dice=[4])
    assert game.pending.seat == 2 and game.pending.kind == "pass_or_participate"
    for seat in (0, 2, 3):
        assert not model.rolled_dice(sc.express(game), seat)
    assert game.legal_commands(0) == () and game.legal_commands(3) == ()
    with scripted_random(rolls=[2, 2, 1, 1]):
        sc.play(game, "express.participate")
    log = list(game.events)
    for index, event in enumerate(log):
        if isinstance(event, DiceRolled):
            played = [e for e in log[:index] if isinstance(e, CommandPlayed)][-1]
            assert played.command.tag == "express.participate"
            assert played.command.seat == event.seat


def test_crisis_roll_is_secret_only_the_chosen_face_public(ex):
    """E-INFO-6: the active player rolls both crisis dice in secret; only the chosen face becomes
    public, and the other face stays private."""
    ex.crisis_faces(
        [crisis_face("riots", difficulty=d) for d in (3, 4, 5, 6, 7, 8)],
        [crisis_face("dradis", difficulty=d) for d in (3, 4, 5, 6, 7, 8)],
    )
    game = sc.new_game(4)
    with scripted_random(belows=[1, 5]):
        sc.play(game, "express.take_action", action="none")
    assert seen(game, 0, CrisisRolled)[-1].faces == (1, 5)
    mine = game.view(0)["game"]["me"]["crisis_roll"]
    assert [(f["type"], f["difficulty"]) for f in mine] == [("riots", 4), ("dradis", 8)]
    for seat in (None, 1, 2, 3):
        assert seen(game, seat, CrisisRolled)[-1].faces == ()
        view = game.view(seat)["game"]
        assert view["crisis"] is None
        if seat is not None:
            assert view["me"]["crisis_roll"] is None
    check_no_leaks(game)
    sc.play(game, "express.pick_crisis", index=0)
    for seat in SEATS:
        assert seen(game, seat, CrisisChosen)[-1].crisis.difficulty == 4
        assert game.view(seat)["game"]["crisis"]["type"] == "riots"
    assert sc.express(game).crisis_roll == (), "the unchosen face is not kept on the table"
    check_no_leaks(game)


def test_jump_roll_is_secret_only_the_chosen_die_public(ex):
    """E-INFO-7: during a jump the Admiral rolls in secret; only the chosen die becomes public."""
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, jump=2)
    roll_crisis(game)
    for _ in range(3):
        pass_check(game)
    with scripted_random(rolls=[4, -2]):
        pass_check(game)
    assert game.pending.kind == "choose_jump_die" and game.pending.seat == 0
    assert seen(game, 0, JumpRolled)[-1].values == (4, -2)
    assert game.view(0)["game"]["me"]["jump_roll"] == [4, -2]
    for seat in (None, 1, 2, 3):
        assert seen(game, seat, JumpRolled)[-1].values == ()
        if seat is not None:
            assert game.view(seat)["game"]["me"]["jump_roll"] is None
    check_no_leaks(game)
    sc.play(game, "express.pick_jump_die", index=0)
    for seat in SEATS:
        assert seen(game, seat, Jumped)[-1].value == 4
    assert sc.express(game).jump_roll == ()


def test_loyalty_cards_are_secret_to_their_holder():
    """E-INFO-8: loyalty cards are secret; each player may look at their own cards at any time,
    nobody else (nor a spectator) sees them, at the first or the second deal, and no action shows
    one except Reveal."""
    with scripted_random(shuffles=[["number_three", "number_one", "number_two", "number_six"]]):
        game = sc.new_game(4)
    g = sc.express(game)
    assert g.loyalty[0] == ("number_three",)
    for seat in range(4):
        assert game.view(seat)["game"]["me"]["loyalty"] == list(g.loyalty[seat])
        dealt = seen(game, seat, LoyaltyDealt)[0]
        assert dealt.hands[seat] == g.loyalty[seat]
        others = [h for s, h in enumerate(dealt.hands) if s != seat]
        assert all(card == "hidden" for hand in others for card in hand)
        assert all(card == "hidden" for card in dealt.deck)
        assert [p["loyalty_cards"] for p in game.view(seat)["game"]["players"]] == [1] * 4
    assert "number_three" not in str(game.view(None)) + str(game.view(1))
    menu = {o.action for o in game.pending.options}  # no way to show a card but by revealing
    assert menu <= {"none", "dradis", "repair", "morale", "prepare", "vote_brig", "order", "reveal"}
    sc.edit(game, distance=4, brig=(True, False, False, False))
    sc.play(game, "express.take_action", action="none")
    for seat in range(4):
        (deal,) = seen(game, seat, SecondDeal)
        assert [c != "hidden" for c in deal.cards] == [s == seat for s in range(4)]
    check_no_leaks(game)


def test_public_information_is_in_every_view():
    """E-INFO-9: the piles and their sizes, every marker on the board, each player's Active and
    Spent dice counts by type (not values), brig, demoralization, revealed status and the Admiral
    are public."""
    game = sc.new_game(4)
    pile = sc.express(game).damage_pile
    demor = tuple(c for c in sc.express(game).demor_pile if c != "kara_thrace")
    sc.edit(
        game,
        damage=pile[:1],
        damage_pile=pile[1:],
        demor_placed=("kara_thrace",),
        demor_pile=demor,
        brig=(False, False, False, True),
    )
    sc.set_loyalty(game, 1, "number_one")
    sc.edit(game, revealed=(False, True, False, False))
    sc.set_dice(game, 2, SPENT, ACTIVE, SPENT, SPENT)
    view = game.view(None)["game"]
    assert (view["damage_pile"], view["demoralization_pile"], view["dradis_pile"]) == (5, 4, 12)
    assert view["loyalty_deck"] == 4
    assert view["damage"] == [pile[0]] and view["demoralization"] == ["kara_thrace"]
    assert view["dradis"] == {"raider": 2, "colonial": 0}
    players = view["players"]
    assert players[2]["dice"]["active"] == {"strong": 1, "weak": 0}
    assert players[2]["dice"]["spent"] == {"strong": 1, "weak": 2}
    assert [p["brig"] for p in players] == [False, False, False, True]
    assert [p["demoralized"] for p in players] == [False, False, True, False]
    assert [p["revealed"] for p in players] == [False, True, False, False]
    assert [p["admiral"] for p in players] == [True, False, False, False]
    assert view["admiral"] == 0
    assert view["me"] is None


def test_cylon_by_holding_a_cylon_card_hidden_until_revealed():
    """E-TERM-9: a player holding at least one "You are a Cylon" card is a Cylon (even beside a
    not-Cylon card), others are human; a Cylon is hidden until the Reveal action, revealed after."""
    game = sc.new_game(4)
    sc.set_loyalty(game, 0, HUMAN_CARD, "number_six")
    sc.set_loyalty(game, 1, HUMAN_CARD, HUMAN_CARD)
    g = sc.express(game)
    assert model.is_cylon(g, 0) and not model.is_cylon(g, 1)
    assert model.cylon_seats(g) == (0,) and 1 in model.human_seats(g)
    assert game.view(0)["game"]["me"]["is_cylon"] and not game.view(1)["game"]["me"]["is_cylon"]
    assert not game.view(2)["game"]["players"][0]["revealed"]
    assert sc.has_option(game, "express.take_action", action="reveal")
    sc.play(game, "express.take_action", action="reveal")
    player = game.view(2)["game"]["players"][0]
    assert player["revealed"] and player["shown_card"] == "number_six"
