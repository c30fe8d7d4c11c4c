"""The functional core: decide, apply, advance, replay. Pure functions of (rules, state, input).

- ``decide`` validates a command and returns the events it causes; it is the only place randomness
  is drawn, from a stream derived from the seed and the log position, and every outcome is written
  into an event.
- ``apply_event`` folds one event into the state; it never draws.
- ``advance`` runs automatic frames until a seat must decide or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from bsgcore.context import RULES, STATE, using_rules
from bsgcore.core_events import CommandPlayed, FramesPushed, GameCreated, PositionSet
from bsgcore.core_plugin import _apply_command_played, _apply_pop, _apply_push, _apply_replace
from bsgcore.errors import BadSeat, GameOver, IllegalCommand, MalformedCommand, RulesError, excerpt
from bsgcore.messages import Command, Decision, Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Rules
from bsgcore.serialization import command_from_dict
from bsgcore.stack import PushAfterBatch
from bsgcore.state import State

MAX_AUTOMATIC_STEPS = 100_000
_new = object.__new__
_copy = dict.copy  # a state is copied as its __dict__ (see `bsgcore.frozen`: the cheapest copy)
_set_dict = object.__setattr__
#: Noting the state each step, decider and handler is given (`bsgcore.context.current_state`):
#: set and reset in line around the call, so no registered rule needs a wrapper of its own.
_note = STATE.set
_unnote = STATE.reset
_enter = RULES.set  # `using_rules`, in line, in the entry points called for every command
_leave = RULES.reset


def cursor_at(state: State) -> RandomCursor:
    """The random stream of the step that starts at this point of the log."""
    return RandomCursor.at(state.seed, state.seq)


def initial_state(rules: Rules, created: GameCreated) -> State:
    """The state right after ``core.game_created``: the ruleset's empty game value and each
    plugin's initial value (``RulesRegistry.plugin_state``), by plugin name."""
    with using_rules(rules):
        plugins = {
            name: declared.initial(created.seats, dict(created.options))
            for name, declared in rules.plugin_states.items()
        }
    return State(
        ruleset=created.ruleset,
        seats=created.seats,
        seed=created.seed,
        options=dict(created.options),
        seq=1,
        game=rules.spec.new_game(created.seats, dict(created.options)),
        plugins=plugins,
    )


def apply_event(rules: Rules, state: State | None, event: Event) -> State:
    """Fold one event into the state (pure, never random)."""
    if state is None:
        if not isinstance(event, GameCreated):
            raise RulesError(f"A log must start with core.game_created, not {event.tag!r}.")
        return initial_state(rules, event)
    if type(event) is PositionSet:  # sets the log position itself (`position_state`)
        return position_state(rules, state, event)
    apply_game = rules.game_appliers.get(type(event))
    if apply_game is not None:  # what its registered applier does, without two calls
        return _made(state, apply_game(event, state.game), state.stack, state.seq + 1)
    applier = rules.appliers.get(type(event))
    if applier is None:
        raise RulesError(f"No applier is registered for event {event.tag!r}.")
    return _fold(applier, state, event)


def _fold(applier: Any, state: State, event: Event) -> State:
    """The state after ``event``, at the next log position: one copy of the state per event.

    The resolution-stack events (half of all events) are folded here without a call; another
    applier's result is a state it has just made (or ``state`` itself, then copied), so its log
    position is written into it before anyone else can see it.
    """
    if applier is _apply_command_played:  # the state as it was, at the next position
        fields = _copy(state.__dict__)
    elif applier is _apply_pop:
        fields = _copy(state.__dict__)
        fields["stack"] = state.stack[:-1]
    elif applier is _apply_replace:
        fields = _copy(state.__dict__)
        fields["stack"] = state.stack[:-1] + tuple(event.frames)  # type: ignore[attr-defined]
    elif applier is _apply_push:
        fields = _copy(state.__dict__)
        fields["stack"] = state.stack + tuple(event.frames)  # type: ignore[attr-defined]
    else:
        made = applier(state, event)
        if made is state:
            return state._next(state.seq + 1)
        made.__dict__["seq"] = state.seq + 1
        return made
    fields["seq"] = state.seq + 1
    new = _new(State)
    _set_dict(new, "__dict__", fields)
    return new


