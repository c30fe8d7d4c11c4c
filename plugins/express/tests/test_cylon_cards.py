"""The four "You are a Cylon" cards and their reveal consequences (express.md section 22).

The card texts are PHOTO-READ (E-CCARD-2); the tests check the readings the spec recommends.
"""

from __future__ import annotations

from typing import Any

import pytest
from express_helpers import ALL_DAMAGE, CHARS, act, new, of_type, pending_kind, place_damage, turn

from bsg_express import data as data_module
from bsg_express import events as ev
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, BOX, SPENT
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


CARDS = ("number_one", "number_two", "number_three", "number_six")


def reveal_with(game: Game, seat: int, card: str, brig: bool = False) -> list[Any]:
    """`seat` holds only `card` and reveals on its own turn (from the brig when `brig`)."""
    sc.set_loyalty(game, seat, card)
    x = sc.express(game)
    sc.edit(game, brig=tuple(b or (i == seat and brig) for i, b in enumerate(x.brig)))
    turn(game, seat)
    return sc.play(game, "express.take_action", action="reveal")


def box_left(game: Game, seat: int) -> list[bool]:
    """Which of `seat`'s dice (strong first) are still owned (not boxed)."""
    return [d.zone != BOX for d in sc.express(game).dice if d.owner == seat]


# -- 22 Cylon cards -------------------------------------------------------------------------------


def test_four_distinct_cards_as_data() -> None:
    """E-CCARD-1, E-CCARD-2, E-CCARD-8: there are four distinct Cylon cards, Number One, Two,
    Three and Six, each selecting its own effect; the withdrawn PLACEHOLDER cards are gone."""
    cards = data_module.load().cylon_cards
    assert [(c.id, c.name, c.effect) for c in cards] == [
        ("number_one", "Number One", "number_one"),
        ("number_two", "Number Two", "number_two"),
        ("number_three", "Number Three", "number_three"),
        ("number_six", "Number Six", "number_six"),
    ]
    names = {c.name.lower() for c in cards}
    assert not names & {"sabotage", "despair", "raider swarm", "ftl sabotage"}


EFFECT_SIGN = {
    "number_one": ("number_one", None),
    "number_two": ("number_two", ev.DamageDrawnForChoice),
    "number_three": (None, ev.DradisPlaced),
    "number_six": ("number_six", None),
}


@pytest.mark.parametrize("card", CARDS)
def test_each_card_acts_only_outside_the_brig(card: str) -> None:
    """E-CCARD-1, E-CCARD-2, E-ACT-REVEAL-2a, E-ACT-REVEAL-2b: each card's consequence happens when
    its holder reveals outside the brig, and not at all when revealing from the brig."""
    decision, event = EFFECT_SIGN[card]
    game = new()
    sc.set_dice(game, 1, SPENT, ACTIVE, ACTIVE, ACTIVE)
    sc.set_dice(game, 2, ACTIVE, ACTIVE, SPENT, ACTIVE)
    sc.edit(game, dradis=(), dradis_pile=("raider", "raider", "colonial"))
    events = reveal_with(game, 3, card)
    if decision is not None:
        assert pending_kind(game) == (decision, 3)
    if event is not None:
        assert of_type(events, event)

    game = new()
    sc.set_dice(game, 1, SPENT, ACTIVE, ACTIVE, ACTIVE)
    sc.set_dice(game, 2, ACTIVE, ACTIVE, SPENT, ACTIVE)
    sc.edit(game, dradis=(), dradis_pile=("raider", "raider", "colonial"))
    before = sc.express(game)
    events = reveal_with(game, 3, card, brig=True)
    after = sc.express(game)
    assert of_type(events, ev.Revealed) == [ev.Revealed(3, card)]
    assert of_type(events, ev.Released) == [ev.Released(3)]
    assert pending_kind(game) == ("cylon_crisis", 3), "nothing else to decide"
    assert (after.damage, after.demor_placed, after.dradis) == (
        before.damage,
        before.demor_placed,
        before.dradis,
    )
    assert [d.zone for d in after.dice if d.owner != 3] == [
        d.zone for d in before.dice if d.owner != 3
    ]


