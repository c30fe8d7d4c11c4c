"""The kernel's hooks (src/bsgcore/hookspecs.py), each implemented by an in-process plugin on the
toy ruleset and shown doing what its docstring says: when it is called, what its answer does, and
for firstresult hooks that the first plugin in order wins."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import bsgcore.testing.toy as toy
from bsgcore import ConfigurationError, Game, IllegalCommand, engine
from bsgcore.context import current_rules, using_rules
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesetSpec, RulesRegistry, build_rules, list_rulesets
from bsgcore.stack import push_after_batch, replace
from bsgcore.state import State
from bsgcore.testing import (
    check_game,
    check_invariants,
    check_no_leaks,
    installed_plugins,
    plugin_module,
    random_playout,
)
from bsgcore.view import Secret, secrets_for

CALLS: list[tuple[Any, ...]] = []


@pytest.fixture(autouse=True)
def _fresh_calls() -> None:
    CALLS.clear()


def _toy_plugin(name: str, **hooks: Any) -> Any:
    """A plugin for toy games (requires and extends the toy)."""
    return plugin_module(name, requires=("toy",), extends=("toy",), **hooks)


# -- events the test plugins add -------------------------------------------------------------------


@attrs.frozen
class HeadStart(Event):
    """Points each seat starts with (a setup event)."""

    tag = "test_hooks.head_start"
    points: tuple[int, ...]


@attrs.frozen
class Jackpot(Event):
    """A six banks a point at once (a triggered event)."""

    tag = "test_hooks.jackpot"
    seat: int


@attrs.frozen
class Echo(Event):
    """A trigger of a trigger."""

    tag = "test_hooks.echo"
    seat: int


def _apply_head_start(state: State, event: HeadStart) -> State:
    return state.with_game(attrs.evolve(state.game, banked=event.points))


def _apply_jackpot(state: State, event: Jackpot) -> State:
    banked = list(state.game.banked)
    banked[event.seat] += 1
    return state.with_game(attrs.evolve(state.game, banked=tuple(banked)))


def _apply_echo(state: State, event: Echo) -> State:
    return state


# -- bsg_register_rulesets -------------------------------------------------------------------------


def _register_big_pig(register: Any) -> None:
    spec = list_rulesets({"toy": toy})["toy"]
    register(attrs.evolve(spec, name="big_pig", max_seats=8, description="Pig for 8."))


def _big_pig_rules(registry: RulesRegistry, ruleset: str) -> None:
    if ruleset == "big_pig":
        toy.bsg_register_rules(registry=registry, ruleset="toy")


def _big_pig_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    return [toy.BonusDealt(tuple(rng.below(3) + 1 for _ in range(state.seats)))]


BIG_PIG = plugin_module(
    "big_pig",
    rulesets=("big_pig",),
    bsg_register_rulesets=_register_big_pig,
    bsg_register_rules=_big_pig_rules,
    bsg_setup=_big_pig_setup,
)


def test_bsg_register_rulesets_provides_a_playable_ruleset() -> None:
    """A declared ruleset is listed, games of it use its seat range, and it passes the kit."""
    with installed_plugins(BIG_PIG):
        specs = list_rulesets()
        assert isinstance(specs["big_pig"], RulesetSpec) and specs["big_pig"].max_seats == 8
        game = random_playout("big_pig", 8, seed=3)
        assert game.rules.plugin_names == ("core", "big_pig")
        check_game(game)
        with pytest.raises(ConfigurationError) as refused:
            Game.new("big_pig", seats=9, seed=1)
        assert refused.value.code == "bad_seat_count"
    with pytest.raises(ConfigurationError) as unknown:
        Game.new("big_pig", seats=3, seed=1)
    assert unknown.value.code == "unknown_ruleset"


# -- bsg_register_rules ----------------------------------------------------------------------------


def _always_six(state: State, command: toy.Roll, rng: RandomCursor) -> list[Event]:
    return [toy.Rolled(command.seat, 6)]


def _register_house_rules(registry: RulesRegistry, ruleset: str) -> None:
    CALLS.append(("register", registry.current_plugin))
    registry.command(toy.Roll, _always_six, replace=True)
    registry.option("lucky", True, "Every roll after the first is a six.")
    registry.event(HeadStart, _apply_head_start)
    registry.set_data("house_rules", ("lucky",))


def test_bsg_register_rules_registers_in_plugin_order_and_may_replace() -> None:
    """Called once per rules with current_plugin set; options, types and data are the plugin's,
    and a plugin that requires the toy replaces its Roll handler."""
    house = _toy_plugin("house", bsg_register_rules=_register_house_rules)
    with installed_plugins(house):
        rules = build_rules("toy", ["house"])
        assert build_rules("toy", ["house"]) is rules
        assert CALLS == [("register", "house")]
        assert rules.registry.options["lucky"].plugin == "house"
        assert rules.registry.owner[HeadStart.tag] == "house"
        assert rules.data["house_rules"] == ("lucky",)
        game = Game.new("toy", plugins=["house"], seats=2, seed=5)
        assert game.state.options["lucky"] is True
        seat = game.pending.seat  # type: ignore[union-attr]
        events = game.play(toy.Roll(seat))
        assert events[1] == toy.Rolled(seat, 6)


# -- bsg_validate_options --------------------------------------------------------------------------


def _validate_target(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    CALLS.append(("validate", current_rules()))
    if options["target"] < 10 * (seats - 1):
        return [f"With {seats} seats the target must be at least {10 * (seats - 1)}."]
    return None


def _validate_seats(ruleset: str, options: dict[str, Any], seats: int) -> list[str]:
    return ["No more than 4 seats at this table."] if seats > 4 else []


def test_bsg_validate_options_refuses_with_every_plugins_sentences() -> None:
    """Problems from every plugin, in plugin order, refuse the game; the rules are current."""
    strict = _toy_plugin("strict", bsg_validate_options=_validate_target)
    small = _toy_plugin("small_table", bsg_validate_options=_validate_seats)
    with installed_plugins(strict, small):
        game = Game.new("toy", plugins=["strict", "small_table"], options={"target": 20}, seats=3)
        assert CALLS == [("validate", game.rules)]
        with pytest.raises(ConfigurationError) as refused:
            Game.new("toy", plugins=["strict", "small_table"], options={"target": 20}, seats=5)
        assert refused.value.code == "bad_option"
        assert refused.value.message == (
            "No more than 4 seats at this table. With 5 seats the target must be at least 40."
        )


# -- bsg_setup -------------------------------------------------------------------------------------


def _setup_head_start(state: State, rng: RandomCursor) -> list[Event] | None:
    CALLS.append(("setup", state.seq, state.game.banked))
    return [HeadStart(tuple(rng.below(5) for _ in range(state.seats)))]


def _register_head_start(registry: RulesRegistry, ruleset: str) -> None:
    registry.event(HeadStart, _apply_head_start)


def test_bsg_setup_events_are_drawn_once_logged_and_not_rerun_on_replay() -> None:
    """Setup runs once on the state right after core.game_created; its draws are in the event,
    the same seed gives the same events, and replaying the log does not call it."""
    handicap = _toy_plugin(
        "handicap", bsg_register_rules=_register_head_start, bsg_setup=_setup_head_start
    )
    with installed_plugins(handicap):
        game = Game.new("toy", plugins=["handicap"], seats=3, seed=4)
        assert CALLS == [("setup", 1, (0, 0, 0))]
        head = [e for e in game.events if isinstance(e, HeadStart)]
        assert len(head) == 1 and list(head[0].points) == game.view(None)["game"]["banked"]
        assert Game.new("toy", plugins=["handicap"], seats=3, seed=4).events == game.events
        assert [Game.new("toy", plugins=["handicap"], seats=3, seed=s).events[2] for s in range(8)]
        CALLS.clear()
        again = Game.from_records(game.header(), game.log_records(), verify=False)
        assert CALLS == [] and again.state == game.state


def _setup_draw(tag: str) -> Any:
    def setup(state: State, rng: RandomCursor) -> list[Event] | None:
        CALLS.append((tag, state.seq, rng.below(1 << 30)))
        return None

    return setup


def test_bsg_setup_plugins_see_the_same_state_and_share_the_rng() -> None:
    """Every plugin gets the state after core.game_created; the second draws where the first
    stopped, so their draws differ and repeat with the seed."""
    first = _toy_plugin("setup_a", bsg_setup=_setup_draw("a"))
    second = _toy_plugin("setup_b", bsg_setup=_setup_draw("b"))
    with installed_plugins(first, second):
        Game.new("toy", plugins=["setup_a", "setup_b"], seats=2, seed=9)
        draws = list(CALLS)
        assert [(tag, seq) for tag, seq, _ in draws] == [("a", 1), ("b", 1)]
        assert draws[0][2] != draws[1][2]
        CALLS.clear()
        Game.new("toy", plugins=["setup_a", "setup_b"], seats=2, seed=9)
        assert CALLS == draws


# -- bsg_forbid_command ----------------------------------------------------------------------------


def _forbid_short_hold(state: State, command: Any) -> str | None:
    CALLS.append(("first", command))
    if isinstance(command, toy.Hold) and state.game.turn_points < 5:
        return "Hold only once this turn is worth 5 points."
    return None


def _forbid_nothing(state: State, command: Any) -> str | None:
    CALLS.append(("second", command))
    return None


def _first_short_turn(plugins: list[str]) -> Game:
    for seed in range(50):
        game = Game.new("toy", plugins=plugins, seats=2, seed=seed)
        if game.state.game.turn_points < 5:
            return game
    raise AssertionError("no seed starts with a turn worth less than 5")


def test_bsg_forbid_command_drops_the_option_and_the_first_answer_wins() -> None:
    """A vetoed option is not offered and playing it is refused; a later plugin is not asked
    about a command an earlier one vetoed."""
    press_on = _toy_plugin("a_press_on", bsg_forbid_command=_forbid_short_hold)
    lenient = _toy_plugin("b_lenient", bsg_forbid_command=_forbid_nothing)
    with installed_plugins(press_on, lenient):
        game = _first_short_turn(["a_press_on", "b_lenient"])
        decision = game.pending
        assert decision is not None
        assert decision.options == (toy.Roll(decision.seat),)
        CALLS.clear()
        # An equal copy of the state: the engine reuses the decision of the very same state.
        rebuilt = engine.pending(game.rules, attrs.evolve(game.state))
        assert rebuilt is not None and rebuilt.options == (toy.Roll(decision.seat),)
        assert ("first", toy.Hold(decision.seat)) in CALLS
        assert ("second", toy.Hold(decision.seat)) not in CALLS
        assert ("second", toy.Roll(decision.seat)) in CALLS
        with pytest.raises(IllegalCommand) as refused:
            game.play(toy.Hold(decision.seat))
        assert refused.value.code == "not_legal"
        check_game(random_playout("toy", 2, seed=1, plugins=["a_press_on", "b_lenient"]))


# -- bsg_after_event -------------------------------------------------------------------------------


def _register_jackpot(registry: RulesRegistry, ruleset: str) -> None:
    registry.event(Jackpot, _apply_jackpot)
    registry.event(Echo, _apply_echo)


def _after_event(state: State, event: Event) -> list[Event] | None:
    CALLS.append(("after", event.tag))
    if isinstance(event, toy.Rolled) and event.value == 6:
        return [Jackpot(event.seat)]
    if isinstance(event, Jackpot):
        assert state.game.banked[event.seat] >= 1, "state already includes the event"
        return [Echo(event.seat)]
    return None


def test_bsg_after_event_triggers_follow_their_event_and_chain() -> None:
    """Each six is followed at once by a Jackpot, which triggers an Echo; the log replays
    without calling the hook, and the game passes the kit."""
    jackpot = _toy_plugin(
        "jackpot", bsg_register_rules=_register_jackpot, bsg_after_event=_after_event
    )
    with installed_plugins(jackpot):
        game = random_playout("toy", 3, seed=5, plugins=["jackpot"])
        log = list(game.events)
        sixes = [i for i, e in enumerate(log) if isinstance(e, toy.Rolled) and e.value == 6]
        assert sixes
        for i in sixes:
            seat = game.events[i].seat  # type: ignore[attr-defined]
            assert log[i + 1] == Jackpot(seat) and log[i + 2] == Echo(seat)
        assert sum(isinstance(e, Jackpot) for e in log) == len(sixes)
        check_game(game)
        CALLS.clear()
        Game.from_records(game.header(), game.log_records(), verify=False)
        assert CALLS == []


@attrs.frozen
class Alarm(Event):
    """An event a trigger answers by pushing a frame."""

    tag = "test_hooks.alarm"


@attrs.frozen
class Answer(Frame):
    """The frame the trigger pushes."""

    tag = "test_hooks.f.answer"


@attrs.frozen
class Next(Frame):
    """The frame the batch's own ``core.replace`` puts in place of its top."""

    tag = "test_hooks.f.next"