def _apply_all(rules: Rules, state: State, events: Iterable[Event], out: list[Event]) -> State:
    """Apply events in order, with their triggered follow-ups (``bsg_after_event``).

    Without ``bsg_after_event`` hooks no one sees the states between the events, so the
    resolution-stack events and the ruleset's game-value events (``registry.game_event``) are
    folded on the game value, the stack and the log position alone, and a `State` is made only
    before another event's applier and at the end: the same states, a copy per run of events
    instead of one per event.
    """
    if rules.has_after_event:
        return _apply_each(rules, state, events, out)
    appliers = rules.appliers
    on_game = rules.game_appliers
    game = state.game
    stack = state.stack
    seq = state.seq
    moved = False  # whether game, stack or seq moved on from `state`
    for event in events:
        kind = type(event)
        apply_game = on_game.get(kind)
        if apply_game is not None:
            game = apply_game(event, game)
        else:
            applier = appliers.get(kind)
            if applier is _apply_pop:
                stack = stack[:-1]
            elif applier is _apply_push:
                stack = stack + tuple(event.frames)  # type: ignore[attr-defined]
            elif applier is _apply_replace:
                stack = stack[:-1] + tuple(event.frames)  # type: ignore[attr-defined]
            elif applier is not _apply_command_played:
                if moved:
                    state = _made(state, game, stack, seq)
                    moved = False
                if applier is None:  # apply_event says why
                    state = apply_event(rules, state, event)
                else:
                    state = _fold(applier, state, event)
                out.append(event)
                if state.outcome is not None:
                    return state
                game = state.game
                stack = state.stack
                seq = state.seq
                continue
        seq += 1
        moved = True
        out.append(event)
    return _made(state, game, stack, seq) if moved else state


def _made(state: State, game: Any, stack: tuple[Any, ...], seq: int) -> State:
    """``state`` with its game value, stack and log position replaced (one C-level copy)."""
    fields = _copy(state.__dict__)
    fields["game"] = game
    fields["stack"] = stack
    fields["seq"] = seq
    new = _new(State)
    _set_dict(new, "__dict__", fields)
    return new


def _apply_each(
    rules: Rules,
    state: State,
    events: Iterable[Event],
    out: list[Event],
    waiting: list[Event] | None = None,
) -> State:
    """`_apply_all` with ``bsg_after_event`` hooks: a state per event, each given to the hooks.

    A trigger's `push_after_batch` waits until the rest of the outermost batch is applied
    (``waiting`` collects them for nested triggers), then is logged and applied as a
    ``core.push``.
    """
    appliers = rules.appliers
    later: list[Event] = [] if waiting is None else waiting
    for event in events:
        applier = appliers.get(type(event))
        if applier is None:  # apply_event says why
            state = apply_event(rules, state, event)
        else:
            state = _fold(applier, state, event)
        out.append(event)
        if state.outcome is not None:
            return state
        for triggered in rules.pm.hook.bsg_after_event(state=state, event=event):
            if triggered:
                now = [e for e in triggered if type(e) is not PushAfterBatch]
                later += [FramesPushed(e.frames) for e in triggered if type(e) is PushAfterBatch]
                if now:
                    state = _apply_each(rules, state, now, out, later)
        if state.outcome is not None:
            return state
    if waiting is None and later:
        state = _apply_each(rules, state, later, out)
    return state


def pending(rules: Rules, state: State) -> Decision | None:
    """The one pending decision, or None when the game is over or an automatic step is next."""
    token = _enter(rules)
    try:
        return _pending(rules, state)
    finally:
        _leave(token)


#: The last decision computed, as (state, rules, decision). A state is an immutable value, so the
#: decision pending in it never changes: `Game.pending`, the bot's view and `validate` all ask for
#: the same state in a row, and the legal options are enumerated once instead of three times.
#: One entry, replaced as a whole (safe to read from several threads).
_last_pending: tuple[State, Rules, Decision | None] | None = None


def _pending(rules: Rules, state: State) -> Decision | None:
    global _last_pending
    last = _last_pending
    if last is not None and last[0] is state and last[1] is rules:
        return last[2]
    decision = _compute_pending(rules, state)
    _last_pending = (state, rules, decision)
    return decision


