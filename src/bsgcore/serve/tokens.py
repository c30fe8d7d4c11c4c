"""Join tokens: random secrets handed out once, kept only as sha256 hashes, checked in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: Bytes of randomness in a token (256 bits: not guessable, so a plain hash is enough to store).
TOKEN_BYTES = 32


def new_token() -> str:
    """A fresh URL-safe secret token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    """The sha256 hex digest under which a token is stored (the token itself never is)."""
    return hashlib.sha256(token.encode("utf-8", "surrogateescape")).hexdigest()


def token_matches(stored_hash: str | None, token: str | None) -> bool:
    """Whether ``token`` is the one whose hash is ``stored_hash``, compared in constant time."""
    if not stored_hash or not token or len(token) > 256:
        return False
    return hmac.compare_digest(hash_token(token), stored_hash)
