"""Jumping and distance, loyalty and the second deal, winning, and the morale variant (express.md
sections 16, 17, 19 and 20)."""

from __future__ import annotations

from typing import Any

import pytest
from express_helpers import (
    ALL_DAMAGE,
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
    run,
    turn,
)

from bsg_express import events as ev
from bsg_express import frames as f
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, BOX, SPENT
from bsgcore.core_events import GameEnded
from bsgcore.game import Game
from bsgcore.testing import random_playout
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


def reach_jump(game: Game, active: int = 2, jump_rolls: tuple[int, int] = (4, 3)) -> list[Any]:
    """On `active`'s turn the track goes from 2 to 3 through a passed crisis with one jump icon;
    the Admiral's jump roll shows `jump_rolls` (strong, weak)."""
    sc.edit(game, jump=2, active=active)
    out = crisis(game, "riots", 1, 1, jump=1)
    out += participate(game, [4, -2, -2, -2], keep=[4])
    with scripted_random(rolls=list(jump_rolls)):
        out += pass_rest(game)
    return out


def finish_jump(game: Game, index: int, penalties: tuple[str, ...] = ()) -> list[Any]:
    """The Admiral keeps jump die `index` and takes these penalties in order."""
    out = sc.play(game, "express.pick_jump_die", index=index)
    for kind in penalties:
        assert game.pending.kind == "choose_penalty"
        out += sc.play(game, "express.penalty", kind=kind)
    return out


def hand(game: Game, seat: int) -> tuple[str, ...]:
    """`seat`'s loyalty cards."""
    return sc.express(game).loyalty[seat]


# -- 16 Jumping -----------------------------------------------------------------------------------


def test_track_at_three_jumps_at_once() -> None:
    """E-JUMP-1, E-JUMP-7: when the jump preparation marker reaches 3 the fleet jumps in the same
    turn, and the marker then returns to 0."""
    game = new()
    events = reach_jump(game)
    assert of_type(events, ev.JumpAdvanced) == [ev.JumpAdvanced(1, False)]
    assert sc.express(game).jump == 3
    assert of_type(events, ev.JumpRolled)
    finish_jump(game, 0)
    assert sc.express(game).jump == 0
    assert sc.express(game).jumps == 1


def test_final_jump_from_distance_six_wins_without_a_roll() -> None:
    """E-JUMP-2, E-WIN-1: if the distance is already 6 or more when the fleet jumps, the humans win
    at once and no roll is made."""
    for distance in (6, 8):
        game = new()
        sc.set_loyalty(game, 3, "number_one")
        sc.edit(game, distance=distance)
        events = reach_jump(game)
        assert not of_type(events, ev.JumpRolled)
        assert isinstance(events[-1], GameEnded)
        assert game.outcome.winner == "humans"
        assert game.outcome.condition == "final_jump"
        assert game.outcome.winning_seats == (0, 1, 2)


def test_admiral_rolls_a_fresh_strong_and_weak_die() -> None:
    """E-JUMP-3: the Admiral secretly rolls 1 strong and 1 weak die (4 is only a strong face, 3
    only a weak one): fresh dice that touch no player's dice or zones, the Admiral's included."""
    game = new()
    sc.set_dice(game, 0, SPENT, ACTIVE, SPENT, ACTIVE)
    sc.edit(game, jump=3, active=2)
    sc.set_stack(game, f.TurnEnd(2))
    before = sc.express(game).dice
    with scripted_random(rolls=[4, 3]):
        events = run(game, [])
    assert of_type(events, ev.JumpRolled) == [ev.JumpRolled(0, (4, 3))]
    assert not of_type(events, ev.DiceRolled)
    assert sc.express(game).dice == before
    finish_jump(game, 1)
    assert sc.express(game).distance == 3
    assert sc.express(game).dice == before


