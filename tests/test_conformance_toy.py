"""The conformance kit on the toy ruleset: it passes on correct rules and catches planted bugs.

A check that never fails proves nothing, so each check is also run against a broken variant of
the toy (a leaky view, an unsorted or empty decision, a public copy of a secret) and must fail.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pytest

import bsgcore.testing.toy as toy
from bsgcore import Game
from bsgcore.messages import Decision, Event, Frame
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.testing import (
    check_ended,
    check_game,
    check_invariants,
    check_no_leaks,
    check_options_playable,
    check_rejected,
    check_rejects_illegal,
    find_value,
    illegal_commands,
    installed_plugins,
    make_state_machine,
    plugin_module,
    random_playout,
    sweep_playouts,
    sweep_size,
)

# --------------------------------------------------------------------------------------------------
# the kit passes on the toy
# --------------------------------------------------------------------------------------------------


def _step_checks(game: Game) -> None:
    """What a sweep checks after every command: invariants against the log."""
    check_invariants(game.rules, game.state, game.events)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 6])
def test_random_playouts_pass_every_check(seats: int) -> None:
    """Seeded random games of every size end, and pass every conformance check at the end."""
    for seed in range(sweep_size(full=60, sample=4)):
        options = {"target": 8} if seed % 2 else {}
        game = random_playout(
            "toy", seats, seed * 7919 + 10**7, options=options, on_step=_step_checks
        )
        assert game.is_over
        check_game(game)
        check_no_leaks(game)
        check_rejects_illegal(game)


def test_mid_game_states_pass_every_check(toy_game: Callable[..., Game]) -> None:
    """The kit also holds in the middle of a game, where a decision is pending."""
    game = toy_game(seats=4, seed=123_456_789)
    for _ in range(12):
        if game.is_over:
            break
        check_invariants(game.rules, game.state, game.events)
        check_options_playable(game)
        check_no_leaks(game)
        errors = check_rejects_illegal(game)
        assert all(e.code for e in errors)
        assert game.pending is not None
        game.play(game.pending.options[-1])
    check_game(game)


def test_random_playout_is_reproducible() -> None:
    """Same seed and bot seed give the same log; another bot seed plays another game."""
    a = random_playout("toy", 3, 42, bot_seed=1)
    b = random_playout("toy", 3, 42, bot_seed=1)
    c = random_playout("toy", 3, 42, bot_seed=2)
    assert a.log_records() == b.log_records()
    assert a.events[:2] == c.events[:2]
    assert a.log_records() != c.log_records()


def test_illegal_commands_cover_the_brief(toy_game: Callable[..., Game]) -> None:
    """The illegal set holds each kind the kit promises, and each is refused with a code."""
    game = toy_game(seats=3, seed=5, commands=6)
    kinds = " | ".join(text for text, _ in illegal_commands(game))
    for needle in (
        "unknown tag",
        "missing",
        "extra field",
        "seat as a string",
        "played by seat",
        "past the last seat",
        "JSON list",
        "not legal now",
    ):
        assert needle in kinds
    codes = {e.code for e in check_rejects_illegal(game)}
    assert {"malformed_command", "unknown_command", "not_your_turn"} <= codes


def test_finished_game_refuses_with_game_over() -> None:
    """After the end, every well-formed command is refused with GameOver."""
    game = random_playout("toy", 2, 3, options={"target": 5})
    codes = {e.code for e in check_rejects_illegal(game)}
    assert "game_over" in codes


def test_find_value_compares_json_types_and_names_the_path() -> None:
    """Sub-value search is type-strict (1 is not true nor 1.0) and reports where it found it."""
    tree = {"a": [1, {"b": [2, 3]}], "c": True, "d": 1.0}
    assert find_value(tree, [2, 3]) == "$.a[1].b"
    assert find_value(tree, {"b": [2, 3]}) == "$.a[1]"
    assert find_value(tree, [3, 2]) is None
    assert find_value({"c": True, "d": 1.0}, 1) is None
    assert find_value(tree, 1) == "$.a[0]"


# --------------------------------------------------------------------------------------------------
# the state machine
# --------------------------------------------------------------------------------------------------

TestToyMachineTwoSeats = make_state_machine("toy", 2, options={"target": 8}).TestCase
TestToyMachineFiveSeats = make_state_machine("toy", 5).TestCase


def test_state_machine_class_is_named_and_configurable() -> None:
    """The factory names the class after the ruleset and applies the settings it is given."""
    from hypothesis import settings

    machine = make_state_machine("toy", 3, hypothesis_settings=settings(max_examples=3))
    assert machine.__name__ == "Toy3Machine"
    assert machine.TestCase.settings.max_examples == 3


# --------------------------------------------------------------------------------------------------
# the kit catches planted bugs
# --------------------------------------------------------------------------------------------------

LEAK_SEED = 987_654_321


def _game_with(plugin: Any, seats: int = 3, seed: int = LEAK_SEED, **options: Any) -> Game:
    """A toy game with one extra plugin enabled (the caller keeps it installed)."""
    game = Game.new("toy", plugins=[plugin.PLUGIN.name], seats=seats, seed=seed, options=options)
    assert game.rules.spec.secrets is not None
    assert game.rules.spec.secrets(game.state, 0), "pick a seed whose bonuses differ"
    return game


def _variant(name: str, **hooks: Callable[..., Any]) -> Any:
    """A plugin on top of the toy (after it, so it may replace the toy's rules)."""
    return plugin_module(name, requires=("toy",), extends=("toy",), **hooks)


def test_kit_catches_a_view_that_shows_other_bonuses() -> None:
    """A view section with every bonus fails both the scramble and the secrets check."""
    leaky = _variant(
        "leaky_view", bsg_player_view=lambda state, seat: {"all": list(state.game.bonus)}
    )
    with installed_plugins(leaky):
        game = _game_with(leaky)
        with pytest.raises(AssertionError, match="scrambled|secret"):
            check_no_leaks(game)
        with pytest.raises(AssertionError, match=r"secret .* in its view at \$\.plugins"):
            check_no_leaks(game, scrambles=0)


@attrs.frozen
class BonusAnnounced(Event):
    """A planted bug: a public event that repeats the secret bonuses."""

    tag = "leaky_event.announced"
    bonus: tuple[int, ...]


def _register_announced(registry: RulesRegistry, ruleset: str) -> None:
    registry.event(BonusAnnounced, lambda state, event: state)


def _announce(state: State, event: Event) -> list[Event] | None:
    return [BonusAnnounced(event.bonus)] if isinstance(event, toy.BonusDealt) else None


def test_kit_catches_a_secret_in_an_event() -> None:
    """A public event carrying every bonus is found in each seat's redacted events."""
    leaky = _variant(
        "leaky_event", bsg_register_rules=_register_announced, bsg_after_event=_announce
    )
    with installed_plugins(leaky):
        game = _game_with(leaky)
        assert any(isinstance(e, BonusAnnounced) for e in game.events)
        with pytest.raises(AssertionError, match=r"secret .* in its event \d+ at \$\.bonus"):
            check_no_leaks(game)


def test_kit_catches_the_seed_in_a_view() -> None:
    """The seed written as text (or as a number) in a view is found."""
    for show in (lambda s: f"seed={s}", lambda s: s):
        leaky = _variant(
            "leaky_seed", bsg_player_view=lambda state, seat, show=show: {"x": show(state.seed)}
        )
        with installed_plugins(leaky):
            game = _game_with(leaky)
            with pytest.raises(AssertionError, match="can read the seed in its view"):
                check_no_leaks(game)


def _forbid_everything_late(state: State, command: Any) -> str | None:
    return "no" if state.game.turn_points >= 6 else None


def test_random_playout_reports_a_soft_lock() -> None:
    """Vetoing every option leaves nobody to act: the playout and the invariants say soft-lock."""
    locking = _variant("locking", bsg_forbid_command=_forbid_everything_late)
    with installed_plugins(locking):
        with pytest.raises(AssertionError, match=r"soft-lock in random_playout\('toy'.*seed=1"):
            random_playout("toy", 2, 1, plugins=["locking"])
        game = Game.new("toy", plugins=["locking"], seats=2, seed=1)
        while game.pending is not None and game.pending.options:
            game.play(game.pending.options[-1])
        with pytest.raises(AssertionError, match="soft-lock"):
            check_invariants(game.rules, game.state)


def test_random_playout_reports_a_game_that_does_not_end() -> None:
    """A game past ``max_commands`` fails with the arguments needed to replay it."""
    with pytest.raises(AssertionError, match=r"did not end within max_commands=30"):
        random_playout("toy", 2, 4, options={"target": 10**6}, max_commands=30)


def _decider(make: Callable[[int], list[Any]]) -> Callable[[RulesRegistry, str], None]:
    """A plugin's registration that replaces the toy's roll-or-hold decision."""

    def register(registry: RulesRegistry, ruleset: str) -> None:
        def decide(state: State, frame: Any) -> Decision:
            options = tuple(make(frame.seat))
            return Decision(frame.seat, "roll_or_hold", "Roll or hold?", options)

        registry.frame(toy.RollOrHold, decide=decide, replace=True)

    return register


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda s: [toy.Roll(s), toy.Hold(s)], "not sorted"),
        (lambda s: [toy.Hold(s), toy.Hold(s), toy.Roll(s)], "twice"),
        (lambda s: [toy.Hold(s), toy.Roll(s + 1)], "another seat"),
        (lambda s: [], "soft-lock"),
    ],
    ids=["unsorted", "duplicate", "other-seat", "empty"],
)
def test_invariants_catch_a_bad_decision(make: Callable[[int], list[Any]], message: str) -> None:
    """A decision built without ``Decision.make`` and its sorting is caught."""
    bad = _variant("bad_decision", bsg_register_rules=_decider(make))
    with installed_plugins(bad):
        game = Game.new("toy", plugins=["bad_decision"], seats=2, seed=2)
        with pytest.raises(AssertionError, match=message):
            check_invariants(game.rules, game.state, game.events)


