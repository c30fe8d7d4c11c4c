"""The `Game` shell: the mutable object users hold. It keeps the log and the current state and
offers play, legal commands, views, undo, save and load on top of the pure engine."""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path
from typing import Any

from bsgcore import engine
from bsgcore.core_events import (
    CONTROL_EVENTS,
    CommandPlayed,
    GameCreated,
    GameEnded,
    PluginRef,
    PositionSet,
)
from bsgcore.errors import (
    ConfigurationError,
    CorruptLog,
    IllegalCommand,
    LogNotFound,
    RulesetMismatch,
    excerpt,
)
from bsgcore.labels import LabelledDecision, catalogue, describe, label, label_for, labelled
from bsgcore.messages import Command, Decision, Event
from bsgcore.position import position_rules, read_position, read_position_file, write_position
from bsgcore.ruleset import Rules, build_rules
from bsgcore.serialization import (
    LOG_FORMAT,
    LOG_FORMAT_VERSION,
    LOG_FORMAT_VERSIONS,
    dumps,
    event_from_dict,
    event_to_dict,
)
from bsgcore.state import Outcome, State
from bsgcore.store import EventStore
from bsgcore.version import __version__
from bsgcore.view import redact, view

#: The fields of a save file's header (`Game.header`); a header with others was edited.
HEADER_FIELDS = frozenset({"format", "format_version", "ruleset", "plugins"})
#: The events a version-2 save always keeps: the game's creation (rules, options, seed), each
#: command and the outcome.
KEPT_EVENTS: tuple[type[Event], ...] = (GameCreated, CommandPlayed, GameEnded)
#: The events a version-2 save never keeps: the resolution-stack events (half of a log's events).
CONTROL: tuple[type[Event], ...] = CONTROL_EVENTS


def saved_in_v2(event: Event, drew: bool) -> bool:
    """Whether a version-2 save keeps ``event``: always one of `KEPT_EVENTS`, never a stack
    event, and any other when the handler or step that made it drew from its random stream
    (``drew``: the event may carry a random outcome). Everything else replay derives from the
    commands, so the file leaves it out."""
    if isinstance(event, KEPT_EVENTS):
        return True
    return drew and not isinstance(event, CONTROL)


def _all_required(event: Event, drew: bool) -> bool:
    """A version-1 log records every event."""
    return True


