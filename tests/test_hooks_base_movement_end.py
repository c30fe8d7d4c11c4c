"""``bsg_base_movement_end``: a toy plugin's step runs at the end of the turn's own Movement step,
before the Action step, whether the seat moved or stayed; not after a Movement step Executive
Order grants, and a game without such a plugin lays out its turn as before."""

from __future__ import annotations

from typing import Any

from bsgcore.base.model import BaseGame
from bsgcore.base.setup.frames import BeginTurn
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.messages import Frame
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

PLUGIN = "q_movement_end"
ADMIN = "base.location.administration"
#: What the toy plugin saw: (seat, location) at each call.
CALLS: list[tuple[int, str]] = []


def tactics_after_movement(
    game: BaseGame, seat: int, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Record the call; the seat then draws a tactics card of its choice."""
    CALLS.append((seat, game.players[seat].location))
    return (*frames, tf.ChooseDraw(seat, 1, ("tactics",)))


def plugin() -> Any:
    return plugin_module(
        PLUGIN, requires=("base",), extends=("base",), bsg_base_movement_end=tactics_after_movement
    )


def start() -> Board:
    """The first player's Movement step with the toy plugin enabled (its calls forgotten)."""
    CALLS.clear()
    return table(plugins=[PLUGIN])


def test_movement_end_runs_after_staying_before_the_action_step() -> None:
    """Staying put ends the Movement step too: the plugin's step comes, then the Action step."""
    with installed_plugins(plugin()):
        b = start()
        seat = b.game.current
        here = b.game.players[seat].location
        b, _ = b.play(tc.Stay(seat))
        assert CALLS == [(seat, here)]
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("choose_draw", seat)
        b, _ = b.play(b.pending.options[0])
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)


def test_movement_end_sees_the_location_moved_to() -> None:
    """After a move the plugin is called once, with the seat at its new location."""
    with installed_plugins(plugin()):
        b = start()
        seat = b.game.current
        move = next(
            o
            for o in b.pending.options
            if isinstance(o, tc.Move) and not o.discard  # type: ignore[union-attr]
        )
        b, _ = b.play(move)
        assert CALLS == [(seat, move.to)]
        assert b.pending is not None and b.pending.kind == "choose_draw"


def test_movement_end_not_after_executive_orders_movement() -> None:
    """A Movement step granted by Executive Order is not the turn's: no call, the Action next."""
    with installed_plugins(plugin()):
        b = start()
        other = (b.game.current + 1) % 3
        b, _ = b.run(tf.ExecutiveOrder(other))
        b, _ = b.play(tc.OrderSteps(other, "move_then_1_action"))
        b, _ = b.play(tc.Stay(other))
        assert CALLS == []
        assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", other)


def test_no_movement_end_step_without_a_plugin() -> None:
    """Without an implementation the turn is laid out as base's alone (golden logs unchanged)."""
    b = table()
    seat = (b.game.current + 1) % 3
    _, events = b.run(BeginTurn(seat))
    layout = [e for e in events if e.tag == "core.replace"][0].frames  # type: ignore[attr-defined]
    assert not any(isinstance(f, tf.MovementEnd) for f in layout)
    with installed_plugins(plugin()):
        _, events = start().run(BeginTurn(seat))
    layout = [e for e in events if e.tag == "core.replace"][0].frames  # type: ignore[attr-defined]
    steps = [type(f) for f in layout]
    assert steps.index(tf.MovementEnd) == steps.index(tf.MovementStep) - 1
