"""JSON Schema (draft 2020-12) for the messages of a game: its commands, events, frames, decisions.

Built from the registered attrs classes and their type hints, so it describes exactly what
`bsgcore.serialization` reads and writes for the enabled plugins:

- a command is ``{"tag": <const>, "seat": int, ...fields}``, an event adds ``"v"`` (its
  ``class_version``) and may carry ``"seq"`` (its log position, present in save-file records), a
  frame is ``{"tag": <const>, ...fields}``; ``required`` lists the fields without defaults and no
  other property is allowed;
- ``$defs`` holds one schema per tag, one per plain attrs class used in a field (``Crisis``,
  ``PluginRef``), the tagged unions ``command``, ``event`` and ``frame``, and the kernel's shapes:
  ``decision`` (``Decision.public()`` plus ``options``), ``view``, ``outcome``, ``error``,
  ``record`` (an event with its ``seq``), ``header`` and ``log_line`` (a line of a save file).

Use it as a library (`build_schema`, `schema_for`) or through ``bsg schema``.
"""

from __future__ import annotations

import enum
import inspect
import json
import types
import typing
from typing import Any

import attrs

from bsgcore.errors import RulesError
from bsgcore.labels import decision_kinds
from bsgcore.messages import Command, Event, Frame
from bsgcore.ruleset import Rules, build_rules
from bsgcore.serialization import LOG_FORMAT, LOG_FORMAT_VERSION, LOG_FORMAT_VERSIONS
from bsgcore.state import Outcome
from bsgcore.version import __version__

DIALECT = "https://json-schema.org/draft/2020-12/schema"

#: Definitions the kernel itself adds; no tag or class may take these names.
KERNEL_DEFS = (
    "command",
    "event",
    "frame",
    "decision",
    "view",
    "error",
    "record",
    "header",
    "log_line",
)

_MISSING = object()


class SchemaError(RulesError):
    """A registered type has a field whose type hint cannot be described in JSON Schema."""

    code = "schema_error"


@attrs.frozen
class FieldInfo:
    """One serialized field of a message class: its name, type hint and default (if any)."""

    name: str
    type: Any
    default: Any = _MISSING

    @property
    def required(self) -> bool:
        """Whether the field has no default, so JSON must carry it."""
        return self.default is _MISSING


def kind_of(cls: type) -> str:
    """``"command"``, ``"event"`` or ``"frame"`` for a tagged class (SchemaError otherwise)."""
    for base, name in ((Command, "command"), (Event, "event"), (Frame, "frame")):
        if issubclass(cls, base):
            return name
    raise SchemaError(f"{cls!r} is not a Command, Event or Frame.")


def message_fields(cls: type) -> list[FieldInfo]:
    """The fields JSON carries for an attrs class, in declaration order, with resolved hints."""
    try:
        hints = typing.get_type_hints(cls)
    except Exception as exc:
        raise SchemaError(
            f"Cannot resolve the type hints of {cls.__module__}.{cls.__qualname__}: {exc}. "
            "Import every type a field names at module level (not under TYPE_CHECKING)."
        ) from exc
    out: list[FieldInfo] = []
    for field in attrs.fields(cls):
        if not field.init:
            continue
        default: Any = field.default
        if default is attrs.NOTHING:
            default = _MISSING
        elif isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            default = _MISSING if default.takes_self else default.factory()
        out.append(FieldInfo(field.name, hints.get(field.name, Any), default))
    return out


def docstring(cls: type) -> str:
    """The first paragraph of a class's own docstring, on one line ("" when it has none)."""
    doc = cls.__dict__.get("__doc__")
    if not doc:
        return ""
    first = inspect.cleandoc(doc).split("\n\n")[0]
    return " ".join(first.split())


def tag_of(cls: type) -> str:
    """The stable tag of a Command, Event or Frame class."""
    tag: str = cls.tag  # type: ignore[attr-defined]
    return tag


def tagged_types(rules: Rules, kind: type) -> list[type]:
    """The registered classes of one kind (Command, Event or Frame), sorted by tag."""
    return sorted(
        (cls for cls in rules.registry.tags.values() if issubclass(cls, kind)), key=tag_of
    )


def _pointer(name: str) -> str:
    """A ``$ref`` to ``#/$defs/<name>`` with JSON Pointer escaping."""
    return "#/$defs/" + name.replace("~", "~0").replace("/", "~1")


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": _pointer(name)}


