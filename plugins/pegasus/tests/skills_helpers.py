"""Scenario helpers of the skills tests: a Pegasus table, a location check started with chosen
hands and Destiny deck, and a driver that answers the check's windows and contributions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bsgcore import Command, Event
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import WINDOWS, arrange, declined, table

PLUGINS = ["pegasus"]
OPTIONS: dict[str, Any] = {}
#: Admiral's Quarters: a Leadership/Tactics 7 check on a chosen character (B-LOC-ADQ).
AQ = "base.location.admirals_quarters"
BEFORE_TAG = "pegasus.play_before_check"
#: Base's "I want to play in this window" (P-TIME-1).
CLAIM = "base.claim_play"


def code(name: str, value: int) -> str:
    """A Pegasus skill card code: ``code("jury_rigged_1", 1)``."""
    return f"pegasus.skill.{name}@{value}"


def base_code(name: str, value: int) -> str:
    """A base skill card code."""
    return f"base.skill.{name}@{value}"


def pegasus_table(windows: bool = True, seed: int = 4, **changes: Any) -> Board:
    """A 3-seat Pegasus game in the first player's Movement step."""
    return table(seed=seed, windows=windows, plugins=PLUGINS, options=OPTIONS, **changes)


def arranged(b: Board, hands: Mapping[int, Sequence[str]], destiny: Sequence[str] = ()) -> Board:
    """The board with these exact hands and Destiny deck top."""
    return Board(b.rules, b.state.with_game(arrange(b.game, hands, destiny, rules=b.rules)))


def start_check(
    hands: Mapping[int, Sequence[str]] | None = None,
    destiny: Sequence[str] = (),
    seed: int = 4,
) -> Board:
    """The current player in Admiral's Quarters aims its check at the next seat: the board
    waits at the check's first question (the window before cards are added). `hands` are by
    offset from the current player (0: him)."""
    b = pegasus_table(seed=seed)
    seat = b.game.current
    n = len(b.game.players)
    chosen = {(seat + k) % n: list(cards) for k, cards in (hands or {}).items()}
    wanted = [*destiny, *(c for cards in chosen.values() for c in cards)]
    for other, player in enumerate(b.game.players):  # a wanted card another seat was dealt
        if other not in chosen and any(c in wanted for c in player.hand):
            chosen[other] = [c for c in player.hand if c not in wanted]
    b = arranged(b, chosen, destiny)
    b = edits.placed(b, seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=(seat + 1) % n))
    assert b.game.check is not None
    return b


def answer(
    b: Board,
    before: Mapping[int, str] | None = None,
    plays: Mapping[int, Sequence[str]] | None = None,
) -> tuple[Board, list[Event]]:
    """Answer the check in progress: in the window before the cards a seat of `before` plays
    its card (by seat), others pass; each seat adds its `plays` cards, then stops; every other
    window is passed. Returns the board at the first other decision and every event since."""
    before = dict(before or {})
    left = {seat: list(cards) for seat, cards in (plays or {}).items()}
    events: list[Event] = []
    source = b.game.check.source if b.game.check is not None else ""
    while b.pending is not None:
        decision = b.pending
        check = b.game.check
        if check is None or check.source != source:
            break
        seat = decision.seat
        command: Command
        if decision.kind == "contribute":
            cards = left.get(seat, [])
            command = (
                b.option("base.add_card", card=cards.pop(0))
                if cards
                else b.option("base.stop_adding")
            )
        elif seat in before and any(getattr(o, "tag", "") == BEFORE_TAG for o in decision.options):
            command = b.option(BEFORE_TAG, card=before.pop(seat))
        elif seat in before and decision.kind == "claim_skill_window":
            command = b.option(CLAIM)  # wants to play (P-TIME-1)
        elif decision.kind in WINDOWS:
            command = declined(b)
        else:
            break
        b, out = b.play(command)
        events += out
    return b, events


def in_check(events: Sequence[Event]) -> list[Event]:
    """The events up to the check's end (its cards discarded)."""
    names = [e.tag for e in events]
    end = names.index("base.check_finished") if "base.check_finished" in names else len(names)
    return list(events[: end + 1])


def tags(events: Sequence[Event]) -> list[str]:
    """The tags of the events, in order."""
    return [e.tag for e in events]


def until_before(b: Board, seat: int) -> Board:
    """Pass every question until `seat` is asked in the window before the cards go in; `seat`
    says it wants to play when the window first asks who does (P-TIME-1)."""
    while b.pending is not None and not (
        b.pending.kind == "skill_window" and b.pending.seat == seat
    ):
        assert b.pending.kind in WINDOWS, b.pending
        if b.pending.kind == "claim_skill_window" and b.pending.seat == seat:
            b, _ = b.play(b.option(CLAIM))
            continue
        b, _ = b.play(declined(b))
    return b


def cylon_location(b: Board) -> str:
    """A Cylon location of this game (base's or the overlay's)."""
    from bsgcore.base import data
    from bsgcore.context import using_rules

    with using_rules(b.rules):
        return next(loc.id for loc in data().locations if loc.side == "cylon")


def revealed(b: Board, seat: int) -> Board:
    """The board with `seat` a revealed Cylon at a Cylon location."""
    return edits.cylon_at(b, seat, cylon_location(b))
