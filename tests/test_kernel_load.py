"""Save and load: a saved log round-trips exactly; a tampered, truncated or reordered log is refused
with CorruptLog, a log from other rules with RulesetMismatch, and nothing is ever half-loaded."""

from __future__ import annotations

import json
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

import bsgcore.testing.toy as toy
from bsgcore import CorruptLog, Game, RulesetMismatch
from bsgcore.serialization import dumps
from bsgcore.testing import check_save_load, installed_plugins, random_playout

Lines = list[dict[str, Any]]


@pytest.fixture(scope="module")
def finished() -> Game:
    """A finished three-seat toy game with a few dozen events."""
    game = random_playout("toy", 3, 4_242_424_242, options={"target": 12}, bot_seed=1)
    assert game.is_over and len(game.events) > 12
    return game


def _lines(game: Game, folder: Path) -> Lines:
    path = folder / "good.jsonl"
    game.save(path)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _write(folder: Path, lines: Lines, name: str = "bad.jsonl") -> Path:
    path = folder / name
    path.write_text("".join(dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _index(lines: Lines, tag: str, nth: int = 0) -> int:
    """The line number of the nth event with ``tag`` (line 0 is the header)."""
    hits = [i for i, line in enumerate(lines) if line.get("tag") == tag]
    return hits[nth]


def _refused(path: Path, error: type[Exception], match: str) -> None:
    """Loading ``path`` (verified and not, where it matters) raises ``error``; the file is kept."""
    before = path.read_bytes()
    siblings = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(error, match=match) as caught:
        Game.load(path)
    assert caught.value.code and caught.value.message  # type: ignore[attr-defined]
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == siblings


def test_save_load_round_trip(finished: Game, tmp_path: Path) -> None:
    """Save then load gives the same log, state and bytes, verified or not."""
    check_save_load(finished)
    path = tmp_path / "game.jsonl"
    finished.save(path)
    loaded = Game.load(path)
    assert loaded.state == finished.state and loaded.events == finished.events
    assert not list(tmp_path.glob("*.tmp"))


def test_a_game_loaded_mid_way_plays_on_identically(tmp_path: Path) -> None:
    """Save at any point, load, continue: the same commands give the same log as without saving."""
    whole = random_playout("toy", 2, 31, options={"target": 10})
    commands = [e.command for e in whole.events if hasattr(e, "command")]
    game = Game.new("toy", seats=2, seed=31, options={"target": 10})
    for i, command in enumerate(commands):
        if i % 5 == 0:
            game.save(tmp_path / "mid.jsonl")
            game = Game.load(tmp_path / "mid.jsonl")
        game.play(command)
    assert game.log_records() == whole.log_records()


# every case: (description, edit of the saved lines, message the refusal must contain)
TAMPERING: list[tuple[str, Callable[[Lines], Lines], str]] = [
    (
        "unknown event tag",
        lambda ls: [*ls[:5], {**ls[5], "tag": "toy.teleported"}, *ls[6:]],
        "Unreadable event",
    ),
    ("two lines swapped", lambda ls: [*ls[:4], ls[5], ls[4], *ls[6:]], "out of order"),
    (
        "two lines swapped and renumbered",
        lambda ls: _renumber([*ls[:4], ls[5], ls[4], *ls[6:]]),
        "differs|expected",
    ),
    ("a line repeated", lambda ls: [*ls[:6], ls[5], *ls[6:]], "out of order"),
    # log format 2 records positions with gaps (derived events are left out): a missing line
    # is found when the rules produce its event
    ("a line dropped", lambda ls: [*ls[:5], *ls[6:]], "missing from the log"),
    (
        "an edited roll",
        lambda ls: _edit(ls, _index(ls, "toy.rolled", 2), value=lambda v: 2 if v != 2 else 3),
        "differs from what the rules produce",
    ),
    ("an edited seed", lambda ls: _edit(ls, 1, seed=lambda s: s + 1), "differs"),
    (
        "an edited secret bonus",
        lambda ls: _edit(ls, _index(ls, "toy.bonus_dealt"), bonus=lambda b: [4, *b[1:]]),
        "differs",
    ),
    (
        "a value of the wrong type",
        lambda ls: _edit(ls, _index(ls, "toy.rolled"), value=lambda v: str(v)),
        "Unreadable event",
    ),
    (
        "an extra field",
        lambda ls: _edit(ls, _index(ls, "toy.rolled"), cheat=lambda _: 1),
        "Unreadable event",
    ),
    (
        "an event version from the future",
        lambda ls: _edit(ls, _index(ls, "toy.rolled"), v=lambda _: 99),
        "newer",
    ),
    (
        "an event appended after the end",
        lambda ls: [*ls, {**ls[_index(ls, "toy.rolled")], "seq": ls[-1]["seq"] + 1}],
        "command was expected",
    ),
    (
        "a command appended after the end",
        lambda ls: [*ls, {**ls[_index(ls, "core.command_played")], "seq": ls[-1]["seq"] + 1}],
        "refuse",
    ),
    ("no events", lambda ls: ls[:1], "does not start with core.game_created"),
    ("no header", lambda ls: ls[1:], "no header"),
    (
        "an edited option",
        lambda ls: _edit(ls, 1, options=lambda o: {**o, "target": 99}),
        "differs",
    ),
    (
        "header and first event disagree",
        lambda ls: [ls[0], *_set_plugin_version(ls, "toy", "0.9")[1:]],
        "header does not match",
    ),
    (
        "another file format",
        lambda ls: [{"header": {**ls[0]["header"], "format": "other"}}, *ls[1:]],
        "not a bsgcore game log",
    ),
]


def _renumber(lines: Lines) -> Lines:
    return [lines[0], *({**line, "seq": i} for i, line in enumerate(lines[1:]))]


def _edit(lines: Lines, index: int, **changes: Callable[[Any], Any]) -> Lines:
    line = dict(lines[index])
    for key, change in changes.items():
        line[key] = change(line.get(key))
    return [*lines[:index], line, *lines[index + 1 :]]


@pytest.mark.parametrize(
    ("edit", "match"), [(e, m) for _, e, m in TAMPERING], ids=[d for d, _, _ in TAMPERING]
)
def test_tampered_logs_are_refused(
    finished: Game, tmp_path: Path, edit: Callable[[Lines], Lines], match: str
) -> None:
    """Each kind of tampering is refused with CorruptLog naming the problem."""
    path = _write(tmp_path, edit(_lines(finished, tmp_path)))
    _refused(path, CorruptLog, match)


def test_truncated_files_are_refused(finished: Game, tmp_path: Path) -> None:
    """A cut inside a line, or between events of one step, is refused."""
    path = tmp_path / "game.jsonl"
    finished.save(path)
    text = path.read_text(encoding="utf-8")
    cut = tmp_path / "cut.jsonl"
    cut.write_text(text[:-7], encoding="utf-8")
    _refused(cut, CorruptLog, "truncated")
    lines = text.splitlines(keepends=True)
    # the last command's step wrote several events: keep only its first one
    last_command = max(i for i, line in enumerate(lines) if '"core.command_played"' in line)
    assert len(lines) - last_command >= 2
    cut.write_text("".join(lines[: last_command + 1]), encoding="utf-8")
    _refused(cut, CorruptLog, "stops at event")
    cut.write_text("", encoding="utf-8")
    _refused(cut, CorruptLog, "truncated")


@pytest.mark.parametrize(
    ("content", "match"),
    [
        (b'{"header": {"format": "bsgcore-log"}}\nnot json\n', "not valid JSON"),
        (b"\xff\xfe garbage\n", "not UTF-8"),
        (b"[1, 2]\n", "no header"),
        (b'{"header": []}\n', "not an object"),
    ],
    ids=["garbage line", "binary", "array", "header not an object"],
)
def test_unreadable_files_are_refused(tmp_path: Path, content: bytes, match: str) -> None:
    """Files that are not JSON-lines logs at all are refused with CorruptLog."""
    path = tmp_path / "odd.jsonl"
    path.write_bytes(content)
    _refused(path, CorruptLog, match)


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    """A path with no file gives CorruptLog (the error frontends already handle), not OSError."""
    with pytest.raises(CorruptLog, match="Cannot read"):
        Game.load(tmp_path / "nowhere.jsonl")


def test_unverified_load_still_refuses_unreadable_or_reordered_logs(
    finished: Game, tmp_path: Path
) -> None:
    """verify=False skips re-deciding commands, never the reading and ordering checks."""
    lines = _lines(finished, tmp_path)
    for edited in (
        [*lines[:4], lines[5], lines[4], *lines[6:]],
        _edit(lines, 3, tag=lambda _: "toy.teleported"),
    ):
        with pytest.raises(CorruptLog):
            Game.load(_write(tmp_path, edited), verify=False)


def _set_plugin_version(lines: Lines, name: str, version: str) -> Lines:
    header = {**lines[0]["header"], "plugins": {**lines[0]["header"]["plugins"], name: version}}
    created = dict(lines[1])
    created["plugins"] = [
        {**ref, "version": version} if ref["name"] == name else ref for ref in created["plugins"]
    ]
    return [{"header": header}, created, *lines[2:]]


@pytest.mark.parametrize(
    ("edit", "match"),
    [
        (lambda ls: _set_plugin_version(ls, "toy", "0.9"), "toy.*0.9"),
        (lambda ls: _set_plugin_version(ls, "core", "0.0.1"), "core"),
        (
            lambda ls: [
                {
                    "header": {
                        **ls[0]["header"],
                        "plugins": {**ls[0]["header"]["plugins"], "fan": "1"},
                    }
                },
                *ls[1:],
            ],
            "fan",
        ),
        (lambda ls: [{"header": {**ls[0]["header"], "format_version": 3}}, *ls[1:]], "version 3"),
    ],
    ids=["older toy", "other core", "uninstalled plugin", "newer log format"],
)
def test_logs_of_other_rules_are_refused(
    finished: Game, tmp_path: Path, edit: Callable[[Lines], Lines], match: str
) -> None:
    """A log made with other plugin versions, plugins or format gives RulesetMismatch."""
    path = _write(tmp_path, edit(_lines(finished, tmp_path)))
    _refused(path, RulesetMismatch, match)


def test_a_log_from_an_older_installed_plugin_is_refused(finished: Game, tmp_path: Path) -> None:
    """The toy upgraded to 2.0 refuses a log its 1.0 wrote, and accepts it again once restored."""
    path = tmp_path / "game.jsonl"
    finished.save(path)
    upgraded = types.ModuleType("toy_v2")
    upgraded.__dict__.update({k: v for k, v in vars(toy).items() if not k.startswith("__")})
    upgraded.PLUGIN = attrs.evolve(toy.PLUGIN, version="2.0")  # type: ignore[attr-defined]
    with installed_plugins(upgraded):
        _refused(path, RulesetMismatch, "2.0")
        fresh = Game.new("toy", seats=2, seed=1)
        assert {p.name: p.version for p in fresh.rules.infos}["toy"] == "2.0"
    assert Game.load(path).state == finished.state


def test_a_refused_load_leaves_nothing_behind(finished: Game, tmp_path: Path) -> None:
    """After a refusal the good log still loads, and a game in memory is untouched."""
    lines = _lines(finished, tmp_path)
    bad = _write(tmp_path, _edit(lines, _index(lines, "toy.rolled", 1), value=lambda v: 7))
    records = finished.log_records()
    with pytest.raises(CorruptLog):
        Game.load(bad)
    assert finished.log_records() == records
    good = _write(tmp_path, lines, "good2.jsonl")
    assert Game.load(good).state == finished.state
