"""The trajectory invariants of exodus.md §13 held by behaviour (session 11): each test plays the
step the invariant constrains and checks the state it leaves."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.nebula.crossroads import state as xs
from exodus_helpers import PLUGINS
from test_conflicted import ACQUIRE_POWER, CYLON_CARD, cl_table, holding
from test_fleet import fleet_board
from test_nebula_crossroads import xr_table
from test_rules_exodus import human_table
from test_rules_exodus_turn_end import HUMAN, TIGH, at_action

from bsgcore.base import ChooseDraw, Execute, Jump, PickNewCharacter, data
from bsgcore.context import using_rules
from bsgcore.core_events import GameEnded
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import set_up

BALTAR, BOOMER = "gaius_baltar", "sharon_boomer_valerii"
OTHERS = (
    "laura_roslin",
    "william_adama",
    "galen_tyrol",
    "kara_starbuck_thrace",
    "saul_tigh",
    "tom_zarek",
)
#: X-INV-4: the deck's size and its Cylon cards before the deal, by seat count.
SIZE = {3: 7, 4: 8, 5: 11, 6: 12}
CYLONS = {3: 1, 4: 1, 5: 2, 6: 2}


@pytest.mark.rules("X-INV-4")
@pytest.mark.parametrize("seats", (3, 4, 5, 6))
@pytest.mark.parametrize("extra", ((), (BALTAR,), (BOOMER,), (BALTAR, BOOMER)))
def test_the_loyalty_deck_before_the_deal(seats: int, extra: tuple[str, ...]) -> None:
    """Without a Cylon Leader the deck built before the deal holds {3: 7, 4: 8, 5: 11, 6: 12}
    cards, one more for each of Baltar and Boomer in play, {3: 1, 4: 1, 5: 2, 6: 2} of them
    Cylon cards (the Sympathizer, shuffled in after the deal, not counted)."""
    characters = [*extra, *OTHERS][:seats]
    game = set_up(seats, 1, characters=characters, plugins=PLUGINS, type_balance=False)
    dealt = next(e for e in game.events if e.tag == "base.loyalty_dealt")
    with using_rules(game.rules):
        teams = {c.id: str(c.extra.get("team")) for c in data().loyalty}
    cards = [c for hand in dealt.hands for c in hand] + list(dealt.deck)  # type: ignore[attr-defined]
    built = [c for c in cards if teams[c] != "sympathizer"]
    chosen = [p.character.rpartition(".")[2] for p in game.state.game.players]
    assert set(extra) <= set(chosen)
    assert len(built) == SIZE[seats] + sum(c in (BALTAR, BOOMER) for c in chosen)
    assert sum(teams[c] == "cylon" for c in built) == CYLONS[seats]


@pytest.mark.rules("X-INV-12")
def test_after_a_jump_only_the_civilian_ships_stay_and_the_centurions_do_not_move() -> None:
    """A jump with the Cylon Fleet: no viper and no Cylon ship left on the main board, exactly
    the civilian ships that were there (same ships, same areas), the Centurions where they
    were."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(
        cylons=[("basestar", 1), ("raider", 4), ("heavy_raider", 3)],
        civilians=[(2, pile[0]), (5, pile[1]), (5, pile[2])],
        vipers=[(5, 0), (2, -1)],
    )
    b = edits.edit(b, centurions=(1, 3))
    after, _ = b.run(Jump(b.game.current))
    assert not after.game.vipers and not after.game.cylon_ships
    assert after.game.civilians == b.game.civilians and after.game.cargo == b.game.cargo
    assert after.game.centurions == b.game.centurions
    assert sum(map(sum, fb.fleet(after.state).areas)) == 3