def _register_alarm(registry: RulesRegistry, ruleset: str) -> None:
    registry.event(Alarm, lambda state, event: state)


def _answer_alarm(state: State, event: Event) -> list[Event] | None:
    return [push_after_batch(Answer())] if isinstance(event, Alarm) else None


def test_a_push_after_batch_waits_for_the_rest_of_its_batch() -> None:
    """A step's batch [alarm, replace top]: the trigger's frame is pushed once the batch's own
    ``core.replace`` has replaced the frame it names, so the batch's stack events still find the
    stack their step saw (a plain push would itself be replaced and the old top kept: an ally
    replaced twice in an Exodus game)."""
    alarm = _toy_plugin("alarm", bsg_register_rules=_register_alarm, bsg_after_event=_answer_alarm)
    with installed_plugins(alarm):
        game = Game.new("toy", ["alarm"], seats=2, seed=1)
        rules, state = game.rules, game.state
        top = state.stack[-1]
        out: list[Event] = []
        with using_rules(rules):
            after = engine._apply_all(rules, state, [Alarm(), replace(Next())], out)
    assert after.stack[:-2] == state.stack[:-1], "the old top was not replaced"
    assert after.stack[-2:] == (Next(), Answer())
    assert top not in after.stack[-2:]
    assert [e.tag for e in out] == ["test_hooks.alarm", "core.replace", "core.push"]


