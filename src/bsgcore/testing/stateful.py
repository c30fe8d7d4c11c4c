"""A Hypothesis `RuleBasedStateMachine` for any ruleset: it plays legal and illegal commands and
checks the kernel's promises after every step (see `make_state_machine`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hypothesis import event as hypothesis_event
from hypothesis import note, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from bsgcore import engine
from bsgcore.context import using_rules
from bsgcore.core_events import CommandPlayed
from bsgcore.errors import GameOver
from bsgcore.game import Game
from bsgcore.state import State
from bsgcore.testing.conformance import (
    check_events_json,
    check_game,
    check_invariants,
    check_no_leaks,
    check_options_playable,
    check_rejected,
    check_shell,
    check_state_json,
    illegal_commands,
)

MAX_SEED = 2**63 - 1


def make_state_machine(
    ruleset: str,
    seats: int,
    plugins: Sequence[str] = (),
    options: dict[str, Any] | None = None,
    *,
    hypothesis_settings: settings | None = None,
    playable_sample: int = 4,
) -> type[RuleBasedStateMachine]:
    """A state machine class for ``ruleset``: ``TestX = make_state_machine(...).TestCase``.

    It starts a game with a seed Hypothesis draws, then each step plays one legal command (drawn
    from the pending options), an illegal one, or undoes and replays the last command. After every
    step: invariants, shell agrees with the engine, some seat can act until the game is over. After
    a legal step: incremental replay equals the live state, JSON round trips of the state and the
    new events, a sample of ``playable_sample`` options is accepted, no seat learns a secret from
    its view or its new events, and two illegal commands (another seat's, a stale one) are
    refused. When the example ends, `check_game` (replay, verify, JSON, save/load) runs on the
    whole log.
    """
    plugin_names = tuple(plugins)
    game_options = dict(options or {})

    class GameMachine(RuleBasedStateMachine):
        """Random legal and illegal commands on one game, checked after every step."""

        def __init__(self) -> None:
            super().__init__()
            self.game: Game | None = None
            self.folded: State | None = None
            self.commands = 0
            self.healthy = True

        def _game(self) -> Game:
            """The game under test (the initialize rule always ran first)."""
            assert self.game is not None, "the initialize rule did not run"
            return self.game

        @initialize(seed=st.integers(min_value=0, max_value=MAX_SEED))
        def new_game(self, seed: int) -> None:
            """Start a seeded game and check its first state."""
            note(
                f"Game.new({ruleset!r}, plugins={plugin_names!r}, options={game_options!r}, "
                f"seats={seats}, seed={seed})"
            )
            self.game = Game.new(ruleset, plugin_names, game_options, seats, seed)
            self.folded = None
            self._after_legal_step(0)

        @precondition(lambda self: self.game is not None and not self.game.is_over)
        @rule(data=st.data())
        def play_legal(self, data: st.DataObject) -> None:
            """Play one of the pending options."""
            game = self._game()
            decision = game.pending
            assert decision is not None, "a running game has a pending decision"
            command = data.draw(st.sampled_from(decision.options), label="legal command")
            start = len(game.events)
            game.play(command)
            self.commands += 1
            self._after_legal_step(start)

        @rule(data=st.data())
        def play_illegal(self, data: st.DataObject) -> None:
            """Play a command the rules must refuse; nothing may change."""
            game = self._game()
            candidates = illegal_commands(game)
            description, command = data.draw(st.sampled_from(candidates), label="illegal")
            check_rejected(game, description, command)

        @rule()
        def undo_and_replay(self) -> None:
            """Undo the last command and play it again: the same events and state come back."""
            game = self._game()
            if not self.commands:
                return
            state, events = game.state, game.events
            removed = game.undo()
            first = removed[0]
            assert isinstance(first, CommandPlayed), f"undo removed {first.tag}, not a command"
            again = game.play(first.command)
            assert again == removed, "replaying the undone command gave other events"
            assert game.state == state and game.events == events, "undo + replay changed the game"

        @precondition(lambda self: self.game is not None and self.game.is_over)
        @rule()
        def finished_game_refuses(self) -> None:
            """A finished game offers nothing and refuses its last command again with GameOver."""
            game = self._game()
            assert game.pending is None
            assert all(not game.legal_commands(seat) for seat in range(game.seats))
            played = [e.command for e in game.events if isinstance(e, CommandPlayed)]
            if played:
                error = check_rejected(game, "a command after the end", played[-1])
                assert isinstance(error, GameOver), f"expected GameOver, got {error!r}"

        @invariant()
        def kernel_invariants(self) -> None:
            """Invariants hold, the shell agrees with the engine, someone can act until the end."""
            if self.game is None:
                return
            self.healthy = False
            game = self.game
            check_invariants(game.rules, game.state, game.events)
            check_shell(game)
            if not game.is_over:
                movers = [s for s in range(game.seats) if game.legal_commands(s)]
                assert movers, f"soft-lock at seq {game.state.seq}: no seat has a legal command"
            self.healthy = True

        def _after_legal_step(self, start: int) -> None:
            """The checks after new events: incremental replay, JSON, playable options, leaks."""
            game = self._game()
            self.healthy = False
            rules, state = game.rules, game.state
            events = game.events
            folded = self.folded
            check_invariants(rules, state, events)
            with using_rules(rules):  # the game's tables (a plugin's cards), as replay has them
                for event in events[start:]:
                    folded = engine.apply_event(rules, folded, event)
            assert folded == state, f"replaying events {start}.. does not give the live state"
            self.folded = folded
            check_state_json(rules, state)
            check_events_json(rules, events, start)
            check_options_playable(game, limit=playable_sample)
            check_no_leaks(game, start=start, scrambles=1)
            for description, command in illegal_commands(game)[-2:]:
                check_rejected(game, description, command)
            self.healthy = True

        def teardown(self) -> None:
            """Check the whole log once per example (skipped when a step already failed)."""
            if self.game is not None and self.healthy:
                hypothesis_event("game over" if self.game.is_over else "game unfinished")
                check_game(self.game)

    name = "".join(part.title() for part in ruleset.replace("-", "_").split("_"))
    GameMachine.__name__ = GameMachine.__qualname__ = f"{name}{seats}Machine"
    if hypothesis_settings is not None:
        GameMachine.TestCase.settings = hypothesis_settings
    return GameMachine
