"""Scenario helpers for tests and docs: set up a base game with chosen characters and hands.

Extra keyword arguments are game options (for example ``type_balance=False``); `plugins` names
the plugins enabled with the base game (a fan plugin's tests pass its name).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bsgcore.base.model import BaseGame
from bsgcore.game import Game
from bsgcore.messages import Command, Decision

Chooser = Callable[[Decision], Command]


def new_game(seats: int = 5, seed: int = 1, *, plugins: Sequence[str] = (), **options: Any) -> Game:
    """A base game (with these plugins enabled) waiting for the first character pick."""
    return Game.new("base", plugins=tuple(plugins), seats=seats, seed=seed, options=options)


def base(game: Game) -> BaseGame:
    """The game's base value."""
    value: BaseGame = game.state.game
    return value


def option(game: Game, tag: str, **fields: Any) -> Command:
    """The pending option with this tag and these fields (AssertionError if absent)."""
    decision = game.pending
    assert decision is not None, "no decision is pending"
    for candidate in decision.options:
        if candidate.tag == tag and all(getattr(candidate, k) == v for k, v in fields.items()):
            return candidate
    raise AssertionError(f"no option {tag} {fields} in {decision.options}")


def play(game: Game, tag: str, **fields: Any) -> list[Any]:
    """Play the pending option with this tag and fields; returns the events."""
    return game.play(option(game, tag, **fields))


def first_option(decision: Decision) -> Command:
    """The first legal option (the canonical order)."""
    return decision.options[0]


def set_up(
    seats: int = 5,
    seed: int = 1,
    characters: Sequence[str] | None = None,
    choose: Chooser = first_option,
    *,
    plugins: Sequence[str] = (),
    **options: Any,
) -> Game:
    """A base game (with these plugins enabled) played through set-up, waiting in the first
    turn: `characters` are picked in pick order (short names like ``"laura_roslin"`` or full
    ids), every other choice by `choose`."""
    game = new_game(seats, seed, plugins=plugins, **options)
    picks = list(characters or [])
    while game.pending is not None and game.pending.options and not base(game).set_up:
        decision = game.pending
        if decision.kind == "choose_character" and picks:
            name = picks.pop(0)
            full = name if "." in name else f"base.character.{name}"
            play(game, "base.pick_character", character=full)
        else:
            game.play(choose(decision))
    return game
