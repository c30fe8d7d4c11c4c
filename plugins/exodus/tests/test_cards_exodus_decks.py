"""The always-used Exodus cards in an Exodus game's decks (X-SETUP-2, X-SETUP-3, X-CARD-1,
X-CARD-3), and their own ops in scenarios: Lion's Head Nebula, Derelict Basestar, Gas Giant,
Medal of Distinction without the Cylon Fleet, Presidential Order, the two "You Are a Cylon"
cards."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.data import load
from exodus_helpers import exodus_game

from bsgcore.base import RunOps
from bsgcore.testing import random_playout
from bsgcore.testing.scenarios import edits, table
from bsgcore.testing.scenarios.space import Board, board

PLUGINS = ["exodus"]
LIONS_HEAD = "exodus.destination.lions_head_nebula"
DERELICT = "exodus.destination.derelict_basestar"
GAS_GIANT = "exodus.destination.gas_giant"
MEDAL = "exodus.crisis.medal_of_distinction"
ORDER = "exodus.quorum.presidential_order"
JUMP_CYLON = "exodus.loyalty.you_are_a_cylon_jump_track"
CENTURION_CYLON = "exodus.loyalty.you_are_a_cylon_centurion"
BRIG = "base.location.brig"


def exodus_ids(cards: Any) -> set[str]:
    """The Exodus ids among catalogue records."""
    return {c.id for c in cards if c.id.startswith("exodus.")}


def always_used(table: str) -> set[str]:
    """The ids of a data table's entries used in every Exodus game (no option needed)."""
    return {str(r["id"]) for r in load().table(table) if not r.get("requires_option")}


def option_only(table: str) -> set[str]:
    """The ids of a data table's entries that exist only with an option."""
    return {str(r["id"]) for r in load().table(table) if r.get("requires_option")}


@pytest.mark.rules("X-CARD-3", "X-SETUP-2")
def test_the_seven_destinations_are_shuffled_into_the_destination_deck() -> None:
    """X-CARD-3: the 7 Exodus Destination cards are in the deck of every Exodus game."""
    game = board(4, 5, plugins=PLUGINS).game
    assert always_used("destination") <= set(game.destination_deck)
    assert len(always_used("destination")) == 7


@pytest.mark.rules("X-CARD-1", "X-SETUP-2")
def test_the_playable_crisis_cards_are_in_the_crisis_deck() -> None:
    """X-CARD-1: every always-used Exodus Crisis card the game carries out is shuffled into the
    Crisis deck (the others stay listed by ``bsg cards --missing``); the catalogue also holds the
    "CAG chooses" cards, boxed at set-up without the Cylon Fleet."""
    b = board(4, 6, plugins=PLUGINS)
    added = exodus_ids(b.rules.data["base.cards"].crisis)
    assert added - always_used("crisis") == option_only("crisis")
    assert len(added & always_used("crisis")) >= 27
    deck = {code.split("#", 1)[0] for code in b.game.crisis_deck}
    assert added - option_only("crisis") <= deck


@pytest.mark.rules("X-SETUP-3", "X-FLEET-SETUP-2", "X-CARD-1")
@pytest.mark.parametrize("fleet", (False, True))
def test_the_cag_chooses_cards_only_with_the_cylon_fleet(fleet: bool) -> None:
    """X-SETUP-3: without the Cylon Fleet the 6 "CAG chooses" Crisis cards and the Super Crisis
    Fighting Blind are boxed at set-up (set aside); with it they are all in their decks
    (X-FLEET-SETUP-2)."""
    game = table.set_up(4, 7, plugins=PLUGINS, cylon_fleet=fleet).state.game
    cag = option_only("crisis") | option_only("super_crisis")
    assert len(cag) == 7
    in_decks = {c.split("#", 1)[0] for c in game.crisis_deck + game.super_crisis_deck}
    aside = {c.split("#", 1)[0] for c in game.set_aside}
    if fleet:
        assert cag <= in_decks
        assert not cag & aside
    else:
        assert not cag & in_decks
        assert cag <= aside


