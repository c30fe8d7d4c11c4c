"""The trajectory invariants of exodus.md §13 the log walk checks (x_inv_walk.py): seeded random
Exodus games keep them event by event, and each check fires on a log corrupted to break it."""

from __future__ import annotations

from functools import cache

import attrs
import pytest
from bsg_exodus.consequence.box import ConsequenceResolved
from bsg_exodus.fleet import board as fb
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.allies_events import AllyRevealed
from bsg_exodus.nebula.encounter import Encounter
from bsg_exodus.nebula.state import TraumaDrawn
from exodus_helpers import PLUGINS, WITH_PEGASUS
from test_exodus_sweeps import CELLS, TABLES, cell_options, first_seed
from x_inv_walk import Walk, transitions, walk_game

from bsgcore.base import (
    CharacterExecuted,
    Check,
    CheckAbilityResolved,
    CheckFinished,
    CheckStarted,
    OncePerGameUsed,
    g,
)
from bsgcore.context import using_rules
from bsgcore.core_events import FramePopped
from bsgcore.game import Game
from bsgcore.messages import Event
from bsgcore.state import State
from bsgcore.testing import random_playout
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

DIVISIVE = "exodus.crisis.divisive_behavior"  # a Crisis card with a Consequence box
WALKED = (
    "X-INV-2",
    "X-INV-7",
    "X-INV-10",
    "X-INV-13",
    "X-INV-20",
    "X-INV-21",
    "X-INV-22",
    "X-INV-16",
)
#: (table, cell, seed offset) of short games: Cylon Fleet with Ionian Nebula, the Nebula alone
#: with Conflicted Loyalties, Cylon Fleet alone with Pegasus.
GAMES = ((1, 12, 800), (0, 4, 801), (4, 8, 800))


@cache
def played(table: int, cell: int, offset: int) -> Game:
    """A seeded random game of a sweep cell (the sweep's seeds, offset)."""
    seats, pegasus = TABLES[table]
    seed = first_seed(TABLES[table], CELLS[cell]) + offset
    options = cell_options(CELLS[cell], pegasus)
    plugins = WITH_PEGASUS if pegasus else PLUGINS
    return random_playout("base", seats, seed, plugins=plugins, options=options)


@pytest.mark.rules(*WALKED)
@pytest.mark.parametrize(("table", "cell", "offset"), GAMES)
def test_random_exodus_games_keep_the_trajectory_invariants(
    table: int, cell: int, offset: int
) -> None:
    """Every event of a random game keeps the walk's invariants; the counts it keeps are those
    the game shows (civilian ships destroyed, nukes off the Admiral)."""
    game = played(table, cell, offset)
    walked = walk_game(game)
    destroyed = [
        e for e in game.events if e.tag in ("base.civilian_destroyed", "base.civilian_lost")
    ]
    assert walked.destroyed == len(destroyed)
    assert walked.spent == 3 - g(game.state).nukes


def first_set_up(game: Game) -> tuple[State, Event, State]:
    """The first transition of a game once it is set up, with its Cylon Fleet board and
    Ionian Nebula in use."""
    for before, event, after in transitions(game.rules, list(game.events)):
        if g(before).set_up and ns.nebula(before).allies:
            assert fb.fleet(before).used
            return before, event, after
    raise AssertionError("the game never got set up")


def fires(before: State, event: Event, after: State, rule: str, walk: Walk | None = None) -> None:
    """The walk's step on this transition raises the invariant `rule`."""
    game = played(*GAMES[0])
    checks = walk or Walk()
    with using_rules(game.rules), pytest.raises(AssertionError, match=rule):
        checks.step(before, event, after)


