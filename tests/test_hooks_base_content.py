"""The base game's content hook, ``bsg_base_content(content)``, and the effect registry built per
game's rules: a fan crisis card and Quorum card played through it, refusals at build time naming
the plugin and the card, removal, and two games in one process that never share their tables."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore import ConfigurationError, Game
from bsgcore.base import BaseContent, BaseGame, Op, supported
from bsgcore.base.catalogue.loader import load
from bsgcore.base.effects.cardlist import missing_cards
from bsgcore.base.quorum.cards import PlayQuorumCard
from bsgcore.base.turn.events import ResourceChanged
from bsgcore.context import using_rules
from bsgcore.messages import Command, Event
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board, quiet

CRISIS = "fan.crisis.supply_run"
QUORUM = "fan.quorum.ration_plan"


def op_fan_bonus(game: BaseGame, frame: Any, op: Op, rng: Any) -> list[Event]:
    """A fan op: gain `delta` of a resource (the fan cards below use it)."""
    return [ResourceChanged(str(op.get("resource")), int(op.get("delta")))]


def fan_crisis(**change: Any) -> dict[str, Any]:
    """A choice crisis whose option A gains 2 fuel through the fan op."""
    entry: dict[str, Any] = {
        "id": CRISIS,
        "name": "Supply Run",
        "kind": "choice",
        "copies": 1,
        "chooser": "current_player",
        "cylon_activation": ["raiders"],
        "jump_icon": False,
        "option_a": {
            "text": "Gain 2 fuel.",
            "effects": [{"op": "fan_bonus", "resource": "fuel", "delta": 2}],
        },
        "option_b": {
            "text": "Lose 1 morale.",
            "effects": [{"op": "resource", "resource": "morale", "delta": -1}],
        },
    }
    entry.update(change)
    return entry


QUORUM_CARD = {
    "id": QUORUM,
    "name": "Ration Plan",
    "copies": 1,
    "timing": "action",
    "text": "Action: gain 3 food; discard this card.",
    "effects": [{"op": "fan_bonus", "resource": "food", "delta": 3}, {"op": "discard_this_card"}],
}


def add_fan_cards(content: BaseContent) -> None:
    content.add_op("fan_bonus", op_fan_bonus, params=frozenset({"resource", "delta"}))
    content.add_card("crisis", fan_crisis())
    content.add_card("quorum", QUORUM_CARD)


def fan(add: Any, name: str = "fan") -> Any:
    """A fan plugin for the base game whose bsg_base_content is ``add``."""
    return plugin_module(name, requires=("base",), extends=("base",), bsg_base_content=add)


def set_up(plugins: list[str], seed: int = 1) -> Game:
    """A 3-seat base game with these plugins, played through set-up by first options."""
    game = Game.new("base", plugins=plugins, seats=3, seed=seed, options={"type_balance": False})
    while game.pending is not None and not game.state.game.set_up:
        game.play(game.pending.options[0])
    return game


def drive(board: Board, prefer: Any, until: Any, limit: int = 400) -> tuple[Board, list[Event]]:
    """Play `prefer(decision)` or the first option until `until(events)`; every event seen."""
    seen: list[Event] = []
    for _ in range(limit):
        decision = board.pending
        assert decision is not None, "the game ended first"
        choice: Command = prefer(decision) or decision.options[0]
        board, events = board.play(choice)
        seen += events
        if until(seen):
            return board, seen
    raise AssertionError("not reached")


def test_a_fan_crisis_card_is_drawn_and_resolved_through_its_fan_op() -> None:
    """Added through the hook, the crisis is in the game's deck, drawn and its option resolved."""
    with installed_plugins(fan(add_fan_cards)):
        game = set_up(["fan"])
        value: BaseGame = game.state.game
        assert CRISIS in value.crisis_deck
        deck = (CRISIS, *(c for c in value.crisis_deck if c != CRISIS))
        board = Board(
            game.rules, game.state.with_game(quiet(attrs.evolve(value, crisis_deck=deck)))
        )
        fuel = board.game.fuel

        def option_a(decision: Any) -> Command | None:
            return next((o for o in decision.options if getattr(o, "option", "") == "a"), None)

        def gained(events: list[Event]) -> bool:
            return any(isinstance(e, ResourceChanged) and e.resource == "fuel" for e in events)

        board, seen = drive(board, option_a, gained)
        assert any(getattr(e, "card", None) == CRISIS for e in seen)
        assert [
            e.delta for e in seen if isinstance(e, ResourceChanged) and e.resource == "fuel"
        ] == [2]
        assert board.game.fuel == fuel + 2


