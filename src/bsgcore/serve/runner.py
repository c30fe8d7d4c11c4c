"""One game being served: its `Game` on the event store, its bots, a lock, and its listeners.

Commands are applied one at a time under the game's lock; `Game.play` appends to the store before
the game changes, and listeners are told only afterwards, so nobody hears of an unstored event.
"""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from bsgcore.bots import DEFAULT_MAX_COMMANDS, Bot, make_bot, seat_seed
from bsgcore.core_events import CommandPlayed
from bsgcore.errors import ConcurrencyError, IllegalCommand
from bsgcore.game import Game
from bsgcore.labels import label_for
from bsgcore.serve.storage import Database, GameEntry


@dataclass(eq=False)
class Listener:
    """One connected client: its seat (None = spectator), its outbox and the events it has."""

    seat: int | None
    sent: int
    outbox: asyncio.Queue[dict[str, Any]] = field(default_factory=asyncio.Queue)


class GameRunner:
    """A served game: plays bots in their seats and tells each listener what its seat may see."""

    def __init__(self, entry: GameEntry, game: Game, db: Database) -> None:
        self.entry = entry
        self.game = game
        self.db = db
        self.lock = asyncio.Lock()
        self.listeners: set[Listener] = set()
        self.bots: dict[int, Bot] = {}
        # Per command event played here: (its seat, its sentence for that seat, for the others).
        # A game loaded from its store has none for its earlier commands (they read as
        # `describe()` says), since the state each was played in is gone.
        self.labels: dict[int, tuple[int, str, str]] = {}
        self._make_bots()

    def _make_bots(self) -> None:
        """A bot per bot seat, seeded from the game's (server-only) seed."""
        seed = self.game.state.seed
        self.bots = {
            seat: make_bot(self.game.rules, s.bot or "", seat_seed(seed, seat))
            for seat, s in enumerate(self.entry.seats)
            if s.kind == "bot"
        }

    # -- acting (callers hold the lock) ---------------------------------------------------------

    def advance(self) -> int:
        """Let the bots play while a bot seat decides; the number of commands they played."""
        game, played = self.game, 0
        while not game.is_over and played < DEFAULT_MAX_COMMANDS:
            decision = game.pending
            if decision is None or decision.seat not in self.bots:
                break
            bot = self.bots[decision.seat]
            self._play_labelled(bot.choose(game.view(decision.seat), decision.options))
            played += 1
        self._note_status()
        return played

    def _play_labelled(self, command: Any) -> None:
        """Play a command, keeping its label as its players read it (the player's own, and
        everyone else's: `label_for` hides a private label), for the log's sentences."""
        game = self.game
        state, start = game.state, len(game.events)
        events = game.play(command)
        for index, event in enumerate(events, start=start):
            if isinstance(event, CommandPlayed):
                played = event.command
                own = label_for(game.rules, state, played, played.seat)
                other = label_for(game.rules, state, played, None)
                self.labels[index] = (
                    played.seat,
                    f"seat {played.seat}: {own}",
                    f"seat {played.seat}: {other}",
                )
                break

    def _note_status(self) -> None:
        """Write an ended game's outcome to the lobby (for the game list)."""
        if self.game.is_over and self.entry.status != "over":
            outcome = self.outcome()
            self.db.set_status(self.entry.game_id, "over", outcome)
            self.entry = _with_status(self.entry, "over", outcome)

    def _play_sync(self, seat: int, command: dict[str, Any]) -> None:
        """Play a seat's command and then the bots' (run in a worker thread, under the lock)."""
        try:
            self._play_labelled(command)
        except ConcurrencyError as exc:
            # Another server process appended first: take the store's game and let the client retry.
            self.game = Game.from_store(self.db.store(self.entry.game_id))
            self._make_bots()
            raise IllegalCommand(
                "Another server moved this game on first; look at the game again and retry.",
                code="version_conflict",
            ) from exc
        self.advance()

    async def play(self, seat: int, command: dict[str, Any]) -> None:
        """Apply ``seat``'s command, then the bots', and tell every listener; IllegalCommand
        (with its code) when refused, the game unchanged."""
        if command.get("seat") != seat:
            raise IllegalCommand(
                f"You hold seat {seat}'s token; a command for another seat is refused.",
                code="not_your_seat",
            )
        async with self.lock:
            await asyncio.to_thread(self._play_sync, seat, command)
            self.publish()

    # -- telling --------------------------------------------------------------------------------

    def outcome(self) -> dict[str, Any] | None:
        """The outcome as JSON, None while the game runs."""
        if self.game.outcome is None:
            return None
        out: dict[str, Any] = self.game.rules.converter.unstructure(self.game.outcome)
        return out

    def update(self, seat: int | None, since: int) -> dict[str, Any]:
        """The ``update`` message for ``seat``: its view and the events from ``since`` on."""
        game = self.game
        events = game.events_json(seat, since)
        for seq, event in enumerate(events, start=since):
            event["seq"] = seq
            labelled = self.labels.get(seq)
            if labelled is not None:
                event["text"] = labelled[1] if labelled[0] == seat else labelled[2]
        pending = game.pending
        return {
            "type": "update",
            "game": self.entry.game_id,
            "seat": seat,
            "seq": since + len(events),
            "your_turn": pending is not None and seat is not None and pending.seat == seat,
            "view": game.view(seat, labels=True),
            "events": events,
            "over": game.is_over,
            "outcome": self.outcome(),
        }

    def publish(self) -> None:
        """Queue an update for every listener with the events it has not had yet."""
        length = len(self.game.events)
        for listener in self.listeners:
            listener.outbox.put_nowait(self.update(listener.seat, listener.sent))
            listener.sent = length

    async def listen(self, seat: int | None, since: int) -> Listener:
        """A new listener for ``seat`` that has seen the events before ``since``; its first
        update is queued at once."""
        async with self.lock:
            length = len(self.game.events)
            if not 0 <= since <= length:
                raise IllegalCommand(
                    f"since must be a sequence number from 0 to {length}, not {since}.",
                    code="bad_since",
                )
            listener = Listener(seat, since)
            listener.outbox.put_nowait(self.update(seat, since))
            listener.sent = length
            self.listeners.add(listener)
            return listener

    def leave(self, listener: Listener) -> None:
        """Forget a listener whose client went away."""
        self.listeners.discard(listener)


def _with_status(entry: GameEntry, status: str, outcome: dict[str, Any] | None) -> GameEntry:
    """The lobby row with a new status."""
    return dataclasses.replace(entry, status=status, outcome=outcome)
