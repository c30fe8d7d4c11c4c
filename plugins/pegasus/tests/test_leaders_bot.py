"""The heuristic bot with an Agenda plays for the side the Agenda needs (issue 10 item 6)."""

from __future__ import annotations

from bsg_pegasus.leaders.bot import PegasusBot, agenda_side
from bsg_pegasus.leaders.model import NAME
from pegasus_helpers import pegasus_game


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
    game = pegasus_game(seats=5)
    assert game.rules.data["bots"]["heuristic"] is PegasusBot