def test_admiral_shows_one_die_and_hides_the_other() -> None:
    """E-JUMP-4: the Admiral chooses one of the two results and shows it; the other stays
    secret."""
    game = new()
    reach_jump(game, jump_rolls=(2, -1))
    start = len(game.events)
    for seat in (1, 2, 3):
        redacted = of_type(game.events_for(seat), ev.JumpRolled)[-1]
        assert redacted.values == ()
        assert game.view(seat)["game"]["me"]["jump_roll"] is None
    assert of_type(game.events_for(0), ev.JumpRolled)[-1].values == (2, -1)
    assert game.view(0)["game"]["me"]["jump_roll"] == [2, -1]
    assert {o.index for o in game.pending.options} == {0, 1}
    finish_jump(game, 0)
    public = of_type(game.events_for(3, start), ev.Jumped)
    assert public == [ev.Jumped(2)]
    assert all(e.values == () for e in of_type(game.events_for(3), ev.JumpRolled))


@pytest.mark.parametrize(
    ("rolls", "index", "moved"), [((4, 3), 0, 4), ((4, 3), 1, 3), ((-2, 1), 0, 2)]
)
def test_distance_moves_by_absolute_value(rolls: tuple[int, int], index: int, moved: int) -> None:
    """E-JUMP-5: the distance advances by the absolute value of the chosen result (−2 moves 2)."""
    game = new()
    sc.edit(game, distance=1)
    reach_jump(game, jump_rolls=rolls)
    finish_jump(game, index, ("damage", "damage") if rolls[index] < 0 else ())
    assert sc.express(game).distance == 1 + moved


def test_negative_jump_costs_mixed_penalties() -> None:
    """E-JUMP-6: a negative result costs |result| penalties, each 1 damage marker or 1 drawn
    demoralization marker, mixed as the Admiral chooses, one at a time."""
    game = new()
    sc.edit(
        game,
        damage=(),
        damage_pile=ALL_DAMAGE,
        demor_placed=(),
        demor_pile=("laura_roslin", "kara_thrace", "lee_adama", "william_adama", "gaius_baltar"),
    )
    reach_jump(game, jump_rolls=(-2, 1))
    events = sc.play(game, "express.pick_jump_die", index=0)
    assert of_type(events, ev.Jumped) == [ev.Jumped(-2)]
    assert pending_kind(game) == ("choose_penalty", 0)
    assert "2 to take" in game.pending.prompt
    events = sc.play(game, "express.penalty", kind="damage")
    assert of_type(events, ev.DamagePlaced) == [ev.DamagePlaced("weapons_control")]
    assert pending_kind(game) == ("choose_penalty", 0)
    assert "1 to take" in game.pending.prompt
    events = sc.play(game, "express.penalty", kind="demoralize")
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("laura_roslin")]
    assert sc.express(game).distance == 2
    assert game.pending.kind == "choose_action"


def test_after_the_jump_comes_step_seven() -> None:
    """E-JUMP-8, E-LOY-4, E-TURN-7: after the jump, step 7 follows: reaching distance 4 deals the
    second loyalty cards before the next turn begins."""
    game = new()
    sc.edit(game, distance=2)
    reach_jump(game, jump_rolls=(2, 1))
    events = finish_jump(game, 0)
    tags = [type(e) for e in events if type(e) in (ev.Jumped, ev.SecondDeal, ev.TurnStarted)]
    assert tags == [ev.Jumped, ev.SecondDeal, ev.TurnStarted]
    assert all(len(h) == 2 for h in sc.express(game).loyalty)


def test_reaching_six_is_not_a_win() -> None:
    """E-JUMP-9: a jump that brings the distance to 6 or more does not win by itself; the next
    jump does."""
    game = new()
    sc.edit(game, distance=4, second_deal_done=True)
    reach_jump(game, jump_rolls=(4, 3))
    finish_jump(game, 0)
    assert sc.express(game).distance == 8
    assert game.outcome is None
    reach_jump(game)
    assert game.outcome.winner == "humans"


# -- 17 Loyalty -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_each_player_starts_with_one_secret_card(seats: int) -> None:
    """E-LOY-1: each player starts with 1 secret loyalty card: other seats see only how many."""
    game = sc.new_game(seats, seed=11)
    x = sc.express(game)
    assert all(len(h) == 1 for h in x.loyalty)
    for seat in range(seats):
        view = game.view(seat)["game"]
        assert view["me"]["loyalty"] == list(x.loyalty[seat])
        assert all(p["loyalty_cards"] == 1 for p in view["players"])
        dealt = of_type(game.events_for(seat), ev.LoyaltyDealt)[0]
        for other in range(seats):
            if other != seat:
                assert dealt.hands[other] == ("hidden",)