class Game:
    """One game: its rules, its event log and its current state."""

    def __init__(
        self, rules: Rules, events: list[Event], state: State, drawn: bytearray | None = None
    ) -> None:
        self.rules = rules
        self._events = events
        self.state = state
        # Per event, 1 when its handler or step drew from the random stream (`saved_in_v2`);
        # unknown (a log folded without playing it again) counts as drawn: saved, never lost.
        self._drawn = bytearray(b"\x01") * len(events) if drawn is None else drawn
        self._checkpoints: list[tuple[int, State]] = []
        self._pending_cache: tuple[State, Decision | None] | None = None
        self._store: EventStore | None = None

    # -- creation -------------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        ruleset: str = "express",
        plugins: list[str] | tuple[str, ...] = (),
        options: dict[str, Any] | None = None,
        seats: int = 4,
        seed: int | None = None,
    ) -> Game:
        """A new game. Without a seed, one is taken from the OS's secure source and logged.

        A seed is a key: whoever knows or guesses it can replay the game and see every hidden
        card. Choose a seed only for tests and replays; any game with hidden information played
        against other people must use the default (a random 63-bit seed from the OS).
        """
        if type(seats) is not int:
            raise ConfigurationError(
                f"The number of seats is a whole number, not {seats!r}.", code="bad_seat_count"
            )
        if options is not None and not isinstance(options, dict):
            raise ConfigurationError(
                f"Options are a mapping of names to values, not {options!r}.", code="bad_option"
            )
        if seed is None:
            seed = secrets.randbits(63)
        if type(seed) is not int or not 0 <= seed < 1 << 64:
            raise ConfigurationError(f"A seed is an integer from 0 to 2**64-1, not {seed!r}.")
        rules = build_rules(ruleset, tuple(plugins))
        full_options = rules.check_options(dict(options or {}), seats)
        created = GameCreated(
            ruleset=ruleset,
            seats=seats,
            seed=seed,
            options=full_options,
            plugins=tuple(PluginRef(i.name, i.version) for i in rules.infos),
            core_version=__version__,
        )
        drawn: list[int] = []
        state, events = engine.start(rules, created, drawn)
        return cls(rules, events, state, _flags(len(events), drawn))

    @classmethod
    def from_position(cls, position: dict[str, Any] | str | Path, seed: int | None = None) -> Game:
        """A game that starts from a position (a document, or a ``.json``/``.toml`` file).

        The position's seed is used when it has one (a host's position continues exactly as the
        game it was written from); else ``seed``, else a random one. InvalidPosition (a
        ConfigurationError) says why a position cannot be read or is impossible.
        """

        document = position if isinstance(position, dict) else read_position_file(position)
        rules = position_rules(document)
        given = document.get("seed")
        if given is not None:
            seed = given
        if seed is None:
            seed = secrets.randbits(63)
        if type(seed) is not int or not 0 <= seed < 1 << 64:
            raise ConfigurationError(f"A seed is an integer from 0 to 2**64-1, not {seed!r}.")
        state = read_position(rules, document, seed)  # checked before anything is logged
        created = GameCreated(
            ruleset=rules.ruleset,
            seats=state.seats,
            seed=seed,
            options=dict(state.options),
            plugins=tuple(PluginRef(i.name, i.version) for i in rules.infos),
            core_version=__version__,
        )
        canonical = write_position(rules, state)  # every field written out, the seed left out
        del canonical["seed"]
        drawn: list[int] = []
        state, events = engine.start_from_position(rules, created, PositionSet(canonical), drawn)
        return cls(rules, events, state, _flags(len(events), drawn))

    def position(self, seat: int | None = None, *, spectator: bool = False) -> dict[str, Any]:
        """The current position as JSON-ready data (docs/positions.md).

        Without arguments: the host's, with every secret and the seed (``Game.from_position``
        continues it exactly). With ``seat`` (or ``spectator=True``): only what that seat may
        know, secrets written as ``"hidden"``.
        """
        if seat is None and not spectator:
            return write_position(self.rules, self.state)
        engine.check_seat(self.state, seat, spectator=True)
        return write_position(self.rules, self.state, seat, host=False)

    # -- reading --------------------------------------------------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        """The whole log (unredacted: for the host, not for players)."""
        return tuple(self._events)

    @property
    def pending(self) -> Decision | None:
        """The one pending decision (who must act and their options), None when over."""
        if self._pending_cache is None or self._pending_cache[0] is not self.state:
            self._pending_cache = (self.state, engine.pending(self.rules, self.state))
        return self._pending_cache[1]

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it runs."""
        return self.state.outcome

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.outcome is not None

    @property
    def seats(self) -> int:
        """The number of seats."""
        return self.state.seats

    def legal_commands(self, seat: int) -> tuple[Command, ...]:
        """Every command ``seat`` may play now, sorted; empty when it is not theirs to decide."""
        engine.check_seat(self.state, seat)
        decision = self.pending
        if decision is None or decision.seat != seat:
            return ()
        return decision.options

    @property
    def labelled(self) -> LabelledDecision | None:
        """The pending decision with its prompt, subject and one label per option (computed on
        request: see `bsgcore.labels`), None when the game is over."""
        return labelled(self.rules, self.state)

    def label(self, command: Command) -> str:
        """The label for people of one option of the pending decision."""
        return label(self.rules, self.state, command)

    def view(
        self,
        seat: int | None,
        *,
        labels: bool = False,
        shared: bool = False,
        options: bool = True,
    ) -> dict[str, Any]:
        """What ``seat`` may know (None = spectator), JSON-ready; BadSeat for no such seat.

        With ``labels`` the pending decision also has its ``subject`` and, for the deciding
        seat, ``labels``: one per option, in the same order. A ``shared`` view may share its
        unchanged parts with earlier shared views (faster; for a reader that never writes to
        it: see `bsgcore.viewparts`). Without ``options`` the pending decision lists neither
        options nor labels (a bot gets its options as commands: `bsgcore.view.view`)."""
        return view(self.rules, self.state, seat, labels=labels, shared=shared, options=options)

    def events_for(self, seat: int | None, start: int = 0) -> list[Event]:
        """The log from ``start`` on, each event redacted for ``seat``; BadSeat for no such seat."""
        engine.check_seat(self.state, seat, spectator=True)
        return [redact(self.rules, e, seat) for e in self._events[start:]]

    def to_json(self, event: Event, *, text: bool = False) -> dict[str, Any]:
        """An event as JSON-ready data; with ``text``, also its sentence for people (``text``)."""
        data = event_to_dict(self.rules, event)
        if text:
            data["text"] = describe(self.rules, event)
        return data

    def catalogue(self) -> dict[str, Any]:
        """Every id this game's plugins name, with its printed name, kind, text, copies and
        strengths, and what the ``@``/``#`` suffixes of card codes mean (see
        `bsgcore.labels.catalogue`); JSON-ready, the same for the whole game."""
        return catalogue(self.rules)

    def describe(self, event: Event) -> str:
        """An event's sentence for people, naming every plugin's cards (``event.describe()``
        under these rules)."""
        return describe(self.rules, event)

    def events_json(self, seat: int | None, start: int = 0) -> list[dict[str, Any]]:
        """The log from ``start`` on, redacted for ``seat``, as JSON objects that each carry
        their sentence (``text``, written from the redacted event: it tells no secret). A command
        reads as its label for this seat (``seat 2: Move to Command``; `bsgcore.labels.label_for`:
        a private label names only the command for other seats) where the state it was played
        in is still at hand (not after ``load``), else as ``describe()`` says."""
        before = {length: state for length, state in self._checkpoints}
        out = []
        for index, event in enumerate(self.events_for(seat, start), start=start):
            data = self.to_json(event, text=True)
            state = before.get(index)
            if state is not None and isinstance(event, CommandPlayed):
                command = event.command
                data["text"] = f"seat {command.seat}: {label_for(self.rules, state, command, seat)}"
            out.append(data)
        return out

    # -- acting ---------------------------------------------------------------------------------

    def play(self, command: Command | dict[str, Any]) -> list[Event]:
        """Play a command (object or JSON-like dict); returns the events it caused.

        Raises IllegalCommand (state and log untouched) when the rules do not allow it now.
        """
        drawn: list[int] = []
        new_state, events = engine.execute(self.rules, self.state, command, drawn)
        if self._store is not None:
            # Append first: a racing writer makes this raise ConcurrencyError, game unchanged.
            start = len(self._events)
            records = [
                {"seq": start + i, **event_to_dict(self.rules, e)} for i, e in enumerate(events)
            ]
            self._store.append(records, expected_version=start)
        else:  # with a store undo is refused, so no checkpoint is kept (they are most of a game's memory)
            self._checkpoints.append((len(self._events), self.state))
        self._events.extend(events)
        self._drawn += _flags(len(events), drawn)
        self.state = new_state
        return events

    def undo(self) -> list[Event]:
        """Take back the last command and everything it caused; returns the removed events."""
        if self._store is not None:
            raise IllegalCommand(
                "This game writes to an append-only event store, so it cannot be undone.",
                code="undo_unavailable",
            )
        if not self._checkpoints:
            # A loaded game has no checkpoints: one fold of its log rebuilds the state before
            # each of its commands, so this undo costs one replay and the next ones nothing.
            self._checkpoints = engine.checkpoints(self.rules, self._events)
            if not self._checkpoints:
                raise IllegalCommand("There is no command to undo.", code="nothing_to_undo")
        length, state = self._checkpoints.pop()
        removed = self._events[length:]
        del self._events[length:]
        del self._drawn[length:]
        self.state = state
        return removed

    # -- saving ---------------------------------------------------------------------------------

    def header(self, format_version: int = LOG_FORMAT_VERSION) -> dict[str, Any]:
        """The save file's header: format, ruleset and the plugins with their versions."""
        return {
            "format": LOG_FORMAT,
            "format_version": format_version,
            "ruleset": self.rules.ruleset,
            "plugins": {i.name: i.version for i in self.rules.infos},
        }

    def log_records(self) -> list[dict[str, Any]]:
        """The log as JSON-ready records, each with its position ``seq``."""
        return [{"seq": i, **event_to_dict(self.rules, e)} for i, e in enumerate(self._events)]

    def saved_records(self) -> list[dict[str, Any]]:
        """The records a save file holds (log format 2): the events `saved_in_v2` keeps and the
        log's last event, each with its position ``seq`` in the whole log."""
        rules = self.rules
        last = len(self._events) - 1  # always kept: the file shows where the log ends
        return [
            {"seq": i, **event_to_dict(rules, e)}
            for i, (e, drew) in enumerate(zip(self._events, self._drawn, strict=True))
            if i == last or saved_in_v2(e, drew == 1)
        ]

    def save(
        self, path: str | os.PathLike[str], *, format_version: int = LOG_FORMAT_VERSION
    ) -> None:
        """Write the log to a JSON-lines file: a header line, then one line per event that
        cannot be derived (log format 2; `Game.load` derives the others again), or per event
        with ``format_version=1`` (the whole log, as older bsgcore wrote it)."""
        if format_version not in LOG_FORMAT_VERSIONS:
            raise ConfigurationError(
                f"Log format version {format_version!r} cannot be written; choose one of "
                f"{list(LOG_FORMAT_VERSIONS)}.",
                code="bad_format_version",
            )
        target = Path(path)
        records = self.log_records() if format_version == 1 else self.saved_records()
        lines = [dumps({"header": self.header(format_version)})]
        lines += [dumps(record) for record in records]
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        os.replace(tmp, target)

    def attach_store(self, store: EventStore) -> Game:
        """Write this game's log to ``store`` (which must be empty) and every later event too."""
        if store.version() != 0:
            raise ConfigurationError(
                "That event store already holds a game; open it with Game.from_store.",
                code="store_not_empty",
            )
        store.append(self.log_records(), expected_version=0, header=self.header())
        self._store = store
        self._checkpoints.clear()
        return self

    @classmethod
    def from_store(cls, store: EventStore, *, verify: bool = True) -> Game:
        """The game held by an event store (verified like ``load``); later plays append to it."""
        try:
            header = store.header()
            records = store.read() if header is not None else []
        except RecursionError as exc:  # a record of deeply nested JSON
            raise CorruptLog(f"{store!r} holds a record nested too deeply to read.") from exc
        if header is None:
            raise CorruptLog("The event store holds no game.")
        game = cls.from_records(header, records, verify=verify)
        game._store = store
        return game

    @classmethod
    def load(cls, path: str | os.PathLike[str], *, verify: bool = True) -> Game:
        """Load a saved log; refuse (never half-load) a corrupt or mismatched one.

        With ``verify`` (the default) every command is played again and each event compared.
        A version-2 file that leaves events out is always verified so: that is how the left-out
        events come back. Without ``verify`` a log that records every event is only folded.
        """
        header, records = read_log_file(Path(path))
        return cls.from_records(header, records, verify=verify)

    @classmethod
    def from_records(
        cls, header: dict[str, Any], records: list[dict[str, Any]], *, verify: bool = True
    ) -> Game:
        """A game from a header and JSON records (as written by ``save`` or an event store)."""
        rules = rules_for_header(header)
        sparse = header["format_version"] >= 2  # may leave out derived events (seq skips them)
        positioned: list[tuple[int, Event]] = []
        last = -1
        for index, record in enumerate(records):
            seq = record.get("seq") if isinstance(record, dict) else None
            if type(seq) is not int or not (seq > last if sparse else seq == index):
                raise CorruptLog(
                    f"Event {index} is out of order or has no position (seq {excerpt(seq)})."
                )
            last = seq
            body = {k: v for k, v in record.items() if k != "seq"}
            positioned.append((seq, event_from_dict(rules, body)))
        if not positioned or not isinstance(positioned[0][1], GameCreated):
            raise CorruptLog("The log does not start with core.game_created.")
        _check_created(rules, header, positioned[0][1])
        drawn: bytearray | None = None
        # Every event recorded (format 1, event stores, a format-2 file without gaps: its last
        # event is always saved, so no left-out event can follow it).
        complete = last == len(positioned) - 1
        try:
            if not verify and complete:  # only folded: events all count as drawn (kept)
                events = [event for _seq, event in positioned]
                state = engine.replay(rules, events)
            elif sparse:  # played again: that is how the left-out events come back
                state, events, drawn = engine.rederive(rules, positioned, saved_in_v2)
            else:  # version 1: every event is recorded and checked
                state, events, drawn = engine.rederive(rules, positioned, _all_required)
        except CorruptLog:
            raise
        except Exception as exc:
            raise CorruptLog(f"The log cannot be replayed: {excerpt(exc, 300)}") from exc
        return cls(rules, events, state, drawn)


