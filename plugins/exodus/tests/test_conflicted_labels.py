"""Every decision of Conflicted Loyalties is labelled and prompted (docs/frontends.md): random
games with the option, and the part's own decisions set up by hand (the Personal Goal Action,
Selfish's discards, the order of several Final Five cards)."""

from __future__ import annotations

import re

import test_conflicted as tc

from bsgcore import Game
from bsgcore.base import RunOps
from bsgcore.bots import RandomBot
from bsgcore.labels import LabelledDecision, decision_kinds, labelled
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

RAW_ID = re.compile(r"\b(base|express|exodus)\.[a-z_]+\.[a-z0-9_]+")


def explained(named: LabelledDecision | None, kinds: tuple[str, ...]) -> LabelledDecision:
    """The decision, checked: every option labelled, distinct labels, a prompt with its
    subject, a declared kind, no raw id."""
    assert named is not None
    assert not named.unlabelled, named.options
    assert len(set(named.labels)) == len(named.labels), named.labels
    assert named.subject and named.subject in named.prompt, named.prompt
    assert named.kind in kinds, named.kind
    for text in (named.prompt, *named.labels):
        assert text.strip() and not RAW_ID.search(text), text
    return named


def test_random_decisions_with_the_option_are_labelled() -> None:
    """Random decisions of games with both kinds of card."""
    seen = 0
    for seed in range(3):
        options = {"conflicted_loyalties": "both"}
        game = Game.new("base", ["exodus"], seats=5, seed=8205 + seed, options=options)
        kinds = decision_kinds(game.rules)
        bot = RandomBot(seed)
        while game.pending is not None and game.pending.options:
            explained(labelled(game.rules, game.state), kinds)
            game.play(bot.choose(game.view(game.pending.seat), game.pending.options))
            seen += 1
    assert seen >= 300


def check(board: Board) -> LabelledDecision:
    return explained(labelled(board.rules, board.state), decision_kinds(board.rules))


def test_the_parts_own_decisions_are_labelled() -> None:
    """The goal's Action among the Action step's options, Selfish's discards, the order of two
    Final Five cards."""
    board = tc.holding(tc.cl_table(), 0, tc.SELF_DESTRUCTION)
    at = edits.at_action(edits.placed(edits.edit(board, current=0), 0, tc.SICKBAY), 0)
    assert "Reveal your Personal Goal Self-Destruction" in check(at).labels
    board = tc.holding(tc.cl_table(), 0, tc.SELFISH)
    hand = tuple(f"base.skill.repair@{v}" for v in (5, 5, 5, 5, 4))
    at = edits.at_action(edits.with_player(edits.edit(board, current=0), 0, hand=hand), 0)
    after, _ = at.play(next(o for o in at.pending.options if getattr(o, "card", "") == tc.SELFISH))
    assert check(after).kind == "exodus_selfish"
    board = tc.holding(tc.cl_table(), 1, tc.TO_BRIG, tc.DAMAGED_TWICE)
    board, _ = edits.resting(edits.edit(board, current=2)).run(RunOps(tc.DETECTOR, "effects", 0))
    if board.pending is not None and board.pending.kind == "choose_loyalty":
        board, _ = board.play(board.option("base.pick", value=1))
    named = check(board)
    assert named.kind == "exodus_final_five_order" and len(set(named.labels)) == 2
