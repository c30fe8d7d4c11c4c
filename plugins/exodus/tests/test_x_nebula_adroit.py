"""Ellen Tigh's "Politically Adroit" (Pegasus) and an ally encounter (Ionian Nebula) fall due
together at the end of her Movement step; she orders them (X-PEG-19, R-253), through base's
end-of-Movement window (bsgcore.base.turn.movement_end): Politically Adroit used first, then
the encounter; or the encounter first and, if it moved her, Politically Adroit at her new
location at her Action step."""

from __future__ import annotations

import pytest
from bsg_exodus.nebula import allies_events as ae
from bsg_pegasus.characters import ellen
from test_nebula_encounter import BRIG, ROMO, at, laid_out

from bsgcore.base import MovementEndWindow, ResolveDueStep
from bsgcore.labels import label_for
from bsgcore.messages import Event
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

OPTIONS = {"ionian_nebula": True, "new_caprica": False}
CHARACTERS = (ellen.ELLEN, "saul_tigh", "laura_roslin", "galen_tyrol")
COMMAND = "base.location.command"
ADROIT = "pegasus.use_adroit"


def ellen_in_the_brig(companion: bool = True) -> Board:
    """Ellen (seat 0, the current player) in the Brig at her Movement step, Romo Lampkin there
    with a benevolent token (hope: she leaves the Brig for a location of her choice); seat 1
    with her in the Brig when `companion`, seat 2 in Command."""
    b = table(seats=4, characters=CHARACTERS, plugins=["pegasus", "exodus"], options=OPTIONS)
    b, _ = b.play(b.option("pegasus.use_manipulative", line=""))
    while b.pending is not None and b.pending.kind == "choose_draw":
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.kind == "movement" and b.game.current == 0
    b = laid_out(b, {ROMO: "benevolent"})
    b = at(at(b, 0, BRIG), 2, COMMAND)
    return at(b, 1, BRIG if companion else "base.location.armory")


def tags(b: Board) -> set[str]:
    assert b.pending is not None
    return {o.tag for o in b.pending.options}


def go_to(b: Board, label: str) -> tuple[Board, list[Event]]:
    """Answer Romo's "leave the Brig for any location" with the location labelled so."""
    assert b.pending is not None and b.pending.kind == "choose_location"
    names = {label_for(b.rules, b.state, o, 0): o for o in b.pending.options}
    return b.play(names[f"Go to {label}"])


@pytest.mark.rules("X-PEG-19")
def test_she_may_use_politically_adroit_before_the_encounter() -> None:
    """Both fall due when her Movement step ends: the window offers the encounter and
    Politically Adroit (to the human with her); used first, the card is given and her 2 cards
    drawn, then the encounter runs; her Action step does not offer it again."""
    b = ellen_in_the_brig()
    b, _ = b.play(b.option("base.stay"))
    assert isinstance(b.state.top, MovementEndWindow)
    assert b.pending is not None and b.pending.seat == 0
    assert tags(b) == {"base.resolve_due_step", ADROIT}
    offered = {o.to for o in b.pending.options if o.tag == ADROIT}  # type: ignore[attr-defined]
    assert offered == {1}
    card = b.game.players[0].hand[0]
    b, events = b.play(b.option(ADROIT, card=card, to=1))
    assert card in b.game.players[1].hand
    assert not any(isinstance(e, ae.AllyRevealed) for e in events)  # not met yet
    assert b.pending is not None and b.pending.kind == "choose_draw"
    b, events = b.play(b.pending.options[0])
    assert [e.ally for e in events if isinstance(e, ae.AllyRevealed)] == [ROMO]
    b, _ = go_to(b, "Command")
    while b.pending is not None and b.pending.kind != "action":
        b, _ = b.play(b.pending.options[0])  # the new ally's token
    assert b.game.players[0].location == COMMAND
    assert ADROIT not in tags(b)  # used this turn, though seat 2 is with her now


@pytest.mark.rules("X-PEG-19")
def test_the_encounter_first_then_politically_adroit_where_it_moved_her() -> None:
    """She resolves the encounter first; it moves her to Command, where seat 2 is: her Action
    step offers Politically Adroit to seat 2 (not to seat 1, left in the Brig)."""
    b = ellen_in_the_brig()
    b, _ = b.play(b.option("base.stay"))
    b, events = b.play(b.option("base.resolve_due_step", index=0))
    assert [e.ally for e in events if isinstance(e, ae.AllyRevealed)] == [ROMO]
    b, _ = go_to(b, "Command")
    while b.pending is not None and b.pending.kind != "action":
        b, _ = b.play(b.pending.options[0])
    assert b.game.players[0].location == COMMAND
    assert b.pending is not None
    offered = {o.to for o in b.pending.options if o.tag == ADROIT}  # type: ignore[attr-defined]
    assert offered == {2}
    card = b.game.players[0].hand[0]
    b, _ = b.play(b.option(ADROIT, card=card, to=2))
    assert card in b.game.players[2].hand


def test_no_window_when_she_has_nothing_to_order() -> None:
    """Nobody with her in the Brig: Politically Adroit cannot be used, so the encounter simply
    runs as her Movement step ends (no window, no question)."""
    b = ellen_in_the_brig(companion=False)
    b, events = b.play(b.option("base.stay"))
    assert [e.ally for e in events if isinstance(e, ae.AllyRevealed)] == [ROMO]
    assert not any(isinstance(f, MovementEndWindow) for f in b.state.stack)
    assert b.pending is not None and b.pending.kind == "choose_location"


def test_the_window_label_names_the_step() -> None:
    """People read the due step by name."""
    b = ellen_in_the_brig()
    b, _ = b.play(b.option("base.stay"))
    option = b.option("base.resolve_due_step", index=0)
    assert isinstance(option, ResolveDueStep) and option.step == "exodus.f.encounter"
    assert label_for(b.rules, b.state, option, 0) == "Resolve the encounter first"
