"""The loyalty and victory hooks (docs/hooks.md): a game's loyalty recipe, the cards each seat
is dealt, who shares a team's victory; and ``content.replace_title_line`` with the published
lines of succession (``official_ranks``)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore import ConfigurationError, Game
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


def test_an_official_line_is_ranked_at_build_over_the_final_characters() -> None:
    """``content.official_title_line`` is resolved once every plugin's content is in: a later
    plugin's explicit line does not replace it, and an unknown line is refused."""

    def official(content: Any) -> None:
        content.official_title_line("admiral")

    def reverse(content: Any) -> None:
        ranks = content._get("title_lines")["admiral"]
        content.replace_title_line("admiral", {c: len(ranks) + 1 - r for c, r in ranks.items()})

    first = plugin_module("off", requires=("base",), extends=("base",), bsg_base_content=official)
    later = plugin_module("rev2", requires=("base",), extends=("base",), bsg_base_content=reverse)
    with installed_plugins(first, later):
        cat = Game.new("base", plugins=["off", "rev2"], seats=3, seed=1).rules.data["base.cards"]
    ranks = cat.title_lines["admiral"]
    assert ranks == official_ranks("admiral", [ch.id for ch in cat.characters])
    assert ranks["base.character.william_adama"] == 1

    def unknown(content: Any) -> None:
        content.official_title_line("cag")

    bad = plugin_module("nocag", requires=("base",), extends=("base",), bsg_base_content=unknown)
    with installed_plugins(bad), pytest.raises(ConfigurationError, match="title line 'cag'"):
        Game.new("base", plugins=["nocag"], seats=3, seed=1)


def spare_recipe(content: Any) -> None:
    content.loyalty_recipe(3, 1, 6, spare=1)


def test_a_recipe_with_a_spare_card_deals_one_card_more_into_the_deck() -> None:
    """A recipe may hold cards beyond 2 a player when it says so (Exodus's, X-LOY-4); without
    `spare` the same recipe is refused."""
    plugin = plugin_module(
        "spare", requires=("base",), extends=("base",), bsg_base_content=spare_recipe
    )
    with installed_plugins(plugin):
        game = set_up(["spare"], seats=3)
        extra = ("base.character.gaius_baltar", "base.character.sharon_boomer_valerii")
        extras = sum(p.character in extra for p in g(game.state).players)
        assert len(all_loyalty(game)) == 7 + extras
        check_game(game)

    def no_spare(content: Any) -> None:
        content.loyalty_recipe(3, 1, 6)

    bad = plugin_module("nospare", requires=("base",), extends=("base",), bsg_base_content=no_spare)
    with installed_plugins(bad), pytest.raises(ConfigurationError, match="2 cards per player"):
        Game.new("base", plugins=["nospare"], seats=3, seed=1)


def test_discarded_loyalty_cards_leave_the_count_of_cards_in_play() -> None:
    """``LoyaltyCardsDiscarded`` (an executed human's shown cards, Exodus X-EXEC-6) takes them out
    of the seat's hand and of the loyalty count, so B-INV-20 still holds."""
    from bsgcore.base import LoyaltyCardsDiscarded, LoyaltyCardsDrawn, LoyaltyProven
    from bsgcore.testing import check_invariants

    game = set_up([], seats=3)
    base = g(game.state)
    seat = 0
    cards = base.players[seat].loyalty
    after = LoyaltyCardsDiscarded(seat, cards).apply(LoyaltyProven(seat, cards).apply(base))
    assert after.players[seat].loyalty == () and after.players[seat].shown == ()
    assert after.loyalty_added == base.loyalty_added - len(cards)
    dealt = LoyaltyCardsDrawn(seat, after.loyalty_deck[:1]).apply(after)  # B-INV-21: one held
    check_invariants(game.rules, game.state.with_game(dealt), at_rest=False)


# -- bsg_base_loyalty_examined, bsg_base_final_losses, LoyaltySetup.not_cylon_pool --------------

LOOK = "toy.quorum.look"
SHAKEN = "toy.quorum.shaken"


def look_cards(content: Any) -> None:
    """A card that looks at another player's loyalty card, and one that costs 1 morale."""
    look = {"op": "look_at_loyalty", "viewer": "acting_player", "target": "other_player"}
    for card_id, ops in (
        (LOOK, [{**look, "count": 1, "random": True}]),
        (SHAKEN, [{"op": "resource", "resource": "morale", "delta": -1}]),
    ):
        content.add_card(
            "quorum",
            {"id": card_id, "name": card_id, "timing": "action", "text": "-", "effects": ops},
        )


