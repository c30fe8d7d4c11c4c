"""The ops of the Pegasus skill cards the base vocabulary lacks (the data's ``custom`` keys):
each one card's text, carried out through base's `RunOps` for the seat that played it."""

from __future__ import annotations

from bsg_pegasus.skills import events as ev
from bsg_pegasus.skills.interference import op_run_interference
from bsgcore import Event
from bsgcore.base import (
    ActionStep,
    BaseContent,
    BaseGame,
    CheckMarked,
    ChooseDraw,
    Op,
    ResourceChanged,
    Result,
    RunOps,
    ask,
    data,
    is_cylon_player,
    is_human_player,
    pick,
)
from bsgcore.rng import RandomCursor
from bsgcore.stack import push

RESOURCES = ("fuel", "food", "morale", "population")
BRIG = "base.location.brig"
#: Detention, New Caprica's Brig (P-DET-*), by the id the New Caprica part gives it.
DETENTION = "pegasus.location.detention"
#: Support the People: who holds this many cards or fewer may draw (Appendix A.5).
SUPPORT_HAND = 4
SUPPORT_DRAW = 2


def op_support(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Support the People: each human player holding 4 or fewer cards draws 2 of his skill set's
    types, chosen (P-TIME-3: the card played no longer counts in its player's hand)."""
    out: list[Event] = []
    for seat in range(len(game.players)):
        player = game.players[seat]
        if is_cylon_player(game, seat) or len(player.hand) > SUPPORT_HAND or not player.character:
            continue
        types = tuple(sorted(data().character(player.character).skill_types))
        out.append(push(ChooseDraw(seat, SUPPORT_DRAW, types)))
    return out


def op_counts_positive(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """At Any Cost: Treachery counts positive in this check (H-SKILL-2)."""
    return [ev.CheckTypeCounted("treachery")]


def op_no_destiny(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Guts and Initiative: no Destiny cards are added to this check (checks.wrap_destiny)."""
    return [CheckMarked(ev.NO_DESTINY)]


def op_difficulty(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Jury Rigged: the check's difficulty is 4 lower (P-RECK-4)."""
    return [ev.CheckDifficultyLowered(-int(op.get("delta", -4)))]


def op_face_up(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Investigative Committee: players' cards face up, Destiny cards hidden (P-DST-3)."""
    return [CheckMarked(ev.PLAYERS_FACE_UP)]


def op_take_action(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Critical Situation: the player takes 1 action now (P-MOVE-7)."""
    return [push(*(ActionStep(frame.seat) for _ in range(int(op.get("count", 1)))))]


def op_policy(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Preventative Policy: name a resource; its next loss this turn is 1 smaller."""
    choice = pick(frame)
    if choice < 0:
        return ask(frame.seat, "resource", list(range(len(RESOURCES))))
    return [ev.PolicySet(frame.seat, RESOURCES[choice])]


def human_detained(game: BaseGame) -> bool:
    """Whether a human player is in the Brig (or New Caprica's Detention)."""
    return any(
        is_human_player(game, s) and p.location in (BRIG, DETENTION)
        for s, p in enumerate(game.players)
    )


def op_highest_resource(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Human Weakness: with a human in the Brig or Detention, the highest resource loses 1; the
    player picks among tied ones (docs/rulings.md)."""
    if not human_detained(game):
        return []
    top = max(getattr(game, r) for r in RESOURCES)
    tied = [i for i, r in enumerate(RESOURCES) if getattr(game, r) == top]
    choice = pick(frame)
    if len(tied) > 1 and choice < 0:
        return ask(frame.seat, "resource", tied)
    chosen = RESOURCES[choice if len(tied) > 1 else tied[0]]
    return [ResourceChanged(chosen, int(op.get("delta", -1)))]


def op_gods_plan(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """God's Plan: the swap is the card's play itself (movement.py, `DestinyTopSwapped`), since
    the card goes onto the Destiny deck instead of its discard pile."""
    return []


#: The six space areas (B-MAP-1).
AREAS = (1, 2, 3, 4, 5, 6)


def piloting(game: BaseGame, seat: int) -> bool:
    """Whether the seat flies a viper."""
    return any(v.pilot == seat for v in game.vipers)


def op_fly_viper(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Full Throttle: the pilot's viper flies to any space area (staying is a choice too); the
    attack that may follow is base's ``viper_attacks`` op, 1 attack, optional."""
    if not piloting(game, frame.seat):
        return []
    choice = pick(frame)
    if choice < 0:
        return ask(frame.seat, "area", list(AREAS))
    return [ev.ViperFlown(frame.seat, choice)]


OPS = {
    "pegasus_support_the_people": op_support,
    "pegasus_treachery_counts_positive": op_counts_positive,
    "pegasus_no_destiny_cards": op_no_destiny,
    "pegasus_difficulty_delta": op_difficulty,
    "pegasus_investigative_committee_players_face_up": op_face_up,
    "pegasus_take_action": op_take_action,
    "pegasus_preventative_policy": op_policy,
    "pegasus_reduce_highest_resource": op_highest_resource,
    "pegasus_destiny_swap_top_with_this_card": op_gods_plan,
    "pegasus_fly_viper": op_fly_viper,
    "pegasus_run_interference": op_run_interference,
}
#: Custom keys of the data carried out as several ops (Full Throttle: fly, then 1 attack).
EXPANDED = {
    "full_throttle": (
        {"op": "pegasus_fly_viper"},
        {"op": "viper_attacks", "count": 1},
    ),
}


def add_ops(content: BaseContent) -> None:
    """This feature's ops, in the game's effect registry."""
    content.add_ops(OPS)
