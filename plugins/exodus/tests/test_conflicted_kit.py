"""Conflicted Loyalties games as a whole: seeded random games with each form of the option,
alone and with Pegasus, end and replay, and pass the conformance kit (invariants, replay, JSON,
save/load, no leaks of the secret Personal Goal and Final Five cards, rejected commands change
nothing); every goal's condition is one this part answers."""

from __future__ import annotations

import pytest
from bsg_exodus.conflicted import cards, goals
from exodus_helpers import PLUGINS, WITH_PEGASUS
from hypothesis import HealthCheck, settings

from bsgcore import engine
from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    make_state_machine,
    random_playout,
    sweep_size,
)

FORMS = ("final_five", "personal_goals", "both")
SMALL = settings(
    max_examples=1, stateful_step_count=60, deadline=None, suppress_health_check=list(HealthCheck)
)

#: The kit's state machine (legal, illegal and undone commands) on a game with both kinds.
TestConflictedLoyalties = make_state_machine(
    "base", 4, plugins=PLUGINS, options={"conflicted_loyalties": "both"}, hypothesis_settings=SMALL
).TestCase


def test_every_goal_names_a_condition_this_part_answers() -> None:
    """Each Personal Goal card's ``reveal_condition`` is in `goals.CONDITIONS`."""
    assert {goals.condition_of(c) for c in cards.goals()} <= set(goals.CONDITIONS)
    assert len(cards.goals()) == 8 and len(cards.final_five()) == 5


@pytest.mark.slow
@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS], ids=["exodus", "with_pegasus"])
@pytest.mark.parametrize("form", FORMS)
def test_random_games_with_the_option_end_and_replay(form: str, plugins: list[str]) -> None:
    """Each form, with and without Pegasus: the games end, and their logs replay to the same
    state."""
    for seed in range(sweep_size(full=10, sample=2)):
        game = random_playout(
            "base", 5, 8100 + seed, plugins=plugins, options={"conflicted_loyalties": form}
        )
        assert game.state.outcome is not None
        assert engine.replay(game.rules, list(game.events)) == game.state


@pytest.mark.slow
@pytest.mark.parametrize(
    ("form", "plugins", "seed", "shown"),
    [
        ("both", PLUGINS, 8205, "exodus.final_five_revealed"),
        ("final_five", WITH_PEGASUS, 8214, "exodus.final_five_revealed"),
        ("personal_goals", PLUGINS, 8201, "exodus.personal_goal_revealed"),
    ],
    ids=["both", "final_five-with_pegasus", "personal_goals"],
)
def test_random_games_with_the_option_pass_the_kit(
    form: str, plugins: list[str], seed: int, shown: str
) -> None:
    """The conformance kit, the leak checks among it, on games with the option; the first game
    checked is the first seed from ``seed`` on where an option card is revealed (examined, or a
    goal's Action), searched so a change of the random stream (a new card in a deck) keeps it."""
    options = {"conflicted_loyalties": form}
    first = next(
        (
            game
            for s in range(seed, seed + 40)
            for game in [random_playout("base", 4, s, plugins=plugins, options=options)]
            if any(getattr(e, "tag", "") == shown for e in game.events)
        ),
        None,
    )
    assert first is not None, f"no game from seed {seed} on reveals an option card"
    games = [first] + [
        random_playout("base", 4, seed + 100 * n, plugins=plugins, options=options)
        for n in range(1, sweep_size(full=4, sample=1))
    ]
    for game in games:
        assert game.state.outcome is not None
        check_game(game)
        check_no_leaks(game, scrambles=1)
        check_rejects_illegal(game)


def test_the_option_cards_are_off_the_missing_list(capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg cards --missing`` no longer lists a Personal Goal or Final Five card."""
    from bsgcore import cli

    cli.main(["cards", "--ruleset", "base", "--plugin", "exodus", "--missing"])
    out = capsys.readouterr().out
    assert not [c for c in (*cards.goals(), *cards.final_five()) if c in out]
