"""Regenerate the golden logs: play every game of `GAMES` from its seed with its bot, save it here
as JSON lines and write `MANIFEST.json` (each file's set-up and sha256).

Run from the repository root: ``python tests/golden/regenerate.py``. Only do it when a change
must alter the logs on purpose, and say why in the commit (tests/golden/README.md).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from bsgcore import Game
from bsgcore.bots import make_bots, play_game

HERE = Path(__file__).resolve().parent
#: The same games saved in log format 2 (`Game.save`'s default), under the same names.
V2 = HERE / "v2"
MANIFEST = HERE / "MANIFEST.json"

#: (ruleset, seats, bot, seed, options): 12 base games (3 to 6 seats, both bots, the Cylons'
#: three win conditions and one human win) and 4 Express games; seeds chosen for short logs.
GAMES: tuple[tuple[str, int, str, int, dict[str, Any]], ...] = (
    ("base", 3, "random", 39, {}),
    ("base", 3, "random", 30, {}),
    ("base", 3, "heuristic", 9, {}),
    ("base", 4, "random", 32, {}),
    ("base", 4, "heuristic", 11, {}),
    ("base", 4, "heuristic", 35, {}),
    ("base", 5, "random", 6, {}),
    ("base", 5, "heuristic", 10, {}),
    ("base", 5, "heuristic", 40, {}),
    ("base", 6, "random", 38, {}),
    ("base", 6, "random", 34, {}),
    ("base", 6, "heuristic", 15, {}),
    ("express", 3, "random", 1, {}),
    ("express", 4, "heuristic", 4, {}),
    ("express", 5, "heuristic", 3, {}),
    ("express", 4, "random", 2, {"morale_variant": True}),
)


def file_name(ruleset: str, seats: int, bot: str, seed: int, options: dict[str, Any]) -> str:
    """The golden file of one set-up, e.g. ``base-5-heuristic-40.jsonl``."""
    suffix = "".join(f"-{key}" for key, value in sorted(options.items()) if value)
    return f"{ruleset}-{seats}-{bot}-{seed}{suffix}.jsonl"


def play(ruleset: str, seats: int, bot: str, seed: int, options: dict[str, Any]) -> Game:
    """The game of one set-up, played to its end by ``bot`` in every seat (as ``bsg play``)."""
    game = Game.new(ruleset, (), dict(options), seats, seed)
    play_game(game, make_bots(game.rules, bot, seats, seed))
    return game


def sha256(path: Path) -> str:
    """The hex sha256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main() -> int:
    """Play and save every golden game, then write the manifest; prints one line per file."""
    V2.mkdir(exist_ok=True)
    for old in [*HERE.glob("*.jsonl"), *V2.glob("*.jsonl")]:
        old.unlink()
    entries = []
    for ruleset, seats, bot, seed, options in GAMES:
        name = file_name(ruleset, seats, bot, seed, options)
        game = play(ruleset, seats, bot, seed, options)
        game.save(HERE / name, format_version=1)
        game.save(V2 / name)
        assert game.outcome is not None
        entries.append(
            {
                "file": name,
                "ruleset": ruleset,
                "seats": seats,
                "bot": bot,
                "seed": seed,
                "options": options,
                "events": len(game.events),
                "outcome": f"{game.outcome.winner}:{game.outcome.condition}",
                "sha256": sha256(HERE / name),
                "v2_sha256": sha256(V2 / name),
            }
        )
        print(f"{name}: {len(game.events)} events, {entries[-1]['outcome']}")
    MANIFEST.write_text(json.dumps({"games": entries}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
