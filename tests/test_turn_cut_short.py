"""The seam for a turn cut short (`end_turn_events`, docs/hooks.md): the current turn's remaining
steps are dropped, a check in progress is finished, frames of the kept types stay, and the end
of the turn comes next. Base never cuts a turn short (Exodus does, X-EXEC-13)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import CounterChanged, end_turn_events, g
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop
from bsgcore.state import State
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

AQ = "base.location.admirals_quarters"


@attrs.frozen
class Cut(Frame):
    """Cut the turn of `seat` short."""

    tag = "cutter.f.cut"
    seat: int


@attrs.frozen
class Kept(Frame):
    """A frame the cut keeps (it costs a raptor, so it shows it ran)."""

    tag = "cutter.f.kept"


def step_cut(state: State, frame: Cut, rng: RandomCursor) -> list[Any]:
    return list(end_turn_events(state, frame.seat, "test", keep=(Kept,))) or [pop()]


def register(registry: Any, ruleset: str) -> None:
    if ruleset == "base":
        registry.frame(Cut, step=step_cut)
        registry.frame(Kept, step=lambda state, frame, rng: [CounterChanged("raptors", -1), pop()])


PLUGIN = plugin_module("cutter", requires=("base",), extends=("base",), bsg_register_rules=register)


def test_a_turn_cut_short_at_the_action_step_goes_to_the_next_seat() -> None:
    """No Crisis card is drawn for the cut turn; the next seat's turn begins."""
    with installed_plugins(PLUGIN):
        b = table(plugins=["cutter"])
        seat, turn = b.game.current, b.game.turn
        b = edits.at_action(b, seat)
        b, events = b.run(Cut(seat))
    tags = [e.tag for e in events]
    assert tags[0] == "base.turn_cut_short"
    assert "base.crisis_drawn" not in tags
    assert b.game.current == (seat + 1) % len(b.game.players) and b.game.turn == turn + 1
    check_invariants(b.rules, b.state, at_rest=False)


def test_a_check_in_progress_is_finished_and_kept_frames_stay() -> None:
    """Cut during a location's check: the check is finished (its cards discarded), a kept
    frame above the cut still runs, and the turn ends."""
    with installed_plugins(PLUGIN):
        b = table(plugins=["cutter"])
        seat = b.game.current
        b = edits.placed(b, seat, AQ)
        b, _ = b.play(b.option("base.stay"))
        b, _ = b.play(b.option("base.use_location", location=AQ))
        b, _ = b.play(b.option("base.pick", value=(seat + 1) % len(b.game.players)))
        assert b.game.check is not None
        raptors = b.game.raptors
        b = Board(b.rules, b.state.push(Kept()))
        b, events = b.run(Cut(seat))
    tags = [e.tag for e in events]
    assert "base.check_finished" in tags
    assert g(b.state).check is None
    assert b.game.current == (seat + 1) % len(b.game.players)
    assert b.game.raptors == raptors - 1