@pytest.mark.rules(*WALKED)
def test_the_walk_fires_on_corrupted_logs() -> None:
    """A popped frame that changes the Cylon Fleet board (X-INV-10), loses a civilian ship
    (X-INV-13) or two nukes (X-INV-2), or puts an ally card back in the deck (X-INV-20); an
    encounter off turn or twice a turn (X-INV-21); a second once-per-game ability of one seat
    (X-INV-7): each fails the walk, which passes the real transition."""
    game = played(*GAMES[0])
    before, event, after = first_set_up(game)
    with using_rules(game.rules):
        Walk().step(before, event, after)
    pop = FramePopped()
    value = fb.fleet(after)
    moved = attrs.evolve(value, areas=((1, 0, 0), *value.areas[1:]))
    fires(before, pop, after.with_plugin(fb.PART, moved), "X-INV-10")
    pile = g(after).civilian_pile
    fires(before, pop, after.with_game(attrs.evolve(g(after), civilian_pile=pile[1:])), "X-INV-13")
    fires(
        before, pop, after.with_game(attrs.evolve(g(after), nukes=g(before).nukes - 2)), "X-INV-2"
    )
    nebula = ns.nebula(after)
    boxed = attrs.evolve(nebula, ally_deck=nebula.ally_deck[1:])
    back = before.with_plugin(ns.PART, boxed)
    fires(back, pop, after, "X-INV-20")
    ally, token = nebula.allies[0]
    current = g(before).current
    off_turn = AllyRevealed((current + 1) % before.seats, ally, token)
    fires(before, off_turn, after, "X-INV-21")
    fires(before, AllyRevealed(current, ally, token), after, "X-INV-21")  # not at an encounter
    meeting = before.push(Encounter(current))
    twice = Walk()
    with using_rules(game.rules):
        twice.step(meeting, AllyRevealed(current, ally, token), after)
    fires(meeting, AllyRevealed(current, ally, token), after, "X-INV-21", twice)
    once = Walk()
    used = OncePerGameUsed(current, "base.ability.roslin_skilled_politician")
    with using_rules(game.rules):
        once.step(before, used, after)
    fires(before, used, after, "X-INV-7", once)


@pytest.mark.rules("X-INV-22")
def test_the_walk_checks_who_a_disaster_executes() -> None:
    """Within one command: a human drawing a disaster and not executed, a Cylon player drawing
    one and executed, an ally's disaster followed by an execution each fail the walk; the human
    drawing one and executed passes."""
    game = played(*GAMES[0])
    before, _, after = first_set_up(game)
    current = g(before).current
    disaster = TraumaDrawn(current, (), ("disaster-01",))
    executed = CharacterExecuted(current, g(before).players[current].character, "human", 1, "x")

    def run(events: list[Event], cylon: bool = False, state: State = before) -> None:
        if cylon:
            state = before.with_game(edits.with_player(Board(game.rules, before), current,
                                                       revealed=True).game)  # fmt: skip
        walk = Walk()
        with using_rules(game.rules):
            for event in events:
                walk.step(state, event, after)
            walk.command_done()

    run([disaster, executed])
    for events, cylon in (([disaster], False), ([disaster, executed], True)):
        with pytest.raises(AssertionError, match="X-INV-22"):
            run(events, cylon)
    ally = ns.nebula(after).allies[0][0]
    meeting = before.push(Encounter(current))
    run([AllyRevealed(current, ally, "disaster-02")], state=meeting)
    with pytest.raises(AssertionError, match="X-INV-22"):
        run([AllyRevealed(current, ally, "disaster-02"), executed], state=meeting)


@pytest.mark.rules("X-INV-16")
def test_the_walk_checks_each_ability_once_and_the_consequence() -> None:
    """In one check: an ability resolved twice fails the walk; a check of a card with a
    Consequence, an SCA card revealed in it and no Consequence resolved fails it, as does a
    Consequence with no SCA card; resolving it with one passes."""
    game = played(*GAMES[0])
    before, _, after = first_set_up(game)
    red_tape = "exodus.skill.red_tape_0"
    check = Check(DIVISIVE, 8, ("politics",), g(before).current)
    sca = attrs.evolve(check, revealed=(f"{red_tape}@0",), result="fail")
    plain = attrs.evolve(check, revealed=("base.skill.consolidate_power@1",), result="pass")

    def run(events: list[Event], shown: Check = sca) -> None:
        state = before.with_game(attrs.evolve(g(before), check=shown))
        walk = Walk()
        with using_rules(game.rules):
            for event in events:
                walk.step(state, event, after)

    started, finished = CheckStarted(check), CheckFinished()
    run([started, CheckAbilityResolved(red_tape), ConsequenceResolved(DIVISIVE), finished])
    run([started, finished], plain)
    for events, shown in (
        ([started, CheckAbilityResolved(red_tape), CheckAbilityResolved(red_tape)], sca),
        ([started, CheckAbilityResolved(red_tape), finished], sca),
        ([started, ConsequenceResolved(DIVISIVE), finished], plain),
    ):
        with pytest.raises(AssertionError, match="X-INV-16"):
            run(events, shown)