def examiner_plugin(seen: list[tuple[int, int, tuple[str, ...]]]) -> Any:
    def examined(game: Any, viewer: int, target: int, cards: Any, frames: Any) -> Any:
        from bsgcore.base import RunOps

        seen.append((viewer, target, cards))
        return (*frames, RunOps(SHAKEN, "effects", viewer))

    return plugin_module(
        "examiner",
        requires=("base",),
        extends=("base",),
        bsg_base_content=look_cards,
        bsg_base_loyalty_examined=examined,
    )


def test_loyalty_examined_runs_after_every_look_at_a_loyalty_card() -> None:
    """The look's event comes first, then the plugin's steps, with the cards looked at; the
    effect that looked resumes after them (the morale cost runs once)."""
    from bsgcore.base import RunOps
    from bsgcore.base.turn.commands import Pick
    from bsgcore.base.turn.events import LoyaltyPeeked
    from bsgcore.testing.scenarios.turn import table

    seen: list[tuple[int, int, tuple[str, ...]]] = []
    with installed_plugins(examiner_plugin(seen)):
        board = table(plugins=["examiner"])
        seat = board.game.current
        morale = board.game.morale
        board, events = board.run(RunOps(LOOK, "effects", seat))
        if board.pending is not None and board.pending.kind == "choose_loyalty":
            board, more = board.play(Pick(seat, (seat + 1) % 3))
            events += more
        (peek,) = [e for e in events if isinstance(e, LoyaltyPeeked)]
        assert seen == [(seat, peek.target, peek.cards)] and peek.viewer == seat
        assert board.game.morale == morale - 1
        assert events.index(peek) < max(
            i for i, e in enumerate(events) if getattr(e, "tag", "") == "base.resource_changed"
        )


def two_food_short(game: Any, losses: tuple[Any, ...]) -> tuple[Any, ...]:
    from bsgcore.base import ResourceChanged

    return (*losses, ResourceChanged("food", -game.food))


def test_final_losses_are_carried_out_before_the_resources_are_judged() -> None:
    """A loss due at the final jump that empties a resource gives the Cylons the game; without
    it the humans win that same jump."""
    from bsgcore.base import Jump
    from bsgcore.core_events import GameEnded
    from bsgcore.testing.scenarios.turn import table

    plugin = plugin_module(
        "famine", requires=("base",), extends=("base",), bsg_base_final_losses=two_food_short
    )
    with installed_plugins(plugin):
        board = table(plugins=["famine"], distance=8)
        _, events = board.run(Jump(board.game.current))
        ended = [e for e in events if isinstance(e, GameEnded)]
        assert [(e.winner, e.condition) for e in ended] == [("cylons", "resource_empty")]
    board = table(distance=8)
    _, events = board.run(Jump(board.game.current))
    assert [e.winner for e in events if isinstance(e, GameEnded)] == ["humans"]


def shuffled_pool(game: Any, setup: LoyaltySetup) -> LoyaltySetup:
    cards = ("toy.loyalty.marked",) * 20
    return attrs.evolve(setup, not_cylon_pool=cards)


def marked_card(content: Any) -> None:
    content.add_card(
        "loyalty",
        {"id": "toy.loyalty.marked", "name": "Marked", "team": "human", "copies": 20, "text": "-"},
    )


def test_not_cylon_pool_names_the_cards_the_deck_takes() -> None:
    """With a pool named, the deck's "You Are Not a Cylon" cards come from it; without, base's
    cards in catalogue order (the plugin's card, added after base's, is never dealt)."""
    hooks = {"bsg_base_content": marked_card}
    plain = plugin_module("marked", requires=("base",), extends=("base",), **hooks)
    pooled = plugin_module(
        "pooled",
        requires=("base",),
        extends=("base",),
        bsg_base_loyalty_setup=shuffled_pool,
        **hooks,
    )
    with installed_plugins(plain, pooled):
        cards = all_loyalty(set_up(["pooled"]))
        assert "toy.loyalty.marked" in cards and "base.loyalty.you_are_not_a_cylon" not in cards
        assert "toy.loyalty.marked" not in all_loyalty(set_up(["marked"]))
