"""Which Crisis deck a step draws from (H-TURN-3): base's own, or one a plugin supplies.

The game keeps one Crisis deck *in use* in ``BaseGame.crisis_deck`` / ``crisis_discard`` (named
``crisis_in_use``, base's is ``"crisis"``) and any others set aside in ``crisis_aside``. Every
base site that draws from, looks at or shuffles into "the Crisis deck" first asks
`crisis_deck_for` (the ``bsg_base_crisis_deck`` pipeline) and, when the answer is another deck,
switches to it (`CrisisDeckSwitched`) before it acts; so every base event keeps working on the
deck in use. A plugin forms its deck with `CrisisDeckFormed` (for example as its phase begins)
and answers the hook with its name while its rule applies (Pegasus's New Caprica phase).
"""

from __future__ import annotations

import attrs

from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.skills import seen
from bsgcore.frozen import evolve
from bsgcore.messages import Event

#: Base's own Crisis deck.
CRISIS = "crisis"
#: Why a site asks for the Crisis deck (the ``purpose`` argument of ``bsg_base_crisis_deck``).
PURPOSES = (
    "crisis_step",  # the Crisis step's draw (B-TURN-8), also a further crisis (extra_crisis)
    "religious_visions",  # Roslin draws 2 and puts 1 on the bottom (B-CHR-ROS-A)
    "secret_destiny",  # Starbuck replaces the revealed card with the next (B-CHR-STA-O)
    "recon",  # Boomer looks at the top card (B-CHR-SHA-A)
    "caprica",  # a revealed Cylon at Caprica draws 2, resolves 1 (B-LOC-CAP)
    "effect",  # a card effect on "the Crisis deck" (Launch Scout's look at the top, B-CARD-TAC-12)
    "shuffle_back",  # a card in play shuffled back into the deck on a jump (Thirty-Three)
)


def crisis_deck_for(game: BaseGame, purpose: str) -> str:
    """The name of the Crisis deck a site with this purpose uses: base's ``"crisis"`` as the
    ``bsg_base_crisis_deck`` pipeline leaves it."""
    deck = CRISIS
    for modify in modifiers().crisis_deck:
        deck = modify(game, purpose, deck)
    return deck


def crisis_piles(game: BaseGame, deck: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A Crisis deck's draw pile (top first) and discard pile, whether in use or set aside."""
    if deck == game.crisis_in_use:
        return game.crisis_deck, game.crisis_discard
    return game.crisis_aside.get(deck, ((), ()))


def switch_to(game: BaseGame, purpose: str) -> tuple[BaseGame, list[Event]]:
    """The game with the Crisis deck for `purpose` in use, and the event that switched to it
    (none when it is in use already)."""
    deck = crisis_deck_for(game, purpose)
    if deck == game.crisis_in_use:
        return game, []
    switched = CrisisDeckSwitched(deck)
    return switched.apply(game), [switched]


@attrs.frozen
class CrisisDeckFormed(BaseEvent):
    """A Crisis deck is formed, shuffled (`cards`, top first), with an empty discard pile; it
    replaces a deck of that name. The order is secret."""

    tag = "base.crisis_deck_formed"
    deck: str
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        game = seen.forget_deck(game, seen.CRISIS + self.deck)  # a new secret order
        if self.deck == game.crisis_in_use:
            return evolve(game, crisis_deck=self.cards, crisis_discard=())
        return evolve(game, crisis_aside={**game.crisis_aside, self.deck: (self.cards, ())})

    def redacted_for(self, seat: int | None) -> Event:
        return CrisisDeckFormed(self.deck, hide(self.cards))

    def describe(self) -> str:
        return f"The {self.deck} deck is formed ({len(self.cards)} cards)."


@attrs.frozen
class CrisisDeckSwitched(BaseEvent):
    """`deck` becomes the Crisis deck in use; the one in use is set aside, as it is."""

    tag = "base.crisis_deck_switched"
    deck: str

    def apply(self, game: BaseGame) -> BaseGame:
        aside = dict(game.crisis_aside)
        aside[game.crisis_in_use] = (game.crisis_deck, game.crisis_discard)
        deck, discard = aside.pop(self.deck, ((), ()))
        return evolve(
            game,
            crisis_in_use=self.deck,
            crisis_deck=deck,
            crisis_discard=discard,
            crisis_aside=aside,
        )

    def describe(self) -> str:
        return f"The Crisis deck is now the {self.deck} deck."


CRISIS_DECK_EVENTS: tuple[type[BaseEvent], ...] = (CrisisDeckFormed, CrisisDeckSwitched)
