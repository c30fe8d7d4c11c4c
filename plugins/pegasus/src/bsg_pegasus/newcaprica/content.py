"""What the New Caprica part adds to the base catalogue (``bsg_base_content``): its board and six
locations (P-NCL-1, Appendix A.2), the objective (P-NC-1), the 30 New Caprica Crisis cards
(P-NCC, Appendix A.8) and the phase's own effect cards (the location actions, the board-wide
actions, Galactica's return), all from the plugin's data file.

The New Caprica Crisis cards are crisis cards of the base catalogue, so base resolves them
(options, checks, choosers); they are kept out of the Crisis deck until the phase (``setup``).
Their ops are translated once here into the base vocabulary and this part's ops (``ops``): an op
with a ``condition`` becomes an ``if``; New Caprica WHO values, conditions and ops get the
``nc_`` names this part registers. The occupation forces and evacuation icons are read from the
data into `ICONS` (base knows neither icon).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from bsg_pegasus import catalogue
from bsg_pegasus.data import load
from bsg_pegasus.newcaprica import names as n
from bsgcore.base import BaseContent, data
from bsgcore.ruleset import RulesRegistry

#: Ops of the New Caprica cards carried out by this part (the catalogue's names, renamed nc_*).
OWN_OPS = ("occupation_force", "civilian_stack", "skip_step", "custom")
#: WHO values the New Caprica cards use that base does not know (renamed nc_*).
OWN_WHO = (
    "chosen_human_on_new_caprica",
    "chosen_on_new_caprica",
    "chosen_human_in_own_location",
    "each_human",
)
#: Conditions the New Caprica cards use that base does not answer (renamed nc_*).
OWN_CONDITIONS = ("current_on_new_caprica",)


def _rename(value: Any, names: tuple[str, ...]) -> Any:
    return f"nc_{value}" if isinstance(value, str) and value in names else value


def translate_op(op: dict[str, Any]) -> dict[str, Any]:
    """One catalogue op in the vocabulary this game carries out (see the module docstring)."""
    out: dict[str, Any] = {}
    for key, value in op.items():
        if key in ("then", "effects", "pass", "fail") and isinstance(value, list | tuple):
            out[key] = [translate_op(dict(o)) for o in value]
        elif key == "outcomes":
            out[key] = [
                {**dict(row), "effects": [translate_op(dict(o)) for o in row["effects"]]}
                for row in value
            ]
        elif key == "options":
            out[key] = [
                {**dict(row), "effects": [translate_op(dict(o)) for o in row.get("effects", ())]}
                for row in value
            ]
        elif key == "op":
            out[key] = _rename(value, OWN_OPS)
        elif key in ("who", "chooser", "roller"):
            out[key] = _rename(value, OWN_WHO)
        elif key == "condition":
            continue
        else:
            out[key] = value
    if out.get("op") == "draw_skill" and "types" not in out:  # "draw N skill cards": any types
        out["types"] = ["any"]
    if out.get("op") == "move_character" and out.get("to") == "any_new_caprica_location":
        out["op"] = "nc_move_character"
    if out.get("op") == "move_character" and str(out.get("who", "")).startswith("nc_"):
        out["op"] = "nc_move_character"
    if out.get("op") == "jump_track":  # the fleet marker is used only before the return
        out = {"op": "nc_before_return", "then": [out]}
    condition = op.get("condition")
    if condition == "galactica_in_orbit":
        return {"op": "nc_after_return", "then": [out]}
    if condition:
        return {"op": "if", "condition": _rename(condition, OWN_CONDITIONS), "then": [out]}
    return out


def _ops(ops: Any) -> list[dict[str, Any]]:
    return [translate_op(dict(op)) for op in ops or ()]


def _box(box: Any) -> dict[str, Any] | None:
    if box is None:
        return None
    out = {k: v for k, v in dict(box).items() if k != "effects"}
    if "requires" in out:
        out["requires"] = _rename(out["requires"], OWN_CONDITIONS)
    if "effects" in box:
        out["effects"] = _ops(box["effects"])
    return out


def crisis_entry(row: Any) -> dict[str, Any]:
    """A New Caprica Crisis card as a base crisis entry (its icons base knows; its ops here)."""
    entry: dict[str, Any] = {
        key: row[key]
        for key in ("id", "name", "kind", "copies", "chooser", "difficulty", "skills", "text")
        if key in row
    }
    icons = [icon for icon in row["cylon_activation"] if icon != n.FORCES_ICON]
    entry["cylon_activation"] = icons or ["none"]
    entry["jump_icon"] = bool(row.get("jump_icon", False))
    for key in ("option_a", "option_b", "pass", "partial", "fail"):
        box = _box(row.get(key))
        if box is not None:
            entry[key] = box
    return entry


@lru_cache(maxsize=1)
def crisis_rows() -> tuple[Any, ...]:
    """The New Caprica Crisis cards of the plugin's data."""
    return load().table(n.NC_CRISIS_TABLE)


