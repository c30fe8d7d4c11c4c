"""``bsgcore.base.start_roll``: a plugin's own d8 roll runs through base's roll driver, so its
die gets base's windows (Strategic Planning's +2, B-CARD-TAC-35) and its continuation frame reads
the final result (docs/hooks.md, "A die roll of your own")."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import Roll, RollFinished, g, start_roll
from bsgcore.base.dice import windows as w
from bsgcore.base.turn import commands as tc
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry, build_rules
from bsgcore.stack import pop
from bsgcore.state import State
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, skill
from bsgcore.testing.scripted import scripted_random


@attrs.frozen
class Omen(Frame):
    """The plugin's step that rolls."""

    tag = "q_roll.f.omen"
    seat: int


@attrs.frozen
class OmenRead(Frame):
    """The continuation: notes the final result."""

    tag = "q_roll.f.omen_read"


@attrs.frozen
class OmenShown(Event):
    """The result the plugin read."""

    tag = "q_roll.omen_shown"
    result: int


def step_omen(state: State, frame: Omen, rng: RandomCursor) -> list[Event]:
    return [pop(), *start_roll(Roll("q_roll.omen", roller=frame.seat), OmenRead())]


def step_read(state: State, frame: OmenRead, rng: RandomCursor) -> list[Event]:
    roll = g(state).roll
    assert roll is not None
    return [RollFinished(), pop(), OmenShown(roll.result)]


def register(registry: RulesRegistry, ruleset: str) -> None:
    if ruleset == "base":
        registry.frame(Omen, step=step_omen)
        registry.frame(OmenRead, step=step_read)
        registry.event(OmenShown, lambda state, event: state)


def test_a_plugin_roll_gets_strategic_planning_and_reads_the_result() -> None:
    """A seat holding Strategic Planning is asked before the plugin's die; played, the die's 3
    is read as 5 by the plugin's continuation, and the roll is cleared."""
    plugin: Any = plugin_module(
        "q_roll", requires=("base",), extends=("base",), bsg_register_rules=register
    )
    with installed_plugins(plugin):
        b = board(3, 1, windows=True)
        planner = (b.game.current + 1) % 3
        card = skill("strategic_planning", 3)
        game = arrange(b.game, {s: [card] if s == planner else [] for s in range(3)})
        b = Board(build_rules("base", ["q_roll"]), b.state.with_game(game))
        b, _ = b.run(Omen(b.game.current))
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
            w.BEFORE_ROLL,
            planner,
        )
        with scripted_random(rolls=[3]):
            b, events = b.play(tc.PlaySkill(planner, card))
            while not any(isinstance(e, OmenShown) for e in events) and b.pending is not None:
                b, events = b.play(b.pending.options[0])
        assert [e.result for e in events if isinstance(e, OmenShown)] == [5]
        assert b.game.roll is None
