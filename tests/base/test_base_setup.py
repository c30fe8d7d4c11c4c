"""Base set-up (B-SETUP): the incomplete ruleset is refused unless asked for; characters, titles,
loyalty, hands, ships and decks; hidden parts redacted; the game stops at a named frame."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bsgcore.base import model as m
from bsgcore.base.catalogue.loader import load
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.setup.events import HIDDEN, DecksShuffled, LoyaltyDealt, SkillCardsDrawn
from bsgcore.errors import ConfigurationError, IllegalCommand
from bsgcore.game import Game
from bsgcore.testing import check_game, check_no_leaks, check_rejects_illegal
from bsgcore.testing.scenarios import table as sc

ROSLIN, ADAMA, TIGH = "laura_roslin", "william_adama", "saul_tigh"
BALTAR, APOLLO, HELO = "gaius_baltar", "lee_apollo_adama", "karl_helo_agathon"
STARBUCK, BOOMER, TYROL, ZAREK = (
    "kara_starbuck_thrace",
    "sharon_boomer_valerii",
    "galen_tyrol",
    "tom_zarek",
)


def test_complete_base_game_needs_no_option() -> None:
    """Every base card is implemented, so a base game is created without allow_incomplete."""
    game = Game.new("base", seats=4, seed=1)
    assert game.pending is not None
    assert not game.events[0].options.get("allow_incomplete")


def test_incomplete_ruleset_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should a base card's effect go missing, a base game is refused, naming the card and
    docs/base-status.md, unless allow_incomplete is given."""
    from bsgcore.base import plugin

    monkeypatch.setattr(plugin, "missing_base_cards", lambda: ("base.crisis.ambush",))
    with pytest.raises(ConfigurationError) as info:
        Game.new("base", seats=4, seed=1)
    assert info.value.code == "incomplete_ruleset"
    assert "docs/base-status.md" in info.value.message
    assert "base.crisis.ambush" in info.value.message
    assert Game.new("base", seats=4, seed=1, options={"allow_incomplete": True}).pending


def test_seat_range_b_setup_1() -> None:
    """B-SETUP-1: 3 to 6 players."""
    for seats in (2, 7):
        with pytest.raises(ConfigurationError):
            sc.new_game(seats)
    for seats in (3, 6):
        assert sc.new_game(seats).pending is not None


def test_first_player_picks_first_then_clockwise_b_setup_1() -> None:
    """B-SETUP-1 (R-120): a random first player picks first; picks go clockwise."""
    firsts = set()
    for seed in range(12):
        game = sc.new_game(4, seed)
        first = sc.base(game).first_player
        firsts.add(first)
        order = []
        while game.pending is not None and game.pending.kind == "choose_character":
            order.append(game.pending.seat)
            game.play(game.pending.options[0])
        assert order == [(first + i) % 4 for i in range(4)]
    assert len(firsts) > 1


def test_characters_are_distinct_b_setup_2() -> None:
    """B-SETUP-2: each seat one character, never one already taken; all 10 are offered."""
    game = sc.new_game(3, 1, type_balance=False)
    offered = {o.character for o in game.pending.options}  # type: ignore[union-attr]
    assert offered == {c.id for c in load().characters}
    sc.play(game, "base.pick_character", character=f"base.character.{ROSLIN}")
    offered = {o.character for o in game.pending.options}  # type: ignore[union-attr]
    assert f"base.character.{ROSLIN}" not in offered and len(offered) == 9


def test_type_balance_b_setup_2() -> None:
    """B-SETUP-2 (R-120): support any time; political, military and pilot picked evenly."""
    game = sc.new_game(6, 2)
    sc.play(game, "base.pick_character", character=f"base.character.{ROSLIN}")
    types = {load().character(o.character).type for o in game.pending.options}  # type: ignore[union-attr]
    assert types == {"military_leader", "pilot", "support"}
    sc.play(game, "base.pick_character", character=f"base.character.{TYROL}")
    sc.play(game, "base.pick_character", character=f"base.character.{ADAMA}")
    types = {load().character(o.character).type for o in game.pending.options}  # type: ignore[union-attr]
    assert types == {"pilot"}


def test_type_balance_can_be_switched_off() -> None:
    """With type_balance=false any character not yet taken may be picked."""
    game = sc.new_game(6, 2, type_balance=False)
    sc.play(game, "base.pick_character", character=f"base.character.{ROSLIN}")
    assert len(game.pending.options) == 9  # type: ignore[union-attr]