def test_number_one_demoralizes_a_chosen_character() -> None:
    """E-CCARD-3: the revealer names an in-play character whose marker is still in the pile (not
    the absent Baltar's), and that marker goes on the character's slot; the revealer may name
    their own character."""
    game = new()
    sc.edit(
        game,
        demor_placed=("lee_adama",),
        demor_pile=("william_adama", "gaius_baltar", "kara_thrace", "laura_roslin"),
    )
    reveal_with(game, 2, "number_one")
    offered = {o.character for o in game.pending.options}
    assert offered == {"william_adama", "kara_thrace", "laura_roslin"}
    events = sc.play(game, "express.demoralize", character="laura_roslin")
    assert of_type(events, ev.DemoralizationPlaced) == [ev.DemoralizationPlaced("laura_roslin")]
    assert game.view(0)["game"]["players"][3]["demoralized"]


def test_number_one_last_marker_wins() -> None:
    """E-CCARD-3: the chosen marker counts as drawn: if it was the last one, the Cylons win."""
    game = new()
    sc.edit(
        game,
        demor_placed=("lee_adama", "gaius_baltar", "william_adama", "kara_thrace"),
        demor_pile=("laura_roslin",),
    )
    reveal_with(game, 2, "number_one")
    sc.play(game, "express.demoralize", character="laura_roslin")
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "human_race_gives_up"
    assert game.outcome.winning_seats == (2,)


def test_number_one_with_no_eligible_character_does_nothing() -> None:
    """E-CCARD-3: if every in-play character's marker is already out, nothing happens (the
    absent character's marker in the pile is not eligible)."""
    game = new()
    sc.edit(
        game,
        demor_placed=("lee_adama", "william_adama", "kara_thrace", "laura_roslin"),
        demor_pile=("gaius_baltar",),
    )
    events = reveal_with(game, 2, "number_one")
    assert not of_type(events, ev.DemoralizationPlaced)
    assert pending_kind(game) == ("cylon_crisis", 2)
    assert sc.express(game).demor_pile == ("gaius_baltar",)


def test_number_two_draws_two_and_places_the_chosen_one() -> None:
    """E-CCARD-4: the revealer privately draws two damage markers, places the one they pick on
    Galactica, and the other goes back into the pile, which is shuffled."""
    game = new()
    pile = ("engine_room", "press_room", "armory", "communications")
    sc.edit(game, damage=("weapons_control", "admirals_quarters"), damage_pile=pile)
    start = len(game.events)
    events = reveal_with(game, 1, "number_two")
    assert of_type(events, ev.DamageDrawnForChoice) == [
        ev.DamageDrawnForChoice(1, ("engine_room", "press_room"))
    ]
    assert pending_kind(game) == ("number_two", 1)
    assert {o.marker for o in game.pending.options} == {"engine_room", "press_room"}
    assert game.view(1)["game"]["me"]["drawn_damage"] == ["engine_room", "press_room"]
    for seat in (0, 2, 3):
        assert game.view(seat)["game"]["me"]["drawn_damage"] is None
        seen = of_type(game.events_for(seat, start), ev.DamageDrawnForChoice)[0]
        assert seen.markers == ("hidden", "hidden")
    order = ("armory", "engine_room", "communications")
    with scripted_random(shuffles=[order]):
        sc.play(game, "express.place_damage", marker="press_room")
    x = sc.express(game)
    assert x.damage == ("weapons_control", "admirals_quarters", "press_room")
    assert x.damage_pile == order


def test_number_two_with_one_marker_left_wins() -> None:
    """E-CCARD-4: with only 1 marker in the pile, it is drawn and placed: the 6th, a Cylon win."""
    game = new()
    place_damage(game, *ALL_DAMAGE[:5])
    reveal_with(game, 1, "number_two")
    assert game.outcome.winner == "cylons"
    assert game.outcome.condition == "galactica_destroyed"


def test_number_three_is_a_failed_contact_of_two() -> None:
    """E-CCARD-5: Number Three resolves as a failed DRADIS contact with consequence 2."""
    game = new()
    sc.edit(game, dradis=(), dradis_pile=("raider", "colonial", "raider"))
    events = reveal_with(game, 1, "number_three")
    assert [p.kind for p in of_type(events, ev.DradisPlaced)] == ["raider", "colonial"]
    assert sc.express(game).dradis == ("raider", "colonial")


def test_number_three_can_overrun_the_fleet() -> None:
    """E-CCARD-5: Number Three includes the 6th-Raider win check."""
    game = new()
    sc.edit(game, dradis=("raider",) * 4, dradis_pile=("raider", "raider", "colonial"))
    reveal_with(game, 1, "number_three")
    assert game.outcome.condition == "fleet_overrun"


