"""The ops and WHO values of the Pegasus Crisis and Super Crisis cards the base vocabulary lacks
(pegasus.md Appendix A.6): Suspicious Election Results' new President, Standoff with Pegasus's
release from the Brig, The Farm's ban on
once-per-game abilities (Footage Transmitted's Super Crisis draw is the overlay's op). Each runs through base's
``RunOps`` like any card op."""

from __future__ import annotations

from typing import Any

from bsg_pegasus import overlay
from bsgcore.base import (
    UNSET,
    BaseContent,
    BaseGame,
    Op,
    Result,
    RunOps,
    ask,
    data,
    human_locations,
    is_human_player,
    move_events,
    title_eligible,
    title_lines,
    who,
)
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

PRESIDENT = "president"
THE_FARM = "pegasus.super_crisis.the_farm"
#: The Farm's lasting rule (its fail box keeps it in play to the end of the game).
NO_ONCE_PER_GAME = "no_once_per_game_for_humans"
BRIG = "base.location.brig"
NOBODY = -1
#: A release choice's value: seat * SPAN + the index of the location in `human_places`.
SPAN = 100
#: The ChooseTarget purpose of Standoff with Pegasus's release.
RELEASE = "brig_release"


def highest_except_holder(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """The highest character on the President's line of succession other than the President
    (Suspicious Election Results, Appendix A.6): eligible as the line says (B-SUCC-0)."""
    line = title_lines()[PRESIDENT]
    ranks = data().title_lines[PRESIDENT]
    holder = game.titles.get(PRESIDENT, -1)
    eligible = [
        s
        for s in range(len(game.players))
        if s != holder and title_eligible(game, s, PRESIDENT, line.skip_brig)
    ]
    if not eligible:
        return ()
    last = len(ranks) + 1
    best = min(eligible, key=lambda s: (int(ranks.get(game.players[s].character, last)), s))
    return (best,)


def human_places(game: BaseGame) -> tuple[str, ...]:
    """Where a released character may go: the human ships' locations base's own "any
    location" moves offer (never a hazardous one, so never the Brig)."""
    return human_locations()


def op_move_chosen_anywhere(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Standoff with Pegasus: the chooser may move one character from the Brig (``from``) to any
    other location, one choice of both (character and place), or nobody when ``optional``."""
    source = str(op.get("from", BRIG))
    places = human_places(game)
    if frame.target == UNSET:
        chooser = who(game, str(op.get("chooser", "current_player")), frame.seat, -1)[0]
        held = [s for s, p in enumerate(game.players) if p.location == source]
        options = [s * SPAN + i for s in held for i in range(len(places))]
        if op.get("optional") or not options:
            options.append(NOBODY)
        return ask(chooser, RELEASE, options)
    if frame.target < 0:
        return []
    seat, index = divmod(frame.target, SPAN)
    return move_events(game, seat, places[index], frame.source)


def add_ops(content: BaseContent) -> None:
    """The ops and the WHO value, for the cards to join their decks (cards/__init__.py)."""
    content.add_ops(
        {
            "pegasus_move_chosen_anywhere": op_move_chosen_anywhere,
            # the overlay's own op (its Resurrection Ship), which the overlay registers later
            "pegasus_draw_super_crisis": overlay.op_draw_super_crisis,
        },
        params={"pegasus_draw_super_crisis": overlay.DRAW_SUPER_CRISIS_PARAMS},
        reads_optional=("pegasus_move_chosen_anywhere",),  # its "nobody" answer
    )
    content.add_who("highest_in_line_except_holder", highest_except_holder)
    content.add_kept_rule(NO_ONCE_PER_GAME)


def once_per_game_allowed(game: BaseGame, seat: int, allowed: bool) -> bool:
    """The Farm in play (failed): human players may not use once-per-game abilities."""
    if allowed and THE_FARM in game.in_play:
        return not is_human_player(game, seat)
    return allowed


def release_label(state: State, value: int) -> str:
    """The label of one release option (Standoff with Pegasus)."""
    if value < 0:
        return "Release nobody from the Brig"
    game: BaseGame = state.game
    seat, index = divmod(value, SPAN)
    places = human_places(game)
    name = data().character(game.players[seat].character).name
    where = data().location(places[index]).name if index < len(places) else "?"
    return f"Move {name} from the Brig to {where}"


def register(registry: RulesRegistry) -> None:
    """Label the release choice of base's ``base.f.choose_target``; base's (and the other
    parts') labeller labels every other purpose."""
    pick, frame = registry.tags["base.pick"], registry.tags["base.f.choose_target"]
    registry.prompt_kinds(frame, (f"choose_{RELEASE}",))
    inner = registry.labellers.get((frame, pick)) or registry.labellers.get((None, pick))
    if inner is None:
        return

    def label(state: State, frame_value: Any, command: Any, _inner: Any = inner) -> str:
        if frame_value.purpose == RELEASE:
            return release_label(state, int(command.value))
        return str(_inner(state, frame_value, command))

    registry.label(pick, label, frame=frame, replace=True)