def _compute_pending(rules: Rules, state: State) -> Decision | None:
    if state.outcome is not None or not state.stack:
        return None
    top = state.stack[-1]
    decider = rules.deciders.get(type(top))
    if decider is None:
        return None
    token = _note(state)
    try:
        decision = decider(state, top)
    finally:
        _unnote(token)
    if rules.has_forbid:
        allowed = [
            option
            for option in decision.options
            if rules.pm.hook.bsg_forbid_command(state=state, command=option) is None
        ]
        decision = Decision(decision.seat, decision.kind, decision.prompt, tuple(allowed))
    return decision


def check_seat(state: State, seat: Any, *, spectator: bool = False) -> None:
    """BadSeat unless ``seat`` is a seat of this game (0 to n-1), or None when ``spectator``."""
    if seat is None and spectator:
        return
    if type(seat) is not int or not 0 <= seat < state.seats:
        also = " or None for a spectator" if spectator else ""
        raise BadSeat(
            f"There is no seat {excerpt(seat)} in this {state.seats}-seat game: seats are "
            f"0 to {state.seats - 1}{also}."
        )


def legal_commands(rules: Rules, state: State, seat: int) -> tuple[Command, ...]:
    """Every command ``seat`` may play now, sorted canonically (empty when it is not their turn)."""
    check_seat(state, seat)
    decision = pending(rules, state)
    if decision is None or decision.seat != seat:
        return ()
    return decision.options


def advance(rules: Rules, state: State, out: list[Event], drawn: list[int] | None = None) -> State:
    """Run automatic frames until a decision is pending or the game is over.

    With a ``drawn`` list, the positions in ``out`` of the events of every step that drew from
    its random stream are appended to it (what a version-2 save keeps besides the commands).
    """
    with using_rules(rules):
        return _advance(rules, state, out, drawn)


def _advance(rules: Rules, state: State, out: list[Event], drawn: list[int] | None = None) -> State:
    steps = rules.steps
    for _ in range(MAX_AUTOMATIC_STEPS):
        if state.outcome is not None:
            return state
        stack = state.stack
        if not stack:
            raise RulesError("The resolution stack is empty but the game is not over.")
        top = stack[-1]
        step = steps.get(type(top))
        if step is None:
            if type(top) in rules.deciders:
                return state
            raise RulesError(f"Frame {top.tag!r} has neither a step nor a decision.")
        cursor = cursor_at(state)  # looked up each time: scripted_random replaces it
        token = _note(state)
        try:
            events = step(state, top, cursor)
        finally:
            _unnote(token)
        if not events:
            raise RulesError(f"The step for frame {top.tag!r} produced no event.")
        before = len(out)
        state = _apply_all(rules, state, events, out)
        if drawn is not None and cursor.drew:
            drawn.extend(range(before, len(out)))
    raise RulesError("Automatic steps did not reach a decision (endless loop?).")


def parse_command(rules: Rules, command: Command | dict[str, Any]) -> Command:
    """A command object from an object or a JSON-like dict (MalformedCommand when unreadable)."""
    if isinstance(command, Command):
        if type(command) not in rules.handlers:
            raise IllegalCommand(
                f"{command.tag!r} is not a command of this game.", code="unknown_command"
            )
        return command
    return command_from_dict(rules, command)


def validate(rules: Rules, state: State, command: Command) -> Decision:
    """The pending decision ``command`` answers, or IllegalCommand saying why it is not legal."""
    with using_rules(rules):
        return _validate(rules, state, command)


