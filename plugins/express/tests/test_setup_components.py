"""Components, board and setup of BSG Express (express.md sections 1, 2, 3 and 5).

Counts come from `bsg_express.data.load()` where the spec keeps them as data; PLACEHOLDER values
(the DRADIS split, the crisis faces) are never assumed.
"""

from __future__ import annotations

from collections import Counter

import pytest
from express_helpers import (
    CHARS,
    crisis_face,
    of_type,
    participate,
    pass_check,
    roll_crisis,
)

from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.data import load
from bsg_express.events import DamagePlaced, DemoralizationPlaced, DradisPlaced, JumpRolled
from bsg_express.model import ACTIVE, HUMAN_CARD
from bsgcore.core_events import GameEnded
from bsgcore.errors import ConfigurationError
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random


def board(game: Game, seat: int | None) -> dict:
    """The public part of a seat's view of the table."""
    view = dict(game.view(seat)["game"])
    view.pop("me")
    return view


def pool(game: Game) -> list[str]:
    """Every loyalty card in play: the hands and the loyalty deck."""
    g = sc.express(game)
    return [card for hand in g.loyalty for card in hand] + list(g.loyalty_deck)


# -- components (section 2) ---------------------------------------------------------------------


def test_main_board_has_galactica_dradis_and_seal_sections():
    """E-COMP-1: one main board whose sections (Galactica display, DRADIS display, Galactica seal
    with the demoralization slots, and the tracks) are shared by every seat."""
    game = sc.new_game(4)
    view = board(game, None)
    assert view["damage"] == []  # the Galactica display
    assert view["dradis"] == {"raider": 2, "colonial": 0}  # the DRADIS display
    assert view["demoralization"] == []  # the Galactica seal
    assert (view["jump"], view["distance"]) == (0, 0)


def test_five_double_sided_character_cards():
    """E-COMP-2: 5 character cards, each with a normal side and a BRIG side (a per-seat brig flag
    that starts on the normal side)."""
    data = load()
    assert [c.id for c in data.characters] == list(CHARS)
    game = sc.new_game(5)
    assert sc.express(game).brig == (False,) * 5
    assert [p["brig"] for p in board(game, None)["players"]] == [False] * 5


def test_eight_not_cylon_cards_all_used_with_five_players():
    """E-COMP-3: 8 "You are not a Cylon" cards; a 5-player game uses all of them."""
    assert load().not_cylon_cards == 8
    assert Counter(pool(sc.new_game(5)))[HUMAN_CARD] == 8


def test_four_cylon_cards_with_their_own_consequences():
    """E-COMP-4: 4 "You are a Cylon" cards, titled Number One, Two, Three and Six (PHOTO-READ,
    provisional), each with its own reveal consequence."""
    cards = load().cylon_cards
    assert [c.name for c in cards] == ["Number One", "Number Two", "Number Three", "Number Six"]
    assert len({c.effect for c in cards}) == 4


def test_one_admiral_card():
    """E-COMP-5: exactly one Admiral card is on the table, at every player count."""
    for seats in (3, 4, 5):
        players = board(sc.new_game(seats), None)["players"]
        assert sum(p["admiral"] for p in players) == 1


def test_ten_strong_and_ten_weak_skill_dice():
    """E-COMP-6, E-COMP-7: 10 strong and 10 weak skill dice, all in use with 5 players."""
    data = load()
    assert data.strong_per_player * 5 == 10 and data.weak_per_player * 5 == 10
    dice = sc.express(sc.new_game(5)).dice
    assert sum(d.strong for d in dice) == 10
    assert sum(not d.strong for d in dice) == 10


def test_four_crisis_dice_two_with_the_four_player_dot():
    """E-COMP-8, E-DIE-7: 4 crisis dice; 2 for 3- and 5-player games, 2 (the dot dice) for 4."""
    data = load()
    assert len(data.crisis_dice) == 4
    assert len(data.dice_for(3)) == len(data.dice_for(5)) == len(data.dice_for(4)) == 2
    assert data.dice_for(3) == data.dice_for(5)
    assert not set(data.dice_for(4)) & set(data.dice_for(3))
    assert all(die.players == (4,) for die in data.dice_for(4))


