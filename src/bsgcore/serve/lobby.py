"""The lobby: creates games (seats, bots, tokens), lists them, and finds the runner of each,
loading a game from its event store when it is asked for (so a restart resumes it), and dropping
idle runners from memory (`evict_idle`): the store holds every game, memory only those in play."""

from __future__ import annotations

import asyncio
import datetime
import secrets
import time
from dataclasses import dataclass
from typing import Any

from bsgcore.bots import make_bot
from bsgcore.errors import ConfigurationError, excerpt
from bsgcore.game import Game
from bsgcore.ruleset import build_rules
from bsgcore.serve.batch import BatchedStore
from bsgcore.serve.runner import OUTBOX_LIMIT, GameRunner
from bsgcore.serve.storage import Database, GameEntry, SeatEntry
from bsgcore.serve.tokens import hash_token, new_token, token_matches


class NotFound(ConfigurationError):
    """No game with that id."""

    code = "no_such_game"


class Forbidden(ConfigurationError):
    """A token that is not the one of the seat (or spectator) asked for."""

    code = "bad_token"


@dataclass(frozen=True)
class Created:
    """A new game's id and the tokens handed out once: one per human seat, and the spectator's."""

    game_id: str
    seat_tokens: dict[int, str]
    spectator_token: str


def _spec_seats(spec: Any) -> list[dict[str, Any]]:
    """The seats of a create request: a list of ``{"kind": "human"}`` / ``{"kind": "bot",
    "bot": NAME}`` objects (or the strings "human" and "bot")."""
    if not isinstance(spec, list) or not spec:
        raise ConfigurationError(
            "'seats' is a list with one entry per seat ('human', 'bot' or an object).",
            code="bad_seats",
        )
    out = []
    for index, seat in enumerate(spec):
        if seat in ("human", "bot"):
            seat = {"kind": seat}
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
            raise ConfigurationError(
                f"Seat {index} must be 'human', 'bot' or {{\"kind\": ..., \"bot\": ...}}, "
                f"not {excerpt(seat)}.",
                code="bad_seats",
            )
        if set(seat) - {"kind", "bot"} or not isinstance(seat.get("bot", ""), str):
            raise ConfigurationError(
                f"Seat {index} has unknown fields or a bot name that is not text.",
                code="bad_seats",
            )
        out.append(seat)
    return out


#: Seconds a game stays in memory with nobody connected and nothing played, by default.
EVICT_AFTER = 300.0
#: Runners kept in memory at most, by default (idle ones beyond are dropped, oldest first).
MAX_RUNNERS = 1000