@attrs.frozen
class Orphan(Frame):
    """A frame type no plugin registers."""

    tag = "bsgcore_testing.orphan"


def test_invariants_catch_broken_states(toy_game: Callable[..., Game]) -> None:
    """Seq off the log, an unregistered frame, frames left after the end, unknown options."""
    game = toy_game(seats=2, seed=9, commands=3)
    rules, state, events = game.rules, game.state, game.events
    check_invariants(rules, state, events)
    cases: list[tuple[State, str]] = [
        (attrs.evolve(state, seq=state.seq + 1), "log holds"),
        (state.push(Orphan()), "no plugin registered"),
        (attrs.evolve(state, stack=()), "stack is empty"),
        (attrs.evolve(state, options={}), "declared"),
        (attrs.evolve(state, seats=1), "outside"),
    ]
    for broken, message in cases:
        with pytest.raises(AssertionError, match=message):
            check_invariants(rules, broken, events)
    over = random_playout("toy", 2, 1, options={"target": 5})
    assert over.outcome is not None
    with pytest.raises(AssertionError, match="frames remain"):
        check_invariants(rules, over.state.push(toy.Turn(0)))


def test_check_game_catches_a_state_the_log_does_not_explain(toy_game: Callable[..., Game]) -> None:
    """A live state that replay cannot reproduce is reported with the differing JSON path."""
    game = toy_game(seats=2, seed=11, commands=4)
    check_game(game)
    game.state = game.state.with_game(attrs.evolve(game.state.game, turn_points=99))
    with pytest.raises(AssertionError, match=r"replay differs .*\$\.game\.turn_points"):
        check_game(game)


