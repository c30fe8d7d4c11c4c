"""Scenes for the New Caprica tests: a Pegasus table settled on New Caprica, and small edits of
the New Caprica part's state (the stacks, the occupation forces, the phase)."""

from __future__ import annotations

from typing import Any

import attrs
from bsg_pegasus.newcaprica import content, flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.state import NewCaprica, nc, with_nc

from bsgcore.base import BaseGame
from bsgcore.context import using_rules
from bsgcore.messages import Command, Event
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board

PLUGINS = ("pegasus",)
CHARACTERS = ("galen_tyrol", "saul_tigh", "laura_roslin", "lee_apollo_adama")


def table(seed: int = 4, seats: int = 4, **changes: Any) -> Board:
    """A Pegasus table (four seats unless told) in the first player's Movement step, at
    distance 6."""
    changes.setdefault("distance", 6)
    return turn.table(seats, seed, CHARACTERS[:seats], plugins=PLUGINS, **changes)


def settled(seed: int = 4, seats: int = 4, **changes: Any) -> Board:
    """The table just after the New Caprica setup (the distance at 7), back in the first
    player's Movement step."""
    board = table(seed, seats, **{**changes, "distance": 7})
    board, _ = board.run(flow.Settle(board.game.current))
    assert nc(board.state).phase == n.OCCUPIED
    return board


def part(board: Board) -> NewCaprica:
    """The New Caprica part's value."""
    return nc(board.state)


def with_part(board: Board, **changes: Any) -> Board:
    """The board with fields of the New Caprica part's value changed (no event)."""
    return Board(board.rules, with_nc(board.state, attrs.evolve(part(board), **changes)))


def game(board: Board) -> BaseGame:
    """The base game value."""
    return board.game


def at(board: Board, seat: int, location: str) -> Board:
    """One character standing in `location`."""
    return edits.placed(board, seat, location)


def options(board: Board, tag: str) -> list[Command]:
    """The pending options with this tag."""
    decision = board.pending
    assert decision is not None
    return [o for o in decision.options if o.tag == tag]


def until(board: Board, kind: str, limit: int = 200) -> tuple[Board, list[Event]]:
    """Play the first option of each decision until one of `kind` is pending."""
    out: list[Event] = []
    for _ in range(limit):
        decision = board.pending
        assert decision is not None and board.state.outcome is None
        if decision.kind == kind:
            return board, out
        board, events = board.play(decision.options[0])
        out += events
    raise AssertionError(f"no {kind} decision within {limit} plays")


def crisis_codes(board: Board) -> tuple[str, ...]:
    """The New Caprica Crisis cards of this game's catalogue."""
    with using_rules(board.rules):
        return content.crisis_codes()


def run(board: Board, frame: Any) -> tuple[Board, list[Event]]:
    """Run a frame over a resting frame (the step under test, then stop)."""
    return edits.resting(board).run(frame)
