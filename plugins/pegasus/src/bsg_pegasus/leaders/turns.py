"""A Cylon Leader's turn (P-CL-8, -13, P-INF-3, -5): he draws from his skill set (one card more
while Infiltrating), and an Infiltrator adds up to 2 cards to a skill check (1 from the Brig).
A Sympathetic Cylon has no skill set: Infiltrating, he draws 3 cards, each of another type
(P-SYM-6); otherwise 2 of different types, as any revealed Cylon (P-SYM-7, the skills part)."""

from __future__ import annotations

from typing import Any

from bsg_pegasus.leaders.model import infiltrating, is_leader, is_sympathetic_cylon
from bsgcore.base import BaseGame, data, type_names

BRIG = "base.location.brig"
INFILTRATOR_CARDS = 2
#: A Sympathetic Cylon Infiltrating draws this many cards, each of another type (P-SYM-6).
SYMPATHETIC_DRAW = 3


def receive_skills(game: BaseGame, seat: int, draw: Any) -> Any:
    """His skill set, not a revealed Cylon's 2 of any type; Infiltrating, 1 more from his set.
    A Sympathetic Cylon Infiltrating: 3 cards of any types, kept apart as any revealed seat's
    draw without a skill set is (skills/treachery.py, `cylon_draw_applies`)."""
    if sympathetic_infiltrator(game, seat):
        return type(draw)(seat, SYMPATHETIC_DRAW, tuple(sorted(type_names())), ())
    if not is_leader(game, seat):
        return draw
    character = data().character(game.players[seat].character)
    fixed: list[str] = []
    mixed: tuple[str, ...] = ()
    count = 0
    for group in character.skill_set:
        if len(group.types) == 1:
            fixed += list(group.types) * group.count
        else:
            mixed, count = tuple(sorted(group.types)), group.count
    if infiltrating(game, seat):
        mixed = tuple(sorted(set(mixed) | set(character.skill_types)))
        count += 1  # P-INF-3: the extra card may repeat a type
    return type(draw)(seat, count, mixed, tuple(fixed))


def check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """An Infiltrator adds at most 2 cards to a check, 1 from the Brig (P-INF-5); base has
    already held a revealed Cylon to 1."""
    if not infiltrating(game, seat):
        return limit
    if game.players[seat].location == BRIG:
        return min(limit, 1)
    return INFILTRATOR_CARDS


def sympathetic_infiltrator(game: BaseGame, seat: int) -> bool:
    """Whether the seat is a Sympathetic Cylon Infiltrating (P-SYM-6)."""
    return is_sympathetic_cylon(game, seat) and infiltrating(game, seat)
