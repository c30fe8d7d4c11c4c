"""Pegasus heuristic-bot benchmark (issue 10, issue 15): how the humans fare when every seat is
the heuristic bot, with the Pegasus intent and without it.

Usage: ``python benchmarks/pegasus_bot.py [--games 40] [--seats 5] [--seed 0] [--option K=V]``.
It plays the same seeded Pegasus games twice: ``before``, with the bot Pegasus had before its
intent (base's heuristic with the Agenda's side, reading base's shipped catalogue only: every
Pegasus crisis option, location, Leader or window decision at random or passed), and
``after``, with the bot the plugin registers now. For each it prints the human win rate, the
outcomes, and at the game's end the mean distance travelled, turn reached and resources left
(the humans lose nearly every game between heuristic bots, base's too, so these say more than
the win rate). Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from bsg_pegasus.leaders import bot as leaders_bot

from bsgcore.base import BaseBot
from bsgcore.bots import make_bots, play_game
from bsgcore.game import Game

RESOURCES = ("fuel", "food", "morale", "population")


class BeforeBot(BaseBot):
    """The Pegasus bot as it was: base's, playing for its Agenda's side, with base's catalogue."""

    name = "heuristic"
    _plugins: dict[str, Any] = {}

    def _cylon(self, game: dict[str, Any]) -> bool:
        side = leaders_bot.agenda_side(self._plugins)
        return side == "cylons" if side else super()._cylon(game)

    def choose(self, view: dict[str, Any], options: tuple[Any, ...]) -> Any:
        self._plugins = dict(view.get("plugins") or {})
        return super().choose(view, options)


def before_core(seed: int, cards: Any = None) -> BaseBot:
    """`PegasusBot`'s stand-in for the ``before`` run."""
    return BeforeBot(seed)


def play(seed: int, seats: int, options: dict[str, Any]) -> dict[str, Any]:
    """One seeded game with heuristic bots in every seat; what its end looks like."""
    game = Game.new("base", plugins=("pegasus",), options=options, seats=seats, seed=seed)
    play_game(game, make_bots(game.rules, "heuristic", seats, seed))
    outcome = game.outcome
    public = game.view(0)["game"]  # what the table sees at the end
    return {
        "outcome": f"{outcome.winner}:{outcome.condition}" if outcome else "unfinished",
        "human": bool(outcome and outcome.winner == "humans"),
        "distance": int(public["distance"]),
        "turn": int(public["turn"]),
        **{r: max(0, int(public["resources"][r])) for r in RESOURCES},
    }


def run(label: str, games: Sequence[int], seats: int, options: dict[str, Any]) -> dict[str, Any]:
    """The figures of one bot over the seeded games."""
    rows = [play(seed, seats, options) for seed in games]

    def mean(key: str) -> float:
        return round(statistics.mean(r[key] for r in rows), 2)

    return {
        "bot": label,
        "human_win_rate": round(sum(r["human"] for r in rows) / len(rows), 3),
        "outcomes": dict(Counter(r["outcome"] for r in rows).most_common()),
        "mean_distance": mean("distance"),
        "mean_turn": mean("turn"),
        **{f"mean_{r}": mean(r) for r in RESOURCES},
    }


def main(argv: Sequence[str] | None = None) -> None:
    """Play both bots over the same seeds and print one JSON line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = json.loads(value)
    seeds = range(args.seed, args.seed + args.games)
    after = leaders_bot.PegasusBot
    leaders_bot.PegasusBot = before_core  # type: ignore[assignment, misc]
    try:
        print(json.dumps(run("before", seeds, args.seats, options)))
    finally:
        leaders_bot.PegasusBot = after  # type: ignore[misc]
    print(json.dumps(run("after", seeds, args.seats, options)))


if __name__ == "__main__":
    main()
