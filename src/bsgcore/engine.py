"""The functional core: decide, apply, advance, replay. Pure functions of (rules, state, input).

- ``decide`` validates a command and returns the events it causes; it is the only place randomness
  is drawn, from a stream derived from the seed and the log position, and every outcome is written
  into an event.
- ``apply_event`` folds one event into the state; it never draws.
- ``advance`` runs automatic frames until a seat must decide or the game is over.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from bsgcore.context import using_rules
from bsgcore.core_events import CommandPlayed, GameCreated, PositionSet
from bsgcore.errors import BadSeat, GameOver, IllegalCommand, MalformedCommand, RulesError, excerpt
from bsgcore.messages import Command, Decision, Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Rules
from bsgcore.serialization import command_from_dict
from bsgcore.state import State

MAX_AUTOMATIC_STEPS = 100_000


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
    applier = rules.appliers.get(type(event))
    if applier is None:
        raise RulesError(f"No applier is registered for event {event.tag!r}.")
    return applier(state, event)._next(state.seq + 1)


def _apply_all(rules: Rules, state: State, events: Iterable[Event], out: list[Event]) -> State:
    """Apply events in order, with their triggered follow-ups (``bsg_after_event``)."""
    appliers = rules.appliers
    for event in events:
        applier = appliers.get(type(event))
        if applier is None:  # apply_event says why
            state = apply_event(rules, state, event)
        else:  # apply_event, inlined: this loop runs for every event of a game
            state = applier(state, event)._next(state.seq + 1)
        out.append(event)
        if rules.has_after_event and state.outcome is None:
            for triggered in rules.pm.hook.bsg_after_event(state=state, event=event):
                if triggered:
                    state = _apply_all(rules, state, triggered, out)
        if state.outcome is not None:
            break
    return state


def pending(rules: Rules, state: State) -> Decision | None:
    """The one pending decision, or None when the game is over or an automatic step is next."""
    with using_rules(rules):
        return _pending(rules, state)


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
    decision = decider(state, top)
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


def advance(rules: Rules, state: State, out: list[Event]) -> State:
    """Run automatic frames until a decision is pending or the game is over."""
    with using_rules(rules):
        return _advance(rules, state, out)


def _advance(rules: Rules, state: State, out: list[Event]) -> State:
    for _ in range(MAX_AUTOMATIC_STEPS):
        if state.outcome is not None:
            return state
        top = state.top
        if top is None:
            raise RulesError("The resolution stack is empty but the game is not over.")
        step = rules.steps.get(type(top))
        if step is None:
            if type(top) in rules.deciders:
                return state
            raise RulesError(f"Frame {top.tag!r} has neither a step nor a decision.")
        events = step(state, top, cursor_at(state))
        if not events:
            raise RulesError(f"The step for frame {top.tag!r} produced no event.")
        state = _apply_all(rules, state, events, out)
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


def _decide(rules: Rules, state: State, command: Command | dict[str, Any]) -> list[Event]:
    parsed = parse_command(rules, command)
    _validate(rules, state, parsed)
    events: list[Event] = [CommandPlayed(parsed)]
    events.extend(rules.handlers[type(parsed)](state, parsed, cursor_at(state)))
    return events


def execute(
    rules: Rules, state: State, command: Command | dict[str, Any]
) -> tuple[State, list[Event]]:
    """Play a command: its events and every automatic step after it. State untouched on error."""
    with using_rules(rules):
        return _execute(rules, state, command)


def _execute(
    rules: Rules, state: State, command: Command | dict[str, Any]
) -> tuple[State, list[Event]]:
    events = _decide(rules, state, command)
    out: list[Event] = []
    new = _apply_all(rules, state, events, out)
    new = _advance(rules, new, out)
    return new, out


def start(rules: Rules, created: GameCreated) -> tuple[State, list[Event]]:
    """A new game: ``core.game_created``, every plugin's setup events, then automatic steps."""
    with using_rules(rules):
        return _start(rules, created)


def _start(rules: Rules, created: GameCreated) -> tuple[State, list[Event]]:
    out: list[Event] = [created]
    state = initial_state(rules, created)
    for result in rules.pm.hook.bsg_setup(state=state, rng=cursor_at(state)):
        if result:
            state = _apply_all(rules, state, result, out)
    return _advance(rules, state, out), out


def position_state(rules: Rules, created: State, placed: PositionSet) -> State:
    """The state a ``core.position_set`` describes, in the game ``created`` (its seed)."""
    from bsgcore.position import position_rules, read_position

    position_rules(placed.position)  # the envelope's own checks (format, fields)
    return read_position(rules, placed.position, created.seed)


def start_from_position(
    rules: Rules, created: GameCreated, placed: PositionSet
) -> tuple[State, list[Event]]:
    """A game from a position: ``core.game_created``, ``core.position_set``, then automatic steps."""
    with using_rules(rules):
        return _start_from_position(rules, created, placed)


def _start_from_position(
    rules: Rules, created: GameCreated, placed: PositionSet
) -> tuple[State, list[Event]]:
    out: list[Event] = [created, placed]
    state = position_state(rules, initial_state(rules, created), placed)
    return _advance(rules, state, out), out


def replay(rules: Rules, events: Iterable[Event]) -> State:
    """The fold of a log: the state its events describe (no rule is re-checked)."""
    state: State | None = None
    with using_rules(rules):
        for event in events:
            state = apply_event(rules, state, event)
    if state is None:
        raise RulesError("An empty log describes no game.")
    return state


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
