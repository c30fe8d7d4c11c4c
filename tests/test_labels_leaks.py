"""Labels are searched for leaks like views and events: a label naming what only its deciding
seat knows must be registered ``private`` (other seats then read the command by name alone), and
the conformance kit fails a plugin that forgets it."""

from __future__ import annotations

import pytest

from bsg_express.labels import LABELS
from bsgcore import Game
from bsgcore.bots import make_bots
from bsgcore.core_events import CommandPlayed
from bsgcore.labels import label, label_for
from bsgcore.ruleset import RulesRegistry
from bsgcore.testing import check_no_leaks
from bsgcore.testing.plugintools import installed_plugins, plugin_module


def _leaky_assign_label():  # type: ignore[no-untyped-def]
    """A plugin that labels Express's dice assignments by their faces for every seat."""

    def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
        registry.label(
            registry.tags["express.assign"], LABELS["express.assign"], replace=True, private=False
        )

    return plugin_module(
        "leaky_labels", rulesets=("express",), bsg_register_rules=bsg_register_rules
    )


def _play_checking(game: Game, steps: int) -> None:
    bots = make_bots(game.rules, "random", game.seats, 3)
    for _ in range(steps):
        if game.is_over:
            return
        decision = game.pending
        assert decision is not None
        start = len(game.events)
        game.play(bots[decision.seat].choose(game.view(decision.seat), decision.options))
        check_no_leaks(game, start=start, scrambles=2)


def test_the_leak_check_catches_a_label_that_names_a_private_die() -> None:
    """E-INFO-1 for labels: Express's assign label names the dice's faces, rolled in private; the
    same labeller registered without ``private`` fails the kit's leak check."""
    with installed_plugins(_leaky_assign_label()):
        game = Game.new("express", plugins=["leaky_labels"], seats=4, seed=7)
        with pytest.raises(
            AssertionError, match="the label (seat [0-9]|the spectator) reads for a command changes"
        ):
            _play_checking(game, 400)


def test_a_private_label_reads_as_the_command_name_for_other_seats() -> None:
    """The roller reads its assignment with the dice's faces; every other seat and the spectator
    read only the command's name, in its JSON events as well."""
    game = Game.new("express", seats=4, seed=7)
    bots = make_bots(game.rules, "random", game.seats, 3)
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        command = bots[decision.seat].choose(game.view(decision.seat), decision.options)
        if command.tag == "express.assign":
            own = label_for(game.rules, game.state, command, command.seat)
            assert own == label(game.rules, game.state, command) and "die" in own
            others = [s for s in [*range(game.seats), None] if s != command.seat]
            assert {label_for(game.rules, game.state, command, s) for s in others} == {"Assign"}
            game.play(command)
            texts = [
                e["text"]
                for e in game.events_json(others[0])
                if e["tag"] == CommandPlayed.tag and e["text"].endswith(": Assign")
            ]
            assert texts
            return
        game.play(command)
    pytest.fail("no dice were assigned in the game")
