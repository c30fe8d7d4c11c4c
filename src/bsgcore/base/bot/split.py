"""A seat's bot that plays one bot while its seat is human and another once it holds a Cylon card.

It exists to measure one side's play against the same opponents: ``heuristic-v1-humans`` plays
the frozen ``heuristic-v1`` for the humans and the current ``heuristic`` for the Cylons, so
`bsg balance --bot heuristic-v1-humans --b-bot heuristic` pairs the old and the new human play
against the same Cylon bots. The side is read from the seat's own view (its loyalty cards) at
each decision, so a seat turned Cylon by the sleeper phase switches bot then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsgcore.base.bot.cards import is_cylon_card
from bsgcore.messages import Command

Factory = Callable[[int], Any]


class SplitBot:
    """Delegates each decision to its human bot or its Cylon bot, by the seat's loyalty."""

    #: Both halves only read their views (base's heuristics do).
    view_read_only = True

    def __init__(self, seed: int, human: Factory, cylon: Factory, name: str = "split") -> None:
        self.seed = seed
        self.name = name
        self.human = human(seed)
        self.cylon = cylon(seed)

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """The choice of the half that plays the seat's side now. Both halves are asked every
        decision, so each keeps the memory and random stream it would have playing the whole
        game alone: while the game is the same, a seat's Cylon half chooses as the plain Cylon
        bot would (a sleeper agent turned Cylon included), and the pairing measures only the
        human play."""
        me = (view.get("game") or {}).get("me") or {}
        cylon = any(is_cylon_card(str(c)) for c in me.get("loyalty") or ())
        human_choice: Command = self.human.choose(view, options)
        cylon_choice: Command = self.cylon.choose(view, options)
        return cylon_choice if cylon else human_choice

    def __repr__(self) -> str:
        return f"SplitBot({self.name}, seed={self.seed})"
