"""Scenario helpers for the turn's tests and docs: a set-up table with chosen hands, destiny
cards, a drawn crisis card, and frames run on it (with `space.Board`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters.check_abilities import KINDS
from bsgcore.base.model import BaseGame
from bsgcore.base.skills.types import type_names
from bsgcore.base.turn import commands as tc
from bsgcore.context import using_rules
from bsgcore.messages import Command, Event
from bsgcore.ruleset import Rules
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board, quiet

CHARACTERS = ("galen_tyrol", "saul_tigh", "laura_roslin")
#: Decisions a check asks besides the contributions (with a plugin's claims, P-TIME-1: who wants
#: to play, and the current player's order).
CLAIMS = ("claim_skill_window", "claim_declare_emergency", "order_claims")
WINDOWS = ("skill_window", *KINDS.values(), *CLAIMS)


def table(
    seats: int = 3,
    seed: int = 4,
    characters: Sequence[str] = CHARACTERS,
    windows: bool = False,
    plugins: Sequence[str] = (),
    options: Mapping[str, Any] | None = None,
    **changes: Any,
) -> Board:
    """A set-up game (with these plugins enabled, and these game `options`) in the first
    player's Movement step, with `changes` to the game value; unless `windows`, every seat has
    standing orders to pass in every response window (`space.quiet`), so a scenario not about
    them is not asked."""
    chosen = {"type_balance": False, **(options or {})}
    game = sc.set_up(seats, seed, characters=list(characters), plugins=plugins, **chosen)
    value: BaseGame = m.edited(sc.base(game), **changes)
    return Board(game.rules, game.state.with_game(value if windows else quiet(value, game.rules)))


def arrange(
    game: BaseGame,
    hands: Mapping[int, Sequence[str]] | None = None,
    destiny: Sequence[str] = (),
    rules: Rules | None = None,
) -> BaseGame:
    """The game with these exact hands (seats not named keep theirs) and destiny deck top; every
    other skill card goes back to its deck (skill card conservation holds). Pass the game's
    `rules` when a plugin adds skill cards, so their types are read from its catalogue."""
    if rules is not None:
        with using_rules(rules):
            return arrange(game, hands, destiny)
    hands = dict(hands or {})
    pool: list[str] = [c for d in game.skill_decks.values() for c in d] + list(game.destiny)
    pool += [c for d in game.skill_discards.values() for c in d]
    pool += [c for s, p in enumerate(game.players) if s in hands for c in p.hand]
    for code in [*destiny, *(c for h in hands.values() for c in h)]:
        pool.remove(code)
    rest = list(game.destiny)
    for code in destiny:
        if code in rest:
            rest.remove(code)
    rest = [c for c in rest if c in pool]
    for code in rest:
        pool.remove(code)
    decks = {t: tuple(c for c in pool if m.skill_type(c) == t) for t in type_names()}
    players = tuple(
        attrs.evolve(p, hand=tuple(hands[s])) if s in hands else p
        for s, p in enumerate(game.players)
    )
    return attrs.evolve(
        game,
        players=players,
        skill_decks=decks,
        skill_discards=dict.fromkeys(type_names(), ()),
        destiny=tuple(destiny) + tuple(rest),
        destiny_known=(),  # a new order: nobody saw it
    )


def with_crisis(game: BaseGame, code: str) -> BaseGame:
    """The game with this crisis card drawn (taken out of the deck)."""
    deck = list(game.crisis_deck)
    deck.remove(code)
    return attrs.evolve(game, crisis_deck=tuple(deck), crisis=code)


def skill(name: str, value: int) -> str:
    """A skill card code: ``skill("executive_order", 2)``."""
    return f"base.skill.{name}@{value}"


def declined(board: Board) -> Command:
    """Play no card in a check's skill-card window, or do not use a character's ability. A window
    that first asks who wants to play (a plugin's claims, P-TIME-1) is answered "yes" and the
    current player keeps the order asked, so each seat is then offered its cards as base asks."""
    decision = board.pending
    assert decision is not None
    if decision.kind == "skill_window":
        return tc.NoCard(decision.seat)
    if decision.kind in CLAIMS[:2]:  # wants to play, so its cards are then offered, as asked
        return next(o for o in decision.options if o.tag == "base.claim_play")
    if decision.kind == "order_claims":  # the current player's order: as they were asked
        first = board.state.stack[-1].left[0]  # type: ignore[attr-defined]
        return next(o for o in decision.options if getattr(o, "player", -1) == first)
    return next(o for o in decision.options if getattr(o, "choice", None) == "")


def answer_check(
    board: Board, plays: Mapping[int, Sequence[str]] | None = None, source: str = ""
) -> tuple[Board, list[Event]]:
    """Answer a skill check: each seat adds its listed cards in order, then stops; no card is
    played in the check's windows and no character uses an ability there. Stops at the first other decision, or when a check on another
    `source` begins; returns every event since."""
    left = {seat: list(cards) for seat, cards in (plays or {}).items()}
    check = board.game.check
    source = source or (check.source if check is not None else "")
    events: list[Event] = []
    while board.pending is not None and board.pending.kind in ("contribute", *WINDOWS):
        check = board.game.check
        if check is None or check.source != source:
            break
        seat = board.pending.seat
        if board.pending.kind in WINDOWS:
            command: Command = declined(board)
        else:
            cards = left.get(seat, [])
            command = tc.AddCard(seat, cards.pop(0)) if cards else tc.StopAdding(seat)
        board, out = board.play(command)
        events += out
    return board, events
