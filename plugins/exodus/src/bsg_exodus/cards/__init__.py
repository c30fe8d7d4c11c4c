"""The always-used Exodus Crisis, Super Crisis, Quorum and Destination cards and the two "You
Are a Cylon" cards, shuffled into their base decks (X-SETUP-2, X-CARD-1, X-CARD-3, X-LOY-3).

A card joins its deck once this game carries out everything it names (playable.py): every op,
WHO value and condition registered, and its Consequence box resolved by some part. Until then it
stays out of the game and ``bsg cards --missing`` lists it, never half played. Cards that exist
only with an option (``requires_option``: the "CAG chooses" cards, the Personal Goal and Final
Five loyalty cards) are left to that option's part. The hook runs last (``trylast``) so every
other part's ops are known by then.

A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_exodus.cards import destiny, labels, ops, resignation, rewrite
from bsg_exodus.cards.playable import DECKS, playable
from bsg_exodus.data import load
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseGame, register_tables
from bsgcore.messages import Frame
from bsgcore.ruleset import RulesRegistry

#: The two "You Are a Cylon" cards of every Exodus game (exodus.md 11.9, X-LOY-3); the plain "You
#: Are Not a Cylon" ones and the recipe are the setup part's (X-LOY-2, -4).
LOYALTY = (
    "exodus.loyalty.you_are_a_cylon_jump_track",
    "exodus.loyalty.you_are_a_cylon_centurion",
)


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """Each always-used Exodus card this game can play, into its base deck."""
    ops.add_ops(content)
    data = load()
    for deck in DECKS:
        for row in data.table(deck):
            if row.get("requires_option"):
                continue
            raw = rewrite.entry(content, data.raw(str(row["id"])))
            if playable(content, deck, raw):
                content.add_card(deck, raw)
    for card_id in LOYALTY:
        raw = rewrite.entry(content, data.raw(card_id))
        if playable(content, "quorum", raw):  # a loyalty card is one effect list, like Quorum
            content.add_card("loyalty", raw)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The step after a jump's reset (Lion's Head Nebula), Mysterious Message's search of the
    Destiny deck, and the labels."""
    if ruleset == "base":
        register_tables(registry, (), {ops.AfterJumpReset: ops.step_after_jump_reset})
        register_tables(
            registry,
            destiny.EVENTS,
            {},
            {destiny.SearchDestiny: destiny.decide_search},
            {destiny.DiscardFromDestiny: destiny.handle_discard},
        )
        registry.label(
            destiny.DiscardFromDestiny,
            destiny.label_discard,
            frame=destiny.SearchDestiny,
            private=True,
        )
        registry.prompt(
            destiny.SearchDestiny, destiny.prompt_search, kinds=("exodus_search_destiny",)
        )
        labels.register(registry)
        register_tables(
            registry,
            (),
            {},
            {resignation.ResignQuorum: resignation.decide_discard},
            {resignation.DiscardForResignation: resignation.handle_discard},
        )
        registry.label(
            resignation.DiscardForResignation,
            resignation.label_discard,
            frame=resignation.ResignQuorum,
        )
        registry.prompt(
            resignation.ResignQuorum, resignation.prompt_discard, kinds=("exodus_resignation",)
        )


@hookimpl
def bsg_base_jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """Lion's Head Nebula's step after the reset, below the jump's last step (ops.py)."""
    return ops.jump_steps(game, seat, frames)
