"""Play one seat of a bsgcore game through standard input and output, as JSON lines.

A minimal complete frontend: any program, in any language, can play a seat by reading and writing
one JSON object per line. Bots play every other seat.

    python examples/jsonlines_seat.py --ruleset express --seats 4 --seed 1 --seat 0

Whenever the seat must decide, this script writes one line::

    {"type": "decision", "view": {...}, "events": [...], "options": [...], "labels": [...]}

``view`` is everything the seat may know (``Game.view(seat, labels=True)``, its pending decision
with its prompt and subject; the options are not repeated there), ``events`` are the events since
the last message, redacted for the seat, each with its sentence (``text``), leaving out the
resolution bookkeeping (``core.push``, ``core.pop``, ``core.replace``; ``--all-events`` keeps
them), ``options`` are the legal commands and ``labels`` one label for people per option, in the
same order. It then reads one
line: a command object, usually one of ``options`` as given. Every line read gets exactly one
reply: the next decision, ``{"type": "error", "code": ..., "message": ...}`` (the command was not
accepted; send another), or, when the game ends, ``{"type": "over", "outcome": {...}, "events":
[...]}``. Standard error carries only diagnostics. Exit code 0 when the game is over, 1 when
standard input ends first, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from bsgcore import ConfigurationError, Game, IllegalCommand, MalformedCommand
from bsgcore.bots import make_bots

#: Resolution bookkeeping, left out of ``events`` unless ``--all-events``.
BOOKKEEPING = frozenset({"core.push", "core.pop", "core.replace"})


class SeatSession:
    """One seat of a game, spoken to in JSON lines; bots answer for every other seat."""

    def __init__(
        self,
        game: Game,
        seat: int,
        bot: str,
        stdin: TextIO,
        stdout: TextIO,
        all_events: bool = False,
    ) -> None:
        self.game = game
        self.all_events = all_events
        self.seat = seat
        self.bots = make_bots(game.rules, bot, game.seats, game.state.seed)
        self.stdin = stdin
        self.stdout = stdout
        self.sent = 0  # events already sent to the client

    def send(self, message: dict[str, Any]) -> None:
        """Write one message as one compact JSON line."""
        self.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
        self.stdout.flush()

    def new_events(self) -> list[dict[str, Any]]:
        """The events since the last message, as this seat may see them, with their sentences
        (without the resolution bookkeeping unless ``--all-events``)."""
        fresh = self.game.events_json(self.seat, start=self.sent)
        self.sent += len(fresh)
        if self.all_events:
            return fresh
        return [event for event in fresh if event["tag"] not in BOOKKEEPING]

    def receive(self) -> Any:
        """The next command object from the client (MalformedCommand if it is not JSON)."""
        line = self.stdin.readline()
        if not line:
            raise EOFError
        try:
            return json.loads(line)
        except json.JSONDecodeError as exc:
            raise MalformedCommand(f"That line is not JSON ({exc.msg}).") from exc
        except ValueError as exc:  # an integer of more than 4,300 digits
            raise MalformedCommand("That line holds a number too long to read.") from exc
        except RecursionError as exc:
            raise MalformedCommand("That line is nested too deeply to read.") from exc

    def run(self) -> int:
        """Play until the game is over; the exit code."""
        game = self.game
        while not game.is_over:
            decision = game.pending
            assert decision is not None, "the rules left no decision pending"
            if decision.seat != self.seat:
                bot = self.bots[decision.seat]
                game.play(bot.choose(game.view(decision.seat), decision.options))
                continue
            view = game.view(self.seat, labels=True)
            pending = view["pending"]
            options, labels = pending.pop("options"), pending.pop("labels")  # sent once, below
            self.send(
                {
                    "type": "decision",
                    "view": view,
                    "events": self.new_events(),
                    "options": options,
                    "labels": labels,
                }
            )
            while True:
                try:
                    game.play(self.receive())
                    break
                except EOFError:
                    print("jsonlines_seat: standard input ended before the game", file=sys.stderr)
                    return 1
                except IllegalCommand as exc:  # also MalformedCommand: state untouched
                    self.send({"type": "error", "code": exc.code, "message": exc.message})
                except Exception as exc:  # a bug, not the client's fault: still one reply a line
                    traceback.print_exc(file=sys.stderr)
                    message = f"The engine failed on that command ({type(exc).__name__})."
                    self.send({"type": "error", "code": "internal_error", "message": message})
        outcome = game.rules.converter.unstructure(game.outcome)
        self.send({"type": "over", "outcome": outcome, "events": self.new_events()})
        return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments, create the game and play the seat; the exit code."""
    parser = argparse.ArgumentParser(description="Play one seat of a game as JSON lines.")
    parser.add_argument("--ruleset", default="express")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=None, help="default: random")
    parser.add_argument("--seat", type=int, default=0, help="the seat you play (default: 0)")
    parser.add_argument("--plugin", action="append", default=[], metavar="P")
    parser.add_argument("--bot", help="bot for the other seats (default: the ruleset's)")
    parser.add_argument("--save", type=Path, metavar="FILE", help="save the log at the end")
    parser.add_argument(
        "--all-events", action="store_true", help="also send core.push, core.pop, core.replace"
    )
    args = parser.parse_args(argv)
    try:
        game = Game.new(args.ruleset, args.plugin, seats=args.seats, seed=args.seed)
        if not 0 <= args.seat < game.seats:
            raise ConfigurationError(f"--seat must be 0 to {game.seats - 1}, not {args.seat}.")
        bot = args.bot or game.rules.spec.default_bot
        # Undecodable bytes become lone surrogates: that line gets an error reply, not a crash.
        if hasattr(sys.stdin, "reconfigure"):
            sys.stdin.reconfigure(errors="surrogateescape")
        session = SeatSession(game, args.seat, bot, sys.stdin, sys.stdout, args.all_events)
    except ConfigurationError as exc:
        print(f"jsonlines_seat: {exc.message}", file=sys.stderr)
        return 2
    code = session.run()
    if args.save is not None:
        game.save(args.save)
    return code


if __name__ == "__main__":
    sys.exit(main())