class _Builder:
    """Collects ``$defs`` while turning type hints into schemas."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.defs: dict[str, dict[str, Any]] = {}
        self.tags: dict[type, str] = {cls: tag for tag, cls in rules.registry.tags.items()}
        for tag in self.tags.values():
            if tag in KERNEL_DEFS:
                raise SchemaError(f"The tag {tag!r} clashes with a kernel schema name.")
        self.plain_names: dict[type, str] = {}
        self._where = ""

    # -- names -----------------------------------------------------------------------------------

    def plain_name(self, cls: type) -> str:
        """The ``$defs`` name of a plain attrs class: its name, module-qualified on a clash."""
        name = self.plain_names.get(cls)
        if name is not None:
            return name
        name = cls.__name__
        taken = set(self.plain_names.values()) | set(KERNEL_DEFS) | set(self.tags.values())
        if name in taken:
            name = f"{cls.__module__}.{cls.__qualname__}"
        self.plain_names[cls] = name
        return name

    # -- types -----------------------------------------------------------------------------------

    def type_schema(self, tp: Any) -> dict[str, Any]:
        """The schema of one type hint (refs into ``$defs`` for classes)."""
        if tp is Any or tp is object:
            return {}
        if tp is type(None) or tp is None:
            return {"type": "null"}
        if tp is bool:
            return {"type": "boolean"}
        if tp is int:
            return {"type": "integer"}
        if tp is float:
            return {"type": "number"}
        if tp is str:
            return {"type": "string"}
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        if origin is typing.Union or origin is types.UnionType:
            options = [a for a in args if a is not type(None)]
            schemas = [self.type_schema(a) for a in options]
            if len(options) < len(args):
                schemas.append({"type": "null"})
            return {"anyOf": schemas}
        if origin is typing.Literal:
            values = list(args)
            return {"const": values[0]} if len(values) == 1 else {"enum": values}
        if tp is tuple or tp is list:
            return {"type": "array"}
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.type_schema(args[0])}
            if args == ((),) or not args:
                return {"type": "array", "maxItems": 0}
            return {
                "type": "array",
                "prefixItems": [self.type_schema(a) for a in args],
                "items": False,
                "minItems": len(args),
            }
        if origin in (list, frozenset, set, typing.Sequence):
            out: dict[str, Any] = {"type": "array"}
            if args:
                out["items"] = self.type_schema(args[0])
            if origin in (frozenset, set):
                out["uniqueItems"] = True
            return out
        if tp is dict:
            return {"type": "object"}
        if origin in (dict, typing.Mapping):
            key, value = args if args else (str, Any)
            if key not in (str, Any):
                raise SchemaError(f"{self._where}: dict keys must be strings in JSON, not {key!r}.")
            value_schema = self.type_schema(value)
            return {
                "type": "object",
                **({"additionalProperties": value_schema} if value_schema else {}),
            }
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return {"enum": [member.value for member in tp]}
        if isinstance(tp, type) and attrs.has(tp):
            return self.class_schema(tp)
        raise SchemaError(
            f"{self._where}: the type {tp!r} has no JSON Schema; use ints, strs, bools, tuples, "
            "Optional, dicts with str keys, Literal, Enum or attrs classes."
        )

    def class_schema(self, cls: type) -> dict[str, Any]:
        """A ref to the schema of an attrs class (a tagged union for the base classes)."""
        for base, union in ((Command, "command"), (Event, "event"), (Frame, "frame")):
            if cls is base:
                return _ref(union)
        if issubclass(cls, (Command, Event, Frame)):
            tag = self.tags.get(cls)
            if tag is None:
                raise SchemaError(
                    f"{self._where}: {cls.__qualname__} is used in a field but not registered; "
                    "register it with registry.type(cls)."
                )
            return _ref(tag)
        name = self.plain_name(cls)
        if name not in self.defs:
            self.defs[name] = {}  # placeholder: a class may refer to itself
            self.defs[name] = self.object_schema(cls, name)
        return _ref(name)

    # -- objects ---------------------------------------------------------------------------------

    def object_schema(self, cls: type, title: str) -> dict[str, Any]:
        """The closed object schema of an attrs class, its tag and version first."""
        properties: dict[str, Any] = {}
        required: list[str] = []
        tag = self.tags.get(cls)
        if tag is not None:
            properties["tag"] = {"const": tag}
            required.append("tag")
            if issubclass(cls, Event):
                properties["v"] = {"const": cls.class_version}
                properties["seq"] = {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Position in the log (save-file records carry it).",
                }
                properties["text"] = {
                    "type": "string",
                    "description": "The event's sentence for people (`Game.events_json`), "
                    "written from the event as the seat receives it.",
                }
                required.append("v")
        where = self._where
        for field in message_fields(cls):
            self._where = f"{cls.__module__}.{cls.__qualname__}.{field.name}"
            schema = dict(self.type_schema(field.type))
            if field.required:
                required.append(field.name)
            else:
                default = self._json_default(field)
                if default is not _MISSING:
                    schema["default"] = default
            properties[field.name] = schema
        self._where = where
        out: dict[str, Any] = {"title": title, "type": "object"}
        doc = docstring(cls)
        if doc:
            out["description"] = doc
        out["properties"] = properties
        out["required"] = required
        out["additionalProperties"] = False
        return out

    def _json_default(self, field: FieldInfo) -> Any:
        try:
            value = self.rules.converter.unstructure(field.default)
            json.dumps(value)
        except Exception:
            return _MISSING
        return value

    # -- the document ----------------------------------------------------------------------------

    def union(self, kind: type, description: str) -> dict[str, Any]:
        """A ``oneOf`` over every registered tag of one kind, discriminated by ``tag``."""
        refs = [_ref(tag_of(cls)) for cls in tagged_types(self.rules, kind)]
        return {
            "description": description,
            "oneOf": refs,
            # OpenAPI-style annotation: validators that know it (ajv) pick the branch by tag.
            "discriminator": {"propertyName": "tag"},
        }

    def build(self) -> dict[str, Any]:
        """The whole document."""
        rules = self.rules
        tagged: dict[str, dict[str, Any]] = {}
        for kind in (Command, Event, Frame):
            for cls in tagged_types(rules, kind):
                self._where = f"{cls.__module__}.{cls.__qualname__}"
                tagged[tag_of(cls)] = self.object_schema(cls, cls.__name__)
        self._where = "Outcome"
        outcome = self.class_schema(Outcome)
        kernel: dict[str, dict[str, Any]] = {
            "command": self.union(Command, "Any command: what a seat sends to answer a decision."),
            "event": self.union(Event, "Any event: a fact recorded in the log."),
            "frame": self.union(Frame, "Any resolution frame: where rule resolution stands."),
            "decision": _decision_schema(decision_kinds(rules)),
            "view": _view_schema(outcome, game_view_schema(rules), plugin_view_schemas(rules)),
            "error": _error_schema(),
            "record": {
                "description": "One event of a save file or event store, with its position.",
                "allOf": [_ref("event")],
                "required": ["seq"],
            },
            "header": _header_schema(),
            "log_line": {
                "description": "One line of a save file: the header line, then one record a line.",
                "oneOf": [_ref("header"), _ref("record")],
            },
        }
        defs = {**kernel, **dict(sorted(tagged.items())), **dict(sorted(self.defs.items()))}
        plugins = {info.name: info.version for info in rules.infos}
        return {
            "$schema": DIALECT,
            "title": f"bsgcore {rules.ruleset} messages",
            "description": (
                f"Commands, events, frames and decisions of the {rules.ruleset} ruleset with "
                f"plugins {', '.join(f'{n} {v}' for n, v in plugins.items())} "
                f"(bsgcore {__version__}). Any message the engine reads or writes matches one "
                "of the definitions below."
            ),
            "x-bsgcore": {
                "ruleset": rules.ruleset,
                "plugins": plugins,
                "core_version": __version__,
                "log_format": LOG_FORMAT,
                "log_format_version": LOG_FORMAT_VERSION,
            },
            "anyOf": [_ref(name) for name in ("command", "event", "decision", "view", "log_line")],
            "$defs": defs,
        }


def _decision_schema(kinds: tuple[str, ...]) -> dict[str, Any]:
    kind: dict[str, Any] = {"type": "string", "description": "What kind of choice this is."}
    if kinds:
        kind["enum"] = list(kinds)
    return {
        "title": "Decision",
        "description": (
            "The pending decision (`Decision.public()`); `options` (every legal command, sorted) "
            "is there only for the seat that must decide. With labels asked for "
            "(`Game.view(seat, labels=True)`, `LabelledDecision.to_dict`), `subject` names the "
            "card, location, ability or step in play and `labels` holds one label for people "
            "per option, in the order of `options`."
        ),
        "type": "object",
        "properties": {
            "seat": {"type": "integer", "minimum": 0},
            "kind": kind,
            "prompt": {"type": "string"},
            "subject": {"type": "string"},
            "options": {"type": "array", "items": _ref("command")},
            "labels": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["seat", "kind", "prompt"],
        "additionalProperties": False,
    }


#: The ``registry.set_data`` key of a ruleset's JSON Schema of its own view (the view's ``game``).
VIEW_SCHEMA_KEY = "view_schema"


def game_view_schema(rules: Rules) -> dict[str, Any]:
    """The schema of the view's ``game`` part that the ruleset registered (any object if none)."""
    schema = rules.data.get(VIEW_SCHEMA_KEY)
    return dict(schema) if isinstance(schema, dict) else {"type": "object"}


