"""The command, event and frame catalogue of a ruleset, as Markdown generated from its registry.

``docs/catalogue.md`` is this module's output for the express ruleset; a test regenerates it and
fails when the committed file differs, so the catalogue cannot drift from the code::

    bsg catalogue --ruleset express --out docs/catalogue.md
    python -m bsgcore.catalogue --ruleset express > docs/catalogue.md
"""

from __future__ import annotations

import argparse
import enum
import json
import sys
import types
import typing
from collections.abc import Sequence
from typing import Any

import attrs

from bsgcore.errors import ConfigurationError
from bsgcore.messages import Command, Event, Frame
from bsgcore.ruleset import Rules, build_rules
from bsgcore.schema import FieldInfo, docstring, message_fields, tag_of, tagged_types

#: The catalogues committed to the repository, by ruleset.
COMMITTED = {"express": "docs/catalogue.md", "base": "docs/catalogue-base.md"}
#: The catalogues committed for a ruleset with optional plugins enabled, by (ruleset, plugins).
COMMITTED_WITH_PLUGINS: dict[tuple[str, tuple[str, ...]], str] = {
    ("base", ("pegasus",)): "docs/catalogue-pegasus.md",
    ("base", ("exodus",)): "docs/catalogue-exodus.md",
}
#: The command that rewrites the committed catalogue (the drift test prints it).
REGENERATE = "bsg catalogue --ruleset express --out docs/catalogue.md"


def _extra_plugins(rules: Rules) -> list[str]:
    """The plugins enabled on top of the ruleset's own (``--plugin``), in load order."""
    return [
        info.name for info in rules.infos if not info.always and rules.ruleset not in info.rulesets
    ]


def regenerate_command(rules: Rules) -> str:
    """The ``bsg catalogue`` command line that produces the catalogue of these rules."""
    extra = _extra_plugins(rules)
    command = f"bsg catalogue --ruleset {rules.ruleset}"
    if extra:
        command += " --plugin " + " ".join(extra)
        if (rules.ruleset, tuple(extra)) in COMMITTED_WITH_PLUGINS:
            command += f" --out {COMMITTED_WITH_PLUGINS[rules.ruleset, tuple(extra)]}"
    elif rules.ruleset in COMMITTED:
        command += f" --out {COMMITTED[rules.ruleset]}"
    return command


def type_name(tp: Any) -> str:
    """A type hint as people write it: ``int``, ``tuple[int, ...]``, ``Crisis | None``."""
    if tp is Any:
        return "Any"
    if tp is type(None) or tp is None:
        return "None"
    if tp is Ellipsis:
        return "..."
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return " | ".join(type_name(a) for a in args)
    if origin is typing.Literal:
        return f"Literal[{', '.join(json.dumps(a) for a in args)}]"
    if origin is not None:
        name = getattr(origin, "__name__", str(origin))
        if not args:
            return name
        if args == ((),):
            return f"{name}[()]"
        return f"{name}[{', '.join(type_name(a) for a in args)}]"
    if isinstance(tp, type):
        return tp.__name__
    return str(tp)


def _default_text(rules: Rules, field: FieldInfo) -> str:
    """A field's default as JSON (what a missing field means on the wire)."""
    try:
        return json.dumps(rules.converter.unstructure(field.default), ensure_ascii=False)
    except Exception:
        return repr(field.default)


def _fields_text(rules: Rules, fields: list[FieldInfo]) -> str:
    """A table cell listing fields: ``name: type`` or ``name: type = default``, as code."""
    if not fields:
        return "-"
    parts = []
    for field in fields:
        text = f"{field.name}: {type_name(field.type)}"
        if not field.required:
            text += f" = {_default_text(rules, field)}"
        parts.append(f"`{text}`")
    return _cell(", ".join(parts))


def _cell(text: str) -> str:
    """Text made safe for a Markdown table cell: pipes escaped outside code spans."""
    parts = text.replace("\n", " ").split("`")
    for index in range(0, len(parts), 2):  # even parts are outside backticks
        parts[index] = parts[index].replace("|", "\\|")
    return "`".join(parts) or "-"


