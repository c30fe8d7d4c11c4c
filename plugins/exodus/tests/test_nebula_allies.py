"""The Ionian Nebula allies' set-up (exodus.md §7.2, part ``bsg_exodus.nebula``, allies.py):
3 allies come out as the first turn begins, each with a face-down pool token nobody saw, its
token on the printed location; a card showing a chosen character is boxed and replaced; the
deck running out leaves fewer (X-NEB-SETUP-10..14, X-ALLY-1, -20, -22)."""

from __future__ import annotations

import json

import attrs
from bsg_exodus.nebula import allies as al
from bsg_exodus.nebula import state as ns

from bsgcore import Game
from bsgcore.testing import check_no_leaks
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table
from bsgcore.view import secrets_for

OPTIONS = {"ionian_nebula": True}
#: Chief Galen Tyrol shows a character the table plays (galen_tyrol, scenarios' default).
TYROL = "exodus.ally.chief_galen_tyrol"
OTHERS = ("exodus.ally.aaron_kelly", "exodus.ally.billy_keikeya", "exodus.ally.karl_helo_agathon")


def nebula_table() -> Board:
    return table(plugins=["exodus"], options=OPTIONS)


def with_deck(b: Board, deck: tuple[str, ...]) -> Board:
    """The table before the allies came out, with this ally deck."""
    value = ns.nebula(b.state)
    pool = tuple(sorted((*value.pool, *(t for _, t in value.allies))))
    fresh = attrs.evolve(value, pool=pool, allies=(), ally_deck=tuple(sorted(deck)))
    return Board(b.rules, b.state.with_plugin(ns.PART, fresh))


def test_three_allies_come_out_with_a_pool_token_each_x_neb_setup_11_13() -> None:
    """X-NEB-SETUP-11, -13, X-ALLY-1: after set-up, 3 allies, each with one token that left
    the pool; X-NEB-SETUP-14: each shown on its printed location."""
    b = nebula_table()
    value = ns.nebula(b.state)
    assert len(value.allies) == 3
    assert all(t and t not in value.pool for _, t in value.allies)
    assert len(value.ally_deck) == len(ns.ALLY_DECK) - 3 - len(value.allies_boxed)
    seen = al.view(value)["allies"]
    assert [a["location"] for a in seen] == [al.location(a) for a, _ in value.allies]
    assert all(a["location"].startswith("base.location.") for a in seen)


def test_an_ally_showing_a_chosen_character_is_boxed_x_neb_setup_12() -> None:
    """X-NEB-SETUP-12, X-ALLY-20: Chief Galen Tyrol is boxed while Galen Tyrol is played; the
    others come out (a deck of 3, so every card is drawn whatever the shuffle)."""
    b = with_deck(nebula_table(), (TYROL, *OTHERS[:2]))
    assert any(p.character.endswith("galen_tyrol") for p in b.game.players)
    after, _ = b.run(al.SetUpAllies(b.game.current))
    value = ns.nebula(after.state)
    assert sorted(a for a, _ in value.allies) == sorted(OTHERS[:2])
    assert TYROL in value.allies_boxed and not value.ally_deck


def test_a_short_deck_gives_fewer_allies_x_ally_22() -> None:
    """X-ALLY-22: drawing stops when the deck is empty."""
    b = with_deck(nebula_table(), (TYROL, OTHERS[0]))
    after, _ = b.run(al.SetUpAllies(b.game.current))
    assert [a for a, _ in ns.nebula(after.state).allies] == [OTHERS[0]]


def test_the_ally_tokens_show_to_nobody() -> None:
    """X-NEB-SETUP-13 (face down, unseen): no seat's view or redacted events name an ally's
    token, and the kit finds them declared secret for every seat."""
    game = Game.new("base", plugins=["exodus"], seats=3, seed=2, options=OPTIONS)
    while game.pending is not None and game.pending.kind != "movement":
        game.play(game.pending.options[0])
    tokens = [t for _, t in ns.nebula(game.state).allies]
    assert len(tokens) == 3
    for seat in (None, 0, 1, 2):
        seen = json.dumps([game.view(seat), game.events_for(seat)], default=str)
        assert not any(t in seen for t in tokens), seat
        declared = [s.value for s in secrets_for(game.rules, game.state, seat)]
        assert all(t in declared for t in tokens)
    check_no_leaks(game, scrambles=1)
