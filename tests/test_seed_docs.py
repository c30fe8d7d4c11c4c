"""Seeds are keys (issue 8 item 8): every place that explains seeds says that a chosen seed is for
tests and replays and that games with hidden information against other people use the default."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bsgcore import Game

ROOT = Path(__file__).resolve().parent.parent


def _says_seeds_are_keys(text: str) -> bool:
    flat = " ".join(text.split())
    return (
        "for tests and replays" in flat
        and "hidden information" in flat
        and "63-bit seed from the" in flat
    )


@pytest.mark.parametrize("page", ["README.md", "docs/quickstart.md", "docs/frontends.md"])
def test_pages_that_explain_seeds_warn_that_a_seed_is_a_key(page: str) -> None:
    assert _says_seeds_are_keys((ROOT / page).read_text(encoding="utf-8"))


def test_game_new_docstring_warns_that_a_seed_is_a_key() -> None:
    assert _says_seeds_are_keys(Game.new.__doc__ or "")


def test_bsg_play_help_warns_that_a_seed_is_a_key() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bsgcore", "play", "--help"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "--seed" in out and _says_seeds_are_keys(out)
