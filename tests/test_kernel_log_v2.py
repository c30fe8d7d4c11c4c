"""Log format 2 (issue 13): a save keeps what cannot be derived, loading derives the rest, and
undo after a load costs one replay for the first undo and none for the next ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bsgcore import Game, engine
from bsgcore.bots import make_bots, play_game
from bsgcore.core_events import CONTROL_EVENTS, CommandPlayed
from bsgcore.errors import ConfigurationError, CorruptLog
from bsgcore.game import saved_in_v2
from bsgcore.serialization import dumps
from bsgcore.testing import random_playout


def _played(ruleset: str = "base", seats: int = 4, seed: int = 3) -> Game:
    game = Game.new(ruleset, seats=seats, seed=seed)
    play_game(game, make_bots(game.rules, "random", seats, seed))
    return game


def _records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()[1:]]


@pytest.mark.parametrize(("ruleset", "seats"), [("base", 4), ("express", 4), ("toy", 2)])
def test_a_save_keeps_commands_and_draws_and_loads_back_whole(
    ruleset: str, seats: int, tmp_path: Path
) -> None:
    """No stack event is saved, every command is, positions keep their place in the whole log,
    and loading gives back the very same events and state."""
    game = random_playout(ruleset, seats, 5) if ruleset == "toy" else _played(ruleset, seats, 5)
    path = tmp_path / "game.jsonl"
    game.save(path)
    records = _records(path)
    tags = {cls.tag for cls in CONTROL_EVENTS}
    assert not any(r["tag"] in tags for r in records)
    commands = sum(isinstance(e, CommandPlayed) for e in game.events)
    assert sum(r["tag"] == "core.command_played" for r in records) == commands
    assert len(records) < len(game.events)
    whole = [json.loads(dumps(r)) for r in game.log_records()]
    for record in records:
        assert whole[record["seq"]] == record  # type: ignore[index]
    loaded = Game.load(path)
    assert loaded.events == game.events and loaded.state == game.state
    again = tmp_path / "again.jsonl"
    loaded.save(again)
    assert again.read_bytes() == path.read_bytes()


def test_a_version_1_save_is_the_whole_log_and_loads(tmp_path: Path) -> None:
    """``format_version=1`` writes every event with contiguous positions; it loads, verified or
    folded, to the same game."""
    game = _played("express", 4, 8)
    path = tmp_path / "v1.jsonl"
    game.save(path, format_version=1)
    records = _records(path)
    assert [r["seq"] for r in records] == list(range(len(game.events)))
    for verify in (True, False):
        loaded = Game.load(path, verify=verify)
        assert loaded.events == game.events and loaded.state == game.state


def test_a_folded_version_1_log_saves_every_non_stack_event(tmp_path: Path) -> None:
    """A log loaded without playing it again does not know which steps drew: its version-2 save
    keeps every event but the stack events, and that file loads to the same game."""
    game = _played("base", 4, 2)
    v1 = tmp_path / "v1.jsonl"
    game.save(v1, format_version=1)
    folded = Game.load(v1, verify=False)
    cautious = tmp_path / "cautious.jsonl"
    folded.save(cautious)
    kept = [e for e in game.events if not isinstance(e, CONTROL_EVENTS)]
    assert len(_records(cautious)) == len(kept)
    assert Game.load(cautious).events == game.events


def test_unknown_format_versions_cannot_be_written(tmp_path: Path) -> None:
    game = _played("express", 4, 1)
    with pytest.raises(ConfigurationError) as caught:
        game.save(tmp_path / "x.jsonl", format_version=3)
    assert caught.value.code == "bad_format_version"


def test_a_left_out_random_event_is_refused(tmp_path: Path) -> None:
    """An event a drawing step made cannot be left out of a version-2 log: CorruptLog."""
    game = _played("express", 4, 4)
    path = tmp_path / "game.jsonl"
    game.save(path)
    lines = path.read_text("utf-8").splitlines()
    drawn = [
        i
        for i, line in enumerate(lines[1:], start=1)
        if json.loads(line)["tag"] not in ("core.command_played", "core.game_created")
    ]
    assert drawn
    del lines[drawn[len(drawn) // 2]]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(CorruptLog, match="missing from the log"):
        Game.load(path)


def test_saved_in_v2_keeps_drawn_events_and_commands_only() -> None:
    """The policy itself: commands, creation and end always; stack events never; others when
    they were drawn."""
    game = _played("express", 4, 6)
    events = game.events
    assert saved_in_v2(events[0], False)
    command = next(e for e in events if isinstance(e, CommandPlayed))
    assert saved_in_v2(command, False)
    stack = next(e for e in events if isinstance(e, CONTROL_EVENTS))
    assert not saved_in_v2(stack, True)
    other = next(
        e
        for e in events
        if not isinstance(e, (*CONTROL_EVENTS, CommandPlayed)) and e is not events[0]
    )
    assert saved_in_v2(other, True) and not saved_in_v2(other, False)


def test_undo_after_load_replays_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first undo of a loaded game folds its log once; every later undo is a checkpoint.
    Each undo leaves exactly the log and state of the game before that command."""
    game = _played("base", 4, 7)
    path = tmp_path / "game.jsonl"
    game.save(path)
    loaded = Game.load(path)
    starts = [i for i, e in enumerate(game.events) if isinstance(e, CommandPlayed)]
    folds = 0
    real = engine.checkpoints

    def counted(*args: object, **kwargs: object) -> object:
        nonlocal folds
        folds += 1
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(engine, "checkpoints", counted)
    replays = 0
    real_replay = engine.replay

    def counted_replay(*args: object, **kwargs: object) -> object:
        nonlocal replays
        replays += 1
        return real_replay(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(engine, "replay", counted_replay)
    for start in reversed(starts[-12:]):
        loaded.undo()
        assert len(loaded.events) == start
        assert loaded.state == real_replay(loaded.rules, list(game.events[:start]))
    assert folds == 1
    assert replays == 0  # undo never folds a prefix of the log again
    # and the game plays on from there, saving the same way
    loaded.play(game.events[starts[-12]].command)  # type: ignore[attr-defined]
    assert loaded.events == game.events[: starts[-11]]


def test_a_save_mid_game_keeps_its_last_event_and_loads_folded_or_verified(
    tmp_path: Path,
) -> None:
    """Saved at every point of a game (often just after a stack event), the file keeps the log's
    last event, so it loads to the same events verified and folded alike."""
    whole = _played("base", 3, 11)
    game = Game.new("base", seats=3, seed=11)
    commands = [e.command for e in whole.events if isinstance(e, CommandPlayed)]
    path = tmp_path / "mid.jsonl"
    ended_on_stack = 0
    for index, command in enumerate(commands[:60]):
        game.play(command)
        if index % 3:
            continue
        game.save(path)
        ended_on_stack += isinstance(game.events[-1], CONTROL_EVENTS)
        assert _records(path)[-1]["seq"] == len(game.events) - 1
        for verify in (True, False):
            assert Game.load(path, verify=verify).events == game.events
    assert ended_on_stack  # the case that needs the last event kept did come up
