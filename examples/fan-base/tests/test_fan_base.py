"""The fan-base example: the bsgcore conformance kit on the base game with the plugin enabled,
scenarios built with the public helpers of `bsgcore.testing.scenarios`, each of the plugin's five
cards in the catalogue and played in a game with its effect asserted, and a misspelt copy of the
plugin refused when the rules are built."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

pytest.importorskip("bsg_fan_base", reason="install it first: pip install -e examples/fan-base")

from bsg_fan_base import __version__, cards  # noqa: E402
from bsg_fan_base import plugin as fan_plugin  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

from bsgcore import ConfigurationError, Game, cli  # noqa: E402
from bsgcore.base import BaseCatalogue, BaseGame, data, hand_limit  # noqa: E402
from bsgcore.context import using_rules  # noqa: E402
from bsgcore.testing import (  # noqa: E402
    check_game,
    check_invariants,
    check_no_leaks,
    check_rejects_illegal,
    installed_plugins,
    make_state_machine,
    plugin_module,
    random_playout,
    sweep_size,
)
from bsgcore.testing.scenarios import edits  # noqa: E402
from bsgcore.testing.scenarios.space import Board  # noqa: E402
from bsgcore.testing.scenarios.table import set_up  # noqa: E402
from bsgcore.testing.scenarios.turn import table  # noqa: E402

PLUGINS = ["fan_base"]
PREFIX = "fan_base."  # the plugin's cards are named after it
SMALL = settings(
    max_examples=2, stateful_step_count=100, deadline=None, suppress_health_check=list(HealthCheck)
)

# -- the conformance kit ----------------------------------------------------------------------

TestFanBaseFourSeats = make_state_machine(
    "base", 4, plugins=PLUGINS, hypothesis_settings=SMALL
).TestCase


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_random_games_pass_the_kit(seats: int) -> None:
    """Seeded random base games with the plugin: invariants, replay, JSON, save/load, no leaks."""
    for seed in range(sweep_size(full=20, sample=1)):
        game = random_playout("base", seats, 8000 + seed, plugins=PLUGINS)
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)


# -- the plugin is installed and enabled ------------------------------------------------------


def test_bsg_plugins_lists_it(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg plugins`` finds the plugin through its entry point, with its version and needs."""
    assert cli.main(["plugins"]) == 0
    out = capsys.readouterr().out
    entry = out.split("fan_base ", 1)[1].split("\n\n", 1)[0]
    assert entry.startswith(__version__)
    assert "module: bsg_fan_base.plugin" in entry
    assert "requires: base" in entry and "extends: base" in entry


def test_a_base_game_with_it_records_it_and_plays_on() -> None:
    """Enabled, the plugin is part of the game's rules and its log; a bot game with it ends."""
    game = Game.new("base", plugins=PLUGINS, seats=4, seed=3)
    assert "fan_base" in game.rules.plugin_names
    assert any(info.name == "fan_base" and info.version == __version__ for info in game.rules.infos)
    assert cli.main(["play", "--ruleset", "base", "--seats", "4", "--seed", "3", "--quiet",
                     "--plugin", "fan_base"]) == 0  # fmt: skip


def test_a_scenario_built_with_the_public_helpers() -> None:
    """A plugin's test sets a scene with `bsgcore.testing.scenarios` and plays through the
    engine: here the first player stands in Command at the Action step of a game with the
    plugin, and activating Command is offered."""
    b = table(plugins=PLUGINS)
    assert "fan_base" in b.rules.plugin_names
    seat = b.game.current
    b = edits.at_action(edits.placed(b, seat, "base.location.command"), seat)
    check_invariants(b.rules, b.state, at_rest=False)
    assert b.pending is not None and b.pending.kind == "action"
    assert any(getattr(o, "location", "") == "base.location.command" for o in b.pending.options)


# -- the content, in the catalogue and dealt -------------------------------------------------


def catalogue_and_game() -> tuple[BaseCatalogue, BaseGame]:
    """The catalogue of a set-up 4-seat game with the plugin, and its game value."""
    game = set_up(4, 1, plugins=PLUGINS)
    with using_rules(game.rules):
        catalogue = data()
    return catalogue, game.state.game


