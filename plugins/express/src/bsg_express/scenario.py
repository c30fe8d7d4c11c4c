"""Scenario helpers for tests and docs: start an Express game and set up exact situations
("given 5 damage markers and ...", E-HOOK-14) without playing up to them.

A game edited this way has a log that no longer describes its state: use it for rule checks, not
for replay tests.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_express.model import Die, ExpressGame
from bsgcore.game import Game
from bsgcore.messages import Command, Frame

DEFAULT_CHARACTERS = ("william_adama", "lee_adama", "kara_thrace", "laura_roslin", "gaius_baltar")


def new_game(
    seats: int = 4,
    seed: int = 1,
    characters: tuple[str, ...] | list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> Game:
    """A new Express game; characters default to rank order, so seat 0 is the Admiral."""
    chosen = tuple(characters) if characters is not None else DEFAULT_CHARACTERS[:seats]
    opts = {"characters": ",".join(chosen), **(options or {})}
    return Game.new(ruleset="express", seats=seats, seed=seed, options=opts)


def express(game: Game) -> ExpressGame:
    """The game's Express value."""
    value: ExpressGame = game.state.game
    return value


def edit(game: Game, **changes: Any) -> Game:
    """Replace fields of the Express value in place (returns the same game)."""
    game.state = game.state.with_game(attrs.evolve(express(game), **changes))
    _forget_pending(game)
    return game


def _forget_pending(game: Game) -> None:
    """Drop the Game's cached pending decision: it is keyed by log position, which an edit keeps."""
    game._pending_cache = None


def set_stack(game: Game, *frames: Frame) -> Game:
    """Replace the resolution stack (bottom first)."""
    game.state = attrs.evolve(game.state, stack=tuple(frames))
    _forget_pending(game)
    return game


def set_loyalty(game: Game, seat: int, *cards: str) -> Game:
    """Give `seat` exactly these loyalty cards (the deck keeps its size)."""
    hands = list(express(game).loyalty)
    hands[seat] = tuple(cards)
    return edit(game, loyalty=tuple(hands))


def set_dice(game: Game, seat: int, *zones: str) -> Game:
    """Put `seat`'s dice (strong ones first) in these zones, in order."""
    dice = [d for d in express(game).dice if d.owner == seat]
    changed: dict[int, Die] = {
        d.id: attrs.evolve(d, zone=z, value=0, rolled=False, shown=False)
        for d, z in zip(dice, zones, strict=True)
    }
    return edit(game, dice=tuple(changed.get(d.id, d) for d in express(game).dice))


def option(game: Game, tag: str, **fields: Any) -> Command:
    """The pending decision's option with this tag and these fields (AssertionError if absent)."""
    decision = game.pending
    assert decision is not None, "no decision is pending"
    for candidate in decision.options:
        if candidate.tag == tag and all(getattr(candidate, k) == v for k, v in fields.items()):
            return candidate
    raise AssertionError(f"no option {tag} {fields} in {decision.options}")


def play(game: Game, tag: str, **fields: Any) -> list[Any]:
    """Play the pending option with this tag and fields; returns the events."""
    return game.play(option(game, tag, **fields))


def has_option(game: Game, tag: str, **fields: Any) -> bool:
    """Whether the pending decision offers such an option."""
    try:
        option(game, tag, **fields)
    except AssertionError:
        return False
    return True