def test_resources_and_tracks_b_setup_3_4_15() -> None:
    """B-SETUP-3, B-SETUP-4, B-SETUP-15, B-JUMP-1: resources 8/8/10/12, tracks (the jump track
    too) at 0, 4 raptors."""
    game = sc.base(sc.set_up(4, 3))
    assert (game.fuel, game.food, game.morale, game.population) == (8, 8, 10, 12)
    assert game.jump_track == 0 and game.distance == 0 and game.centurions == ()
    assert game.raptors == 4 and game.vipers_damaged == 0 and game.vipers_destroyed == 0


def test_titles_by_the_lines_of_succession_b_setup_5_6() -> None:
    """B-SETUP-5, B-SETUP-6, B-SUCC-1: the highest in each line takes the title; nukes."""
    game = sc.base(sc.set_up(4, 1, [TYROL, BALTAR, TIGH, APOLLO], type_balance=False))
    assert game.players[game.president].character.endswith(BALTAR)
    assert game.players[game.admiral].character.endswith(TIGH)
    assert game.nukes == 2
    game = sc.base(sc.set_up(3, 1, [HELO, STARBUCK, BOOMER], type_balance=False))
    assert game.players[game.admiral].character.endswith(HELO)
    assert game.players[game.president].character.endswith(HELO)


def test_president_draws_one_quorum_card_b_setup_7() -> None:
    """B-SETUP-7: the Quorum deck is shuffled and the President draws 1."""
    game = sc.base(sc.set_up(5, 4))
    assert len(game.quorum_hand) == 1 and len(game.quorum_deck) == 16


def test_loyalty_deal_b_setup_8_b_loy_2_3() -> None:
    """B-SETUP-8, B-LOY-2, B-LOY-3 (the counts), B-CHR-BAL-W: one card each, Baltar two; the
    deck per seats."""
    for seats in (3, 4, 5, 6):
        for seed in range(4):
            game = sc.base(sc.set_up(seats, seed, [BALTAR, ADAMA, STARBUCK]))
            baltar = m.seat_of(game, f"base.character.{BALTAR}")
            for seat, player in enumerate(game.players):
                assert len(player.loyalty) == (2 if seat == baltar else 1)
            cards = [c for p in game.players for c in p.loyalty] + list(game.loyalty_deck)
            teams = Counter(load().get(c).extra.get("team") for c in cards)
            recipe = load().components.loyalty_for(seats)
            assert teams["cylon"] == recipe.cylon
            assert teams["human"] == recipe.not_cylon + 1  # one more for Baltar
            assert teams["sympathizer"] == int(recipe.sympathizer)
            assert len(cards) == 2 * seats + 1


def test_loyalty_is_dealt_at_random_b_loy_3() -> None:
    """B-LOY-3: the first deal is random: over seeds, the Cylon cards go to different seats,
    every seat gets one in some game, and Baltar's two cards vary."""
    cylon_seats: set[tuple[int, ...]] = set()
    baltar_hands: set[tuple[str, ...]] = set()
    for seed in range(16):
        game = sc.base(sc.set_up(5, seed, [BALTAR, ADAMA, STARBUCK]))
        baltar = m.seat_of(game, f"base.character.{BALTAR}")
        cylons = tuple(s for s in range(5) if m.is_cylon(game, s))
        cylon_seats.add(cylons)
        baltar_hands.add(tuple(sorted(game.players[baltar].loyalty)))
    assert len(cylon_seats) > 2 and {s for seats in cylon_seats for s in seats} == set(range(5))
    assert len(baltar_hands) > 1


def test_boomer_adds_a_not_a_cylon_card_b_loy_2() -> None:
    """B-LOY-2: one more Not a Cylon card with Sharon (Boomer) in play."""
    game = sc.base(sc.set_up(3, 1, [BOOMER, ROSLIN, TIGH]))
    cards = [c for p in game.players for c in p.loyalty] + list(game.loyalty_deck)
    assert len(cards) == 7


def test_sympathizer_only_after_the_first_deal_b_setup_9() -> None:
    """B-SETUP-9: at 4 and 6 seats the Sympathizer is shuffled in after the first deal."""
    for seed in range(30):
        game = sc.base(sc.set_up(4, seed))
        dealt = [c for p in game.players for c in p.loyalty]
        assert "base.loyalty.you_are_a_sympathizer" not in dealt
        assert "base.loyalty.you_are_a_sympathizer" in game.loyalty_deck