def test_every_always_used_card_is_in_play_or_listed_missing() -> None:
    """No always-used Exodus card is skipped silently: each is in a base deck or listed."""
    game = exodus_game(seed=8)
    known = game.rules.data["base.cards"].index
    listed = {row.id for row in game.rules.data["exodus.cards"].cards()}
    for kind in ("crisis", "super_crisis", "quorum", "destination", "loyalty"):
        for card_id in always_used(kind):
            assert (card_id in known) != (card_id in listed), card_id


@pytest.mark.rules("X-LOY-2", "X-LOY-3")
def test_the_exodus_loyalty_cards_join_the_pools() -> None:
    """X-LOY-3: the two Exodus "You Are a Cylon" cards join base's four in the Cylon pool the deck
    is built from; X-LOY-2: the 5 Exodus "You Are Not a Cylon" cards join the human pool (the
    setup part's)."""
    cards = {c.id: c for c in exodus_game(seed=9).rules.data["base.cards"].loyalty}
    assert cards[JUMP_CYLON].extra["team"] == "cylon"
    assert cards[CENTURION_CYLON].extra["team"] == "cylon"
    assert cards["exodus.loyalty.you_are_not_a_cylon"].copies == 5
    cylon_pool = [c for c in cards.values() if c.extra.get("team") == "cylon"]
    assert sum(c.copies for c in cylon_pool) == 6


def test_random_games_with_the_exodus_cards_end() -> None:
    """Random games with the Exodus cards in the decks end, at 4 and 6 seats."""
    for seats in (4, 6):
        game = random_playout("base", seats, 8800 + seats, plugins=PLUGINS)
        assert game.state.outcome is not None


# -- scenarios ---------------------------------------------------------------------------------


def run_ops(b: Board, card: str, path: str, seat: int) -> Board:
    """The board with the ops of `card` at `path` run for `seat` up to the first decision."""
    return edits.at_step(b, RunOps(card, path, seat))


def test_lions_head_nebula_advances_the_track_after_the_reset() -> None:
    """Lion's Head Nebula (exodus.md 11.5): lose 4 fuel; after the jump's reset the jump track
    stands at 2, not at 0."""
    b = board(4, 3, plugins=PLUGINS)
    game = edits.stacked(b.game, "destination_deck", LIONS_HEAD, DERELICT)
    b = edits.with_game(b, game)
    jump = b.rules.registry.tags["base.f.jump"]
    b = edits.at_step(b, jump(b.game.current))
    assert b.pending is not None and b.pending.kind == "choose_destination"
    fuel = b.game.fuel
    b, _ = b.play(b.option("base.keep_destination", card=LIONS_HEAD))
    assert b.game.fuel == fuel - 4
    assert b.game.jump_track == 2


def test_another_destination_leaves_the_track_reset() -> None:
    """The track moves only after Lion's Head Nebula: another destination leaves it at 0."""
    b = board(4, 3, plugins=PLUGINS)
    b = edits.with_game(b, edits.stacked(b.game, "destination_deck", LIONS_HEAD, DERELICT))
    jump = b.rules.registry.tags["base.f.jump"]
    b = edits.at_step(b, jump(b.game.current))
    b, _ = b.play(b.option("base.keep_destination", card=DERELICT))
    assert b.game.jump_track == 0


def test_derelict_basestar_places_a_damaged_basestar_and_two_civilians() -> None:
    """Derelict Basestar: 1 fuel lost, 2 civilian ships behind Galactica, a basestar in front
    of her with 1 damage token."""
    b = board(4, 2, plugins=PLUGINS)
    fuel = b.game.fuel
    b = run_ops(b, DERELICT, "effects", b.game.admiral)
    assert b.game.fuel == fuel - 1
    basestars = [s for s in b.game.cylon_ships if s.kind == "basestar"]
    assert [s.area for s in basestars] == [1]
    assert len(basestars[0].damage) == 1
    assert sorted(c.area for c in b.game.civilians) == [4, 4]


@pytest.mark.parametrize("take", (1, 0))
def test_gas_giant_trades_a_reserve_viper_for_fuel(take: int) -> None:
    """Gas Giant: the Admiral may destroy a viper of the Reserves to gain 1 fuel."""
    b = board(4, 2, plugins=PLUGINS)
    admiral = b.game.admiral
    before = b.game
    b = run_ops(b, GAS_GIANT, "effects", admiral)
    assert b.pending is not None and b.pending.seat == admiral
    b, _ = b.play(b.option("base.pick", value=take))
    assert b.game.vipers_reserve == before.vipers_reserve - take
    assert b.game.vipers_destroyed == before.vipers_destroyed + take
    assert b.game.fuel == before.fuel + take


