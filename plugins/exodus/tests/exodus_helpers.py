"""Helpers for the Exodus tests: an Exodus game with given options and plugins, a set-up table,
and a location check started with chosen hands and Destiny deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bsgcore import Command, Event, Game
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import WINDOWS, arrange, declined, table

PLUGINS = ["exodus"]
WITH_PEGASUS = ["pegasus", "exodus"]
#: Admiral's Quarters: a Leadership/Tactics 7 check on a chosen character (B-LOC-ADQ).
AQ = "base.location.admirals_quarters"


def exodus_game(seats: int = 4, seed: int = 1, *, pegasus: bool = False, **options: Any) -> Game:
    """A new base game with Exodus (and Pegasus if asked) enabled and these options."""
    plugins = WITH_PEGASUS if pegasus else PLUGINS
    return Game.new("base", plugins=plugins, seats=seats, seed=seed, options=options)


def code(name: str, value: int) -> str:
    """An Exodus skill card code: ``code("red_tape_0", 0)``."""
    return f"exodus.skill.{name}@{value}"


def base_code(name: str, value: int) -> str:
    """A base skill card code."""
    return f"base.skill.{name}@{value}"


def exodus_table(windows: bool = True, seed: int = 4, **changes: Any) -> Board:
    """A 3-seat Exodus game in the first player's Movement step."""
    return table(seed=seed, windows=windows, plugins=PLUGINS, **changes)


def arranged(b: Board, hands: Mapping[int, Sequence[str]], destiny: Sequence[str] = ()) -> Board:
    """The board with these exact hands and Destiny deck top."""
    return Board(b.rules, b.state.with_game(arrange(b.game, hands, destiny, rules=b.rules)))


def start_check(
    hands: Mapping[int, Sequence[str]] | None = None, destiny: Sequence[str] = (), seed: int = 4
) -> Board:
    """The current player in Admiral's Quarters aims its check at the next seat: the board waits
    at the check's first question. `hands` are by offset from the current player (0: him)."""
    b = exodus_table(seed=seed)
    seat = b.game.current
    n = len(b.game.players)
    b = arranged(b, {(seat + k) % n: cards for k, cards in (hands or {}).items()}, destiny)
    b = edits.placed(b, seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=(seat + 1) % n))
    assert b.game.check is not None
    return b


def answer(b: Board, plays: Mapping[int, Sequence[str]]) -> tuple[Board, list[Event]]:
    """Each seat adds its `plays` cards (by seat), then stops; every window is passed. Returns
    the board at the first other decision and every event since."""
    left = {seat: list(cards) for seat, cards in plays.items()}
    events: list[Event] = []
    source = b.game.check.source if b.game.check is not None else ""
    while b.pending is not None:
        decision = b.pending
        check = b.game.check
        if check is None or check.source != source:
            break
        command: Command
        if decision.kind == "contribute":
            cards = left.get(decision.seat, [])
            command = (
                b.option("base.add_card", card=cards.pop(0))
                if cards
                else b.option("base.stop_adding")
            )
        elif decision.kind in WINDOWS:
            command = declined(b)
        else:
            break
        b, out = b.play(command)
        events += out
    return b, events
