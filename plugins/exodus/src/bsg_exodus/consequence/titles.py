"""Haunted by the Past's Consequence: the player hands every title he holds to the highest other
character on that title's line (``exodus_give_titles_down_the_line``), through base's
``give_title`` (so the Vice President's marker and the Admiral's nukes follow base's rules)."""

from __future__ import annotations

import functools

import attrs

from bsgcore.base import (
    BaseContent,
    BaseEvent,
    BaseGame,
    Events,
    FrozenMap,
    Op,
    OpHandler,
    Result,
    RunOps,
    data,
    title_eligible,
    title_lines,
    who,
)
from bsgcore.rng import RandomCursor

OP = "exodus_give_titles_down_the_line"


def successor(game: BaseGame, seat: int, line: str, skip_brig: bool) -> int:
    """The highest eligible character on `line` other than `seat` (-1: nobody); a line that
    skips the Brig takes one in it only when nobody else is free (B-SUCC-2)."""
    others = [s for s in range(len(game.players)) if s != seat]
    eligible = [s for s in others if title_eligible(game, s, line, skip_brig)]
    if not eligible and skip_brig:
        eligible = [s for s in others if title_eligible(game, s, line, False)]
    if not eligible:
        return -1
    ranks = data().title_lines[line]
    return min(eligible, key=lambda s: int(ranks.get(game.players[s].character, len(ranks) + 1)))


def op_titles_down(
    game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor, *, give: OpHandler
) -> Result:
    """Each title `who` holds, in the game's title order, to its line's next character."""
    seat = who(game, str(op.get("who", "current_player")), frame.seat, frame.target)[0]
    events: Events = []
    for line in title_lines().values():
        if game.titles.get(line.name) != seat:
            continue
        new = successor(game, seat, line.name, line.skip_brig)
        if new < 0:
            continue
        to = Op("give_title", FrozenMap({"title": line.name, "to": "chosen"}))
        given = give(game, attrs.evolve(frame, chosen=new), to, rng)
        assert isinstance(given, list)  # no choice: the seat is given
        for event in given:
            if isinstance(event, BaseEvent):
                game = event.apply(game)
        events += given
    return events


def add_op(content: BaseContent) -> None:
    """Register the op on base's ``give_title``."""
    give = content.effects.handler("give_title")
    assert give is not None
    handler = functools.partial(op_titles_down, give=give)
    content.add_op(OP, handler, params=frozenset({"who"}))
