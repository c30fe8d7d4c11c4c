# mypy: disable-error-code="empty-body"
"""Modifier hooks of the loyalty deck and of who wins with a team (B-LOY, B-END-5): an expansion's
deck recipe (Pegasus's Cylon Leader decks, the Sympathetic Cylon), the cards each seat is dealt,
what follows a look at another player's loyalty cards, the losses due as the humans reach their
objective, and personal victory conditions (Agendas) beside the team result. Pipelines like
``hookspecs/queries.py``: base's value comes in last, each implementation returns it."""

from __future__ import annotations

from bsgcore.base.catalogue.components import LoyaltySetup
from bsgcore.base.model import BaseGame
from bsgcore.hookspecs import hookspec
from bsgcore.messages import Event, Frame


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


@hookspec
def bsg_base_loyalty_examined(
    game: BaseGame, viewer: int, target: int, cards: tuple[str, ...], frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Steps resolved right after ``viewer`` looked at ``cards``, loyalty cards of ``target``
    (B-LOY-9, -10), the last given first.

    When: after every look at another player's loyalty cards (``bsgcore.base.examine_loyalty``,
    which base's op ``look_at_loyalty`` and so Cylon Detector, Informing the Public and every
    card using the op go through), once the ``LoyaltyPeeked`` event is applied; ``frames``
    comes in empty. Base's own: none. Exodus: a Final Five card examined (X-LC-21).
    Pure: yes. Returns: the frames. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_final_losses(game: BaseGame, losses: tuple[Event, ...]) -> tuple[Event, ...]:
    """Events carried out as the humans reach their objective, before the resources are judged
    (B-END-1, R-102).

    When: at the final jump (``bsgcore.base.final_jump_events``), before base checks that no
    resource is at 0, and at a plugin's own objective that calls ``final_losses`` (Pegasus's
    New Caprica ending); ``losses`` comes in empty. Each event is applied in turn, then a
    resource at 0 or less makes the Cylons win instead. Base's own: none. Exodus: the
    resources of the unrevealed Personal Goal cards (X-LC-14, -15). Pure: yes.
    Returns: the events (resource changes). firstresult: no. Since 0.4.
    """