def _flags(count: int, drawn: list[int]) -> bytearray:
    """``count`` event flags, 1 at the positions in ``drawn``."""
    flags = bytearray(count)
    for index in drawn:
        flags[index] = 1
    return flags


def _check_created(rules: Rules, header: dict[str, Any], created: GameCreated) -> None:
    """CorruptLog unless ``core.game_created`` agrees with the header and these rules.

    Compatibility rule: a log loads only with the exact bsgcore and plugin versions that made it
    (the header's and the event's versions must agree), and its options must be exactly the full
    options these rules would give that game (no unknown option, no mistyped value).
    """
    recorded = {p.name: p.version for p in created.plugins}
    if created.ruleset != header.get("ruleset") or recorded != header.get("plugins"):
        raise CorruptLog("The header does not match the log's first event.")
    if created.core_version != recorded.get("core"):
        raise CorruptLog(
            f"core.game_created says bsgcore {excerpt(created.core_version)} made this log, but "
            f"its header says bsgcore {excerpt(recorded.get('core'))}: the log was edited."
        )
    try:
        full = rules.check_options(dict(created.options), created.seats)
    except ConfigurationError as exc:
        raise CorruptLog(f"The log's game options are not valid: {exc.message}") from exc
    if set(full) != set(created.options):
        missing = sorted(set(full) - set(created.options))
        raise CorruptLog(f"The log's game options lack {missing}: the log was edited.")


