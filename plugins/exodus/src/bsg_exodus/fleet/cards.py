"""The "CAG chooses" Crisis and Super Crisis cards (X-FLEET-SETUP-2, X-CAG-2, X-SETUP-3): the
six Crisis cards (Détente, Raiders Inbound, Return to Duty, Review Camera Footage, Tracked by
Radiation, Training a Rookie) and the Super Crisis Fighting Blind, all ``requires_option =
"exodus.cylon_fleet"``.

They join their decks like the always-used cards (base's effect ops, the CAG as chooser by base's
``chooser_of`` over the titles) and are boxed at set-up when the option is not used (base's
``bsg_base_set_aside``), so a game without Cylon Fleet never meets one. The ops they need
beyond base's vocabulary: ``pursuit_track`` (the marker advances, each space triggering,
X-PURSUIT-7), ``exodus_pilots_on_galactica_may_launch`` (Return to Duty) and
``exodus_cag_damages_vipers`` (Training a Rookie).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.cards import rewrite
from bsg_exodus.data import load
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import reinforce as rf
from bsgcore.base import (
    BASE_VIPER,
    BaseContent,
    BaseGame,
    LaunchPilot,
    Location,
    Op,
    Result,
    RunOps,
    ViperHit,
    VipersChanged,
    child,
    clockwise,
    current_state,
    data,
    deck_gaps,
    entry_gaps,
    g,
    is_human_player,
    launch_possible,
    models_in,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

OPTION = "exodus.cylon_fleet"
DECKS = ("crisis", "super_crisis")
GALACTICA = "base.board.galactica"
PILOTING = "piloting"
#: Base's ``give_title`` under this part's name: base checks a card's title against the shipped
#: lines while the content is built, before the CAG line is in the game's rules (Presidential
#: Order gives the CAG title with the option).
GIVE_TITLE = "exodus_give_title"
#: The Damaged Vipers pick meaning "a viper of the Reserves" (a viper in space is its uid).
RESERVES = -1


def entries() -> tuple[tuple[str, dict[str, Any]], ...]:
    """The (deck, raw entry) of every card that exists only with the option."""
    table = load()
    return tuple(
        (deck, table.raw(str(row["id"])))
        for deck in DECKS
        for row in table.table(deck)
        if row.get("requires_option") == OPTION
    )


def card_ids() -> frozenset[str]:
    """The ids of the "CAG chooses" cards."""
    return frozenset(str(raw["id"]) for _, raw in entries())


def add_cards(content: BaseContent) -> None:
    """Register the ops and put each card this game carries out whole into its deck."""
    content.add_ops(OPS, params=PARAMS, acts_on=ACTS_ON)
    give = content.effects.handler("give_title")
    if give is not None:  # base's op, for the CAG title its content-time check cannot know yet
        content.add_op(GIVE_TITLE, give, params=frozenset({"title", "to", "chooser"}))
    for deck, raw in entries():
        entry = rewrite.entry(content, raw)
        if not entry_gaps(content, entry) and not deck_gaps(deck, entry):
            content.add_card(deck, entry)


def boxed(game: BaseGame) -> tuple[str, ...]:
    """The dealt codes of the "CAG chooses" cards (boxed without the option, X-SETUP-3)."""
    ids = card_ids()
    decks = (*game.crisis_deck, *game.super_crisis_deck)
    return tuple(code for code in decks if code.split("#", 1)[0] in ids)


def _used() -> bool:
    state = current_state()
    return state is not None and fb.fleet(state).used


# -- pursuit_track -------------------------------------------------------------------------------


def op_pursuit_track(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The marker advances `delta` spaces, one at a time, each entered space triggering
    (X-PURSUIT-2, -7); nothing without the board."""
    delta = int(op.get("delta", 1))
    if not _used() or delta <= 0:
        return []
    return [push(*(rf.AdvancePursuit(frame.seat) for _ in range(delta)))]


# -- Return to Duty: pilots on Galactica may launch -----------------------------------------------


@attrs.frozen
class OfferLaunches(Frame):
    """The next of `seats` (turn order) who can still launch is asked (Return to Duty)."""

    tag = "exodus.f.offer_launches"
    seats: tuple[int, ...]


@attrs.frozen
class MayLaunch(Frame):
    """`seat` may launch himself in a viper; `after` are offered it next."""

    tag = "exodus.f.may_launch"
    seat: int
    after: tuple[int, ...]


@attrs.frozen
class LaunchOrNot(Command):
    """Launch yourself in a viper (Return to Duty), or not."""

    tag = "exodus.launch_or_not"
    launch: bool


def can_launch(game: BaseGame, seat: int) -> bool:
    """A human character at a Galactica location (not the Brig or Sickbay) with Piloting in his
    skill set, while a viper can be had (base's ``launch_possible``)."""
    player = game.players[seat]
    cards = data()
    if not launch_possible(game):
        return False
    where = cards.index.get(player.location)  # none in space, stranded (Helo) or off the table
    if not isinstance(where, Location) or where.board != GALACTICA or where.hazardous:
        return False
    character = cards.character(player.character)
    return is_human_player(game, seat) and PILOTING in character.skill_types


