"""The Conflicted Loyalties cards as this game plays them (X-LC-1, X-LC-SETUP, X-COMP-14): the 8
Personal Goal and 5 Final Five loyalty cards of ``data/exodus.toml``, which of them a game uses
(its ``conflicted_loyalties`` form), and each card's record for base's catalogue.

A Final Five card's two texts become one container op, ``exodus_final_five`` with the op lists
``examined`` (X-LC-21) and ``executed`` (X-LC-22), so base's interpreter runs them as nested
paths (``effects/0/examined``); their WHO values are this part's (`who`), which leave revealed
Cylon players out (X-LC-23). The catalogue's ``custom`` steps (reveal, hand back, box) are this
part's frames. A Personal Goal card keeps no ops: its Action, condition and end-of-game loss are
read from its record (``reveal_condition``, ``end_of_game_loss``) by the goals module.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bsg_exodus import options
from bsg_exodus.data import load
from bsg_exodus.setup.loyalty import PLAIN_NOT_A_CYLON

PERSONAL_GOAL, FINAL_FIVE = "Personal Goal", "The Final Five"
#: The container op of a Final Five card and its two op lists.
FINAL_FIVE_OP = "exodus_final_five"
EXAMINED, EXECUTED = "examined", "executed"
#: The catalogue's WHO values, as this part names them (revealed Cylon players left out).
WHO = {
    "examiner": "exodus_examiner",
    "owner": "exodus_owner",
    "each_player": "exodus_each_human",
    "each_other_player": "exodus_each_other_human",
}
BASE_NOT_A_CYLON = "base.loyalty.you_are_not_a_cylon"


@cache
def ids(subtitle: str) -> tuple[str, ...]:
    """The loyalty card ids with this subtitle, in catalogue order."""
    return tuple(
        str(row["id"]) for row in load().table("loyalty") if row.get("subtitle") == subtitle
    )


def goals() -> tuple[str, ...]:
    """The Personal Goal cards."""
    return ids(PERSONAL_GOAL)


def final_five() -> tuple[str, ...]:
    """The Final Five cards."""
    return ids(FINAL_FIVE)


def is_goal(card: str) -> bool:
    """Whether `card` is a Personal Goal card."""
    return card in goals()


def is_final_five(card: str) -> bool:
    """Whether `card` is a Final Five card."""
    return card in final_five()


def conflicted(card: str) -> bool:
    """Whether `card` is one of this option's cards (secret like a Cylon card, X-LC-30)."""
    return is_goal(card) or is_final_five(card)


def in_play(game_options: Any) -> tuple[str, ...]:
    """The option's cards this game uses (X-LC-SETUP-1, -2): the other kind stays boxed."""
    rows = load().table("loyalty")
    return tuple(
        str(row["id"])
        for row in rows
        if row.get("subtitle") in (PERSONAL_GOAL, FINAL_FIVE) and options.in_play(row, game_options)
    )


def pool(game_options: Any, base_copies: int, exodus_copies: int) -> tuple[str, ...]:
    """The "You Are Not a Cylon" cards of this game (X-LOY-2, X-LC-SETUP-3): the plain ones and
    the option's, or () when the option is not used (base's own order then)."""
    chosen = in_play(game_options)
    if not chosen:
        return ()
    plain = (BASE_NOT_A_CYLON,) * base_copies + (PLAIN_NOT_A_CYLON,) * exodus_copies
    return plain + chosen


def field(card: str, key: str) -> str:
    """A field of the card's record in the plugin's data (base's catalogue keeps only `team`)."""
    return str(load().raw(card).get(key, ""))


def _renamed(ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The data's ops without its ``custom`` steps (this part's frames), WHO values renamed."""
    out = []
    for op in ops:
        if op["op"] == "custom":
            continue
        out.append({k: WHO.get(str(v), v) if k == "who" else v for k, v in op.items()})
    return out


def entry(card: str) -> dict[str, Any]:
    """The record base's catalogue takes for one of this option's cards."""
    raw = dict(load().raw(card))
    examined, executed = raw.pop("on_examined", []), raw.pop("on_execution_reveal", [])
    raw.pop("effects", None)
    if is_final_five(card):
        raw["effects"] = [
            {"op": FINAL_FIVE_OP, EXAMINED: _renamed(examined), EXECUTED: _renamed(executed)}
        ]
    else:
        raw["effects"] = []
    return raw
