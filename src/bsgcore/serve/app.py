"""The ASGI application: the lobby's HTTP API, one WebSocket per seat, and the browser client.

Routes (docs/serve.md has the protocol with examples)::

    GET  /                                     the browser client (also /play/{game})
    GET  /api/rulesets                         rulesets, their seat counts and bots
    GET  /api/games                            every game (no tokens)
    POST /api/games                            create a game: tokens for its human seats
    GET  /api/games/{game}                     one game's lobby entry
    GET  /api/games/{game}/catalogue           names and texts of the game's ids (public)
    GET  /api/games/{game}/seats/{seat}/view   a seat's update (token required; seat or "spectator")
    POST /api/games/{game}/seats/{seat}/commands   play a command for a seat (token required)
    WS   /ws/{game}/{seat}?token=...&since=N   a seat's live updates; send commands
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from bsgcore.errors import BsgError, ConfigurationError, IllegalCommand
from bsgcore.serve.lobby import EVICT_AFTER, MAX_RUNNERS, Forbidden, Lobby, NotFound
from bsgcore.serve.protocol import MAX_MESSAGE_BYTES, BadMessage, error, parse_client, parse_json
from bsgcore.serve.runner import OUTBOX_LIMIT, GameRunner, Listener
from bsgcore.serve.storage import open_database

STATIC = Path(__file__).with_name("static")
LOG = logging.getLogger("bsgcore.serve")

#: WebSocket close codes: the token does not open this seat; no such game.
CLOSE_FORBIDDEN, CLOSE_NOT_FOUND = 4403, 4404
#: The close code of a client dropped for letting its outbox fill ("try again later"): the page
#: and any client reconnect with ``since`` (codes from 4400 mean "do not retry").
CLOSE_TOO_SLOW = 1013
#: Seconds the close of a dropped client may take (it may not be reading at all).
CLOSE_WAIT_S = 10.0
#: The longest pause between two sweeps for idle runners, in seconds.
SWEEP_EVERY_S = 30.0


def _status(exc: BsgError) -> int:
    """The HTTP status of a refusal."""
    if isinstance(exc, NotFound):
        return 404
    if isinstance(exc, Forbidden):
        return 403
    if exc.code == "message_too_large":
        return 413
    if exc.code == "version_conflict":
        return 409
    return 400


def _refuse(exc: BsgError) -> JSONResponse:
    """A JSON error response with the error's code and sentence."""
    return JSONResponse(error(exc.code, exc.message), status_code=_status(exc))


def _seat(text: str) -> int | None:
    """A seat from a URL: a whole number, or ``spectator`` (None)."""
    if text == "spectator":
        return None
    if not text.isdigit() or len(text) > 3:
        raise Forbidden(f"A seat is a number or 'spectator', not {text[:20]!r}.", code="bad_seat")
    return int(text)


def _token(request: Request | WebSocket) -> str | None:
    """The token of a request: ``Authorization: Bearer ...`` or the ``token`` query parameter."""
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip()
    return request.query_params.get("token")


def _since(request: Request | WebSocket) -> int:
    """The ``since`` query parameter (0 when absent)."""
    text = request.query_params.get("since", "0")
    if not text.isdigit() or len(text) > 9:
        raise BadMessage(f"since is a sequence number, not {text[:20]!r}.", code="bad_since")
    return int(text)


async def _body(request: Request) -> Any:
    """A request's JSON body, refused when larger than the message cap or not JSON."""
    length = request.headers.get("content-length", "")
    if length.isdigit() and int(length) > MAX_MESSAGE_BYTES:
        raise BadMessage(
            f"That request has {length} bytes; the limit is {MAX_MESSAGE_BYTES}.",
            code="message_too_large",
        )
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_MESSAGE_BYTES:
            raise BadMessage(
                f"That request is larger than {MAX_MESSAGE_BYTES} bytes.", code="message_too_large"
            )
        chunks.append(chunk)
    return parse_json(b"".join(chunks))


