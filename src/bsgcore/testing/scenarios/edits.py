"""Situations built by hand on a `Board`: a player moved, a loyalty card held, a revealed Cylon,
a deck stacked, a title given, a step or a crisis started. Each returns a new board or game value
and records no event: a test sets the scene this way, then plays the rule under test through the
engine. The rules' invariants are kept where the change moves a card (from its deck or another
seat), not checked; call `bsgcore.testing.check_invariants` when a test depends on them."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.titles.lines import title_lines
from bsgcore.base.turn import frames as tf
from bsgcore.messages import Frame
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import with_crisis


def with_game(board: Board, game: BaseGame) -> Board:
    """The board with another base game value (same rules, same stack)."""
    return Board(board.rules, board.state.with_game(game))


def edit(board: Board, **changes: Any) -> Board:
    """The board with these fields of its game value changed: ``edit(b, fuel=1)``; a title
    line's name gives that title (``edit(b, president=2)``)."""
    return with_game(board, m.edited(board.game, **changes))


def with_player(board: Board, seat: int, **fields: Any) -> Board:
    """The board with these fields of one seat's player changed: ``with_player(b, 0, hand=())``."""
    player = attrs.evolve(board.game.players[seat], **fields)
    return with_game(board, m.replace_player(board.game, seat, player))


def seat_of(game: BaseGame, character: str) -> int:
    """The seat playing a character, by short name (``"laura_roslin"``) or full id."""
    full = character if "." in character else f"base.character.{character}"
    return m.seat_of(game, full)


def placed(board: Board, seat: int, location: str) -> Board:
    """The board with one character standing in `location` (no move event, no succession)."""
    return with_player(board, seat, location=location)


def holding(board: Board, seat: int, card: str) -> Board:
    """The board with `card` among the seat's loyalty cards: it swaps places with the seat's first
    card, wherever `card` was (the loyalty deck or another seat), so no card is made or lost. A
    card not dealt at this seat count simply replaces the seat's first card."""
    game = board.game
    mine = game.players[seat].loyalty
    if card in mine:
        return board
    give = mine[0]
    for other, player in enumerate(game.players):
        if card in player.loyalty:
            theirs = tuple(give if c == card else c for c in player.loyalty)
            game = m.replace_player(game, other, attrs.evolve(player, loyalty=theirs))
            break
    else:
        if card in game.loyalty_deck:
            deck = tuple(give if c == card else c for c in game.loyalty_deck)
            game = attrs.evolve(game, loyalty_deck=deck)
    player = attrs.evolve(game.players[seat], loyalty=(card, *mine[1:]))
    return with_game(board, m.replace_player(game, seat, player))


def cylon_at(
    board: Board,
    seat: int,
    location: str,
    shown: str = "base.loyalty.you_are_a_cylon_morale",
    supers: tuple[str, ...] = (),
) -> Board:
    """The board with `seat` a revealed Cylon standing at `location`, its `shown` "You Are a
    Cylon" card face up and these super crisis cards in hand (taken from their deck)."""
    game = holding(board, seat, shown).game
    deck = tuple(c for c in game.super_crisis_deck if c not in supers)
    player = attrs.evolve(
        game.players[seat], revealed=True, location=location, shown=(shown,), super_crises=supers
    )
    game = m.replace_player(attrs.evolve(game, super_crisis_deck=deck), seat, player)
    return with_game(board, game)


def stacked(game: BaseGame, deck: str, *codes: str) -> BaseGame:
    """The game with these cards on top of one of its decks (a `BaseGame` field such as
    ``"crisis_deck"``, ``"quorum_deck"``, ``"destination_deck"``, ``"loyalty_deck"``), in this
    order, each taken out of the deck first (ValueError if it is not there). For skill cards and
    the destiny deck use `bsgcore.testing.scenarios.turn.arrange`."""
    rest = list(getattr(game, deck))
    for code in codes:
        rest.remove(code)
    changes: dict[str, Any] = {deck: (*codes, *rest)}
    return attrs.evolve(game, **changes)


def with_title(game: BaseGame, title: str, seat: int) -> BaseGame:
    """The game with the title of line `title` (``"president"``, ``"admiral"``, or a plugin's)
    held by `seat`; no succession runs and nothing else moves (the Quorum hand and the nukes stay
    with the game)."""
    lines = title_lines()
    if title not in lines:
        raise ValueError(f"unknown title {title!r}: one of {', '.join(lines)}")
    return m.with_title(game, title, seat)


def resting(board: Board) -> Board:
    """The board with a resting frame on top, so a step run on it resolves back to it (decision
    kind ``base.not_implemented``, no option) instead of running the rest of the turn."""
    rest = NotImplementedYet(board.game.current, "scenario: the step under test is done")
    return Board(board.rules, board.state.push(rest))


def at_step(board: Board, frame: Frame) -> Board:
    """The board with `frame` (a step such as ``ActionStep(seat)``) started over a resting frame
    and run to its first decision."""
    started, _ = resting(board).run(frame)
    return started


def at_action(board: Board, seat: int | None = None) -> Board:
    """The board at `seat`'s Action step (the current player's by default), waiting for its
    choice of action."""
    return at_step(board, tf.ActionStep(board.game.current if seat is None else seat))


def drawn(board: Board, code: str) -> Board:
    """The board with the crisis card `code` drawn by the current player and resolved up to its
    first decision (over a resting frame)."""
    game = with_crisis(board.game, code)
    return at_step(with_game(board, game), tf.ResolveCrisis(game.current))
