"""The label mechanism of the kernel (`bsgcore.labels`): labellers and prompters registered per
command and frame class, computed only on request, in views only when asked for."""

from __future__ import annotations

import pytest

import bsgcore.testing.toy as toy
from bsgcore import Game
from bsgcore.errors import RulesError
from bsgcore.labels import decision_kinds, fallback_label, humanize, join


def test_toy_decision_is_labelled_with_prompt_and_subject() -> None:
    game = Game.new("toy", seats=2, seed=3)
    named = game.labelled
    assert named is not None
    assert named.kind == "roll_or_hold" and named.subject == "Your turn"
    assert "Roll again or hold?" in named.prompt
    points = game.state.game.turn_points
    assert named.labels == ("Hold and bank " + str(points) + " points", "Roll again")
    assert named.unlabelled == ()
    assert named.option("Roll again") == toy.Roll(named.seat)
    assert game.label(toy.Hold(named.seat)) == named.labels[0]


def test_view_carries_labels_only_when_asked_and_only_for_the_deciding_seat() -> None:
    game = Game.new("toy", seats=2, seed=3)
    seat = game.pending.seat
    plain = game.view(seat)["pending"]
    assert "labels" not in plain and "subject" not in plain
    mine = game.view(seat, labels=True)["pending"]
    assert mine["labels"] == list(game.labelled.labels)
    assert len(mine["labels"]) == len(mine["options"])
    other = game.view(1 - seat, labels=True)["pending"]
    assert other["subject"] == "Your turn" and "labels" not in other and "options" not in other


def test_to_dict_pairs_options_with_labels() -> None:
    game = Game.new("toy", seats=2, seed=3)
    data = game.labelled.to_dict(game.rules)
    assert [o["tag"] for o in data["options"]] == ["toy.hold", "toy.roll"]
    assert data["labels"][1] == "Roll again" and data["subject"] == "Your turn"


def test_decision_kinds_are_declared_by_prompters() -> None:
    assert decision_kinds(Game.new("toy", seats=2, seed=1).rules) == ("roll_or_hold",)


def test_an_unlabelled_command_is_reported_and_gets_a_fallback_label() -> None:
    assert fallback_label(toy.Roll(0)) == "Roll"
    game = Game.new("toy", seats=2, seed=3)
    labellers = game.rules.registry.labellers
    saved = labellers.pop((None, toy.Roll))
    try:
        named = game.labelled
        assert named.unlabelled == (1,) and named.labels[1] == "Roll"
    finally:
        labellers[(None, toy.Roll)] = saved


def test_helpers() -> None:
    assert humanize("pay_fuel") == "Pay fuel"
    assert join(["a", "b", "c"]) == "a, b and c" and join(["a"]) == "a"


def test_a_frame_specific_labeller_wins_and_a_second_registration_is_refused() -> None:
    game = Game.new("toy", seats=2, seed=3)
    registry = game.rules.registry
    with pytest.raises(RulesError, match="already has a labeller"):
        registry.label(toy.Roll, lambda s, f, c: "again")
    registry.label(toy.Roll, lambda s, f, c: "Roll the die once more", frame=toy.RollOrHold)
    try:
        assert "Roll the die once more" in game.labelled.labels
    finally:
        del registry.labellers[(toy.RollOrHold, toy.Roll)]
    assert "Roll again" in game.labelled.labels
