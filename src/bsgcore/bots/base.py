"""The `Bot` protocol and the one bot every ruleset has: `RandomBot`."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from bsgcore.messages import Command


@runtime_checkable
class Bot(Protocol):
    """A player for one seat: picks one of its legal options from its own seat's view."""

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """One of ``options``, decided from ``view`` (``game.view(seat)``) and the options alone."""
        ...


BotFactory = Callable[[int], Bot]


class RandomBot:
    """Picks uniformly among the legal options with its own seeded ``random.Random``."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """A uniformly random option (options come sorted, so a seeded bot repeats itself)."""
        if not options:
            raise ValueError("RandomBot was asked to choose from no options.")
        return options[self._rng.randrange(len(options))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"
