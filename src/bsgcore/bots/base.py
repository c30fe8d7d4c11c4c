"""The `Bot` protocol and the one bot every ruleset has: `RandomBot`."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from bsgcore.messages import Command


@runtime_checkable
class Bot(Protocol):
    """A player for one seat: picks one of its legal options from its own seat's view.

    A bot whose choice never depends on the view may say so with a class attribute
    ``reads_view = False``: `play_game` then hands it an empty dict instead of building a view
    it would not read (a view costs as much as enumerating the options; random playouts and
    benchmarks skip it). Without the attribute a bot gets its view. A bot that never writes to
    its view may say so with ``view_read_only = True``: its views then share their unchanged
    parts with earlier ones (``game.view(seat, shared=True)``, built faster). A bot that never
    reads the view's own list of options (``view["pending"]["options"]``, the JSON form of the
    ``options`` it is given) may say so with ``reads_view_options = False``: its views then
    leave that list out (``game.view(seat, options=False)``). `play_game` reads each attribute
    once per game.
    """

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """One of ``options``, decided from ``view`` (``game.view(seat)``) and the options alone."""
        ...


BotFactory = Callable[[int], Bot]


class RandomBot:
    """Picks uniformly among the legal options with its own seeded ``random.Random``."""

    name = "random"
    #: Random choices never look at the view, so `play_game` does not build one (a subclass that
    #: reads it sets this back to True).
    reads_view = False

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
