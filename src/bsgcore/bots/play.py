"""`play_game`: drive a game to its end with one bot per seat."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import cast

from bsgcore.bots.base import Bot
from bsgcore.bots.search import Sampler, SamplingBot
from bsgcore.core_events import CommandPlayed
from bsgcore.engine import check_seat
from bsgcore.errors import ConfigurationError, RulesError
from bsgcore.game import Game
from bsgcore.messages import Event

DEFAULT_MAX_COMMANDS = 100_000


class GameTooLong(RulesError):
    """A bot-driven game did not end within its command budget (an endless loop in the rules?)."""

    code = "game_too_long"


def play_game(
    game: Game,
    bots: Mapping[int, Bot],
    on_events: Callable[[list[Event]], None] | None = None,
    max_commands: int = DEFAULT_MAX_COMMANDS,
) -> Game:
    """Let each seat's bot answer the pending decision until the game is over; returns ``game``.

    A bot gets only ``game.view(seat)`` and the seat's legal options (an empty dict instead of
    the view for a bot with ``reads_view = False``, such as `RandomBot`); a bot with
    ``view_read_only = True`` gets a shared view (``game.view(seat, shared=True)``), one with
    ``reads_view_options = False`` a view whose pending decision lists no options
    (``game.view(seat, options=False)``); a bot with
    ``samples_hidden = True`` (`SearchBot`) is asked ``choose_sampled(sampler, view, options)``,
    its `Sampler` the one way to guess what the seat may not know. ``on_events(events)`` is
    called after each play with the (unredacted) events it caused. Raises GameTooLong after
    ``max_commands`` plays, RulesError when no seat can act although the game is not over, and
    BadSeat when ``bots`` has a key that is not a seat of the game.
    """
    missing = [seat for seat in range(game.seats) if seat not in bots]
    if missing:
        raise ConfigurationError(f"No bot for seat(s) {missing}.", code="missing_bot")
    for seat in bots:  # a bot for seat -1, 5 or True in a 5-seat game is a mistake: say so
        check_seat(game.state, seat)
    # What each seat's bot reads, asked once (the bots are the same for the whole game).
    needs = {seat: _view_needs(bot) for seat, bot in bots.items()}
    played = 0
    while not game.is_over:
        decision = game.pending
        if decision is None:
            raise RulesError("The game is not over but no decision is pending (soft-lock).")
        if not decision.options:
            raise RulesError(
                f"Seat {decision.seat} must decide ({decision.prompt}) but has no legal option "
                "(soft-lock)."
            )
        if played >= max_commands:
            raise GameTooLong(f"The game did not end within {max_commands} commands.")
        bot = bots[decision.seat]
        reads, shared, options, samples = needs[decision.seat]
        if reads:
            view = game.view(decision.seat, shared=shared, options=options)
        else:
            view = {}
        if samples:
            sampler = Sampler(game.rules, game.state, decision.seat)
            choice = cast(SamplingBot, bot).choose_sampled(sampler, view, decision.options)
        else:
            choice = bot.choose(view, decision.options)
        events = game.play(choice)
        played += 1
        if on_events is not None:
            on_events(events)
    return game


def _view_needs(bot: Bot) -> tuple[bool, bool, bool, bool]:
    """What `play_game` builds for ``bot``: whether it reads a view at all (``reads_view``),
    may share its parts (``view_read_only``), reads the view's own list of options
    (``reads_view_options``: a bot gets them as commands anyway) and samples hidden
    information (``samples_hidden``); each class attribute optional, defaulting as documented
    in `bsgcore.bots.base.Bot`."""
    return (
        bool(getattr(bot, "reads_view", True)),
        bool(getattr(bot, "view_read_only", False)),
        bool(getattr(bot, "reads_view_options", True)),
        bool(getattr(bot, "samples_hidden", False)),
    )


def count_commands(events: Iterable[Event]) -> int:
    """How many commands a log records (its ``core.command_played`` events)."""
    return sum(1 for event in events if isinstance(event, CommandPlayed))
