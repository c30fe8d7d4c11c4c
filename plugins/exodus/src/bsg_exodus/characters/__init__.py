"""The Exodus characters (X-SETUP-1, X-CHAR): a sheet joins the pool once all three of its
abilities are carried out; the others stay listed by ``bsg cards --missing``.

Done: Tory Foster (tory.py), Callandra "Cally" Tyrol (cally.py), Felix Gaeta (gaeta.py). Not yet:
Samuel T. Anders (docs/exodus.md says which abilities he lacks).

A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_exodus.characters import cally, gaeta, sheets, tory
from bsgcore import hookimpl
from bsgcore.base import BaseContent, BaseGame, g, register_tables
from bsgcore.messages import Command
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

WHERE = "bsg_exodus.characters"


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The sheets of Tory Foster and Cally Tyrol, their ops and WHO values, and the abilities
    carried out by this part's hooks."""
    content.add_op(
        "exodus_arrange_quorum_top", tory.op_arrange_quorum_top, params=frozenset({"count"})
    )
    raw = sheets.entry(content, tory.TORY)
    raw["ability"]["effects"] = tory.ADAPTABLE_EFFECTS
    raw["weakness"]["effects"] = []
    sheets.add(content, raw)
    content.implemented_by(tory.ADAPTABLE, f"{WHERE}.tory.wrap_cleanup")
    content.implemented_by(tory.AMORAL, f"{WHERE}.tory.amoral_forbids")
    content.add_who("chosen_in_own_location", cally.in_own_location)
    sheets.add(content, sheets.entry(content, cally.CALLY))
    content.implemented_by(cally.QUICK_FIX, f"{WHERE}.cally.wrap_reveal")
    content.implemented_by(cally.IMPULSIVE, f"{WHERE}.cally.cally_forbids")
    content.add_op("exodus_coup", gaeta.op_coup, params=frozenset())
    sheets.add(content, sheets.entry(content, gaeta.GAETA))
    content.implemented_by(gaeta.FTL_OPERATOR, f"{WHERE}.gaeta.wrap_roll")
    content.implemented_by(gaeta.MISGUIDED, f"{WHERE}.bsg_base_check_card_limit")


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Influential's and Quick Fix's frames, commands and events, with their labels; Adaptable
    after a Quorum card's clean-up, Quick Fix after a check's reveal."""
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
    register_tables(
        registry,
        (cally.CheckCardRemoved,),
        {},
        {cally.QuickFixWindow: cally.decide_quick_fix},
        {cally.RemoveCheckCard: cally.handle_quick_fix},
    )
    registry.label(cally.RemoveCheckCard, cally.label_quick_fix, frame=cally.QuickFixWindow)
    registry.prompt(cally.QuickFixWindow, cally.prompt_quick_fix, kinds=("exodus_quick_fix",))
    registry.wrap_step(registry.tags["base.f.reveal_check"], cally.wrap_reveal)
    register_tables(
        registry,
        (gaeta.FtlRerolled,),
        {},
        {gaeta.FtlOperatorWindow: gaeta.decide_reroll},
        {gaeta.RerollFtl: gaeta.handle_reroll},
    )
    registry.label(gaeta.RerollFtl, gaeta.label_reroll, frame=gaeta.FtlOperatorWindow)
    registry.prompt(gaeta.FtlOperatorWindow, gaeta.prompt_reroll, kinds=("exodus_ftl_operator",))
    registry.wrap_step(registry.tags["base.f.roll"], gaeta.wrap_roll)


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """Tory's Amoral, Cally's Impulsive and her Action's target, Gaeta's Coup when useless."""
    found = tory.amoral_forbids(state, command) or cally.cally_forbids(state, command)
    if found is None and command.tag == cally.USE and getattr(command, "ability", "") == gaeta.COUP:
        if gaeta.coup_useless(g(state), command.seat):
            return "Coup: Felix Gaeta is the Admiral already."
    return found


@hookimpl
def bsg_base_check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Gaeta's Misguided: at most 3 cards into a skill check."""
    return gaeta.card_limit(game, seat, limit)