def test_a_fan_quorum_card_is_played_and_its_fan_op_resolved() -> None:
    """The President plays the fan Quorum card from hand: its fan op gains 3 food."""
    with installed_plugins(fan(add_fan_cards)):
        game = set_up(["fan"])
        value: BaseGame = game.state.game
        hand = (QUORUM, *value.quorum_hand)
        deck = tuple(c for c in value.quorum_deck if c != QUORUM)
        value = attrs.evolve(value, quorum_hand=hand, quorum_deck=deck)
        board = Board(game.rules, game.state.with_game(quiet(value)))
        food = board.game.food

        def play_it(decision: Any) -> Command | None:
            return next(
                (o for o in decision.options if isinstance(o, PlayQuorumCard) and o.card == QUORUM),
                None,
            )

        def gained(events: list[Event]) -> bool:
            return any(isinstance(e, ResourceChanged) and e.resource == "food" for e in events)

        board, seen = drive(board, play_it, gained)
        assert [
            e.delta for e in seen if isinstance(e, ResourceChanged) and e.resource == "food"
        ] == [3]
        assert board.game.food == food + 3
        assert QUORUM not in board.game.quorum_hand


def refusal(add: Any) -> str:
    """The message of the ConfigurationError a game with this content gets when built."""
    with installed_plugins(fan(add, "typo")), pytest.raises(ConfigurationError) as info:
        Game.new("base", plugins=["typo"], seats=3, seed=1)
    return str(info.value)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            {
                "option_b": {
                    "text": "",
                    "effects": [{"op": "resorce", "resource": "food", "delta": 1}],
                }
            },
            "op 'resorce'",
        ),
        (
            {
                "option_b": {
                    "text": "",
                    "effects": [{"op": "trauma", "who": "the_cook", "delta": 1}],
                }
            },
            "'the_cook' is not a WHO value",
        ),
        (
            {
                "option_b": {
                    "text": "",
                    "effects": [{"op": "if", "condition": "full_moon", "then": []}],
                }
            },
            "condition 'full_moon'",
        ),
    ],
)
def test_an_unknown_op_who_or_condition_is_refused_naming_plugin_and_card(
    change: dict[str, Any], said: str
) -> None:
    """A misspelt op, WHO value or condition is a ConfigurationError when the rules are built."""

    def add(content: BaseContent) -> None:
        content.add_card("crisis", fan_crisis(**change))

    message = refusal(add)
    assert "plugin 'typo'" in message and CRISIS in message and said in message


def test_an_unknown_deck_or_card_is_refused_naming_plugin_and_card() -> None:
    """A card added to a deck that does not exist, or removed from none, is refused."""

    def add(content: BaseContent) -> None:
        content.add_card("crysis", fan_crisis())
        content.remove_card("base.crisis.no_such_card")

    message = refusal(add)
    assert f"plugin 'typo', {CRISIS}: deck 'crysis' is not a deck" in message
    assert "plugin 'typo', base.crisis.no_such_card: removed, but no deck holds it" in message


def test_a_pinned_deck_size_is_checked_against_the_deck() -> None:
    """A plugin declaring the crisis deck's size is held to it when another card joins."""

    def add(content: BaseContent) -> None:
        content.deck_size("crisis", 70)
        content.add_card("crisis", fan_crisis(option_a=None))

    assert "plugin 'typo', crisis: 71 copies, expected 70" in refusal(add)


