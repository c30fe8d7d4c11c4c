"""Shared helpers for the Express rule tests (express.md).

Tests never rely on PLACEHOLDER data (crisis die faces, the DRADIS split): `crisis_faces` replaces
the crisis dice with faces the test chooses, and piles are built with `scenario.edit`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs
import pytest
from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.data import CrisisDie, CrisisFace, ExpressData, load
from bsg_express.frames import TurnBegin

from bsgcore import engine
from bsgcore.game import Game
from bsgcore.messages import Event
from bsgcore.testing.scripted import scripted_random

FaceSpec = CrisisFace | Sequence[CrisisFace]


def face(
    type: str = "riots", difficulty: int = 4, consequence: int = 1, jump: int = 0
) -> CrisisFace:
    """A crisis die face chosen by the test."""
    return CrisisFace(type, difficulty, consequence, jump)


def _six(spec: FaceSpec) -> tuple[CrisisFace, ...]:
    if isinstance(spec, CrisisFace):
        return (spec,) * 6
    faces = tuple(spec)
    assert len(faces) == 6, "a crisis die has 6 faces"
    return faces


def data_with_crisis(
    a: FaceSpec, b: FaceSpec | None = None, base: ExpressData | None = None
) -> ExpressData:
    """The data (default: shipped) with each player count's first crisis die showing `a` and the
    second `b`."""
    base = base or load()
    dice = []
    for die in base.crisis_dice:
        pair = base.dice_for(die.players[0])
        spec = a if die.id == pair[0].id else (b if b is not None else a)
        dice.append(CrisisDie(die.id, die.players, _six(spec)))
    return attrs.evolve(base, crisis_dice=tuple(dice))


def start_turn(game: Game, seat: int) -> list[Event]:
    """Begin `seat`'s turn now (step 1 onwards) and run it to its first decision."""
    sc.set_stack(game, TurnBegin(seat))
    out: list[Event] = []
    game.state = engine.advance(game.rules, game.state, out)
    return out


def roll_crisis(game: Game, faces: tuple[int, int] = (0, 0), pick: int = 0) -> list[Event]:
    """From the active seat's step-2 choice: take no action, roll the crisis dice showing `faces`
    (indices) and pick die `pick`. Returns every event; the skill check is then under way."""
    seat = sc.express(game).active
    with scripted_random(belows=list(faces)):
        events = sc.play(game, "express.take_action", action="none")
    assert game.pending is not None and game.pending.kind == "choose_crisis"
    assert game.pending.seat == seat
    return events + sc.play(game, "express.pick_crisis", index=pick)


def participate(
    game: Game, rolls: Sequence[int], assign: Sequence[int] | None = None
) -> list[Event]:
    """The pending seat participates, rolls `rolls` (its Active dice, strong first) and assigns the
    dice with those ids (all of them when None), then stops if asked to."""
    seat = game.pending.seat  # type: ignore[union-attr]
    with scripted_random(rolls=list(rolls)):
        events = sc.play(game, "express.participate")
    rolled = [d.id for d in model.rolled_dice(sc.express(game), seat)]
    events += sc.play(game, "express.assign", dice=tuple(sorted(assign if assign else rolled)))
    if game.pending is not None and game.pending.kind == "reroll_or_stop":
        events += sc.play(game, "express.stop_rolling")
    return events


def pass_check(game: Game) -> list[Event]:
    """The pending seat passes, recovering as many dice as it may when asked to choose."""
    events = sc.play(game, "express.pass")
    pending = game.pending
    if pending is not None and pending.kind == "choose_recovery":
        best = max(pending.options, key=lambda o: len(o.dice))  # type: ignore[attr-defined]
        events += game.play(best)
    return events


def of_type(events: Sequence[Event], kind: type) -> list[Any]:
    """The events of one class, in order."""
    return [e for e in events if isinstance(e, kind)]


class Helpers:
    """The helpers above, plus data patches undone after the test (fixture `ex`)."""

    face = staticmethod(face)
    start_turn = staticmethod(start_turn)
    roll_crisis = staticmethod(roll_crisis)
    participate = staticmethod(participate)
    pass_check = staticmethod(pass_check)
    of_type = staticmethod(of_type)

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.monkeypatch = monkeypatch

    def crisis_faces(self, a: FaceSpec, b: FaceSpec | None = None) -> ExpressData:
        """Play with crisis dice showing `a` (first die) and `b` (second; default `a`)."""
        return self.use_data(data_with_crisis(a, b, model.data()))

    def data(self, **changes: Any) -> ExpressData:
        """Play with the data in use, these fields replaced."""
        return self.use_data(attrs.evolve(model.data(), **changes))

    def use_data(self, patched: ExpressData) -> ExpressData:
        """Play with this component data (the engine reads it through `model.data`)."""
        self.monkeypatch.setattr(model, "data", lambda: patched)
        return patched


@pytest.fixture
def ex(monkeypatch: pytest.MonkeyPatch) -> Helpers:
    """Scenario helpers for Express rule tests."""
    return Helpers(monkeypatch)
