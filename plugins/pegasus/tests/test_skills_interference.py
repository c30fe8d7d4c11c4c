"""Run Interference (Piloting, A.5): played before raiders activate, the first 4 raiders that
activate in the player's space area miss with no roll; asked of pilots by public facts only
(H-SKILL-4's window before raiders activate), through base's activation and miss seams."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_pegasus.skills.bot import SkillsBot
from bsg_pegasus.skills.interference import KIND, NAME
from pegasus_helpers import PLUGINS
from skills_helpers import arranged, code

from bsgcore import Event
from bsgcore.base import ActivateCylons, BaseBot
from bsgcore.labels import labelled
from bsgcore.testing.scenarios.edits import with_player
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

RUN = code("run_interference_4", 4)
OTHER = code("full_throttle_1", 1)
PLAY = "pegasus.play_run_interference"
AREA = 2


def table(
    raiders: int = 5,
    hand: tuple[str, ...] = (RUN,),
    others: list[tuple[str, int]] | None = None,
    vipers: list[tuple[int, int]] | None = None,
    pilot: int = 1,
    unmanned: tuple[int, ...] = (),
) -> tuple[Board, int]:
    """Four seats; `raiders` raiders in area 2 and the seat after the current player piloting
    the only viper there (and unmanned vipers in the `unmanned` areas), holding `hand`, his
    Run Interference window open (every other window stays quiet). Returns the board and the pilot's seat."""
    probe = board(seats=4, plugins=PLUGINS)
    seat = (probe.game.current + pilot) % 4
    cylons = [("raider", AREA)] * raiders + list(others or [])
    placed = (vipers or [(AREA, seat)]) + [(area, -1) for area in unmanned]
    b = board(seats=4, plugins=PLUGINS, cylons=cylons, vipers=placed)
    b = arranged(b, {seat: list(hand)})
    standing = tuple(k for k in b.game.players[seat].standing if k != KIND)
    return with_player(b, seat, standing=standing), seat


def activate(b: Board) -> tuple[Board, list[Event]]:
    return b.run(ActivateCylons(b.game.current, "raiders"))


def tags(events: list[Event]) -> list[str]:
    return [e.tag for e in events]


@pytest.mark.rules("H-SKILL-4")
def test_the_first_four_raiders_in_the_area_miss_without_a_roll() -> None:
    """Played before the raiders activate: raiders 1 to 4 of the pilot's area miss (no die),
    the 5th rolls; the card is discarded and the cover ends with the activation."""
    b, seat = table(raiders=5)
    b, _ = activate(b)
    assert b.pending is not None and b.pending.kind == KIND and b.pending.seat == seat
    with scripted_random(rolls=[1]):  # the 5th raider's die: a miss too, the viper stays
        b, events = b.play(b.option(PLAY, card=RUN))
    missed = [e for e in events if e.tag == "base.attack_missed"]
    assert [e.uid for e in missed] == [100, 101, 102, 103]  # type: ignore[attr-defined]
    assert tags(events).count("base.attack_rolled") == 1
    assert tags(events).index("base.attack_missed") > tags(events).index("pegasus.skill_played")
    assert RUN not in b.game.players[seat].hand and RUN in b.game.skill_discards["piloting"]
    assert b.state.plugin(NAME).covers == ()  # the activation is done: the cover ended


def test_passing_leaves_every_raider_to_roll() -> None:
    """A pilot who passes keeps his card; every raider rolls."""
    b, seat = table(raiders=2)
    b, _ = activate(b)
    with scripted_random(rolls=[1, 1]):
        b, events = b.play(b.option("base.no_card"))
    assert "base.attack_missed" not in tags(events)
    assert tags(events).count("base.attack_rolled") == 2
    assert RUN in b.game.players[seat].hand


