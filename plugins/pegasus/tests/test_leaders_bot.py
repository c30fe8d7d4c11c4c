"""The heuristic bot with an Agenda plays for the side the Agenda needs (issue 10 item 6)."""

from __future__ import annotations

from typing import Any

from bsg_pegasus.leaders.bot import PegasusBot, agenda_side, with_agendas
from bsg_pegasus.leaders.model import NAME
from pegasus_helpers import pegasus_game

INTUITION = "base.ability.boomer_mysterious_intuition"
UseAbility = pegasus_game(seats=5).rules.registry.tags["base.use_ability"]


def test_the_agenda_decides_the_side_the_bot_helps() -> None:
    hostile = {NAME: {"agenda": "pegasus.agenda.genocide"}}
    friendly = {NAME: {"agenda": "pegasus.agenda.join_the_colonials"}}
    assert agenda_side(hostile) == "cylons" and agenda_side(friendly) == "humans"
    assert agenda_side({NAME: {"agenda": ""}}) == ""
    bot = PegasusBot(1)
    bot._view_plugins = hostile
    assert bot._cylon({"me": {"loyalty": []}})
    bot._view_plugins = friendly
    assert not bot._cylon({"me": {"loyalty": []}})


def test_pegasus_games_use_it_as_their_heuristic_bot() -> None:
    """The game's heuristic bot, whatever other parts wrap around it, plays for the side the
    seat's Agenda needs: with a hard check it declares the result that side wants."""
    game = pegasus_game(seats=5)
    options = (UseAbility(0, INTUITION, "pass"), UseAbility(0, INTUITION, "fail"))

    def declared(agenda: str) -> str:
        bot = game.rules.data["bots"]["heuristic"](1)
        view = {
            "pending": {"kind": "mysterious_intuition"},
            "game": {
                "me": {"loyalty": ["base.loyalty.you_are_not_a_cylon"]},
                "check": {"difficulty": 12},
            },
            "plugins": {NAME: {"agenda": agenda}},
        }
        return str(bot.choose(view, options).choice)

    assert declared("pegasus.agenda.genocide") == "fail"
    assert declared("pegasus.agenda.join_the_colonials") == "pass"
    assert declared("") == "pass"  # no Agenda: base's reading of the loyalty cards


def test_the_agenda_core_is_kept_whichever_part_wraps_first() -> None:
    """Board's damage-choice wrapper outside or inside the leaders' factory: both decisions are
    still taken by their owners (the Agenda's side, the damage choice)."""
    from bsg_pegasus.board.bot import DamageChoiceBot
    from bsg_pegasus.board.damage import DamageShip

    from bsgcore.base import BaseBot

    def damage(inner: Any) -> Any:
        return lambda seed: DamageChoiceBot(inner(seed))

    intuition = (UseAbility(0, INTUITION, "pass"), UseAbility(0, INTUITION, "fail"))
    game = {"me": {"loyalty": ["base.loyalty.you_are_not_a_cylon"]}, "check": {"difficulty": 12}}
    plugins = {NAME: {"agenda": "pegasus.agenda.genocide"}}
    for factory in (with_agendas(damage(BaseBot)), damage(with_agendas(BaseBot))):
        bot = factory(1)
        view = {"pending": {"kind": "mysterious_intuition"}, "game": game, "plugins": plugins}
        assert bot.choose(view, intuition).choice == "fail"
        ships = (DamageShip(0, "galactica"), DamageShip(0, "pegasus"))
        human = {"me": {"loyalty": ["base.loyalty.you_are_not_a_cylon"]}, "damaged_locations": []}
        view = {"pending": {"kind": "damage_ship"}, "game": human, "plugins": plugins}
        assert bot.choose(view, ships).ship == "pegasus"


def test_every_option_of_a_leaders_turn_has_a_label() -> None:
    """Issue 12: the options this feature adds say what they do."""
    from bsg_pegasus.leaders import abilities as ab
    from leaders_helpers import CAVIL, leader_table, seat_of

    from bsgcore.labels import labelled
    from bsgcore.testing.scenarios import edits

    b = leader_table(5, CAVIL)
    seat = seat_of(b.game, CAVIL)
    for tag in ("base.f.action", "base.f.movement"):
        step = edits.at_step(b, b.rules.registry.tags[tag](seat))
        decision = labelled(step.rules, step.state)
        assert decision is not None and not decision.unlabelled
        assert any(label.startswith("Use ") for label in decision.labels)
    assert ab.PRIMACY
