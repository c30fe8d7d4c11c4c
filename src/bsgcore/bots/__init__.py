"""Bots that play a seat from its own view and legal options, a registry of them, and a driver.

A bot never sees the full state: `play_game` hands it ``game.view(seat)`` (what that seat may know)
and the seat's legal options, nothing else. Rulesets add their own bots through
``registry.set_data("bots", {name: factory})`` where ``factory(seed) -> Bot``.
"""

from bsgcore.bots.base import Bot, BotFactory, RandomBot
from bsgcore.bots.play import DEFAULT_MAX_COMMANDS, GameTooLong, count_commands, play_game
from bsgcore.bots.registry import bot_names, make_bot, make_bots, seat_seed
from bsgcore.bots.search import Sampler, SearchBot

__all__ = [
    "DEFAULT_MAX_COMMANDS",
    "Bot",
    "BotFactory",
    "GameTooLong",
    "RandomBot",
    "Sampler",
    "SearchBot",
    "bot_names",
    "count_commands",
    "make_bot",
    "make_bots",
    "play_game",
    "seat_seed",
]
