"""Events every ruleset shares: the game's creation, each accepted command, and the game's end."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.messages import Command, Event, Frame
from bsgcore.state import Outcome


@attrs.frozen
class PluginRef:
    """A plugin and version a game was created with, so replay can refuse other rules."""

    name: str
    version: str


@attrs.frozen
class GameCreated(Event):
    """The first event of every log: rules, plugins, options, seats and the (secret) seed."""

    tag = "core.game_created"
    ruleset: str
    seats: int
    seed: int
    options: dict[str, Any]
    plugins: tuple[PluginRef, ...]
    core_version: str

    def redacted_for(self, seat: int | None) -> Event:
        """Everyone learns the rules and options; nobody learns the seed."""
        return attrs.evolve(self, seed=0)

    def describe(self) -> str:
        """A sentence for the printout."""
        names = ", ".join(f"{p.name} {p.version}" for p in self.plugins)
        return f"New {self.ruleset} game for {self.seats} seats ({names})."


@attrs.frozen
class CommandPlayed(Event):
    """A command the rules accepted, recorded before its consequences so logs can be re-verified."""

    tag = "core.command_played"
    command: Command

    def redacted_for(self, seat: int | None) -> Event:
        """The command as `seat` may see it."""
        redacted = self.command.redacted_for(seat)
        return self if redacted is self.command else CommandPlayed(redacted)

    def describe(self) -> str:
        """A sentence for the printout."""
        return f"seat {self.command.seat}: {self.command.tag}"


@attrs.frozen
class PositionSet(Event):
    """The game starts from a position (`Game.from_position`), right after its creation: the host's
    whole position document without the seed (docs/positions.md)."""

    tag = "core.position_set"
    position: dict[str, Any]

    def redacted_for(self, seat: int | None) -> Event:
        """Nobody's events carry the position: a seat reads what it may know from its view."""
        return PositionSet({})

    def describe(self) -> str:
        """A sentence for the printout."""
        turn = self.position.get("game", {}).get("turn", {})
        number = turn.get("number") if isinstance(turn, dict) else None
        return (
            f"The game starts from a position (turn {number})."
            if number
            else ("The game starts from a position.")
        )


@attrs.frozen
class GameEnded(Event):
    """The game is over: nothing is resolved after this event."""

    tag = "core.game_ended"
    winner: str
    condition: str
    reason: str
    winning_seats: tuple[int, ...] = ()

    def describe(self) -> str:
        """A sentence for the printout."""
        return f"GAME OVER: {self.winner} win ({self.condition}): {self.reason}"

    def outcome(self) -> Outcome:
        """The outcome this event records."""
        return Outcome(self.winner, self.condition, self.reason, self.winning_seats)


@attrs.frozen
class FramesPushed(Event):
    """Resolution control: frames pushed on the stack (the last one is resolved first)."""

    tag = "core.push"
    quiet = True
    frames: tuple[Frame, ...]

    def describe(self) -> str:
        """A sentence for the printout."""
        return "push " + ", ".join(f.tag for f in self.frames)


@attrs.frozen
class FramePopped(Event):
    """Resolution control: the top frame is finished."""

    tag = "core.pop"
    quiet = True

    def describe(self) -> str:
        """A sentence for the printout."""
        return "pop"


@attrs.frozen
class TopReplaced(Event):
    """Resolution control: the top frame is replaced by these frames (the last is resolved first)."""

    tag = "core.replace"
    quiet = True
    frames: tuple[Frame, ...]

    def describe(self) -> str:
        """A sentence for the printout."""
        return "replace top with " + ", ".join(f.tag for f in self.frames)


CONTROL_EVENTS = (FramesPushed, FramePopped, TopReplaced)
