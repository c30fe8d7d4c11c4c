"""The CAG title (exodus.md §6.4, part ``bsg_exodus.fleet``, cag.py): dealt with the Cylon Fleet
option by the CAG line (X-FLEET-SETUP-8, X-SUCC-3), never without it (X-CAG-1), passed on from
the Brig as base's titles are (X-CAG-4, -6), and the one who places the
pursuit track's civilian ships (X-PURSUIT-3, X-CAG-10)."""

from __future__ import annotations

import pytest
from bsg_exodus.fleet import cag_actions as ca
from test_fleet import fleet_board

from bsgcore.base import (
    ActionStep,
    ActivateCylons,
    Execute,
    PickNewCharacter,
    TitleChanged,
    move_events,
)
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board

ROSLIN, ADAMA, STARBUCK = "laura_roslin", "william_adama", "kara_starbuck_thrace"
BRIG = "base.location.brig"
FLEET = {"cylon_fleet": True}


def table(**options: object) -> Board:
    """Roslin, Adama and Starbuck at an Exodus table, set up with these options."""
    game = sc.set_up(
        3, 2, characters=[ROSLIN, ADAMA, STARBUCK], plugins=("exodus",), type_balance=False,
        **options,
    )  # fmt: skip
    return Board(game.rules, game.state)


def seat(b: Board, name: str) -> int:
    full = f"base.character.{name}"
    return next(s for s, p in enumerate(b.game.players) if p.character == full)


def code_id(code: str) -> str:
    """A deck code's card id (its copy number dropped)."""
    return code.split("#", 1)[0]


@pytest.mark.rules("X-FLEET-SETUP-8", "X-SUCC-3", "X-CAG-1")
def test_the_cag_title_goes_to_the_highest_on_the_cag_line() -> None:
    """With the option: Starbuck (2nd on the CAG line) is CAG, Adama (7th on it, 1st on the
    Admiral's) Admiral; without it nobody holds a CAG title."""
    b = table(**FLEET)
    assert b.game.titles == {
        "president": seat(b, ROSLIN), "admiral": seat(b, ADAMA), "cag": seat(b, STARBUCK),
    }  # fmt: skip
    check_invariants(b.rules, b.state)
    plain = table()
    assert "cag" not in plain.game.titles
    check_invariants(plain.rules, plain.state)


@pytest.mark.rules("X-CAG-4", "X-CAG-6")
def test_a_cag_sent_to_the_brig_hands_the_title_on() -> None:
    """The CAG to the Brig: the title goes to the next free character on the CAG line
    (Adama, before Roslin); the President's title does not move."""
    b = table(**FLEET)
    with using_rules(b.rules):
        events = move_events(b.game, seat(b, STARBUCK), BRIG, "test")
    changed = [e for e in events if isinstance(e, TitleChanged)]
    assert changed == [TitleChanged("cag", seat(b, ADAMA), "succession")]


@pytest.mark.rules("X-PURSUIT-3", "X-CAG-10")
def test_the_cag_places_the_pursuit_tracks_civilian_ship() -> None:
    """The marker entering space 1 on the current player's activation: the CAG (another
    seat) chooses the civilian ship's area."""
    cag = (fleet_board().game.current + 1) % 3
    b = fleet_board(cag=cag)
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    assert after.pending is not None and after.pending.kind == "exodus_civilian_area"
    assert after.pending.seat == cag


def actions(b: Board, seat: int) -> list[str]:
    """The CAG Actions offered to `seat` at his Action step."""
    with using_rules(b.rules):
        return [c.tag for c in ca.action_options(b.state, ActionStep(seat))]


@pytest.mark.rules("X-CAG-14")
def test_the_cag_activates_a_viper_then_passes_the_title() -> None:
    """Only the CAG is offered it; a viper activation first, then his choice among the other
    players who may hold the title; the title moves."""
    cag = 1
    b = fleet_board(cag=cag)
    assert "exodus.pass_cag_title" in actions(b, cag)
    assert not actions(b, 0)
    after, _ = b.run(ActionStep(cag))
    after, _ = after.play(after.option("exodus.pass_cag_title"))
    assert after.pending is not None and after.pending.kind != "exodus_new_cag"
    while after.pending is not None and after.pending.kind != "exodus_new_cag":
        after, _ = after.play(after.pending.options[0])
    assert after.pending is not None
    assert sorted(o.to for o in after.pending.options) == [0, 2]
    done, events = after.play(after.option("exodus.give_cag_title", to=2))
    assert done.game.titles["cag"] == 2
    assert [e for e in events if isinstance(e, TitleChanged)] == [
        TitleChanged("cag", 2, "CAG action")
    ]


