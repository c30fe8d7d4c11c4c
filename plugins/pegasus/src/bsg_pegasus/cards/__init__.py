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

from bsg_pegasus.cards import attacks, crises
from bsg_pegasus.cards.forms import translated
from bsg_pegasus.cards.playable import DECKS, playable
from bsg_pegasus.data import load
from bsgcore import Event, State, hookimpl
from bsgcore.base import BaseContent, BaseGame
from bsgcore.messages import Frame
from bsgcore.ruleset import RulesRegistry


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """The ops of the Pegasus crisis cards (crises.py, destiny.py, attacks.py), then each Pegasus
    card this game can play into its base deck, its ops in the form this game has (forms.py)."""
    crises.add_ops(content)
    attacks.add_ops(content)
    data = load()
    for deck in DECKS:
        for card_id in data.ids(deck):
            if content.id_taken(card_id):
                continue  # a part with the card's own code added it (quorum.py, destinations.py)
            raw = translated(content, data.raw(card_id))
            if playable(content, deck, raw):
                content.add_card(deck, raw)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The crisis cards' state, events, frames and labels."""
    if ruleset == "base":
        crises.register(registry)
        attacks.register(registry)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """The lasting rules of the Cylon attack cards in play (attacks.py)."""
    return attacks.after_event(state, event)


@hookimpl
def bsg_base_jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """Lured into a Trap's executions, once the jump is resolved (attacks.py, R-209)."""
    return attacks.jump_steps(game, seat, frames)


@hookimpl
def bsg_base_once_per_game_allowed(game: BaseGame, seat: int, ability: str, allowed: bool) -> bool:
    """The Farm failed: no once-per-game ability for human players (crises.py)."""
    return crises.once_per_game_allowed(game, seat, allowed)