def _validate(rules: Rules, state: State, command: Command) -> Decision:
    if state.outcome is not None:
        raise GameOver(f"The game is over: {state.outcome.reason}")
    seat = command.seat
    if type(seat) is not int:
        raise MalformedCommand(
            f"A command's seat is a whole number, not {excerpt(seat)} ({type(seat).__name__}).",
            code="bad_seat",
        )
    if not 0 <= seat < state.seats:
        raise IllegalCommand(
            f"There is no seat {excerpt(seat)} in this {state.seats}-seat game.", code="bad_seat"
        )
    decision = _pending(rules, state)
    if decision is None:
        raise IllegalCommand("No decision is pending.", code="no_decision")
    if seat != decision.seat:
        raise IllegalCommand(
            f"It is seat {decision.seat}'s turn to decide ({decision.prompt}), not seat {seat}'s.",
            code="not_your_turn",
        )
    options = decision.options
    try:
        match = options[options.index(command)]  # identity first, then ==, all in C
    except ValueError:
        raise IllegalCommand(
            f"That is not one of your options now ({decision.prompt}).", code="not_legal"
        ) from None
    except RecursionError:
        raise MalformedCommand("That command is nested too deeply to be read.") from None
    if match is not command:  # an equal copy (from JSON, or built by hand): same types too?
        problem = _type_difference(match, command, command.tag)
        if problem is not None:
            raise MalformedCommand(f"Command {command.tag!r}: {problem}", code="mistyped_field")
    return decision


def _type_difference(expected: Any, got: Any, where: str) -> str | None:
    """Why ``got``, equal to ``expected``, is not the same value with the same types (or None).

    ``1.0 == 1 == True`` in Python, but a command holding 1.0 where the rules hold 1 would put a
    float into the log; commands are refused unless every value has the legal option's exact type.
    """
    kind = type(expected)
    if kind is not type(got):
        return (
            f"{where} holds {excerpt(got)} ({type(got).__name__}) where this game expects a "
            f"{kind.__name__}."
        )
    if kind in _ATOMS:
        return None
    if kind is tuple or kind is list:
        for index, (a, b) in enumerate(zip(expected, got, strict=True)):
            problem = _type_difference(a, b, f"{where}[{index}]")
            if problem is not None:
                return problem
        return None
    if kind is dict:
        keys = {(type(k), k) for k in got}
        if keys != {(type(k), k) for k in expected}:
            return f"{where} has keys of other types than this game's."
        for key, value in expected.items():
            problem = _type_difference(value, got[key], f"{where}[{key!r}]")
            if problem is not None:
                return problem
        return None
    if kind is frozenset or kind is set:
        if {(type(x), x) for x in got} != {(type(x), x) for x in expected}:
            return f"{where} holds values of other types than this game's."
        return None
    if attrs.has(kind):
        for field in attrs.fields(kind):
            name = field.name
            sub = f"field {name!r}" if isinstance(expected, Command) else f"{where}.{name}"
            problem = _type_difference(getattr(expected, name), getattr(got, name), sub)
            if problem is not None:
                return problem
    return None


_ATOMS = frozenset({int, str, bool, float, type(None)})


def decide(rules: Rules, state: State, command: Command | dict[str, Any]) -> list[Event]:
    """The events an accepted command causes (first ``core.command_played``), or IllegalCommand."""
    with using_rules(rules):
        return _decide(rules, state, command)


def _decide(
    rules: Rules,
    state: State,
    command: Command | dict[str, Any],
    cursor: RandomCursor | None = None,
) -> list[Event]:
    parsed = parse_command(rules, command)
    _validate(rules, state, parsed)
    events: list[Event] = [CommandPlayed(parsed)]
    if cursor is None:
        cursor = cursor_at(state)
    token = _note(state)
    try:
        events.extend(rules.handlers[type(parsed)](state, parsed, cursor))
    finally:
        _unnote(token)
    return events


def execute(
    rules: Rules,
    state: State,
    command: Command | dict[str, Any],
    drawn: list[int] | None = None,
) -> tuple[State, list[Event]]:
    """Play a command: its events and every automatic step after it. State untouched on error.

    With a ``drawn`` list, the positions (in the events returned) of the events of the handler
    or of a step that drew from its random stream are appended to it (as `advance` does).
    """
    token = _enter(rules)
    try:
        return _execute(rules, state, command, drawn)
    finally:
        _leave(token)


def _execute(
    rules: Rules,
    state: State,
    command: Command | dict[str, Any],
    drawn: list[int] | None = None,
) -> tuple[State, list[Event]]:
    cursor = cursor_at(state)
    events = _decide(rules, state, command, cursor)
    out: list[Event] = []
    new = _apply_all(rules, state, events, out)
    if drawn is not None and cursor.drew:
        drawn.extend(range(1, len(out)))
    new = _advance(rules, new, out, drawn)
    return new, out


