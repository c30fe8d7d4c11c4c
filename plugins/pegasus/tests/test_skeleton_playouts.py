"""The Pegasus plugin as a whole: installed and enabled, its options and seat range, and seeded
random games at 3 to 7 seats that end and pass the conformance kit (invariants, replay, JSON,
save/load, no leaks, rejected commands change nothing)."""

from __future__ import annotations

import pytest
from bsg_pegasus import __version__, options
from bsg_pegasus import plugin as pegasus_plugin
from bsg_pegasus.data import load
from hypothesis import HealthCheck, settings
from pegasus_helpers import PLUGINS, SEATS, pegasus_game

from bsgcore import ConfigurationError, Game, cli
from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    make_state_machine,
    random_playout,
    sweep_size,
)

SMALL = settings(
    max_examples=2, stateful_step_count=100, deadline=None, suppress_health_check=list(HealthCheck)
)

TestPegasusFourSeats = make_state_machine(
    "base", 4, plugins=PLUGINS, hypothesis_settings=SMALL
).TestCase


@pytest.mark.slow
@pytest.mark.parametrize("seats", SEATS)
def test_random_games_end_and_pass_the_kit(seats: int) -> None:
    """Seeded random Pegasus games at every seat count end with an outcome and pass the kit."""
    for seed in range(sweep_size(full=10, sample=1)):
        game = random_playout("base", seats, 9100 + seed, plugins=PLUGINS)
        assert game.state.outcome is not None
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)


def test_bsg_plugins_lists_it_with_its_parts_hooks(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg plugins`` finds Pegasus through its entry point, with the hooks of its parts."""
    assert cli.main(["plugins"]) == 0
    out = capsys.readouterr().out
    entry = out.split("\npegasus ", 1)[1].split("\n\n", 1)[0]
    assert entry.startswith(__version__)
    assert "module: bsg_pegasus.plugin" in entry
    assert "requires: base" in entry and "extends: base" in entry
    assert "bsg_base_content" in entry  # implemented by the setup part, not the plugin module


def test_version_carries_the_data_digest() -> None:
    """The plugin's version names its card data's digest, so other data is another version."""
    assert pegasus_plugin.PLUGIN.version == f"{__version__}+data.{load().digest}"
    game = pegasus_game(seed=2)
    assert any(info.name == "pegasus" for info in game.rules.infos)


def test_every_part_is_registered_after_the_plugin() -> None:
    """Each feature package is a pluggy plugin ``pegasus.<package>``, in the listed order."""
    game = pegasus_game()
    names = [game.rules.pm.get_name(p) for p in game.rules.pm.get_plugins()]
    parts = [f"pegasus.{path.rsplit('.', 1)[-1]}" for path in pegasus_plugin.PARTS]
    assert set(parts) <= set(names)
    impls = game.rules.pm.hook.bsg_base_content.get_hookimpls()
    assert "pegasus.setup" in [impl.plugin_name for impl in impls]


def test_options_and_their_defaults() -> None:
    """The variants are options: New Caprica and Cylon Leaders on, the Sympathetic Cylon off."""
    game = pegasus_game()
    assert game.state.options[options.NEW_CAPRICA] is True
    assert game.state.options[options.CYLON_LEADERS] is True
    assert game.state.options[options.SYMPATHETIC_CYLON] is False
    off = pegasus_game(new_caprica=False, cylon_leaders=False, sympathetic_cylon=True)
    assert off.state.options[options.NEW_CAPRICA] is False
    with pytest.raises(ConfigurationError, match="must be a bool"):
        pegasus_game(new_caprica="no")


def test_seven_seats_with_pegasus_only() -> None:
    """Seven players need Pegasus; a base game alone still seats at most six."""
    assert pegasus_game(seats=7).state.seats == 7
    with pytest.raises(ConfigurationError, match="3 to 6 seats, not 7"):
        Game.new("base", seats=7, seed=1)
    with pytest.raises(ConfigurationError, match="3 to 7 seats, not 8"):
        pegasus_game(seats=8)


@pytest.mark.rules("P-7P-1")
def test_seven_seats_refuse_the_no_cylon_leaders_variant() -> None:
    """Seven players must have a Cylon Leader, so "no Cylon Leaders" is refused at seven."""
    with pytest.raises(ConfigurationError, match="seven-player"):
        pegasus_game(seats=7, cylon_leaders=False)
    assert pegasus_game(seats=6, cylon_leaders=False).state.seats == 6
