"""Game creation: options, seats and seeds are checked up front and refused with
ConfigurationError and a stable code, before any event exists."""

from __future__ import annotations

from typing import Any

import pytest

from bsgcore import ConfigurationError, Game
from bsgcore.core_events import GameCreated
from bsgcore.ruleset import RulesRegistry
from bsgcore.testing import installed_plugins, plugin_module


def _register_options(registry: RulesRegistry, ruleset: str) -> None:
    registry.option("speed", "normal", "How fast turns go.", choices=("slow", "normal", "fast"))
    registry.option("house_rule", False, "A house rule.")


def _validate(ruleset: str, options: dict[str, Any], seats: int) -> list[str]:
    if options["speed"] == "fast" and seats > 4:
        return ["Fast games are for at most 4 seats."]
    return []


OPTIONS_PLUGIN = plugin_module(
    "opts",
    extends=("toy",),
    bsg_register_rules=_register_options,
    bsg_validate_options=_validate,
)


def _refused(code: str, match: str | None = None, **kwargs: Any) -> ConfigurationError:
    arguments: dict[str, Any] = {"ruleset": "toy", "seats": 3, "seed": 1, **kwargs}
    with pytest.raises(ConfigurationError, match=match) as caught:
        Game.new(**arguments)
    assert caught.value.code == code and caught.value.message
    return caught.value


def test_defaults_are_filled_in_and_recorded() -> None:
    """Options left out take their declared default, and the full set is in core.game_created."""
    with installed_plugins(OPTIONS_PLUGIN):
        game = Game.new("toy", plugins=["opts"], seats=3, seed=1, options={"speed": "slow"})
    expected = {"target": 20, "speed": "slow", "house_rule": False}
    assert game.state.options == expected
    created = game.events[0]
    assert isinstance(created, GameCreated) and created.options == expected


@pytest.mark.parametrize("seats", [0, 1, 7, 100, -2])
def test_seat_counts_outside_the_range_are_refused(seats: int) -> None:
    """The toy is for 2 to 6 seats."""
    _refused("bad_seat_count", "2 to 6", seats=seats)


def test_unknown_options_are_refused_with_the_known_ones() -> None:
    """A misspelt option is named, with the list of options the game knows."""
    error = _refused("unknown_option", "targte", options={"targte": 10})
    assert "target" in error.message


@pytest.mark.parametrize("value", ["20", 20.0, True, None, [20]])
def test_options_of_the_wrong_type_are_refused(value: Any) -> None:
    """An option's type is its default's type, strictly (no bool for int, no str for int)."""
    _refused("bad_option", "target", options={"target": value})


def test_choices_and_whole_game_validation() -> None:
    """Declared choices are enforced; a plugin's validation hook refuses with its sentence."""
    with installed_plugins(OPTIONS_PLUGIN):
        _refused("bad_option", "speed", plugins=["opts"], options={"speed": "warp"})
        _refused("bad_option", "at most 4", plugins=["opts"], seats=5, options={"speed": "fast"})
        Game.new("toy", plugins=["opts"], seats=4, seed=1, options={"speed": "fast"})


def test_unknown_ruleset_and_plugin_are_refused() -> None:
    """Unknown names give their own codes and list what is installed."""
    _refused("unknown_ruleset", "chess", ruleset="chess")
    _refused("unknown_plugin", "pegasus_fanmade", plugins=["pegasus_fanmade"])


def test_a_plugin_for_another_ruleset_is_refused() -> None:
    """A plugin that extends another ruleset cannot join a toy game."""
    other = plugin_module("for_base", extends=("base",))
    with installed_plugins(other):
        _refused("incompatible_plugin", "for_base", plugins=["for_base"])


@pytest.mark.parametrize("seed", [-1, "7", 1.5, True])
def test_bad_seeds_are_refused(seed: Any) -> None:
    """A seed is a non-negative integer (not a bool, float or string)."""
    _refused("bad_configuration", "seed", seed=seed)


@pytest.mark.parametrize("seats", ["3", 3.0])
def test_seats_that_are_not_integers_are_refused(seats: Any) -> None:
    """Seats must be an int; anything else is a ConfigurationError with bad_seat_count."""
    _refused("bad_seat_count", seats=seats)


@pytest.mark.parametrize("options", [[("target", 5)], "target"])
def test_options_that_are_not_a_mapping_are_refused(options: Any) -> None:
    """Options must be a mapping of names to values."""
    _refused("bad_option", options=options)


def test_seeds_past_64_bits_do_not_alias_smaller_ones() -> None:
    """Two different accepted seeds must not give the same game."""
    try:
        big = Game.new("toy", seats=3, seed=5 + 2**64)
    except ConfigurationError:
        return
    small = Game.new("toy", seats=3, seed=5)
    assert big.state.game != small.state.game or big.events[1:] != small.events[1:]
