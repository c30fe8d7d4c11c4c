"""The CAG title as exodus-from-001 states it (X1-CAG-1..10, cross-checking exodus.md X-CAG,
X-SUCC-3): a third title dealt by the CAG line, its two Actions, lost to the Brig and to a
reveal, and the civilian ships it places (X1-CAG-7, -8)."""

from __future__ import annotations

import pytest
from test_fleet import fleet_board

from bsgcore.base import (
    ActivateCylons,
    Execute,
    PickNewCharacter,
    RunOps,
    TitleChanged,
    move_events,
)
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board

FLEET = {"cylon_fleet": True}
BRIG, COMMAND = "base.location.brig", "base.location.command"
ROSLIN, ADAMA, STARBUCK = "laura_roslin", "william_adama", "kara_starbuck_thrace"
MORALE = "base.loyalty.you_are_a_cylon_morale"

#: X1-CAG-2's line, base and Exodus characters only (Romo Lampkin is fan-made, X1-CHR-ROM).
X1_LINE = (
    "base.character.lee_apollo_adama",
    "base.character.kara_starbuck_thrace",
    "base.character.sharon_boomer_valerii",
    "exodus.character.samuel_t_anders",
    "base.character.karl_helo_agathon",
    "base.character.william_adama",
    "base.character.saul_tigh",
    "exodus.character.felix_gaeta",
    "base.character.galen_tyrol",
    "exodus.character.callandra_cally_tyrol",
    "base.character.tom_zarek",
    "base.character.gaius_baltar",
    "exodus.character.tory_foster",
    "base.character.laura_roslin",
)


def table(**options: object) -> Board:
    """Roslin, Adama and Starbuck at an Exodus table, set up with these options."""
    game = sc.set_up(
        3, 2, characters=[ROSLIN, ADAMA, STARBUCK], plugins=("exodus",), type_balance=False,
        **options,
    )  # fmt: skip
    return Board(game.rules, game.state)


def seat(b: Board, name: str) -> int:
    return edits.seat_of(b.game, name)


@pytest.mark.rules("X1-CAG-1", "X-CAG-1", "X-FLEET-SETUP-8")
def test_a_third_title_beside_president_and_admiral_only_with_the_fleet() -> None:
    """With the Cylon Fleet three titles are dealt (President, Admiral, CAG); without it two."""
    assert set(table(**FLEET).game.titles) == {"president", "admiral", "cag"}
    assert set(table().game.titles) == {"president", "admiral"}


@pytest.mark.rules("X1-CAG-2", "X-SUCC-3")
@pytest.mark.parametrize("rank", range(len(X1_LINE) - 1))
def test_the_cag_line_ranks_as_exodus_from_001_lists_it(rank: int) -> None:
    """Two neighbours on X1-CAG-2's line, seated in either order: the CAG (a third character)
    sent to the Brig hands the title to the higher of the two."""
    higher, lower = X1_LINE[rank], X1_LINE[rank + 1]
    filler = next(c for c in X1_LINE if c not in (higher, lower))
    b = fleet_board(cag=2)
    for order in ((higher, lower), (lower, higher)):
        b = edits.with_player(b, 0, character=order[0])
        b = edits.with_player(b, 1, character=order[1])
        b = edits.with_player(b, 2, character=filler)
        with using_rules(b.rules):
            events = move_events(b.game, 2, BRIG, "test")
        (changed,) = [e for e in events if isinstance(e, TitleChanged) and e.line == "cag"]
        assert b.game.players[changed.seat].character == higher, order


@pytest.mark.rules("X1-CAG-4", "X-CAG-4", "X-CAG-5")
def test_the_cag_sent_to_the_brig_loses_the_title_and_does_not_get_it_back() -> None:
    """Starbuck (CAG) to the Brig: the title goes down the line to Adama; she leaves the Brig
    and the title stays with Adama."""
    b = table(**FLEET)
    starbuck, adama = seat(b, STARBUCK), seat(b, ADAMA)
    with using_rules(b.rules):
        events = move_events(b.game, starbuck, BRIG, "test")
    assert [e for e in events if isinstance(e, TitleChanged)] == [
        TitleChanged("cag", adama, "succession")
    ]
    with using_rules(b.rules):
        b = edits.placed(edits.with_game(b, edits.with_title(b.game, "cag", adama)), starbuck, BRIG)
        events = move_events(b.game, starbuck, COMMAND, "test")
    assert not [e for e in events if isinstance(e, TitleChanged)]


@pytest.mark.rules("X1-CAG-5", "X-CAG-3")
def test_a_cag_revealing_as_a_cylon_hands_the_title_down_the_line() -> None:
    """Starbuck (CAG) reveals in her Action: the CAG title goes to Adama, the next on the line."""
    b = table(**FLEET)
    starbuck, adama = seat(b, STARBUCK), seat(b, ADAMA)
    b = edits.holding(edits.edit(b, current=starbuck), starbuck, MORALE)
    b = edits.at_action(b, starbuck)
    b, events = b.play(b.option("base.reveal_cylon", card=MORALE))
    while b.pending is not None and b.pending.kind == "choose_optional":
        b, more = b.play(b.option("base.pick", value=1))
        events += more
    assert b.game.titles["cag"] == adama
    assert TitleChanged("cag", adama, "revealed Cylon") in events


