"""``bsg_base_window_claims``: a check window or a die window (Strategic Planning) that first
asks who wants to play, the current player then deciding who plays first
(bsgcore.base.skills.claims); base asks in table order."""

from __future__ import annotations

from typing import Any

from bsgcore.base.dice import windows as w
from bsgcore.base.model import BaseGame
from bsgcore.base.space import actions as sa
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.labels import labelled
from bsgcore.ruleset import build_rules
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, skill, table
from bsgcore.testing.scripted import scripted_random

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


def test_a_die_window_claims_then_the_current_player_orders() -> None:
    """Strategic Planning's window with the hook on: the seats holding cards say whether they
    want to play; the current player names who plays first; once that one's card is on the die
    the other is not offered his (one per die), which stays in his hand."""
    sp, sp2, plain = (
        skill("strategic_planning", 3),
        skill("strategic_planning", 4),
        skill("repair", 1),
    )
    baltar, tyrol, starbuck, roslin = 0, 1, 2, 4
    plugin: Any = plugin_module(
        "q_claims", requires=("base",), extends=("base",), bsg_base_window_claims=always
    )
    with installed_plugins(plugin):
        b = board(5, 1, cylons=(("raider", 5),), windows=True)
        hands = {tyrol: [sp, plain], starbuck: [sp2], roslin: [plain]}
        game = arrange(b.game, {s: list(hands.get(s, ())) for s in range(5)})
        b = Board(build_rules("base", ["q_claims"]), b.state.with_game(game))
        b, _ = b.run(sa.WeaponsAttack(baltar))
        with scripted_random(rolls=[1]):
            b, _ = b.play(sa.FireAt(baltar, 100))
            asked = []
            while b.pending is not None and b.pending.kind == "claim_" + w.BEFORE_ROLL:
                asked.append(b.pending.seat)
                shown = labelled(b.rules, b.state)
                assert shown is not None and not shown.unlabelled
                wants = b.pending.seat in (tyrol, starbuck)
                b, _ = b.play(b.option("base.claim_play" if wants else "base.no_card"))
            assert asked == [tyrol, starbuck, roslin]
            assert b.pending is not None and b.pending.kind == "order_claims"
            assert b.pending.seat == baltar
            b, _ = b.play(b.option("base.play_first", player=starbuck))
            assert b.pending is not None and b.pending.kind == w.BEFORE_ROLL
            assert b.pending.seat == starbuck
            b, events = b.play(tc.PlaySkill(starbuck, sp2))
        assert [(e.roll, e.result) for e in events if isinstance(e, se.AttackRolled)] == [(1, 3)]
        assert not any(getattr(e, "seat", -1) == tyrol for e in events)
        assert sp in b.game.players[tyrol].hand
        assert b.pending is None or b.pending.kind != w.BEFORE_ROLL
