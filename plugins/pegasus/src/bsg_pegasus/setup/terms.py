""" "Human players" and "Cylon players" as the WHO values of the Pegasus cards (P-TERM-2,
P-TERM-3): a Cylon player is a revealed Cylon; everyone else, hidden Cylons included, is a
human player. Seats are listed clockwise from the current player, as base's ``each_player``."""

from __future__ import annotations

from bsgcore.base import BaseContent, BaseGame, clockwise, is_cylon_player


def each_human(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """Every human player: not a revealed Cylon (P-TERM-3)."""
    return tuple(s for s in clockwise(game, game.current) if not is_cylon_player(game, s))


def each_revealed_cylon(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """Every Cylon player: a revealed Cylon (P-TERM-2)."""
    return tuple(s for s in clockwise(game, game.current) if is_cylon_player(game, s))


def add(content: BaseContent) -> None:
    """Declare the WHO values."""
    content.add_who("each_human", each_human)
    content.add_who("each_revealed_cylon", each_revealed_cylon)