@pytest.mark.rules("X-INV-15")
def test_a_revealed_cylons_receive_skills_yields_2_cards_of_2_types() -> None:
    """Whatever pair he picks, a revealed Cylon's Receive Skills draws exactly 2 cards, of 2
    different types."""
    b = edits.resting(human_table())
    seat = b.game.current
    b = edits.with_player(b, seat, revealed=True, hand=())
    types = ("politics", "leadership", "tactics", "piloting", "engineering")
    b = edits.at_step(b, ChooseDraw(seat, 2, types))
    assert b.pending is not None
    options = b.pending.options
    assert options
    for option in options:
        after, _ = b.play(option)
        hand = after.game.players[seat].hand
        with using_rules(b.rules):
            kinds = {data().skill(c.split("@")[0]).type for c in hand}
        assert len(hand) == 2 and len(kinds) == 2, (option, hand)


@pytest.mark.rules("X-INV-26")
@pytest.mark.parametrize("loyalty", (HUMAN, "base.loyalty.you_are_a_cylon_morale"))
def test_an_executed_current_player_takes_no_further_step(loyalty: str) -> None:
    """Executed at his Action step (human or hidden Cylon), the current player takes no step
    of his turn after it: no Action, no Crisis card, no Cylon activation, no jump preparation
    for him, and the next seat's turn begins."""
    b, seat = at_action(PLUGINS, loyalty)
    track = b.game.jump_track
    b, events = b.run(Execute(seat, "test"))
    while b.pending is not None and b.game.current == seat:
        decision = b.pending
        assert decision.seat == seat and decision.kind != "action", decision.kind
        command = PickNewCharacter(seat, TIGH) if decision.kind == "choose_new_character" else None
        b, more = b.play(command or decision.options[0])
        events += more
    tags = [e.tag for e in events]
    begun = tags.index("base.turn_begun")
    mine = tags[:begun]
    assert "base.turn_cut_short" in mine
    for step in ("base.crisis_drawn", "base.cylons_activated", "base.crisis_done"):
        assert step not in mine
    assert b.game.jump_track == track
    assert b.game.current == (seat + 1) % 4


@pytest.mark.rules("X-INV-24")
@pytest.mark.parametrize("distance", (8, 10))
def test_the_jump_after_the_crossroads_phase_ends_the_game_without_a_destination(
    distance: int,
) -> None:
    """The Crossroads phase over, the next jump ends the game (the humans win) and no
    Destination card is drawn or chosen."""
    b = xr_table()
    done = Board(b.rules, b.state.with_plugin(xs.PART, attrs.evolve(xs.xr(b.state), phase=xs.OVER)))
    done = edits.edit(done, distance=distance)
    after, events = done.run(Jump(done.game.current))
    tags = [e.tag for e in events]
    assert "base.destinations_drawn" not in tags and "base.destination_chosen" not in tags
    assert after.game.destination_deck == done.game.destination_deck
    assert [e.winner for e in events if isinstance(e, GameEnded)] == ["humans"]
    assert after.state.outcome is not None


@pytest.mark.rules("X-INV-25")
def test_only_the_humans_face_down_personal_goals_cost_their_resource_at_the_end() -> None:
    """Acquire Power (food) held face down by a human and by a hidden Cylon costs 1 food each at
    the final jump; face up, or held by a revealed Cylon player, it costs nothing."""
    board = holding(cl_table(distance=8, food=5), 1, ACQUIRE_POWER)
    board = edits.with_player(board, 2, loyalty=(CYLON_CARD, ACQUIRE_POWER))  # hidden Cylon
    board = edits.with_player(board, 0, loyalty=(ACQUIRE_POWER,), shown=(ACQUIRE_POWER,))
    board = edits.cylon_at(board, 3, "base.location.caprica")
    board = edits.with_player(board, 3, loyalty=(*board.game.players[3].loyalty, ACQUIRE_POWER))
    _, events = board.run(Jump(board.game.current))
    food = [e.delta for e in events if getattr(e, "resource", "") == "food"]  # type: ignore[attr-defined]
    assert food == [-1, -1]
