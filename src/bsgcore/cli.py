"""The ``bsg`` command: play a bot game, simulate many, replay a saved log, list the plugins."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from bsgcore import engine
from bsgcore.bots import DEFAULT_MAX_COMMANDS, count_commands, make_bot, make_bots, play_game
from bsgcore.context import using_rules
from bsgcore.core_events import CommandPlayed, GameCreated, GameEnded
from bsgcore.errors import (
    BsgError,
    ConfigurationError,
    CorruptLog,
    LogNotFound,
    RulesetMismatch,
)
from bsgcore.game import Game
from bsgcore.labels import label_for
from bsgcore.messages import Command, Event
from bsgcore.plugins import core_ranges, discover, hookspec_sources, plugin_info, plugin_parts
from bsgcore.ruleset import Rules, build_rules, list_rulesets
from bsgcore.serialization import command_to_dict
from bsgcore.sim import GameRecord, SimConfig, summarize
from bsgcore.sim.backend import BACKENDS, check_backend, session, start_run
from bsgcore.sim.balance import compare
from bsgcore.sim.plot import check_plot_path, plot_balance
from bsgcore.sim.progress import progress_bar
from bsgcore.sim.sinks import RecordSink, check_out_path, open_sink, terminate_as_interrupt
from bsgcore.sim.worker import record_sample
from bsgcore.state import Outcome
from bsgcore.version import __version__

try:  # rich is optional (the ``cli`` extra): plain text without it
    import rich.console
    import rich.progress
    import rich.table
    import rich.text

    HAVE_RICH = True
except ImportError:  # pragma: no cover - exercised only without rich installed
    HAVE_RICH = False


# --------------------------------------------------------------------------------------------------
# output: rich on a terminal, plain text otherwise
# --------------------------------------------------------------------------------------------------


class Out:
    """Writes lines to a stream, styled with rich when it is a terminal and rich is installed."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.console: Any = None
        if HAVE_RICH and _isatty(stream):
            self.console = rich.console.Console(file=stream, soft_wrap=True, highlight=False)

    def line(self, text: str = "", style: str = "") -> None:
        """One line of text (never parsed as rich markup)."""
        if self.console is not None:
            self.console.print(rich.text.Text(text, style=style or ""))
        else:
            print(text, file=self.stream)

    def table(self, title: str, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        """A table with a title; right-aligns every column but the first."""
        if self.console is not None:
            table = rich.table.Table(title=title, title_justify="left")
            for index, header in enumerate(headers):
                table.add_column(header, justify="left" if index == 0 else "right")
            for row in rows:
                table.add_row(*row)
            self.console.print(table)
            return
        widths = [max(len(str(cell)) for cell in col) for col in zip(headers, *rows, strict=False)]
        print(title, file=self.stream)
        for row in (headers, *rows):
            cells = [
                cell.ljust(width) if index == 0 else cell.rjust(width)
                for index, (cell, width) in enumerate(zip(row, widths, strict=True))
            ]
            print("  " + "  ".join(cells).rstrip(), file=self.stream)


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


# --------------------------------------------------------------------------------------------------
# describing a game for people
# --------------------------------------------------------------------------------------------------


def seat_name(view: dict[str, Any], seat: int) -> str | None:
    """A seat's public name from a view, if the ruleset shows one.

    Looked up in the ruleset's view (``view["game"]``): ``seat_names[seat]`` first, then
    ``players[seat]`` or ``seats[seat]`` as a string or a dict with ``name`` or ``character``.
    """
    game = view.get("game")
    if not isinstance(game, dict):
        return None
    for key in ("seat_names", "players", "seats", "characters"):
        entries = game.get(key)
        entry: Any = None
        if isinstance(entries, list) and 0 <= seat < len(entries):
            entry = entries[seat]
        elif isinstance(entries, dict):
            entry = entries.get(str(seat), entries.get(seat))
        if isinstance(entry, str) and entry:
            return entry
        if isinstance(entry, dict):
            for name_key in ("name", "character"):
                value = entry.get(name_key)
                if isinstance(value, str) and value:
                    return value
    return None


def describe_command(rules: Rules, command: Command) -> str:
    """A command as its tag and fields (without the seat), e.g. ``toy.assign(die=2, to="x")``."""
    return _tag_and_fields(command.tag, command_to_dict(rules, command), skip=("tag", "seat"))


def describe_event(rules: Rules, event: Event) -> str:
    """The event's own sentence, or its tag and fields when the ruleset wrote no ``describe``."""
    if type(event).describe is not Event.describe:
        with using_rules(rules):  # a sentence may name plugin-extended components
            return event.describe()
    data = rules.converter.unstructure(event, type(event))
    return _tag_and_fields(event.tag, data, skip=("tag", "v"))


def _tag_and_fields(tag: str, data: dict[str, Any], skip: tuple[str, ...]) -> str:
    fields = [
        f"{key}={value if isinstance(value, int | float) else _compact(value)}"
        for key, value in data.items()
        if key not in skip
    ]
    return f"{tag}({', '.join(fields)})" if fields else tag


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def describe_outcome(outcome: Outcome) -> str:
    """Who won, by which condition and why, in one sentence."""
    seats = ", ".join(str(s) for s in outcome.winning_seats)
    tail = f" (winning seats: {seats})" if seats else ""
    reason = outcome.reason.rstrip(".")
    return f"Winner: {outcome.winner}, by {outcome.condition}: {reason}{tail}."


class GamePrinter:
    """Prints a game's spectator log as it unfolds, for a player of the board game.

    Seats are named by their characters, commands printed as their labels (a command whose fields
    are secret is left to the event that follows it), repeated lines merged; the ruleset may
    register a narrator (``bsgcore.printout`` in its data: ``factory(rules)`` giving an object
    with ``lines(before, event, after, text) -> list[str]``) for lines that need the state, such
    as ships by type or an attack's hit or miss. With ``json_lines`` every spectator event is
    printed as one JSON object per line instead, with its sentence as ``text``.
    """

    def __init__(self, game: Game, out: Out, *, json_lines: bool = False) -> None:
        self.game = game
        self.out = out
        self.json_lines = json_lines
        self.printed = 0
        self.status = ""
        self.before: Any = None  # the state before the next event to print
        self.merger = LineMerger()
        factory = game.rules.data.get("bsgcore.printout")
        self.narrator: Any = factory(game.rules) if callable(factory) else None

    def flush(self, _events: Sequence[Event] = ()) -> None:
        """Print every event of the log not yet printed, redacted for a spectator.

        Quiet events (resolution bookkeeping) and events with an empty description are skipped;
        the ruleset's public status line is printed whenever it changes.
        """
        start = self.printed
        host = self.game.events[start:]
        shown = self.game.events_for(None, start=start)
        self.printed += len(host)
        names = self._names()
        lines: list[tuple[str, str]] = []
        state = self.before
        labelled_once = False
        with using_rules(self.game.rules):
            for index, (event, public) in enumerate(zip(host, shown, strict=True)):
                after = engine.apply_event(self.game.rules, state, event)
                text = self._text(state, event, public, after, labelled_once)
                if isinstance(event, CommandPlayed):
                    labelled_once = True
                if self.json_lines:
                    record = {"seq": start + index, **self.game.to_json(public)}
                    record["text"] = _named(" ".join(t.strip() for t, _ in text), names)
                    self.out.line(json.dumps(record, ensure_ascii=False, sort_keys=False))
                else:
                    lines += [(_named(t, names), style) for t, style in text]
                state = after
            finish = getattr(self.narrator, "finish", None)
            if finish is not None and not self.json_lines:
                lines += [(_named("  " + t, names), "") for t in finish()]
        self.before = self.game.state
        if not self.json_lines:
            for line, style in lines:
                self._emit(line, style)
            self.print_status(names)

    def _emit(self, text: str, style: str) -> None:
        for line in self.merger.feed(text, style):
            self.out.line(*line)

    def close(self) -> None:
        """Print the line held back for merging (at the end of the game)."""
        for line in self.merger.close():
            self.out.line(*line)

    def _names(self) -> dict[int, str]:
        public = self.game.view(None)
        return {
            seat: name
            for seat in range(self.game.seats)
            if (name := seat_name(public, seat)) is not None
        }

    def _text(
        self, before: Any, event: Event, public: Event, after: Any, labelled_once: bool
    ) -> list[tuple[str, str]]:
        """The lines (with their styles) an event prints: none for quiet events."""
        if isinstance(event, CommandPlayed):
            assert isinstance(public, CommandPlayed)
            seat = event.command.seat
            if public.command != event.command:  # secret fields: the next event tells it
                return []
            what = describe_command(self.game.rules, event.command)
            if before is not None and not labelled_once:
                try:
                    what = label_for(self.game.rules, before, event.command, None)
                except Exception:  # a labeller that cannot label this command: its fields
                    pass
            return [(f"seat {seat}: {what}", "cyan")]
        if isinstance(event, GameCreated):
            return [(event.describe(), "bold")]
        if isinstance(event, GameEnded):
            return [(event.describe(), "bold green")]
        if event.quiet and self.narrator is None:
            return []
        text = "" if event.quiet else describe_event(self.game.rules, public)
        if self.narrator is not None and before is not None:
            found = self.narrator.lines(before, event, after, text)
        else:
            found = [text] if text else []
        return [("  " + line, "") for line in found if line]

    def print_status(self, names: dict[int, str] | None = None) -> None:
        """Print the ruleset's public status line if it changed since the last one printed."""
        status = self.game.rules.spec.status
        if status is None or self.game.is_over:
            return
        with using_rules(self.game.rules):
            line = status(self.game.state)
        line = _named(line, names or {})
        if line and line != self.status:
            self.status = line
            self._emit(f"  [{line}]", "dim")


_SEAT = re.compile(r"\b[Ss]eat (\d+)(?=(: [^,.;]+)?)")


def _named(text: str, names: dict[int, str]) -> str:
    """``text`` with every "seat N" of a seat whose character is known replaced by its name
    ("seat 0: Laura Roslin", where the text names the character itself, becomes the name)."""
    if not names:
        return text
    out: list[str] = []
    end = 0
    for match in _SEAT.finditer(text):
        if match.start() < end:
            continue
        name = names.get(int(match[1]))
        if name is None:
            continue
        out.append(text[end : match.start()])
        out.append(name)
        end = match.end()
        if match[2] == f": {name}":
            end += len(match[2])
    out.append(text[end:])
    return "".join(out)


class LineMerger:
    """Merges consecutive lines: the same line repeated is printed once with ``(x N)``, and lines
    that differ only after the same ``"...: "`` are joined (``draws skill cards: a, b, c.``).
    A line is held back until the next one shows whether they merge."""

    def __init__(self) -> None:
        self.held: tuple[str, str] | None = None
        self.base = ""  # the held line without its count
        self.count = 1

    def feed(self, text: str, style: str) -> list[tuple[str, str]]:
        """Take a line; return the lines now final (none, or the one held before)."""
        held = self.held
        if held is not None and held[1] == style:
            if self.count == 1 and _joinable(self.base, text):
                head, _, tail = self.base.rpartition(": ")
                self.base = f"{head}: {tail.rstrip('.')}, {text.rpartition(': ')[2]}"
                self.held = (self.base, style)
                return []
            if text == self.base:
                self.count += 1
                self.held = (f"{text} (x {self.count})", style)
                return []
        out = self.close()
        self.held, self.base, self.count = (text, style), text, 1
        return out

    def close(self) -> list[tuple[str, str]]:
        """The line held back, if any (the end of the output)."""
        held, self.held = self.held, None
        return [] if held is None else [held]


def merge_lines(lines: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """``lines`` merged by a `LineMerger`."""
    merger = LineMerger()
    out = [line for text, style in lines for line in merger.feed(text, style)]
    return out + merger.close()


def _joinable(previous: str, text: str) -> bool:
    head, sep, tail = previous.rpartition(": ")
    new_head, new_sep, new_tail = text.rpartition(": ")
    return bool(
        sep and new_sep and head == new_head and tail.endswith(".") and new_tail.endswith(".")
    )


# --------------------------------------------------------------------------------------------------
# arguments
# --------------------------------------------------------------------------------------------------


def _option(text: str) -> tuple[str, Any]:
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return name, value


def _whole_number(text: str, least: int, what: str) -> int:
    """``text`` as an int of at least ``least``; a sentence naming the value when it is not."""
    try:
        value = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected {what}, got {text[:40]!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"expected {what}, got {value}")
    return value


def _non_negative(text: str) -> int:
    return _whole_number(text, 0, "a whole number of 0 or more")


def _positive(text: str) -> int:
    return _whole_number(text, 1, "a whole number of 1 or more")


def _seat_count(text: str) -> int:
    return _whole_number(text, 1, "a number of seats")


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ruleset", "-r", default=DEFAULT_RULESET, help=f"ruleset (default: {DEFAULT_RULESET})"
    )
    parser.add_argument(
        "--seats",
        "-n",
        type=_seat_count,
        default=DEFAULT_SEATS,
        help=f"number of seats (default: {DEFAULT_SEATS})",
    )
    parser.add_argument(
        "--bot", help="bot in every seat (default: the ruleset's default bot, else random)"
    )
    parser.add_argument(
        "--plugin",
        "-p",
        action="extend",
        nargs="+",
        default=[],
        metavar="P",
        help="enable plugin(s) P besides the ruleset's own (repeatable)",
    )
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        type=_option,
        default=[],
        metavar="NAME=VALUE",
        help="game option; VALUE is read as JSON, else as a string (repeatable)",
    )
    parser.add_argument(
        "--max-commands",
        type=_positive,
        default=DEFAULT_MAX_COMMANDS,
        help=f"give up a game after this many commands (default: {DEFAULT_MAX_COMMANDS})",
    )


