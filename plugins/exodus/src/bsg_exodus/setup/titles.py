"""The title cards of an Exodus game (X-FLEET-SETUP-9, X-ADM-1, X-SETUP-6): which physical title
card each title is played with, and which title cards stay in the box.

Every title's card is its line's (``TitleLine.card``: base's President and Admiral cards, the
fleet part's CAG card). An Exodus title card that ``replaces`` another in the catalogue (the
alternative Admiral card, ``exodus.title.admiral_cylon_fleet``) takes that title's place when
the game uses its option, and the card it replaces goes to the box; without the option it is
the one boxed. A title dealt only with an option (the CAG) has its card boxed without it.

The choice is made once, as the game is created (the set-up's step 5 is option-driven and
independent of the characters, X-SETUP-9): this part's state, public, in the view under
``exodus.setup`` with each card's holder (the seat holding its title, base's ``titles``: the
highest of the Admiral line at set-up, X-FLEET-SETUP-9, and whoever holds the title later).
The card changes no power: the alternative Admiral keeps base's (X-ADM-2); only the nuke
differs (the fleet part, X-ADM-3).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus import options
from bsg_exodus.data import load
from bsgcore.base import BaseGame, title_lines
from bsgcore.state import State

PART = "exodus.setup"
BASE_ADMIRAL = "base.title.admiral"
ALTERNATIVE_ADMIRAL = "exodus.title.admiral_cylon_fleet"


@attrs.frozen
class TitleCards:
    """The card each title is played with (line -> card id, in the order titles are dealt)
    and the title cards left in the box."""

    cards: tuple[tuple[str, str], ...] = ()
    boxed: tuple[str, ...] = ()

    def card(self, line: str) -> str:
        """The card `line`'s title is played with ("" for a title not in this game)."""
        return dict(self.cards).get(line, "")


def initial(seats: int, opts: dict[str, Any]) -> TitleCards:
    """X-FLEET-SETUP-9, X-ADM-1 (the replacement in play, the replaced card boxed) and
    X-SETUP-6 (an option's title cards boxed without it)."""
    cards: dict[str, str] = {}
    boxed: list[str] = []
    for line in title_lines().values():
        if line.dealt(opts):
            cards[line.name] = line.card
        else:
            boxed.append(line.card)
    for row in load().table("title"):
        replaced = str(row.get("replaces", ""))
        lines = [name for name, card in cards.items() if card == replaced]
        if not replaced or not lines:
            continue
        if options.in_play(row, opts):
            cards[lines[0]] = str(row["id"])
            boxed.append(replaced)
        else:
            boxed.append(str(row["id"]))
    return TitleCards(tuple(cards.items()), tuple(boxed))


def title_cards(state: State) -> TitleCards:
    """The part's value in a state."""
    value: TitleCards = state.plugin(PART)
    return value


def card_of(state: State, line: str) -> str:
    """The card the title `line` is played with in this game (X-ADM-1)."""
    return title_cards(state).card(line)


def view(state: State) -> dict[str, Any]:
    """Public: each title's card and the seat holding it (-1 before set-up), the boxed cards."""
    value = title_cards(state)
    game = state.game
    held = game.titles if isinstance(game, BaseGame) else {}
    return {
        "title_cards": {
            line: {"card": card, "holder": held.get(line, -1)} for line, card in value.cards
        },
        "boxed_title_cards": list(value.boxed),
    }


def check(state: State) -> None:
    """No title card is both in play and boxed; the Admiral's card is the alternative one
    exactly when Cylon Fleet is used (X-ADM-1). (A scenario may hand a title out without its
    option: which titles are held is base's to check.)"""
    value = title_cards(state)
    assert not {c for _, c in value.cards} & set(value.boxed), "a title card in play and boxed"
    fleet = options.enabled(state.options, options.CYLON_FLEET)
    admiral = ALTERNATIVE_ADMIRAL if fleet else BASE_ADMIRAL
    assert value.card("admiral") == admiral, "X-ADM-1: the Admiral's card"
