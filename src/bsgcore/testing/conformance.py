"""Conformance checks any ruleset or plugin can run on a `Game`: kernel invariants, replay, JSON and
save/load round trips, per-seat leaks and the refusal of illegal commands.

Every check raises AssertionError with a sentence that names what broke and where, so a failing
random game is easy to reproduce; none of them changes the game it checks.
"""

from __future__ import annotations

import json
import tempfile
import typing
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs

from bsgcore import engine
from bsgcore.context import STATE, using_rules
from bsgcore.core_events import CONTROL_EVENTS, CommandPlayed, GameCreated
from bsgcore.errors import GameOver, IllegalCommand, excerpt
from bsgcore.game import Game
from bsgcore.labels import label_for
from bsgcore.messages import Command, Decision, Event, command_sort_key
from bsgcore.rng import RandomCursor, Rng
from bsgcore.ruleset import Rules
from bsgcore.serialization import (
    command_from_dict,
    command_to_dict,
    dumps,
    event_from_dict,
    event_to_dict,
    state_from_dict,
    state_to_dict,
)
from bsgcore.state import State
from bsgcore.view import Secret, redact, scramble, secrets_for, view

SEED_LEAK_MIN = 10**6
"""Seeds above this are searched for in what a seat receives (smaller ones collide with data)."""

UNKNOWN_TAG = "bsgcore_testing.no_such_command"

HUGE_INT = 10**5000
"""An integer Python cannot even print (over 4,300 digits)."""
HUGE_STRING = "x" * 1_000_000
"""A 1 MB string: refused, and never echoed whole in the error message."""