DEFAULT_RULESET = "base"
DEFAULT_SEATS = 5


class Parser(argparse.ArgumentParser):
    """argparse with the installed rulesets, plugins and options in every ``--help``, and usage
    errors said in plain words (never argparse's own phrasing)."""

    def format_help(self) -> str:
        """The help, then what is installed (listed only when help is asked for)."""
        return super().format_help().rstrip("\n") + "\n\n" + installed_summary()

    def error(self, message: str) -> NoReturn:
        """Print a plain sentence about the bad usage, and exit with code 2."""
        self.exit(2, f"{self.prog}: {usage_sentence(message)} (see {self.prog} --help)\n")


def usage_sentence(message: str) -> str:
    """argparse's error message as a sentence a player reads."""
    rules: tuple[tuple[str, str], ...] = (
        (r"^argument (?:COMMAND|command): invalid choice: '([^']*)' \(choose from (.*)\)$",
         "there is no command '{0}'; the commands are {1}"),
        (r"^argument ([^:]+): invalid choice: '([^']*)' \(choose from (.*)\)$",
         "{0} cannot be '{1}'; it is one of {2}"),
        (r"^the following arguments are required: (.*)$", "missing {0}"),
        (r"^unrecognized arguments: (.*)$", "unknown argument(s) {0}"),
        (r"^argument ([^:]+): expected one argument$", "{0} needs a value"),
        (r"^argument ([^:]+): expected at least one argument$", "{0} needs at least one value"),
        (r"^argument ([^:]+): (.*)$", "{0}: {1}"),
    )  # fmt: skip
    for pattern, sentence in rules:
        match = re.match(pattern, message)
        if match is not None:
            parts = [_first_flag(part) for part in match.groups()]
            return sentence.format(*parts)
    return message