def plugin_view_schemas(rules: Rules) -> dict[str, Any]:
    """The schemas of the view sections plugins add (``view["plugins"][name]``), from
    ``registry.set_data("view_schema.<plugin>", schema)``; any object for the others."""
    prefix = VIEW_SCHEMA_KEY + "."
    return {
        key[len(prefix) :]: dict(value)
        for key, value in sorted(rules.data.items())
        if key.startswith(prefix) and isinstance(value, dict)
    }


def _view_schema(
    outcome: dict[str, Any], game: dict[str, Any], plugins: dict[str, Any] | None = None
) -> dict[str, Any]:
    return {
        "title": "View",
        "description": (
            "What one seat may know (`Game.view(seat)`); `game` is the ruleset's own view and "
            "`plugins` holds the sections other plugins add."
        ),
        "type": "object",
        "properties": {
            "ruleset": {"type": "string"},
            "seats": {"type": "integer", "minimum": 1},
            "seat": {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "null"}]},
            "seq": {"type": "integer", "minimum": 0},
            "options": {"type": "object"},
            "pending": {"anyOf": [_ref("decision"), {"type": "null"}]},
            "outcome": {"anyOf": [outcome, {"type": "null"}]},
            "game": game,
            "plugins": {
                "type": "object",
                "properties": plugins or {},
                "additionalProperties": {"type": "object"},
            },
        },
        "required": ["ruleset", "seats", "seat", "seq", "options", "pending", "outcome", "game"],
        "additionalProperties": False,
    }


