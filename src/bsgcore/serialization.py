"""JSON in and out: one cattrs converter per ruleset, tagged unions by ``tag``, versioned envelopes.

Commands and frames are ``{"tag": ..., **fields}``; events add ``"v"`` (their ``class_version``).
Fields typed as a base class (``Command``, ``Event``, ``Frame``) dispatch on the stored tag, so the
union is open: any plugin's types round-trip once registered.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from bsgcore.errors import CorruptLog, MalformedCommand, excerpt
from bsgcore.messages import Command, Event, Frame
from bsgcore.state import Outcome, State

if TYPE_CHECKING:
    from bsgcore.ruleset import Rules

LOG_FORMAT = "bsgcore-log"
#: The log format `Game.save` writes. Version 2 leaves out what replay derives from the commands
#: (the resolution-stack events); every record keeps its position ``seq`` in the whole log.
LOG_FORMAT_VERSION = 2
#: Every log format version `Game.load` reads (version 1: every event recorded).
LOG_FORMAT_VERSIONS = (1, 2)

#: A field's ``metadata`` key that leaves it out of its JSON while it holds its default: a field a
#: message gained later (a plugin's seam) keeps the JSON of every message that does not use it,
#: so the logs written before it (and every game not using it) stay byte for byte the same.
OMIT_IF_DEFAULT = "omit_if_default"
#: The metadata to give such a field: ``attrs.field(default="", metadata=OMITTED_AT_DEFAULT)``.
OMITTED_AT_DEFAULT = {OMIT_IF_DEFAULT: True}

#: The deepest nesting of lists and objects a command may have (real commands nest a level or two).
MAX_COMMAND_DEPTH = 32
#: The largest integer (in decimal digits) a command may hold; no legal option comes near it.
MAX_INT_DIGITS = 100
_INT_LIMIT = 10**MAX_INT_DIGITS
#: The longest error message about a malformed command or event (its excerpts are shorter still).
MAX_MESSAGE = 400


def make_converter(rules: Rules) -> cattrs.Converter:
    """A converter that knows every tagged type the rules registered."""
    conv = cattrs.Converter()
    _register_strict_primitives(conv)
    tags = rules.registry.tags
    upcasters = rules.registry.upcasters

    def register_concrete(cls: type) -> None:
        unstructure: Callable[[Any], dict[str, Any]] = make_dict_unstructure_fn(
            cls, conv, **omitted_defaults(cls)
        )
        structure: Callable[[Any, type], Any] = make_dict_structure_fn(
            cls, conv, _cattrs_forbid_extra_keys=True
        )
        tag = cls.tag  # type: ignore[attr-defined]
        if issubclass(cls, Event):
            version = cls.class_version

            def unstructure_event(obj: Any) -> dict[str, Any]:
                return {"tag": tag, "v": version, **unstructure(obj)}

            conv.register_unstructure_hook(cls, unstructure_event)
        else:

            def unstructure_tagged(obj: Any) -> dict[str, Any]:
                return {"tag": tag, **unstructure(obj)}

            conv.register_unstructure_hook(cls, unstructure_tagged)

        drop = ("tag", "v") if issubclass(cls, Event) else ("tag",)

        def structure_concrete(data: Any, _t: type) -> Any:
            if isinstance(data, dict):
                data = {k: v for k, v in data.items() if k not in drop}
            return structure(data, cls)

        conv.register_structure_hook(cls, structure_concrete)

    def structure_base(data: Any, base: type) -> Any:
        if not isinstance(data, dict) or "tag" not in data:
            raise ValueError(f"expected an object with a 'tag', got {excerpt(data)}")
        cls = tags.get(data["tag"])
        if cls is None or not issubclass(cls, base):
            raise ValueError(f"unknown {base.__name__.lower()} tag {excerpt(data['tag'])}")
        body = {k: v for k, v in data.items() if k != "tag"}
        if issubclass(cls, Event):
            version = body.pop("v", cls.class_version)
            if type(version) is not int:
                raise ValueError(f"its version 'v' must be an integer, not {excerpt(version)}")
            while version < cls.class_version:
                upcast = upcasters.get((cls.tag, version))
                if upcast is None:
                    raise ValueError(f"no upcaster for {cls.tag!r} version {version}")
                body = upcast(body)
                version += 1
            if version != cls.class_version:
                raise ValueError(f"{cls.tag!r} version {version} is newer than this code")
        return conv.structure(body, cls)

    for base in (Command, Event, Frame):
        conv.register_unstructure_hook(base, lambda obj: conv.unstructure(obj, type(obj)))
        conv.register_structure_hook(base, structure_base)

    for cls in tags.values():
        register_concrete(cls)

    game_type = rules.spec.game_type
    plugin_states = rules.registry.plugin_states

    def unstructure_state(state: State) -> dict[str, Any]:
        data = {
            "ruleset": state.ruleset,
            "seats": state.seats,
            "seed": state.seed,
            "options": state.options,
            "seq": state.seq,
            "game": conv.unstructure(state.game, game_type or type(state.game)),
            "stack": [conv.unstructure(f, type(f)) for f in state.stack],
            "outcome": None if state.outcome is None else conv.unstructure(state.outcome),
        }
        if plugin_states:  # absent when no plugin keeps state: such states' JSON is unchanged
            data["plugins"] = {
                name: conv.unstructure(value, _value_type(name, value))
                for name, value in sorted(state.plugins.items())
            }
        return data

    def _value_type(name: str, value: Any) -> type:
        declared = plugin_states.get(name)
        return declared.value_type if declared and declared.value_type else type(value)

    def structure_plugins(data: Any) -> dict[str, Any]:
        stored = data.get("plugins", {})
        if not isinstance(stored, dict) or set(stored) != set(plugin_states):
            found = sorted(stored) if isinstance(stored, dict) else excerpt(stored)
            raise CorruptLog(
                f"The state's plugin values {found} are not those of the enabled plugins that "
                f"keep state ({sorted(plugin_states)})."
            )
        out: dict[str, Any] = {}
        for name, declared in plugin_states.items():  # in plugin order, as a new game has them
            kind = declared.value_type
            out[name] = stored[name] if kind is None else conv.structure(stored[name], kind)
        return out

    def structure_state(data: Any, _t: type) -> State:
        return State(
            ruleset=data["ruleset"],
            seats=data["seats"],
            seed=data["seed"],
            options=dict(data["options"]),
            seq=data["seq"],
            game=conv.structure(data["game"], game_type) if game_type else data["game"],
            stack=tuple(conv.structure(f, Frame) for f in data["stack"]),
            outcome=None if data["outcome"] is None else conv.structure(data["outcome"], Outcome),
            plugins=structure_plugins(data),
        )

    conv.register_unstructure_hook(State, unstructure_state)
    conv.register_structure_hook(State, structure_state)
    return conv


def omitted_defaults(cls: type) -> dict[str, Any]:
    """The cattrs overrides leaving out, while at their default, the fields marked
    `OMIT_IF_DEFAULT` in their metadata."""
    return {
        field.name: override(omit_if_default=True)
        for field in attrs.fields(cls)
        if field.metadata.get(OMIT_IF_DEFAULT)
    }


def _register_strict_primitives(conv: cattrs.Converter) -> None:
    """Refuse ``"3"`` for an int or ``1`` for a bool instead of converting silently."""

    def strict_int(value: Any, _t: type) -> int:
        if type(value) is not int:
            raise TypeError(f"expected an integer, got {excerpt(value)}")
        return value

    def strict_bool(value: Any, _t: type) -> bool:
        if type(value) is not bool:
            raise TypeError(f"expected true or false, got {excerpt(value)}")
        return value

    def strict_str(value: Any, _t: type) -> str:
        if type(value) is not str:
            raise TypeError(f"expected a string, got {excerpt(value)}")
        return value

    conv.register_structure_hook(int, strict_int)
    conv.register_structure_hook(bool, strict_bool)
    conv.register_structure_hook(str, strict_str)


def event_to_dict(rules: Rules, event: Event) -> dict[str, Any]:
    """An event as JSON-ready data."""
    return rules.converter.unstructure(event, type(event))


def event_from_dict(rules: Rules, data: Any) -> Event:
    """An event from JSON data; CorruptLog when it is not a known, well-formed event."""
    try:
        return rules.converter.structure(data, Event)
    except Exception as exc:
        raise CorruptLog(_clip(f"Unreadable event {excerpt(data)}: {_reason(exc)}.")) from exc


def command_to_dict(rules: Rules, command: Command) -> dict[str, Any]:
    """A command as JSON-ready data."""
    cls = type(command)
    hook = rules.unstructure_hooks.get(cls)
    if hook is None:
        # The converter's function for this class, looked up once (a view lists every option).
        hook = rules.unstructure_hooks[cls] = rules.converter.get_unstructure_hook(cls)
    result: dict[str, Any] = hook(command)
    return result


def command_from_dict(rules: Rules, data: Any) -> Command:
    """A command from JSON data; MalformedCommand with a clear sentence when it cannot be read."""
    if not isinstance(data, dict):
        raise MalformedCommand(f"A command must be a JSON object, not {excerpt(data)}.")
    problem = json_problem(data, MAX_COMMAND_DEPTH)
    if problem is not None:
        raise MalformedCommand(f"That command cannot be read: {problem}.")
    tag = data.get("tag")
    cls = rules.registry.tags.get(tag) if isinstance(tag, str) else None
    if cls is None or not issubclass(cls, Command):
        known = sorted(t for t, c in rules.registry.tags.items() if issubclass(c, Command))
        shown = ", ".join(known) if len(known) <= 12 else ", ".join(known[:12]) + ", ..."
        raise MalformedCommand(
            f"Unknown command {excerpt(tag)}; this game knows {shown}.", code="unknown_command"
        )
    try:
        return rules.converter.structure(data, Command)
    except Exception as exc:  # RecursionError included: never more than a MalformedCommand
        raise MalformedCommand(_clip(f"Command {tag!r} is malformed: {_reason(exc)}.")) from exc


def json_problem(data: Any, max_depth: int) -> str | None:
    """Why ``data`` is not plain JSON-like data a command may hold, or None: keys must be
    strings, nesting at most ``max_depth`` deep, integers at most `MAX_INT_DIGITS` digits.

    Checked before reading a command, so no error message, repr or comparison can fail on it.
    """
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            if depth >= max_depth:
                return f"it is nested more than {max_depth} levels deep"
            for key, value in node.items():
                if type(key) is not str:
                    return f"its field names must be strings, not {excerpt(key)}"
                stack.append((value, depth + 1))
        elif isinstance(node, list | tuple):
            if depth >= max_depth:
                return f"it is nested more than {max_depth} levels deep"
            stack.extend((value, depth + 1) for value in node)
        elif type(node) is int and not -_INT_LIMIT < node < _INT_LIMIT:
            return f"it holds an integer of more than {MAX_INT_DIGITS} digits"
    return None


def state_to_dict(rules: Rules, state: State) -> dict[str, Any]:
    """The whole state (hidden parts included) as JSON-ready data, for tests and snapshots."""
    return rules.converter.unstructure(state, State)


def state_from_dict(rules: Rules, data: Any) -> State:
    """A state from `state_to_dict` output."""
    return rules.converter.structure(data, State)


def dumps(data: Any) -> str:
    """Canonical compact JSON: sorted keys, so equal data gives equal bytes on any machine."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _clip(message: str) -> str:
    """A message cut to `MAX_MESSAGE` characters."""
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 3] + "..."


