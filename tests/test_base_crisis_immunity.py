"""Base's Crisis immunity of a Cylon player, part by part (B-CYL-6, R-105; the seam Pegasus's
P-TERM-5, -6 use, bsgcore.base.effects.immunity): a discard of any Crisis deck's card passes a
Cylon player by, and where the same effect also draws him cards he decides on the discard."""

from __future__ import annotations

from typing import Any

from bsgcore.base import RunOps
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.labels import labelled
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

CRISIS = "test.crisis.purge"
CARDS = [skill("repair", 1), skill("repair", 2), skill("evasive_maneuvers", 1)]
DISCARD = {"op": "discard_skill", "who": "each_player", "count": 2}
DRAW = {"op": "draw_skill", "who": "each_player", "count": 1, "types": ["politics"]}


def purge() -> Any:
    """A plugin's Crisis card: option A discards and draws, option B only discards."""

    def content(content: BaseContent) -> None:
        content.add_card(
            "crisis",
            {
                "id": CRISIS,
                "name": "Purge",
                "kind": "choice",
                "copies": 1,
                "chooser": "current_player",
                "cylon_activation": ["raiders"],
                "jump_icon": False,
                "option_a": {"text": "Discard 2, draw 1.", "effects": [DISCARD, DRAW]},
                "option_b": {"text": "Discard 2.", "effects": [DISCARD]},
            },
        )

    return plugin_module("purge", requires=("base",), extends=("base",), bsg_base_content=content)


def resolved(option: str) -> tuple[Board, int, tuple[str, ...]]:
    """The option carried out with the seat after the current player a revealed Cylon holding
    CARDS; the board, his seat and his hand before."""
    with installed_plugins(purge()):
        b = table(plugins=["purge"], characters=("galen_tyrol", "laura_roslin", "saul_tigh"))
    cylon = (b.game.current + 1) % 3
    b = Board(b.rules, b.state.with_game(arrange(b.game, {cylon: CARDS})))
    b = edits.resting(edits.cylon_at(b, cylon, "base.location.caprica"))
    before = b.game.players[cylon].hand
    b, _ = b.run(RunOps(CRISIS, option, b.game.current))
    return b, cylon, before


def test_a_plugins_crisis_discard_passes_a_cylon_by() -> None:
    """Only negative for him: no question, nothing discarded (as base's own Crisis cards)."""
    b, cylon, before = resolved("option_b")
    assert all(p.seat != cylon for p in [b.pending] if p is not None)
    assert b.game.players[cylon].hand == before


def test_with_a_draw_in_the_effect_the_cylon_decides_on_the_discard() -> None:
    """Discard and draw: he is asked, with a label and a prompt for each option; ignoring, he
    keeps his cards and draws."""
    b, cylon, before = resolved("option_a")
    assert b.pending is not None and b.pending.kind == "ignore_crisis_part"
    assert b.pending.seat == cylon
    shown = labelled(b.rules, b.state)
    assert shown is not None and shown.subject == "Purge" and not shown.unlabelled
    assert shown.labels[0].startswith("Ignore") and shown.labels[1].startswith("Take")
    b, _ = b.play(b.option("base.ignore_part"))
    while b.pending is not None and b.pending.kind != "base.not_implemented":
        b, _ = b.play(b.pending.options[0])
    hand = b.game.players[cylon].hand
    assert all(c in hand for c in before) and len(hand) == len(before) + 1