def test_starting_locations_b_setup_10() -> None:
    """B-SETUP-10: each character on its start; Helo stranded; Apollo in a viper he chooses."""
    game = sc.new_game(3, 5, type_balance=False)
    for name in (HELO, APOLLO, ROSLIN):
        sc.play(game, "base.pick_character", character=f"base.character.{name}")
    assert game.pending is not None and game.pending.kind == "choose_launch_area"
    sc.play(game, "base.launch_starting_viper", area=6)
    value = sc.base(game)
    by_name = {p.character.split(".")[-1]: (s, p) for s, p in enumerate(value.players)}
    assert by_name[HELO][1].location == m.STRANDED
    assert by_name[ROSLIN][1].location == "base.location.presidents_office"
    seat, apollo = by_name[APOLLO]
    assert apollo.location == m.SPACE
    assert [v for v in value.vipers if v.pilot == seat][0].area == 6
    assert value.vipers_reserve == 5


START = {
    ADAMA: "admirals_quarters", TIGH: "command", STARBUCK: "hangar_deck", BOOMER: "armory",
    BALTAR: "research_lab", ROSLIN: "presidents_office", ZAREK: "administration",
    TYROL: "hangar_deck",
}  # fmt: skip


@pytest.mark.parametrize("first", [list(START)[:5], list(START)[5:] + [APOLLO]])
def test_every_character_on_its_start_b_setup_10(first: list[str]) -> None:
    """B-SETUP-10: every base character but Helo and Apollo starts on the location of the
    character table (section 6); Apollo's player chooses echo or foxtrot, and no other area,
    for the viper he starts piloting, taken from the reserve."""
    game = sc.new_game(len(first), 3, type_balance=False)
    for name in first:
        sc.play(game, "base.pick_character", character=f"base.character.{name}")
    if APOLLO in first:
        assert game.pending is not None and game.pending.kind == "choose_launch_area"
        assert sorted(o.area for o in game.pending.options) == [5, 6]  # type: ignore[attr-defined]
        sc.play(game, "base.launch_starting_viper", area=5)
    value = sc.base(game)
    for player in value.players:
        name = player.character.split(".")[-1]
        if name == APOLLO:
            assert player.location == m.SPACE
        else:
            assert player.location == f"base.location.{START[name]}", name
    if APOLLO in first:
        apollo = m.seat_of(value, f"base.character.{APOLLO}")
        assert [v.area for v in value.vipers if v.pilot == apollo] == [5]
        assert value.vipers_reserve == 5  # 8, less the 2 starting vipers and Apollo's


def test_destiny_deck_b_setup_11_b_dest_1() -> None:
    """B-SETUP-11, B-DEST-1, B-INV-18: 10 destiny cards, 2 of each type."""
    game = sc.base(sc.set_up(5, 7))
    assert len(game.destiny) == 10
    assert Counter(m.skill_type(c) for c in game.destiny) == {t: 2 for t in SKILL_TYPES}


def test_starting_ships_b_setup_12() -> None:
    """B-SETUP-12: basestar and 3 raiders in alpha, vipers in echo and foxtrot, 2 civilians in
    delta from the pile; 6 vipers left in the reserve."""
    game = sc.base(sc.set_up(4, 8, [ROSLIN, ADAMA, STARBUCK, TYROL]))
    ships = Counter((s.kind, s.area) for s in game.cylon_ships)
    assert ships == {("basestar", 1): 1, ("raider", 1): 3}
    assert sorted(v.area for v in game.vipers) == [5, 6]
    assert all(v.pilot == -1 for v in game.vipers)
    assert [c.area for c in game.civilians] == [4, 4]
    assert len(game.civilian_pile) == 10 and game.vipers_reserve == 6


def test_decks_shuffled_b_setup_13() -> None:
    """B-SETUP-13: crisis, super crisis, destination, civilians and damage piles shuffled."""
    orders = set()
    for seed in range(3):
        game = sc.base(sc.set_up(3, seed))
        assert len(game.crisis_deck) == 70 and len(game.super_crisis_deck) == 5
        assert len(game.destination_deck) == 22 and len(game.damage_pile) == 8
        assert len(game.basestar_damage_pile) == 4
        orders.add(game.crisis_deck)
    assert len(orders) == 3