def test_a_card_removed_from_a_deck_is_not_dealt() -> None:
    """Removing a base crisis card takes it out of the game's deck and shrinks the deck's size."""
    removed = "base.crisis.water_shortage"
    assert any(c.id == removed for c in load().crisis)

    def add(content: BaseContent) -> None:
        content.remove_card(removed)

    with installed_plugins(fan(add, "dry")):
        game = set_up(["dry"])
        catalogue = game.rules.data["base.cards"]
        assert removed not in {c.id for c in catalogue.crisis}
        assert catalogue.deck_sizes["crisis"] == 70 - next(
            c.copies for c in load().crisis if c.id == removed
        )
        assert not any(c.split("#")[0] == removed for c in game.state.game.crisis_deck)


def test_two_games_in_one_process_never_share_their_tables() -> None:
    """A game with the fan plugin knows its op and cards; one without, in the same process, does
    not: the registry and the catalogue are each game's own."""
    fan_op = Op("fan_bonus", load().get("base.crisis.water_shortage").option_a.effects[0].params)
    with installed_plugins(fan(add_fan_cards)):
        with_fan = Game.new("base", plugins=["fan"], seats=3, seed=1)
        without = Game.new("base", seats=3, seed=1)
        assert "fan_bonus" in with_fan.rules.data["base.effects"].ops
        assert "fan_bonus" not in without.rules.data["base.effects"].ops
        assert with_fan.rules.data["base.effects"] is not without.rules.data["base.effects"]
        with using_rules(with_fan.rules):
            assert supported(fan_op)
        with using_rules(without.rules):
            assert not supported(fan_op)
        assert CRISIS in with_fan.state.game.crisis_deck or CRISIS in {
            c.id for c in with_fan.rules.data["base.cards"].crisis
        }
        assert without.rules.data["base.cards"] is load()
        assert CRISIS not in without.rules.data["base.cards"].index
        assert missing_cards(with_fan.rules) == [] and missing_cards(without.rules) == []


def test_a_fan_card_whose_op_has_no_handler_is_listed_missing() -> None:
    """``bsg cards --missing`` reads the game's registry: a fan card using a vocabulary op no
    plugin carries out is listed (and the game refused as incomplete)."""

    def add(content: BaseContent) -> None:
        content.add_card(
            "crisis",
            fan_crisis(
                option_a=None,
                option_b={
                    "text": "",
                    "effects": [{"op": "trauma", "who": "current_player", "delta": 1}],
                },
            ),
        )

    with installed_plugins(fan(add, "half")):
        from bsgcore.ruleset import build_rules

        rules = build_rules("base", ["half"])
        assert [row.id for row in missing_cards(rules)] == [CRISIS]
        with pytest.raises(ConfigurationError, match="incomplete_ruleset|not complete"):
            Game.new("base", plugins=["half"], seats=3, seed=1)


def test_the_seat_range_a_plugin_declares_is_enforced() -> None:
    """A plugin narrowing the seat range to 4-5 refuses a 3-seat base game, allows 4."""

    def add(content: BaseContent) -> None:
        content.seat_range(4, 5)

    with installed_plugins(fan(add, "table")):
        with pytest.raises(ConfigurationError, match="4 to 5 seats, not 3"):
            Game.new("base", plugins=["table"], seats=3, seed=1)
        assert Game.new("base", plugins=["table"], seats=4, seed=1).pending is not None


ATTACK = "fan.crisis.picket_ship"


def op_alarm(game: BaseGame, frame: Any, op: Op) -> tuple[list[Event], list[Any]]:
    """A fan special-rule op: lose `delta` morale when the attack's ships are placed."""
    return [ResourceChanged("morale", int(op.get("delta")))], []