def _error_schema() -> dict[str, Any]:
    return {
        "title": "Error",
        "description": "An error as JSON (`BsgError.to_dict()`): `code` is stable, `message` is for people.",
        "type": "object",
        "properties": {
            "error": {"type": "string"},
            "code": {"type": "string"},
            "message": {"type": "string"},
        },
        "required": ["error", "code", "message"],
        "additionalProperties": False,
    }


def _header_schema() -> dict[str, Any]:
    return {
        "title": "Header",
        "description": "The first line of a save file: the log format and the rules it needs.",
        "type": "object",
        "properties": {
            "header": {
                "type": "object",
                "properties": {
                    "format": {"const": LOG_FORMAT},
                    "format_version": {"enum": list(LOG_FORMAT_VERSIONS)},
                    "ruleset": {"type": "string"},
                    "plugins": {"type": "object", "additionalProperties": {"type": "string"}},
                },
                "required": ["format", "format_version", "ruleset", "plugins"],
                "additionalProperties": False,
            }
        },
        "required": ["header"],
        "additionalProperties": False,
    }


def build_schema(rules: Rules) -> dict[str, Any]:
    """The JSON Schema document for every message of these rules (SchemaError on an odd type)."""
    return _Builder(rules).build()


def schema_for(ruleset: str, plugins: tuple[str, ...] | list[str] = ()) -> dict[str, Any]:
    """The JSON Schema document for a ruleset with the named plugins enabled."""
    return build_schema(build_rules(ruleset, tuple(plugins)))


def dumps_schema(schema: dict[str, Any]) -> str:
    """The document as indented JSON text ending in a newline (stable, diff-friendly)."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
