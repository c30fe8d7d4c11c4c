# mypy: disable-error-code="empty-body"
"""Modifier hooks of the execution procedure and the Quorum hand limit (execution/): rules that
two expansions (Pegasus, Exodus) define alike, written once in base; no base card executes.

Each is a pipeline like the query hooks (``hookspecs/queries.py``): the value base computes comes
in last and every implementation, in plugin order (base's own first), returns it changed or not.
"""

from __future__ import annotations

from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import AddedCards
from bsgcore.hookspecs import hookspec
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor


@hookspec
def bsg_base_new_character_allowed(
    game: BaseGame, seat: int, character: str, allowed: bool
) -> bool:
    """Whether ``seat`` may choose ``character`` after its character was executed (H-EXEC-1).

    When: building the choice of a new character; ``allowed`` comes in True for every character
    neither in play nor executed before (any type: the type balance does not apply).
    Pure: yes. Returns: whether it may. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_new_character_start(game: BaseGame, seat: int, character: str, location: str) -> str:
    """Where a character chosen after an execution enters play (H-EXEC-4).

    When: as the new character is chosen; ``location`` comes in as base's answer: the sheet's
    start location, the Hangar Deck when that is damaged or not on the board, the Brig for
    Sharon "Boomer" Valerii after the Sleeper Agent phase, ``"space"`` for Lee "Apollo" Adama
    when a viper is in the Reserves (he launches in it) and ``"stranded"`` for Karl "Helo"
    Agathon (stranded during his player's next turn). Pure: yes. Returns: a location id (or
    ``"space"``, ``"stranded"``). firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_not_a_cylon_cards(
    game: BaseGame, count: int, rng: RandomCursor, added: AddedCards
) -> AddedCards:
    """The ``count`` "You Are Not a Cylon" cards put into the loyalty deck after the set-up
    (Boomer or Baltar chosen as a new character, P-NEWC-1, -4; a plugin's own additions through
    ``not_a_cylon_cards``), and the events taking them.

    When: each time such cards are added, before the loyalty deck is shuffled with them;
    ``added`` comes in as base's answer: ``count`` copies of the plain card from the box (all
    alike), no events. A plugin that keeps the unused cards as a deck of its own (Exodus's
    Not-a-Cylon deck, X-LOY-8) returns the cards it takes and the events taking them, drawing
    from ``rng``; fewer than ``count`` cards add only those. Pure: yes (randomness from ``rng``
    only). Returns: the cards and events. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_execution_steps(
    game: BaseGame, seat: int, proof: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Steps resolved once an execution of ``seat`` is done, the last given first (H-EXEC-1).

    When: at the end of every execution, after the new character is placed (a human) or the
    Cylon is at the Resurrection Ship; ``proof`` is ``"human"``, ``"cylon"`` or ``"revealed"``
    (a Cylon player executed); ``frames`` comes in empty. An expansion adds its own steps
    (Exodus: a new loyalty card for the new character, the end of the executed player's turn).
    Pure: yes. Returns: the frames. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_quorum_hand_limit(game: BaseGame, seat: int, limit: int | None) -> int | None:
    """The most Quorum cards the President (``seat``) may keep at the end of a turn (H-TITLE-4).

    When: at the end of every turn, after the skill hand limits; ``limit`` comes in None (no
    limit: the base game has none). With a limit, a President holding more discards Quorum
    cards of her choice down to it (P-QH-2, X-QUO-1). Pure: yes. Returns: the limit, or None.
    firstresult: no. Since 0.4.
    """
