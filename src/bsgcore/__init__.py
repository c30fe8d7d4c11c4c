"""bsgcore: an event-sourced rules engine for Battlestar Galactica: The Board Game and its variants.

The public surface: `Game`, the core value types, the plugin marker `hookimpl` and the errors.
"""

from bsgcore.errors import (
    BadSeat,
    BsgError,
    ConcurrencyError,
    ConfigurationError,
    CorruptLog,
    GameOver,
    IllegalCommand,
    LogNotFound,
    MalformedCommand,
    RulesError,
    RulesetMismatch,
)
from bsgcore.game import Game
from bsgcore.hookspecs import hookimpl
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.plugins import PluginInfo
from bsgcore.rng import RandomCursor, Rng
from bsgcore.ruleset import Rules, RulesetSpec, RulesRegistry, build_rules
from bsgcore.state import Outcome, State
from bsgcore.version import __version__

__all__ = [
    "BadSeat",
    "BsgError",
    "Command",
    "ConcurrencyError",
    "ConfigurationError",
    "CorruptLog",
    "Decision",
    "Event",
    "Frame",
    "Game",
    "GameOver",
    "IllegalCommand",
    "LogNotFound",
    "MalformedCommand",
    "Outcome",
    "PluginInfo",
    "RandomCursor",
    "Rng",
    "Rules",
    "RulesRegistry",
    "RulesetSpec",
    "State",
    "RulesError",
    "RulesetMismatch",
    "__version__",
    "build_rules",
    "hookimpl",
]
