"""The heuristic bot's seams for expansions (docs/hooks.md, "The heuristic bot's seams"): the
catalogue it reads (``BaseBot(seed, cards=...)``, ``card``) and the weights it estimates effects
with (``cost``). Base games keep the shipped catalogue and base's ``Cost``."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseBot, BotCost, Op, load
from bsgcore.base.catalogue.builders import build_crisis
from bsgcore.base.turn.commands import ChooseOption

#: A crisis card no shipped catalogue has: (a) lose 3 fuel, (b) an op base does not weigh.
FAN_CRISIS = build_crisis(
    {
        "id": "fan.crisis.choice",
        "name": "Fan Choice",
        "kind": "choice",
        "chooser": "current_player",
        "cylon_activation": ["raiders"],
        "option_a": {
            "text": "Lose 3 fuel.",
            "effects": [{"op": "resource", "resource": "fuel", "delta": -3}],
        },
        "option_b": {"text": "Something else.", "effects": [{"op": "fan_unknown_op"}]},
    },
    "crisis",
)
CARDS = attrs.evolve(load(), index={**load().index, FAN_CRISIS.id: FAN_CRISIS})
OPTIONS = (ChooseOption(0, "a"), ChooseOption(0, "b"))


def _view() -> dict[str, Any]:
    game = {
        "me": {"seat": 0, "loyalty": ["base.loyalty.you_are_not_a_cylon"]},
        "resources": {"fuel": 8, "food": 8, "morale": 10, "population": 12},
        "crisis": FAN_CRISIS.id,
    }
    return {"pending": {"kind": "crisis_option"}, "game": game}


class HarshCost(BotCost):
    """Weighs the fan op as worse than losing 3 fuel."""

    def op(self, op: Op) -> float:
        return 50.0 if op.name == "fan_unknown_op" else super().op(op)


class HarshBot(BaseBot):
    def cost(self, game: dict[str, Any]) -> BotCost:
        return HarshCost(game)


def test_the_bot_reads_the_catalogue_it_is_given() -> None:
    """With the card in its catalogue the bot weighs it: losing 3 fuel (a) costs more than an
    op it does not weigh (b), whatever its seed."""
    assert BaseBot(1).card(FAN_CRISIS.id) is None  # the shipped catalogue lacks it
    for seed in range(6):
        assert BaseBot(seed, cards=CARDS).choose(_view(), OPTIONS) == ChooseOption(0, "b")


def test_a_subclass_weighs_more_ops_through_cost() -> None:
    """A bot whose ``cost`` weighs the fan op heavily takes the fuel loss instead."""
    for seed in range(6):
        assert HarshBot(seed, cards=CARDS).choose(_view(), OPTIONS) == ChooseOption(0, "a")