def _value_types(rules: Rules) -> list[type]:
    """Plain attrs classes that message fields use (Crisis, PluginRef), by name."""
    seen: dict[type, None] = {}
    todo: list[Any] = []
    for kind in (Command, Event, Frame):
        for cls in tagged_types(rules, kind):
            todo.extend(f.type for f in message_fields(cls))
    while todo:
        tp = todo.pop()
        todo.extend(typing.get_args(tp))
        if (
            isinstance(tp, type)
            and attrs.has(tp)
            and not issubclass(tp, (Command, Event, Frame))
            and tp not in seen
        ):
            seen[tp] = None
            todo.extend(f.type for f in message_fields(tp))
    return sorted(seen, key=lambda cls: (cls.__name__, cls.__module__))


def _redacts(cls: type) -> bool:
    """Whether a class overrides ``redacted_for`` (some seats see less of it)."""
    base = Event if issubclass(cls, Event) else Command
    return getattr(cls, "redacted_for", None) is not getattr(base, "redacted_for", None)


def _owners(rules: Rules) -> dict[str, str]:
    """Each registered tag's plugin: a part's tags (registered as ``<plugin>.<part>``,
    ``PluginInfo.parts``) belong to the plugin that lists the part."""
    names = set(rules.plugin_names)
    return {
        tag: name if name in names else name.split(".", 1)[0]
        for tag, name in rules.registry.owner.items()
    }