def test_cylon_card_takes_precedence() -> None:
    """E-LOY-2: a player holding a "You are a Cylon" card is a Cylon, whatever else they hold."""
    game = new()
    sc.set_loyalty(game, 1, "not_cylon", "number_two")
    assert game.view(1)["game"]["me"]["is_cylon"] is True
    assert game.view(2)["game"]["me"]["is_cylon"] is False
    turn(game, 1)
    assert "reveal" in actions(game)
    turn(game, 2)
    assert "reveal" not in actions(game)


def test_cylons_do_not_learn_each_other() -> None:
    """E-LOY-3: Cylons do not learn who the other Cylons are."""
    for seed in range(20):
        game = sc.new_game(5, seed=seed)
        x = sc.express(game)
        cylons = [s for s in range(5) if x.loyalty[s][0] != "not_cylon"]
        if len(cylons) < 2:
            continue
        a, b = cylons
        seen_by_a = of_type(game.events_for(a), ev.LoyaltyDealt)[0].hands[b]
        assert seen_by_a == ("hidden",)
        assert x.loyalty[b][0] not in str(game.view(a))
        return
    pytest.fail("no seed dealt both Cylon cards to players")


def test_second_deal_gives_one_secret_card_each() -> None:
    """E-LOY-4, E-LOY-5: the second deal, at step 7 once the distance reaches 4, deals each player
    one card face down from the deck, which holds exactly one card per player."""
    game = new()
    deck = ("not_cylon", "number_six", "not_cylon", "not_cylon")
    sc.edit(game, distance=3, loyalty_deck=deck)
    reach_jump(game, jump_rolls=(2, 1))
    events = finish_jump(game, 1)
    assert of_type(events, ev.SecondDeal) == [ev.SecondDeal(deck)]
    x = sc.express(game)
    assert x.loyalty_deck == () and x.second_deal_done
    assert [h[1] for h in x.loyalty] == list(deck)
    for seat in range(4):
        seen = of_type(game.events_for(seat), ev.SecondDeal)[0].cards
        assert seen[seat] == deck[seat]
        assert all(c == "hidden" for i, c in enumerate(seen) if i != seat)


def test_second_deal_happens_once() -> None:
    """E-LOY-5: the second deal happens exactly once per game, even after further jumps."""
    game = new()
    sc.edit(game, distance=3)
    reach_jump(game, jump_rolls=(2, 1))
    finish_jump(game, 0)
    reach_jump(game, jump_rolls=(2, 1))
    finish_jump(game, 0)
    assert sc.express(game).distance == 7
    assert sum(isinstance(e, ev.SecondDeal) for e in game.events) == 1
    assert all(len(h) == 2 for h in sc.express(game).loyalty)


def test_human_may_become_a_cylon_in_the_second_deal() -> None:
    """E-LOY-6: a player who was human becomes a Cylon through a Cylon card in the second deal."""
    game = new()
    sc.edit(game, distance=3, loyalty_deck=("not_cylon", "not_cylon", "number_one", "not_cylon"))
    turn(game, 2)
    assert "reveal" not in actions(game)
    reach_jump(game, jump_rolls=(2, 1))
    finish_jump(game, 0)
    assert game.view(2)["game"]["me"]["is_cylon"] is True
    turn(game, 2)
    assert "reveal" in actions(game)


def test_revealed_cylon_also_receives_a_card() -> None:
    """E-LOY-7: every player receives a card in the second deal, a revealed Cylon included; a
    Cylon card dealt to them is wasted."""
    game = new()
    sc.set_loyalty(game, 1, "number_two")
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    sc.edit(game, revealed=(False, True, False, False), distance=3)
    sc.edit(game, loyalty_deck=("not_cylon", "number_one", "not_cylon", "not_cylon"))
    reach_jump(game, jump_rolls=(2, 1))
    finish_jump(game, 0)
    assert hand(game, 1) == ("number_two", "number_one")
    turn(game, 1)
    assert "reveal" not in actions(game)


