"""The Exodus plugin as a whole: installed and enabled, its options and their validation, and
seeded random games at 4 to 6 seats, with and without Pegasus, that end and pass the
conformance kit (invariants, replay, JSON, save/load, no leaks, rejected commands change
nothing)."""

from __future__ import annotations

import pytest
from bsg_exodus import __version__, options
from bsg_exodus import plugin as exodus_plugin
from bsg_exodus.data import load
from exodus_helpers import PLUGINS, WITH_PEGASUS, exodus_game
from hypothesis import HealthCheck, settings

from bsgcore import ConfigurationError, cli
from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    make_state_machine,
    random_playout,
    sweep_size,
)

SMALL = settings(
    max_examples=1, stateful_step_count=60, deadline=None, suppress_health_check=list(HealthCheck)
)

TestExodusFourSeats = make_state_machine(
    "base", 4, plugins=PLUGINS, hypothesis_settings=SMALL
).TestCase


@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS], ids=["exodus", "with_pegasus"])
@pytest.mark.parametrize("seats", (4, 5, 6))
def test_random_games_end(seats: int, plugins: list[str]) -> None:
    """Seeded random Exodus games at 4, 5 and 6 seats, alone and with Pegasus, end with an
    outcome (cheap: the kit's checks run in the test below)."""
    for seed in range(sweep_size(full=20, sample=1)):
        game = random_playout("base", seats, 7300 + seed, plugins=plugins)
        assert game.state.outcome is not None


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seats", "plugins"), [(4, PLUGINS), (5, WITH_PEGASUS)], ids=["4-exodus", "5-with_pegasus"]
)
def test_random_games_pass_the_kit(seats: int, plugins: list[str]) -> None:
    """The conformance kit on seeded random games (invariants, replay, JSON, save/load, no leaks,
    rejected commands change nothing): one game a cell in CI, more with BSG_FULL."""
    for seed in range(sweep_size(full=5, sample=1)):
        game = random_playout("base", seats, 7400 + seed, plugins=plugins)
        assert game.state.outcome is not None
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)


def test_bsg_plugins_lists_it_with_its_parts_hooks(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg plugins`` finds Exodus through its entry point, requiring and extending base."""
    assert cli.main(["plugins"]) == 0
    out = capsys.readouterr().out
    entry = out.split("\nexodus ", 1)[1].split("\n\n", 1)[0]
    assert entry.startswith(__version__)
    assert "module: bsg_exodus.plugin" in entry
    assert "requires: base" in entry and "extends: base" in entry


def test_version_carries_the_data_digest() -> None:
    """The plugin's version names its card data's digest, so other data is another version."""
    assert exodus_plugin.PLUGIN.version == f"{__version__}+data.{load().digest}"
    game = exodus_game(seed=2)
    assert any(info.name == "exodus" for info in game.rules.infos)
    assert len(load().table("crisis")) == 40


def test_every_part_is_registered_after_the_plugin() -> None:
    """Each feature package is a pluggy plugin ``exodus.<package>``, in the listed order."""
    game = exodus_game()
    names = [game.rules.pm.get_name(p) for p in game.rules.pm.get_plugins()]
    parts = [f"exodus.{path.rsplit('.', 1)[-1]}" for path in exodus_plugin.PARTS]
    assert set(parts) <= set(names)


def test_options_and_their_defaults() -> None:
    """Every option is off by default; each may be set alone or with the others."""
    game = exodus_game()
    assert game.state.options[options.CYLON_FLEET] is False
    assert game.state.options[options.IONIAN_NEBULA] is False
    assert game.state.options[options.CONFLICTED_LOYALTIES] == ""
    assert options.loyalty_kinds(game.state.options) == frozenset()


@pytest.mark.rules("X-MOD-2")
@pytest.mark.parametrize("form", options.LOYALTY_FORMS)
@pytest.mark.parametrize("fleet", (False, True))
@pytest.mark.parametrize("nebula", (False, True))
def test_each_option_alone_or_in_any_combination(form: str, fleet: bool, nebula: bool) -> None:
    """X-MOD-2: no option requires another: all 16 combinations make a game."""
    game = exodus_game(cylon_fleet=fleet, ionian_nebula=nebula, conflicted_loyalties=form)
    assert game.state.options[options.CYLON_FLEET] is fleet
    assert game.state.options[options.IONIAN_NEBULA] is nebula
    assert game.state.options[options.CONFLICTED_LOYALTIES] == form


@pytest.mark.parametrize("asked", [{"cylon_fleet": True}, {"ionian_nebula": True}])
def test_every_option_is_built_and_needs_no_allow_incomplete(asked: dict[str, object]) -> None:
    """Cylon Fleet and Ionian Nebula are complete: each makes a game without allow_incomplete,
    alone, with the other options and with Pegasus."""
    name = next(iter(asked))
    assert exodus_game(**asked).state.options[name] == asked[name]
    everything = {"cylon_fleet": True, "ionian_nebula": True, "conflicted_loyalties": "both"}
    with_pegasus = exodus_game(pegasus=True, seats=5, new_caprica=False, **everything)
    assert with_pegasus.state.options[name] == asked[name]


@pytest.mark.rules("X-NEB-OBJ-1")
def test_ionian_nebula_and_new_caprica_are_two_objectives_and_refused_together() -> None:
    """A game has one objective: Ionian Nebula with Pegasus's New Caprica is refused with a
    sentence naming both options (docs/rulings.md); each alone makes a game."""
    with pytest.raises(ConfigurationError, match="ionian_nebula and the Pegasus option new_ca"):
        exodus_game(pegasus=True, ionian_nebula=True, new_caprica=True)
    assert exodus_game(pegasus=True, new_caprica=True, cylon_fleet=True).state.options


@pytest.mark.parametrize("form", ["final_five", "personal_goals", "both"])
def test_conflicted_loyalties_is_built_and_no_longer_refused(form: str) -> None:
    """Conflicted Loyalties is complete: each form makes a game without allow_incomplete."""
    assert exodus_game(conflicted_loyalties=form).state.options["conflicted_loyalties"] == form


def test_bad_options_are_refused_with_clear_errors() -> None:
    """A wrong type or an unknown form of Conflicted Loyalties is refused, naming the choices."""
    with pytest.raises(ConfigurationError, match="must be a bool"):
        exodus_game(cylon_fleet="yes")
    with pytest.raises(ConfigurationError, match=r"must be one of \['', 'final_five'"):
        exodus_game(conflicted_loyalties="final five")
    with pytest.raises(ConfigurationError, match="must be a str"):
        exodus_game(conflicted_loyalties=True)


def test_loyalty_kinds_follow_the_form() -> None:
    """ "both" means the Personal Goal and the Final Five cards (X-LC-SETUP-1)."""
    assert options.loyalty_kinds({"conflicted_loyalties": "both"}) == {
        options.FINAL_FIVE,
        options.PERSONAL_GOALS,
    }
    assert options.loyalty_kinds({"conflicted_loyalties": "final_five"}) == {options.FINAL_FIVE}


def test_cards_missing_lists_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg cards --plugin exodus --missing`` lists no Exodus entry (the allies and the trauma
    tokens included, part ``bsg_exodus.nebula``) and exits 0."""
    code = cli.main(["cards", "--ruleset", "base", "--plugin", "exodus", "--missing"])
    out = capsys.readouterr().out
    assert code == 0
    assert "exodus." not in out
