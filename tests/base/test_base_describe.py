"""Printed lines name cards as they are printed: a base event's `describe` turns catalogue codes
into names, so `bsg play` reads like the table talk of a game."""

from __future__ import annotations

from bsgcore.base.setup.events import printed_names
from bsgcore.base.turn import events as te
from bsgcore.bots import make_bots, play_game
from bsgcore.testing.scenarios.table import new_game


def test_codes_become_printed_names() -> None:
    """Skill cards keep their strength; crisis copies and locations lose their code."""
    text = "base.skill.repair@3, base.crisis.water_shortage#2 at base.location.brig; base.nope.x"
    assert printed_names(text) == "Repair 3, Water Shortage at Brig; base.nope.x"


def test_event_descriptions_use_printed_names() -> None:
    """A discard event describes its cards by name and strength."""
    event = te.SkillCardsDiscarded(0, ("base.skill.executive_order@1",), "crisis")
    assert "Executive Order 1" in event.describe() and "base.skill" not in event.describe()


def test_a_whole_game_prints_no_card_code() -> None:
    """Every printed event line of a bot game is free of catalogue codes."""
    game = new_game(4, 3)
    play_game(game, make_bots(game.rules, "heuristic", game.seats, seed=3))
    lines = [e.describe() for e in game.events if hasattr(e, "describe")]
    assert lines and not [line for line in lines if "base.skill." in line or "base.crisis." in line]
