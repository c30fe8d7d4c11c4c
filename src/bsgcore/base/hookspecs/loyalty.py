# mypy: disable-error-code="empty-body"
"""Modifier hooks of the loyalty deck and of who wins with a team (B-LOY, B-END-5): an expansion's
deck recipe (Pegasus's Cylon Leader decks, the Sympathetic Cylon), the cards each seat is dealt,
and personal victory conditions (Agendas) beside the team result. Pipelines like
``hookspecs/queries.py``: base's value comes in last, each implementation returns it."""

from __future__ import annotations

from bsgcore.base.catalogue.components import LoyaltySetup
from bsgcore.base.model import BaseGame
from bsgcore.hookspecs import hookspec


@hookspec
def bsg_base_loyalty_setup(game: BaseGame, setup: LoyaltySetup) -> LoyaltySetup:
    """The loyalty deck of this game (B-LOY-2), once every character is chosen.

    When: building the loyalty deck at set-up, and whenever the loyalty cards are counted (the
    invariants); ``setup`` comes in as the recipe for the seat count. Base's own: none.
    Pure: yes. Returns: a ``LoyaltySetup`` (its ``sympathizer_card`` names the card shuffled in
    after the first deal, "" for base's Sympathizer). firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_loyalty_cards(game: BaseGame, seat: int, when: str, count: int) -> int:
    """How many loyalty cards ``seat`` is dealt ``when`` ("setup" or "sleeper").

    When: dealing the loyalty deck at set-up and at the Sleeper Agent phase (B-LOY-3, -6), and
    counting the least a seat holds (the invariants); ``count`` comes in as base's: 1, Baltar 2
    at set-up (B-CHR-BAL-W), Boomer 2 at the Sleeper Agent phase (B-CHR-SHA-W). Pure: yes.
    Returns: the number. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_winners(game: BaseGame, side: str, seats: tuple[int, ...]) -> tuple[int, ...]:
    """The seats that win when ``side`` ("humans" or "cylons") wins (B-END-5).

    When: as the game ends, after the team result is decided (it does not change: only who
    shares it); ``seats`` comes in as the side's players. A personal victory condition adds or
    removes a seat (Pegasus's Agendas, P-AG-7, P-WIN-5). Pure: yes. Returns: the seats, in seat
    order. firstresult: no. Since 0.4.
    """