def start(
    rules: Rules, created: GameCreated, drawn: list[int] | None = None
) -> tuple[State, list[Event]]:
    """A new game: ``core.game_created``, every plugin's setup events, then automatic steps
    (``drawn`` as for `execute`)."""
    with using_rules(rules):
        return _start(rules, created, drawn)


def _start(
    rules: Rules, created: GameCreated, drawn: list[int] | None = None
) -> tuple[State, list[Event]]:
    out: list[Event] = [created]
    state = initial_state(rules, created)
    cursor = cursor_at(state)
    for result in rules.pm.hook.bsg_setup(state=state, rng=cursor):
        if result:
            state = _apply_all(rules, state, result, out)
    if drawn is not None and cursor.drew:
        drawn.extend(range(1, len(out)))
    return _advance(rules, state, out, drawn), out


def position_state(rules: Rules, created: State, placed: PositionSet) -> State:
    """The state a ``core.position_set`` describes, in the game ``created`` (its seed)."""
    from bsgcore.position import position_rules, read_position

    position_rules(placed.position)  # the envelope's own checks (format, fields)
    return read_position(rules, placed.position, created.seed)


def start_from_position(
    rules: Rules, created: GameCreated, placed: PositionSet, drawn: list[int] | None = None
) -> tuple[State, list[Event]]:
    """A game from a position: ``core.game_created``, ``core.position_set``, then automatic steps
    (``drawn`` as for `execute`; the position counts as drawn: a save always keeps it)."""
    with using_rules(rules):
        return _start_from_position(rules, created, placed, drawn)


def _start_from_position(
    rules: Rules, created: GameCreated, placed: PositionSet, drawn: list[int] | None = None
) -> tuple[State, list[Event]]:
    out: list[Event] = [created, placed]
    state = position_state(rules, initial_state(rules, created), placed)
    if drawn is not None:
        drawn.append(1)
    return _advance(rules, state, out, drawn), out


def replay(rules: Rules, events: Iterable[Event]) -> State:
    """The fold of a log: the state its events describe (no rule is re-checked)."""
    state: State | None = None
    with using_rules(rules):
        for event in events:
            state = apply_event(rules, state, event)
    if state is None:
        raise RulesError("An empty log describes no game.")
    return state


def checkpoints(rules: Rules, events: list[Event]) -> list[tuple[int, State]]:
    """One fold of a log: (index, state before it) for each of its ``core.command_played``, in
    order (what `Game.undo` keeps for a loaded game)."""
    found: list[tuple[int, State]] = []
    state: State | None = None
    with using_rules(rules):
        for index, event in enumerate(events):
            if state is not None and type(event) is CommandPlayed:
                found.append((index, state))
            state = apply_event(rules, state, event)
    return found


def verify(rules: Rules, events: list[Event]) -> State:
    """Re-derive a whole log from its commands and check it event by event (CorruptLog if not)."""
    from bsgcore.errors import CorruptLog

    if not events or not isinstance(events[0], GameCreated):
        raise CorruptLog("The log does not start with core.game_created.")
    with using_rules(rules):
        return _verify(rules, events)


def _verify(rules: Rules, events: list[Event]) -> State:
    from bsgcore.errors import CorruptLog
    from bsgcore.errors import IllegalCommand as _Illegal

    if len(events) > 1 and isinstance(events[1], PositionSet):
        from bsgcore.errors import ConfigurationError

        try:
            state, produced = _start_from_position(rules, events[0], events[1])  # type: ignore[arg-type]
        except ConfigurationError as exc:
            raise CorruptLog(f"The log's starting position is not valid: {exc.message}") from exc
    else:
        state, produced = _start(rules, events[0])  # type: ignore[arg-type]
    _compare(produced, events, 0)
    index = len(produced)
    while index < len(events):
        event = events[index]
        if not isinstance(event, CommandPlayed):
            raise CorruptLog(
                f"Event {index} ({event.tag}) is not what the rules produce at that point: "
                "a command was expected."
            )
        try:
            state, produced = _execute(rules, state, event.command)
        except _Illegal as exc:
            raise CorruptLog(
                f"Event {index} records a command the rules refuse: {exc.message}"
            ) from exc
        _compare(produced, events, index)
        index += len(produced)
    return state