# -- bsg_player_view -------------------------------------------------------------------------------


def _coach(state: State, seat: int | None) -> dict[str, Any] | None:
    if seat is None:
        return None
    game = state.game
    this_turn = game.turn_points if game.active == seat else 0
    return {
        "to_go": state.options["target"] - game.banked[seat] - this_turn,
        "bonus": game.bonus[seat],
    }


def _scoreboard(state: State, seat: int | None) -> dict[str, Any]:
    return {"leader": max(range(state.seats), key=lambda s: state.game.banked[s])}


def test_bsg_player_view_adds_sections_by_plugin_in_order_without_leaks() -> None:
    """Each plugin's section sits under its name, in plugin order; None adds nothing; a section
    showing a seat its own secret does not leak it to others."""
    coach = _toy_plugin("coach", bsg_player_view=_coach)
    board = _toy_plugin("board", bsg_player_view=_scoreboard)
    with installed_plugins(coach, board):
        game = Game.new("toy", plugins=["coach", "board"], seats=2, seed=1, options={"target": 30})
        seat = game.pending.seat  # type: ignore[union-attr]
        mine = game.view(seat)["plugins"]
        assert list(mine) == ["board", "coach"]
        assert mine["coach"] == {
            "to_go": 30 - game.state.game.turn_points,
            "bonus": game.state.game.bonus[seat],
        }
        assert game.view(None)["plugins"] == {"board": {"leader": 0}}
        played = random_playout("toy", 3, seed=2, plugins=["coach", "board"])
        check_no_leaks(played)