def op_pilots_may_launch(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Return to Duty: each such character, from the current player on, may launch himself."""
    return [push(OfferLaunches(tuple(clockwise(game, game.current))))]


def step_offer_launches(state: State, frame: OfferLaunches, rng: RandomCursor) -> list[Event]:
    """Ask the next seat who can launch now; done when none is left."""
    game = g(state)
    seats = frame.seats
    while seats and not can_launch(game, seats[0]):
        seats = seats[1:]
    return [replace(MayLaunch(seats[0], seats[1:]))] if seats else [pop()]


def decide_may_launch(state: State, frame: MayLaunch) -> Decision:
    """Launch or not."""
    options: list[Command] = [LaunchOrNot(frame.seat, True), LaunchOrNot(frame.seat, False)]
    return Decision.make(
        frame.seat, "exodus_may_launch", "Return to Duty: launch yourself in a viper?", options
    )


def handle_may_launch(state: State, cmd: LaunchOrNot, rng: RandomCursor) -> list[Event]:
    """Base's Hangar Deck launch (echo or foxtrot, B-LOC-HGR), then the next pilot."""
    frame = state.top
    assert isinstance(frame, MayLaunch)
    launch = [push(LaunchPilot(cmd.seat))] if cmd.launch else []
    return [replace(OfferLaunches(frame.after)), *launch]


# -- Training a Rookie: the CAG damages 2 working vipers ------------------------------------------


@attrs.frozen
class CagDamagesVipers(Frame):
    """`seat` (the CAG) still moves `count` working vipers to the Damaged Vipers box."""

    tag = "exodus.f.cag_damages_vipers"
    seat: int
    count: int


@attrs.frozen
class ChooseDamagedViper(Frame):
    """`seat` picks the next working viper to damage (`count` left, this one included)."""

    tag = "exodus.f.choose_damaged_viper"
    seat: int
    count: int


@attrs.frozen
class DamageViper(Command):
    """A viper to the Damaged Vipers box: one of the Reserves (`RESERVES`, of `model`: the
    CAG's choice, X-MK7-3) or one in space."""

    tag = "exodus.damage_viper"
    viper: int
    model: str = BASE_VIPER


def op_cag_damages_vipers(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Training a Rookie, option b: the CAG picks the vipers, one at a time."""
    cag = game.titles.get("cag", game.current)
    return [push(CagDamagesVipers(cag, int(op.get("count", 1))))]


def working(game: BaseGame) -> list[int]:
    """The picks: the Reserves while they hold a viper, and each viper in space."""
    return [RESERVES] * (game.vipers_reserve > 0) + [v.uid for v in game.vipers]


def picks(game: BaseGame, seat: int) -> list[Command]:
    """The working vipers: the Reserves' once per model held there, each one in space."""
    reserves: list[Command] = [
        DamageViper(seat, RESERVES, model) for model in models_in(game, "reserve")
    ]
    return reserves + [DamageViper(seat, v.uid) for v in game.vipers]


def step_damage_vipers(state: State, frame: CagDamagesVipers, rng: RandomCursor) -> list[Event]:
    """Ask for the next viper; done when the count is reached or no working viper is left."""
    if frame.count <= 0 or not working(g(state)):
        return [pop()]
    return [replace(ChooseDamagedViper(frame.seat, frame.count))]


def decide_damage_viper(state: State, frame: ChooseDamagedViper) -> Decision:
    """Which working viper is damaged next."""
    options = picks(g(state), frame.seat)
    return Decision.make(
        frame.seat,
        "exodus_damage_viper",
        f"Training a Rookie: damage a working viper ({frame.count} to go)",
        options,
    )


def handle_damage_viper(state: State, cmd: DamageViper, rng: RandomCursor) -> list[Event]:
    """A Reserves viper to the box, or one in space (its pilot to Sickbay, B-CMBT-5)."""
    frame = state.top
    assert isinstance(frame, ChooseDamagedViper)
    reserve = VipersChanged(-1, 1, 0, cmd.model)
    hit: Event = reserve if cmd.viper == RESERVES else ViperHit(cmd.viper, False)
    return [hit, replace(CagDamagesVipers(frame.seat, frame.count - 1))]


# -- the CAG places civilian ships where a card leaves the area open -------------------------------


def op_with_cylon_fleet(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Run the op's ``effects`` with the Cylon Fleet, its ``otherwise`` without it (a card whose
    reading depends on the option, such as Medal of Distinction, X-CARD-5)."""
    return [push(child(frame, "effects" if _used() else "otherwise"))]


def op_cag_places_civilians(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The CAG places `count` civilian ships, one at a time, an empty area first (X-CAG-10,
    -11, the pursuit track's frames)."""
    cag = game.titles.get("cag", -1)
    count = int(op.get("count", 1))
    return [push(rf.PlaceCivilians(cag, count))] if cag >= 0 and count > 0 else []


OPS = {
    "exodus_with_cylon_fleet": op_with_cylon_fleet,
    "exodus_cag_places_civilians": op_cag_places_civilians,
    "pursuit_track": op_pursuit_track,
    "exodus_pilots_on_galactica_may_launch": op_pilots_may_launch,
    "exodus_cag_damages_vipers": op_cag_damages_vipers,
}
PARAMS: dict[str, frozenset[str] | None] = {
    "exodus_with_cylon_fleet": frozenset({"effects", "otherwise"}),
    "exodus_cag_places_civilians": frozenset({"count"}),
    "pursuit_track": frozenset({"delta"}),
    "exodus_pilots_on_galactica_may_launch": frozenset({"optional"}),
    "exodus_cag_damages_vipers": frozenset({"count"}),
}
#: The ops that place or move ships in space, or move the pursuit marker: a rule freezing space
#: finds them (base's ``op_acts_on``; Pegasus's New Caprica before the return, X-PEG-17).
SPACE = frozenset({"space"})
ACTS_ON = {
    "exodus_cag_places_civilians": SPACE,
    "pursuit_track": SPACE,
    "exodus_pilots_on_galactica_may_launch": SPACE,
}
STEPS = {OfferLaunches: step_offer_launches, CagDamagesVipers: step_damage_vipers}
DECIDERS = {MayLaunch: decide_may_launch, ChooseDamagedViper: decide_damage_viper}
HANDLERS = {LaunchOrNot: handle_may_launch, DamageViper: handle_damage_viper}