def test_fourteen_dradis_markers_split_is_data(ex):
    """E-COMP-9: 14 two-sided DRADIS markers (Raider or Colonial ship; UNKNOWN back). The split is
    data read at setup and has room for the 6th Raider; the pile is face down."""
    data = load()
    assert data.dradis_raiders + data.dradis_colonials == 14
    assert data.dradis_raiders >= data.raiders_to_win == 6
    game = sc.new_game(4)
    g = sc.express(game)
    assert len(g.dradis) + len(g.dradis_pile) == 14
    assert set(g.dradis_pile) <= {"raider", "colonial"}
    assert board(game, 1)["dradis_pile"] == 12  # only the size of the UNKNOWN pile is shown
    ex.data(dradis_raiders=10, dradis_colonials=4)
    other = sc.express(sc.new_game(4))
    assert Counter(other.dradis_pile) == {"raider": 8, "colonial": 4}


def test_five_demoralization_markers_one_per_character():
    """E-COMP-10: 5 demoralization markers, exactly one per character, even with 3 players."""
    pile = sc.express(sc.new_game(3)).demor_pile
    assert sorted(pile) == sorted(CHARS)


def test_six_damage_markers_name_galactica_locations():
    """E-COMP-11: 6 damage markers, each naming one Galactica location (E-DMG-1)."""
    names = {m.name for m in load().damage}
    assert names == {
        "Weapons Control",
        "Press Room",
        "Admiral's Quarters",
        "Communications Center",
        "Engine Room",
        "Armory",
    }
    assert sorted(sc.express(sc.new_game(3)).damage_pile) == sorted(m.id for m in load().damage)


def test_one_jump_marker_and_one_distance_marker():
    """E-COMP-12, E-COMP-13: one FTL jump preparation marker and one distance marker, each a single
    position on its track."""
    view = board(sc.new_game(3), None)
    assert isinstance(view["jump"], int) and isinstance(view["distance"], int)


def test_twenty_four_dice_and_private_rolls():
    """E-COMP-14: 24 dice are needed (10 strong + 10 weak + 4 crisis), and each player rolls in
    private (the dice cup): another seat sees no value of an unassigned roll."""
    data = load()
    dice = sc.express(sc.new_game(5)).dice
    assert len(dice) + len(data.crisis_dice) == 24
    game = sc.new_game(4)
    with scripted_random(rolls=[4, 2, 3, 1]):
        sc.play(game, "express.take_action", action="dradis")
    mine = game.view(0)["game"]["me"]["dice"]
    assert [d["value"] for d in mine] == [4, 2, 3, 1]
    seen_by_1 = [e for e in game.events_for(1) if e.tag == "express.dice_rolled"]
    assert seen_by_1 and seen_by_1[-1].values == ()


# -- board (section 3) --------------------------------------------------------------------------


def test_galactica_display_holds_up_to_six_damage_markers(ex):
    """E-BOARD-1: damage markers go onto the Galactica display; the 6th is the last it holds (the
    game ends with it)."""
    ex.crisis_faces(crisis_face("basestar", difficulty=9, consequence=3))
    game = sc.new_game(4)
    pile = sc.express(game).damage_pile
    sc.edit(game, damage=pile[:4], damage_pile=pile[4:])
    events = roll_crisis(game)
    for _ in range(4):
        events += pass_check(game)
    assert [e.marker for e in of_type(events, DamagePlaced)] == list(pile[4:])
    assert sc.express(game).damage == pile and len(pile) == 6
    assert of_type(events, GameEnded)[0].condition == "galactica_destroyed"


def test_dradis_display_holds_face_up_markers(ex):
    """E-BOARD-2: a DRADIS contact turns the top UNKNOWN marker face up onto the DRADIS display,
    where every seat sees its kind."""
    ex.crisis_faces(crisis_face("dradis", difficulty=9, consequence=1))
    game = sc.new_game(4)
    sc.edit(game, dradis=("raider",), dradis_pile=("colonial", "raider", "raider"))
    events = roll_crisis(game)
    for _ in range(4):
        events += pass_check(game)
    assert [e.kind for e in of_type(events, DradisPlaced)] == ["colonial"]
    for seat in (None, 0, 2):
        assert board(game, seat)["dradis"] == {"raider": 1, "colonial": 1}
        assert board(game, seat)["dradis_pile"] == 2