def _first_flag(text: str) -> str:
    """``--seats/-n`` as ``--seats`` (argparse names an option by all its flags)."""
    return text.split("/", 1)[0] if text.startswith("-") else text


def installed_summary() -> str:
    """The installed rulesets (with seat ranges), plugins and each ruleset's game options."""
    lines = []
    try:
        modules = discover()
        specs = list_rulesets(modules)
    except BsgError as exc:  # a broken plugin: help still works
        return f"(the installed plugins cannot be listed: {exc.message})\n"
    shown = ", ".join(
        f"{s.name} ({s.min_seats}-{s.max_seats} seats)"
        for s in sorted(specs.values(), key=lambda s: s.name)
    )
    lines.append(f"rulesets: {shown}")
    lines.append(f"plugins: {', '.join(sorted(modules))}")
    for name in sorted(specs):
        try:
            declared = build_rules(name).registry.options
        except BsgError:
            continue
        lines.append(f"options of {name} (-o NAME=VALUE):")
        for option in sorted(declared.values(), key=lambda o: o.name):
            default = json.dumps(option.default)
            lines.append(f"  {option.name}={default}: {option.doc}")
    return "\n".join(lines) + "\n"


def build_parser() -> argparse.ArgumentParser:
    """The ``bsg`` argument parser."""
    parser = Parser(
        prog="bsg",
        description="bsgcore: play, simulate and check Battlestar Galactica games.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"bsgcore {__version__}")
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", required=True, parser_class=Parser
    )

    play = sub.add_parser(
        "play",
        help="play one seeded game with bots and print it",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _game_arguments(play)
    play.add_argument(
        "--seed",
        "-s",
        type=_non_negative,
        help="game seed (default: random; a host position's own seed comes first)",
    )
    play.add_argument("--save", type=Path, metavar="FILE", help="save the log (JSON lines)")
    play.add_argument("--quiet", "-q", action="store_true", help="print only the result")
    play.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="text: a printout for players (default); json: one spectator event per line",
    )
    play.add_argument(
        "--position",
        type=Path,
        metavar="FILE",
        help="start from a position (.json or .toml, docs/positions.md) instead of a new game",
    )
    play.set_defaults(run=cmd_play)
    play.epilog = textwrap.fill(
        "A seed is a key: whoever knows or guesses it can replay the game and see every hidden "
        "card. --seed is for tests and replays; any game with hidden information played against "
        "other people must use the default (a random 63-bit seed from the operating system).",
        width=78,
    )

    simulate = sub.add_parser("simulate", help="play many bot games and count the outcomes")
    _game_arguments(simulate)
    simulate.add_argument("--games", "-g", type=_positive, default=100, help="default: 100")
    simulate.add_argument(
        "--seed", "-s", type=_non_negative, default=0, help="game i uses seed S+i (default: 0)"
    )
    simulate.add_argument(
        "--json", action="store_true", help="print one JSON object (last line) instead of tables"
    )
    simulate.add_argument(
        "--jobs",
        "-j",
        type=_positive,
        default=None,
        help="processes to play on, or a local Ray's CPUs (default: every core); results do not "
        "depend on it",
    )
    _backend_arguments(simulate)
    simulate.add_argument(
        "--out",
        type=Path,
        metavar="FILE",
        help="write one row per game to FILE.csv or FILE.parquet as games finish",
    )
    simulate.add_argument(
        "--resume",
        action="store_true",
        help="continue the --out file of an interrupted run (same arguments)",
    )
    simulate.set_defaults(run=cmd_simulate)

    balance = sub.add_parser(
        "balance", help="compare two configurations on the same seeds (paired win rates)"
    )
    _game_arguments(balance)
    balance.add_argument("--games", "-g", type=_positive, default=100, help="default: 100")
    balance.add_argument(
        "--seed", "-s", type=_non_negative, default=0, help="game i uses seed S+i (default: 0)"
    )
    balance.add_argument(
        "--jobs", "-j", type=_positive, default=None, help="processes (default: every core)"
    )
    _backend_arguments(balance)
    balance.add_argument(
        "--plot",
        type=Path,
        metavar="FILE",
        help="draw win rate against game length and the outcome mix to FILE.png or FILE.svg",
    )
    balance.add_argument(
        "--side", help="the side whose win rate is compared (default: the ruleset's first side)"
    )
    balance.add_argument(
        "--b-plugin",
        action="extend",
        nargs="+",
        default=[],
        metavar="P",
        help="configuration B: A with plugin(s) P enabled too",
    )
    balance.add_argument(
        "--b-option",
        action="append",
        type=_option,
        default=[],
        metavar="NAME=VALUE",
        help="configuration B: A with this option (repeatable)",
    )
    balance.add_argument("--b-bot", help="configuration B: A with this bot in every seat")
    balance.add_argument(
        "--json", action="store_true", help="print one JSON object (last line) instead of text"
    )
    balance.set_defaults(run=cmd_balance)

    replay = sub.add_parser("replay", help="load and re-verify a saved game log")
    replay.add_argument("file", type=Path, metavar="FILE")
    replay.set_defaults(run=cmd_replay)

    plugins = sub.add_parser("plugins", help="list the installed plugins")
    plugins.set_defaults(run=cmd_plugins)

    schema = sub.add_parser(
        "schema", help="write the JSON Schema of every command, event and decision"
    )
    _rules_arguments(schema)
    schema.add_argument("--out", type=Path, metavar="FILE", help="write to FILE (default: stdout)")
    schema.set_defaults(run=cmd_schema)

    catalogue = sub.add_parser(
        "catalogue", help="write the Markdown catalogue of every command, event and frame"
    )
    _rules_arguments(catalogue)
    catalogue.add_argument(
        "--out", type=Path, metavar="FILE", help="write to FILE (default: stdout)"
    )
    catalogue.add_argument(
        "--json",
        action="store_true",
        help="write every card, character and location id with its name, kind, text, copies "
        "and strengths as JSON instead",
    )
    catalogue.set_defaults(run=cmd_catalogue)

    serve = sub.add_parser(
        "serve", help="run the game service: lobby, WebSockets, browser client (docs/serve.md)"
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1, this machine)"
    )
    serve.add_argument("--port", type=_positive, default=8000, help="default: 8000")
    serve.add_argument(
        "--store",
        default="sqlite:///games.db",
        help="the games' database (default: sqlite:///games.db, relative to here)",
    )
    serve.set_defaults(run=cmd_serve)

    cards = sub.add_parser("cards", help="list the cards of the enabled plugins")
    cards.add_argument(
        "--ruleset", "-r", default=DEFAULT_RULESET, help=f"ruleset (default: {DEFAULT_RULESET})"
    )
    cards.add_argument(
        "--plugins",
        "--plugin",
        "-p",
        dest="plugin",
        action="extend",
        nargs="+",
        default=[],
        metavar="P",
        help="enable plugin(s) P besides the ruleset's own",
    )
    cards.add_argument(
        "--missing",
        action="store_true",
        help="list only the cards whose effect is not implemented; exit 1 when there are any",
    )
    cards.add_argument(
        "--json",
        action="store_true",
        help="one JSON object: each card with its name, kind, text, copies, strengths and "
        "whether it is implemented",
    )
    cards.set_defaults(run=cmd_cards)
    return parser


