"""What a seat may not know of the Conflicted Loyalties cards (X-LC-30, X-LC-31): base declares
only the Cylon cards secret (its "You Are Not a Cylon" cards are all alike); a Personal Goal or
Final Five card another seat holds face down, unseen by this seat, and those in the loyalty deck
are secrets too, so the conformance kit looks for them."""

from __future__ import annotations

from bsg_exodus.conflicted.cards import conflicted
from bsgcore.base import BaseGame
from bsgcore.state import State
from bsgcore.view import Secret


def secrets(state: State, seat: int | None) -> list[Secret]:
    """The option's cards `seat` may not know of."""
    game = state.game
    if not isinstance(game, BaseGame) or not game.players:
        return []
    seats = len(game.players)
    seen = {card for viewer, _target, card in game.peeks if viewer == seat}
    if seat is None:  # a spectator knows what was shown to every seat (a Final Five revealed)
        shown_to = [{c for v, _t, c in game.peeks if v == s} for s in range(seats)]
        seen = set.intersection(*shown_to) if shown_to else set()
    out: list[Secret] = []
    for s, player in enumerate(game.players):
        if s == seat:
            continue
        out += [
            Secret(f"players[{s}].loyalty", c)
            for c in player.loyalty
            if conflicted(c) and c not in player.shown and c not in seen
        ]
    out += [Secret("loyalty_deck", c) for c in game.loyalty_deck if conflicted(c)]
    return out
