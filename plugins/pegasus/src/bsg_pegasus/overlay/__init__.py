"""The Cylon locations overlay (P-OVL): its four locations replace the base game's Cylon
locations for the whole game (P-SETUP-4, P-OVL-1), keeping their ids so every rule that sends a
Cylon to "the Resurrection Ship" finds the overlay's.

- Caprica: as base, but the crisis left over goes to the bottom of the deck and the crisis
  resolved keeps its Prepare for Jump step (P-OVL-5, P-CYT-3, P-CYT-4).
- Cylon Fleet: unchanged in effect.
- Human Fleet: look at the top Crisis or Destination card (top or bottom), then draw 2 skill
  cards; or Infiltrate, offered once an ``infiltrate`` op is registered (the Cylon Leader
  feature, P-OVL-3, P-INF-1).
- Resurrection Ship: hazardous (P-OVL-2); its Action draws 1 Super Crisis card, it no longer
  hands off Loyalty cards (P-OVL-4), and a player there draws only 1 skill card in his Receive
  Skills step (Appendix A.3).

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus import catalogue
from bsg_pegasus.data import load
from bsgcore import Event, hookimpl
from bsgcore.base import (
    BaseContent,
    BaseGame,
    ChooseDraw,
    Op,
    Result,
    RunOps,
    deal_super_crisis,
    modifiers,
    type_names,
    who,
)
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import push

CAPRICA = "base.location.caprica"
CYLON_FLEET = "base.location.cylon_fleet"
HUMAN_FLEET = "base.location.human_fleet"
RESURRECTION_SHIP = "base.location.resurrection_ship"
#: The overlay's entry for each base Cylon location it covers.
OVERLAY = {
    CAPRICA: "pegasus.location.caprica",
    CYLON_FLEET: "pegasus.location.cylon_fleet",
    HUMAN_FLEET: "pegasus.location.human_fleet",
    RESURRECTION_SHIP: "pegasus.location.resurrection_ship",
}
INFILTRATE_OP = "infiltrate"
#: Human Fleet's skill cards (Appendix A.3).
FLEET_DRAW = 2
OVERLAY_BOARD = "pegasus.board.cylon_overlay"

CAPRICA_EFFECTS = [
    {
        "op": "choice",
        "chooser": "acting_player",
        "options": [
            {"label": "play_super_crisis", "effects": [{"op": "play_super_crisis"}]},
            {
                "label": "draw_two_crises",
                "effects": [
                    {
                        "op": "draw_crisis_choose",
                        "draw": 2,
                        "resolve": 1,
                        "other_to": "bottom_of_deck",
                        "skip_steps": ["activate_cylon_ships"],
                    }
                ],
            },
        ],
    }
]
SCOUT_AND_DRAW = {
    "label": "scout_and_draw",
    "effects": [
        {"op": "peek_top", "decks": ["crisis", "destination"]},
        {"op": "pegasus_fleet_draw"},
    ],
}
INFILTRATE = {"label": "infiltrate", "effects": [{"op": INFILTRATE_OP}]}
RESURRECTION_EFFECTS = [{"op": "pegasus_draw_super_crisis"}]


def human_fleet_effects(infiltration: bool) -> list[dict[str, Any]]:
    """Human Fleet's choice; Infiltrate only when the game carries it out."""
    options = [SCOUT_AND_DRAW, INFILTRATE] if infiltration else [SCOUT_AND_DRAW]
    return [{"op": "choice", "chooser": "acting_player", "options": options}]


def entry(location: str, effects: list[dict[str, Any]], hazardous: bool = False) -> dict[str, Any]:
    """The overlay's record for a base Cylon location, under the base id."""
    raw = load().raw(OVERLAY[location])
    raw.update(id=location, side="cylon", damageable=False, hazardous=hazardous, effects=effects)
    for key in ("board", "replaces", "passive", "ruling"):
        raw.pop(key, None)
    return raw


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """Cover the base Cylon locations (after every other feature added its ops, so Human
    Fleet's Infiltrate joins it when it is carried out)."""
    content.add_op("pegasus_fleet_draw", op_fleet_draw, params=frozenset())
    content.add_op(
        "pegasus_draw_super_crisis", op_draw_super_crisis, params=DRAW_SUPER_CRISIS_PARAMS
    )
    cylon_fleet = [dict(op) for op in load().raw(OVERLAY[CYLON_FLEET])["effects"]]
    infiltration = INFILTRATE_OP in content.effects.ops
    content.replace_location(entry(CAPRICA, CAPRICA_EFFECTS))
    content.replace_location(entry(CYLON_FLEET, cylon_fleet))
    content.replace_location(entry(HUMAN_FLEET, human_fleet_effects(infiltration)))
    content.replace_location(entry(RESURRECTION_SHIP, RESURRECTION_EFFECTS, hazardous=True))


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The overlay's entries are carried out as the base locations they cover."""
    if ruleset == "base":
        catalogue.implemented(registry, OVERLAY_BOARD, "bsg_pegasus.overlay (P-OVL-1)")
        for base_id, overlay_id in OVERLAY.items():
            catalogue.implemented(registry, overlay_id, f"bsg_pegasus.overlay (as {base_id})")


@hookimpl
def bsg_base_receive_skills(game: BaseGame, seat: int, draw: Any) -> Any:
    """At the Resurrection Ship a player draws only 1 skill card (Appendix A.3)."""
    if game.players[seat].location != RESURRECTION_SHIP:
        return draw
    fixed = tuple(draw.fixed)[:1]
    count = 0 if fixed else min(1, draw.count)
    return attrs.evolve(draw, fixed=fixed, count=count)


def op_fleet_draw(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Human Fleet's "draw 2 Skill Cards" under the normal draw rules (R-302, P-OVL-6): the
    seat's own draw as the ``bsg_base_receive_skills`` pipeline shapes it, so a Cylon Leader
    draws from his skill set (P-CL-8) and another Cylon player 2 cards of any types, each from
    another deck (P-CYT-5, the skills part's draw decider)."""
    draw = ChooseDraw(frame.seat, FLEET_DRAW, tuple(sorted(type_names())))
    for modify in modifiers().receive_skills:
        draw = modify(game, frame.seat, draw)
    return [push(draw)]


#: The parameters of ``pegasus_draw_super_crisis`` (the card ops, Footage Transmitted, give them).
DRAW_SUPER_CRISIS_PARAMS = frozenset({"who", "count"})


def op_draw_super_crisis(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The seats `who` names (the acting player by default: the overlay's Resurrection Ship)
    each draw `count` (1) Super Crisis cards, secretly (Footage Transmitted: each revealed
    Cylon player)."""
    value = op.get("who")
    seats = (frame.seat,) if value is None else who(game, str(value), frame.seat, frame.target)
    events: list[Event] = []
    for seat in seats:
        for _ in range(int(op.get("count", 1))):
            dealt = deal_super_crisis(game, seat, rng)
            for event in dealt:
                game = event.apply(game)  # type: ignore[attr-defined]
            events += dealt
    return events