@lru_cache(maxsize=1)
def icons() -> dict[str, tuple[bool, bool]]:
    """Card id -> (occupation forces icon, evacuation icon) (P-NCC-5, -8)."""
    return {
        str(row["id"]): (n.FORCES_ICON in row["cylon_activation"], bool(row["evacuation_icon"]))
        for row in crisis_rows()
    }


def crisis_codes() -> tuple[str, ...]:
    """The physical New Caprica Crisis cards in this game's catalogue (those whose ops are all
    carried out), as codes of the Crisis deck (one id a copy)."""
    known = {card.id for card in data().crisis}
    return tuple(
        str(row["id"])
        for row in crisis_rows()
        if row["id"] in known
        for _ in range(int(row["copies"]))
    )


def op_names(node: Any) -> set[str]:
    """Every op named in a catalogue entry (nested lists included)."""
    if isinstance(node, dict):
        found = {str(node["op"])} if "op" in node else set()
        for value in node.values():
            found |= op_names(value)
        return found
    if isinstance(node, list | tuple):
        return set().union(*(op_names(v) for v in node)) if node else set()
    return set()


def location_entry(row: Any) -> dict[str, Any]:
    """A New Caprica location for the base catalogue: both sides may stand there (P-NCL-3),
    never damaged (P-NCL-8); its actions are this part's (`ACTIONS`), not base's. Detention's
    check is run as the location's own effects, so it is an activation of Detention (P-DET-3)."""
    effects = ACTIONS[DETENTION_ACTION]["effects"] if row["id"] == n.DETENTION else []
    return {
        "id": row["id"],
        "name": row["name"],
        "board": n.BOARD,
        "side": "both",
        "hazardous": bool(row["hazardous"]),
        "damageable": False,
        "text": row["text"],
        "effects": effects,
    }


