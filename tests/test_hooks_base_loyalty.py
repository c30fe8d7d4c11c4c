"""The loyalty and victory hooks (docs/hooks.md): a game's loyalty recipe, the cards each seat
is dealt, who shares a team's victory; and ``content.replace_title_line`` with the published
lines of succession (``official_ranks``)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Game
from bsgcore.base import OFFICIAL_LINES, LoyaltySetup, g, official_ranks
from bsgcore.testing import check_game, installed_plugins, plugin_module, random_playout

SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"


def set_up(plugins: list[str], seats: int = 4, seed: int = 1) -> Game:
    game = Game.new("base", plugins=plugins, seats=seats, seed=seed)
    while not g(game.state).set_up:
        game.play(game.pending.options[0])
    return game


def all_loyalty(game: Game) -> list[str]:
    base = g(game.state)
    return [c for p in base.players for c in p.loyalty] + list(base.loyalty_deck)


def two_cylons_no_sympathizer(game: Any, setup: LoyaltySetup) -> LoyaltySetup:
    return attrs.evolve(setup, cylon=2, not_cylon=setup.not_cylon - 1, sympathizer=False)


def test_loyalty_setup_changes_the_deck_and_the_invariants_follow() -> None:
    plugin = plugin_module(
        "deck",
        requires=("base",),
        extends=("base",),
        bsg_base_loyalty_setup=two_cylons_no_sympathizer,
    )
    with installed_plugins(plugin):
        game = set_up(["deck"])
        cards = all_loyalty(game)
        assert sum("you_are_a_cylon" in c for c in cards) == 2
        assert SYMPATHIZER not in cards
        check_game(game)
    assert SYMPATHIZER in all_loyalty(set_up([]))  # 4 seats: base adds it


def no_card_for_seat_zero(game: Any, seat: int, when: str, count: int) -> int:
    return 0 if seat == 0 else count


def test_loyalty_cards_deals_a_seat_nothing() -> None:
    plugin = plugin_module(
        "none0", requires=("base",), extends=("base",), bsg_base_loyalty_cards=no_card_for_seat_zero
    )
    with installed_plugins(plugin):
        game = set_up(["none0"])
        assert g(game.state).players[0].loyalty == ()
        assert all(p.loyalty for p in g(game.state).players[1:])
    assert g(set_up([]).state).players[0].loyalty


def only_seat_zero(game: Any, side: str, seats: tuple[int, ...]) -> tuple[int, ...]:
    return (0,)


def test_winners_decides_who_shares_the_victory() -> None:
    plugin = plugin_module(
        "only0", requires=("base",), extends=("base",), bsg_base_winners=only_seat_zero
    )
    with installed_plugins(plugin):
        game = random_playout("base", 3, 2, plugins=["only0"])
        assert game.outcome is not None and game.outcome.winning_seats == (0,)
    plain = random_playout("base", 3, 2)
    assert plain.outcome is not None and plain.outcome.winner == game.outcome.winner


def test_official_lines_agree_with_base_and_replace_a_line() -> None:
    base_cat = Game.new("base", seats=3, seed=1).rules.data["base.cards"]
    for line in ("admiral", "president"):
        ranks = base_cat.title_lines[line]
        assert official_ranks(line, ranks) == dict(ranks)  # base's order is the published one
    assert len(OFFICIAL_LINES["cag"]) == 18

    def content(content: Any) -> None:
        content.replace_title_line("admiral", dict(reversed_ranks))

    reversed_ranks = {c: 11 - r for c, r in base_cat.title_lines["admiral"].items()}
    plugin = plugin_module("rev", requires=("base",), extends=("base",), bsg_base_content=content)
    with installed_plugins(plugin):
        cat = Game.new("base", plugins=["rev"], seats=3, seed=1).rules.data["base.cards"]
        assert cat.title_lines["admiral"]["base.character.laura_roslin"] == 1
