"""The fan-base example: the bsgcore conformance kit on the base game with the plugin enabled, a
scenario built with the public helpers of `bsgcore.testing.scenarios`, and the content the
plugin is meant to add, each listed as an expected failure until the base game's content hook
(``bsg_base_content``, issue 9 item 2) lets a plugin add it."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

pytest.importorskip("bsg_fan_base", reason="install it first: pip install -e examples/fan-base")

from bsg_fan_base import __version__  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

from bsgcore import Game, cli  # noqa: E402
from bsgcore.base import BaseCatalogue, BaseGame, data  # noqa: E402
from bsgcore.context import using_rules  # noqa: E402
from bsgcore.testing import (  # noqa: E402
    check_game,
    check_invariants,
    check_no_leaks,
    check_rejects_illegal,
    make_state_machine,
    random_playout,
    sweep_size,
)
from bsgcore.testing.scenarios import edits  # noqa: E402
from bsgcore.testing.scenarios.table import set_up  # noqa: E402
from bsgcore.testing.scenarios.turn import table  # noqa: E402

PLUGINS = ["fan_base"]
PREFIX = "fan_base."  # the plugin's cards are named after it
SMALL = settings(
    max_examples=2, stateful_step_count=100, deadline=None, suppress_health_check=list(HealthCheck)
)
PENDING = "needs the base game's content hook bsg_base_content (issue 9 item 2)"

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


# -- the content still to come ----------------------------------------------------------------


def catalogue_and_game() -> tuple[BaseCatalogue, BaseGame]:
    """The catalogue of a set-up 4-seat game with the plugin, and its game value."""
    game = set_up(4, 1, plugins=PLUGINS)
    with using_rules(game.rules):
        cards = data()
    return cards, game.state.game


def ours(ids: Iterable[object]) -> list[str]:
    """The plugin's card ids among these records or ids."""
    found = [getattr(x, "id", x) for x in ids]
    return [i for i in found if isinstance(i, str) and i.split("#")[0].startswith(PREFIX)]


def in_a_skill_deck(game: BaseGame) -> list[str]:
    """Every skill card code in the decks, hands and discards."""
    return [
        *(c for d in game.skill_decks for c in d),
        *(c for p in game.players for c in p.hand),
        *(c for d in game.skill_discards for c in d),
    ]


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


@pytest.mark.xfail(reason=PENDING, strict=True, raises=AssertionError)
@pytest.mark.parametrize("item", sorted(CONTENT))
def test_the_plugin_adds(item: str) -> None:
    """Each piece of fan content is in the catalogue and in play (README's list): fails until
    the content hook exists and the plugin uses it, then passes and the marker must go."""
    cards, game = catalogue_and_game()
    assert CONTENT[item](cards, game), f"not yet implemented: {item}"
