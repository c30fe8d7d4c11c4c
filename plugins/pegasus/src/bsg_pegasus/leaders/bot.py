"""The heuristic bot in Pegasus games: base's, except that an Agenda holder (a Cylon Leader or a
Sympathetic Cylon) plays for the side his Agenda needs to win (issue 10 item 6), read from his
own view (the leaders feature's section), never from what he may not know.

It reads the game's own catalogue (Pegasus cards included, base's ``BaseBot.cards`` seam) and
has the features' intent mixed in: the Pegasus ops' weights (cards/bot.py), the Pegasus
locations (board/intent.py), the Leaders and Infiltration (leaders/intent.py), the new
characters (characters/intent.py) and the card windows (skills/intent.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsg_pegasus.board.intent import LocationIntent
from bsg_pegasus.cards.bot import CardIntent
from bsg_pegasus.characters.intent import CharacterIntent
from bsg_pegasus.data import load
from bsg_pegasus.leaders.intent import LeaderIntent
from bsg_pegasus.leaders.model import NAME
from bsg_pegasus.skills.intent import WindowIntent
from bsgcore.base import BaseBot, BaseCatalogue

Game = dict[str, Any]


class PegasusBot(LeaderIntent, LocationIntent, CharacterIntent, WindowIntent, CardIntent):
    """Base's heuristic bot; with an Agenda it helps the Cylons exactly when the Agenda does."""

    name = "heuristic"

    def _cylon(self, game: Game) -> bool:
        side = agenda_side(self._view_plugins)
        if side:
            return side == "cylons"
        return super()._cylon(game)

    def choose(self, view: dict[str, Any], options: tuple[Any, ...]) -> Any:
        """Note the seat's own Pegasus section, then choose as base's bot does."""
        self._view_plugins = dict(view.get("plugins") or {})
        return super().choose(view, options)

    _view_plugins: dict[str, Any] = {}


def agenda_side(plugins: dict[str, Any]) -> str:
    """The side ("humans" or "cylons") the seat's own Agenda must see win, or ""."""
    section = plugins.get(NAME) or {}
    agenda = str(section.get("agenda") or "")
    if not agenda:
        return ""
    return str(load().entry(agenda)["win_with"])


def with_agendas(
    inner: Callable[[int], Any] | None, cards: BaseCatalogue | None = None
) -> Callable[[int], Any]:
    """The game's heuristic bot factory, with base's heuristic at its core replaced by
    `PegasusBot`. The side a seat plays for is base's own reasoning, not a decision a wrapper
    can take over, so the other parts' wrappers (each holding the bot it wraps as ``inner``)
    are kept around it whichever part registered first. `cards`: the game's catalogue."""

    def factory(seed: int) -> Any:
        bot = inner(seed) if inner is not None else BaseBot(seed)
        if type(bot) is BaseBot:
            return PegasusBot(seed, cards)
        holder = bot
        while hasattr(holder, "inner"):
            core = holder.inner
            if type(core) is BaseBot:
                holder.inner = PegasusBot(core.seed, cards)
                break
            holder = core
        return bot

    return factory
