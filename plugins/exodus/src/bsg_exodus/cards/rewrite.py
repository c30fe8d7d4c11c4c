"""An Exodus catalogue entry as this game plays it: its ``custom`` ops named as the plugin's
own ops, and the few entries whose data shape base reads otherwise, restated in base's
vocabulary (each with the rule it follows).

``{op = "custom", key = K}`` becomes the op ``exodus_K`` when some part registered it (the
convention Pegasus uses with ``pegasus_K``); ``{op = "destiny", action = A}`` becomes
``exodus_destiny_A``. Anything not registered is left as it is, so the card stays out of its
deck and ``bsg cards --missing`` lists it (playable.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from bsg_exodus.cards import interrogation
from bsgcore.base import BaseContent

PREFIX = "exodus_"
AREAS = range(1, 7)


def op_name(content: BaseContent, op: dict[str, Any]) -> str:
    """The registered op an Exodus data op stands for, or its own name when there is none."""
    name = str(op["op"])
    if name == "custom":
        own = PREFIX + str(op.get("key"))
        return own if own in content.effects.ops else name
    if name == "destiny":
        own = f"{PREFIX}destiny_{op.get('action')}"
        return own if own in content.effects.ops else name
    return name


def restated_op(op: dict[str, Any]) -> dict[str, Any]:
    """One data op in the form base's handler reads: a title given to "another player" is
    base's ``chosen`` (whose candidates leave out the holder); an optional draw is base's
    ``optional`` around it (the draw op has no choice of its own); Cylon ships destroyed in an
    area are the plugin's op (base's picks raiders or heavy raiders anywhere)."""
    if op["op"] == "give_title" and op.get("to") == "chosen_other":
        return {**op, "to": "chosen"}
    if op["op"] == "draw_skill" and op.get("optional"):
        inner = {k: v for k, v in op.items() if k != "optional"}
        return {"op": "optional", "chooser": op.get("who", "acting_player"), "effects": [inner]}
    if op["op"] == "destroy_cylon_ships" and op.get("area") in ("all", "chosen"):
        return {"op": "exodus_destroy_cylon_ships_in", "area": op["area"]}
    return op


def _renamed(content: BaseContent, value: Any) -> Any:
    if isinstance(value, dict):
        if "op" in value:
            value = restated_op(value)
        out = {k: _renamed(content, v) for k, v in value.items()}
        if "op" in value:
            name = op_name(content, value)
            if name != value["op"]:
                out = {"op": name, **{k: v for k, v in out.items() if k not in ("op", "key")}}
        return out
    if isinstance(value, list):
        return [_renamed(content, v) for v in value]
    return value


# -- entries restated in base's vocabulary ---------------------------------------------------------


def _medal_of_distinction(raw: dict[str, Any]) -> None:
    """R-405, X-CARD-5: with the Cylon Fleet the CAG places the 2 civilian ships, an empty area
    first (X-CAG-10, -11); without it there is no CAG: the Admiral places each in a space area of
    his choice (R-119), one choice per ship."""
    effects = raw["option_a"]["effects"]
    place = next(op for op in effects if op["op"] == "place_ships")
    count = int(place["ships"]["civilian"])
    choose = {
        "op": "choice",
        "chooser": "admiral",
        "options": [
            {
                "label": f"civilian_ship_to_area_{area}",
                "effects": [{"op": "place_ships", "area": area, "ships": {"civilian": 1}}],
            }
            for area in AREAS
        ],
    }
    admiral = [copy.deepcopy(choose) for _ in range(count)]
    cag = [{"op": "exodus_cag_places_civilians", "count": count}]  # X-CAG-10, -11 (fleet part)
    either = {"op": "exodus_with_cylon_fleet", "effects": cag, "otherwise": admiral}
    at = effects.index(place)
    raw["option_a"]["effects"] = [*effects[:at], either, *effects[at + 1 :]]


def _presidential_order(raw: dict[str, Any]) -> None:
    """The President gives the Admiral or, with the Cylon Fleet, the CAG title to a player of
    his choice; without the option only the Admiral title can be given (exodus.md 11.4,
    DERIVED). The option is asked at play (``exodus_with_cylon_fleet``, the fleet part's)."""
    admiral = {"op": "give_title", "title": "admiral", "to": "chosen", "chooser": "president"}
    cag = {**admiral, "op": "exodus_give_title", "title": "cag"}  # base's op (fleet/cards.py)
    either = {
        "op": "choice",
        "chooser": "president",
        "options": [
            {"label": "admiral", "effects": [admiral]},
            {"label": "cag", "effects": [cag]},
        ],
    }
    raw["effects"] = [
        {"op": "exodus_with_cylon_fleet", "effects": [either], "otherwise": [dict(admiral)]}
    ]


def _gas_giant(raw: dict[str, Any]) -> None:
    """The Admiral may destroy 1 viper (one of the Reserves: docs/rulings.md, Exodus cards) to
    gain 1 fuel; offered only while the Reserves hold a viper."""
    raw["effects"] = [
        {
            "op": "exodus_optional_with_reserve_viper",
            "chooser": "admiral",
            "effects": [
                {"op": "exodus_destroy_reserve_viper"},
                {"op": "resource", "resource": "fuel", "delta": 1},
            ],
        }
    ]


def _cylon_loyalty(raw: dict[str, Any]) -> None:
    """A "You Are a Cylon" card as base's are: revealed as an Action (``action_reveal``), its
    effect optional and applied only outside the Brig by base's reveal (exodus.md 11.9)."""
    effects = [op for op in raw["effects"] if op.get("key") != "reveal_as_cylon"]
    kept = [{k: v for k, v in op.items() if k not in ("optional", "condition")} for op in effects]
    raw["timing"] = "action_reveal"
    raw["effects"] = [{"op": "optional", "chooser": "acting_player", "effects": kept}]


def _resignation(raw: dict[str, Any]) -> None:
    """Resignation's cycle carries the draw it runs once per card discarded (resignation.py)."""
    cycle = next(op for op in raw["effects"] if op.get("key") == "quorum_cycle")
    cycle["draw"] = [{"op": "draw_quorum", "count": 1}]


RESTATED: dict[str, Callable[[dict[str, Any]], None]] = {
    "exodus.crisis.interrogation": interrogation.restate,
    "exodus.quorum.resignation": _resignation,
    "exodus.crisis.medal_of_distinction": _medal_of_distinction,
    "exodus.quorum.presidential_order": _presidential_order,
    "exodus.destination.gas_giant": _gas_giant,
    "exodus.loyalty.you_are_a_cylon_jump_track": _cylon_loyalty,
    "exodus.loyalty.you_are_a_cylon_centurion": _cylon_loyalty,
}


def entry(content: BaseContent, raw: dict[str, Any]) -> dict[str, Any]:
    """The entry as this game plays it (a new dict; the plugin's data is never changed)."""
    out = copy.deepcopy(raw)
    restate = RESTATED.get(str(out["id"]))
    if restate is not None:
        restate(out)
    renamed: dict[str, Any] = _renamed(content, out)
    return renamed