class Service:
    """The routes' handlers over one lobby."""

    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby

    async def _opened(self, request: Request | WebSocket) -> tuple[GameRunner, int | None]:
        """The runner and seat a request names, after checking its token for that seat."""
        runner = await self.lobby.runner(request.path_params["game"])
        seat = _seat(request.path_params["seat"])
        self.lobby.authorize(runner, seat, _token(request))
        return runner, seat

    async def index(self, request: Request) -> Response:
        """The browser client's page."""
        return FileResponse(STATIC / "index.html")

    async def rulesets(self, request: Request) -> Response:
        """The rulesets a game may be created with: seats, default bot and every bot."""
        from bsgcore.bots import bot_names
        from bsgcore.plugins import discover
        from bsgcore.ruleset import build_rules, list_rulesets

        out = []
        for name, spec in sorted(list_rulesets(discover()).items()):
            try:
                bots = list(bot_names(build_rules(name)))
            except BsgError:
                continue
            out.append(
                {
                    "ruleset": name,
                    "min_seats": spec.min_seats,
                    "max_seats": spec.max_seats,
                    "default_bot": spec.default_bot,
                    "bots": bots,
                }
            )
        return JSONResponse({"rulesets": out})

    async def list_games(self, request: Request) -> Response:
        """Every game in the database, without any token or hash."""
        entries = await asyncio.to_thread(self.lobby.db.all)
        return JSONResponse({"games": [e.public() for e in entries]})

    async def create_game(self, request: Request) -> Response:
        """Create a game; the human seats' tokens are in this answer and nowhere else."""
        try:
            body = await _body(request)
            created, runner = await self.lobby.create(body)
        except BsgError as exc:
            return _refuse(exc)
        base = f"/play/{created.game_id}"
        seats = []
        for index, seat in enumerate(runner.entry.seats):
            item = seat.public(index)
            token = created.seat_tokens.get(index)
            if token is not None:
                item["token"] = token
                item["link"] = f"{base}?seat={index}#token={token}"
            seats.append(item)
        spectator = created.spectator_token
        return JSONResponse(
            {
                "game": created.game_id,
                "seats": seats,
                "spectator": {
                    "token": spectator,
                    "link": f"{base}?seat=spectator#token={spectator}",
                },
            },
            status_code=201,
        )

    async def game(self, request: Request) -> Response:
        """One game's lobby entry and how many events its log holds."""
        try:
            runner = await self.lobby.runner(request.path_params["game"])
        except BsgError as exc:
            return _refuse(exc)
        async with runner.lock:
            return JSONResponse({**runner.entry.public(), "seq": len(runner.game.events)})

    async def catalogue(self, request: Request) -> Response:
        """The names and texts of every id the game's plugins name (public, the same all game)."""
        try:
            runner = await self.lobby.runner(request.path_params["game"])
        except BsgError as exc:
            return _refuse(exc)
        return JSONResponse(runner.game.catalogue())

    async def view(self, request: Request) -> Response:
        """A seat's update (its view and its events from ``since`` on), for its token only."""
        try:
            runner, seat = await self._opened(request)
            since = _since(request)
            async with runner.lock:
                if since > len(runner.game.events):
                    raise BadMessage("since is past the end of the log.", code="bad_since")
                return JSONResponse(runner.update(seat, since))
        except BsgError as exc:
            return _refuse(exc)

    async def command(self, request: Request) -> Response:
        """Play one command for a seat (its token only); the seat's update after it."""
        try:
            command = await _body(request)  # read first: no wait between runner and its lock
            runner, seat = await self._opened(request)
            if seat is None:
                raise Forbidden("A spectator cannot act.", code="spectator_cannot_act")
            if not isinstance(command, dict):
                raise BadMessage("A command is a JSON object.")
            since = _since(request)
            await runner.play(seat, command)
            async with runner.lock:
                return JSONResponse(runner.update(seat, min(since, len(runner.game.events))))
        except BsgError as exc:
            return _refuse(exc)

    async def socket(self, websocket: WebSocket) -> None:
        """A seat's live channel: updates out, commands in, one at a time, until either side
        closes. A refused command gets an error message and the game goes on. A client whose
        outbox fills (it takes its updates too slowly) is closed with 1013: it reconnects with
        ``since`` and misses nothing."""
        await websocket.accept()
        try:
            runner, seat = await self._opened(websocket)
            listener = await runner.listen(seat, _since(websocket))
        except BsgError as exc:
            await websocket.send_json(error(exc.code, exc.message))
            close = CLOSE_NOT_FOUND if isinstance(exc, NotFound) else CLOSE_FORBIDDEN
            await websocket.close(code=close if isinstance(exc, ConfigurationError) else 4400)
            return
        tasks = [
            asyncio.create_task(_send_all(websocket, listener)),
            asyncio.create_task(self._receive_all(websocket, runner, seat, listener)),
            asyncio.create_task(listener.dropped.wait()),
        ]
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            runner.leave(listener)
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        if listener.dropped.is_set():
            LOG.info("game %s: a client too slow for its updates was dropped", runner.entry.game_id)
            with contextlib.suppress(Exception):  # the client may be gone, or not reading at all
                await asyncio.wait_for(
                    websocket.close(code=CLOSE_TOO_SLOW, reason="too slow: reconnect with since"),
                    CLOSE_WAIT_S,
                )

    async def _receive_all(
        self, websocket: WebSocket, runner: GameRunner, seat: int | None, listener: Listener
    ) -> None:
        """Read a client's messages and play its commands until it disconnects."""
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                return
            raw = message.get("text")
            if raw is None:
                raw = message.get("bytes") or b""
            try:
                parsed = parse_client(raw)
                if parsed["type"] == "ping":
                    runner.tell(listener, {"type": "pong"})
                    continue
                if seat is None:
                    raise Forbidden("A spectator cannot act.", code="spectator_cannot_act")
                await runner.play(seat, parsed["command"])
            except (IllegalCommand, ConfigurationError) as exc:
                runner.tell(listener, error(exc.code, exc.message))
            except Exception as exc:  # a bug, not the client's fault: the socket stays open
                LOG.exception("game %s: a command failed", runner.entry.game_id)
                runner.tell(
                    listener, error("internal_error", f"The server failed ({type(exc).__name__}).")
                )


