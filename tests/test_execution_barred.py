"""A new character and the effect that executed his predecessor (P-EXEC-17, R-210): he may not
use his abilities on that effect, and may on later steps of the same resolution.

A test plugin's Crisis card executes the current player, then, in the same option, starts a
skill check: Boomer's Mysterious Intuition (B-CHR-SHA-O) applies to a Crisis card's check, so a
Boomer chosen as the new character would be asked. On the effect that executed, she is not; when
the execution is a nested effect (an optional part of the option) and the check a later step of
the option, she is."""

from __future__ import annotations

from typing import Any

from bsgcore.base import AbilitiesBarred, RunOps, abilities_barred, g
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

CRISIS = "test.crisis.trial"
HUMAN = "base.loyalty.you_are_not_a_cylon"
BOOMER = "base.character.sharon_boomer_valerii"
CHECK = {
    "op": "skill_check",
    "difficulty": 5,
    "skills": ["leadership"],
    "fail": [{"op": "resource", "resource": "morale", "delta": -1}],
}
EXECUTE = {"op": "execute", "who": "current_player"}


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
                "option_b": {"text": "Lose 1 morale.", "effects": [CHECK["fail"][0]]},
            },
        )

    return plugin_module("trial", requires=("base",), extends=("base",), bsg_base_content=content)


def boomer_after_the_execution(effects: list[dict[str, Any]]) -> tuple[Board, list[Any]]:
    """Option A resolved for the current player (proven human), who picks Boomer; the board at
    the first decision after that and the events on the way."""
    with installed_plugins(trial(effects)):
        b = edits.resting(
            table(
                plugins=["trial"],
                characters=("galen_tyrol", "laura_roslin", "kara_starbuck_thrace"),
            )
        )
    seat = b.game.current
    b = edits.with_player(b, seat, loyalty=(HUMAN,) * len(b.game.players[seat].loyalty))
    b, events = b.run(RunOps(CRISIS, "option_a", seat))
    if b.pending is not None and b.pending.kind == "choose_optional":
        b, more = b.play(b.option("base.pick", value=1))
        events += more
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    b, more = b.play(b.option("base.pick_new_character", character=BOOMER))
    return b, events + more


def asked_intuition(b: Board) -> bool:
    """Whether Boomer's Mysterious Intuition window is the decision now."""
    return b.pending is not None and b.pending.kind == "mysterious_intuition"


def test_the_new_character_may_not_use_an_ability_on_the_effect_that_executed_p_exec_17() -> None:
    """The option that executed goes on with a check: Boomer, the new character, is not asked
    for Mysterious Intuition on it; the bar is announced."""
    b, events = boomer_after_the_execution([EXECUTE, CHECK])
    seat = b.game.current
    assert b.game.players[seat].character == BOOMER
    assert any(isinstance(e, AbilitiesBarred) and e.seat == seat for e in events)
    assert b.game.check is not None and b.game.check.source == CRISIS
    assert not asked_intuition(b)


def test_he_may_use_it_on_a_later_step_of_the_same_resolution_p_exec_17() -> None:
    """The execution is the option's optional part (an effect of its own); the check after it
    is a later step of the option: Boomer is asked."""
    optional = {"op": "optional", "chooser": "current_player", "effects": [EXECUTE]}
    b, _ = boomer_after_the_execution([optional, CHECK])
    seat = b.game.current
    assert b.game.players[seat].character == BOOMER
    assert b.game.check is not None and b.game.check.source == CRISIS
    assert asked_intuition(b)


def test_the_bar_ends_with_the_effect() -> None:
    """Once the effect that executed is off the stack, the bar no longer holds."""
    b, _ = boomer_after_the_execution([EXECUTE, CHECK])
    seat = b.game.current
    assert abilities_barred(b.game, seat, b.state)
    for _ in range(60):  # the check played out with the first option at each decision
        if b.game.check is None or b.pending is None:
            break
        b, _ = b.play(b.pending.options[0])
    assert b.game.check is None and b.pending is not None
    top = b.state.stack[-1]
    assert not (isinstance(top, RunOps) and top.source == CRISIS)  # the option is done
    assert not abilities_barred(g(b.state), seat, b.state)


def test_an_ability_answering_the_effect_just_done_is_barred_too() -> None:
    """An ability that comes once the effect is off the stack (a step after a Quorum card's
    ops) names the effect it answers: barred when that one, just above the top, executed; not
    for another effect, nor for the same one at another place."""
    b, _ = boomer_after_the_execution([EXECUTE, CHECK])
    seat = b.game.current
    depth = next(
        i
        for i, f in enumerate(b.state.stack)
        if isinstance(f, RunOps) and f.source == CRISIS and f.path == "option_a"
    )
    state = b.state
    while len(state.stack) > depth:  # the option done: its frame and all above it gone
        state = state.pop()
    option = RunOps(CRISIS, "option_a", seat)
    assert not abilities_barred(state.game, seat, state)
    assert abilities_barred(state.game, seat, state, answering=option)
    assert not abilities_barred(state.game, seat, state, answering=RunOps(CRISIS, "option_b", seat))
    assert not abilities_barred(state.game, seat, state.pop(), answering=option)
