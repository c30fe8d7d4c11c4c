"""Positions: a mid-game situation as a JSON (or TOML) document, written from a state and read
back into one (docs/positions.md).

The kernel writes the envelope (ruleset, plugins, seats, options, seed, log position, the
resolution in progress, each plugin's own value); the ruleset writes its own part in a player's
terms through `RulesetSpec.write_position` / `read_position` (the plain JSON of its game value
when it declares none). A position read back is checked by the ruleset's invariants.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import attrs
import cattrs

from bsgcore.context import using_rules
from bsgcore.core_events import FramesPushed
from bsgcore.errors import ConfigurationError, excerpt
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Rules, build_rules
from bsgcore.serialization import _reason
from bsgcore.state import Outcome, State
from bsgcore.view import redact, scramble

POSITION_FORMAT = "bsgcore-position"
POSITION_VERSION = 1
#: Written in a seat's position where a value is secret from that seat.
HIDDEN = "hidden"
#: The top-level fields of a position document.
FIELDS = frozenset(
    {
        "format",
        "version",
        "ruleset",
        "plugins",
        "seats",
        "options",
        "seed",
        "seq",
        "game",
        "resolving",
        "outcome",
        "extensions",
    }
)
#: How many re-deals `write_position` compares to find what a seat may not know.
SCRAMBLES = 8


class InvalidPosition(ConfigurationError):
    """A position that cannot be read, or describes a situation the rules do not allow."""

    code = "invalid_position"


# --------------------------------------------------------------------------------------------------
# writing
# --------------------------------------------------------------------------------------------------


def write_position(
    rules: Rules, state: State, seat: int | None = None, *, host: bool = True
) -> dict[str, Any]:
    """The position of ``state`` as JSON-ready data.

    ``host`` (with ``seat`` None): everything, the seed included, so the game can be continued
    exactly. Otherwise only what ``seat`` (None = spectator) may know: the seed is left out and
    every value that differs between re-deals of the hidden information is written as
    ``"hidden"`` (such a position shows a situation; it cannot be loaded).
    """
    document = _document(rules, state)
    if host and seat is None:
        return document
    del document["seed"]
    stack = redact(rules, FramesPushed(state.stack), seat)
    assert isinstance(stack, FramesPushed)
    document["resolving"] = [rules.converter.unstructure(f, type(f)) for f in stack.frames]
    for index in range(SCRAMBLES):
        other = scramble(rules, state, seat, RandomCursor.at(state.seed, state.seq + 7919 * index))
        if other is None:
            break
        mixed = _document(rules, other)
        del mixed["seed"]
        mixed["resolving"] = document["resolving"]
        document = _hide_differences(document, mixed)
    return document


def _document(rules: Rules, state: State) -> dict[str, Any]:
    conv = rules.converter
    with using_rules(rules):
        writer = rules.spec.write_position
        game_type = rules.spec.game_type or type(state.game)
        game = writer(state.game) if writer else conv.unstructure(state.game, game_type)
    plugins = [i.name for i in rules.infos if i.name not in ("core", rules.ruleset)]
    document: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "ruleset": rules.ruleset,
        "plugins": plugins,
        "seats": state.seats,
        "options": dict(state.options),
        "seed": state.seed,
        "seq": state.seq,
        "game": game,
        "resolving": [conv.unstructure(f, type(f)) for f in state.stack],
    }
    if state.outcome is not None:
        document["outcome"] = conv.unstructure(state.outcome)
    if state.plugins:
        document["extensions"] = {
            name: conv.unstructure(value, _value_type(rules, name, value))
            for name, value in state.plugins.items()
        }
    return document


def _value_type(rules: Rules, name: str, value: Any) -> type:
    declared = rules.plugin_states.get(name)
    return declared.value_type if declared and declared.value_type else type(value)


def _hide_differences(mine: Any, other: Any) -> Any:
    """``mine`` with every leaf (and every list, as a whole) that differs in ``other`` hidden."""
    if isinstance(mine, dict) and isinstance(other, dict) and set(mine) == set(other):
        return {key: _hide_differences(value, other[key]) for key, value in mine.items()}
    if isinstance(mine, list) and isinstance(other, list):
        if len(mine) == len(other) and all(isinstance(v, dict | list) for v in mine):
            return [_hide_differences(a, b) for a, b in zip(mine, other, strict=True)]
        if mine == other:
            return mine
        return [HIDDEN] * len(mine) if len(mine) == len(other) else HIDDEN
    return mine if mine == other else HIDDEN


# --------------------------------------------------------------------------------------------------
# reading
# --------------------------------------------------------------------------------------------------


def read_position_file(path: str | Path) -> dict[str, Any]:
    """A position document from a ``.toml`` or JSON file; InvalidPosition saying what is wrong."""
    target = Path(path)
    try:
        text = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidPosition(f"Cannot read {target}: there is no such file.") from None
    except OSError as exc:
        raise InvalidPosition(f"Cannot read {target}: {exc.strerror}.") from None
    except UnicodeDecodeError:
        raise InvalidPosition(f"{target} is not UTF-8 text.") from None
    try:
        data: Any = tomllib.loads(text) if target.suffix == ".toml" else json.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidPosition(f"{target} is not valid TOML ({exc}).") from None
    except json.JSONDecodeError as exc:
        raise InvalidPosition(
            f"{target} is not valid JSON ({exc.msg}, line {exc.lineno})."
        ) from None
    except (ValueError, RecursionError):
        raise InvalidPosition(
            f"{target} cannot be read (a number too long, or nested too deeply)."
        ) from None
    if not isinstance(data, dict):
        raise InvalidPosition(f"{target} holds no position (a table or object at the top).")
    return data


def position_rules(document: Any) -> Rules:
    """The rules a position names (InvalidPosition when it is no position or names unknown ones)."""
    if not isinstance(document, dict):
        raise InvalidPosition(
            f"A position is a JSON object or TOML table, not {excerpt(document)}."
        )
    if document.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise InvalidPosition(
            f"This is not a bsgcore position (format {excerpt(document.get('format'))})."
        )
    version = document.get("version", POSITION_VERSION)
    if version != POSITION_VERSION:
        raise InvalidPosition(
            f"Position format version {excerpt(version)} is not supported (this bsgcore reads "
            f"version {POSITION_VERSION})."
        )
    unknown = sorted(set(document) - FIELDS, key=str)
    if unknown:
        raise InvalidPosition(
            f"A position has no field {', '.join(excerpt(u) for u in unknown[:5])}; its fields "
            f"are {', '.join(sorted(FIELDS))}."
        )
    ruleset = document.get("ruleset", "base")
    plugins = document.get("plugins", [])
    if isinstance(plugins, dict):
        plugins = list(plugins)
    if (
        not isinstance(ruleset, str)
        or not isinstance(plugins, list)
        or not all(isinstance(p, str) for p in plugins)
    ):
        raise InvalidPosition("A position's ruleset is a name and its plugins a list of names.")
    return build_rules(ruleset, tuple(p for p in plugins if p != "core"))


def read_position(rules: Rules, document: dict[str, Any], seed: int) -> State:
    """The state a position describes, for a game with this ``seed``; InvalidPosition when it
    cannot be read or the ruleset's invariants refuse it (the message names the broken rule)."""
    _refuse_hidden(document, "position")
    seats = document.get("seats")
    if type(seats) is not int:
        raise InvalidPosition(f"A position's seats is a whole number, not {excerpt(seats)}.")
    options = document.get("options", {})
    if not isinstance(options, dict):
        raise InvalidPosition("A position's options are a table of names and values.")
    full = rules.check_options(dict(options), seats)
    seq = document.get("seq", 2)
    if type(seq) is not int or seq < 2:
        raise InvalidPosition(
            f"A position's seq (its log position) is 2 or more, not {excerpt(seq)}."
        )
    conv = rules.converter
    with using_rules(rules):
        game = _read_part("game", lambda: _read_game(rules, document.get("game"), seats, full))
        frames = document.get("resolving", [])
        if not isinstance(frames, list):
            raise InvalidPosition("A position's resolving is a list of frames (top last).")
        stack = tuple(
            _read_part(f"resolving[{i}]", partial(conv.structure, f, Frame))
            for i, f in enumerate(frames)
        )
        raw_outcome = document.get("outcome")
        outcome = None
        if raw_outcome is not None:
            outcome = _read_part("outcome", lambda: conv.structure(raw_outcome, Outcome))
        plugins = _read_extensions(rules, document.get("extensions"), seats, full)
    state = State(
        ruleset=rules.ruleset,
        seats=seats,
        seed=seed,
        options=full,
        seq=seq,
        game=game,
        stack=stack,
        outcome=outcome,
        plugins=plugins,
    )
    check_position(rules, state)
    return state


