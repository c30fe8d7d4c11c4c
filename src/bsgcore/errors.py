"""The errors bsgcore raises: each carries a machine-readable code and a sentence a player understands."""

from __future__ import annotations

import reprlib
from typing import Any

#: The longest excerpt of someone's input an error message quotes (a 1 MB field is not echoed).
EXCERPT_LIMIT = 80


class BsgError(Exception):
    """Base of every bsgcore error; `code` is stable and machine-readable, `message` is for people."""

    code: str = "error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code

    def __str__(self) -> str:
        return f"[{self.code}] {self.message}"

    def to_dict(self) -> dict[str, str]:
        """The error as JSON-ready data, for frontends."""
        return {"error": type(self).__name__, "code": self.code, "message": self.message}


class _Excerpt(reprlib.Repr):
    """A `repr` bounded in length and depth, safe for huge ints and deeply nested values."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = self.maxother = self.maxlong = 40
        self.maxdict = self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = 4

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:  # repr itself fails past 4,300 digits
            return f"<an integer of about {int(x.bit_length() * 0.30103) + 1} digits>"
        return super().repr_int(x, level)

    def repr_instance(self, x: Any, level: int) -> str:
        try:
            text = repr(x)
        except Exception:  # a deep or broken object: name its type only
            return f"<{type(x).__name__}>"
        return text if len(text) <= self.maxother else text[: self.maxother - 3] + "..."


_EXCERPT = _Excerpt()


def excerpt(value: Any, limit: int = EXCERPT_LIMIT) -> str:
    """A short, always computable quote of ``value`` for an error message about bad input."""
    try:
        text = _EXCERPT.repr(value)
    except Exception:  # reprlib itself gave up (a value whose repr raises): its type only
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


class IllegalCommand(BsgError):
    """A command the rules do not allow now; the game state and log are left untouched."""

    code = "illegal_command"


class MalformedCommand(IllegalCommand):
    """A command that cannot even be read: unknown tag, missing or mistyped field."""

    code = "malformed_command"


class BadSeat(BsgError, ValueError):
    """A seat number that is not a seat of this game (seats are 0 to n-1; None is the spectator)."""

    code = "bad_seat"


class GameOver(IllegalCommand):
    """A command sent after the game has ended."""

    code = "game_over"


class ConfigurationError(BsgError):
    """A game that cannot be created as asked: unknown ruleset or plugin, bad options, bad seat count."""

    code = "bad_configuration"


class RulesetMismatch(BsgError):
    """A saved log made with other rules (ruleset, plugins or versions) than the ones loaded."""

    code = "ruleset_mismatch"


class CorruptLog(BsgError):
    """A saved log that cannot be trusted: unreadable, truncated, out of order or not what the rules produce."""

    code = "corrupt_log"


class LogNotFound(CorruptLog):
    """A saved log that is not there (no such file) or cannot be opened."""

    code = "log_not_found"


class ConcurrencyError(BsgError):
    """Two writers raced: the store already holds events past the version the writer expected."""

    code = "version_conflict"


class RulesError(BsgError):
    """A bug in a ruleset or plugin (an applier or step that broke the engine's contract)."""

    code = "rules_error"
