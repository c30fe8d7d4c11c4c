"""The Pegasus Crisis, Super Crisis, Quorum and Destination cards, shuffled into their base
decks (P-COMP-16, -19, -22, -24, P-SETUP-7).

A card joins its deck once this game carries out everything it names: every op, WHO value and
condition registered and every skill type it uses declared (Treachery comes with the skill
feature, ``execute`` with the execution feature, ``destiny`` and the ``custom`` ops with their
own code). Until then it stays out of the game and ``bsg cards --missing`` lists it
(catalogue.py), never half played. The hook runs last (``trylast``) so every other feature's
ops and types are known by then.

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_pegasus.cards.playable import DECKS, playable
from bsg_pegasus.data import load
from bsgcore import hookimpl
from bsgcore.base import BaseContent


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """Each Pegasus card this game can play, into its base deck."""
    data = load()
    for deck in DECKS:
        for card_id in data.ids(deck):
            raw = data.raw(card_id)
            if playable(content, deck, raw):
                content.add_card(deck, raw)