def test_number_three_destroys_colonials_and_the_revealer_picks_the_penalty() -> None:
    """E-CCARD-5: a Colonial ship drawn next to 2 or more Raiders is destroyed, and the revealer
    (here revealing under another player's Executive Order) chooses the penalty."""
    game = new()
    sc.set_loyalty(game, 2, "number_three")
    sc.edit(game, dradis=("raider", "raider"), dradis_pile=("colonial", "raider", "colonial"))
    act(game, "order", target=2, die=0)
    events = sc.play(game, "express.take_action", action="reveal")
    assert len(of_type(events, ev.ColonialDestroyed)) == 1
    assert sc.express(game).active == 0
    assert pending_kind(game) == ("choose_penalty", 2)
    sc.play(game, "express.penalty", kind="demoralize")
    assert len(sc.express(game).demor_placed) == 1


def test_number_six_boxes_spent_dice_of_two_other_players() -> None:
    """E-CCARD-6: the revealer boxes two Spent dice of two different other players, never their
    own and never two of one player."""
    game = new()
    sc.set_dice(game, 0, SPENT, SPENT, ACTIVE, ACTIVE)
    sc.set_dice(game, 1, ACTIVE, ACTIVE, SPENT, ACTIVE)
    sc.set_dice(game, 3, SPENT, ACTIVE, SPENT, ACTIVE)
    reveal_with(game, 3, "number_six")
    assert pending_kind(game) == ("number_six", 3)
    options = [o.dice for o in game.pending.options]
    owners = [tuple(sc.express(game).dice[i].owner for i in dice) for dice in options]
    assert all(len(set(o)) == 2 and 3 not in o for o in owners)
    assert {frozenset(o) for o in owners} == {frozenset({0, 1})}
    sc.play(game, "express.box_spent_dice", dice=(0, 6))
    assert box_left(game, 0) == [False, True, True, True]
    assert box_left(game, 1) == [True, True, False, True]


def test_number_six_with_one_other_player_spent_takes_one() -> None:
    """E-CCARD-6: with fewer than two other players holding Spent dice, remove as many as
    possible, at most one per player; with none, nothing happens."""
    game = new()
    sc.set_dice(game, 0, SPENT, SPENT, SPENT, ACTIVE)
    sc.set_dice(game, 3, SPENT, ACTIVE, SPENT, ACTIVE)
    reveal_with(game, 3, "number_six")
    assert pending_kind(game) == ("number_six", 3), "the revealer's own Spent dice do not count"
    assert {len(o.dice) for o in game.pending.options} == {1}
    sc.play(game, "express.box_spent_dice", dice=(0,))
    assert box_left(game, 0) == [False, True, True, True]

    game = new()
    sc.set_dice(game, 3, SPENT, SPENT, SPENT, SPENT)
    events = reveal_with(game, 3, "number_six")
    assert pending_kind(game) == ("cylon_crisis", 3)
    boxed = [i for b in of_type(events, ev.DiceBoxed) for i in b.dice]
    assert {sc.express(game).dice[i].owner for i in boxed} == {3}, "only the revealer's own"


def test_number_six_victim_later_reveals_keeping_one_of_each() -> None:
    """E-CCARD-6, E-ACT-REVEAL-4: a player who lost a strong die to Number Six and later reveals
    returns only what keeps them at 1 strong and 1 weak (here one weak die)."""
    game = new()
    sc.set_dice(game, 1, SPENT, ACTIVE, ACTIVE, ACTIVE)
    sc.set_dice(game, 2, ACTIVE, ACTIVE, SPENT, ACTIVE)
    reveal_with(game, 3, "number_six")
    sc.play(game, "express.box_spent_dice", dice=(4, 10))
    assert box_left(game, 1) == [False, True, True, True]
    sc.set_loyalty(game, 1, "number_one")
    sc.edit(game, demor_pile=(), demor_placed=CHARS)
    turn(game, 1)
    events = sc.play(game, "express.take_action", action="reveal")
    assert [b.dice for b in of_type(events, ev.DiceBoxed)] == [(6,)]
    assert box_left(game, 1) == [False, True, False, True]


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_any_card_at_any_player_count(seats: int) -> None:
    """E-CCARD-7: 1 card is used in 3- and 4-player games and 2 with 5, chosen at random, so each
    of the four effects can occur at any player count."""
    seen: set[str] = set()
    for seed in range(40):
        game = Game.new(ruleset="express", seats=seats, seed=seed)
        x = sc.express(game)
        used = [c for h in x.loyalty for c in h] + list(x.loyalty_deck)
        cylons = [c for c in used if c != "not_cylon"]
        assert len(cylons) == (2 if seats == 5 else 1)
        assert len(set(cylons)) == len(cylons)
        seen |= set(cylons)
    assert seen == set(CARDS)