def test_check_rejected_fails_on_a_legal_command_and_restores_the_game(
    toy_game: Callable[..., Game],
) -> None:
    """If an 'illegal' command is accepted the check fails, and the game is put back."""
    game = toy_game(seats=2, seed=13, commands=2)
    before = game.log_records()
    assert game.pending is not None
    with pytest.raises(AssertionError, match="was accepted"):
        check_rejected(game, "a legal command", game.pending.options[0])
    assert game.log_records() == before


def test_state_machine_catches_a_leaky_view() -> None:
    """The machine, run on a toy whose view shows every bonus, fails on the leak."""
    from hypothesis import Phase, settings
    from hypothesis.stateful import run_state_machine_as_test

    leaky = _variant(
        "leaky_view", bsg_player_view=lambda state, seat: {"all": list(state.game.bonus)}
    )
    quick = settings(max_examples=20, phases=[Phase.generate], database=None, derandomize=True)
    with installed_plugins(leaky):
        machine = make_state_machine("toy", 3, plugins=["leaky_view"])
        with pytest.raises(AssertionError, match="scrambled|secret"):
            run_state_machine_as_test(machine, settings=quick)


def test_state_machine_catches_a_soft_lock() -> None:
    """The machine, run on a toy that vetoes every late option, reports the soft-lock."""
    from hypothesis import Phase, settings
    from hypothesis.stateful import run_state_machine_as_test

    locking = _variant("locking", bsg_forbid_command=_forbid_everything_late)
    quick = settings(max_examples=30, phases=[Phase.generate], database=None, derandomize=True)
    with installed_plugins(locking):
        machine = make_state_machine("toy", 2, plugins=["locking"])
        with pytest.raises(AssertionError, match="soft-lock"):
            run_state_machine_as_test(machine, settings=quick)


# --------------------------------------------------------------------------------------------------
# sweeps, profiles and the pytest plugin
# --------------------------------------------------------------------------------------------------