def test_raiders_of_another_area_still_roll() -> None:
    """Only the pilot's own area is covered: raiders activating elsewhere roll."""
    b, seat = table(raiders=1, others=[("raider", 3)], unmanned=(3,))
    b, _ = activate(b)
    b, events = b.play(b.option(PLAY, card=RUN))
    assert b.pending is not None and b.pending.kind == "raider_area"  # after the window
    with scripted_random(rolls=[1]):
        b, more = b.play(b.option("base.pick_raider_area", area=3))
    events += more
    assert tags(events).count("base.attack_missed") == 1  # the raider of area 2
    assert tags(events).count("base.attack_rolled") == 1  # the raider of area 3


@pytest.mark.rules("H-SKILL-4")
def test_asked_by_public_facts_only() -> None:
    """A pilot with raiders in his area is asked whether or not he holds the card (no Run
    Interference option then); a seat not in a viper, a pilot whose area has no raider, and a
    standing order are not asked: the raiders act at once."""
    b, seat = table(raiders=1, hand=(OTHER,))
    b, _ = activate(b)
    assert b.pending is not None and b.pending.kind == KIND and b.pending.seat == seat
    assert not [o for o in b.pending.options if o.tag == PLAY]
    for quiet in (
        table(raiders=1, vipers=[(AREA, -1)])[0],  # nobody pilots: nobody is asked
        table(raiders=0, others=[("raider", 4)])[0],  # no raider in the pilot's area
    ):
        _, events = activate(quiet)
        assert "pegasus.f.interference_window" not in str(events)
    b, seat = table(raiders=1)
    b = with_player(b, seat, standing=(*b.game.players[seat].standing, KIND))
    _, events = activate(b)
    assert "pegasus.f.interference_window" not in str(events)


def test_a_revealed_cylon_pilot_is_not_asked() -> None:
    """A Cylon player uses no non-Treachery text (core rule): he is not asked."""
    b, seat = table(raiders=1)
    b = with_player(b, seat, revealed=True)
    _, events = activate(b)
    assert "pegasus.f.interference_window" not in str(events)


def test_the_heuristic_bot_plays_it_as_a_human() -> None:
    """The skills bot plays a Run Interference it holds; without one it passes for now, not
    for good (so it is asked again)."""
    b, seat = table(raiders=2)
    b, _ = activate(b)
    assert b.pending is not None
    bot = SkillsBot(BaseBot(1))
    view: dict[str, Any] = {
        "game": {"me": {"seat": seat, "loyalty": []}},
        "pending": {"kind": KIND},
    }
    assert bot.choose(view, b.pending.options).tag == PLAY
    passing = tuple(o for o in b.pending.options if o.tag != PLAY)
    assert bot.choose(view, passing).tag == "base.no_card"


def test_the_window_is_labelled_and_prompted() -> None:
    """Every option has its own label (the card's strength named) and the prompt names the
    card (issue 12)."""
    b, seat = table(raiders=1, hand=(RUN, code("run_interference_5", 5)))
    b, _ = activate(b)
    named = labelled(b.rules, b.state)
    assert named is not None and not named.unlabelled
    assert len(set(named.labels)) == len(named.labels) == 4  # pass, pass always, two cards
    assert named.subject == "Run Interference" and named.subject in named.prompt
    assert any("strength 5" in label for label in named.labels)


def test_every_answer_lets_the_activation_finish() -> None:
    """Whatever the pilot answers (pass, pass for good, play), the raiders' activation runs to
    its end: the scenario's resting frame is reached, nothing left covered."""
    b, _ = table(raiders=6, others=[("raider", 4)])
    b, _ = activate(b)
    assert b.pending is not None
    for answer in b.pending.options:
        after, _ = b.play(answer)
        for _ in range(50):
            if after.pending is None or after.pending.kind == "base.not_implemented":
                break
            after, _ = after.play(after.pending.options[0])
        assert after.pending is not None and after.pending.kind == "base.not_implemented"
        assert after.state.plugin(NAME).covers == ()
