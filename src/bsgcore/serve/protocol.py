"""The messages of the service: what a client may send (size-capped JSON) and what it is sent.

Client to server (one JSON object per WebSocket message)::

    {"type": "command", "command": {"tag": ..., "seat": ..., ...}}
    {"type": "ping"}

Server to client: ``update`` (the seat's view, whether it must decide, the events since the last
one it saw, each with its ``seq`` and sentence), ``error`` (``code`` and ``message``: the game
goes on) and ``pong``.
"""

from __future__ import annotations

import json
from typing import Any

from bsgcore.errors import IllegalCommand

#: The largest message a client may send, in bytes (a command is a few hundred).
MAX_MESSAGE_BYTES = 16 * 1024


class BadMessage(IllegalCommand):
    """A client message that is not a well-formed, small enough service message."""

    code = "bad_message"


def error(code: str, message: str) -> dict[str, Any]:
    """An error message for a client."""
    return {"type": "error", "code": code, "message": message}


def parse_json(raw: str | bytes) -> Any:
    """A client's JSON, refused with BadMessage when too large or not JSON (never raises else)."""
    size = len(raw.encode("utf-8", "surrogatepass")) if isinstance(raw, str) else len(raw)
    if size > MAX_MESSAGE_BYTES:
        raise BadMessage(
            f"That message has {size} bytes; the limit is {MAX_MESSAGE_BYTES}.",
            code="message_too_large",
        )
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadMessage("That message is not JSON.", code="not_json") from exc
    except RecursionError as exc:
        raise BadMessage("That message is nested too deeply to read.", code="not_json") from exc


def parse_client(raw: str | bytes) -> dict[str, Any]:
    """A client message as a dict with a known ``type``; BadMessage says what is wrong."""
    message = parse_json(raw)
    if not isinstance(message, dict):
        raise BadMessage("A message is a JSON object with a 'type'.")
    kind = message.get("type")
    if kind == "ping":
        return message
    if kind != "command":
        raise BadMessage("A message's 'type' is 'command' or 'ping'.", code="unknown_message")
    if not isinstance(message.get("command"), dict):
        raise BadMessage("A command message carries a 'command' object.")
    return message
