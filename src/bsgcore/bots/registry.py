"""The bot registry: ``"random"`` and ``"search"`` always, plus the bots a ruleset shares as ``data["bots"]``."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from bsgcore.bots.base import Bot, BotFactory, RandomBot
from bsgcore.bots.search import SearchBot
from bsgcore.errors import BadSeat, ConfigurationError, excerpt
from bsgcore.ruleset import Rules

BUILTIN_BOTS: dict[str, BotFactory] = {"random": RandomBot, "search": SearchBot}


def _known(rules: Rules) -> dict[str, BotFactory]:
    """Every bot factory for these rules by name; the built-in ``random`` cannot be replaced."""
    shared = rules.data.get("bots", {})
    if not isinstance(shared, Mapping):
        raise ConfigurationError(
            f"The plugins' data['bots'] must be a dict name -> factory(seed), not {shared!r}."
        )
    return {**dict(shared), **BUILTIN_BOTS}


def bot_names(rules: Rules) -> tuple[str, ...]:
    """The names of the bots available for these rules, sorted."""
    return tuple(sorted(_known(rules)))


def make_bot(rules: Rules, name: str, seed: int) -> Bot:
    """A new bot by name, seeded; ConfigurationError listing the known names when unknown."""
    known = _known(rules)
    factory = known.get(name)
    if factory is None:
        raise ConfigurationError(
            f"Unknown bot {name!r} for the {rules.ruleset} ruleset; known bots: {sorted(known)}.",
            code="unknown_bot",
        )
    bot = factory(seed)
    if not callable(getattr(bot, "choose", None)):
        raise ConfigurationError(f"Bot factory {name!r} returned {bot!r}, which has no choose().")
    return bot


def seat_seed(seed: int, seat: int) -> int:
    """A bot seed for ``seat`` derived from a game seed (stable across runs and platforms)."""
    if type(seat) is not int or seat < 0:
        raise BadSeat(f"A seat is a whole number of 0 or more, not {excerpt(seat)}.")
    digest = hashlib.sha256(f"bsgcore-bot:{seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def make_bots(rules: Rules, name: str, seats: int, seed: int) -> dict[int, Bot]:
    """One bot of kind ``name`` per seat, each with its own seed derived from ``seed``."""
    return {seat: make_bot(rules, name, seat_seed(seed, seat)) for seat in range(seats)}
