"""Political Prowess (X-SKILL, Politics 6): played before a skill check caused by activating a
location, the check is not made and its player declares it passed or failed.

Offered in base's "before" check window (`PlaySkillWindow`, before any card is added) to a
human player holding the card, only when the check's source is a location; the card is
discarded face up and base's `declare_check_result` drops the check's remaining steps and
resolves the declared result's box, as base's Mysterious Intuition does.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    BaseGame,
    PlaySkillWindow,
    SkillCardsDiscarded,
    data,
    declare_check_result,
    g,
    is_cylon_player,
)
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.state import State

CARD = "exodus.skill.political_prowess_6"
NAME = "Political Prowess"
BEFORE = "before"
PASS, FAIL = "pass", "fail"


@attrs.frozen
class PlayPoliticalProwess(Command):
    """Play Political Prowess: the location's check is not made and is `result`."""

    tag = "exodus.play_political_prowess"
    card: str
    result: str


def location_check(game: BaseGame) -> bool:
    """Whether the check in progress comes from activating a location."""
    check = game.check
    return check is not None and any(loc.id == check.source for loc in data().locations)


def before_options(state: State, frame: PlaySkillWindow) -> list[Command]:
    """The seat's Political Prowess, declaring a pass or a fail, before a location's check."""
    game = g(state)
    seat = frame.seat
    if frame.kind != BEFORE or not location_check(game) or is_cylon_player(game, seat):
        return []
    cards = sorted({c for c in game.players[seat].hand if c.split("@", 1)[0] == CARD})
    return [PlayPoliticalProwess(seat, c, r) for c in cards for r in (PASS, FAIL)]


def handle(state: State, cmd: PlayPoliticalProwess, rng: RandomCursor) -> list[Event]:
    """The card is discarded face up, then the check is replaced by the declared result."""
    discarded = SkillCardsDiscarded(cmd.seat, (cmd.card,), NAME)
    return [discarded, *declare_check_result(state, cmd.seat, cmd.result)]


def label(state: State, frame: Any, cmd: PlayPoliticalProwess) -> str:
    """Which result the card declares."""
    return f"Play {NAME}: the check {'passes' if cmd.result == PASS else 'fails'}"