def rules_for_header(header: dict[str, Any]) -> Rules:
    """The installed rules matching a save file's header, or RulesetMismatch saying what differs."""
    if header.get("format") != LOG_FORMAT:
        raise CorruptLog("This file is not a bsgcore game log.")
    unknown = sorted(set(header) - HEADER_FIELDS, key=str)
    if unknown:
        shown = ", ".join(excerpt(name, 40) for name in unknown[:5])
        raise CorruptLog(f"The log's header has unknown fields ({shown}): it was edited.")
    version = header.get("format_version")
    if type(version) is not int:
        raise CorruptLog(f"The log's format_version must be an integer, not {excerpt(version)}.")
    if version not in LOG_FORMAT_VERSIONS:
        raise RulesetMismatch(
            f"Log format version {excerpt(version)} is not supported (this bsgcore reads "
            f"versions {', '.join(map(str, LOG_FORMAT_VERSIONS))})."
        )
    ruleset = header.get("ruleset")
    plugins = header.get("plugins")
    if not isinstance(ruleset, str) or not isinstance(plugins, dict):
        raise CorruptLog("The log's header names no ruleset or plugins.")
    try:
        rules = build_rules(ruleset, tuple(plugins))
    except ConfigurationError as exc:
        raise RulesetMismatch(
            f"This log needs rules that are not available: {exc.message}"
        ) from exc
    installed = {i.name: i.version for i in rules.infos}
    if installed != plugins:
        raise RulesetMismatch(
            f"This log was made with plugins {excerpt(plugins, 300)}, but these rules have "
            f"{installed}."
        )
    return rules


