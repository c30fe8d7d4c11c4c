"""The end-of-Movement window (bsgcore.base.turn.movement_end): when two steps or more fall
due at the end of the turn's Movement step (``bsg_base_movement_end``), the current player
chooses which to resolve first, the others after it; one step alone simply runs, nobody asked.
(An ability a plugin adds to the window beside one step: Pegasus's Politically Adroit beside an
Exodus ally encounter, plugins/exodus/tests/test_x_nebula_adroit.py.)"""

from __future__ import annotations

from typing import Any

from bsgcore.base.model import BaseGame
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.movement_end import MovementEndOrder, MovementEndWindow, ResolveDueStep
from bsgcore.labels import label_for
from bsgcore.messages import Frame
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

PLUGIN = "q_movement_end_two"
#: The steps the toy plugin makes due (one or two).
DUE: list[int] = [2]


def two_draws(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """A tactics draw, and a politics draw when two are due."""
    due = (tf.ChooseDraw(seat, 1, ("tactics",)), tf.ChooseDraw(seat, 1, ("politics",)))
    return (*frames, *due[: DUE[0]])


def plugin() -> Any:
    return plugin_module(
        PLUGIN, requires=("base",), extends=("base",), bsg_base_movement_end=two_draws
    )


def stayed(due: int) -> Board:
    """The first player has stayed put with `due` steps due."""
    DUE[0] = due
    b = table(plugins=[PLUGIN])
    b, _ = b.play(tc.Stay(b.game.current))
    return b


def test_two_due_steps_the_current_player_orders_them() -> None:
    """Two due: he is asked which first; the one chosen runs, then the other without a
    question, then his Action step."""
    with installed_plugins(plugin()):
        b = stayed(2)
        seat = b.game.current
        assert isinstance(b.state.top, MovementEndWindow)
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
            "movement_end_order",
            seat,
        )
        assert b.pending.options == (
            ResolveDueStep(seat, 0, "base.f.choose_draw"),
            ResolveDueStep(seat, 1, "base.f.choose_draw"),
        )
        assert label_for(b.rules, b.state, b.pending.options[0], seat) == (
            "Resolve the choose draw first"
        )
        b, _ = b.play(b.pending.options[0])  # the tactics draw first
        assert isinstance(b.state.stack[-2], MovementEndOrder)
        assert b.state.top == tf.ChooseDraw(seat, 1, ("tactics",))
        b, _ = b.play(b.pending.options[0])
        assert b.state.top == tf.ChooseDraw(seat, 1, ("politics",))  # no question left
        b, _ = b.play(b.pending.options[0])
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)


def test_the_other_order() -> None:
    """Choosing the second resolves it first."""
    with installed_plugins(plugin()):
        b = stayed(2)
        b, _ = b.play(b.pending.options[1])  # type: ignore[union-attr]
        assert b.state.top == tf.ChooseDraw(b.game.current, 1, ("politics",))


def test_one_due_step_runs_without_a_question() -> None:
    """One due and nothing offered beside it: it runs at once (the stack as before the
    window existed)."""
    with installed_plugins(plugin()):
        b = stayed(1)
        assert b.state.top == tf.ChooseDraw(b.game.current, 1, ("tactics",))
        assert not any(isinstance(f, MovementEndOrder | MovementEndWindow) for f in b.state.stack)
