"""Helpers shared by the Express rule tests (express.md): ``from express_helpers import ...``.

This folder has no ``__init__.py`` and pyproject.toml's [tool.pytest.ini_options] keeps pytest's
default "prepend" import mode, so pytest puts this folder on ``sys.path`` before it imports
conftest.py and the test modules; this module then imports as a plain top-level module.

Tests never rely on PLACEHOLDER data (crisis die faces, the DRADIS split): crises are set up
directly (`crisis`), or the crisis dice show faces the test chooses (`crisis_face` with the `ex` fixture
of conftest.py), and piles are built with `scenario.edit`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from bsg_express import flow, model
from bsg_express import frames as f
from bsg_express import scenario as sc
from bsg_express.data import CrisisDie, CrisisFace, ExpressData, load
from bsg_express.model import ACTIVE, BOX, Crisis
from bsgcore import engine
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# The five characters, in rank order (the data file's order).
CHARS = ("william_adama", "lee_adama", "kara_thrace", "laura_roslin", "gaius_baltar")

ALL_DAMAGE = (
    "weapons_control",
    "press_room",
    "admirals_quarters",
    "communications",
    "engine_room",
    "armory",
)

# -- setting up -----------------------------------------------------------------------------------


def new(seats: int = 4, seed: int = 3, **kw: Any) -> Game:
    """A new game at seat 0's step 2 (seat 0 = William Adama, the Admiral)."""
    return sc.new_game(seats, seed=seed, **kw)


def turn(game: Game, seat: int) -> Game:
    """Put `seat` at step 2 of its own turn."""
    sc.edit(game, active=seat)
    return sc.set_stack(game, f.TurnEnd(seat), f.CrisisStep(seat), f.ChooseAction(seat))


def start_turn(game: Game, seat: int) -> list[Any]:
    """Begin `seat`'s turn now (step 1 onwards) and run it to its first decision."""
    sc.set_stack(game, f.TurnBegin(seat))
    out: list[Any] = []
    game.state = engine.advance(game.rules, game.state, out)
    return out


def make_revealed(
    game: Game, seat: int, card: str = "number_one", strong: str = ACTIVE, weak: str = ACTIVE
) -> Game:
    """`seat` is a revealed Cylon holding `card`, owning one strong die in zone `strong` and one
    weak die in zone `weak` (its other two dice boxed)."""
    sc.set_loyalty(game, seat, card)
    x = sc.express(game)
    sc.edit(game, revealed=tuple(r or i == seat for i, r in enumerate(x.revealed)))
    return sc.set_dice(game, seat, strong, BOX, weak, BOX)


def place_damage(game: Game, *markers: str) -> Game:
    """Put exactly these damage markers on Galactica (the rest in the pile)."""
    x = sc.express(game)
    everything = x.damage + x.damage_pile
    return sc.edit(
        game, damage=tuple(markers), damage_pile=tuple(m for m in everything if m not in markers)
    )


# -- crisis dice chosen by the test ---------------------------------------------------------------

FaceSpec = CrisisFace | Sequence[CrisisFace]