def read_log_file(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and records of a JSON-lines log; CorruptLog names the first bad line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise LogNotFound(f"Cannot read {path}: there is no such file.") from exc
    except OSError as exc:
        raise LogNotFound(f"Cannot read {path}: {exc.strerror}.") from exc
    except UnicodeDecodeError as exc:
        raise CorruptLog(f"{path} is not UTF-8 text.") from exc
    if not text.strip():
        raise CorruptLog(f"{path} is empty: it holds no game log.", code="empty_log")
    if not text.endswith("\n"):
        raise CorruptLog(f"{path} ends in the middle of a line: the file is truncated.")
    records: list[Any] = []
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise CorruptLog(f"Line {number} of {path} is not valid JSON ({exc.msg}).") from exc
        except ValueError as exc:  # an integer of more than 4,300 digits
            raise CorruptLog(f"Line {number} of {path} holds a number too long to read.") from exc
        except RecursionError as exc:
            raise CorruptLog(f"Line {number} of {path} is nested too deeply to read.") from exc
    if not records or not isinstance(records[0], dict) or "header" not in records[0]:
        raise CorruptLog(f"{path} has no header line: it is not a bsgcore game log.")
    if len(records[0]) != 1:
        raise CorruptLog(f"The header line of {path} holds more than the header: it was edited.")
    header = records[0]["header"]
    if not isinstance(header, dict):
        raise CorruptLog(f"The header of {path} is not an object.")
    return header, records[1:]