def test_seal_has_character_slots_and_unused_spots(ex):
    """E-BOARD-3, E-TERM-10: a drawn marker of an in-play character goes on that character's slot
    (demoralized); one of an absent character goes on an unused spot and demoralizes nobody."""
    ex.crisis_faces(crisis_face("riots", difficulty=9, consequence=2))
    game = sc.new_game(3)  # William Adama, Lee Adama, Kara Thrace
    sc.edit(game, demor_pile=("gaius_baltar", "lee_adama", "laura_roslin", "william_adama"))
    events = roll_crisis(game)
    for _ in range(3):
        events += pass_check(game)
    placed = [e.character for e in of_type(events, DemoralizationPlaced)]
    assert placed == ["gaius_baltar", "lee_adama"]
    g = sc.express(game)
    assert [model.is_demoralized(g, s) for s in range(3)] == [False, True, False]
    assert board(game, None)["demoralization"] == ["gaius_baltar", "lee_adama"]
    assert [p["demoralized"] for p in board(game, None)["players"]] == [False, True, False]


def test_gold_section_shows_assigned_dice_until_resolved(ex):
    """E-BOARD-4, E-BOARD-5: assigned dice sit publicly on the gold section while the check runs;
    once it is resolved they are in their owner's spent box."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    roll_crisis(game)
    pass_check(game)
    participate(game, [4, 2, -1, 1], dice=[8])
    gold = board(game, 3)["assigned"]
    assert gold == [{"die": 8, "owner": 2, "strong": True, "value": 4}]
    pass_check(game)
    pass_check(game)
    view = board(game, 3)
    assert view["assigned"] == []
    assert view["players"][2]["dice"]["spent"] == {"strong": 1, "weak": 0}


def test_jump_track_has_three_steps(ex):
    """E-BOARD-6: the jump preparation track runs 0 to 3, and reaching 3 triggers a jump."""
    assert load().jump_track == 3
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, jump=2)
    events = roll_crisis(game)
    for _ in range(4):
        events += pass_check(game)
    assert of_type(events, JumpRolled), "the marker reached 3: the fleet jumps"
    assert sc.express(game).jump == 3


def test_distance_starts_at_zero_and_is_unbounded(ex):
    """E-BOARD-7: the distance marker starts at 0 and the engine keeps the true number above 6."""
    assert sc.express(sc.new_game(3)).distance == 0
    ex.crisis_faces(crisis_face("riots", difficulty=1, jump=1))
    game = sc.new_game(4)
    sc.edit(game, jump=2, distance=5)
    roll_crisis(game)
    for _ in range(3):
        pass_check(game)
    with scripted_random(rolls=[4, 3]):
        pass_check(game)
    sc.play(game, "express.pick_jump_die", index=0)
    assert sc.express(game).distance == 9


def test_board_centre_holds_the_chosen_crisis(ex):
    """E-BOARD-8: the chosen crisis die sits in the board centre, public to every seat, until the
    next turn begins."""
    ex.crisis_faces(
        crisis_face("riots", difficulty=7, consequence=2), crisis_face("dradis", difficulty=3)
    )
    game = sc.new_game(4)
    roll_crisis(game, pick=1)
    for seat in (None, 1, 3):
        crisis = board(game, seat)["crisis"]
        assert (crisis["type"], crisis["difficulty"]) == ("dradis", 3)


# -- setup (section 5) --------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 6])
def test_three_to_five_players_only(seats):
    """E-SETUP-1, E-TERM-1: a game has 3, 4 or 5 players; other counts are refused."""
    with pytest.raises(ConfigurationError):
        Game.new(ruleset="express", seats=seats, seed=1)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_each_player_controls_exactly_one_character(seats):
    """E-TERM-1, E-SETUP-7: each player gets exactly one character, all different."""
    for seed in range(5):
        chars = sc.express(Game.new(ruleset="express", seats=seats, seed=seed)).characters
        assert len(chars) == seats and len(set(chars)) == seats


def test_board_in_centre_is_the_same_for_every_seat():
    """E-SETUP-2: the board is in the centre of the table: every seat and a spectator see the same
    board."""
    game = sc.new_game(4)
    views = [board(game, seat) for seat in (None, 0, 1, 2, 3)]
    assert all(view == views[0] for view in views)


def test_tracks_start_at_zero():
    """E-SETUP-3: the jump preparation and distance markers start at 0."""
    g = sc.express(sc.new_game(5))
    assert (g.jump, g.distance) == (0, 0)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_two_raiders_face_up_and_rest_shuffled_face_down(seats):
    """E-SETUP-4, E-SETUP-5: two Raiders start face up on DRADIS; the remaining markers of the
    data's split form a shuffled face-down pile."""
    data = load()
    orders = set()
    for seed in range(8):
        game = Game.new(ruleset="express", seats=seats, seed=seed)
        g = sc.express(game)
        assert g.dradis == ("raider", "raider")
        assert Counter(g.dradis_pile) == {
            "raider": data.dradis_raiders - 2,
            "colonial": data.dradis_colonials,
        }
        orders.add(g.dradis_pile)
        assert board(game, 0)["dradis_pile"] == 12
    assert len(orders) > 1, "the pile is shuffled"