@pytest.mark.rules("X1-CAG-7", "X1-CAG-8", "X1-INV-11", "X-CAG-10", "X-CAG-11", "X-PURSUIT-3")
def test_the_cag_places_civilians_only_in_empty_areas_while_there_are_any() -> None:
    """The pursuit track entering space 1 (X1-CAG-7 (b)): the CAG (not the current player) is
    asked for the area, and only areas without a civilian ship are offered while one exists."""
    cag = (fleet_board().game.current + 1) % 3
    pile = fleet_board().game.civilian_pile
    b = fleet_board(cag=cag, civilians=[(a, pile[i]) for i, a in enumerate((1, 2, 3, 4))])
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    decision = after.pending
    assert decision is not None and decision.kind == "exodus_civilian_area"
    assert decision.seat == cag
    assert sorted(o.area for o in decision.options) == [5, 6]


@pytest.mark.rules("X1-CAG-8", "X-CAG-11")
def test_once_every_area_holds_a_civilian_the_cag_may_choose_any() -> None:
    """Every area holding a civilian ship already: all 6 areas are offered (X1-CAG-8 (2))."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(civilians=[(a, pile[i]) for i, a in enumerate((1, 2, 3, 4, 5, 6))])
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    decision = after.pending
    assert decision is not None and decision.kind == "exodus_civilian_area"
    assert sorted(o.area for o in decision.options) == [1, 2, 3, 4, 5, 6]


def cag_actions(b: Board, seat: int) -> list[str]:
    """The CAG Actions among `seat`'s Action step options."""
    at = edits.at_action(b, seat)
    assert at.pending is not None
    return [o.tag for o in at.pending.options if o.tag.startswith("exodus.") and "cag" in o.tag]


@pytest.mark.rules("X1-CAG-3", "X-CAG-14")
def test_the_cag_has_two_extra_actions() -> None:
    """(1) activate a viper, then pass the title (to another player); (2) only while piloting
    and once a turn: activate a viper, then another Action."""
    b = fleet_board(cag=1, current=1)
    assert cag_actions(b, 1) == ["exodus.pass_cag_title"]
    assert not cag_actions(fleet_board(cag=2, current=1), 1)
    flying = fleet_board(cag=1, current=1, vipers=[(2, 1)])
    assert sorted(cag_actions(flying, 1)) == ["exodus.cag_pilot_bonus", "exodus.pass_cag_title"]
    at = edits.at_action(flying, 1)
    after, _ = at.play(at.option("exodus.cag_pilot_bonus"))
    while after.pending is not None and after.pending.kind != "action":
        after, _ = after.play(after.pending.options[0])
    assert after.pending is not None and after.pending.seat == 1
    assert "exodus.cag_pilot_bonus" not in [o.tag for o in after.pending.options]
    passing = edits.at_action(b, 1)
    after, _ = passing.play(passing.option("exodus.pass_cag_title"))
    while after.pending is not None and after.pending.kind != "exodus_new_cag":
        after, _ = after.play(after.pending.options[0])
    assert after.pending is not None and sorted(o.to for o in after.pending.options) == [0, 2]
    done, _ = after.play(after.option("exodus.give_cag_title", to=0))
    assert done.game.titles["cag"] == 0


BLIND = "exodus.super_crisis.fighting_blind"
DETENTE = "exodus.crisis.detente"
ORDER = "exodus.quorum.presidential_order"


@pytest.mark.rules("X1-CAG-6", "X1-SC-1", "X-CAG-2", "X-CARD-2")
@pytest.mark.parametrize("card", (DETENTE, BLIND))
def test_the_cag_decides_the_cag_chooses_cards_and_fighting_blind(card: str) -> None:
    """A "CAG chooses" Crisis and the Super Crisis Blind Fight (printed Fighting Blind) drawn by
    the current player: the CAG, another seat, is asked for the option."""
    cag = (fleet_board().game.current + 1) % 3
    b = fleet_board(cag=cag)  # set up without the option: the card is boxed, put it back
    b = edits.edit(b, crisis_deck=(card, *b.game.crisis_deck))
    after = edits.drawn(b, card)
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("crisis_option", cag)


@pytest.mark.rules("X1-CAG-9", "X-CARD-2")
def test_presidential_order_may_give_the_cag_title() -> None:
    """The President plays Presidential Order with the Cylon Fleet: he chooses the CAG title
    (of the two offered) and the player who receives it."""
    b = fleet_board(cag=0)
    president = b.game.president
    other = next(s for s in range(3) if s not in (0, president))
    b, _ = edits.resting(b).run(RunOps(ORDER, "effects", president))
    assert b.pending is not None and b.pending.seat == president
    assert len(b.pending.options) == 2
    b, _ = b.play(b.pending.options[1])
    b, _ = b.play(b.option("base.pick", value=other))
    assert b.game.titles["cag"] == other


@pytest.mark.rules("X1-CAG-10", "X1-EXEC-5", "X-CAG-8", "X-EXEC-16")
def test_an_executed_cag_passes_the_title_after_choosing_a_new_character() -> None:
    """Starbuck (CAG, human) executed: no CAG title moves until her player picks Apollo, who
    then holds it himself as the highest on the CAG line (the choice changed the line)."""
    b = table(**FLEET)
    starbuck = seat(b, STARBUCK)
    if starbuck == b.game.current:
        b = edits.edit(b, current=(starbuck + 1) % 3)
    held = len(b.game.players[starbuck].loyalty)
    b = edits.with_player(b, starbuck, loyalty=("base.loyalty.you_are_not_a_cylon",) * held)
    b, executed = b.run(Execute(starbuck, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    assert not any(isinstance(e, TitleChanged) and e.line == "cag" for e in executed)
    b, events = b.play(PickNewCharacter(starbuck, "base.character.lee_apollo_adama"))
    assert b.game.titles["cag"] == starbuck
