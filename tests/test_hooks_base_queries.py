"""The base game's modifier hooks (``bsgcore/base/hookspecs/queries.py``) and the registry's
composition of options and steps: each hook implemented by a test plugin changes the game as
docs/hooks.md says, and plugins that add to the same decision or step compose."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import (
    current_state,
    is_cylon_player,
    is_human_player,
    noting_state,
    plugin_state,
)
from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.checks import steps as chk
from bsgcore.base.crisis import steps as crisis
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.modifiers import LocationCost
from bsgcore.base.setup.events import SkillCardsDrawn, TurnBegun
from bsgcore.base.setup.frames import BeginTurn
from bsgcore.base.space.activation import ActivateCylons, BasestarsLaunch
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.steps import RANDOM
from bsgcore.context import using_rules
from bsgcore.core_events import GameEnded, TopReplaced
from bsgcore.errors import ConfigurationError, RulesError
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor, Rng
from bsgcore.ruleset import Rules, RulesRegistry, Step, build_rules
from bsgcore.stack import pop
from bsgcore.state import State
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

LAB = "base.location.research_lab"
ADMIN = "base.location.administration"
CHARACTERS = ("galen_tyrol", "saul_tigh", "laura_roslin")
CARDS = [skill("repair", 1), skill("repair", 2), skill("evasive_maneuvers", 1)]


def extending(name: str, **hooks: Any) -> Any:
    """A test plugin of the base game implementing `hooks`."""
    return plugin_module(name, requires=("base",), extends=("base",), **hooks)


def on(board: Board, rules: Rules) -> Board:
    """The same table under other rules (the plugin's)."""
    return Board(rules, board.state)


def placed(game: BaseGame, seat: int, location: str, hand: list[str] | None = None) -> BaseGame:
    """The game with `seat` standing at `location` (holding `hand`, if given)."""
    if hand is not None:
        game = arrange(game, {seat: hand})
    return m.replace_player(game, seat, attrs.evolve(game.players[seat], location=location))


def with_game(board: Board, game: BaseGame) -> Board:
    """The board with another game value."""
    return Board(board.rules, board.state.with_game(game))


def last_layout(events: list[Event]) -> tuple[Any, ...]:
    """The frames of the last ``core.replace`` among `events`."""
    return [e for e in events if isinstance(e, TopReplaced)][-1].frames


# -- bsg_base_hand_limit -------------------------------------------------------------------------


def seven(game: BaseGame, seat: int, limit: int) -> int:
    """A hand limit of 7 for everyone (Tyrol's 8 too)."""
    return min(limit, 7)


def test_hand_limit_hook_makes_a_seat_discard_down_to_seven() -> None:
    """With the limit at 7, a seat holding 8 cards discards 1 at the end of the turn; base's 10
    asks nothing (B-TURN-12)."""
    plugin = extending("q_seven", bsg_base_hand_limit=seven)
    b = table(characters=CHARACTERS)
    tigh = m.seat_of(b.game, "base.character.saul_tigh")
    eight = [skill("repair", 1)] * 2 + [skill("evasive_maneuvers", 1)] * 2
    eight += [skill("executive_order", 1)] * 2 + [skill("launch_scout", 1)] * 2
    b = with_game(b, arrange(b.game, {tigh: eight}))
    _, events = b.run(tf.EndTurn(b.game.current))
    replaced = [f for e in events if isinstance(e, TopReplaced) for f in e.frames]
    assert not any(isinstance(f, tf.DiscardCards) for f in replaced)
    with installed_plugins(plugin):
        after, events = on(b, build_rules("base", ["q_seven"])).run(tf.EndTurn(b.game.current))
    assert tf.DiscardCards(tigh, 1, "hand limit") in last_layout(events)
    assert after.pending is not None and after.pending.kind == "discard"


# -- bsg_base_move_cost ----------------------------------------------------------------------------


def no_lab_and_paid_admin(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """Nobody may go to the Research Lab; Administration costs a card from anywhere."""
    if to == LAB:
        return None
    return 1 if to == ADMIN else cost


def test_move_cost_hook_forbids_and_prices_moves() -> None:
    """The Movement options follow the hook: no move to the lab, Administration for a card."""
    plugin = extending("q_moves", bsg_base_move_cost=no_lab_and_paid_admin)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    b = with_game(b, placed(b.game, seat, "base.location.press_room", CARDS))
    assert b.pending is not None and b.pending.kind == "movement"
    assert tc.Move(seat, LAB, CARDS[0]) in b.pending.options
    assert tc.Move(seat, ADMIN) in b.pending.options  # both on Colonial One: free
    with installed_plugins(plugin):
        options = on(b, build_rules("base", ["q_moves"])).pending.options  # type: ignore[union-attr]
    assert not any(isinstance(o, tc.Move) and o.to == LAB for o in options)
    assert tc.Move(seat, ADMIN) not in options and tc.Move(seat, ADMIN, CARDS[0]) in options


def two_cards(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """A cost no Move command can carry."""
    return 2


def test_a_move_cost_above_one_is_a_rules_error() -> None:
    """A move carries one card: a plugin asking for 2 is a bug, said at once."""
    plugin = extending("q_dear", bsg_base_move_cost=two_cards)
    b = table(characters=CHARACTERS)
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_dear"])
        with pytest.raises(RulesError, match="0 or 1 skill card"):
            _ = on(b, rules).pending


# -- bsg_base_location_allowed and bsg_base_location_cost -----------------------------------------


def lab_closed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """The Research Lab is closed."""
    return allowed and location != LAB


def lab_fee(game: BaseGame, seat: int, location: str, cost: LocationCost) -> LocationCost:
    """The Research Lab costs a card."""
    return LocationCost(cost.cards + 1, "lab fee") if location == LAB else cost


def action_board(cards: list[str]) -> tuple[Board, int]:
    """A table in the current seat's Action step at the Research Lab, holding `cards`."""
    b = table(characters=CHARACTERS)
    seat = b.game.current
    b = with_game(b, placed(b.game, seat, LAB, cards))
    b, _ = b.play(tc.Stay(seat))
    assert b.pending is not None and b.pending.kind == "action"
    return b, seat


def test_location_allowed_hook_closes_a_location() -> None:
    """A location the hook refuses is not offered as the seat's action."""
    plugin = extending("q_closed", bsg_base_location_allowed=lab_closed)
    b, seat = action_board(CARDS)
    assert tc.UseLocation(seat, LAB) in b.pending.options  # type: ignore[union-attr]
    with installed_plugins(plugin):
        options = on(b, build_rules("base", ["q_closed"])).pending.options  # type: ignore[union-attr]
    assert tc.UseLocation(seat, LAB) not in options


def test_location_cost_hook_makes_a_location_cost_a_card() -> None:
    """A location costing a card: not offered with an empty hand; used, the card is discarded
    first, with the plugin's reason."""
    plugin = extending("q_fee", bsg_base_location_cost=lab_fee)
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_fee"])
        empty, seat = action_board([])
        assert tc.UseLocation(seat, LAB) not in on(empty, rules).pending.options  # type: ignore[union-attr]
        b, seat = action_board(CARDS)
        b, events = on(b, rules).play(tc.UseLocation(seat, LAB))
    assert tf.DiscardCards(seat, 1, "lab fee") in last_layout(events)
    assert b.pending is not None and b.pending.kind == "discard"
    assert "lab fee" in b.pending.prompt


# -- bsg_base_check_difficulty and bsg_base_card_value ---------------------------------------------


def harder(game: BaseGame, check: Check, difficulty: int) -> int:
    """Every check is 2 harder."""
    return difficulty + 2


def all_positive(game: BaseGame, check: Check, card: str, value: int) -> int:
    """Every card counts for the check."""
    return abs(value)


def test_check_difficulty_hook_changes_a_crisis_check() -> None:
    """The check a crisis card starts has the difficulty the hook gives it."""
    plugin = extending("q_harder", bsg_base_check_difficulty=harder)
    b = table(characters=CHARACTERS)
    card = next(c for c in m.data().crisis if c.kind == "skill_check" and c.difficulty)
    with installed_plugins(plugin), using_rules(build_rules("base", ["q_harder"])):
        events = crisis.start_check(b.game, card, b.game.current)
    started = next(e for e in events if isinstance(e, te.CheckStarted))
    assert started.check.difficulty == card.difficulty + 2


def test_card_value_hook_changes_the_total() -> None:
    """With every card positive, off-type cards add instead of subtracting (B-CHECK-10)."""
    plugin = extending("q_positive", bsg_base_card_value=all_positive)
    b = table(characters=CHARACTERS)
    check = Check("x", 8, ("politics",), 0)
    cards = (skill("repair", 2), skill("evasive_maneuvers", 1))
    assert chk.total(b.game, check, cards) == -3
    with installed_plugins(plugin), using_rules(build_rules("base", ["q_positive"])):
        assert chk.total(b.game, check, cards) == 3


# -- bsg_base_check_card_limit ---------------------------------------------------------------------


def two_each(game: BaseGame, seat: int, limit: int) -> int:
    """At most 2 cards per seat in any check."""
    return min(limit, 2)


def test_check_card_limit_hook_closes_a_seat_after_two_cards() -> None:
    """After its second card a seat is done adding: the plugin's limit, not base's."""
    plugin = extending("q_two", bsg_base_check_card_limit=two_each)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    check = Check("x", 8, ("politics",), seat)
    game = attrs.evolve(arrange(b.game, {seat: CARDS}), check=check)
    game = attrs.evolve(game, check=attrs.evolve(check, played=((),) * m.seats(game)))

    def add_two(rules: Rules) -> list[Event]:
        board = Board(rules, b.state.with_game(game))
        board, _ = board.run(tf.Contribute(seat))
        board, _ = board.play(tc.AddCard(seat, CARDS[0]))
        board, _ = board.run(tf.Contribute(seat))
        return board.play(tc.AddCard(seat, CARDS[1]))[1]

    assert te.ContributionsClosed(seat) not in add_two(b.rules)  # base: 1 card left to add
    with installed_plugins(plugin):
        assert te.ContributionsClosed(seat) in add_two(build_rules("base", ["q_two"]))


# -- bsg_base_receive_skills and bsg_base_extra_actions --------------------------------------------


def one_more_tactics(game: BaseGame, seat: int, draw: tf.ChooseDraw) -> tf.ChooseDraw:
    """Everyone draws one more tactics card."""
    return attrs.evolve(draw, fixed=(*draw.fixed, "tactics"))


def one_more_action(game: BaseGame, seat: int, count: int) -> int:
    """Every turn has one more Action step."""
    return count + 1


def drawn(events: list[Event]) -> int:
    """How many skill cards the events draw."""
    return sum(len(e.cards) for e in events if isinstance(e, SkillCardsDrawn))


def test_receive_skills_hook_adds_a_card_to_the_draw() -> None:
    """The seat draws its skill set plus the card the plugin adds."""
    plugin = extending("q_tactics", bsg_base_receive_skills=one_more_tactics)
    b = table(characters=("saul_tigh", "galen_tyrol", "laura_roslin"))
    tigh = m.seat_of(b.game, "base.character.saul_tigh")  # a fixed skill set: no choice
    _, base_events = b.run(tf.ReceiveSkills(tigh))
    with installed_plugins(plugin):
        _, events = on(b, build_rules("base", ["q_tactics"])).run(tf.ReceiveSkills(tigh))
    assert drawn(events) == drawn(base_events) + 1 > 1


def test_extra_actions_hook_lays_out_a_second_action_step() -> None:
    """The turn's steps hold one more Action step."""
    plugin = extending("q_busy", bsg_base_extra_actions=one_more_action)
    b = table(characters=CHARACTERS)
    seat = (b.game.current + 1) % 3
    _, base_events = b.run(BeginTurn(seat))
    assert last_layout(base_events).count(tf.ActionStep(seat)) == 1
    with installed_plugins(plugin):
        _, events = on(b, build_rules("base", ["q_busy"])).run(BeginTurn(seat))
    assert last_layout(events).count(tf.ActionStep(seat)) == 2


# -- bsg_base_turn_steps ---------------------------------------------------------------------------


def draw_before_skills(game: BaseGame, seat: int, frames: tuple[Any, ...]) -> tuple[Any, ...]:
    """Before Receive Skills, the seat draws a tactics card of its choice."""
    return (*frames, tf.ChooseDraw(seat, 1, ("tactics",)))


def test_turn_steps_hook_adds_a_step_before_receive_skills() -> None:
    """Base's turn comes in last-first with Receive Skills on top (B-TURN-1); the plugin's step
    appended is resolved before it, and base's steps stay as they were."""
    plugin = extending("q_start", bsg_base_turn_steps=draw_before_skills)
    b = table(characters=CHARACTERS)
    seat = (b.game.current + 1) % 3
    _, base_events = b.run(BeginTurn(seat))
    assert last_layout(base_events)[-1] == tf.ReceiveSkills(seat)
    with installed_plugins(plugin):
        _, events = on(b, build_rules("base", ["q_start"])).run(BeginTurn(seat))
    assert last_layout(events) == (*last_layout(base_events), tf.ChooseDraw(seat, 1, ("tactics",)))


# -- bsg_base_random_discard -----------------------------------------------------------------------


def blind(game: BaseGame, seat: int, reason: str, random: bool) -> bool:
    """Every discard is at random."""
    return True


def test_random_discard_hook_makes_discards_blind() -> None:
    """The Discard decision offers only the random discard (as for Apollo)."""
    plugin = extending("q_blind", bsg_base_random_discard=blind)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    b = with_game(b, arrange(b.game, {seat: CARDS}))
    chosen, _ = b.run(tf.DiscardCards(seat, 1, "hand limit"))
    assert tc.Discard(seat, RANDOM) not in chosen.pending.options  # type: ignore[union-attr]
    with installed_plugins(plugin):
        b, _ = on(b, build_rules("base", ["q_blind"])).run(tf.DiscardCards(seat, 1, "hand limit"))
        assert b.pending is not None and b.pending.options == (tc.Discard(seat, RANDOM),)
        _, events = b.play(tc.Discard(seat, RANDOM))
    discarded = [e for e in events if isinstance(e, te.SkillCardsDiscarded)]
    assert len(discarded) == 1 and discarded[0].cards[0] in CARDS


# -- bsg_base_activation_fallback ------------------------------------------------------------------


def three_raiders(game: BaseGame, seat: int, icon: str, frames: tuple[Any, ...]) -> tuple[Any, ...]:
    """With no raider on the board, basestars launch 3 raiders each, not 2."""
    if icon == "raiders":
        return tuple(
            attrs.evolve(f, per_basestar=3) if isinstance(f, BasestarsLaunch) else f for f in frames
        )
    return frames


def test_activation_fallback_hook_changes_the_launch() -> None:
    """The raider icon with no raider on the board launches what the hook says (R-117)."""
    plugin = extending("q_raiders", bsg_base_activation_fallback=three_raiders)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    ships = tuple(s for s in b.game.cylon_ships if s.kind != "raider")
    b = with_game(b, attrs.evolve(b.game, cylon_ships=ships))
    _, base_events = b.run(ActivateCylons(seat, "raiders"))
    assert TopReplaced((BasestarsLaunch(seat, "raider", 2),)) in base_events
    with installed_plugins(plugin):
        _, events = on(b, build_rules("base", ["q_raiders"])).run(ActivateCylons(seat, "raiders"))
    assert TopReplaced((BasestarsLaunch(seat, "raider", 3),)) in events


# -- bsg_base_end_of_turn --------------------------------------------------------------------------


def humans_at_once(game: BaseGame, seat: int, ended: GameEnded | None) -> GameEnded | None:
    """The humans win at the end of the first turn (unless the game ended already)."""
    return ended or GameEnded("humans", "test_plugin", "The plugin says so.", ())


def test_end_of_turn_hook_ends_the_game() -> None:
    """An end-of-turn check a plugin adds ends the game; base's alone plays on."""
    plugin = extending("q_win", bsg_base_end_of_turn=humans_at_once)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    _, base_events = b.run(tf.EndTurn(seat, True))
    assert not any(isinstance(e, GameEnded) for e in base_events)
    with installed_plugins(plugin):
        _, events = on(b, build_rules("base", ["q_win"])).run(tf.EndTurn(seat, True))
    assert GameEnded("humans", "test_plugin", "The plugin says so.", ()) in events


def test_base_resource_check_comes_first() -> None:
    """Base's own check (a resource at 0 loses, B-TURN-12) is not overridden by a later plugin
    that keeps an outcome it is given."""
    plugin = extending("q_win2", bsg_base_end_of_turn=humans_at_once)
    b = table(characters=CHARACTERS, food=0)
    with installed_plugins(plugin):
        _, events = on(b, build_rules("base", ["q_win2"])).run(tf.EndTurn(b.game.current, True))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].winner == "cylons"


# -- pipelines: implementations take every argument -------------------------------------------------


def partial_limit(game: BaseGame, limit: int) -> int:  # no seat: refused
    """A hand limit implementation that leaves out an argument."""
    return limit


def test_a_modifier_with_missing_arguments_is_refused() -> None:
    """Pipelines are called positionally: an implementation must take every argument."""
    plugin = extending("q_partial", bsg_base_hand_limit=partial_limit)
    with installed_plugins(plugin), pytest.raises(ConfigurationError, match="q_partial"):
        build_rules("base", ["q_partial"])


# -- additive options, step wrapping, one replacement ----------------------------------------------


@attrs.frozen
class Salute(Command):
    """A test Action: salute, and morale goes up by 1."""

    tag = "q.salute"
    seat: int


@attrs.frozen
class Cheer(Command):
    """Another plugin's test Action."""

    tag = "q.cheer"
    seat: int


def handle_salute(state: State, cmd: Salute, rng: RandomCursor) -> list[Event]:
    """Morale +1; the Action is done."""
    return [te.ResourceChanged("morale", 1), pop()]


def salute_options(state: State, frame: tf.ActionStep) -> list[Command]:
    """Salute is offered in every Action step."""
    return [Salute(frame.seat)]


def cheer_options(state: State, frame: tf.ActionStep) -> list[Command]:
    """Cheer is offered in every Action step."""
    return [Cheer(frame.seat)]


def register_salute(registry: RulesRegistry, ruleset: str) -> None:
    """Salute, added to the Action step's options."""
    registry.command(Salute, handle_salute)
    registry.add_options(tf.ActionStep, salute_options)


def register_cheer(registry: RulesRegistry, ruleset: str) -> None:
    """Cheer, added to the Action step's options."""
    registry.command(Cheer, handle_salute)
    registry.add_options(tf.ActionStep, cheer_options)


SALUTE = extending("q_salute", bsg_register_rules=register_salute)
CHEER = extending("q_cheer", bsg_register_rules=register_cheer)


def test_an_added_action_is_offered_and_resolves() -> None:
    """A plugin's Action joins the base options without replacing the decider, and resolves."""
    b, seat = action_board(CARDS)
    with installed_plugins(SALUTE):
        b = on(b, build_rules("base", ["q_salute"]))
        options = b.pending.options  # type: ignore[union-attr]
        assert Salute(seat) in options and tc.UseLocation(seat, LAB) in options
        morale = b.game.morale
        after, _ = b.play(Salute(seat))
    assert after.game.morale == morale + 1
    assert not any(isinstance(f, tf.ActionStep) for f in after.state.stack)


def test_two_plugins_adding_options_both_appear_in_canonical_order() -> None:
    """Both plugins' Actions are offered; the options stay in the canonical (sorted) order, the
    same whichever plugin comes first."""
    b, seat = action_board(CARDS)
    with installed_plugins(SALUTE, CHEER):
        options = on(b, build_rules("base", ["q_salute", "q_cheer"])).pending.options  # type: ignore[union-attr]
    assert Salute(seat) in options and Cheer(seat) in options
    tags = [o.tag for o in options]
    assert tags == sorted(tags)


def replace_action(registry: RulesRegistry, ruleset: str) -> None:
    """Replace the Action step's decider."""
    decide = registry.deciders[tf.ActionStep]
    registry.frame(tf.ActionStep, decide=decide, replace=True)


def test_two_plugins_replacing_one_decider_is_an_error() -> None:
    """The second replacement would drop the first: refused, naming both plugins."""
    first = extending("q_first", bsg_register_rules=replace_action)
    second = extending("q_second", bsg_register_rules=replace_action)
    with installed_plugins(first, second):
        assert build_rules("base", ["q_first"]).deciders[tf.ActionStep] is not None
        with pytest.raises(RulesError, match="'q_first' and 'q_second' both replace"):
            build_rules("base", ["q_first", "q_second"])


def note(name: str) -> Any:
    """A step wrapper for EndTurn that records `name` in the events, then runs the step."""

    def wrapper(step: Step, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
        return [te.ResourceChanged(name, 0), *step(state, frame, rng)]

    def register(registry: RulesRegistry, ruleset: str) -> None:
        registry.wrap_step(tf.EndTurn, wrapper)

    return register


def test_step_wrappers_compose_in_plugin_order() -> None:
    """Two plugins wrap the end of the turn; both run, the last plugin's outermost, and the
    wrapped step still runs."""
    fuel = extending("q_wrap_a", bsg_register_rules=note("fuel"))
    food = extending("q_wrap_b", bsg_register_rules=note("food"))
    b = table(characters=CHARACTERS)
    with installed_plugins(fuel, food):
        _, events = on(b, build_rules("base", ["q_wrap_a", "q_wrap_b"])).run(
            tf.EndTurn(b.game.current, True)
        )
    marks = [e.resource for e in events if isinstance(e, te.ResourceChanged)]
    assert marks[:2] == ["food", "fuel"]
    assert any(isinstance(e, TurnBegun) for e in events)  # the wrapped step went on


# -- bsg_base_jump_steps ---------------------------------------------------------------------------


def draw_before_choosing(game: BaseGame, seat: int, frames: tuple[Any, ...]) -> tuple[Any, ...]:
    """Before the destination is chosen, the current player draws a tactics card."""
    return (*frames, tf.ChooseDraw(seat, 1, ("tactics",)))


def test_jump_steps_hook_adds_a_step_to_the_jump() -> None:
    """The plugin's step is resolved first, then base's: choose the destination (B-JUMP-5)."""
    plugin = extending("q_jump", bsg_base_jump_steps=draw_before_choosing)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    jumped, _ = b.run(tf.Jump(seat))
    assert jumped.pending is not None and jumped.pending.kind == "choose_destination"
    with installed_plugins(plugin):
        b, _ = on(b, build_rules("base", ["q_jump"])).run(tf.Jump(seat))
        assert b.pending is not None and b.pending.kind == "choose_draw"
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.kind == "choose_destination"


# -- bsg_base_destination_draw ---------------------------------------------------------------------


def one_destination(game: BaseGame, seat: int, count: int) -> int:
    """The Admiral draws a single Destination card (as Pegasus's Blind Jump)."""
    return 1


def test_destination_draw_hook_sets_how_many_are_drawn() -> None:
    """Base draws 2 for the Admiral (B-JUMP-5); the plugin's pipeline makes it 1."""
    plugin = extending("q_destinations", bsg_base_destination_draw=one_destination)
    b = table(characters=CHARACTERS)
    seat = b.game.current
    jumped, events = b.run(tf.Jump(seat))
    assert [len(e.cards) for e in events if e.tag == "base.destinations_drawn"] == [2]
    with installed_plugins(plugin):
        jumped, events = on(b, build_rules("base", ["q_destinations"])).run(tf.Jump(seat))
    assert [len(e.cards) for e in events if e.tag == "base.destinations_drawn"] == [1]
    assert jumped.pending is not None and jumped.pending.kind == "choose_destination"
    assert len(jumped.pending.options) == 1


def test_pipeline_calls_are_traced(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    """With BSGCORE_TRACE_HOOKS set, a pipeline's calls print like hook calls, by plugin."""
    plugin = extending("q_traced", bsg_base_hand_limit=seven)
    monkeypatch.setenv("BSGCORE_TRACE_HOOKS", "1")
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_traced"])
        game = table(characters=CHARACTERS).game
        capsys.readouterr()
        limit = 10
        for modify in rules.data["base.modifiers"].hand_limit:
            limit = modify(game, 0, limit)
    out = capsys.readouterr().out
    assert limit == 7
    assert "[bsgcore hook] bsg_base_hand_limit -> ['base']" in out
    assert "[bsgcore hook] bsg_base_hand_limit -> ['q_traced']" in out
    assert "bsg_base_hand_limit returned 7" in out


def test_destiny_recipe_sets_the_cards_of_each_type_in_the_destiny_deck() -> None:
    """B-DEST-1 through ``bsg_base_destiny_recipe``: a plugin's recipe of 3 politics and no
    engineering builds a Destiny deck of 9 with none of engineering, at set-up and when it is built
    again; base's own recipe, as it comes in, is 2 of each of its five types."""

    def recipe(game: BaseGame, recipe: dict[str, int]) -> dict[str, int]:
        assert recipe == dict.fromkeys(SKILL_TYPES, 2)
        return {**recipe, "politics": 3, "engineering": 0}

    with installed_plugins(extending("recipe", bsg_base_destiny_recipe=recipe)):
        board = table(3, 2, characters=CHARACTERS, plugins=("recipe",))
        game = board.game
        with using_rules(board.rules):
            kinds = [m.skill_type(code) for code in game.destiny]
            assert sorted(kinds) == sorted(
                ["politics"] * 3 + ["leadership", "tactics", "piloting"] * 2
            )
            rebuilt = chk.rebuild_destiny(attrs.evolve(game, destiny=()), RandomCursor(Rng(5)))
        built = rebuilt[-1]
        assert isinstance(built, te.DestinyRebuilt)
        assert built.taken == {"politics": 3, "leadership": 2, "tactics": 2, "piloting": 2}


# -- bsg_base_is_cylon_player ----------------------------------------------------------------------


def seat_one_is_a_cylon_player(game: BaseGame, seat: int, cylon: bool) -> bool:
    """Seat 1 counts as a Cylon player unrevealed; a revealed seat 2 counts as a human player
    (as Pegasus's Infiltration does, P-INF-2)."""
    if seat == 1:
        return True
    if seat == 2:
        return False
    return cylon


def test_is_cylon_player_hook_changes_every_cylon_player_rule() -> None:
    """H-ROLE-1 through ``bsg_base_is_cylon_player``: seat 1, unrevealed, is held to the Cylon
    player's rules (1 card in a check, B-CHECK-6; 2 cards of any type at Receive Skills,
    B-TURN-4), and seat 2, Roslin revealed, to a human player's (no longer limited to 1 card,
    first on the President's line again, B-SUCC-0)."""
    plugin = extending("q_roles", bsg_base_is_cylon_player=seat_one_is_a_cylon_player)
    b = table(characters=CHARACTERS)
    roslin = m.seat_of(b.game, "base.character.laura_roslin")
    assert roslin == 2
    revealed = m.replace_player(b.game, 2, attrs.evolve(b.game.players[2], revealed=True))
    b = with_game(b, revealed)
    with using_rules(b.rules):
        assert m.title_holder(b.game, "president", False) != roslin
        assert not is_cylon_player(b.game, 1) and is_cylon_player(b.game, 2)
        assert chk.limit(b.game, 1) > 1 and chk.limit(b.game, 2) == 1
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_roles"])
        with using_rules(rules):
            assert is_cylon_player(b.game, 1) and is_human_player(b.game, 2)
            assert chk.limit(b.game, 1) == 1 and chk.limit(b.game, 2) > 1
            assert m.title_holder(b.game, "president", False) == roslin
            drawing, _ = on(b, rules).run(tf.ReceiveSkills(1))
    assert drawing.pending is not None and drawing.pending.kind == "choose_draw"
    assert drawing.state.top == tf.ChooseDraw(1, 2, tuple(SKILL_TYPES))


# -- a modifier hook reads its plugin's own state (plugin_state) ----------------------------------


def limit_from_own_state(game: BaseGame, seat: int, limit: int) -> int:
    """The hand limit is the number the plugin keeps in its own state."""
    own: int = plugin_state("q_own")
    return own


def own_state_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The plugin keeps one number, 4, in the state."""
    registry.plugin_state(lambda seats, options: 4, value_type=int)


def test_a_modifier_hook_reads_its_plugins_own_state() -> None:
    """Issue 9 item 3 with the modifier hooks: inside base's steps the plugin's hook reads its
    plugin-owned value (``plugin_state``), so the end-of-turn hand limit (B-TURN-12) is 4; outside
    any base step there is no state to read, a RulesError."""
    plugin = extending(
        "q_own", bsg_register_rules=own_state_rules, bsg_base_hand_limit=limit_from_own_state
    )
    with installed_plugins(plugin):
        rules = build_rules("base", ["q_own"])
        b = table(characters=CHARACTERS, plugins=("q_own",))
        assert b.state.plugin("q_own") == 4
        seat = b.game.current
        held = arrange(b.game, {seat: [skill("repair", 1)] * 6})
        b, _ = on(with_game(b, held), rules).run(tf.EndTurn(seat))
        discards = [f for f in b.state.stack if isinstance(f, tf.DiscardCards) and f.seat == seat]
        assert [f.count for f in discards] == [2]
        with using_rules(rules), pytest.raises(RulesError, match="q_own"):
            limit_from_own_state(b.game, seat, 10)


def saluting_by_own_state(state: State, frame: tf.ActionStep) -> list[Command]:
    """Salute is offered while the plugin's own value (read as a hook reads it) is 4."""
    return [Salute(frame.seat)] if plugin_state("q_noted") == 4 else []


def allowed_by_own_state(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """An added Action is offered while the plugin's own value is 4 (base's bans asked)."""
    return plugin_state("q_noted") == 4


def noted_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The number 4 in the state; Salute added through `noting_state`."""
    registry.plugin_state(lambda seats, options: 4, value_type=int)
    registry.command(Salute, handle_salute)
    registry.add_options(tf.ActionStep, noting_state(saluting_by_own_state))


def test_added_options_and_base_bans_run_with_the_state_noted() -> None:
    """An options function a plugin adds runs outside base's deciders: wrapped in
    ``noting_state`` it reads plugin state as a hook does, and base's own filter of added
    Actions (``bsg_base_action_allowed``) runs noted too, so the hook may read it there."""
    plugin = extending(
        "q_noted", bsg_register_rules=noted_rules, bsg_base_action_allowed=allowed_by_own_state
    )
    with installed_plugins(plugin):
        b = table(characters=CHARACTERS, plugins=("q_noted",))
        seat = b.game.current
        b, _ = with_game(b, placed(b.game, seat, LAB, CARDS)).play(tc.Stay(seat))
        assert b.pending is not None and Salute(seat) in b.pending.options
        assert current_state() is None  # only while the options are computed
        other = Board(b.rules, b.state.with_plugin("q_noted", 3))
        assert other.pending is not None and Salute(seat) not in other.pending.options


# -- bsg_base_ability_location --------------------------------------------------------------------


def lab_is_the_brig(game: BaseGame, seat: int, location: str) -> str:
    """For the abilities of whoever stands in the Research Lab, the Brig is the Lab."""
    here = game.players[seat].location
    return LAB if location == "base.location.brig" and here == LAB else location


def test_ability_location_renames_the_brig_of_zareks_weakness() -> None:
    """B-CHR-ZAR-W through ``bsg_base_ability_location``: Zarek may not activate the Research
    Lab while Tigh stands there; where his abilities' Brig is the Lab, its exception lets him."""
    from bsgcore.base.locations.actions import usable

    b = table(characters=("tom_zarek", "saul_tigh", "laura_roslin"))
    zarek = m.seat_of(b.game, "base.character.tom_zarek")
    tigh = m.seat_of(b.game, "base.character.saul_tigh")
    game = placed(placed(b.game, zarek, LAB), tigh, LAB)
    with using_rules(b.rules):
        assert not usable(game, zarek, LAB)
    plugin = extending("q_renamed", bsg_base_ability_location=lab_is_the_brig)
    with installed_plugins(plugin), using_rules(build_rules("base", ["q_renamed"])):
        assert usable(game, zarek, LAB)


# -- bsg_base_title_eligible -----------------------------------------------------------------------


def roslin_not_president(game: BaseGame, seat: int, line: str, eligible: bool) -> bool:
    """Roslin may not be President (as Pegasus's Infiltrator may hold no title)."""
    roslin = game.players[seat].character == "base.character.laura_roslin"
    return eligible and not (line == "president" and roslin)


def test_title_eligible_hook_filters_the_line_of_succession() -> None:
    """B-SUCC-1 through ``bsg_base_title_eligible``: with Roslin ineligible the Presidency goes
    to the next on its line; the Admiral's line is unchanged."""
    plugin = extending("q_eligible", bsg_base_title_eligible=roslin_not_president)
    b = table(characters=CHARACTERS)
    roslin = m.seat_of(b.game, "base.character.laura_roslin")
    with using_rules(b.rules):
        assert m.title_holder(b.game, "president", False) == roslin
        admiral = m.title_holder(b.game, "admiral", True)
    with installed_plugins(plugin), using_rules(build_rules("base", ["q_eligible"])):
        assert m.title_holder(b.game, "president", False) not in (roslin, -1)
        assert m.title_holder(b.game, "admiral", True) == admiral
        assert not m.title_eligible(b.game, roslin, "president", False)
