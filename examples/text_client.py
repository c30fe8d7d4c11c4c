"""Play one seat of a base game in a terminal, from the seat's view and the option labels alone.

    python examples/text_client.py --seats 5 --seat 0 [--seed N]

Bots play the other seats. Before each of your decisions it prints what happened since (each
event's sentence), a status line, the prompt and the options by their labels, numbered. Answer
with a number or with a label as printed. It never reads a command's tag or fields: the option
sent back is the one at the chosen label's position in the view's ``pending.options``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from bsgcore import Game, IllegalCommand
from bsgcore.bots import make_bots

#: Resolution bookkeeping, not printed (commands print as their labels: ``seat 2: Stay``).
QUIET = ("core.push", "core.pop", "core.replace")


class TextClient:
    """One seat of a game, read and answered as text; bots answer for every other seat."""

    def __init__(
        self, game: Game, seat: int, bot: str, ask: Callable[[str], str], say: Callable[[str], None]
    ) -> None:
        self.game = game
        self.seat = seat
        self.bots = make_bots(game.rules, bot, game.seats, game.state.seed)
        self.ask = ask
        self.say = say
        self.sent = 0

    def news(self) -> None:
        """Print the sentence of every event since the last decision, as this seat may see it."""
        for event in self.game.events_json(self.seat, start=self.sent):
            if event["tag"] not in QUIET:
                self.say(f"  {event['text']}")
        self.sent = len(self.game.events)

    def status(self, view: dict[str, Any]) -> str:
        """One line from the view: resources, jump track and distance."""
        game = view["game"]
        resources = ", ".join(f"{k} {v}" for k, v in game.get("resources", {}).items())
        return f"[{resources}; jump {game.get('jump_track')}, distance {game.get('distance')}]"

    def choose(self, labels: list[str]) -> int:
        """The position of the option the player picks (asked again until it is one)."""
        while True:
            answer = self.ask("> ").strip()
            if answer.isdigit() and 1 <= int(answer) <= len(labels):
                return int(answer) - 1
            if answer in labels:
                return labels.index(answer)
            self.say("Answer with one of the numbers or labels above.")

    def decide(self) -> None:
        """Show this seat's decision and play the option it picks."""
        self.news()
        view = self.game.view(self.seat, labels=True)
        pending = view["pending"]
        self.say(self.status(view))
        self.say(pending["prompt"])
        for number, label in enumerate(pending["labels"], start=1):
            self.say(f"  {number}. {label}")
        while True:
            index = self.choose(pending["labels"])
            try:
                self.game.play(pending["options"][index])
                return
            except IllegalCommand as exc:  # cannot happen with a listed option; say so anyway
                self.say(exc.message)

    def run(self) -> int:
        """Play until the game is over; the exit code."""
        game = self.game
        while not game.is_over:
            decision = game.pending
            assert decision is not None
            if decision.seat == self.seat:
                self.decide()
            else:
                game.play(
                    self.bots[decision.seat].choose(game.view(decision.seat), decision.options)
                )
        self.news()
        outcome = game.outcome
        assert outcome is not None
        self.say(f"Game over: the {outcome.winner} win ({outcome.reason})")
        return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and play the seat at the terminal."""
    parser = argparse.ArgumentParser(description="Play one seat of a base game as text.")
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=None, help="default: random")
    parser.add_argument("--seat", type=int, default=0, help="the seat you play (default: 0)")
    parser.add_argument("--bot", default="heuristic", help="bot for the other seats")
    args = parser.parse_args(argv)
    game = Game.new("base", seats=args.seats, seed=args.seed)
    try:
        return TextClient(game, args.seat, args.bot, input, print).run()
    except (EOFError, KeyboardInterrupt):
        print()
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