def check_position(rules: Rules, state: State) -> None:
    """InvalidPosition unless ``state`` has something to resolve and keeps the ruleset's invariants
    (a finished game's position is not checked: the stack cleared at the end no longer says
    which half-done step an invariant should allow)."""
    if not state.stack and state.outcome is None:
        raise InvalidPosition(
            "This position has nothing to resolve: its resolving list is empty and the game is "
            "not over."
        )
    check = rules.spec.check_invariants
    if check is None or state.outcome is not None:  # a finished game resolves nothing more
        return
    try:
        with using_rules(rules):
            check(state)
    except AssertionError as exc:
        raise InvalidPosition(f"This position is impossible: {exc}.") from None
    except (KeyError, ValueError, TypeError, AttributeError, IndexError) as exc:
        raise InvalidPosition(
            f"This position is impossible: it names something the rules do not know "
            f"({excerpt(exc, 120)})."
        ) from None


def _read_game(rules: Rules, data: Any, seats: int, options: dict[str, Any]) -> Any:
    reader = rules.spec.read_position
    if reader is not None:
        return reader(data, seats, options)
    game_type = rules.spec.game_type
    if game_type is None:
        return data
    if not isinstance(data, dict):
        raise InvalidPosition("The position's game is a table of the game's fields.")
    if attrs.has(game_type):
        unknown = sorted(set(data) - {a.name for a in attrs.fields(game_type)}, key=str)
        if unknown:
            raise InvalidPosition(
                f"The position's game has no field {', '.join(excerpt(u) for u in unknown[:5])}."
            )
    return rules.converter.structure(data, game_type)


