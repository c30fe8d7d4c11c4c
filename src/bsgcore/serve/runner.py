"""One game being served: its `Game` on the event store, its bots, a lock, and its listeners.

Commands are applied one at a time under the game's lock; a command and the bots' replies it sets
off are written to the store as one batch (`BatchedStore`), and listeners are told only after
that write succeeded (after a failed one the game is read again from the store), so nobody hears
of an unstored event.
Each listener's outbox is bounded: a client too slow to take its updates is dropped (it reconnects
with ``since`` and loses nothing), so a stalled client never holds more than that in memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bsgcore import engine
from bsgcore.bots import DEFAULT_MAX_COMMANDS, Bot, make_bot, seat_seed
from bsgcore.core_events import CommandPlayed
from bsgcore.errors import ConcurrencyError, IllegalCommand
from bsgcore.game import Game
from bsgcore.labels import label_for
from bsgcore.serve.batch import BatchedStore
from bsgcore.serve.storage import Database, GameEntry

T = TypeVar("T")

#: Messages a client's outbox holds before the client is dropped as too slow (each update is
#: cumulative from the last one sent, so a reconnect with ``since`` recovers everything).
OUTBOX_LIMIT = 64


@dataclass(eq=False)
class Listener:
    """One connected client: its seat (None = spectator), its bounded outbox, the events it has
    been sent, and whether it was dropped for letting its outbox fill."""

    seat: int | None
    sent: int
    limit: int = OUTBOX_LIMIT
    outbox: asyncio.Queue[dict[str, Any]] = field(init=False)
    dropped: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        self.outbox = asyncio.Queue(maxsize=self.limit)

    def offer(self, message: dict[str, Any]) -> bool:
        """Queue a message; when the outbox is full, mark the listener dropped (its queue is
        emptied: nothing more is sent on this connection) and say False."""
        if self.dropped.is_set():
            return False
        try:
            self.outbox.put_nowait(message)
            return True
        except asyncio.QueueFull:
            while not self.outbox.empty():
                self.outbox.get_nowait()
            self.dropped.set()
            return False


class GameRunner:
    """A served game: plays bots in their seats and tells each listener what its seat may see."""

    def __init__(
        self,
        entry: GameEntry,
        game: Game,
        db: Database,
        store: BatchedStore,
        *,
        outbox_limit: int = OUTBOX_LIMIT,
    ) -> None:
        self.entry = entry
        self.game = game
        self.db = db
        #: The game's store (the one ``game`` appends to): a command and its bots' replies
        #: are written to it as one batch.
        self.store = store
        self.outbox_limit = outbox_limit
        self.lock = asyncio.Lock()
        self.listeners: set[Listener] = set()
        self.bots: dict[int, Bot] = {}
        # Per command event: (its seat, its sentence for that seat, for the others); a game
        # loaded from its store gets them from `relabel`.
        self.labels: dict[int, tuple[int, str, str]] = {}
        #: When a client or a command last used this game (time.monotonic()), for eviction.
        self.last_used = time.monotonic()
        self._make_bots()

    def relabel(self) -> None:
        """The labels of every command already in the log, from the state each was played in
        (the log folded once more), so that a game loaded from its store, after a restart or
        an eviction, reads as it did while it was played."""
        rules, state = self.game.rules, None
        for index, event in enumerate(self.game.events):
            if isinstance(event, CommandPlayed) and state is not None:
                self._label(index, state, event)
            state = engine.apply_event(rules, state, event)

    def touch(self) -> None:
        """Note that the game was used now."""
        self.last_used = time.monotonic()

    def idle(self) -> bool:
        """Whether the runner may be dropped from memory: nobody connected, nothing running."""
        return not self.listeners and not self.lock.locked()

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
                self._label(index, state, event)
                break

    def _label(self, index: int, state: Any, event: CommandPlayed) -> None:
        """Keep the sentences of the command event at ``index``, played in ``state``."""
        played, rules = event.command, self.game.rules
        own = label_for(rules, state, played, played.seat)
        other = label_for(rules, state, played, None)
        self.labels[index] = (
            played.seat,
            f"seat {played.seat}: {own}",
            f"seat {played.seat}: {other}",
        )

    def _note_status(self) -> None:
        """Write an ended game's outcome to the lobby (for the game list)."""
        if self.game.is_over and self.entry.status != "over":
            outcome = self.outcome()
            self.db.set_status(self.entry.game_id, "over", outcome)
            self.entry = _with_status(self.entry, "over", outcome)

    def _play_sync(self, seat: int, command: dict[str, Any]) -> None:
        """Play a seat's command and then the bots' (run in a worker thread, under the lock),
        written to the store as one batch."""
        with self._batch():
            self._play_labelled(command)
            self.advance()

    def bots_play(self) -> int:
        """Let the bots play (as `advance`), written to the store as one batch."""
        with self._batch():
            return self.advance()

    @contextlib.contextmanager
    def _batch(self) -> Iterator[None]:
        """Hold the block's appends back and write them as one at its end (also after an
        error: what was played before it stands). If that write fails, the game is read again
        from the store, so memory never holds an unstored event; another server's append
        first is ``version_conflict``, for the client to retry."""
        self.store.begin()
        try:
            yield
        finally:
            try:
                self.store.flush()
            except ConcurrencyError as exc:
                self._reload()
                raise IllegalCommand(
                    "Another server moved this game on first; look at the game again and retry.",
                    code="version_conflict",
                ) from exc
            except BaseException:
                self._reload()
                raise

    def _reload(self) -> None:
        """Take the game as the store holds it (after a failed write), with its labels and bots."""
        self.game = Game.from_store(self.store)
        self.labels.clear()
        self.relabel()
        self._make_bots()

    async def play(self, seat: int, command: dict[str, Any]) -> None:
        """Apply ``seat``'s command, then the bots', and tell every listener; IllegalCommand
        (with its code) when refused, the game unchanged."""
        if command.get("seat") != seat:
            raise IllegalCommand(
                f"You hold seat {seat}'s token; a command for another seat is refused.",
                code="not_your_seat",
            )
        await self.locked(self._play_sync, seat, command)

    async def locked(self, work: Callable[..., T], *args: Any) -> T:
        """Run ``work(*args)`` in a worker thread under the game's lock, then tell every listener
        what changed. A caller cancelled meanwhile (its client went away) still holds the lock
        until the thread is done, so no two threads ever touch the game at once."""
        async with self.lock:
            self.touch()
            length = len(self.game.events)
            future = asyncio.ensure_future(asyncio.to_thread(work, *args))
            try:
                return await asyncio.shield(future)
            except asyncio.CancelledError:
                with contextlib.suppress(Exception):
                    await future
                raise
            finally:
                if len(self.game.events) != length:
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
        """Queue an update for every listener with the events it has not had yet; a listener
        whose outbox is full is dropped (its connection is closed; it reconnects with since)."""
        length = len(self.game.events)
        for listener in list(self.listeners):
            if listener.offer(self.update(listener.seat, listener.sent)):
                listener.sent = length
            else:
                self.listeners.discard(listener)

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
            listener = Listener(seat, since, self.outbox_limit)
            listener.offer(self.update(seat, since))
            listener.sent = length
            self.listeners.add(listener)
            self.touch()
            return listener

    def tell(self, listener: Listener, message: dict[str, Any]) -> None:
        """Queue a message for one listener (a pong, an error), dropping it if its outbox is full."""
        if not listener.offer(message):
            self.listeners.discard(listener)

    def leave(self, listener: Listener) -> None:
        """Forget a listener whose client went away."""
        self.listeners.discard(listener)
        self.touch()


def _with_status(entry: GameEntry, status: str, outcome: dict[str, Any] | None) -> GameEntry:
    """The lobby row with a new status."""
    return dataclasses.replace(entry, status=status, outcome=outcome)
