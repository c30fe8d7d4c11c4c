"""The end of the turn's Movement step: the steps due there and the abilities usable then, in
the order the current player chooses (``bsg_base_movement_end``, base.md B-TURN-5; the Pegasus
and Exodus timing rules P-TIME-1 and X-TIME-1).

Plugins give the steps due at the end of the Movement step (``bsg_base_movement_end``: Exodus's
ally encounter) and may offer abilities usable at that same moment as options of the window
`MovementEndWindow` (``registry.add_options``: Pegasus's Politically Adroit, X-PEG-19). When
the seat has a choice (two steps or more are due, or an ability is offered beside one), the
window asks him which step to resolve first or which ability to use first; the others wait
(`MovementEndOrder`) and he is asked again once it is resolved, as long as a choice remains. With
one step due and no ability offered, the step simply runs (so a game with none of this keeps
its stack and log as they were).

An option added to the window is the plugin's own command, handled by the plugin; its handler
may pop the window (``pop()``) before pushing its own frames, so that the waiting steps are
looked at again once it is done (else the window asks again, its options recomputed).
"""

from __future__ import annotations

import attrs

from bsgcore.base.turn.shared import Events
from bsgcore.context import current_rules
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State


@attrs.frozen
class MovementEndOrder(Frame):
    """The steps still due at the end of `seat`'s Movement step (the last resolved first when
    nobody is asked): resolve them, asking `seat` first when he has a choice."""

    tag = "base.f.movement_end_order"
    seat: int
    due: tuple[Frame, ...]


@attrs.frozen
class MovementEndWindow(Frame):
    """`seat` chooses the step due at the end of his Movement step to resolve first, or uses an
    ability offered at that moment (options plugins add) before them."""

    tag = "base.f.movement_end_window"
    seat: int
    due: tuple[Frame, ...]


@attrs.frozen
class ResolveDueStep(Command):
    """Resolve this step due at the end of the Movement step (`index` into the window's steps)
    now, the others after it."""

    tag = "base.resolve_due_step"
    index: int
    step: str = ""  # the step's frame tag, for people and bots (informative)


def settle(state: State, seat: int, due: tuple[Frame, ...]) -> Events:
    """Replace the top frame by the steps `due`: directly when `seat` has no choice, else
    waiting under the window that asks him."""
    if not due:
        return [pop()]
    if choice_offered(state, MovementEndWindow(seat, due)):
        return [replace(MovementEndOrder(seat, due)), push(MovementEndWindow(seat, due))]
    return [replace(*due)]


def choice_offered(state: State, window: MovementEndWindow) -> bool:
    """Whether the window would offer more than one option (plugins' options included)."""
    rules = current_rules()
    decider = rules.deciders.get(MovementEndWindow) if rules is not None else None
    if decider is None:
        return len(window.due) > 1
    return len(decider(state, window).options) > 1


def step_order(state: State, frame: MovementEndOrder, rng: RandomCursor) -> Events:
    """The steps still due: resolve them, asking first if there is a choice."""
    return settle(state, frame.seat, frame.due)


def decide_window(state: State, frame: MovementEndWindow) -> Decision:
    """Which due step to resolve first (plugins add the abilities usable now)."""
    options: list[Command] = [
        ResolveDueStep(frame.seat, i, str(getattr(step, "tag", "")))
        for i, step in enumerate(frame.due)
    ]
    return Decision.make(
        frame.seat,
        "movement_end_order",
        "End of your Movement step: resolve which first?",
        options,
    )


def handle_resolve(state: State, cmd: ResolveDueStep, rng: RandomCursor) -> Events:
    """The chosen step now; the others wait for it under `MovementEndOrder`."""
    frame = state.top
    assert isinstance(frame, MovementEndWindow)
    chosen = frame.due[cmd.index]
    rest = frame.due[: cmd.index] + frame.due[cmd.index + 1 :]
    if not rest:
        return [pop(), replace(chosen)]
    return [pop(), replace(MovementEndOrder(frame.seat, rest), chosen)]


STEPS = {MovementEndOrder: step_order}
DECIDERS = {MovementEndWindow: decide_window}
HANDLERS = {ResolveDueStep: handle_resolve}