def ours(ids: Iterable[object]) -> list[str]:
    """The plugin's card ids among these records or ids."""
    found = [getattr(x, "id", x) for x in ids]
    return [i for i in found if isinstance(i, str) and i.split("#")[0].startswith(PREFIX)]


def in_a_skill_deck(game: BaseGame) -> list[str]:
    """Every skill card id in the decks, hands and discards."""
    codes = [
        *(c for d in game.skill_decks.values() for c in d),
        *(c for p in game.players for c in p.hand),
        *(c for d in game.skill_discards.values() for c in d),
    ]
    return [c.split("@", 1)[0] for c in codes]


CONTENT: dict[str, Callable[[BaseCatalogue, BaseGame], bool]] = {
    "a crisis card in the Crisis deck": lambda c, g: (
        bool(ours(c.crisis)) and bool(ours(g.crisis_deck))
    ),
    "a Quorum card in the Quorum deck": lambda c, g: (
        bool(ours(c.quorum)) and bool(ours([*g.quorum_deck, *g.quorum_hand]))
    ),
    "a skill card with an Action in a skill deck": lambda c, g: (
        bool(ours(c.skills)) and bool(ours(in_a_skill_deck(g)))
    ),
    "a character with an ability": lambda c, g: any(
        ch.abilities for ch in c.characters if ch.id.startswith(PREFIX)
    ),
    "a location": lambda c, g: bool(ours(c.locations)),
}


@pytest.mark.parametrize("item", sorted(CONTENT))
def test_the_plugin_adds(item: str) -> None:
    """Each piece of fan content is in the catalogue and in the game's decks (README's list)."""
    catalogue, game = catalogue_and_game()
    assert CONTENT[item](catalogue, game), f"missing: {item}"


# -- the content, in play ---------------------------------------------------------------------


def fan_table(**changes: object) -> Board:
    """A set-up 3-seat game with the plugin, in the first player's Movement step."""
    return table(plugins=PLUGINS, **changes)


def resources(board: Board) -> tuple[int, int, int, int]:
    """Fuel, food, morale, population."""
    g = board.game
    return g.fuel, g.food, g.morale, g.population


def test_the_fan_crisis_is_drawn_and_its_choice_resolved() -> None:
    """Tylium Leak drawn: the current player chooses option B; the fleet loses 1 food and gains
    1 morale, and nothing else changes."""
    board = edits.drawn(fan_table(), cards.CRISIS)
    decision = board.pending
    assert decision is not None
    choice = next(o for o in decision.options if getattr(o, "option", "") == "b")
    fuel, food, morale, population = resources(board)
    board, events = board.play(choice)
    assert resources(board) == (fuel, food - 1, morale + 1, population)


def test_the_fan_quorum_card_is_played_and_gains_food() -> None:
    """The President holds Ration Plan, plays it at the Action step (its fan op): +2 food, and
    the card leaves the hand."""
    board = fan_table()
    value = board.game
    deck = tuple(c for c in value.quorum_deck if c.split("#")[0] != cards.QUORUM)
    board = edits.edit(board, quorum_hand=(cards.QUORUM, *value.quorum_hand), quorum_deck=deck)
    president = board.game.president
    board = edits.at_action(board, president)
    food = board.game.food
    board, _ = board.play(board.option("base.play_quorum_card", card=cards.QUORUM))
    assert board.game.food == food + 2
    assert cards.QUORUM not in board.game.quorum_hand


def test_the_fan_skill_card_action_is_offered_and_resolves() -> None:
    """Field Rations in hand is offered at the Action step like base's Action cards; played, it
    gains 1 food and goes to its discard pile."""
    board = fan_table()
    seat = board.game.current
    code = f"{cards.SKILL}@1"
    board = edits.at_action(edits.with_player(board, seat, hand=(code,)), seat)
    food = board.game.food
    board, _ = board.play(board.option("base.play_skill", card=code))
    assert board.game.food == food + 1
    assert code not in board.game.players[seat].hand
    assert any(code in pile for pile in board.game.skill_discards.values())


