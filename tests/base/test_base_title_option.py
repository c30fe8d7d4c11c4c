"""A title that comes with a game option (``TitleLine.option``, H-TITLE-3): dealt only when the
game's options turn it on, and left alone by base's succession and invariants in a game without
it (Exodus's CAG with Cylon Fleet is the plugin use; its game-level tests are Exodus's)."""

from __future__ import annotations

from bsgcore.base import TitleLine, base_lines


def test_a_title_with_an_option_is_dealt_only_with_it() -> None:
    """`dealt` reads the game's options; `in_game` is true once the title is held."""
    line = TitleLine("cag", "x.title.cag", skip_brig=True, brig_passes=True, option="fleet")
    assert not line.dealt({}) and not line.dealt({"fleet": False}) and line.dealt({"fleet": True})
    assert not line.in_game({"president": 0}) and line.in_game({"cag": 1})


def test_base_titles_are_in_every_game() -> None:
    """The President and the Admiral have no option: always dealt, always in the game."""
    for line in base_lines().values():
        assert line.option == "" and line.dealt({}) and line.in_game({})
