"""The Ionian Nebula allies, their set-up so far (X-NEB-SETUP-10..14, X-ALLY-1, -20, -22): the
ally deck, the 3 allies laid out at the start of the first turn (the characters must be chosen
first, X-NEB-SETUP-12; docs/rulings.md), each with a face-down pool token nobody saw
(X-NEB-SETUP-13); its token stands on the location printed on the card (X-NEB-SETUP-14).

An ally whose results this game did not carry out would be left out of the deck as the first
allies come out (allies_ops.py; none is today); the encounters and replacements are
encounter.py's."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.data import load
from bsg_exodus.nebula import allies_events as ae
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import HIDDEN, take, without
from bsgcore.base import BaseGame, data, executed_characters, g
from bsgcore.messages import Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop
from bsgcore.state import State
from bsgcore.view import Secret

#: Allies normally on the board (X-ALLY-1).
IN_PLAY = 3


#: The added deck holding the allies' results (never drawn: an encounter runs one by id).
RESULTS = "exodus_ally_results"
HOPE, DOOM = "hope", "doom"


def result_id(ally: str, side: str) -> str:
    """The id of an ally's hope or doom result card (allies_ops.py): rules text, never dealt,
    so not an ``exodus.ally.`` component ("exodus.ally_result.tom_zarek.hope")."""
    return f"exodus.ally_result.{ally.rpartition('.')[2]}.{side}"


def implemented(ally: str) -> bool:
    """Whether this game carries out both results of the ally (its two cards are in play)."""
    index = data().index
    return result_id(ally, HOPE) in index and result_id(ally, DOOM) in index


@attrs.frozen
class SetUpAllies(Frame):
    """Lay out the first 3 allies (X-NEB-SETUP-11..13)."""

    tag = "exodus.f.set_up_allies"
    seat: int


def location(ally: str) -> str:
    """The location printed on an ally card (X-NEB-SETUP-14)."""
    return str(load().raw(ally)["location"])


def _suffix(card: str) -> str:
    return card.rpartition(".")[2]


def shows(ally: str, character: str) -> bool:
    """Whether an ally card shows this character: the ally's name ends with the character's
    ("chief_galen_tyrol" shows "galen_tyrol"; docs/rulings.md)."""
    return _suffix(ally).endswith(_suffix(character))


def valid(game: BaseGame, ally: str) -> bool:
    """X-ALLY-20: not a character any player plays, nor one executed."""
    gone = (*(p.character for p in game.players), *executed_characters(game))
    return not any(shows(ally, c) for c in gone if c)


def turn_steps(
    state: State, game: BaseGame, seat: int, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The allies come out as the first turn begins (appended: resolved first)."""
    value = ns.nebula(state)
    if not value.used or value.allies or game.turn != 0:
        return frames
    return (*frames, SetUpAllies(seat))


def step_set_up(state: State, frame: SetUpAllies, rng: RandomCursor) -> list[Event]:
    """Draw until 3 valid allies are out or the deck is empty (X-NEB-SETUP-12, X-ALLY-22),
    then a random pool token on each (X-NEB-SETUP-13)."""
    value = ns.nebula(state)
    game = g(state)
    left_out = tuple(c for c in value.ally_deck if not implemented(c))
    deck = without(value.ally_deck, left_out)
    out: list[str] = []
    boxed: list[str] = []
    while len(out) < IN_PLAY and deck:
        card = take(deck, 1, rng)[0]
        deck = without(deck, (card,))
        (out if valid(game, card) else boxed).append(card)
    pool = value.pool
    allies: list[tuple[str, str]] = []
    for card in out:
        token = take(pool, 1, rng)
        pool = without(pool, token)
        allies.append((card, token[0] if token else ""))
    first: list[Event] = [ae.AlliesLeftOut(left_out)] if left_out else []
    return [*first, ns.AlliesSetUp(tuple(allies), tuple(boxed)), pop()]


def seeded_by(value: ns.NebulaState, seat: int | None) -> frozenset[str]:
    """The ally cards whose token `seat` put there himself (he knows it, X-ALLY-14)."""
    return frozenset(a for a, s in value.ally_seeders if s == seat)


def secrets(value: ns.NebulaState, seat: int | None = None) -> list[Secret]:
    """The tokens on the ally cards, which nobody saw (X-NEB-SETUP-13), but those `seat` put
    there from his own (X-ALLY-14)."""
    own = seeded_by(value, seat)
    return [
        Secret(f"plugins[{ns.PART}].allies[{i}]", token)
        for i, (ally, token) in enumerate(value.allies)
        if token and ally not in own
    ]


def view(value: ns.NebulaState) -> dict[str, Any]:
    """The allies in play, public, and whether each holds a token (never which)."""
    return {
        "allies": [
            {"ally": a, "location": location(a), "token": HIDDEN if t else None}
            for a, t in value.allies
        ],
        "ally_deck": len(value.ally_deck),
    }
