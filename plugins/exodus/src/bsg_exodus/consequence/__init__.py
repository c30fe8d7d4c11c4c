"""The Consequence box of the Exodus Crisis and Super Crisis cards (exodus.md §4.2, X-SCA-10..13):
carried out, whatever the check's result, when at least one Skill Check Ability card is in the
check, after the abilities and before the total is read (base's ``bsg_base_check_steps`` seam).

The op ``exodus_consequence`` (the same resolution as an op) is the marker the cards part waits
for before the cards with a Consequence join their decks; ``exodus_give_titles_down_the_line`` is
Haunted by the Past's Consequence. A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_exodus.consequence import box, titles
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseGame, Check, register_tables
from bsgcore.messages import Frame
from bsgcore.ruleset import RulesRegistry


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The two ops (before the cards part's ``trylast`` content looks for them)."""
    content.add_op(box.CONSEQUENCE_OP, box.op_consequence, params=frozenset())
    titles.add_op(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The Consequence step and its event."""
    if ruleset == "base":
        register_tables(
            registry, (box.ConsequenceResolved,), {box.ConsequenceStep: box.step_consequence}
        )


@hookimpl
def bsg_base_check_steps(
    game: BaseGame, check: Check, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The Consequence step, for a check whose card has a Consequence box (X-SCA-13)."""
    return (*frames, box.ConsequenceStep()) if box.consequence_of(check) else frames