class Lobby:
    """Every game of one database, and the runners of those being played.

    Runners are added and dropped only on the event loop's thread, and a handler takes a runner's
    lock right after getting it (no await between), so a runner is never dropped under a caller.
    """

    def __init__(
        self,
        db: Database,
        *,
        evict_after: float = EVICT_AFTER,
        max_runners: int = MAX_RUNNERS,
        outbox_limit: int = OUTBOX_LIMIT,
    ) -> None:
        self.db = db
        self.runners: dict[str, GameRunner] = {}
        self.evict_after = evict_after
        self.max_runners = max_runners
        self.outbox_limit = outbox_limit
        #: One lock per game being loaded: a game is loaded once, games load side by side.
        self._loading: dict[str, asyncio.Lock] = {}
        #: How many times a game was loaded from its store (after a restart or an eviction).
        self.loads = 0

    def create_game(self, request: Any) -> tuple[Created, GameRunner]:
        """Create a game from a JSON request (ruleset, plugins, options, seats); ConfigurationError
        with a code for anything wrong. The seed is the OS's and stays on the server."""
        if not isinstance(request, dict):
            raise ConfigurationError("A game request is a JSON object.", code="bad_request")
        unknown = set(request) - {"ruleset", "plugins", "options", "seats"}
        if unknown:
            raise ConfigurationError(
                f"Unknown fields in the game request: {sorted(unknown)}.", code="bad_request"
            )
        ruleset, plugins = request.get("ruleset", "base"), request.get("plugins", [])
        if not isinstance(ruleset, str) or not (
            isinstance(plugins, list) and all(isinstance(p, str) for p in plugins)
        ):
            raise ConfigurationError(
                "'ruleset' is a name and 'plugins' a list of names.", code="bad_request"
            )
        seats = _spec_seats(request.get("seats"))
        rules = build_rules(ruleset, tuple(plugins))
        entries = []
        tokens: dict[int, str] = {}
        for index, seat in enumerate(seats):
            if seat["kind"] == "bot":
                name = seat.get("bot") or rules.spec.default_bot
                make_bot(rules, name, 0)  # an unknown bot fails here, with the known names
                entries.append(SeatEntry("bot", name))
            else:
                tokens[index] = new_token()
                entries.append(SeatEntry("human", None, hash_token(tokens[index])))
        game = Game.new(ruleset, plugins, request.get("options") or {}, len(seats))
        game_id = secrets.token_urlsafe(9)
        spectator = new_token()
        store = BatchedStore(self.db.store(game_id))
        game.attach_store(store)
        entry = GameEntry(
            game_id=game_id,
            created=datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            ruleset=ruleset,
            plugins=tuple(plugins),
            seats=tuple(entries),
            spectator_hash=hash_token(spectator),
            status="running",
            outcome=None,
        )
        self.db.add(entry)
        runner = GameRunner(entry, game, self.db, store, outbox_limit=self.outbox_limit)
        return Created(game_id, tokens, spectator), runner

    async def create(self, request: Any) -> tuple[Created, GameRunner]:
        """Create a game (in a worker thread), keep its runner, and let its bots play."""
        created, runner = await asyncio.to_thread(self.create_game, request)
        self._keep(runner)
        await runner.locked(runner.bots_play)
        return created, runner

    async def runner(self, game_id: str) -> GameRunner:
        """The runner of a game, loaded (and verified) from its store when not in memory."""
        runner = self.runners.get(game_id)
        if runner is not None:
            runner.touch()
            return runner
        loading = self._loading.setdefault(game_id, asyncio.Lock())
        try:
            async with loading:
                runner = self.runners.get(game_id)
                if runner is None:
                    runner = await asyncio.to_thread(self._load, game_id)
                    self.loads += 1
                    self._keep(runner)
                    # Bots whose turn it was when the server stopped.
                    await runner.locked(runner.bots_play)
        finally:
            if not loading.locked() and self._loading.get(game_id) is loading:
                del self._loading[game_id]
        runner.touch()
        return runner

    def _load(self, game_id: str) -> GameRunner:
        """A runner for a stored game (its log replayed and verified, its labels made again)."""
        entry = self.db.get(game_id)
        if entry is None:
            raise NotFound(f"There is no game {excerpt(game_id, 40)}.")
        store = BatchedStore(self.db.store(game_id))
        game = Game.from_store(store)
        runner = GameRunner(entry, game, self.db, store, outbox_limit=self.outbox_limit)
        runner.relabel()
        return runner

    def _keep(self, runner: GameRunner) -> None:
        """Hold a runner in memory (on the event loop's thread), dropping idle ones if too many."""
        self.runners[runner.entry.game_id] = runner
        if len(self.runners) > self.max_runners:
            self.evict_idle()

    def evict_idle(self, now: float | None = None) -> list[str]:
        """Drop from memory the runners of games nobody uses: those idle for ``evict_after``
        seconds, and the least recently used idle ones while more than ``max_runners`` are
        held. Their games stay in the store and load again when next asked for. The ids."""
        now = time.monotonic() if now is None else now
        idle = sorted((r for r in self.runners.values() if r.idle()), key=lambda r: r.last_used)
        excess = len(self.runners) - self.max_runners
        dropped = []
        for runner in idle:
            if excess > 0 or now - runner.last_used >= self.evict_after:
                del self.runners[runner.entry.game_id]
                dropped.append(runner.entry.game_id)
                excess -= 1
        return dropped

    def authorize(self, runner: GameRunner, seat: int | None, token: str | None) -> None:
        """Forbidden unless ``token`` is the token of ``seat`` (None: the spectator token)."""
        entry = runner.entry
        if seat is None:
            stored: str | None = entry.spectator_hash
        elif 0 <= seat < len(entry.seats):
            stored = entry.seats[seat].token_hash
        else:
            raise Forbidden(f"This game has no seat {seat}.", code="bad_seat")
        if not token_matches(stored, token):
            raise Forbidden("That token is not this seat's: it may neither act nor look here.")
