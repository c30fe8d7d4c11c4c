"""The Exodus characters (X-SETUP-1, X-CHAR): a sheet joins the pool once all three of its
abilities are carried out; the others stay listed by ``bsg cards --missing``.

Done: Tory Foster (tory.py). Not yet: Felix Gaeta, Samuel T. Anders, Callandra "Cally" Tyrol
(docs/exodus.md says which abilities each lacks).

A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_exodus.characters import sheets, tory
from bsgcore import hookimpl
from bsgcore.base import BaseContent, register_tables
from bsgcore.messages import Command
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

WHERE = "bsg_exodus.characters"


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """Tory Foster's sheet, her ops and the abilities carried out by this part's hooks."""
    content.add_op(
        "exodus_arrange_quorum_top", tory.op_arrange_quorum_top, params=frozenset({"count"})
    )
    raw = sheets.entry(content, tory.TORY)
    raw["ability"]["effects"] = tory.ADAPTABLE_EFFECTS
    raw["weakness"]["effects"] = []
    sheets.add(content, raw)
    content.implemented_by(tory.ADAPTABLE, f"{WHERE}.tory.wrap_cleanup")
    content.implemented_by(tory.AMORAL, f"{WHERE}.tory.amoral_forbids")


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Influential's frame, command and event, with their labels; Adaptable after a Quorum
    card's clean-up."""
    if ruleset != "base":
        return
    register_tables(
        registry,
        (tory.QuorumTopOrdered,),
        {},
        {tory.ArrangeQuorumTop: tory.decide_arrange},
        {tory.OrderQuorumTop: tory.handle_order},
    )
    registry.label(tory.OrderQuorumTop, tory.label_order, frame=tory.ArrangeQuorumTop, private=True)
    registry.prompt(tory.ArrangeQuorumTop, tory.prompt_arrange, kinds=("exodus_arrange_quorum",))
    registry.wrap_step(registry.tags["base.f.quorum_cleanup"], tory.wrap_cleanup)


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """Tory's Amoral."""
    return tory.amoral_forbids(state, command)