def _backend_arguments(parser: argparse.ArgumentParser) -> None:
    """``--backend`` and ``--address``: where the games run (docs/simulation.md)."""
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default="local",
        help="local: a process pool (default); ray: Ray tasks (pip install 'bsgcore[ray]')",
    )
    parser.add_argument(
        "--address",
        metavar="ADDR",
        help="with --backend ray: the cluster to use (HOST:PORT or auto; default: a local Ray)",
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``bsg`` command; returns the exit code (0 ok, 1 failure, 2 bad usage)."""
    args = build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except ConfigurationError as exc:
        print(f"bsg {args.command}: {exc.message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("bsg: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `bsg play | head`: stop quietly, as Unix tools do
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


# --------------------------------------------------------------------------------------------------
# bsg play
# --------------------------------------------------------------------------------------------------


def cmd_serve(args: argparse.Namespace) -> int:
    """``bsg serve``: the game service until interrupted (needs ``bsgcore[serve]``)."""
    from bsgcore.serve import run

    run(host=args.host, port=args.port, store=args.store)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """``bsg play``: one complete game with bots in every seat, printed as it unfolds."""
    out = Out(sys.stdout)
    if args.save is not None:
        _check_writable(args.save)
    if args.position is not None:
        if args.plugin or args.option:
            raise ConfigurationError(
                "A position names its own plugins and options: leave out --plugin and --option "
                "with --position.",
                code="position_conflict",
            )
        game = Game.from_position(args.position, args.seed)
    else:
        rules = build_rules(args.ruleset, args.plugin)
        make_bot(rules, args.bot or rules.spec.default_bot, 0)  # fail fast on an unknown bot
        game = Game.new(args.ruleset, args.plugin, dict(args.option), args.seats, args.seed)
    bot = args.bot or game.rules.spec.default_bot
    make_bot(game.rules, bot, 0)
    seed = game.state.seed
    bots = make_bots(game.rules, bot, game.seats, seed)
    json_lines = args.format == "json"
    printer = GamePrinter(game, out, json_lines=json_lines)
    show = not args.quiet
    if show and not json_lines:
        out.line(f"seed {seed}, bot {bot!r} in every seat", style="dim")
    if show:
        printer.flush()
    try:
        play_game(
            game,
            bots,
            on_events=printer.flush if show else None,
            max_commands=args.max_commands,
        )
    finally:
        printer.close()
        saved = args.save is None or _save(game, args.save)
    if not saved:
        return 1
    assert game.outcome is not None
    if not json_lines:
        out.line(
            f"{describe_outcome(game.outcome)} ({count_commands(game.events)} commands, "
            f"seed {seed})",
            style="bold",
        )
    return 0


def _save(game: Game, path: Path) -> bool:
    """Save the log, saying where; False (and why, without a traceback) when it cannot be written."""
    try:
        game.save(path)
    except OSError as exc:
        print(f"bsg play: cannot save the log to {path}: {exc.strerror}.", file=sys.stderr)
        return False
    print(f"log saved to {path}", file=sys.stderr)
    return True


def _check_writable(path: Path) -> None:
    """ConfigurationError unless a log can be saved at ``path`` (checked before a game starts)."""
    folder = path.parent
    problem = None
    if path.is_dir():
        problem = "it is a folder"
    elif not folder.is_dir():
        problem = f"there is no folder {folder}"
    else:
        try:
            with tempfile.TemporaryFile(dir=folder):
                pass
        except OSError as exc:
            problem = f"the folder {folder} is not writable ({exc.strerror})"
    if problem is not None:
        raise ConfigurationError(f"cannot save the log to {path}: {problem}.", code="bad_save_path")


# --------------------------------------------------------------------------------------------------
# bsg simulate
# --------------------------------------------------------------------------------------------------


def _sim_config(
    ruleset: str, plugins: Sequence[str], options: dict[str, Any], args: argparse.Namespace
) -> SimConfig:
    """A checked simulation configuration (unknown rulesets, options and bots refused)."""
    rules = build_rules(ruleset, list(plugins))
    rules.check_options(dict(options), args.seats)
    bot = args.bot or rules.spec.default_bot
    make_bot(rules, bot, 0)
    return SimConfig(
        ruleset=ruleset,
        plugins=tuple(plugins),
        options=tuple(options.items()),
        seats=args.seats,
        bot=bot,
        max_commands=args.max_commands,
    )


def cmd_simulate(args: argparse.Namespace) -> int:
    """``bsg simulate``: G seeded games with bots on J processes; outcome counts with intervals.

    A game that raised is reported with its seed, configuration and replay command, and counted
    in ``errors``; the summary is the same whatever ``--jobs`` is.
    """
    rules = build_rules(args.ruleset, args.plugin)
    config = _sim_config(args.ruleset, args.plugin, dict(args.option), args)
    args.bot = config.bot
    seeds = range(args.seed, args.seed + args.games)
    if args.resume and args.out is None:
        raise ConfigurationError("--resume continues an --out FILE: name it.", code="bad_resume")
    check_backend(args.backend, args.jobs, args.address)
    if args.out is not None:
        check_out_path(args.out)
    with terminate_as_interrupt():  # SIGTERM, like Ctrl-C, closes the --out file properly
        sink = None
        if args.out is not None:
            sink = open_sink(args.out, record_sample(config), args.seats, seeds, args.resume)
        records = list(sink.records) if sink is not None else []
        done = {record.seed for record in records}
        resumed = len(records)
        try:
            with session(args.backend, args.jobs, args.address):
                started = time.perf_counter()
                todo = [seed for seed in seeds if seed not in done]
                _play(config, todo, args, records, sink)
                elapsed = time.perf_counter() - started
        finally:
            if sink is not None:
                sink.close()
    records.sort(key=lambda record: record.seed)
    summary = summarize(records, config, rules.spec.sides)
    if args.json:
        print(json.dumps(summary, sort_keys=False))
    else:
        _print_tables(Out(sys.stdout), args, summary, elapsed, resumed)
    return 1 if summary["errors"] else 0


def cmd_balance(args: argparse.Namespace) -> int:
    """``bsg balance``: configurations A and B on the same seeds; paired difference of win rates."""
    rules = build_rules(args.ruleset, args.plugin)
    side = args.side or rules.spec.sides[0]
    if side not in rules.spec.sides:
        raise ConfigurationError(
            f"--side {side!r} is not a side of the {args.ruleset} ruleset; its sides are "
            f"{', '.join(rules.spec.sides)}.",
            code="unknown_side",
        )
    first = _sim_config(args.ruleset, args.plugin, dict(args.option), args)
    plugins = list(dict.fromkeys([*args.plugin, *args.b_plugin]))
    b_args = argparse.Namespace(**{**vars(args), "bot": args.b_bot or args.bot})
    second = _sim_config(
        args.ruleset, plugins, {**dict(args.option), **dict(args.b_option)}, b_args
    )
    check_backend(args.backend, args.jobs, args.address)
    if args.plot is not None:
        check_plot_path(args.plot)
    seeds = range(args.seed, args.seed + args.games)
    played: list[list[GameRecord]] = [[], []]
    with session(args.backend, args.jobs, args.address):
        for config, records in zip((first, second), played, strict=True):
            _play(config, seeds, args, records)
    result = {"a": first.describe(), "b": second.describe(), **compare(played[0], played[1], side)}
    if args.plot is not None:
        title = f"{args.games} paired games (seeds {seeds[0]}..{seeds[-1]})\nA: {first.describe()}"
        title += f"\nB: {second.describe()}"
        plot_balance([("A", played[0]), ("B", played[1])], side, args.plot, title)
    if args.json:
        print(json.dumps(result, sort_keys=False))
    else:
        _print_balance(Out(sys.stdout), result)
    if args.plot is not None:
        sys.stdout.flush()
        print(f"plot written to {args.plot}", file=sys.stderr)
    return 1 if result["errors"] else 0


def _play(
    config: SimConfig,
    seeds: Sequence[int],
    args: argparse.Namespace,
    records: list[GameRecord],
    sink: RecordSink | None = None,
) -> None:
    """Play ``seeds`` on the chosen backend into ``records`` (after those it already has), with
    a progress bar; failures are reported, each game's row is written to ``sink``."""
    games = start_run(config, seeds, args.backend, args.jobs, args.address)
    try:
        with (
            terminate_as_interrupt(),
            progress_bar(len(records) + len(seeds), sys.stderr) as advance,
        ):
            advance(len(records))
            for record in games:
                if record.failed:
                    _report_failure(config, record)
                if sink is not None:
                    sink.write(record)
                records.append(record)
                advance(1)
    finally:
        games.close()


def _print_balance(out: Out, result: dict[str, Any]) -> None:
    def rate(value: float | None) -> str:
        return "-" if value is None else f"{100 * value:.1f}%"

    low, high = result["interval"]
    out.line(f"A: {result['a']}")
    out.line(f"B: {result['b']}")
    out.line(
        f"{result['side']} win rate over {result['pairs']} paired games: A {rate(result['rate_a'])}, "
        f"B {rate(result['rate_b'])}",
        style="bold",
    )
    out.line(
        f"difference B - A: {100 * result['difference']:+.1f} points "
        f"(95% interval {100 * low:+.1f} to {100 * high:+.1f}); won only in A: {result['a_only']}, "
        f"only in B: {result['b_only']}; McNemar p = {result['p_value']:.3g}"
    )
    verdict = "significant" if result["significant"] else "not significant"
    out.line(f"the difference is {verdict} at the 5% level")
    out.line(f"errors: {result['errors']}", style="bold red" if result["errors"] else "")


def _report_failure(config: SimConfig, record: GameRecord) -> None:
    """A failed game on stderr: its seed, configuration, error and the command replaying it."""
    print(
        f"bsg simulate: game with seed {record.seed} raised ({config.describe()}):", file=sys.stderr
    )
    print(f"  {record.error}", file=sys.stderr)
    for line in record.traceback.splitlines():
        print(f"    {line}", file=sys.stderr)
    print(f"  replay: {config.replay_command(record.seed)}", file=sys.stderr)


def _print_tables(
    out: Out, args: argparse.Namespace, summary: dict[str, Any], elapsed: float, resumed: int = 0
) -> None:
    """The run's tables; the rate counts only the games played in this run (not those resumed)."""
    finished: int = summary["finished"]
    last = args.seed + args.games - 1
    intervals = summary["intervals"]

    def share(count: int) -> str:
        return f"{100 * count / finished:.1f}%" if finished else "-"

    def interval(bounds: list[float]) -> str:
        return f"{100 * bounds[0]:.1f}-{100 * bounds[1]:.1f}%"

    played = summary["games"] - resumed
    rate = f", {played / elapsed:.1f} games/s" if elapsed > 0 else ""
    kept = f" ({resumed} resumed from the file)" if resumed else ""
    out.line(
        f"{args.games} {args.ruleset} games{kept}, {args.seats} seats, bot {args.bot!r}, "
        f"seeds {args.seed}..{last}, {elapsed:.1f}s{rate}",
        style="bold",
    )
    wins: dict[str, int] = summary["wins"]
    out.table(
        "Wins per side",
        ("side", "wins", "share", "95% interval"),
        [
            (side, str(n), share(n), interval(intervals["sides"][side]))
            for side, n in sorted(wins.items(), key=lambda i: (-i[1], i[0]))
        ],
    )
    outcomes: dict[str, int] = summary["outcomes"]
    out.table(
        "Wins per condition",
        ("side : condition", "wins", "share", "95% interval"),
        [
            (key.replace(":", " : ", 1), str(n), share(n), interval(intervals["outcomes"][key]))
            for key, n in sorted(outcomes.items(), key=lambda i: (-i[1], i[0]))
        ],
    )
    mean = summary["mean_commands"]
    length = "-" if mean is None else f"{mean:.1f}"
    stdev = summary["stdev_commands"]
    spread = (
        ""
        if stdev is None
        else (f" (sd {stdev:.1f}, min {summary['min_commands']}, max {summary['max_commands']})")
    )
    out.line(f"mean game length: {length} commands{spread} over {finished} finished games")
    errors = summary["errors"]
    out.line(f"errors: {errors}", style="bold red" if errors else "")


# --------------------------------------------------------------------------------------------------
# bsg replay
# --------------------------------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> int:
    """``bsg replay FILE``: load a log, re-verifying every command; say whether it is valid."""
    out = Out(sys.stdout)
    try:
        game = Game.load(args.file)
    except LogNotFound as exc:
        print(f"bsg replay: {exc.message}", file=sys.stderr)
        return 1
    except (CorruptLog, RulesetMismatch) as exc:
        print(f"{args.file}: INVALID ({exc.code}): {exc.message}", file=sys.stderr)
        return 1
    except BsgError as exc:
        print(f"{args.file}: cannot be replayed ({exc.code}): {exc.message}", file=sys.stderr)
        return 1
    plugins = ", ".join(f"{i.name} {i.version}" for i in game.rules.infos)
    out.line(
        f"{args.file}: valid {game.rules.ruleset} log for {game.seats} seats ({plugins}): "
        f"{len(game.events)} events, {count_commands(game.events)} commands, all re-verified.",
        style="green",
    )
    if game.outcome is not None:
        out.line(describe_outcome(game.outcome), style="bold")
    else:
        decision = game.pending
        waiting = (
            f"seat {decision.seat} to decide: {decision.prompt}" if decision else "no decision"
        )
        out.line(f"The game is not over ({waiting}).")
    return 0


# --------------------------------------------------------------------------------------------------
# bsg plugins
# --------------------------------------------------------------------------------------------------


def implemented_hooks(module: Any) -> list[str]:
    """The hooks a plugin module implements (functions marked with ``@bsgcore.hookimpl``)."""
    return sorted(
        attr
        for attr in dir(module)
        if attr.startswith("bsg_") and hasattr(getattr(module, attr), "bsgcore_impl")
    )


def declared_hooks(module: Any) -> list[str]:
    """The hooks a plugin declares for the plugins that extend it (its ``HOOKSPECS``)."""
    return sorted(
        attr
        for specs in hookspec_sources(module)
        for attr in dir(specs)
        if attr.startswith("bsg_") and hasattr(getattr(specs, attr), "bsgcore_spec")
    )


def cmd_plugins(args: argparse.Namespace) -> int:
    """``bsg plugins``: every installed plugin, its version, rulesets and implemented hooks.

    A plugin whose distribution declares a bsgcore range that excludes the installed core gets a
    warning, in its entry and on stderr (the exit code stays 0: it is listed, not refused).
    """
    out = Out(sys.stdout)
    ranges = {core.module: core for core in core_ranges().values()}  # by plugin module
    for name, module in sorted(discover().items()):
        info = plugin_info(module)
        out.line(f"{name} {info.version}", style="bold")
        if info.description:
            out.line(f"  {info.description}")
        out.line(f"  module: {module.__name__}")
        core = ranges.get(module.__name__)
        if core is not None:
            out.line(f"  distribution: {core.distribution} {core.version}")
            if core.specifier:
                out.line(f"  works with: bsgcore{core.specifier}")
            if core.excludes_core:
                out.line(f"  warning: {core.warning()}")
                print(f"bsg plugins: warning: {core.warning()}", file=sys.stderr)
        specs = list_rulesets({name: module})
        if specs:
            shown = ", ".join(
                f"{spec.name} ({spec.min_seats}-{spec.max_seats} seats)"
                for spec in sorted(specs.values(), key=lambda s: s.name)
            )
            out.line(f"  rulesets: {shown}")
        if info.always:
            out.line("  always enabled")
        if info.requires:
            out.line(f"  requires: {', '.join(info.requires)}")
        if info.extends:
            out.line(f"  extends: {', '.join(info.extends)}")
        hooks = sorted(
            {
                hook
                for m in (module, *(p for _n, p in plugin_parts(module)))
                for hook in implemented_hooks(m)
            }
        )
        out.line(f"  hooks: {', '.join(hooks) if hooks else '(none)'}")
        declared = declared_hooks(module)
        if declared:
            out.line(f"  declares hooks: {', '.join(declared)}")
    return 0


# --------------------------------------------------------------------------------------------------
# bsg schema, bsg catalogue
# --------------------------------------------------------------------------------------------------


def _rules_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ruleset", "-r", default=DEFAULT_RULESET, help=f"ruleset (default: {DEFAULT_RULESET})"
    )
    parser.add_argument(
        "--plugin",
        "-p",
        action="extend",
        nargs="+",
        default=[],
        metavar="P",
        help="enable plugin(s) P besides the ruleset's own (repeatable)",
    )


