"""The heuristic bot's play rules of issue 15 (bot heuristics read from a seat's view, not rules):
when it jumps from FTL Control at 3, a revealed Cylon applying its reveal card's optional effect,
Communications moving a civilian ship out of the raiders' way, and the skill types it draws."""

from __future__ import annotations

from typing import Any

from bsgcore.base.bot.heuristic import BaseBot
from bsgcore.base.locations.communications import STOP, LookAtCivilian, PlaceCivilian
from bsgcore.base.turn.commands import DrawTypes, Pick
from bsgcore.messages import Command

HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_damage_galactica"


def _space(**areas: dict[str, Any]) -> list[dict[str, Any]]:
    """Six space areas, empty unless given (``a4={"cylons": [...], "civilians": [...]}``)."""
    out = []
    for area in range(1, 7):
        given = areas.get(f"a{area}", {})
        out.append(
            {
                "area": area,
                "vipers": given.get("vipers", []),
                "cylons": given.get("cylons", []),
                "civilians": given.get("civilians", []),
            }
        )
    return out


def _raiders(*uids: int) -> list[dict[str, Any]]:
    return [{"uid": uid, "kind": "raider", "damage": 0} for uid in uids]


def _game(kind: str, loyalty: str = HUMAN, revealed: bool = False, **extra: Any) -> dict[str, Any]:
    game: dict[str, Any] = {
        "me": {"seat": 0, "loyalty": [loyalty], "hand": []},
        "players": [{"seat": 0, "revealed": revealed, "location": "base.location.command"}],
        "jump_track": 0,
        "distance": 0,
        "resources": {"population": 10, "morale": 10, "fuel": 8, "food": 8},
        "space": _space(),
        "centurions": [],
    }
    game.update(extra)
    return {"game": game, "pending": {"kind": kind}}


def test_ftl_control_at_3_only_when_raiders_are_among_unguarded_civilians() -> None:
    """A human jumps from FTL Control at 4, not at 3 (2.25 population expected lost) unless
    raiders already stand among civilian ships no viper guards, or for the final jump."""
    bot = BaseBot(0)
    calm = _game("action", jump_track=3)["game"]
    assert not bot._ftl_worth(calm)
    near = _game("action", jump_track=3, space=_space(a4={"cylons": _raiders(1, 2, 3)}))["game"]
    near["space"][4]["civilians"] = [9]  # raiders next to the ship, not yet on it
    assert not bot._ftl_worth(near)
    swarm = _space(a4={"cylons": _raiders(1, 2), "civilians": [9, 10]})
    assert bot._ftl_worth(_game("action", jump_track=3, space=swarm)["game"])
    guarded = _space(a4={"cylons": _raiders(1, 2), "civilians": [9, 10], "vipers": [{"uid": 5}]})
    assert not bot._ftl_worth(_game("action", jump_track=3, space=guarded)["game"])
    assert bot._ftl_worth(_game("action", jump_track=3, distance=8)["game"])
    assert bot._ftl_worth(_game("action", jump_track=4)["game"])


def test_a_revealed_cylon_applies_its_optional_reveal_effect() -> None:
    """An optional effect is applied by a human and by a revealed Cylon (its reveal card's
    effect is asked right after it reveals), declined by a hidden Cylon."""
    options: tuple[Command, ...] = (Pick(0, 0), Pick(0, 1))
    assert BaseBot(0).choose(_game("choose_optional"), options) == Pick(0, 1)
    hidden = _game("choose_optional", loyalty=CYLON)
    assert BaseBot(0).choose(hidden, options) == Pick(0, 0)
    shown = _game("choose_optional", loyalty=CYLON, revealed=True)
    assert BaseBot(0).choose(shown, options) == Pick(0, 1)


def test_communications_moves_the_ship_raiders_reach_first_to_safety() -> None:
    """A human looks at the civilian ship among raiders (not the safe one) and moves it to the
    adjacent area raiders reach last; with no ship in danger it stops."""
    space = _space(a1={"civilians": [7]}, a4={"cylons": _raiders(1, 2), "civilians": [9]})
    look = (LookAtCivilian(0, STOP), LookAtCivilian(0, 7), LookAtCivilian(0, 9))
    bot = BaseBot(0)
    assert bot.choose(_game("communications", space=space), look) == LookAtCivilian(0, 9)
    # area 4's neighbours are 3 and 5; raiders in 6 make 5 the riskier one
    space[5]["cylons"] = _raiders(3)
    place = (PlaceCivilian(0, 9, 4), PlaceCivilian(0, 9, 3), PlaceCivilian(0, 9, 5))
    assert bot.choose(_game("communications_move", space=space), place) == PlaceCivilian(0, 9, 3)
    calm = _space(a1={"civilians": [7]})
    assert bot.choose(_game("communications", space=calm), look[:2]) == LookAtCivilian(0, STOP)


def test_the_bot_draws_the_skill_types_checks_ask_for_most() -> None:
    """Of a multi-type draw, the bot takes the type more crisis checks count positive (tactics
    on 73% of the base crises, piloting on 27%)."""
    options: tuple[Command, ...] = (DrawTypes(0, ("piloting",)), DrawTypes(0, ("tactics",)))
    for seed in range(5):
        assert BaseBot(seed).choose(_game("choose_draw"), options) == DrawTypes(0, ("tactics",))
