"""The errors bsgcore raises: each carries a machine-readable code and a sentence a player understands."""

from __future__ import annotations


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


class IllegalCommand(BsgError):
    """A command the rules do not allow now; the game state and log are left untouched."""

    code = "illegal_command"


class MalformedCommand(IllegalCommand):
    """A command that cannot even be read: unknown tag, missing or mistyped field."""

    code = "malformed_command"


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


class ConcurrencyError(BsgError):
    """Two writers raced: the store already holds events past the version the writer expected."""

    code = "version_conflict"


class RulesError(BsgError):
    """A bug in a ruleset or plugin (an applier or step that broke the engine's contract)."""

    code = "rules_error"