def add_attack(content: BaseContent) -> None:
    content.add_special_rule_op("fan_alarm", op_alarm)
    content.add_card(
        "crisis",
        {
            "id": ATTACK,
            "name": "Picket Ship",
            "kind": "cylon_attack",
            "cylon_activation": ["raiders"],
            "jump_icon": False,
            "setup": [{"area": 1, "ships": {"raider": 1}}],
            "special_rule": {
                "text": "Lose 1 morale.",
                "effects": [{"op": "fan_alarm", "delta": -1}],
            },
        },
    )


def test_a_fan_cylon_attack_special_rule_op_runs_through_the_registry() -> None:
    """A Cylon attack card whose special rule uses a plugin's special-rule op is implemented and,
    drawn, carries it out after placing its ships; a game without the plugin has no such op."""
    with installed_plugins(fan(add_attack, "picket")):
        game = set_up(["picket"])
        assert game.rules.data["base.effects"].get(ATTACK) is not None
        assert (
            "fan_alarm"
            not in Game.new("base", seats=3, seed=1).rules.data["base.effects"].special_rules
        )
        value: BaseGame = game.state.game
        deck = (ATTACK, *(c for c in value.crisis_deck if c != ATTACK))
        board = Board(
            game.rules, game.state.with_game(quiet(attrs.evolve(value, crisis_deck=deck)))
        )
        morale = board.game.morale

        def alarmed(events: list[Event]) -> bool:
            return any(isinstance(e, ResourceChanged) and e.resource == "morale" for e in events)

        board, seen = drive(board, lambda decision: None, alarmed)
        assert any(getattr(e, "card", None) == ATTACK for e in seen)
        assert board.game.morale == morale - 1


CHARACTER = "fan.character.felix_gaeta"
LOCATION = "fan.location.observation_deck"


def add_gaeta(content: BaseContent) -> None:
    content.add_location(
        {
            "id": LOCATION,
            "name": "Observation Deck",
            "board": "base.board.galactica",
            "side": "human",
            "hazardous": False,
            "damageable": False,
            "text": "Action: gain 1 morale.",
            "effects": [{"op": "resource", "resource": "morale", "delta": 1}],
        }
    )
    ability = {"name": "Tactical Officer", "text": "", "timing": "passive"}
    content.add_character(
        {
            "id": CHARACTER,
            "name": "Felix Gaeta",
            "type": "support",
            "skill_set": [{"types": ["tactics", "engineering"], "count": 3}],
            "draw_per_turn": 3,
            "can_pilot": False,
            "start_location": LOCATION,
            "succession": {"admiral": 11, "president": 11},
            "ability": {**ability, "id": "fan.ability.gaeta_a"},
            "once_per_game": {**ability, "id": "fan.ability.gaeta_o"},
            "weakness": {**ability, "id": "fan.ability.gaeta_w"},
        }
    )
    for part in ("a", "o", "w"):
        content.implemented_by(f"fan.ability.gaeta_{part}", "tests (no effect)")


def test_a_fan_character_and_location_are_dealt_and_implemented() -> None:
    """A character added through the hook is offered at set-up and starts in the fan location,
    which is on its board and implemented; the character is in the lines of succession."""
    with installed_plugins(fan(add_gaeta, "gaeta")):
        game = Game.new("base", plugins=["gaeta"], seats=3, seed=1, options={"type_balance": False})
        catalogue = game.rules.data["base.cards"]
        assert LOCATION in catalogue.components.boards["base.board.galactica"]
        assert catalogue.title_lines["admiral"][CHARACTER] == 11
        assert game.rules.data["base.effects"].get(LOCATION) is not None
        picked = False
        while game.pending is not None and not game.state.game.set_up:
            options = game.pending.options
            mine = [o for o in options if getattr(o, "character", "") == CHARACTER]
            picked = picked or bool(mine)
            game.play(mine[0] if mine else options[0])
        assert picked
        gaeta = next(p for p in game.state.game.players if p.character == CHARACTER)
        assert gaeta.location == LOCATION