def test_the_fan_skill_card_is_not_offered_without_the_card() -> None:
    """With no Field Rations in hand, no play of it is offered (only what the seat holds)."""
    board = fan_table()
    seat = board.game.current
    board = edits.at_action(edits.with_player(board, seat, hand=()), seat)
    assert board.pending is not None
    assert not [o for o in board.pending.options if o.tag == "base.play_skill"]


def test_the_fan_character_is_offered_and_its_action_used_once() -> None:
    """Felix Gaeta is picked at set-up and starts in the Mess Hall; his once-per-game Fleet
    Census is offered at his Action step, gains 1 food and 1 fuel, and is not offered again."""
    board = table(plugins=PLUGINS, characters=(cards.CHARACTER, "saul_tigh", "laura_roslin"))
    seat = edits.seat_of(board.game, cards.CHARACTER)
    assert board.game.players[seat].location == cards.LOCATION
    board = edits.at_action(board, seat)
    fuel, food, morale, population = resources(board)
    board, _ = board.play(board.option("base.use_action_ability", ability=cards.ONCE_PER_GAME))
    assert resources(board) == (fuel + 1, food + 1, morale, population)
    board = edits.at_action(board, seat)
    assert board.pending is not None
    assert not [o for o in board.pending.options if o.tag == "base.use_action_ability"]


def test_gaetas_ability_and_weakness_change_the_rules_through_modifier_hooks() -> None:
    """Logistics: Gaeta's hand limit is 12 where Tigh's stays 10 (the plugin's
    `bsg_base_hand_limit`); By the Book: in the Research Lab, the Action step offers Tigh its action
    and never Gaeta (the plugin's `bsg_base_location_allowed`)."""
    board = table(plugins=PLUGINS, characters=(cards.CHARACTER, "saul_tigh", "laura_roslin"))
    gaeta = edits.seat_of(board.game, cards.CHARACTER)
    tigh = edits.seat_of(board.game, "saul_tigh")
    with using_rules(board.rules):
        assert hand_limit(board.game, gaeta) == cards.HAND_LIMIT
        assert hand_limit(board.game, tigh) == 10
    for seat, offered in ((tigh, True), (gaeta, False)):
        at_lab = edits.at_action(edits.placed(board, seat, cards.RESEARCH_LAB), seat)
        options = at_lab.pending.options  # type: ignore[union-attr]
        uses = [o for o in options if o.tag == "base.use_location"]
        assert bool(uses) is offered, seat


def test_the_fan_location_is_used_and_gains_morale() -> None:
    """A character in the Mess Hall activates it at the Action step: +1 morale."""
    board = fan_table()
    seat = board.game.current
    board = edits.at_action(edits.placed(board, seat, cards.LOCATION), seat)
    morale = board.game.morale
    board, _ = board.play(board.option("base.use_location", location=cards.LOCATION))
    assert board.game.morale == morale + 1


# -- a misspelt copy is refused -----------------------------------------------------------------


def test_a_copy_with_a_misspelt_op_is_refused_naming_plugin_and_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The plugin's own content with one op misspelt (``fan_base_ratoin``), installed as
    ``fan_typo``: building the rules is a ConfigurationError naming the plugin and the card."""
    misspelt = {**cards.QUORUM_CARD, "effects": [{"op": "fan_base_ratoin", "delta": 2}]}
    monkeypatch.setattr(cards, "QUORUM_CARD", misspelt)
    copy = plugin_module(
        "fan_typo",
        requires=("base",),
        extends=("base",),
        bsg_base_content=fan_plugin.bsg_base_content,
    )
    with installed_plugins(copy), pytest.raises(ConfigurationError) as info:
        Game.new("base", plugins=["fan_typo"], seats=4, seed=3)
    message = str(info.value)
    assert "plugin 'fan_typo'" in message and cards.QUORUM in message
    assert "fan_base_ratoin" in message