def _read_extensions(
    rules: Rules, data: Any, seats: int, options: dict[str, Any]
) -> dict[str, Any]:
    stored = {} if data is None else data
    if not isinstance(stored, dict):
        raise InvalidPosition("A position's extensions are a table of plugin names and values.")
    unknown = sorted(set(stored) - set(rules.plugin_states))
    if unknown:
        raise InvalidPosition(
            f"The position's extensions name {', '.join(unknown)}, which keep no state in this "
            "game."
        )
    out: dict[str, Any] = {}
    for name, declared in rules.plugin_states.items():
        if name not in stored:  # a plugin's value left out: its value in a new game
            out[name] = declared.initial(seats, dict(options))
            continue
        kind = declared.value_type
        value = stored[name]
        out[name] = (
            value
            if kind is None
            else _read_part(f"extensions.{name}", partial(rules.converter.structure, value, kind))
        )
    return out


def _read_part(where: str, read: Callable[[], Any]) -> Any:
    """``read()``, its errors (cattrs' included) turned into InvalidPosition naming ``where``."""
    try:
        return read()
    except InvalidPosition:
        raise
    except ConfigurationError as exc:
        raise InvalidPosition(f"The position's {where} is not valid: {exc.message}") from None
    except (cattrs.BaseValidationError, KeyError, ValueError, TypeError, AttributeError) as exc:
        raise InvalidPosition(f"The position's {where} is not valid: {_reason(exc)}.") from None
    except RecursionError:
        raise InvalidPosition(f"The position's {where} is nested too deeply.") from None


def _refuse_hidden(value: Any, where: str) -> None:
    """InvalidPosition when a seat's position (with hidden values) is loaded."""
    if value == HIDDEN:
        raise InvalidPosition(
            f"The position's {where} is hidden: a seat's position shows a situation but cannot be "
            "loaded (write the host's position, game.position(), to continue a game)."
        )
    if isinstance(value, dict):
        for key, item in value.items():
            _refuse_hidden(item, f"{where}.{key}" if where != "position" else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _refuse_hidden(item, f"{where}[{index}]")


# --------------------------------------------------------------------------------------------------
# TOML
# --------------------------------------------------------------------------------------------------


def position_to_toml(document: dict[str, Any]) -> str:
    """A position document as TOML (tables for sections, inline values below them; TOML has no
    null, so a None value is left out: each reads back as its default)."""
    lines: list[str] = []
    _toml_table(document, [], lines)
    return "\n".join(lines).strip() + "\n"


def _toml_table(table: dict[str, Any], path: list[str], lines: list[str]) -> None:
    simple = {k: v for k, v in table.items() if v is not None and not isinstance(v, dict)}
    nested = {k: v for k, v in table.items() if isinstance(v, dict)}
    if path and (simple or not nested):
        lines.append("")
        lines.append("[" + ".".join(_toml_key(p) for p in path) + "]")
    for key, value in simple.items():
        lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
    for key, value in nested.items():
        _toml_table(value, [*path, key], lines)


def _toml_key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isalnum() else json.dumps(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return json.dumps(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value if v is not None) + "]"
    if isinstance(value, dict):
        items = (f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items() if v is not None)
        return "{" + ", ".join(items) + "}"
    raise InvalidPosition(f"A position holds {excerpt(value)}, which TOML cannot write.")