def test_demoralization_and_damage_piles_shuffled_face_down():
    """E-SETUP-6: 5 demoralization and 6 damage markers in face-down shuffled piles."""
    demor, damage = set(), set()
    for seed in range(8):
        game = Game.new(ruleset="express", seats=3, seed=seed)
        g = sc.express(game)
        demor.add(g.demor_pile)
        damage.add(g.damage_pile)
        view = board(game, 1)
        assert (view["demoralization_pile"], view["damage_pile"]) == (5, 6)
        assert view["demoralization"] == [] and view["damage"] == []
    assert len(demor) > 1 and len(damage) > 1


def test_characters_dealt_at_random_or_chosen_by_agreement():
    """E-SETUP-7: characters are dealt at random unless the players choose them; undealt
    characters are out of the game but their markers stay in the pile."""
    dealt = {sc.express(Game.new(ruleset="express", seats=3, seed=s)).characters for s in range(12)}
    assert len(dealt) > 1
    chosen = ("gaius_baltar", "laura_roslin", "kara_thrace")
    g = sc.express(sc.new_game(3, characters=chosen))
    assert g.characters == chosen
    assert sorted(g.demor_pile) == sorted(CHARS)


def test_character_cards_start_face_up_brig_side_down():
    """E-SETUP-8: every character card starts on its normal side, face up (public)."""
    game = sc.new_game(5)
    players = board(game, 2)["players"]
    assert [p["character"] for p in players] == list(CHARS)
    assert not any(p["brig"] for p in players)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_two_strong_two_weak_dice_all_active(seats):
    """E-SETUP-9, E-DIE-1: each player starts with 2 strong and 2 weak dice, all Active."""
    g = sc.express(sc.new_game(seats))
    for seat in range(seats):
        dice = model.dice_of(g, seat)
        assert sum(d.strong for d in dice) == 2 and sum(not d.strong for d in dice) == 2
        assert all(d.zone == ACTIVE for d in dice)


@pytest.mark.parametrize(
    ("characters", "admiral"),
    [
        (("kara_thrace", "gaius_baltar", "lee_adama"), 2),
        (("laura_roslin", "gaius_baltar", "kara_thrace", "william_adama"), 3),
        (("gaius_baltar", "laura_roslin", "kara_thrace"), 2),
    ],
)
def test_highest_ranked_character_takes_the_admiral_card(characters, admiral):
    """E-SETUP-10: the highest-ranked character in play (chain of command) is the Admiral."""
    game = sc.new_game(len(characters), characters=characters)
    assert sc.express(game).admiral == admiral


@pytest.mark.parametrize(
    ("seats", "cylon", "not_cylon", "dice_players"), [(3, 1, 5, 3), (4, 1, 7, 4), (5, 2, 8, 3)]
)
def test_loyalty_pool_and_crisis_dice_by_player_count(seats, cylon, not_cylon, dice_players):
    """E-SETUP-11, E-SETUP-13, E-SETUP-16: the loyalty pool and crisis dice by player count."""
    data = load()
    assert data.loyalty_by_players[seats] == (cylon, not_cylon)
    for seed in range(6):
        game = Game.new(ruleset="express", seats=seats, seed=seed)
        cards = Counter(pool(game))
        assert cards[HUMAN_CARD] == not_cylon
        assert sum(cards.values()) - cards[HUMAN_CARD] == cylon
        used = sc.express(game).crisis_dice
        assert used == tuple(d.id for d in data.dice_for(dice_players))
    assert all(4 in d.players for d in data.dice_for(4))


