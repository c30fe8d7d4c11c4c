"""Issue 11's promise for Ionian Nebula: with the option on, ``bsg cards --missing`` lists
nothing for Exodus, alone or with Pegasus, with every other option."""

from __future__ import annotations

import pytest
from bsg_exodus import options
from bsg_exodus.data import load
from bsg_exodus.nebula import state as ns

from bsgcore import Game
from bsgcore.base import card_rows, missing_cards
from bsgcore.cli import main


@pytest.mark.parametrize("plugins", [["exodus"], ["pegasus", "exodus"]])
@pytest.mark.parametrize("fleet", [False, True])
@pytest.mark.parametrize("form", options.LOYALTY_FORMS)
def test_nothing_is_missing_with_ionian_nebula(plugins: list[str], fleet: bool, form: str) -> None:
    """Each combination makes a game with Ionian Nebula on; no entry of its rules is missing,
    and every Exodus entry those options use is listed implemented."""
    asked = {
        options.IONIAN_NEBULA: True,
        options.CYLON_FLEET: fleet,
        options.CONFLICTED_LOYALTIES: form,
        **({"new_caprica": False} if "pegasus" in plugins else {}),  # one objective
    }
    game = Game.new("base", plugins=plugins, seats=5, seed=1, options=asked)
    assert ns.nebula(game.state).used
    assert [row.id for row in missing_cards(game.rules)] == []
    rows = {row.id: row.implemented for row in card_rows(game.rules)}
    data = load()
    used = [
        str(row["id"])
        for kind in ("ally", "trauma", "crossroads", "objective", "damage")
        for row in data.table(kind)
        if options.in_play(row, game.state.options)
    ]
    assert used and all(rows[entry] for entry in used)


def test_the_command_lists_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg cards --ruleset base --plugin exodus --missing`` exits 0 with no Exodus entry."""
    assert main(["cards", "--ruleset", "base", "--plugin", "pegasus", "exodus", "--missing"]) == 0
    assert "exodus." not in capsys.readouterr().out