@pytest.mark.rules("X-CAG-14")
def test_a_piloting_cag_may_act_again_once_a_turn() -> None:
    """Offered only while he flies a viper and once a turn; it gives another Action step."""
    cag = 1
    assert "exodus.cag_pilot_bonus" not in actions(fleet_board(cag=cag), cag)
    b = fleet_board(cag=cag, vipers=[(2, cag)])
    assert "exodus.cag_pilot_bonus" in actions(b, cag)
    after, events = b.run(ActionStep(cag))
    after, events = after.play(after.option("exodus.cag_pilot_bonus"))
    assert "exodus.cag_pilot_bonus" not in actions(after, cag)
    assert any(isinstance(f, ActionStep) for f in after.state.stack)


@pytest.mark.rules("X-FLEET-SETUP-1", "X-FLEET-1")
def test_the_cylon_attack_cards_are_boxed_with_the_option() -> None:
    """With Cylon Fleet no Cylon Attack Crisis or Super Crisis card is in its deck (they are set
    aside, and the decks' conservation still holds); without it they are all there."""
    b = table(**FLEET)
    with using_rules(b.rules):
        cards = b.rules.data["base.cards"]
        attacks = {c.id for c in (*cards.crisis, *cards.super_crisis) if c.kind == "cylon_attack"}
        assert attacks
        decks = (*b.game.crisis_deck, *b.game.super_crisis_deck)
        assert not {code_id(c) for c in decks} & attacks
        assert {code_id(c) for c in b.game.set_aside} == attacks
    check_invariants(b.rules, b.state)
    plain = table()
    plain_decks = (*plain.game.crisis_deck, *plain.game.super_crisis_deck)
    assert attacks <= {code_id(c) for c in plain_decks}


@pytest.mark.rules("X-CAG-8", "X-EXEC-16")
def test_an_executed_cag_hands_the_title_on_after_the_new_character() -> None:
    """Starbuck (CAG) executed as a human: once her player has chosen Baltar, the CAG title goes
    to the highest on the CAG line among the players (Adama, before Roslin and Baltar)."""
    b = table(**FLEET)
    starbuck = seat(b, STARBUCK)
    if starbuck == b.game.current:
        b = edits.edit(b, current=(starbuck + 1) % 3)
    held = len(b.game.players[starbuck].loyalty)
    b = edits.with_player(b, starbuck, loyalty=("base.loyalty.you_are_not_a_cylon",) * held)
    b, executed = b.run(Execute(starbuck, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    assert not any(isinstance(e, TitleChanged) and e.line == "cag" for e in executed)
    b, events = b.play(PickNewCharacter(starbuck, "base.character.gaius_baltar"))
    assert b.game.titles["cag"] == seat(b, ADAMA)
    assert any(isinstance(e, TitleChanged) and e.line == "cag" for e in events)
    check_invariants(b.rules, b.state)


@pytest.mark.rules("X-FLEET-SETUP-11", "X-PEG-3")
@pytest.mark.parametrize("fleet", (True, False))
def test_with_pegasus_the_option_boxes_mining_asteroid(fleet: bool) -> None:
    """With Pegasus in play, Cylon Fleet boxes the Destination Mining Asteroid (counted as set
    aside by base's conservation check); without the option it is in the Destination deck."""
    options = FLEET if fleet else {}
    table = sc.set_up(
        3, 2, characters=[ROSLIN, ADAMA, STARBUCK], plugins=("pegasus", "exodus"),
        type_balance=False, **options,
    )  # fmt: skip
    check_invariants(table.rules, table.state)  # the boxed card counts as set aside
    game = table.state.game
    mining = "pegasus.destination.mining_asteroid"
    assert (mining in {code_id(c) for c in game.destination_deck}) != fleet
    assert (mining in {code_id(c) for c in game.set_aside}) == fleet
