"""Dee Dualla chosen after an execution (P-EXEC-17): her Fast Learner is not offered on a check
of the effect that executed her predecessor, and is on a check that is a later step of the same
resolution.

A test plugin's Crisis card executes the Admiral (not the current player, whose turn would end),
then, in the same option, gives his player 2 cards and starts a skill check; the Admiral's
player picks Dee."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_pegasus.characters import dee

from bsgcore.base import BaseContent, RunOps
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

CRISIS = "test.crisis.trial"
HUMAN = "base.loyalty.you_are_not_a_cylon"
MORALE = {"op": "resource", "resource": "morale", "delta": -1}
CHECK = {"op": "skill_check", "difficulty": 5, "skills": ["leadership"], "fail": [MORALE]}
EXECUTE = {"op": "execute", "who": "admiral"}
LATER = {"op": "optional", "chooser": "current_player", "effects": [EXECUTE]}
#: The new Admiral's player draws 2 cards (his hand was discarded, P-EXEC-1): a window before a
#: check asks a seat holding a card (public facts).
DRAW = {"op": "draw_skill", "who": "admiral", "count": 2, "types": ["politics", "politics"]}
USE = "pegasus.use_fast_learner"


def trial(effects: list[dict[str, Any]]) -> Any:
    """A plugin adding a choice Crisis card whose option A carries `effects`."""

    def content(content: BaseContent) -> None:
        content.add_card(
            "crisis",
            {
                "id": CRISIS,
                "name": "Trial",
                "kind": "choice",
                "copies": 1,
                "chooser": "current_player",
                "cylon_activation": ["raiders"],
                "jump_icon": False,
                "option_a": {"text": "Execute, then a check.", "effects": effects},
                "option_b": {"text": "Lose 1 morale.", "effects": [MORALE]},
            },
        )

    return plugin_module("trial", requires=("base",), extends=("base",), bsg_base_content=content)


def offered_on_the_check(effects: list[dict[str, Any]]) -> bool:
    """Option A resolved; the Admiral (proven human, not the current player) is executed and
    his player picks Dee; then the check played out: whether Fast Learner was offered on it."""
    with installed_plugins(trial(effects)):
        b = edits.resting(
            table(
                plugins=["pegasus", "trial"],
                characters=("galen_tyrol", "laura_roslin", "kara_starbuck_thrace"),
                windows=True,
            )
        )
        seat = b.game.current
        admiral = (seat + 1) % 3
        b = edits.edit(b, admiral=admiral)
        loyalty = (HUMAN,) * len(b.game.players[admiral].loyalty)
        b = edits.with_player(b, admiral, loyalty=loyalty)
        b, _ = b.run(RunOps(CRISIS, "option_a", seat))
        if b.pending is not None and b.pending.kind == "choose_optional":
            b, _ = b.play(b.option("base.pick", value=1))
        assert b.pending is not None and b.pending.kind == "choose_new_character"
        assert b.pending.seat == admiral
        b, _ = b.play(b.option("base.pick_new_character", character=dee.DEE))
        assert b.game.players[admiral].character == dee.DEE
        while b.pending is not None and b.pending.kind == "choose_draw":  # the 2 cards
            b, _ = b.play(b.pending.options[0])
        assert b.game.players[admiral].hand and b.game.check is not None
        return played_out(b, admiral)


def played_out(b: Board, seat: int) -> bool:
    """Play the crisis's check out (every seat wanting to play in its windows, else the first
    option): whether `seat` was offered Fast Learner."""
    for _ in range(80):
        if b.pending is None or b.game.check is None or b.game.check.source != CRISIS:
            return False
        options = b.pending.options
        if b.pending.seat == seat and any(o.tag == USE for o in options):
            return True
        claim = [o for o in options if o.tag == "base.claim_play"]
        b, _ = b.play(claim[0] if claim else options[0])
    return False


@pytest.mark.rules("P-EXEC-17")
def test_dee_has_no_fast_learner_on_the_check_of_the_effect_that_executed() -> None:
    """The option that executed goes on with a check: Dee, the new character, is not offered
    Fast Learner on it; when the execution is an effect of its own and the check a later step
    of the option, she is."""
    assert not offered_on_the_check([EXECUTE, DRAW, CHECK])
    assert offered_on_the_check([LATER, DRAW, CHECK])