def test_second_cylon_card_keeps_one_cylon() -> None:
    """E-LOY-8: a hidden Cylon dealt a second Cylon card is still one Cylon: revealing shows one
    card of their choice, once."""
    game = sc.new_game(5, seed=2)
    sc.set_loyalty(game, 1, "number_one", "number_three")
    turn(game, 1)
    sc.play(game, "express.take_action", action="reveal")
    assert pending_kind(game) == ("choose_reveal_card", 1)
    assert {o.card for o in game.pending.options} == {"number_one", "number_three"}
    events = sc.play(game, "express.show_cylon_card", card="number_three")
    assert of_type(events, ev.Revealed) == [ev.Revealed(1, "number_three")]
    assert not of_type(events, ev.DemoralizationPlaced), "only the shown card's effect"
    turn(game, 1)
    assert "reveal" not in actions(game)


# -- 19 Winning -----------------------------------------------------------------------------------


def test_sixth_damage_wins_for_the_cylons() -> None:
    """E-WIN-2: the Cylons win when the 6th and last damage marker is placed on Galactica."""
    game = new()
    place_damage(game, *ALL_DAMAGE[1:])
    crisis(game, "basestar", 3, 1)
    pass_rest(game)
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "galactica_destroyed"


def test_fifth_demoralization_marker_wins_including_unused_spots() -> None:
    """E-WIN-3: the Cylons win when the 5th and last demoralization marker is drawn, markers on
    unused spots included."""
    game = sc.new_game(3, seed=4)
    sc.edit(
        game,
        demor_placed=("laura_roslin", "gaius_baltar", "william_adama"),
        demor_pile=("kara_thrace", "lee_adama"),
    )
    crisis(game, "riots", 3, 1)
    pass_rest(game)
    assert game.outcome is None, "4 drawn"
    crisis(game, "riots", 3, 1)
    pass_rest(game)
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "human_race_gives_up"


def test_sixth_raider_wins_for_the_cylons() -> None:
    """E-WIN-4: the Cylons win when a 6th Raider is placed on the DRADIS display."""
    game = new()
    sc.edit(game, dradis=("raider",) * 4 + ("colonial",), dradis_pile=("raider", "raider"))
    crisis(game, "dradis", 3, 1)
    pass_rest(game)
    assert game.outcome is None, "5 Raiders"
    crisis(game, "dradis", 3, 1)
    pass_rest(game)
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "fleet_overrun"


def test_win_ends_the_game_mid_penalties() -> None:
    """E-WIN-5: win conditions are checked after every marker: the first met ends the game and
    pending effects (the second jump penalty) are not resolved."""
    game = new()
    place_damage(game, *ALL_DAMAGE[1:])
    reach_jump(game, jump_rolls=(-2, 1))
    events = sc.play(game, "express.pick_jump_die", index=0)
    events += sc.play(game, "express.penalty", kind="damage")
    assert isinstance(events[-1], GameEnded)
    assert game.outcome.condition == "galactica_destroyed"
    assert game.pending is None
    from bsgcore.errors import GameOver

    with pytest.raises(GameOver):
        game.play(ev_penalty(0))


def ev_penalty(seat: int) -> Any:
    """A penalty command (refused once the game is over)."""
    from bsg_express.commands import Penalty

    return Penalty(seat, "demoralize")


def test_crisis_loss_comes_before_the_final_jump() -> None:
    """E-WIN-6: the crisis (step 4) is resolved before the jump (step 6): a crisis that would also
    take the fleet to its final jump but places the 6th damage marker is a Cylon win."""
    game = new()
    place_damage(game, *ALL_DAMAGE[1:])
    sc.edit(game, distance=6, jump=2)
    crisis(game, "basestar", 20, 1, jump=1)
    events = pass_rest(game)
    assert game.outcome.winner == "cylons"
    assert not of_type(events, ev.JumpAdvanced)


