"""``bsg_base_window_claims``: a check window that first asks who wants to play, the current
player then deciding who plays first (bsgcore.base.skills.claims); base asks in table order."""

from __future__ import annotations

from typing import Any

from bsgcore.base.model import BaseGame
from bsgcore.labels import labelled
from bsgcore.ruleset import build_rules
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

AQ = "base.location.admirals_quarters"
CHARACTERS = ("galen_tyrol", "tom_zarek", "kara_starbuck_thrace")


def always(game: BaseGame, kind: str, claims: bool) -> bool:
    """Every check window asks who wants to play."""
    return True


def first_window(plugins: list[str]) -> Board:
    """The current player activates Admiral's Quarters on the next seat: the board at the
    check's first window question."""
    b = table(characters=CHARACTERS, windows=True)
    b = Board(build_rules("base", plugins), b.state)
    seat = b.game.current
    b = edits.placed(b, seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=(seat + 1) % 3))
    return b


def test_base_asks_in_table_order() -> None:
    """Without the hook the window offers its cards to the seat left of the current player."""
    b = first_window([])
    assert b.pending is not None and b.pending.kind == "skill_window"
    assert b.pending.seat == (b.game.current + 1) % 3


def test_claims_then_the_current_player_orders() -> None:
    """With it, each seat says whether it wants to play; two do: the current player orders
    them (labelled, prompted), and the one he names is offered the window's cards first."""
    plugin: Any = plugin_module(
        "q_claims", requires=("base",), extends=("base",), bsg_base_window_claims=always
    )
    with installed_plugins(plugin):
        b = first_window(["q_claims"])
        seat = b.game.current
        asked = []
        while b.pending is not None and b.pending.kind == "claim_skill_window":
            asked.append(b.pending.seat)
            shown = labelled(b.rules, b.state)
            assert shown is not None and not shown.unlabelled
            wants = b.pending.seat != seat
            b, _ = b.play(b.option("base.claim_play" if wants else "base.no_card"))
        assert asked == [(seat + 1) % 3, (seat + 2) % 3, seat]
        assert b.pending is not None and b.pending.kind == "order_claims"
        assert b.pending.seat == seat
        shown = labelled(b.rules, b.state)
        assert shown is not None and not shown.unlabelled
        b, _ = b.play(b.option("base.play_first", player=(seat + 2) % 3))
        assert b.pending is not None and b.pending.kind == "skill_window"
        assert b.pending.seat == (seat + 2) % 3
