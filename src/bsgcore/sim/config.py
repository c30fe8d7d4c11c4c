"""What a simulation plays: ruleset, plugins, options, seats, bot and command limit (picklable).

The same configuration and seed always give the same game, whichever process plays it; the
configuration also writes the one ``bsg play`` command that replays a given seed.
"""

from __future__ import annotations

import json
import shlex
from typing import Any

import attrs


@attrs.frozen
class SimConfig:
    """One simulated configuration; game i of a run uses seed ``first_seed + i``."""

    ruleset: str
    plugins: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    seats: int
    bot: str
    max_commands: int

    @property
    def option_dict(self) -> dict[str, Any]:
        """The options as the mapping `Game.new` takes."""
        return dict(self.options)

    def describe(self) -> str:
        """The configuration in one line, for error reports."""
        plugins = ",".join(self.plugins) or "-"
        options = ",".join(f"{k}={json.dumps(v)}" for k, v in self.options) or "-"
        return (
            f"ruleset {self.ruleset}, {self.seats} seats, bot {self.bot!r}, plugins {plugins}, "
            f"options {options}, max {self.max_commands} commands"
        )

    def replay_command(self, seed: int) -> str:
        """The ``bsg play`` command that plays game ``seed`` again, exactly."""
        argv = ["bsg", "play", "--ruleset", self.ruleset, "--seats", str(self.seats)]
        argv += ["--bot", self.bot, "--seed", str(seed), "--max-commands", str(self.max_commands)]
        for plugin in self.plugins:
            argv += ["--plugin", plugin]
        for name, value in self.options:
            argv += ["--option", f"{name}={json.dumps(value)}"]
        return shlex.join(argv)
