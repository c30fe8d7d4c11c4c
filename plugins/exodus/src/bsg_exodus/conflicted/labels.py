"""The labels and prompts of the Conflicted Loyalties decisions (docs/frontends.md): the
Personal Goal Action (private: it names a card only its holder knows), Selfish's discards and
the order of several revealed Final Five cards (public: every card offered is revealed)."""

from __future__ import annotations

from bsg_exodus.conflicted import final_five, goals
from bsgcore.ruleset import RulesRegistry


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part."""
    registry.label(goals.RevealPersonalGoal, goals.label_reveal, private=True)
    registry.label(goals.DiscardForSelfish, goals.label_selfish, frame=goals.SelfishCost)
    registry.prompt(goals.SelfishCost, goals.prompt_selfish, kinds=("exodus_selfish",))
    registry.label(
        final_five.ResolveFinalFive, final_five.label_order, frame=final_five.FinalFiveOrder
    )
    registry.prompt(
        final_five.FinalFiveOrder, final_five.prompt_order, kinds=("exodus_final_five_order",)
    )
