"""The lobby: creates games (seats, bots, tokens), lists them, and finds the runner of each,
loading a game from its event store the first time it is asked for (so a restart resumes it)."""

from __future__ import annotations

import asyncio
import datetime
import secrets
from dataclasses import dataclass
from typing import Any

from bsgcore.bots import make_bot
from bsgcore.errors import ConfigurationError, excerpt
from bsgcore.game import Game
from bsgcore.ruleset import build_rules
from bsgcore.serve.runner import GameRunner
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


class Lobby:
    """Every game of one database, and the runners of those being played."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.runners: dict[str, GameRunner] = {}
        self._loading = asyncio.Lock()

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
        game.attach_store(self.db.store(game_id))
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
        runner = GameRunner(entry, game, self.db)
        self.runners[game_id] = runner
        return Created(game_id, tokens, spectator), runner

    async def runner(self, game_id: str) -> GameRunner:
        """The runner of a game, loaded (and verified) from its store on first use."""
        runner = self.runners.get(game_id)
        if runner is not None:
            return runner
        async with self._loading:
            runner = self.runners.get(game_id)
            if runner is None:
                entry = self.db.get(game_id)
                if entry is None:
                    raise NotFound(f"There is no game {excerpt(game_id, 40)}.")
                game = await asyncio.to_thread(Game.from_store, self.db.store(game_id))
                runner = GameRunner(entry, game, self.db)
                async with runner.lock:  # bots whose turn it was when the server stopped
                    await asyncio.to_thread(runner.advance)
                self.runners[game_id] = runner
            return runner

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
