"""The Destiny deck's known top (`BaseGame.destiny_known`): the cards every seat saw go on top of
the deck, top first, kept true by every change of the deck.

Base itself shows no Destiny card, so the value stays empty in a base game; a plugin that shows a
card as it goes on top (Pegasus's God's Plan) marks it here, and the views show it to every seat.
Each change of the deck goes through one of these functions, so what all know stays its top:
cards taken off the top take their known part with them, a card put on top unseen or any new
order (a shuffle, a deck built again from scratch) ends what all know, and a deck built under
its last card (B-DEST-2) keeps it. The invariants check that the known cards are the deck's top.
"""

from __future__ import annotations

from collections.abc import Sequence

from bsgcore.base.model import BaseGame
from bsgcore.base.skills.seen import DESTINY, forget_deck
from bsgcore.frozen import evolve


def known_top_holds(game: BaseGame) -> bool:
    """Whether the cards all know are the top of the Destiny deck (what the invariants check)."""
    known = game.destiny_known
    return game.destiny[: len(known)] == known


def mark_destiny_known(game: BaseGame, count: int = 1) -> BaseGame:
    """The top `count` Destiny cards are shown to every seat (and stay on top)."""
    if count < 0 or count > len(game.destiny):
        raise ValueError(
            f"{count} is not a number of Destiny cards (the deck holds {len(game.destiny)})"
        )
    return evolve(game, destiny_known=game.destiny[: max(count, len(game.destiny_known))])


def take_destiny(game: BaseGame, count: int) -> BaseGame:
    """The top `count` Destiny cards leave the deck (to a check, a hand): what all know of them
    goes with them, what all know below stays known."""
    return evolve(game, destiny=game.destiny[count:], destiny_known=game.destiny_known[count:])


def take_from_destiny(game: BaseGame, index: int) -> BaseGame:
    """The card at `index` (0 = top) leaves the deck from within it (a search through the
    deck): what all know above and below it stays known, one place higher."""
    if not 0 <= index < len(game.destiny):
        raise ValueError(f"{index} is not a place in the Destiny deck ({len(game.destiny)} cards)")
    known = game.destiny_known
    known = known[:index] + known[index + 1 :] if index < len(known) else known
    return evolve(
        game, destiny=game.destiny[:index] + game.destiny[index + 1 :], destiny_known=known
    )


def put_on_destiny(game: BaseGame, cards: Sequence[str], *, shown: bool) -> BaseGame:
    """`cards` (top first) go on top of the Destiny deck: `shown` to every seat, they are known
    above what was known; unseen, nothing is known any more (only the top is kept)."""
    on_top = tuple(cards)
    known = on_top + game.destiny_known if shown else ()
    return evolve(game, destiny=on_top + game.destiny, destiny_known=known)


def new_destiny(game: BaseGame, deck: Sequence[str]) -> BaseGame:
    """The Destiny deck is now `deck` in a secret new order (a shuffle, a deck thrown away and
    built again): nobody knows its top, nor what one seat saw of its bottom (seen.py)."""
    return forget_deck(evolve(game, destiny=tuple(deck), destiny_known=()), DESTINY)