def test_sweep_size_follows_the_env_and_the_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sample by default; the full size with BSG_FULL=1 or the plugin's --bsg-full."""
    from bsgcore.testing import set_full_sweeps

    monkeypatch.delenv("BSG_FULL", raising=False)
    assert sweep_size(full=100, sample=5) == 5
    assert sweep_size(full=3, sample=5) == 3
    monkeypatch.setenv("BSG_FULL", "1")
    assert sweep_size(full=100, sample=5) == 100
    monkeypatch.setenv("BSG_FULL", "0")
    set_full_sweeps(True)
    try:
        assert sweep_size(full=100, sample=5) == 100
    finally:
        set_full_sweeps(None)
    with pytest.raises(ValueError):
        sweep_size(full=-1, sample=1)


def test_profile_selection(monkeypatch: pytest.MonkeyPatch) -> None:
    """HYPOTHESIS_PROFILE wins; else ci when CI is set; else dev. ci is small and reproducible."""
    from hypothesis import settings

    from bsgcore.testing import profiles

    monkeypatch.delenv("HYPOTHESIS_PROFILE", raising=False)
    monkeypatch.delenv("CI", raising=False)
    assert profiles.selected_profile_name() == "dev"
    monkeypatch.setenv("CI", "true")
    assert profiles.selected_profile_name() == "ci"
    monkeypatch.setenv("HYPOTHESIS_PROFILE", "dev")
    assert profiles.selected_profile_name() == "dev"
    ci = settings.get_profile("ci")
    assert ci.deadline is None and ci.derandomize and ci.max_examples <= 20
    assert settings.get_profile("dev").max_examples > ci.max_examples


PLUGIN_PROBE = """
import pytest

@pytest.mark.rules("E-1.2")
@pytest.mark.slow
def test_sizes(sweep_size, bsg_full):
    print(f"SIZE={sweep_size(50, 3)} FULL={bsg_full}")
"""


def _run_pytest(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """Run pytest in a subprocess with the bsgcore plugin (by entry point, else by -p)."""
    from importlib.metadata import entry_points

    wired = any(ep.name == "bsgcore" for ep in entry_points(group="pytest11"))
    plugin = () if wired else ("-p", "bsgcore.testing.pytest_plugin")
    return pytester.runpytest_subprocess(
        *plugin, "-s", "--strict-markers", "-p", "no:cacheprovider", *args
    )


def test_pytest_plugin_markers_and_full_flag(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plugin registers the markers (strict mode passes) and --bsg-full turns sweeps full."""
    pytester.makepyfile(test_probe=PLUGIN_PROBE)
    monkeypatch.delenv("BSG_FULL", raising=False)
    sample = _run_pytest(pytester)
    sample.assert_outcomes(passed=1)
    sample.stdout.fnmatch_lines(["bsgcore: slow sweeps sample*", "*SIZE=3 FULL=False*"])
    full = _run_pytest(pytester, "--bsg-full")
    full.assert_outcomes(passed=1)
    full.stdout.fnmatch_lines(["*SIZE=50 FULL=True*"])


def test_pytest_plugin_refuses_a_rules_marker_without_ids(pytester: pytest.Pytester) -> None:
    """``@pytest.mark.rules()`` with no rule id is a usage error, so coverage stays honest."""
    pytester.makepyfile(test_bad="import pytest\n\n@pytest.mark.rules()\ndef test_x():\n    pass\n")
    result = _run_pytest(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*rules needs rule id strings*"])


def test_check_ended_refuses_unfinished_and_unexplained_games(
    toy_game: Callable[..., Game],
) -> None:
    """`check_ended` fails on a game still running and on a live state its log cannot replay,
    and names the outcome of a game that ended cleanly."""
    running = toy_game(seats=2, seed=11, commands=4)
    with pytest.raises(AssertionError, match="without an outcome"):
        check_ended(running)
    finished = random_playout("toy", 2, 11)
    key = check_ended(finished)
    assert finished.outcome is not None
    assert key == f"{finished.outcome.winner}:{finished.outcome.condition}"
    finished.state = finished.state.with_game(attrs.evolve(finished.state.game, turn_points=99))
    with pytest.raises(AssertionError, match="replaying the log"):
        check_ended(finished, "tampered")


def test_sweep_playouts_counts_each_seed_once_and_varies_options() -> None:
    """`sweep_playouts` plays one game per seed, counts every outcome, and passes each seed to
    an options function; the counts equal those of the same games played one by one."""
    seen: list[int] = []

    def options(seed: int) -> dict[str, Any]:
        seen.append(seed)
        return {}

    outcomes = sweep_playouts("toy", 3, range(5, 10), options=options)
    assert seen == [5, 6, 7, 8, 9]
    assert sum(outcomes.values()) == 5
    one_by_one = [check_ended(random_playout("toy", 3, seed)) for seed in range(5, 10)]
    assert outcomes == {key: one_by_one.count(key) for key in set(one_by_one)}