def _write_text(text: str, out: Path | None) -> None:
    if out is None:
        sys.stdout.write(text)
        return
    out.write_text(text, encoding="utf-8")
    print(f"written to {out}", file=sys.stderr)


def cmd_schema(args: argparse.Namespace) -> int:
    """``bsg schema``: JSON Schema (2020-12) for the messages of a ruleset and its plugins."""
    from bsgcore.schema import build_schema, dumps_schema

    _write_text(dumps_schema(build_schema(build_rules(args.ruleset, args.plugin))), args.out)
    return 0


def cmd_catalogue(args: argparse.Namespace) -> int:
    """``bsg catalogue``: the Markdown catalogue of a ruleset's commands, events and frames."""
    from bsgcore.catalogue import render_catalogue

    rules = build_rules(args.ruleset, args.plugin)
    if args.json:
        from bsgcore.labels import catalogue

        _write_text(json.dumps(catalogue(rules), indent=1, ensure_ascii=False) + "\n", args.out)
        return 0
    _write_text(render_catalogue(rules), args.out)
    return 0


# --------------------------------------------------------------------------------------------------
# bsg cards
# --------------------------------------------------------------------------------------------------


def cmd_cards(args: argparse.Namespace) -> int:
    """``bsg cards``: every card of the enabled plugins; ``--missing``: those not implemented."""
    from bsgcore.base.effects.cardlist import card_rows

    rules = build_rules(args.ruleset, args.plugin)
    rows = card_rows(rules)
    shown = [row for row in rows if not row.implemented] if args.missing else rows
    if args.json:
        from bsgcore.labels import catalogue

        entries = catalogue(rules)["entries"]
        cards = [
            {**entries.get(r.id, {"id": r.id, "name": r.name}), "deck": r.deck,
             "copies": r.copies, "implemented": r.implemented}
            for r in shown
        ]  # fmt: skip
        print(json.dumps({"cards": cards}, indent=1, ensure_ascii=False))
        return 1 if args.missing and shown else 0
    out = Out(sys.stdout)
    title = "Cards not implemented" if args.missing else "Cards"
    out.table(
        f"{title} ({len(shown)} of {len(rows)})",
        ("id", "name", "deck", "copies", "implemented"),
        [(r.id, r.name, r.deck, str(r.copies), "yes" if r.implemented else "no") for r in shown],
    )
    return 1 if args.missing and shown else 0
