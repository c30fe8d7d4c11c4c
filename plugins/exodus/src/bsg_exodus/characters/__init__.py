"""The Exodus characters (X-SETUP-1, X-CHAR): a sheet joins the pool once all three of its
abilities are carried out; the others stay listed by ``bsg cards --missing``.

Tory Foster (tory.py), Callandra "Cally" Tyrol (cally.py), Felix Gaeta (gaeta.py) and Samuel T.
Anders (anders.py).

A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from bsg_exodus.characters import anders, cally, gaeta, sheets, tory
from bsgcore import hookimpl
from bsgcore.base import ActionStep, BaseContent, BaseGame, ChooseDraw, g, register_tables
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
    raw = sheets.entry(content, anders.ANDERS)
    for key in ("ability", "once_per_game", "weakness"):
        raw[key]["effects"] = []  # carried out by this part's hooks, not from the catalogue
    sheets.add(content, raw)
    content.implemented_by(anders.STAR_PLAYER, f"{WHERE}.anders.action_options")
    content.implemented_by(anders.LONGSHOT, f"{WHERE}.anders.wrap_roll")
    content.implemented_by(anders.BENCH, f"{WHERE}.bsg_base_receive_skills")


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
    register_tables(
        registry,
        (anders.LongshotChosen,),
        {},
        {
            anders.StarPlayer: anders.decide_discard,
            anders.StarPlayerDraw: anders.decide_type,
            anders.LongshotWindow: anders.decide_longshot,
        },
        {
            anders.UseStarPlayer: anders.handle_use,
            anders.StarPlayerDiscard: anders.handle_discard,
            anders.StarPlayerType: anders.handle_type,
            anders.UseLongshot: anders.handle_longshot,
        },
    )
    registry.add_options(ActionStep, anders.action_options)
    registry.label(anders.UseStarPlayer, lambda s, f, c: "Use Star Player")
    registry.label(anders.StarPlayerDiscard, anders.label_discard, frame=anders.StarPlayer)
    registry.label(anders.StarPlayerType, anders.label_type, frame=anders.StarPlayerDraw)
    registry.label(anders.UseLongshot, anders.label_longshot, frame=anders.LongshotWindow)
    registry.prompt(anders.StarPlayer, anders.prompt_star_player, kinds=("exodus_star_player",))
    registry.prompt(
        anders.StarPlayerDraw, anders.prompt_star_player, kinds=("exodus_star_player_type",)
    )
    registry.prompt(anders.LongshotWindow, anders.prompt_longshot, kinds=("exodus_longshot",))
    registry.wrap_step(registry.tags["base.f.roll"], anders.wrap_roll)


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """Tory's Amoral, Cally's Impulsive and her Action's target, Gaeta's Coup when useless."""
    found = tory.amoral_forbids(state, command) or cally.cally_forbids(state, command)
    if found is None and command.tag == cally.USE and getattr(command, "ability", "") == gaeta.COUP:
        if gaeta.coup_useless(g(state), command.seat):
            return "Coup: Felix Gaeta is the Admiral already."
    return found


@hookimpl
def bsg_base_receive_skills(game: BaseGame, seat: int, draw: ChooseDraw) -> ChooseDraw:
    """Anders's Starts on the Bench."""
    return anders.receive_skills(game, seat, draw)


@hookimpl
def bsg_base_check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Gaeta's Misguided: at most 3 cards into a skill check."""
    return gaeta.card_limit(game, seat, limit)
