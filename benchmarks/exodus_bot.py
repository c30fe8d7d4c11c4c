"""Exodus heuristic-bot benchmark (issue 11 item 9): how the sides fare when every seat is the
heuristic bot, with the Exodus intent (``bsg_exodus.bot``) and without it.

Usage: ``python benchmarks/exodus_bot.py [--games 40] [--seats 5] [--seed 0] [--pegasus]
[--option K=V ...]`` (default options: every Exodus option, Conflicted Loyalties "both").
It plays the same seeded games twice: ``before``, with the bot the game would have without the
intent (the wrapped bot alone: Exodus decisions random or passed), and ``after``, with the bot
the plugin registers. For each it prints the human win rate and the outcomes, and the figures
the intent acts on: civilian ships lost, escorts, humans and Cylons eliminated at the Trial,
Personal Goals revealed, and the resources at the end (the humans lose most games between
heuristic bots, so these say more than the win rate). Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from bsg_exodus.bot.intent import ExodusBot

from bsgcore.bots import make_bots, play_game
from bsgcore.game import Game

RESOURCES = ("fuel", "food", "morale", "population")
ALL_OPTIONS = {"cylon_fleet": True, "ionian_nebula": True, "conflicted_loyalties": "both"}
COUNTED = {
    "civilians_lost": ("base.civilian_destroyed", "base.civilian_lost"),
    "escorts": ("exodus.civilian_escorted",),
    "goals_revealed": ("exodus.personal_goal_revealed",),
}


def play(
    seed: int, seats: int, plugins: tuple[str, ...], options: dict[str, Any], intent: bool
) -> dict[str, Any]:
    """One seeded game with heuristic bots in every seat; what happened in it."""
    game = Game.new("base", plugins=plugins, options=options, seats=seats, seed=seed)
    bots = make_bots(game.rules, "heuristic", seats, seed)
    if not intent:
        bots = {s: b.inner if isinstance(b, ExodusBot) else b for s, b in bots.items()}
    tags: Counter[str] = Counter()
    eliminated = {"human": 0, "cylon": 0}

    def note(events: Sequence[Any]) -> None:
        for event in events:
            tags[event.tag] += 1
            if event.tag == "exodus.player_eliminated":
                cylon = game.state.game.players[event.seat].revealed
                eliminated["cylon" if cylon else "human"] += 1

    play_game(game, bots, on_events=note)
    outcome = game.outcome
    public = game.view(0)["game"]
    return {
        "outcome": f"{outcome.winner}:{outcome.condition}" if outcome else "unfinished",
        "human": bool(outcome and outcome.winner == "humans"),
        "distance": int(public["distance"]),
        **{k: sum(tags[t] for t in v) for k, v in COUNTED.items()},
        **{f"eliminated_{k}": v for k, v in eliminated.items()},
        **{r: max(0, int(public["resources"][r])) for r in RESOURCES},
    }


def run(
    label: str, seeds: Sequence[int], seats: int, plugins: tuple[str, ...], options: dict[str, Any]
) -> dict[str, Any]:
    """The figures of one bot over the seeded games."""
    rows = [play(seed, seats, plugins, options, label == "after") for seed in seeds]
    keys = [k for k in rows[0] if k not in ("outcome", "human")]
    return {
        "bot": label,
        "games": len(rows),
        "human_win_rate": round(sum(r["human"] for r in rows) / len(rows), 3),
        "outcomes": dict(Counter(r["outcome"] for r in rows).most_common()),
        **{f"mean_{k}": round(statistics.mean(r[k] for r in rows), 2) for k in keys},
    }


def main(argv: Sequence[str] | None = None) -> None:
    """Play both bots over the same seeds and print one JSON line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pegasus", action="store_true", help="play with Pegasus too")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options: dict[str, Any] = dict(ALL_OPTIONS)
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = json.loads(value)
    plugins = ("pegasus", "exodus") if args.pegasus else ("exodus",)
    if args.pegasus and options.get("ionian_nebula"):
        options.setdefault("new_caprica", False)  # one objective: the Ionian Nebula
    seeds = range(args.seed, args.seed + args.games)
    for label in ("before", "after"):
        print(json.dumps(run(label, seeds, args.seats, plugins, options)))


if __name__ == "__main__":
    main()