def test_every_deck_and_pile_is_shuffled_b_setup_11_b_setup_13() -> None:
    """B-SETUP-11, B-SETUP-13: the five skill decks, and the Super Crisis and Destination decks,
    the civilian ship pile and both damage piles, each come out of set-up in an order that
    depends on the seed: over five seeds no deck or pile is always in one order, and each is a
    permutation of its contents."""
    orders: dict[str, set[tuple[str, ...]]] = {}
    for seed in range(5):
        shuffled = next(e for e in sc.set_up(3, seed).events if isinstance(e, DecksShuffled))
        piles = {
            f"skill_{i}": deck for i, deck in shuffled.skill_decks.items()
        } | {
            name: getattr(shuffled, name)
            for name in (
                "super_crisis_deck", "destination_deck", "civilian_pile", "damage_pile",
                "basestar_damage_pile",
            )
        }  # fmt: skip
        for name, pile in piles.items():
            orders.setdefault(name, set()).add(tuple(pile))
    for name, seen in orders.items():
        assert len({tuple(sorted(o)) for o in seen}) == 1, name  # same contents every time
        assert len(seen) > 1, f"{name} is in the same order for every seed"


def test_starting_hands_b_setup_14() -> None:
    """B-SETUP-14: all but the first player take 3 cards of types in their skill set."""
    game = sc.set_up(5, 9, choose=lambda d: d.options[-1])
    value = sc.base(game)
    hands: dict[int, tuple[str, ...]] = {seat: () for seat in range(5)}
    for event in game.events:
        if event.tag == "base.setup_finished":
            break
        if isinstance(event, SkillCardsDrawn):
            hands[event.seat] += event.cards
    for seat, player in enumerate(value.players):
        if seat == value.first_player:
            assert hands[seat] == ()
            continue
        assert len(hands[seat]) == 3
        allowed = set(load().character(player.character).skill_types)
        assert {m.skill_type(code) for code in hands[seat]} <= allowed


def test_starting_hand_options_are_the_skill_set_types() -> None:
    """B-SETUP-14: Apollo may mix piloting, tactics, leadership and politics (20 mixes)."""
    game = sc.new_game(3, 1, type_balance=False)
    for name in (APOLLO, ROSLIN, TIGH):
        sc.play(game, "base.pick_character", character=f"base.character.{name}")
    sc.play(game, "base.launch_starting_viper", area=5)
    while game.pending is not None and game.pending.kind == "choose_starting_hand":
        seat = game.pending.seat
        character = sc.base(game).players[seat].character
        kinds = len(load().character(character).skill_types)
        assert len(game.pending.options) == {4: 20, 2: 4}[kinds]
        game.play(game.pending.options[0])


def test_first_turn_follows_setup() -> None:
    """B-TURN-1: after the set-up the first player's turn begins (turn 1), with a decision."""
    game = sc.set_up(4, 2)
    value = sc.base(game)
    decision = game.pending
    assert decision is not None and decision.options and not game.is_over
    assert value.set_up and value.turn == 1 and value.current == value.first_player
    assert decision.seat == value.first_player
    with pytest.raises(IllegalCommand):
        game.play({"tag": "base.pick_character", "seat": decision.seat, "character": "x"})


def test_hidden_parts_are_redacted_b_info_1() -> None:
    """B-INFO-1: hands, loyalty cards and deck orders reach only whom they belong to."""
    game = sc.set_up(5, 11)
    value = sc.base(game)
    for seat in (None, 0, 1):
        for event in game.events_for(seat):
            if isinstance(event, LoyaltyDealt):
                for s, hand in enumerate(event.hands):
                    assert (hand == value.players[s].loyalty) == (s == seat) or not hand
            if isinstance(event, DecksShuffled):
                assert set(event.crisis_deck) == {HIDDEN}
            if isinstance(event, SkillCardsDrawn) and event.seat != seat:
                assert set(event.cards) == {HIDDEN}
    me = game.view(1)["game"]["me"]
    assert me["hand"] == list(value.players[1].hand)
    assert me["loyalty"] == list(value.players[1].loyalty)
    assert game.view(None)["game"]["me"] is None


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_conformance_through_setup(seats: int) -> None:
    """The conformance checks at every set-up decision."""
    for seed in range(2):
        game = sc.new_game(seats, seed)
        rng = random.Random(seed)
        while not sc.base(game).set_up:
            check_game(game)
            check_no_leaks(game)
            check_rejects_illegal(game)
            assert game.pending is not None
            game.play(rng.choice(game.pending.options))
