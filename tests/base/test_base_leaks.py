"""Hidden choices stay hidden in the log (B-TURN-16, B-INFO-1): a discard chosen face down is not
shown to the other seats through the logged command, and the conformance kit finds such a leak by
itself (issue 8, item 1)."""

from __future__ import annotations

import json
import random

import pytest

from bsgcore import Game
from bsgcore.base.turn import commands as tc
from bsgcore.core_events import CommandPlayed
from bsgcore.messages import Command
from bsgcore.serialization import dumps, event_to_dict
from bsgcore.testing import check_no_leaks


def _is_held_discard(game: Game, index: int) -> bool:
    """Whether event ``index`` logs a face-down `base.discard` (its discard is held, B-TURN-16)."""
    events = game.events
    played = events[index]
    return (
        isinstance(played, CommandPlayed)
        and played.command.tag == "base.discard"
        and index + 1 < len(events)
        and events[index + 1].tag == "base.discards_held"
    )


def _issue8_game(until: int | None = None, *, check_from: int | None = None) -> Game:
    """Base, 5 seats, seed 0, every choice ``random.Random(0).choice(options)`` (one generator for
    the whole game), the issue's reproduction: played until the log holds at least ``until``
    events (default: until the first face-down discard is held); from event ``check_from`` on the
    kit's leak check runs after every command, as the state machine runs it."""
    game = Game.new("base", seats=5, seed=0)
    rng = random.Random(0)
    while not game.is_over and (
        len(game.events) < until
        if until is not None
        else not any(
            _is_held_discard(game, i) for i in range(max(0, len(game.events) - 8), len(game.events))
        )
    ):
        assert game.pending is not None
        start = len(game.events)
        game.play(rng.choice(game.legal_commands(game.pending.seat)))
        if check_from is not None and start >= check_from:
            check_no_leaks(game, start=start, scrambles=1)
    return game


def _first_held_discard() -> int:
    """The index of the reproduction's first face-down `base.discard` (event 255 when the issue
    was filed; later rules fixes moved it)."""
    game = _issue8_game()
    return next(i for i in range(len(game.events)) if _is_held_discard(game, i))


def _as_json(game: Game, seat: int | None, index: int) -> dict[str, object]:
    data = json.loads(dumps(event_to_dict(game.rules, game.events_for(seat, index)[0])))
    assert isinstance(data, dict)
    return data


@pytest.mark.rules("B-TURN-16")
def test_issue8_face_down_discard_is_hidden_in_the_logged_command() -> None:
    """The exact reproduction (event 255, seat 2, when the issue was filed): a seat discards face down; the other seats (and the
    spectator) see that it discarded, not which card, while seat 2 sees its own card."""
    held_at = _first_held_discard()
    game = _issue8_game(held_at + 3)
    played = game.events[held_at]
    assert isinstance(played, CommandPlayed) and played.command.tag == "base.discard"
    discarder = played.command.seat
    card = played.command.card  # type: ignore[attr-defined]
    own = {"card": card, "seat": discarder, "tag": "base.discard"}
    assert _as_json(game, discarder, held_at)["command"] == own
    assert _as_json(game, discarder, held_at + 1)["cards"] == [card]
    for seat in (*(s for s in range(5) if s != discarder), None):
        held = _as_json(game, seat, held_at + 1)
        assert held["tag"] == "base.discards_held" and held["cards"] == ["hidden"]
        command = _as_json(game, seat, held_at)["command"]
        assert command == {"card": "hidden", "seat": discarder, "tag": "base.discard"}, seat


def test_issue8_kit_passes_at_every_step_around_the_held_discards() -> None:
    """The kit, run after every command from the crisis that makes seats discard face down until
    the discards are shown, finds nothing."""
    held_at = _first_held_discard()
    _issue8_game(held_at + 10, check_from=held_at - 15)


def test_kit_finds_the_issue8_leak_when_base_discard_shows_its_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With `base.discard` redacted as it was before issue 8 (not at all), the leak check, run
    after every command as the state machine runs it, fails at the face-down discard and names
    the card: the kit finds this class of leak by itself."""
    monkeypatch.setattr(tc.Discard, "redacted_for", Command.redacted_for)
    held_at = _first_held_discard()
    with pytest.raises(AssertionError, match=r"seq \d+\] the redacted events of seat \d") as error:
        _issue8_game(held_at + 10, check_from=held_at - 15)
    assert "after Discard(seat=" in str(error.value)
    assert "show a secret: $[0].command.card" in str(error.value)
