"""The `Game` shell: play and refusals, undo, views and redaction, on the toy ruleset."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import bsgcore.testing.toy as toy
from bsgcore import Game, GameOver, IllegalCommand, MalformedCommand, engine
from bsgcore.core_events import CommandPlayed, GameCreated
from bsgcore.serialization import command_to_dict, dumps
from bsgcore.testing import check_game, random_playout
from bsgcore.view import redact

BIG_SEED = 8_765_432_109


def test_play_returns_the_events_it_appended(toy_game: Callable[..., Game]) -> None:
    """`play` returns exactly the new events, the first being core.command_played."""
    game = toy_game(seats=3, seed=1)
    before = len(game.events)
    assert game.pending is not None
    command = game.pending.options[0]
    events = game.play(command)
    assert list(game.events[before:]) == events
    assert events[0] == CommandPlayed(command)
    assert game.state.seq == len(game.events)


def test_a_command_as_json_or_object_is_the_same(toy_game: Callable[..., Game]) -> None:
    """A frontend's JSON command and the command object cause the same events."""
    a, b = toy_game(seats=2, seed=3), toy_game(seats=2, seed=3)
    assert a.pending is not None
    command = a.pending.options[-1]
    assert a.play(command) == b.play(command_to_dict(b.rules, command))


def test_refusals_have_codes_and_change_nothing(toy_game: Callable[..., Game]) -> None:
    """Not your turn, not an option now, malformed: each refused with its code, game unchanged."""
    game = toy_game(seats=3, seed=4, commands=2)
    decision = game.pending
    assert decision is not None
    other = (decision.seat + 1) % 3
    records = game.log_records()
    cases = [
        (toy.Roll(other), IllegalCommand, "not_your_turn"),
        ({"tag": "toy.roll"}, MalformedCommand, "malformed_command"),
        ({"tag": "toy.fly", "seat": decision.seat}, MalformedCommand, "unknown_command"),
        ({"tag": "toy.roll", "seat": decision.seat, "x": 1}, MalformedCommand, "malformed_command"),
    ]
    for command, kind, code in cases:
        with pytest.raises(kind) as caught:
            game.play(command)
        assert caught.value.code == code and caught.value.message
        assert game.log_records() == records


def test_commands_after_the_end_raise_game_over() -> None:
    """A finished game refuses every command with GameOver, which is an IllegalCommand."""
    game = random_playout("toy", 2, 8, options={"target": 6})
    assert game.is_over and game.pending is None
    assert game.legal_commands(0) == game.legal_commands(1) == ()
    with pytest.raises(GameOver) as caught:
        game.play(toy.Roll(0))
    assert caught.value.code == "game_over"
    assert isinstance(caught.value, IllegalCommand)


def test_undo_takes_back_exactly_one_command(toy_game: Callable[..., Game]) -> None:
    """Undo removes the last command with everything it caused and restores the earlier state."""
    game = toy_game(seats=3, seed=6)
    history = [(game.state, game.events)]
    for _ in range(6):
        assert game.pending is not None
        game.play(game.pending.options[0])
        history.append((game.state, game.events))
    for state, events in reversed(history[:-1]):
        removed = game.undo()
        assert isinstance(removed[0], CommandPlayed)
        assert game.state == state and game.events == events
    with pytest.raises(IllegalCommand) as caught:
        game.undo()
    assert caught.value.code == "nothing_to_undo"


def test_undo_then_the_same_command_gives_the_same_events() -> None:
    """Randomness depends only on the log position: replaying an undone command re-rolls nothing."""
    game = random_playout("toy", 2, 21, options={"target": 8})
    last = game.undo()
    assert isinstance(last[0], CommandPlayed)
    assert not game.is_over
    assert game.play(last[0].command) == last
    assert game.is_over
    check_game(game)


def test_pending_is_fresh_after_undo_and_another_command() -> None:
    """Hold (wins, seq N) then undo and Roll (seq N again): pending must be seat 1's decision."""
    game = Game.new("toy", seats=2, seed=16, options={"target": 2})
    hold, roll = game.pending.options if game.pending else ((), ())
    game.play(hold)
    assert game.is_over and game.pending is None
    game.undo()
    game.play(roll)
    assert not game.is_over
    assert game.pending == engine.pending(game.rules, game.state)
    assert game.legal_commands(1)


def test_each_seat_sees_only_its_own_bonus() -> None:
    """Views: own bonus only; the spectator sees none; options only for the deciding seat."""
    game = Game.new("toy", seats=3, seed=BIG_SEED)
    bonus = game.state.game.bonus
    decision = game.pending
    assert decision is not None
    for seat in range(3):
        view = game.view(seat)
        assert view["game"]["my_bonus"] == bonus[seat]
        assert ("options" in view["pending"]) == (seat == decision.seat)
        assert str(BIG_SEED) not in dumps(view)
    spectator = game.view(None)
    assert spectator["game"]["my_bonus"] is None
    assert "options" not in spectator["pending"]


def test_redacted_events_hide_other_bonuses_and_the_seed() -> None:
    """Redaction: each seat reads its own bonus and zeros; nobody reads the seed."""
    game = Game.new("toy", seats=3, seed=BIG_SEED)
    dealt = next(e for e in game.events if isinstance(e, toy.BonusDealt))
    for seat in (0, 1, 2, None):
        events = game.events_for(seat)
        created = events[0]
        assert isinstance(created, GameCreated) and created.seed == 0
        shown = next(e for e in events if isinstance(e, toy.BonusDealt))
        expected = tuple(b if i == seat else 0 for i, b in enumerate(dealt.bonus))
        assert shown.bonus == expected
        assert redact(game.rules, dealt, seat) == shown
        text = dumps([game.to_json(e) for e in events])
        assert str(BIG_SEED) not in text


def test_events_property_is_a_copy(toy_game: Callable[..., Game]) -> None:
    """The log a caller reads cannot be used to change the game."""
    game = toy_game(seats=2, seed=2)
    events = game.events
    assert isinstance(events, tuple)
    records = game.log_records()
    records.clear()
    assert len(game.log_records()) == len(events)


def test_a_command_with_an_extra_v_field_is_malformed(toy_game: Callable[..., Game]) -> None:
    """Commands have no version: ``"v"`` is an unknown field like any other."""
    game = toy_game(seats=2, seed=3)
    assert game.pending is not None
    data = {**command_to_dict(game.rules, game.pending.options[0]), "v": 7}
    with pytest.raises(MalformedCommand):
        game.play(data)