def test_gas_giant_asks_nothing_without_a_reserve_viper() -> None:
    """With no viper in the Reserves there is nothing to trade: no question, no fuel."""
    b = edits.edit(board(4, 2, plugins=PLUGINS), vipers_reserve=0)
    fuel = b.game.fuel
    b = run_ops(b, GAS_GIANT, "effects", b.game.admiral)
    assert b.pending is not None and b.pending.kind == "base.not_implemented"
    assert b.game.fuel == fuel


@pytest.mark.rules("X-CARD-5")
def test_medal_of_distinction_lets_the_admiral_choose_each_area() -> None:
    """X-CARD-5 (R-405): without the Cylon Fleet the Admiral places each civilian ship in an
    area of his choice, the same area twice included."""
    b = board(4, 2, plugins=PLUGINS)
    admiral = b.game.admiral
    b = run_ops(b, MEDAL, "option_a", admiral)
    for area in (3, 3):
        assert b.pending is not None and b.pending.seat == admiral
        assert len(b.pending.options) == 6
        b, _ = b.play(b.option("base.pick", value=area - 1))
    assert sorted(c.area for c in b.game.civilians) == [3, 3]


@pytest.mark.rules("X1-CARD-QUO-ORDER")
def test_presidential_order_gives_the_admiral_title() -> None:
    """Presidential Order without the Cylon Fleet: the President gives the Admiral title to a
    player of his choice."""
    b = board(4, 2, plugins=PLUGINS)
    president, admiral = b.game.president, b.game.admiral
    other = next(s for s in range(4) if s not in (president, admiral))
    b = run_ops(b, ORDER, "effects", president)
    assert b.pending is not None and b.pending.seat == president
    b, _ = b.play(b.option("base.pick", value=other))
    assert b.game.admiral == other


@pytest.mark.parametrize(
    ("card", "field", "change"),
    [(JUMP_CYLON, "jump_track", -2), (CENTURION_CYLON, "centurions", 1)],
)
def test_the_exodus_cylon_cards_act_when_revealed(card: str, field: str, change: int) -> None:
    """Revealing "can decrease the jump track by 2" moves the track back 2; "can place a
    centurion" puts one at the start of the boarding track (exodus.md 11.9)."""
    b = edits.edit(board(4, 2, plugins=PLUGINS), jump_track=3)
    seat = b.game.current
    b = edits.holding(b, seat, card)
    before = b.game
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.reveal_cylon", card=card))
    while b.pending is not None and b.pending.kind == "choose_optional":
        b, _ = b.play(b.option("base.pick", value=1))
    if field == "jump_track":
        assert b.game.jump_track == before.jump_track + change
    else:
        assert len(b.game.centurions) == len(before.centurions) + change


def test_an_exodus_cylon_card_revealed_in_the_brig_does_nothing() -> None:
    """Revealed in the Brig, the card's effect is not applied (base's reveal, exodus.md 11.9)."""
    b = edits.edit(board(4, 2, plugins=PLUGINS), jump_track=3)
    seat = b.game.current
    b = edits.placed(edits.holding(b, seat, JUMP_CYLON), seat, BRIG)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.reveal_cylon", card=JUMP_CYLON))
    assert b.game.players[seat].revealed
    assert b.game.jump_track == 3


def test_cylon_genocide_pass_destroys_every_cylon_ship() -> None:
    """Cylon Genocide passed: every Cylon ship on the main board is destroyed."""
    b = board(4, 2, cylons=[("raider", 1), ("basestar", 3), ("heavy_raider", 5)], plugins=PLUGINS)
    b = run_ops(b, "exodus.crisis.cylon_genocide", "passed", b.game.current)
    assert b.game.cylon_ships == ()