def crisis_face(
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


# -- playing --------------------------------------------------------------------------------------


def run(game: Game, events: list[Any]) -> list[Any]:
    """Apply `events` as if a step had produced them, then run the automatic steps."""
    out: list[Any] = []
    for event in events:
        game.state = engine.apply_event(game.rules, game.state, event)
        out.append(event)
    game.state = engine.advance(game.rules, game.state, out)
    sc.edit(game)
    return out


def crisis(game: Game, kind: str, difficulty: int, consequence: int, jump: int = 0) -> list[Any]:
    """The active seat resolves this crisis now (as if chosen in step 3)."""
    seat = sc.express(game).active
    sc.set_stack(game, f.TurnEnd(seat), f.ChooseCrisis(seat))
    return run(game, flow.start_crisis(seat, Crisis("test", kind, difficulty, consequence, jump)))


def roll_crisis(game: Game, faces: tuple[int, int] = (0, 0), pick: int = 0) -> list[Any]:
    """From the active seat's step-2 choice: take no action, roll the crisis dice showing `faces`
    (indices) and pick die `pick`. Returns every event; the skill check is then under way."""
    seat = sc.express(game).active
    with scripted_random(belows=list(faces)):
        events = sc.play(game, "express.take_action", action="none")
    assert game.pending is not None and game.pending.kind == "choose_crisis"
    assert game.pending.seat == seat
    return events + sc.play(game, "express.pick_crisis", index=pick)


def act(game: Game, action: str, rolls: Sequence[int] = (), **fields: Any) -> list[Any]:
    """Take an action with these scripted dice rolls."""
    with scripted_random(rolls=list(rolls)):
        return sc.play(game, "express.take_action", action=action, **fields)


def assign(game: Game, *values: int) -> list[Any]:
    """Assign the just-rolled dice that show these values."""
    x = sc.express(game)
    assert game.pending is not None and game.pending.kind == "assign_dice", game.pending
    for option in game.pending.options:
        if option.tag == "express.assign":
            if sorted(x.dice[i].value for i in option.dice) == sorted(values):  # type: ignore[attr-defined]
                return game.play(option)
    raise AssertionError(f"no option assigns {values}: {game.pending.options}")


def participate(
    game: Game,
    rolls: Sequence[int],
    keep: Sequence[int] | None = None,
    *,
    dice: Sequence[int] | None = None,
) -> list[Any]:
    """The pending seat participates, rolls `rolls` (its Active dice, strong first) and assigns
    the dice showing the values `keep`, or else the dice with the ids `dice` (all the dice it
    rolled when neither is given), then stops if asked to."""
    seat = game.pending.seat  # type: ignore[union-attr]
    with scripted_random(rolls=list(rolls)):
        out = sc.play(game, "express.participate")
    if keep is not None:
        out += assign(game, *keep)
    else:
        rolled = [d.id for d in model.rolled_dice(sc.express(game), seat)]
        out += sc.play(game, "express.assign", dice=tuple(sorted(dice if dice else rolled)))
    if game.pending is not None and game.pending.kind == "reroll_or_stop":
        out += sc.play(game, "express.stop_rolling")
    return out


def _most_dice(options: Sequence[Any]) -> Any:
    """The first of the recovery options that recovers the most dice: the options list the
    smaller sets first and, among sets of one size, the weak dice first."""
    return max(options, key=lambda o: len(o.dice))


def pass_check(game: Game) -> list[Any]:
    """The pending seat passes, recovering as many dice as it may (weak dice first) when asked to
    choose."""
    events = sc.play(game, "express.pass")
    pending = game.pending
    if pending is not None and pending.kind == "choose_recovery":
        events += game.play(_most_dice(pending.options))
    return events


def pass_rest(game: Game, prefer_strong: bool = False) -> list[Any]:
    """Every seat still to choose in the skill check passes; asked which Spent dice to recover,
    it recovers as many as it may, weak dice first, or strong dice first when `prefer_strong`
    (the last option)."""
    out: list[Any] = []
    while game.pending is not None and game.pending.kind in (
        "pass_or_participate",
        "choose_recovery",
    ):
        if game.pending.kind == "pass_or_participate":
            out += sc.play(game, "express.pass")
        elif prefer_strong:
            out += game.play(game.pending.options[-1])
        else:
            out += game.play(_most_dice(game.pending.options))
    return out


# -- looking ---------------------------------------------------------------------------------------


def actions(game: Game) -> set[str]:
    """The action names the pending choose_action decision offers."""
    assert game.pending is not None and game.pending.kind == "choose_action"
    return {o.action for o in game.pending.options}  # type: ignore[attr-defined]


def assign_sizes(game: Game) -> set[int]:
    """How many dice the pending assign_dice options assign."""
    assert game.pending is not None
    return {len(o.dice) for o in game.pending.options if o.tag == "express.assign"}  # type: ignore[attr-defined]


def of_type(events: Sequence[Any], cls: type) -> list[Any]:
    """The events of one class, in order."""
    return [e for e in events if isinstance(e, cls)]


def zones(game: Game, seat: int) -> list[str]:
    """The zones of `seat`'s dice, strong dice first."""
    return [d.zone for d in model.dice_of(sc.express(game), seat)]


def pending_kind(game: Game) -> tuple[str, int] | None:
    """The pending decision's kind and seat."""
    return None if game.pending is None else (game.pending.kind, game.pending.seat)