def _action(slug: str, name: str, text: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": f"pegasus.nc_action.{slug}", "name": name, "text": text, "effects": effects}


def _check(difficulty: int, skills: list[str], passed: list[dict[str, Any]]) -> dict[str, Any]:
    return {"op": "skill_check", "difficulty": difficulty, "skills": skills, "pass": passed}


def _send(to: str) -> dict[str, Any]:
    return {"op": "nc_move_character", "who": "chosen", "to": to}


#: The phase's effect cards, by id (run by ``RunOps(id, "effects", seat)``); the texts are the
#: location's (Appendix A.2, UNVERIFIED), the effects in the base vocabulary and this part's ops.
ACTIONS: dict[str, dict[str, Any]] = {
    entry["id"]: entry
    for entry in (
        _action(
            "resistance_hq",
            "Resistance HQ",
            "Human Action: pass a skill check (7: leadership, tactics, treachery) to execute the "
            "character chosen (P-NCL-4).",
            [
                _check(
                    7, ["leadership", "tactics", "treachery"], [{"op": "execute", "who": "chosen"}]
                )
            ],
        ),
        _action(
            "detention",
            "Detention",
            "Action: pass a skill check (9: politics, tactics) to move to any New Caprica "
            "location (R-225).",
            [_check(9, ["politics", "tactics"], [_send("nc_any_location")])],
        ),
        _action(
            "occupation_authority_human",
            "Occupation Authority",
            "Human Action: if you are President, draw 1 Quorum card, then you may play 1.",
            [
                {"op": "draw_quorum", "who": "acting_player", "count": 1},
                {"op": "optional", "effects": [{"op": "play_quorum_card"}]},
            ],
        ),
        _action(
            "occupation_authority_cylon",
            "Occupation Authority",
            "Cylon Action: activate the occupation forces once, then place 1 here.",
            [
                {"op": "nc_occupation_force", "action": "activate", "count": 1},
                {"op": "nc_occupation_force", "action": "place", "count": 1},
            ],
        ),
        _action(
            "breeders_canyon_human",
            "Breeder's Canyon",
            "Human Action: lower the highest resource by 1 to advance the fleet marker 1 space.",
            [
                {"op": "nc_custom", "key": "reduce_highest_resource"},
                {"op": "nc_before_return", "then": [{"op": "jump_track", "delta": 1}]},
            ],
        ),
        _action(
            "breeders_canyon_cylon",
            "Breeder's Canyon",
            "Cylon Action: draw and resolve the top Crisis card; skip this turn's Prepare for Jump.",
            [
                {"op": "nc_skip_step", "step": "prepare_for_jump"},
                {"op": "draw_crisis_choose", "draw": 1},
            ],
        ),
        _action(
            "shipyard_human",
            "Shipyard",
            "Human Action: prepare or evacuate 1 civilian ship; after evacuating you may move to "
            "any Galactica location.",
            [{"op": "nc_civilian_stack", "action": "prepare_or_evacuate", "count": 1}],
        ),
        _action(
            "shipyard_cylon",
            "Shipyard",
            "Cylon Action: look at the top Locked ship and put it back on top or at the bottom.",
            [{"op": "nc_civilian_stack", "action": "peek_top_locked", "count": 1}],
        ),
        _action(
            "attack_occupation_forces",
            "Attack Occupation Forces",
            "Human Action: roll; on 5 or more remove 1 occupation forces token from your "
            "location (P-AOF-2); a miss may be rolled again by discarding a Maximum Firepower "
            "(P-AOF-3, -5).",
            [
                {
                    "op": "roll",
                    "roller": "acting_player",
                    "outcomes": [
                        {"min": 1, "max": n.ATTACK_HITS - 1, "effects": [{"op": "nc_reroll"}]},
                        {
                            "min": n.ATTACK_HITS,
                            "max": 8,
                            "effects": [
                                {
                                    "op": "nc_occupation_force",
                                    "action": "destroy",
                                    "count": 1,
                                    "at": "own_location",
                                }
                            ],
                        },
                    ],
                }
            ],
        ),
        _action(
            "detain",
            "Detain a Human",
            "Cylon Action: roll; 1-3 the human chosen goes to Detention, 4-7 to the Medical "
            "Center, 8 nothing (P-DTN-2, -3).",
            [
                {
                    "op": "roll",
                    "roller": "acting_player",
                    "outcomes": [
                        {"min": 1, "max": n.DETAIN_DETENTION, "effects": [_send(n.DETENTION)]},
                        {
                            "min": n.DETAIN_DETENTION + 1,
                            "max": n.DETAIN_MEDICAL,
                            "effects": [_send(n.MEDICAL_CENTER)],
                        },
                    ],
                }
            ],
        ),
        _action(
            "president_detained",
            "President (New Caprica)",
            "After playing a Quorum card on New Caprica the President rolls: on 3 or less she "
            "goes to Detention (P-TTL-1).",
            [
                {
                    "op": "roll",
                    "roller": "acting_player",
                    "outcomes": [
                        {
                            "min": 1,
                            "max": n.PRESIDENT_DETAINED,
                            "effects": [
                                {
                                    "op": "nc_move_character",
                                    "who": "acting_player",
                                    "to": n.DETENTION,
                                }  # fmt: skip
                            ],
                        }
                    ],
                }
            ],
        ),
        _action(
            "galactica_returns",
            "Galactica returns",
            "1 basestar and 4 raiders in each space area above Galactica, then 2 vipers from the "
            "Reserves in each area with a viper launch icon (P-ORB-3, -4).",
            [
                *(
                    {"op": "place_ships", "area": area, "ships": {"basestar": 1, "raider": 4}}
                    for area in n.ABOVE_GALACTICA
                ),
                *(
                    {"op": "place_ships", "area": area, "ships": {"viper": 2}}
                    for area in n.LAUNCH_AREAS
                ),
            ],
        ),
    )
}
RESISTANCE_HQ_ACTION = "pegasus.nc_action.resistance_hq"
DETENTION_ACTION = "pegasus.nc_action.detention"
ATTACK_ACTION = "pegasus.nc_action.attack_occupation_forces"
DETAIN_ACTION = "pegasus.nc_action.detain"
PRESIDENT_ROLL = "pegasus.nc_action.president_detained"
RETURN_CARD = "pegasus.nc_action.galactica_returns"
SHIPYARD_HUMAN_ACTION = "pegasus.nc_action.shipyard_human"
#: The location actions, by location and side ("human" / "cylon").
LOCATION_ACTIONS: dict[tuple[str, str], str] = {
    (n.OCCUPATION_AUTHORITY, "human"): "pegasus.nc_action.occupation_authority_human",
    (n.OCCUPATION_AUTHORITY, "cylon"): "pegasus.nc_action.occupation_authority_cylon",
    (n.BREEDERS_CANYON, "human"): "pegasus.nc_action.breeders_canyon_human",
    (n.BREEDERS_CANYON, "cylon"): "pegasus.nc_action.breeders_canyon_cylon",
    (n.SHIPYARD, "human"): "pegasus.nc_action.shipyard_human",
    (n.SHIPYARD, "cylon"): "pegasus.nc_action.shipyard_cylon",
}
WHERE = "bsg_pegasus.newcaprica"
PRESIDENT_TITLE = "pegasus.title.president_new_caprica"
ADMIRAL_TITLE = "pegasus.title.admiral_new_caprica"
#: The Treachery skill type's deck (P-TRE), which some New Caprica Crisis cards draw from.
TREACHERY = "treachery"


def add_content(content: BaseContent) -> None:
    """Add the board, its locations, the objective, the New Caprica Crisis cards and the phase's
    effect cards (their ops are added by ``ops.add_ops`` first)."""
    data = load()
    content.add_board(n.BOARD)
    for location in n.LOCATIONS:
        content.add_location(location_entry(data.entry(location)))
    objective = dict(data.entry(n.OBJECTIVE))
    objective.pop("replaces", None)
    content.add_objective(
        {k: v for k, v in objective.items() if k in ("id", "name", "copies", "text")}
    )
    content.implemented_by(n.OBJECTIVE, f"{WHERE}.phase")
    for row in crisis_rows():  # a card goes into play once every op of it is carried out
        entry = crisis_entry(row)
        treachery = "treachery" in repr(entry.get("option_a", "")) + repr(entry.get("option_b", ""))
        if treachery and TREACHERY not in content.decks():
            continue  # draws Treachery: not before the Treachery deck exists (pegasus-skills)
        if all(name in content.effects.ops for name in op_names(entry)):
            content.add_card("crisis", entry)
    content.add_deck(n.ACTION_DECK)
    for entry in ACTIONS.values():
        content.add_card(n.ACTION_DECK, {**entry, "copies": 1})
        content.implemented_by(entry["id"], f"{WHERE}.actions")


def declare(registry: RulesRegistry) -> None:
    """For ``bsg cards``: the board and the two title cards are carried out by this part's
    rules; Resistance HQ's action is listed missing while no ``execute`` op exists."""
    where = f"{WHERE} (board: actions, resolve; titles: ending, actions)"
    for entry in (n.BOARD, PRESIDENT_TITLE, ADMIRAL_TITLE):
        catalogue.implemented(registry, entry, where)
    effects = registry.data["base.effects"]
    if "execute" not in effects.ops:
        name = "Resistance HQ: its action (waits for the execute op)"
        catalogue.missing(registry, f"{n.RESISTANCE_HQ}#action", name, "location")