async def _send_all(websocket: WebSocket, listener: Listener) -> None:
    """Send a client its queued messages, in order, until cancelled or the client is gone."""
    while True:
        await websocket.send_json(await listener.outbox.get())


async def _sweep(lobby: Lobby, every: float) -> None:
    """Drop idle games' runners from memory every ``every`` seconds (they reload on demand)."""
    while True:
        await asyncio.sleep(every)
        dropped = lobby.evict_idle()
        if dropped:
            LOG.info("dropped %d idle games from memory", len(dropped))


def build_app(
    store: str = "sqlite:///games.db",
    *,
    evict_after: float = EVICT_AFTER,
    max_runners: int = MAX_RUNNERS,
    outbox_limit: int = OUTBOX_LIMIT,
) -> Starlette:
    """The application over the database ``store`` names (created if missing). A game's runner
    leaves memory after ``evict_after`` idle seconds (or when more than ``max_runners`` are
    held); a client is dropped when ``outbox_limit`` messages wait for it."""
    if evict_after <= 0 or max_runners < 1 or outbox_limit < 1:
        raise ConfigurationError(
            "evict_after must be positive and max_runners and outbox_limit at least 1.",
            code="bad_setting",
        )
    lobby = Lobby(
        open_database(store),
        evict_after=evict_after,
        max_runners=max_runners,
        outbox_limit=outbox_limit,
    )
    service = Service(lobby)
    every = min(SWEEP_EVERY_S, evict_after / 2)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        sweeper = asyncio.create_task(_sweep(lobby, every))
        try:
            yield
        finally:
            sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sweeper

    routes = [
        Route("/", service.index),
        Route("/play/{game}", service.index),
        Route("/api/rulesets", service.rulesets),
        Route("/api/games", service.list_games, methods=["GET"]),
        Route("/api/games", service.create_game, methods=["POST"]),
        Route("/api/games/{game}", service.game),
        Route("/api/games/{game}/catalogue", service.catalogue),
        Route("/api/games/{game}/seats/{seat}/view", service.view),
        Route("/api/games/{game}/seats/{seat}/commands", service.command, methods=["POST"]),
        WebSocketRoute("/ws/{game}/{seat}", service.socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.service = service
    return app