# -- bsg_declare_secrets ---------------------------------------------------------------------------


def _declare_bonus(state: State, seat: int | None) -> list[Secret]:
    """Every seat's bonus but the asker's, each as [seat, bonus] (a value no view holds)."""
    bonus = state.game.bonus
    return [Secret(f"bonus[{s}]", [s, b]) for s, b in enumerate(bonus) if s != seat]


def _shout_bonus(state: State, seat: int | None) -> dict[str, Any]:
    return {"pairs": [[s, b] for s, b in enumerate(state.game.bonus)]}


def test_bsg_declare_secrets_adds_to_the_rulesets_secrets_and_the_kit_searches_them() -> None:
    """A plugin's declared secrets come after the ruleset's in `secrets_for`, and the leak check
    finds them in a view section that shows them (and passes when nothing shows them)."""
    keeper = _toy_plugin("keeper", bsg_declare_secrets=_declare_bonus)
    shout = _toy_plugin("shout", bsg_player_view=_shout_bonus)
    with installed_plugins(keeper, shout):
        game = Game.new("toy", plugins=["keeper"], seats=3, seed=1)
        declared = secrets_for(game.rules, game.state, 0)
        bonus = game.state.game.bonus
        assert declared[-2:] == [
            Secret("bonus[1]", [1, bonus[1]]),
            Secret("bonus[2]", [2, bonus[2]]),
        ]
        check_no_leaks(random_playout("toy", 3, seed=2, plugins=["keeper"]))
        leaky = Game.new("toy", plugins=["keeper", "shout"], seats=3, seed=1)
        with pytest.raises(AssertionError, match=r"secret bonus\[1\] = \[1, \d\] in its view"):
            check_no_leaks(leaky, scrambles=0)


