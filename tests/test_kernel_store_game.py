"""The Game shell on an event store: every play appended, reopened and verified, races refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from bsgcore import ConcurrencyError, Game, IllegalCommand
from bsgcore.store import open_store


@pytest.mark.parametrize("name", ["game.jsonl", "games.sqlite"])
def test_a_game_on_a_store_reopens_identically(tmp_path: Path, name: str) -> None:
    """Plays append to the store; Game.from_store re-verifies and continues the same game."""
    store = open_store(tmp_path / name)
    game = Game.new("express", seats=3, seed=11).attach_store(store)
    for _ in range(25):
        assert game.pending is not None
        game.play(game.pending.options[0])
    assert store.version() == len(game.events)
    again = Game.from_store(open_store(tmp_path / name))
    assert again.state == game.state
    assert again.pending is not None
    again.play(again.pending.options[-1])
    assert open_store(tmp_path / name).version() == len(again.events)


def test_two_writers_cannot_both_append(tmp_path: Path) -> None:
    """A second Game on the same store that falls behind is refused and left unchanged."""
    path = tmp_path / "race.sqlite"
    first = Game.new("express", seats=4, seed=3).attach_store(open_store(path))
    second = Game.from_store(open_store(path))
    assert first.pending is not None and second.pending is not None
    first.play(first.pending.options[0])
    before = second.events
    with pytest.raises(ConcurrencyError):
        second.play(second.pending.options[0])
    assert second.events == before


def test_undo_is_refused_on_an_append_only_store(tmp_path: Path) -> None:
    """An append-only log cannot take events back."""
    game = Game.new("express", seats=3, seed=2).attach_store(open_store(tmp_path / "g.jsonl"))
    assert game.pending is not None
    game.play(game.pending.options[0])
    with pytest.raises(IllegalCommand) as info:
        game.undo()
    assert info.value.code == "undo_unavailable"
