"""The WHO value ``chosen_other`` ("another player") in base's ``move_character`` and
``give_title`` ops: the chooser picks a seat other than himself, and the op acts on the pick
(before this fix both ops read it as nobody and did nothing)."""

from __future__ import annotations

from bsgcore.base import FrozenMap, Op, RunOps
from bsgcore.base.effects.ops import CHECKS, op_give_title, op_move
from bsgcore.base.turn.frames import ChooseTarget
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scenarios.space import board

SICKBAY = "base.location.sickbay"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]
SOURCE = "base.crisis.food_shortage"  # any card: the op is run directly


def run(op: Op, seat: int, target: int = -2):  # type: ignore[no-untyped-def]
    """Run the op for `seat` with this answer to its choice (-2: none yet)."""
    table = board(seats=4, characters=CAST)
    frame = RunOps(SOURCE, "passed", seat, target=target)
    handler = op_move if op.name == "move_character" else op_give_title
    with using_rules(table.rules):
        return table.game, handler(table.game, frame, op, RandomCursor(Rng(1)))


def test_move_character_chosen_other_offers_the_others_then_moves_the_pick() -> None:
    """ "Current player sends another player to Sickbay": the three others (none is there yet) are offered; the
    picked one goes there."""
    op = Op(
        "move_character",
        FrozenMap({"who": "chosen_other", "to": SICKBAY, "chooser": "current_player"}),
    )
    game, asked = run(op, 0)
    assert isinstance(asked, ChooseTarget) and asked.seat == game.current
    assert game.current == 0 and asked.candidates == (1, 2, 3)
    other = asked.candidates[0]
    _, events = run(op, 0, other)
    moved = [e for e in events if e.tag == "base.character_moved"]  # type: ignore[union-attr]
    assert [(e.seat, e.to) for e in moved] == [(other, SICKBAY)]
    assert CHECKS["move_character"](op)


def test_give_title_chosen_other_passes_the_title_to_the_pick() -> None:
    """ "The President gives her title to another player": the pick becomes President."""
    op = Op(
        "give_title",
        FrozenMap({"title": "president", "to": "chosen_other", "chooser": "president"}),
    )
    game, asked = run(op, 0)
    assert isinstance(asked, ChooseTarget) and asked.seat == game.president
    assert game.president not in asked.candidates
    other = asked.candidates[0]
    _, events = run(op, 0, other)
    changed = [e for e in events if e.tag == "base.title_changed"]  # type: ignore[union-attr]
    assert [(e.line, e.seat) for e in changed] == [("president", other)]