# -- bsg_check_invariants -------------------------------------------------------------------------


def _bonus_at_most(limit: int) -> Any:
    def check(state: State) -> None:
        assert all(b <= limit for b in state.game.bonus), (
            "toy invariant: a bonus is above the limit"
        )

    return check


def test_bsg_check_invariants_runs_in_the_kits_invariant_check() -> None:
    """A plugin's invariants run wherever the kit checks invariants: a kept one passes a whole
    playout, a broken one fails the check with its own message."""
    kept = _toy_plugin("kept", bsg_check_invariants=_bonus_at_most(99))
    tight = _toy_plugin("tight", bsg_check_invariants=_bonus_at_most(-1))
    with installed_plugins(kept, tight):
        game = random_playout("toy", 3, seed=2, plugins=["kept"])
        check_invariants(game.rules, game.state)
        strict = Game.new("toy", plugins=["tight"], seats=3, seed=1)
        assert max(strict.state.game.bonus) >= 0
        with pytest.raises(AssertionError, match="toy invariant"):
            check_invariants(strict.rules, strict.state)


# -- bsg_redact_event ------------------------------------------------------------------------------


def _hide_rolls(event: Event, seat: int | None) -> Event | None:
    if seat is None and isinstance(event, toy.Rolled):
        return toy.Rolled(event.seat, 0)
    return None


def _hide_rolls_too(event: Event, seat: int | None) -> Event | None:
    if isinstance(event, toy.Rolled):
        return toy.Rolled(event.seat, -1)
    return None


def test_bsg_redact_event_replaces_events_for_a_seat_and_the_first_answer_wins() -> None:
    """Spectators see the replacement, seats the original; of two answers the first plugin's
    wins; the log itself keeps the true event."""
    stream = _toy_plugin("a_stream", bsg_redact_event=_hide_rolls)
    other = _toy_plugin("b_other", bsg_redact_event=_hide_rolls_too)
    with installed_plugins(stream, other):
        game = Game.new("toy", plugins=["a_stream", "b_other"], seats=2, seed=1)
        spectator = [e for e in game.events_for(None) if isinstance(e, toy.Rolled)]
        assert spectator and all(e.value == 0 for e in spectator)
        seat = [e for e in game.events_for(0) if isinstance(e, toy.Rolled)]
        assert seat and all(e.value == -1 for e in seat)
        assert all(e.value > 0 for e in game.events if isinstance(e, toy.Rolled))