def test_teams_at_game_end() -> None:
    """E-WIN-7: every holder of a Cylon card, revealed or not, wins with the Cylons; everyone else
    wins with the humans."""
    game = sc.new_game(5, seed=6)
    sc.set_loyalty(game, 1, "number_one")
    sc.set_loyalty(game, 3, "not_cylon", "number_two")
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    for seat in (0, 2, 4):
        sc.set_loyalty(game, seat, "not_cylon")
    sc.edit(game, revealed=(False, True, False, False, False))
    place_damage(game, *ALL_DAMAGE[1:])
    crisis(game, "basestar", 3, 1)
    pass_rest(game)
    assert game.outcome.winning_seats == (1, 3)

    game = sc.new_game(5, seed=6)
    sc.set_loyalty(game, 1, "number_one")
    sc.set_loyalty(game, 3, "not_cylon", "number_two")
    for seat in (0, 2, 4):
        sc.set_loyalty(game, seat, "not_cylon")
    sc.edit(game, distance=6)
    reach_jump(game)
    assert game.outcome.winner == "humans"
    assert game.outcome.winning_seats == (0, 2, 4)


def test_no_elimination_and_no_turn_limit() -> None:
    """E-WIN-8: no player is ever eliminated (every seat keeps taking turns in order) and games end
    only through a win condition, never by running out of turns."""
    conditions = {"final_jump", "galactica_destroyed", "human_race_gives_up", "fleet_overrun"}
    for seed in range(8):
        game = random_playout("express", 3 + seed % 3, seed)
        assert game.outcome.condition in conditions
        seats = [e.seat for e in game.events if isinstance(e, ev.TurnStarted)]
        n = game.seats
        assert seats == [(seats[0] + i) % n for i in range(len(seats))]


# -- 20 Morale variant ----------------------------------------------------------------------------


def test_morale_variant_is_off_by_default() -> None:
    """E-VAR-1: the morale variant is off unless chosen: a bad speech draws nothing."""
    game = new()
    assert game.state.options["morale_variant"] is False
    act(game, "morale", rolls=[-2, -1, -2, -1])
    events = assign(game, -2)
    assert not of_type(events, ev.DemoralizationPlaced)


def test_morale_variant_backfire_draws_a_marker() -> None:
    """E-VAR-2: with the variant on, a negative die in Raise Morale draws 1 demoralization marker,
    placed per E-RIOT-3 and E-RIOT-4 (here on an unused spot, then on a slot)."""
    game = new(options={"morale_variant": True})
    sc.edit(
        game,
        demor_placed=(),
        demor_pile=("gaius_baltar", "lee_adama", "william_adama", "kara_thrace", "laura_roslin"),
    )
    act(game, "morale", rolls=[-2, -1, -2, -1])
    events = assign(game, -1)
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("gaius_baltar")]
    turn(game, 1)
    act(game, "morale", rolls=[4, -1, -2, -1])
    events = assign(game, -2)
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("lee_adama")]
    assert game.view(None)["game"]["players"][1]["demoralized"]


def test_morale_variant_never_draws_the_last_marker() -> None:
    """E-VAR-3: with only 1 unused marker left, a bad speech fails but does not draw it."""
    game = new(options={"morale_variant": True})
    sc.edit(
        game,
        demor_placed=("gaius_baltar", "lee_adama", "william_adama", "kara_thrace"),
        demor_pile=("laura_roslin",),
    )
    act(game, "morale", rolls=[-2, -1, -2, -1])
    events = assign(game, -1)
    assert not of_type(events, ev.DemoralizationPlaced)
    assert game.outcome is None
    assert sc.express(game).demor_pile == ("laura_roslin",)


def test_morale_variant_lets_a_cylon_backfire_on_purpose() -> None:
    """E-VAR-4: a Cylon can use the variant to demoralize: they may assign a negative die even
    when they rolled a positive one."""
    game = new(options={"morale_variant": True})
    sc.set_loyalty(game, 0, "number_six")
    sc.edit(game, demor_placed=(), demor_pile=("lee_adama",) + CHARS_BUT_LEE)
    act(game, "morale", rolls=[4, 2, 3, -1])
    events = assign(game, -1)
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("lee_adama")]


CHARS_BUT_LEE = ("william_adama", "kara_thrace", "laura_roslin", "gaius_baltar")
