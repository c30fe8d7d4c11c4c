"""bsgcore: an event-sourced rules engine for Battlestar Galactica: The Board Game and its variants.

The public surface: `Game`, the core value types, the plugin marker `hookimpl`, what a plugin
declares (`PluginState`, `Secret`) and the errors.
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
from bsgcore.ruleset import PluginState, Rules, RulesetSpec, RulesRegistry, build_rules
from bsgcore.state import Outcome, State
from bsgcore.version import __version__
from bsgcore.view import Secret

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
    "PluginState",
    "RandomCursor",
    "Rng",
    "Rules",
    "RulesRegistry",
    "RulesetSpec",
    "Secret",
    "State",
    "RulesError",
    "RulesetMismatch",
    "__version__",
    "build_rules",
    "hookimpl",
]
