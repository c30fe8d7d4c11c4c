"""The catalogue-driven Actions (docs/hooks.md, "Actions from the catalogue"): a skill card or a
character's once-per-game ability timed ``action`` whose ops the game's registry carries out is
offered at the Action step, base's own included; one whose op has no handler is not."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseContent, BaseGame, action_ban, data
from bsgcore.base import model as m
from bsgcore.base.characters.action_abilities import ACTIONS, action_ability
from bsgcore.base.effects.cardlist import missing_cards
from bsgcore.base.skills.cards import ACTION_CARDS, action_cards
from bsgcore.context import using_rules
from bsgcore.messages import Command
from bsgcore.ruleset import RulesRegistry, build_rules
from bsgcore.stack import pop
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.turn import table

SKILL = "fan.skill.hot_meal"


def hot_meal(**change: Any) -> dict[str, Any]:
    """A fan engineering Action card: gain 1 morale."""
    entry: dict[str, Any] = {
        "id": SKILL,
        "name": "Hot Meal",
        "type": "engineering",
        "values": [1],
        "copies_by_value": {"1": 1},
        "copies": 1,
        "timing": "action",
        "text": "Action: gain 1 morale.",
        "effects": [{"op": "resource", "resource": "morale", "delta": 1}],
    }
    entry.update(change)
    return entry


def fan(add: Any, name: str = "meal") -> Any:
    return plugin_module(name, requires=("base",), extends=("base",), bsg_base_content=add)


def test_base_offers_its_own_action_cards_and_abilities_from_the_catalogue() -> None:
    """Base's five Action cards and four once-per-game Actions are what the catalogue seam finds:
    base goes through the same path a plugin's card does."""
    rules = build_rules("base")
    with using_rules(rules):
        assert action_cards() == frozenset(ACTION_CARDS)
        found = {c.id: action_ability(c.id) for c in data().characters}
    assert {c: a for c, a in found.items() if a is not None} == ACTIONS


def test_a_plugin_action_card_is_offered_and_resolves() -> None:
    """A fan skill card timed ``action`` is offered to the seat holding it and, played, carries
    out its ops (+1 morale)."""

    def add(content: BaseContent) -> None:
        content.add_card("skill", hot_meal())

    with installed_plugins(fan(add)):
        board = table(plugins=["meal"])
        seat = board.game.current
        code = f"{SKILL}@1"
        board = edits.at_action(edits.with_player(board, seat, hand=(code,)), seat)
        morale = board.game.morale
        board, _ = board.play(board.option("base.play_skill", card=code))
        assert board.game.morale == morale + 1


def test_an_action_card_whose_op_has_no_handler_is_not_offered_and_is_missing() -> None:
    """A fan Action card using a vocabulary op nobody carries out is not an Action card of the
    game and is listed missing (so the game is refused unless allowed incomplete)."""

    def add(content: BaseContent) -> None:
        content.add_card(
            "skill", hot_meal(effects=[{"op": "trauma", "who": "current_player", "delta": 1}])
        )

    with installed_plugins(fan(add, "half")):
        rules = build_rules("base", ["half"])
        with using_rules(rules):
            assert SKILL not in action_cards()
        assert [row.id for row in missing_cards(rules)] == [SKILL]


# -- the Action bans apply to Actions other plugins add (bsg_base_action_allowed) ---------------


@attrs.frozen
class Salute(Command):
    """A plugin's Action that does nothing else."""

    tag = "salute_test.salute"
    seat: int


def salute_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The Salute Action, added to base's Action step."""
    registry.command(Salute, lambda state, command, rng: [pop()])
    registry.add_options(registry.tags["base.f.action"], lambda s, f: [Salute(f.seat)])


def from_the_brig(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """Saluting needs no other location: it may be done from the Brig (B-BRIG-2)."""
    return allowed or (isinstance(command, Salute) and action_ban(game, seat) == "brig")


SALUTE = plugin_module(
    "salute_test", requires=("base",), extends=("base",), bsg_register_rules=salute_rules
)
BRIG_SALUTE = plugin_module(
    "brig_salute",
    requires=("base",),
    extends=("base",),
    bsg_register_rules=salute_rules,
    bsg_base_action_allowed=from_the_brig,
)


def salute_offered(plugin: str, **player: Any) -> bool:
    """Whether the current seat, changed by `player`, is offered the Salute at its Action step."""
    board = table(plugins=[plugin])
    seat = board.game.current
    board = edits.at_action(edits.with_player(board, seat, **player), seat)
    assert board.pending is not None and board.pending.kind == "action"
    return Salute(seat) in board.pending.options


def test_an_added_action_is_not_offered_to_a_seat_under_a_ban() -> None:
    """B-BRIG-2, B-CYL-3, B-CHR-HEL-W for plugins' Actions: the Salute is offered at a free seat's
    Action step, and not in the Brig, to a revealed Cylon or to a stranded Helo."""
    with installed_plugins(SALUTE):
        assert salute_offered("salute_test")
        assert not salute_offered("salute_test", location="base.location.brig")
        assert not salute_offered("salute_test", revealed=True, location="base.location.caprica")
        assert not salute_offered("salute_test", location=m.STRANDED)


def test_a_plugin_allows_its_action_from_the_brig() -> None:
    """``bsg_base_action_allowed``: the plugin whose Action needs no other location lets it be
    taken from the Brig; the other bans still hold."""
    with installed_plugins(BRIG_SALUTE):
        assert salute_offered("brig_salute", location="base.location.brig")
        assert not salute_offered("brig_salute", revealed=True, location="base.location.caprica")


def test_a_plugin_action_card_whose_op_requires_a_condition_waits_for_it() -> None:
    """A fan Action card whose op names ``requires = "raptor_available"`` is offered only while
    a raptor is available."""

    def add(content: BaseContent) -> None:
        win = [{"op": "resource", "resource": "morale", "delta": 1}]
        outcomes = [{"min": 1, "max": 8, "effects": win}]
        effects = [{"op": "roll", "requires": "raptor_available", "outcomes": outcomes}]
        content.add_card("skill", hot_meal(effects=effects))

    with installed_plugins(fan(add, "scout")):
        board = table(plugins=["scout"])
        seat = board.game.current
        code = f"{SKILL}@1"
        board = edits.with_player(board, seat, hand=(code,))
        offered = []
        for raptors in (2, 0):
            at = edits.at_action(edits.edit(board, raptors=raptors), seat)
            offered.append(any(getattr(o, "card", "") == code for o in at.pending.options))  # type: ignore[union-attr]
        assert offered == [True, False]
