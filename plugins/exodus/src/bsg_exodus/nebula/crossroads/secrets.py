"""What a seat may not know of the Crossroads (X-XR-22, -23): the other seats' cards and tokens
until each is revealed (declared to the leak checks, re-drawn by the scramble), and what it sees
(its own card and token, who has committed, every revealed card)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.nebula.crossroads import phase
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.tokens import HIDDEN
from bsgcore.rng import RandomCursor
from bsgcore.state import State
from bsgcore.view import Secret


def secrets(state: State, seat: int | None) -> list[Secret]:
    """The unrevealed cards and tokens of the other seats."""
    value = xs.xr(state)
    out: list[Secret] = []
    for other, card in enumerate(value.cards):
        if not value.secret_for(seat, other):
            continue
        if card:
            out.append(Secret(f"plugins[{xs.PART}].cards[{other}]", card))
        if value.tokens[other]:
            out.append(Secret(f"plugins[{xs.PART}].tokens[{other}]", value.tokens[other]))
    return out


def scramble(state: State, seat: int | None, rng: RandomCursor) -> xs.XrState:
    """The other seats' unrevealed cards re-dealt from the cards `seat` has not seen, their
    tokens shuffled among them (never a disaster: only held tokens are laid)."""
    value = xs.xr(state)
    if value.phase != xs.CROSSROADS:
        return value
    hidden = [s for s in range(len(value.cards)) if value.secret_for(seat, s)]
    seen = {c for s, c in enumerate(value.cards) if s not in hidden}
    unseen = list(rng.shuffled([c for c in phase.DECK if c not in seen]))
    cards = list(value.cards)
    for s in hidden:
        if cards[s]:
            cards[s] = unseen.pop()
    laid = [s for s in hidden if value.tokens[s]]
    shuffled = list(rng.shuffled([value.tokens[s] for s in laid]))
    tokens = list(value.tokens)
    for s in laid:
        tokens[s] = shuffled.pop()
    return attrs.evolve(value, cards=tuple(cards), tokens=tuple(tokens))


def view(state: State, seat: int | None) -> dict[str, Any] | None:
    """The phase, and per seat the card and token as this seat may see them."""
    value = xs.xr(state)
    if not value.used:
        return None
    seats = []
    for other, card in enumerate(value.cards):
        token = value.tokens[other]
        secret = value.secret_for(seat, other)
        seats.append(
            {
                "card": (HIDDEN if secret else card) if card else None,
                "token": (HIDDEN if secret else token) if token else None,
                "committed": value.committed[other],
                "revealed": value.revealed[other],
            }
        )
    return {
        "crossroads": {
            "phase": value.phase,
            "seats": seats,
            "eliminated": list(value.eliminated),
            "boxed_tokens": len(value.boxed),
        }
    }