def _reason(exc: BaseException) -> str:
    """A cattrs error as a sentence: "missing field 'x'", "field 'x': expected an integer..."."""
    if isinstance(exc, RecursionError):
        return "it is nested too deeply"
    if isinstance(exc, cattrs.ForbiddenExtraKeysError):
        names = ", ".join(excerpt(name) for name in sorted(exc.extra_fields, key=str))
        return f"unknown field(s) {names}"
    if isinstance(exc, cattrs.BaseValidationError):
        parts = []
        for sub in exc.exceptions:
            where = _where(sub)
            if isinstance(sub, KeyError) and where.startswith("field "):
                parts.append(f"missing {where}")
            else:
                parts.append(f"{where}: {_reason(sub)}" if where else _reason(sub))
        return "; ".join(parts) or str(exc)
    if isinstance(exc, KeyError):
        return f"missing {excerpt(exc.args[0] if exc.args else '')}"
    return _clip(str(exc))


def _where(exc: BaseException) -> str:
    """Which field (or item) a cattrs sub-error is about, from its notes ("" when unknown)."""
    for note in getattr(exc, "__notes__", None) or []:
        name = getattr(note, "name", None)
        if isinstance(name, str):
            return f"field {name!r}"
        index = getattr(note, "index", None)
        if isinstance(index, int):
            return f"item {index}"
    return ""