def test_a_fan_location_on_an_unknown_board_is_refused() -> None:
    """A location naming a board no plugin added is refused, naming the plugin and location."""

    def add(content: BaseContent) -> None:
        content.add_location(
            {"id": LOCATION, "name": "x", "board": "fan.board.pegasus", "side": "human",
             "hazardous": False, "damageable": False}
        )  # fmt: skip

    assert f"plugin 'typo', {LOCATION}: board 'fan.board.pegasus' is not a board" in refusal(add)


def test_bsg_cards_missing_reads_the_game_registry(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg cards --missing`` lists a fan card whose op nobody carries out, for the game with
    that plugin only; the base game alone has none missing."""
    from bsgcore import cli

    def add(content: BaseContent) -> None:
        content.add_card("quorum", {**QUORUM_CARD, "effects": [{"op": "trauma", "delta": 1}]})

    with installed_plugins(fan(add, "half")):
        assert cli.main(["cards", "--ruleset", "base", "--plugin", "half", "--missing"]) == 1
        assert QUORUM in capsys.readouterr().out
        assert cli.main(["cards", "--ruleset", "base", "--missing"]) == 0
        assert QUORUM not in capsys.readouterr().out


def test_a_plugin_adds_a_deck_with_its_cards_an_objective_and_box_numbers() -> None:
    """An added deck holds its cards (kept fields in ``extra``), an objective gets its deck, and
    the box numbers a plugin declares (a skill type, a character type, a loyalty recipe, a
    component total, a title line) are the game's."""

    def add(content: BaseContent) -> None:
        content.add_deck("fan.mission")
        content.add_card("fan.mission", {"id": "fan.mission.recon", "name": "Recon", "reward": 2})
        content.add_objective({"id": "fan.objective.kobol", "name": "Kobol", "distance": 8})
        content.add_skill_type("treachery", deck="fan.treachery", polarity="negative")
        content.add_character_type("cylon_leader")
        content.loyalty_recipe(3, 1, 5)
        content.component_total("viper", 10)
        content.add_title_line("cag", {c.id: i + 1 for i, c in enumerate(load().characters)})

    with installed_plugins(fan(add, "box")):
        cat = Game.new("base", plugins=["box"], seats=3, seed=1).rules.data["base.cards"]
        assert [c.extra["reward"] for c in cat.decks["fan.mission"]] == [2]
        assert cat.get("fan.objective.kobol").deck == "objective"
        assert cat.deck_sizes["fan.mission"] == 1 and cat.deck_sizes["objective"] == 1
        assert (
            cat.skill_types[-1].name == "treachery" and cat.skill_types[-1].polarity == "negative"
        )
        assert "cylon_leader" in cat.character_types
        assert cat.components.loyalty_for(3).not_cylon == 5
        assert cat.components.count("viper") == 10
        assert set(cat.title_lines) == {"admiral", "president", "cag"}
        assert "fan.mission" not in load().decks


def test_declaring_an_unknown_card_implemented_is_refused() -> None:
    """``implemented_by`` naming no card of the game is a misspelt reference, refused at build."""

    def add(content: BaseContent) -> None:
        content.implemented_by("fan.ability.gaeta_tactical", "fan rules")

    message = refusal(add)
    assert "plugin 'typo', fan.ability.gaeta_tactical: declared implemented, but no card" in message


def test_id_taken_tells_a_part_which_ids_are_in_the_catalogue_so_far() -> None:
    """``id_taken``: base's ids and those a plugin added are taken, others are not, so a part
    adding every card it can play skips those another part added with their own code."""
    seen: dict[str, bool] = {}

    def add(content: BaseContent) -> None:
        seen["base before"] = content.id_taken("base.crisis.water_shortage")
        seen["fan before"] = content.id_taken(CRISIS)
        content.add_card("crisis", fan_crisis(option_a=None))
        seen["fan after"] = content.id_taken(CRISIS)

    with installed_plugins(fan(add, "ids")):
        set_up(["ids"])
    assert seen == {"base before": True, "fan before": False, "fan after": True}