def _compare(produced: list[Event], events: list[Event], start_index: int) -> None:
    from bsgcore.errors import CorruptLog

    for offset, expected in enumerate(produced):
        index = start_index + offset
        if index >= len(events):
            raise CorruptLog(f"The log stops at event {index}, in the middle of a step.")
        if events[index] != expected:
            raise CorruptLog(
                f"Event {index} ({events[index].tag}) differs from what the rules produce "
                f"({expected.tag}): the log was edited or made by other rules."
            )


def rederive(
    rules: Rules, records: list[tuple[int, Event]], required: Callable[[Event, bool], bool]
) -> tuple[State, list[Event], bytearray]:
    """The whole log of a sparse one (log format 2), verified: its state, every event, and for
    each event whether it came from a handler or step that drew (1) or not (0).

    ``records`` are (position, event) pairs in increasing position, from ``core.game_created``
    at 0 on. The commands are played again from the recorded game creation; each event the rules
    produce must equal the record at its position, and an event that ``required(event, drew)``
    says a save keeps must have one (CorruptLog naming the first position that fails);
    ``required`` may depend only on the event's type and ``drew``.
    """
    from bsgcore.errors import CorruptLog

    if not records or records[0][0] != 0 or not isinstance(records[0][1], GameCreated):
        raise CorruptLog("The log does not start with core.game_created.")
    full: list[Event] = []
    flags = bytearray()
    with using_rules(rules):
        drawn: list[int] = []
        if len(records) > 1 and records[1][0] == 1 and isinstance(records[1][1], PositionSet):
            state, produced = _start_from_position(rules, records[0][1], records[1][1], drawn)
        else:
            state, produced = _start(rules, records[0][1], drawn)
        answers: dict[tuple[type, int], bool] = {}
        at = _check_sparse(produced, drawn, records, 0, full, flags, required, answers)
        while at < len(records):
            seq, event = records[at]
            if seq != len(full) or not isinstance(event, CommandPlayed):
                raise CorruptLog(
                    f"Event {len(full)} is missing or is not what the rules produce at that "
                    "point: a command was expected."
                )
            drawn = []
            try:
                state, produced = _execute(rules, state, event.command, drawn)
            except IllegalCommand as exc:
                raise CorruptLog(
                    f"Event {seq} records a command the rules refuse: {exc.message}"
                ) from exc
            at = _check_sparse(produced, drawn, records, at, full, flags, required, answers)
    return state, full, flags


def _check_sparse(
    produced: list[Event],
    drawn: list[int],
    records: list[tuple[int, Event]],
    at: int,
    full: list[Event],
    flags: bytearray,
    required: Callable[[Event, bool], bool],
    answers: dict[tuple[type, int], bool],
) -> int:
    """Append ``produced`` to ``full`` (and their draw flags to ``flags``), checking each against
    its record; returns the index of the next record. ``answers`` remembers ``required`` by event
    type and draw flag (all it may depend on)."""
    from bsgcore.errors import CorruptLog

    count = len(records)
    marks = bytearray(len(produced))
    for offset in drawn:
        marks[offset] = 1
    next_seq = records[at][0] if at < count else -1
    index = len(full)
    for offset, expected in enumerate(produced):
        if next_seq == index:
            recorded = records[at][1]
            if recorded != expected:
                raise CorruptLog(
                    f"Event {index} ({recorded.tag}) differs from what the rules produce "
                    f"({expected.tag}): the log was edited or made by other rules."
                )
            at += 1
            next_seq = records[at][0] if at < count else -1
        else:
            key = (type(expected), marks[offset])
            needed = answers.get(key)
            if needed is None:
                needed = answers[key] = required(expected, key[1] == 1)
            if needed:
                if at >= count:
                    raise CorruptLog(f"The log stops at event {index}, in the middle of a step.")
                raise CorruptLog(
                    f"Event {index} ({expected.tag}) is missing from the log: only the events "
                    "replay derives may be left out."
                )
        index += 1
    full += produced
    flags += marks
    return at
