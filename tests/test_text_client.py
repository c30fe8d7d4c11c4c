"""examples/text_client.py plays one seat of a base game to its end from the view and the labels
alone: the scripted player reads the printed labels and answers with one of them."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path
from types import ModuleType

from bsgcore import Game

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "text_client.py"
OPTION = re.compile(r"^  (\d+)\. (.*)$")


def load_example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("text_client", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["text_client"] = module
    spec.loader.exec_module(module)
    return module


def test_the_text_client_plays_a_base_game_to_its_end_by_labels() -> None:
    client_module = load_example()
    printed: list[str] = []
    rng = random.Random(4)
    asked = 0

    def ask(prompt: str) -> str:
        nonlocal asked
        asked += 1
        menu: list[str] = []
        for line in reversed(printed):
            found = OPTION.match(line)
            if not found:
                if menu:
                    break
                continue
            menu.append(found.group(2))
        assert menu, "no options were printed"
        if asked == 1:
            return "not an option"  # asked again
        return rng.choice(menu)  # a label as printed, never a tag or a command

    game = Game.new("base", seats=4, seed=4)
    client = client_module.TextClient(game, 0, "random", ask, printed.append)
    assert client.run() == 0
    assert game.is_over and asked > 20
    assert printed[-1].startswith("Game over: the ")
    assert "Answer with one of the numbers or labels above." in printed
    assert not any("base." in line for line in printed if OPTION.match(line))
    assert any(line.startswith("  seat 1: ") for line in printed)  # others' commands, labelled
    assert not any("base.pick_character" in line for line in printed)