def test_cylon_cards_chosen_at_random_others_boxed_unseen():
    """E-SETUP-12: the Cylon cards used are chosen at random; the others are out of the game and
    appear in no hand, deck or view."""
    names = {c.id for c in load().cylon_cards}
    used: Counter[str] = Counter()
    for seed in range(40):
        game = Game.new(ruleset="express", seats=5, seed=seed)
        chosen = [c for c in pool(game) if c != HUMAN_CARD]
        assert len(set(chosen)) == 2
        used.update(chosen)
        boxed = names - set(chosen)
        for seat in range(5):
            text = str(game.view(seat))
            assert not any(name in text for name in boxed)
    assert set(used) == names, "every card can be chosen"


def test_one_secret_card_each_from_the_shuffled_pool():
    """E-SETUP-14, E-SETUP-15: the pool is shuffled and each player is dealt one card face down; the
    undealt cards (one per player) form the loyalty deck."""
    cylon_seats: Counter[int] = Counter()
    for seed in range(40):
        game = Game.new(ruleset="express", seats=4, seed=seed)
        g = sc.express(game)
        assert all(len(hand) == 1 for hand in g.loyalty)
        assert len(g.loyalty_deck) == 4
        assert board(game, 0)["loyalty_deck"] == 4
        cylon_seats.update(s for s in range(4) if model.is_cylon(g, s))
        cylon_seats.update([-1] if any(c != HUMAN_CARD for c in g.loyalty_deck) else [])
    assert len(cylon_seats) >= 4, "the Cylon card lands in different places"


def test_admiral_plays_first_then_clockwise():
    """E-SETUP-17, E-TERM-3: the Admiral takes the first turn; play then goes to the left."""
    game = sc.new_game(3, characters=("kara_thrace", "laura_roslin", "lee_adama"))
    assert sc.express(game).admiral == 2
    assert game.pending.kind == "choose_action" and game.pending.seat == 2
    sc.edit(game, brig=(False, False, True))  # no crisis on this turn: straight to the next
    sc.play(game, "express.take_action", action="none")
    assert sc.express(game).active == 0
    assert game.pending.kind == "choose_action" and game.pending.seat == 0


def test_game_runs_with_no_cylon_after_first_deal():
    """E-SETUP-18: the first deal may give nobody a Cylon card; the game runs normally and the
    Cylon card waits in the loyalty deck."""
    order = ["not_cylon"] * 5 + ["number_two"]
    with scripted_random(
        shuffles=[["number_two", "number_one", "number_three", "number_six"], order]
    ):
        game = sc.new_game(3)
    g = sc.express(game)
    assert not model.cylon_seats(g)
    assert "number_two" in g.loyalty_deck
    assert game.pending.kind == "choose_action"
    assert not sc.has_option(game, "express.take_action", action="reveal")


@pytest.mark.parametrize(
    ("seats", "out", "pool_size", "dot"), [(3, 2, 6, False), (4, 1, 8, True), (5, 0, 10, False)]
)
def test_setup_summary_by_player_count(seats, out, pool_size, dot):
    """E-SETUP-19: the whole setup summary for each player count."""
    game = Game.new(ruleset="express", seats=seats, seed=3)
    g = sc.express(game)
    data = load()
    assert len(CHARS) - len(g.characters) == out
    assert len(pool(game)) == pool_size and len(g.loyalty_deck) == seats
    assert all((die.players == (4,)) == dot for die in map(data.crisis_die, g.crisis_dice))
    assert len(g.demor_pile) == 5 and len(g.damage_pile) == 6
    assert g.dradis == ("raider", "raider") and len(g.dradis_pile) == 12
    assert (g.jump, g.distance) == (0, 0)
    assert len(g.dice) == 4 * seats
    rank = {c: data.character(c).rank for c in g.characters}
    assert g.characters[g.admiral] == min(rank, key=rank.__getitem__)