def render_catalogue(rules: Rules) -> str:
    """The Markdown catalogue of every command, event and frame of these rules' plugins."""
    owner = _owners(rules)
    redact_hooks = [impl.plugin_name for impl in rules.pm.hook.bsg_redact_event.get_hookimpls()]
    plugins = list(rules.plugin_names)
    regenerate = regenerate_command(rules)
    extra = _extra_plugins(rules)
    title = f"the {rules.ruleset} ruleset" + "".join(f" with `{name}`" for name in extra)
    lines = [
        f"# Catalogue: {title}",
        "",
        "<!-- Generated by bsgcore.catalogue; do not edit. Regenerate with:",
        f"     {regenerate}  -->",
        "",
        f"Every command, event and resolution frame that the plugins of the `{rules.ruleset}` "
        f"ruleset register ({', '.join(f'`{p}`' for p in plugins)}), generated from the registry "
        "so that it cannot drift from the code. Regenerate it with "
        f"`{regenerate}`.",
        "",
        "On the wire (see [Frontends](frontends.md)) a command is "
        '`{"tag": ..., "seat": ..., <fields>}`, an event is `{"tag": ..., "v": <version>, '
        '<fields>}` and a frame is `{"tag": ..., <fields>}`. A field shown with `= default` may '
        "be left out and then takes that (JSON) default. `bsg schema` gives the same information "
        "as JSON Schema.",
        "",
        "Events marked *bookkeeping* record where rule resolution stands (the stack of "
        "frames); a frontend may ignore them. "
        "An event marked *redacted* has its own `redacted_for`: seats that may not see some of "
        "its values get a copy with those values replaced, in the same JSON shape.",
    ]
    if redact_hooks:
        lines += [
            "",
            "These plugins may also redact any event further through `bsg_redact_event`: "
            + ", ".join(f"`{p}`" for p in redact_hooks)
            + ".",
        ]
    lines += ["", "Contents:", ""]
    for plugin in plugins:
        lines.append(f"- [Plugin `{plugin}`](#plugin-{_anchor(plugin)})")
    lines += ["- [Value types](#value-types)", "- [Game options](#game-options)"]

    for plugin in plugins:
        lines += ["", f"## Plugin `{plugin}`"]
        commands = [c for c in tagged_types(rules, Command) if owner.get(tag_of(c)) == plugin]
        events = [c for c in tagged_types(rules, Event) if owner.get(tag_of(c)) == plugin]
        frames = [c for c in tagged_types(rules, Frame) if owner.get(tag_of(c)) == plugin]
        if not (commands or events or frames):
            lines += ["", "This plugin registers no commands, events or frames."]
        if commands:
            lines += ["", f"### Commands of `{plugin}`", ""]
            lines += ["| tag | fields | description |", "|---|---|---|"]
            for cls in commands:
                note = docstring(cls)
                if cls not in rules.handlers:
                    note += " *Data only: it cannot be played.*"
                if _redacts(cls):
                    note += " *Redacted for other seats.*"
                fields = [f for f in message_fields(cls) if f.name != "seat"]
                lines.append(
                    f"| `{tag_of(cls)}` | {_fields_text(rules, fields)} | {_cell(note.strip())} |"
                )
        if events:
            lines += ["", f"### Events of `{plugin}`", ""]
            lines += ["| tag | v | fields | redacted | description |", "|---|---|---|---|---|"]
            for cls in events:
                version = cls.class_version  # type: ignore[attr-defined]
                redacted = "yes" if _redacts(cls) else "-"
                note = docstring(cls)
                if getattr(cls, "quiet", False):
                    note += " *Bookkeeping: printouts skip it.*"
                lines.append(
                    f"| `{tag_of(cls)}` | {version} | {_fields_text(rules, message_fields(cls))} "
                    f"| {redacted} | {_cell(note.strip())} |"
                )
        if frames:
            lines += ["", f"### Frames of `{plugin}`", ""]
            lines += ["| tag | resolved by | fields | description |", "|---|---|---|---|"]
            for cls in frames:
                if cls in rules.steps:
                    how = "automatic"
                elif cls in rules.deciders:
                    how = "decision"
                else:
                    how = "data only"
                lines.append(
                    f"| `{tag_of(cls)}` | {how} | {_fields_text(rules, message_fields(cls))} "
                    f"| {_cell(docstring(cls))} |"
                )

    lines += ["", "## Value types", ""]
    lines += [
        "Plain values that appear inside the fields above, written as JSON objects of their "
        "fields (no tag).",
        "",
        "| type | fields | description |",
        "|---|---|---|",
    ]
    for cls in _value_types(rules):
        lines.append(
            f"| `{cls.__name__}` | {_fields_text(rules, message_fields(cls))} "
            f"| {_cell(docstring(cls))} |"
        )

    lines += ["", "## Game options", ""]
    options = sorted(rules.registry.options.values(), key=lambda o: o.name)
    if not options:
        lines.append("The plugins declare no game options.")
    else:
        lines += ["| option | plugin | default | choices | description |", "|---|---|---|---|---|"]
        for opt in options:
            choices = ", ".join(f"`{json.dumps(c)}`" for c in opt.choices) or "-"
            default = json.dumps(
                opt.default.value if isinstance(opt.default, enum.Enum) else opt.default
            )
            lines.append(
                f"| `{opt.name}` | `{opt.plugin}` | `{default}` | {_cell(choices)} "
                f"| {_cell(opt.doc)} |"
            )
    return "\n".join(lines) + "\n"


def _anchor(text: str) -> str:
    """The id mkdocs gives the heading ``Plugin `text` ``."""
    return "".join(ch if ch.isalnum() else "-" for ch in text.lower()).strip("-")


def catalogue_for(ruleset: str, plugins: Sequence[str] = ()) -> str:
    """The catalogue of a ruleset with the named plugins enabled."""
    return render_catalogue(build_rules(ruleset, tuple(plugins)))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bsgcore.catalogue``: print (or write) the catalogue of a ruleset."""
    parser = argparse.ArgumentParser(
        prog="python -m bsgcore.catalogue", description=__doc__.splitlines()[0] if __doc__ else ""
    )
    parser.add_argument("--ruleset", "-r", default="express", help="ruleset (default: express)")
    parser.add_argument("--plugin", "-p", action="extend", nargs="+", default=[], metavar="P")
    parser.add_argument("--out", metavar="FILE", help="write to FILE instead of standard output")
    args = parser.parse_args(argv)
    try:
        text = catalogue_for(args.ruleset, args.plugin)
    except ConfigurationError as exc:
        print(f"catalogue: {exc.message}", file=sys.stderr)
        return 2
    if args.out:
        with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":  # pragma: no cover - exercised through the CLI tests
    sys.exit(main())