def test_strange_beacon_removes_the_ships_of_a_chosen_area() -> None:
    """Strange Beacon passed: the current player picks an area holding ships; every Cylon ship
    there is removed, the others stay."""
    b = board(4, 2, cylons=[("raider", 1), ("raider", 1), ("raider", 5)], plugins=PLUGINS)
    b = run_ops(b, "exodus.crisis.strange_beacon", "passed", b.game.current)
    assert b.pending is not None and b.pending.kind == "choose_exodus_area"
    assert [o.value for o in b.pending.options] == [1, 5]
    b, _ = b.play(b.option("base.pick", value=1))
    assert [s.area for s in b.game.cylon_ships] == [5]


def test_the_circle_hands_the_presidency_to_another_player() -> None:
    """The Circle, option A given: the President picks another player, who becomes President."""
    b = board(4, 2, plugins=PLUGINS)
    president = b.game.president
    b = run_ops(b, "exodus.crisis.the_circle", "option_a/0/options/0/effects", president)
    assert b.pending is not None and president not in [o.value for o in b.pending.options]
    other = b.pending.options[0].value
    b, _ = b.play(b.pending.options[0])
    assert b.game.president == other


@pytest.mark.parametrize("take", (1, 0))
def test_temple_of_the_five_draw_is_optional(take: int) -> None:
    """Temple of the Five passed: the current player may draw 2 skill cards."""
    b = board(4, 2, plugins=PLUGINS)
    seat = b.game.current
    hand = len(b.game.players[seat].hand)
    b = run_ops(b, "exodus.crisis.temple_of_the_five", "passed", seat)
    assert b.pending is not None and b.pending.kind == "choose_optional"
    b, _ = b.play(b.option("base.pick", value=take))
    while b.pending is not None and b.pending.kind == "choose_draw":
        b, _ = b.play(b.pending.options[0])
    assert len(b.game.players[seat].hand) == hand + 2 * take


@pytest.mark.parametrize("count", (2, 0))
def test_resignation_cycles_quorum_cards_then_hands_the_title_on(count: int) -> None:
    """Resignation: the President discards any number of Quorum cards, draws as many, then
    gives the President title to another player."""
    b = board(4, 2, plugins=PLUGINS)
    president = b.game.president
    deck = b.game.quorum_deck
    hand = ("exodus.quorum.resignation", deck[0], deck[1])
    b = edits.edit(b, quorum_hand=hand, quorum_deck=deck[2:])
    top = b.game.quorum_deck[:count]
    b = edits.at_action(b, president)
    b, _ = b.play(b.option("base.play_quorum_card", card="exodus.quorum.resignation"))
    for card in hand[1 : 1 + count]:
        assert b.pending is not None and b.pending.kind == "exodus_resignation"
        b, _ = b.play(b.option("exodus.discard_for_resignation", card=card))
    if b.pending is not None and b.pending.kind == "exodus_resignation":
        b, _ = b.play(b.option("exodus.discard_for_resignation", card=""))
    assert b.pending is not None and b.pending.seat == president
    other = b.pending.options[0].value
    assert other != president
    b, _ = b.play(b.pending.options[0])
    assert b.game.president == other
    held = set(b.game.quorum_hand)
    assert set(hand[1 + count :]) | set(top) <= held
    assert not set(hand[1 : 1 + count]) & held


def test_human_prisoner_fail_takes_a_whole_hand_and_sends_to_sickbay() -> None:
    """Human Prisoner failed: the Cylon player who played it picks a human player, takes all his
    skill cards, and that player goes to Sickbay; other seats do not see which cards."""
    b = board(4, 2, plugins=PLUGINS)
    cylon = b.game.current
    b = edits.with_player(b, cylon, revealed=True)
    victim = next(s for s in range(4) if s != cylon and b.game.players[s].location != "stranded")
    cards = b.game.players[victim].hand
    held = b.game.players[cylon].hand
    assert cards
    b = run_ops(b, "exodus.super_crisis.human_prisoner", "failed", cylon)
    assert b.pending is not None and b.pending.seat == cylon
    assert cylon not in [o.value for o in b.pending.options]
    b, events = b.play(b.option("base.pick", value=victim))
    assert b.game.players[victim].hand == ()
    assert sorted(b.game.players[cylon].hand) == sorted(held + cards)
    assert b.game.players[victim].location == "base.location.sickbay"
    taken = [e for e in events if e.tag == "base.skill_card_taken"]
    third = next(s for s in range(4) if s not in (cylon, victim))
    assert taken and all(e.redacted_for(third).card == "hidden" for e in taken)