def _deep(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


DEEP = _deep(5_000)
"""A list nested deeper than Python's recursion limit (repr and cattrs would overflow on it)."""


@attrs.frozen
class AlienCommand(Command):
    """A command type no ruleset registers: the engine must refuse it as unknown."""

    tag = "bsgcore_testing.alien"


def _fail(message: str) -> typing.NoReturn:
    """Raise the AssertionError every check uses (not ``assert``, so ``-O`` cannot skip it)."""
    raise AssertionError(message)


def _where(state: State) -> str:
    """A short place name for messages: ruleset, seats and log position."""
    return f"[{state.ruleset}, {state.seats} seats, seq {state.seq}]"


# --------------------------------------------------------------------------------------------------
# invariants
# --------------------------------------------------------------------------------------------------


def check_invariants(
    rules: Rules, state: State, events: Sequence[Event] | None = None, *, at_rest: bool = True
) -> None:
    """Assert the kernel's invariants of ``state`` (and the ruleset's own ``check_invariants``,
    then each plugin's ``bsg_check_invariants``).

    ``events`` (the log that made the state) adds the log checks; ``at_rest`` (every state a `Game`
    holds) requires a pending decision with options unless the game is over.
    """
    where = _where(state)
    spec = rules.spec
    if state.ruleset != rules.ruleset:
        _fail(f"{where} state.ruleset {state.ruleset!r} is not the rules' {rules.ruleset!r}")
    if type(state.seats) is not int or not spec.min_seats <= state.seats <= spec.max_seats:
        _fail(f"{where} {state.seats!r} seats is outside {spec.min_seats}..{spec.max_seats}")
    if type(state.seed) is not int or state.seed < 0:
        _fail(f"{where} the seed {state.seed!r} is not a non-negative integer")
    if type(state.seq) is not int or state.seq < 1:
        _fail(f"{where} seq {state.seq!r} is not a positive integer")
    if set(state.options) != set(rules.registry.options):
        _fail(
            f"{where} options {sorted(state.options)} are not the declared "
            f"{sorted(rules.registry.options)}"
        )
    _check_plugin_states(rules, state)
    if events is not None:
        _check_log_matches(state, events)
    for index, frame in enumerate(state.stack):
        kind = type(frame)
        if kind not in rules.steps and kind not in rules.deciders:
            _fail(f"{where} stack[{index}] {frame!r} is a frame type no plugin registered")
        if rules.registry.tags.get(frame.tag) is not kind:
            _fail(f"{where} stack[{index}] has tag {frame.tag!r}, registered to another type")
    if state.outcome is not None:
        _check_outcome(state)
    elif not state.stack:
        _fail(f"{where} the game is not over but the resolution stack is empty")
    elif at_rest:
        top = state.stack[-1]
        if type(top) not in rules.deciders:
            _fail(
                f"{where} at rest, but the top frame {top!r} is automatic (advance stopped early)"
            )
        decision = engine.pending(rules, state)
        if decision is None:
            _fail(f"{where} the game is not over but no decision is pending (top {top!r})")
        check_decision(rules, state, decision)
    # the state noted as the engine notes it for its steps (`current_state`): a hook the checks
    # ask (a card limit, who is a Cylon player) reads plugin state as the rules did
    token = STATE.set(state)
    try:
        if spec.check_invariants is not None:
            spec.check_invariants(state)
        rules.pm.hook.bsg_check_invariants(state=state)  # each plugin's own (hooks.md)
    finally:
        STATE.reset(token)


def _check_plugin_states(rules: Rules, state: State) -> None:
    """The state holds a value for exactly the plugins that declare state, each of its type."""
    where = _where(state)
    declared = rules.plugin_states
    if not isinstance(state.plugins, dict) or set(state.plugins) != set(declared):
        _fail(
            f"{where} the state keeps values for plugins {sorted(state.plugins)}, not for those "
            f"that declare state ({sorted(declared)})"
        )
    for name, spec in declared.items():
        if spec.value_type is None:
            continue
        value = state.plugins[name]
        kind = typing.get_origin(spec.value_type) or spec.value_type  # tuple[str, ...] -> tuple
        if not isinstance(value, kind):
            _fail(
                f"{where} plugin {name!r} keeps a {type(value).__name__}, not the "
                f"{spec.value_type!r} it declared"
            )


def _check_log_matches(state: State, events: Sequence[Event]) -> None:
    """The state's position and header agree with the log that made it."""
    where = _where(state)
    if state.seq != len(events):
        _fail(f"{where} seq is {state.seq} but the log holds {len(events)} events")
    if not events or not isinstance(events[0], GameCreated):
        _fail(f"{where} the log does not start with core.game_created")
    created = events[0]
    assert isinstance(created, GameCreated)
    recorded = (created.ruleset, created.seats, created.seed, dict(created.options))
    if recorded != (state.ruleset, state.seats, state.seed, state.options):
        _fail(f"{where} core.game_created {recorded!r} disagrees with the state")
    for index, event in enumerate(events[1:], start=1):
        if isinstance(event, GameCreated):
            _fail(f"{where} event {index} is a second core.game_created")


def _check_outcome(state: State) -> None:
    """A finished game has an empty stack and an outcome naming valid winning seats."""
    where = _where(state)
    outcome = state.outcome
    assert outcome is not None
    if state.stack:
        _fail(f"{where} the game is over but frames remain on the stack: {state.stack!r}")
    if not isinstance(outcome.winner, str) or not outcome.winner:
        _fail(f"{where} the outcome names no winner: {outcome!r}")
    seats = outcome.winning_seats
    if len(set(seats)) != len(seats) or any(
        type(s) is not int or not 0 <= s < state.seats for s in seats
    ):
        _fail(f"{where} winning seats {seats!r} are not distinct seats of this game")


def check_decision(rules: Rules, state: State, decision: Decision) -> None:
    """Assert a pending decision is well formed: a real seat, options sorted, unique and playable.

    Each option must belong to the deciding seat, be a registered command type, and survive a JSON
    round trip (frontends send them back as JSON).
    """
    where = _where(state)
    if type(decision.seat) is not int or not 0 <= decision.seat < state.seats:
        _fail(f"{where} the pending decision's seat {decision.seat!r} is not a seat of this game")
    if not isinstance(decision.kind, str) or not decision.kind:
        _fail(f"{where} the pending decision has no kind: {decision!r}")
    if not isinstance(decision.prompt, str) or not decision.prompt.strip():
        _fail(f"{where} the pending decision ({decision.kind}) has no prompt")
    options = decision.options
    if not isinstance(options, tuple):
        _fail(f"{where} decision options must be a tuple, not {type(options).__name__}")
    if not options:
        _fail(
            f"{where} soft-lock: seat {decision.seat} must decide {decision.kind!r} "
            "but has no option"
        )
    for option in options:
        if not isinstance(option, Command) or type(option) not in rules.handlers:
            _fail(f"{where} option {option!r} is not a registered command")
        if option.seat != decision.seat:
            _fail(f"{where} option {option!r} is for another seat than the decider {decision.seat}")
    try:
        keys = [command_sort_key(option) for option in options]
        ordered = all(a < b for a, b in zip(keys, keys[1:], strict=False))
    except TypeError as exc:
        _fail(f"{where} options cannot be ordered by command_sort_key ({exc})")
    if not ordered:
        if len(set(options)) != len(options):
            _fail(f"{where} decision {decision.kind!r} lists an option twice: {options!r}")
        _fail(f"{where} decision {decision.kind!r} options are not sorted: {options!r}")
    for option in options:
        data = json.loads(dumps(command_to_dict(rules, option)))
        back = command_from_dict(rules, data)
        if back != option:
            _fail(f"{where} option {option!r} reads back from JSON as {back!r}")


# --------------------------------------------------------------------------------------------------
# replay, JSON and save/load
# --------------------------------------------------------------------------------------------------


def check_game(game: Game, *, save: bool = True) -> None:
    """Assert the log explains the game: replay and verify give the live state, and the state,
    every event and (with ``save``) the saved file round-trip exactly."""
    rules, state, events = game.rules, game.state, list(game.events)
    check_invariants(rules, state, events)
    check_shell(game)
    replayed = engine.replay(rules, events)
    if replayed != state:
        _fail(
            f"{_where(state)} replay differs from the live state: "
            + _diff_states(rules, replayed, state)
        )
    verified = engine.verify(rules, events)
    if verified != state:
        _fail(
            f"{_where(state)} verify differs from the live state: "
            + _diff_states(rules, verified, state)
        )
    check_state_json(rules, state)
    check_events_json(rules, events)
    if save:
        check_save_load(game)


def check_shell(game: Game) -> None:
    """Assert the `Game` shell agrees with the pure engine: pending, legal commands and outcome."""
    rules, state = game.rules, game.state
    expected = engine.pending(rules, state)
    if game.pending != expected:
        _fail(f"{_where(state)} Game.pending is {game.pending!r}, the engine says {expected!r}")
    for seat in range(state.seats):
        legal = game.legal_commands(seat)
        if legal != engine.legal_commands(rules, state, seat):
            _fail(f"{_where(state)} Game.legal_commands({seat}) disagrees with the engine")
    if game.is_over != (state.outcome is not None) or game.outcome != state.outcome:
        _fail(f"{_where(state)} Game.is_over/outcome disagree with the state")


def check_state_json(rules: Rules, state: State) -> None:
    """Assert the state survives JSON text exactly and its JSON is canonical (stable bytes)."""
    text = dumps(state_to_dict(rules, state))
    back = state_from_dict(rules, json.loads(text))
    if back != state:
        _fail(f"{_where(state)} the state changes through JSON: {_diff_states(rules, back, state)}")
    again = dumps(state_to_dict(rules, back))
    if again != text:
        _fail(
            f"{_where(state)} the state's JSON is not stable: "
            + _first_difference(json.loads(again), json.loads(text))
        )


def check_events_json(rules: Rules, events: Sequence[Event], start: int = 0) -> None:
    """Assert every event survives JSON text exactly and carries its tag and class version."""
    for index, event in enumerate(events[start:], start=start):
        data = event_to_dict(rules, event)
        if data.get("tag") != event.tag or data.get("v") != event.class_version:
            _fail(f"event {index} ({event.tag}) JSON lacks its tag or version: {data!r}")
        back = event_from_dict(rules, json.loads(dumps(data)))
        if back != event:
            _fail(f"event {index} ({event.tag}) changes through JSON: {event!r} -> {back!r}")


def check_save_load(game: Game) -> None:
    """Assert save then load (verified and not) gives the same log and state, and the same bytes."""
    with tempfile.TemporaryDirectory(prefix="bsgcore-check-") as folder:
        first, second = Path(folder) / "game.jsonl", Path(folder) / "again.jsonl"
        game.save(first)
        for verify in (True, False):
            loaded = Game.load(first, verify=verify)
            if loaded.events != game.events:
                _fail(f"{_where(game.state)} the loaded log differs (verify={verify})")
            if loaded.state != game.state:
                diff = _diff_states(game.rules, loaded.state, game.state)
                _fail(f"{_where(game.state)} the loaded state differs (verify={verify}): {diff}")
        loaded.save(second)
        if first.read_bytes() != second.read_bytes():
            _fail(f"{_where(game.state)} saving a loaded game gives other bytes")


# --------------------------------------------------------------------------------------------------
# hidden information
# --------------------------------------------------------------------------------------------------


def check_no_leaks(game: Game, *, start: int = 0, scrambles: int = 3) -> None:
    """Assert no seat (nor the spectator) can learn what it may not from its view or its events.

    For every seat and None: no declared secret (`bsgcore.view.secrets_for`: the ruleset's
    ``spec.secrets`` and every plugin's ``bsg_declare_secrets``) appears as a sub-value of its view
    or of any redacted event from ``start`` on, commands inside ``core.command_played`` and frames
    inside ``core.push``/``core.replace`` included; redacted ``core.game_created`` carries seed 0
    and a large seed appears nowhere; and, ``scrambles`` times, re-dealing what the seat may not
    know (`bsgcore.view.scramble`: the ruleset's part and every plugin's own state) changes neither
    its view (with its labels) nor the redacted events of the next command, nor the label it
    reads for that command (`bsgcore.labels.label_for`).
    """
    rules, state = game.rules, game.state
    for seat in [*range(state.seats), None]:
        who = _who(seat)
        view_json = _view_json(rules, state, seat)
        redacted = game.events_for(seat, start)
        events_json = [_event_json(rules, e) for e in redacted]
        for event in redacted:
            if isinstance(event, GameCreated) and event.seed != 0:
                _fail(f"{_where(state)} {who} receives core.game_created with the seed")
        received: list[tuple[str, Any]] = [("view", view_json)]
        received += [(f"event {start + i}", data) for i, data in enumerate(events_json)]
        if state.seed > SEED_LEAK_MIN:
            for name, tree in received:
                path = _find_seed(tree, state.seed)
                if path is not None:
                    _fail(f"{_where(state)} {who} can read the seed in its {name} at {path}")
        for secret in secrets_for(rules, state, seat):
            if not secret.shared:
                _check_secret_absent(state, who, secret, [("view", view_json)])
        _check_scrambled_views(game, seat, view_json, scrambles)
    _check_events_keep_secrets(game, start)
    for k in range(scrambles):
        for seat in [*range(state.seats), None]:
            _check_scrambled_events(game, seat, k)


def _who(seat: int | None) -> str:
    return "the spectator" if seat is None else f"seat {seat}"


def _view_json(rules: Rules, state: State, seat: int | None) -> Any:
    """The seat's view as parsed JSON (failing when it is not JSON)."""
    try:
        return json.loads(dumps(view(rules, state, seat, labels=True)))
    except (TypeError, ValueError) as exc:
        _fail(f"{_where(state)} the view of {_who(seat)} is not JSON: {exc}")


def _event_json(rules: Rules, event: Event) -> Any:
    return json.loads(dumps(event_to_dict(rules, event)))


def _check_secret_absent(
    state: State, who: str, secret: Secret, received: Sequence[tuple[str, Any]]
) -> None:
    """Fail when the secret's value is a sub-value of anything received."""
    target = json.loads(dumps(secret.value))
    for name, tree in received:
        path = find_value(tree, target)
        if path is not None:
            _fail(
                f"{_where(state)} {who} receives the secret {secret.path} = {_short(target)} "
                f"in its {name} at {path}"
            )


def _scalars(trees: Sequence[Any]) -> set[tuple[type, Any]]:
    """Every scalar leaf of some JSON trees with its type, for quick membership tests."""
    out: set[tuple[type, Any]] = set()
    stack = list(trees)
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        else:
            out.add((type(node), node))
    return out


def _may_hold(leaves: set[tuple[type, Any]], target: Any) -> bool:
    """Whether a JSON value could be in the trees whose scalar leaves are ``leaves``: exact for a
    scalar; for a list or object, whether every scalar of it is there."""
    if not isinstance(target, (dict, list)):
        return (type(target), target) in leaves
    return _scalars([target]) <= leaves


def _batches(events: Sequence[Event]) -> list[tuple[int, int]]:
    """The log cut where each command starts: set-up, then each command with its consequences."""
    cuts = [0] + [i for i, e in enumerate(events) if i and isinstance(e, CommandPlayed)]
    return list(zip(cuts, [*cuts[1:], len(events)], strict=True))


def _check_events_keep_secrets(game: Game, start: int) -> None:
    """Each redacted event from ``start`` on carries no value that is secret for the seat both
    right after that event and once its command's events are all applied.

    Both, so that a card public earlier is no leak when it is secret later (a revealed check card
    reshuffled into a deck and drawn), nor is a choice the command itself makes public (a face-up
    discard: the card is still in the hand when ``core.command_played`` is applied, and in the
    discard pile at the end), while a card discarded face down is secret at both times. A shared
    secret whose value the seat sees in its view at either time, or at any point of the command
    between (another copy of the same card, in its own hand or a discard pile), cannot be told
    apart from what it knows, and is not searched for; nor is a value the seat saw in its view
    before the command (a card of its own that another seat takes from it). Shared secrets are
    searched for in commands (``core.command_played``) and frames (``core.push``,
    ``core.replace``) only: the ruleset's own events show cards on purpose (a hand looked
    through), and a copy named there cannot be told from the secret one; the re-deal
    differential covers those events.
    """
    rules, events = game.rules, game.events
    batches = [(a, b) for a, b in _batches(events) if b > start]
    if not batches:
        return
    state: State | None = engine.replay(rules, events[: batches[0][0]]) if batches[0][0] else None
    with using_rules(rules):
        for first, end in batches:
            before = state
            after: dict[int, State] = {}
            for index in range(first, end):
                state = engine.apply_event(rules, state, events[index])
                after[index] = state
            assert state is not None
            for seat in [*range(state.seats), None]:
                declared = _secret_values(rules, state, seat)
                if not declared:
                    continue
                for index in range(max(first, start), end):
                    tree = _event_json(rules, redact(rules, events[index], seat))
                    leaves = _scalars([tree])
                    choice = isinstance(events[index], (CommandPlayed, *CONTROL_EVENTS))
                    for secret, target, parts in declared:
                        if not parts <= leaves or (secret.shared and not choice):
                            continue
                        if isinstance(target, (dict, list)) and find_value(tree, target) is None:
                            continue
                        then = _secret_values(rules, after[index], seat)
                        if not any(_same(target, value) for _secret, value, _parts in then):
                            continue
                        if secret.shared and any(
                            find_value(_view_json(rules, after[j], seat), target) is not None
                            for j in range(index, end)
                        ):
                            continue  # a copy went public meanwhile: the event may name that one
                        if before is not None and _in_view(rules, before, seat, target):
                            continue  # the seat saw it before the command (its own card given)
                        _check_secret_absent(state, _who(seat), secret, [(f"event {index}", tree)])


def _in_view(rules: Rules, state: State, seat: int | None, target: Any) -> bool:
    """Whether the seat's view of ``state`` holds the JSON value ``target``."""
    return find_value(_view_json(rules, state, seat), target) is not None


def _secret_values(
    rules: Rules, state: State, seat: int | None
) -> list[tuple[Secret, Any, set[tuple[type, Any]]]]:
    """The seat's declared secrets with their JSON values and scalar leaves, less the shared ones
    it sees a copy of in its view."""
    out: list[tuple[Secret, Any, set[tuple[type, Any]]]] = []
    seen: Any = None
    leaves: set[tuple[type, Any]] = set()
    for secret in secrets_for(rules, state, seat):
        target = json.loads(dumps(secret.value))
        if secret.shared:
            if seen is None:
                seen = _view_json(rules, state, seat)
                leaves = _scalars([seen])
            if isinstance(target, (dict, list)):
                if find_value(seen, target) is not None:
                    continue
            elif (type(target), target) in leaves:
                continue  # the seat sees a copy: it cannot tell this one apart
        out.append((secret, target, _scalars([target])))
    return out


def _scrambled(game: Game, seat: int | None, k: int) -> State | None:
    """The state re-dealt for ``seat`` (scramble ``k``: the ruleset's part and every plugin's own
    state, `bsgcore.view.scramble`), or None when nothing can be scrambled."""
    state = game.state
    return scramble(game.rules, state, seat, RandomCursor(Rng(0xB5C0 + k, state.seq)))


def _check_scrambled_views(game: Game, seat: int | None, view_json: Any, scrambles: int) -> None:
    """The seat's view is the same whatever it may not know."""
    for k in range(scrambles):
        other = _scrambled(game, seat, k)
        if other is None:
            return
        other_json = _view_json(game.rules, other, seat)
        if other_json != view_json:
            diff = _first_difference(view_json, other_json)
            _fail(
                f"{_where(game.state)} the view of {_who(seat)} changes when what it may not "
                f"know is scrambled (scramble {k}): {diff}"
            )


def _check_scrambled_events(game: Game, seat: int | None, k: int) -> None:
    """Re-deal what ``seat`` may not know (same seed, so public dice agree), play the same next
    command in both worlds (the decider's option at the same place when another seat decides),
    and compare the seat's redacted events: where they differ though its views afterwards agree,
    no differing value may be a secret of the seat in the state that command left (a card chosen
    face down and named in the logged command). A difference its view explains, or one in values
    no longer secret (dice assigned in public), is what the command showed."""
    rules, state = game.rules, game.state
    scrambled = _scrambled(game, seat, k)
    decision = engine.pending(rules, state)
    if scrambled is None or decision is None:
        return
    scrambled = attrs.evolve(scrambled, seed=state.seed)
    other_decision = engine.pending(rules, scrambled)
    if other_decision is None or other_decision.seat != decision.seat:
        return
    mine, theirs = decision.options, other_decision.options
    if not mine or len(mine) != len(theirs):
        return
    index = (state.seq + k) % len(mine)  # one option, another at each scramble and step
    command, other_command = mine[index], theirs[index]
    if command.tag != other_command.tag:
        return
    after, events = engine.execute(rules, state, command)
    other_after, other_events = engine.execute(rules, scrambled, other_command)
    seen = [_event_json(rules, redact(rules, e, seat)) for e in events]
    other_seen = [_event_json(rules, redact(rules, e, seat)) for e in other_events]
    if _view_json(rules, after, seat) != _view_json(rules, other_after, seat):
        return  # the command showed something that was hidden: a fair difference
    _check_command_labels(rules, (state, events, seen), (scrambled, other_events, other_seen), seat)
    if _same(seen, other_seen):
        return
    hidden = _scalar_secrets(rules, after, seat)
    other_hidden = _scalar_secrets(rules, other_after, seat)
    for path, mine_value, their_value in _differences(seen, other_seen, "$"):
        if (type(mine_value), mine_value) in hidden or (
            type(their_value),
            their_value,
        ) in other_hidden:
            _fail(
                f"{_where(state)} the redacted events of {_who(seat)} after "
                f"{_short(command, 80)} change when what it may not know is scrambled "
                f"(scramble {k}), though its view does not, and show a secret: {path}: "
                f"{_short(mine_value, 80)} != {_short(their_value, 80)}"
            )


def _check_command_labels(
    rules: Rules,
    mine: tuple[State, Sequence[Event], list[Any]],
    theirs: tuple[State, Sequence[Event], list[Any]],
    seat: int | None,
) -> None:
    """A command the seat receives alike in both worlds reads alike for it (`label_for`, as
    `Game.events_json` labels it against the state it was played in, which holds what the seat
    may not know: a label naming the player's own secrets must be registered ``private``)."""
    for k, (event, other) in enumerate(zip(mine[1], theirs[1], strict=False)):
        if not isinstance(event, CommandPlayed) or not isinstance(other, CommandPlayed):
            continue
        if mine[2][k] != theirs[2][k]:
            continue
        seen, other_seen = redact(rules, event, seat), redact(rules, other, seat)
        assert isinstance(seen, CommandPlayed) and isinstance(other_seen, CommandPlayed)
        text = label_for(rules, mine[0], seen.command, seat)
        other_text = label_for(rules, theirs[0], other_seen.command, seat)
        if text != other_text:
            _fail(
                f"{_where(mine[0])} the label {_who(seat)} reads for a command changes when what "
                f"it may not know is scrambled, though the command it receives does not: "
                f"{text!r} != {other_text!r}"
            )


def _scalar_secrets(rules: Rules, state: State, seat: int | None) -> set[tuple[type, Any]]:
    """The seat's secrets that are single values (a card, not a deck order, whose cards are no
    secret one by one), less the shared ones it sees a copy of."""
    values = [v for _s, v, _p in _secret_values(rules, state, seat)]
    return {(type(v), v) for v in values if not isinstance(v, (dict, list))}


def _differences(a: Any, b: Any, path: str) -> Iterator[tuple[str, Any, Any]]:
    """The scalar leaves where two JSON trees of the same shape differ (a whole subtree where
    their shapes differ)."""
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        for key in a:
            yield from _differences(a[key], b[key], f"{path}.{key}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            yield from _differences(x, y, f"{path}[{i}]")
    elif not _same(a, b):
        yield path, a, b


def find_value(tree: Any, target: Any) -> str | None:
    """The path of the first node of JSON ``tree`` equal to ``target`` (types too), or None."""
    for path, node in _walk(tree, "$"):
        if _same(node, target):
            return path
    return None


def _find_seed(tree: Any, seed: int) -> str | None:
    """The path of an integer equal to ``seed``, or a string spelling it, in a JSON tree."""
    digits = str(seed)
    for path, node in _walk(tree, "$"):
        if type(node) is int and node == seed:
            return path
        if isinstance(node, str) and digits in node:
            return path
    return None


def _walk(tree: Any, path: str) -> Iterator[tuple[str, Any]]:
    """Every node of a JSON tree with its path, parents first."""
    stack = [(path, tree)]
    while stack:
        here, node = stack.pop()
        yield here, node
        if isinstance(node, dict):
            stack.extend((f"{here}.{key}", value) for key, value in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend((f"{here}[{i}]", value) for i, value in reversed(list(enumerate(node))))


def _same(a: Any, b: Any) -> bool:
    """JSON equality that also compares types (``1`` is not ``true`` nor ``1.0``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


# --------------------------------------------------------------------------------------------------
# illegal commands
# --------------------------------------------------------------------------------------------------


def illegal_commands(game: Game) -> list[tuple[str, Any]]:
    """Commands the rules must refuse now, each with a description: wrong seat, unknown tag,
    missing (required), mistyped or extra field, another seat's legal command, stale commands,
    non-objects. A field with a default may be omitted: the default is then played."""
    rules, state = game.rules, game.state
    seats = state.seats
    decision = game.pending
    played = [e.command for e in game.events if isinstance(e, CommandPlayed)]
    sample: Command | None = decision.options[0] if decision and decision.options else None
    if sample is None and played:
        sample = played[-1]
    seat = sample.seat if sample is not None else 0
    out: list[tuple[str, Any]] = [
        ("a JSON list instead of an object", []),
        ("a bare string", sample.tag if sample is not None else UNKNOWN_TAG),
        ("null", None),
        ("a number", 7),
        ("an object without a tag", {"seat": seat}),
        ("a tag that is not a string", {"tag": 7, "seat": seat}),
        ("an unknown tag", {"tag": UNKNOWN_TAG, "seat": seat}),
        ("an event's tag", {"tag": "core.game_ended", "seat": seat}),
        ("an unregistered command class", AlienCommand(seat)),
    ]
    if sample is not None:
        data = command_to_dict(rules, sample)
        out.append(("an extra field", {**data, "bsgcore_testing_extra": 1}))
        required = {f.name for f in attrs.fields(type(sample)) if f.default is attrs.NOTHING}
        for name in data:
            if name in required:
                out.append(
                    (f"field {name!r} missing", {k: v for k, v in data.items() if k != name})
                )
        out.append(("seat as a string", {**data, "seat": str(seat)}))
        out.append(("seat as a float", {**data, "seat": float(seat)}))
        out.append(("seat as a boolean", {**data, "seat": seat == 0}))
        if seat in (0, 1):
            out.append(("seat as a boolean equal to it", {**data, "seat": bool(seat)}))
        out.append(("seat past the last seat", {**data, "seat": seats}))
        out.append(("a negative seat", {**data, "seat": -1}))
        out.append(("seat as a huge integer", {**data, "seat": HUGE_INT}))
        out.append(("a field name that is not a string", {**data, 1: "x"}))
        out.append(("a field name that is None", {**data, None: 1}))
        out.append(("a deeply nested extra field", {**data, "bsgcore_testing_extra": DEEP}))
        out.append(("an oversized tag", {**data, "tag": HUGE_STRING}))
        out.extend(_mistyped_fields(sample, data))
        out.extend(_mistyped_objects(sample))
    if decision is not None:
        for option in _spread(decision.options, 3):
            others = [s for s in range(seats) if s != decision.seat]
            for other in others[:2]:
                moved = attrs.evolve(option, seat=other)
                out.append((f"seat {decision.seat}'s option played by seat {other}", moved))
                out.append(
                    (f"seat {decision.seat}'s option played by seat {other}, as JSON",
                     command_to_dict(rules, moved)),
                )  # fmt: skip
    current = set(decision.options) if decision is not None else set()
    stale = [c for c in dict.fromkeys(reversed(played)) if c not in current]
    out.extend((f"an earlier command of seat {c.seat} that is not legal now", c) for c in stale[:3])
    if state.outcome is not None and played:
        out.append(("the last command again after the game ended", played[-1]))
    return [(text, command) for text, command in out if not _legal_now(game, command)]


def _legal_now(game: Game, command: Any) -> bool:
    """Whether a candidate is exactly one of the pending options, types included (so it is not
    illegal after all). ``1.0`` and ``True`` compare equal to ``1`` but are not the option: a
    candidate holding them is kept, and the engine must refuse it."""
    decision = game.pending
    if decision is None:
        return False
    try:
        parsed = engine.parse_command(game.rules, command)
    except IllegalCommand:
        return False
    try:
        text = dumps(command_to_dict(game.rules, parsed))
        mine = json.loads(text)
    except Exception:  # a value that is not even JSON cannot be an option's
        return False
    for option in decision.options:
        if option == parsed and _same(json.loads(dumps(command_to_dict(game.rules, option))), mine):
            return True
    return False


def _plain_hints(sample: Command) -> dict[str, Any]:
    """The type hints of a command class's fields ({} when the kit cannot resolve them)."""
    try:
        return typing.get_type_hints(type(sample))
    except Exception:  # a hint the kit cannot resolve: skip the typed variants
        return {}


def _mistyped_fields(sample: Command, data: dict[str, Any]) -> list[tuple[str, Any]]:
    """Variants of ``data`` with one plain-typed (int, str, bool) field given a wrong type: a
    string, a float or bool equal to the int, a huge int, an oversized string, a deep list."""
    hints = _plain_hints(sample)
    out: list[tuple[str, Any]] = []
    for field in attrs.fields(type(sample)):
        name, hint = field.name, hints.get(field.name)
        if name == "seat" or name not in data:
            continue
        value = data[name]
        variants: list[tuple[str, Any]] = [("deeply nested", DEEP)]
        if hint is int:
            variants += [("the wrong type", "1"), ("a huge integer", HUGE_INT)]
            if type(value) is int:
                variants.append(("a float equal to it", float(value)))
                if value in (0, 1):
                    variants.append(("a boolean equal to it", bool(value)))
        elif hint is str:
            variants += [("the wrong type", 12345), ("an oversized string", HUGE_STRING)]
        elif hint is bool:
            variants += [("the wrong type", "true")]
            if type(value) is bool:
                variants.append(("an int equal to it", int(value)))
        for what, bad in variants:
            out.append((f"field {name!r} as {what}", {**data, name: bad}))
    return out


def _mistyped_objects(sample: Command) -> list[tuple[str, Any]]:
    """Command objects equal to ``sample`` but holding a float or bool for an int (or an int for
    a bool), or holding a huge int, an oversized string or a deep list: all must be refused."""
    hints = _plain_hints(sample)
    out: list[tuple[str, Any]] = []
    for field in attrs.fields(type(sample)):
        name, hint = field.name, hints.get(field.name)
        value = getattr(sample, name)
        variants: list[tuple[str, Any]] = [("deeply nested", DEEP)]
        if hint is int and type(value) is int:
            variants += [("a float equal to it", float(value)), ("a huge integer", HUGE_INT)]
            if value in (0, 1):
                variants.append(("a boolean equal to it", bool(value)))
        elif hint is str:
            variants.append(("an oversized string", HUGE_STRING))
        elif hint is bool and type(value) is bool:
            variants.append(("an int equal to it", int(value)))
        for what, bad in variants:
            out.append(
                (f"a command object with {name!r} as {what}", attrs.evolve(sample, **{name: bad}))
            )
    return out


def _spread(items: Sequence[Any], count: int) -> list[Any]:
    """Up to ``count`` items spread evenly over a sequence (first and last included)."""
    if len(items) <= count:
        return list(items)
    step = (len(items) - 1) / (count - 1)
    return [items[round(i * step)] for i in range(count)]


def check_rejected(game: Game, description: str, command: Any) -> IllegalCommand:
    """Assert ``game.play(command)`` raises IllegalCommand with a code and a message and changes
    nothing; returns the error."""
    state, events = game.state, game.events
    where = _where(state)
    try:
        game.play(command)
    except IllegalCommand as exc:
        error = exc
    except Exception as exc:
        _fail(f"{where} {description} ({_short(command)}) raised {type(exc).__name__}: {exc}")
    else:
        game.undo()
        _fail(f"{where} {description} was accepted: {_short(command)}")
    if not isinstance(error.code, str) or not error.code.strip():
        _fail(f"{where} {description}: the refusal has no code: {error!r}")
    if not isinstance(error.message, str) or not error.message.strip():
        _fail(f"{where} {description}: the refusal has no message: {error!r}")
    if state.outcome is not None and _well_formed(game.rules, command):
        if not isinstance(error, GameOver):
            _fail(f"{where} {description}: after the game ended the refusal is not GameOver")
    json.dumps(error.to_dict())
    if game.state is not state or game.events != events:
        _fail(f"{where} {description} was refused but changed the game")
    return error


def _well_formed(rules: Rules, command: Any) -> bool:
    """Whether ``command`` reads as a command of these rules (only its legality is in question)."""
    try:
        engine.parse_command(rules, command)
    except IllegalCommand:
        return False
    return True


def check_rejects_illegal(game: Game) -> list[IllegalCommand]:
    """Assert every command of `illegal_commands` is refused and leaves the game unchanged."""
    return [check_rejected(game, text, command) for text, command in illegal_commands(game)]


def check_options_playable(game: Game, limit: int | None = None) -> None:
    """Assert each pending option (or ``limit`` of them, spread) is accepted and reaches a state at
    rest that keeps the invariants; the game itself is not changed."""
    rules, state = game.rules, game.state
    decision = engine.pending(rules, state)
    if decision is None:
        return
    options = decision.options if limit is None else _spread(decision.options, limit)
    for option in options:
        try:
            new, _events = engine.execute(rules, state, option)
        except IllegalCommand as exc:
            _fail(f"{_where(state)} the listed option {option!r} is refused: {exc}")
        check_invariants(rules, new)


# --------------------------------------------------------------------------------------------------
# messages
# --------------------------------------------------------------------------------------------------


def _short(value: Any, limit: int = 160) -> str:
    """A repr cut to ``limit`` characters (safe for huge ints and deep nesting)."""
    return excerpt(value, limit)


def _diff_states(rules: Rules, a: State, b: State) -> str:
    """The first JSON path where two states differ (falls back to reprs)."""
    try:
        return _first_difference(state_to_dict(rules, a), state_to_dict(rules, b))
    except Exception:  # the state cannot even be unstructured: show both
        return f"{_short(a)} != {_short(b)}"


def _first_difference(a: Any, b: Any, path: str = "$") -> str:
    """A sentence naming the first path where two JSON trees differ."""
    if type(a) is not type(b):
        return f"{path}: {_short(a, 80)} != {_short(b, 80)}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}: present on one side only"
            if not _same(a[key], b[key]):
                return _first_difference(a[key], b[key], f"{path}.{key}")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: lengths {len(a)} != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if not _same(x, y):
                return _first_difference(x, y, f"{path}[{i}]")
    if not _same(a, b):
        return f"{path}: {_short(a, 80)} != {_short(b, 80)}"
    return f"{path}: equal as JSON (the difference is in Python types)"
