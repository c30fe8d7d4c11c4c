"""Conflicted Loyalties (exodus.md §5, part ``bsg_exodus.conflicted``): the Personal Goal and
Final Five cards dealt with the option, a Final Five card examined or revealed by an execution,
the Personal Goal Action and the end-of-game loss of the unrevealed goals."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.conflicted import cards, final_five, goals
from exodus_helpers import PLUGINS

from bsgcore.base import CharacterExecuted, Execute, Jump, RunOps
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import base, set_up
from bsgcore.testing.scenarios.turn import table

HUMANS = ("laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace")
INFORMING = "base.crisis.informing_the_public"
DETECTOR = "base.ability.baltar_cylon_detector"
PLAIN = "base.loyalty.you_are_not_a_cylon"
BRIG, SICKBAY = "base.location.brig", "base.location.sickbay"
TO_BRIG = "exodus.loyalty.final_five_examiner_to_brig"
EXAMINER_EXECUTED = "exodus.loyalty.final_five_examiner_executed"
DAMAGED_TWICE = "exodus.loyalty.final_five_galactica_damaged_twice"
OWNER_EXECUTED = "exodus.loyalty.final_five_owner_executed"
ACQUIRE_POWER = "exodus.loyalty.personal_goal_acquire_power"  # end of game: food
SELF_DESTRUCTION = "exodus.loyalty.personal_goal_self_destruction"  # Brig or Sickbay
SELFISH = "exodus.loyalty.personal_goal_selfish"
CYLON_CARD = "base.loyalty.you_are_a_cylon_morale"


def cl_table(form: str = "both", **changes: Any) -> Board:
    """A 4-seat Exodus game of humans with Conflicted Loyalties, every window passed."""
    options = {"conflicted_loyalties": form}
    return table(4, 4, characters=HUMANS, plugins=PLUGINS, options=options, **changes)


def holding(board: Board, seat: int, *loyalty: str) -> Board:
    """The seat holds exactly these loyalty cards (and no card of the option elsewhere)."""
    game = board.game
    for other, player in enumerate(game.players):
        mine = tuple(PLAIN if cards.conflicted(c) else c for c in player.loyalty)
        game = edits.with_player(edits.with_game(board, game), other, loyalty=mine).game
    deck = tuple(PLAIN if cards.conflicted(c) else c for c in game.loyalty_deck)
    board = edits.with_game(board, game)
    board = edits.edit(board, loyalty_deck=deck)
    return edits.with_player(board, seat, loyalty=tuple(loyalty))


def look(board: Board, viewer: int, target: int) -> tuple[Board, list[Any]]:
    """Informing the Public's pass: `viewer` looks at a random loyalty card of `target`."""
    board = edits.edit(board, current=viewer)
    board, events = edits.resting(board).run(RunOps(INFORMING, "passed", viewer))
    assert board.pending is not None and board.pending.kind == "choose_loyalty"
    board, more = board.play(board.option("base.pick", value=target))
    return board, events + more


def of(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


# -- set-up ------------------------------------------------------------------------------------


def dealt(form: str, seed: int, pegasus: bool = False) -> set[str]:
    plugins = ["pegasus", "exodus"] if pegasus else PLUGINS
    options = {"conflicted_loyalties": form} if form else {}
    game = base(set_up(5, seed, plugins=plugins, **options))
    held = [c for p in game.players for c in p.loyalty] + list(game.loyalty_deck)
    return {c for c in held if cards.conflicted(c)}


@pytest.mark.rules("X-LC-SETUP-1", "X-LC-SETUP-2", "X-LC-SETUP-3", "X-SETUP-5", "X-LC-1")
def test_the_form_chosen_decides_which_cards_join_the_loyalty_deck() -> None:
    """The option's cards are shuffled among the Not-a-Cylon cards: only the kind chosen
    appears (both with "both"), none without the option."""
    seen = {form: set().union(*(dealt(form, s) for s in range(6))) for form in cards_forms()}
    assert seen[""] == set()
    assert seen["final_five"] and seen["final_five"] <= set(cards.final_five())
    assert seen["personal_goals"] and seen["personal_goals"] <= set(cards.goals())
    assert seen["both"] & set(cards.final_five()) and seen["both"] & set(cards.goals())


def cards_forms() -> tuple[str, ...]:
    return ("", "final_five", "personal_goals", "both")


# -- Final Five: examined ----------------------------------------------------------------------


@pytest.mark.rules("X-LC-20", "X-LC-21")
def test_an_examined_final_five_card_is_revealed_and_sends_the_examiner_to_the_brig() -> None:
    """Looking at it shows it to everyone; its text runs (the examiner to the Brig); it goes
    back face down with its owner."""
    board = holding(cl_table(), 1, TO_BRIG)
    after, events = look(board, 0, 1)
    (shown,) = of(events, final_five.FinalFiveRevealed)
    assert (shown.owner, shown.examiner, shown.card) == (1, 0, TO_BRIG)
    assert shown.redacted_for(2) == shown  # public
    assert after.game.players[0].location == BRIG
    assert of(events, final_five.FinalFiveReturned)
    assert after.game.players[1].loyalty == (TO_BRIG,) and not after.game.players[1].shown
    assert all((s, 1, TO_BRIG) in after.game.peeks for s in range(4))


@pytest.mark.rules("X-LC-21")
def test_examined_final_five_cards_execute_the_examiner_or_damage_galactica() -> None:
    """Two other texts: the examiner executed; Galactica damaged twice."""
    _, events = look(holding(cl_table(), 1, EXAMINER_EXECUTED), 0, 1)
    assert [e.seat for e in of(events, CharacterExecuted)] == [0]
    board = holding(cl_table(), 1, DAMAGED_TWICE)
    after, _ = look(board, 0, 1)
    assert len(after.game.damage_pile) == len(board.game.damage_pile) - 2


def test_a_plain_card_looked_at_does_nothing_more() -> None:
    """Without a Final Five card the look is base's alone."""
    _, events = look(holding(cl_table(), 1, PLAIN), 0, 1)
    assert not of(events, final_five.FinalFiveRevealed)


@pytest.mark.rules("X-LC-21", "X-LC-22")
def test_owner_executed_by_his_examined_card_is_not_revealed_again_by_that_execution() -> None:
    """ "You are executed": the owner is executed and every other player discards 2 random
    cards, once (the card, face up already, does not fire its execution text as well)."""
    board = holding(cl_table(), 1, OWNER_EXECUTED)
    hands = [len(p.hand) for p in board.game.players]
    after, events = look(board, 0, 1)
    assert [e.seat for e in of(events, CharacterExecuted)] == [1]
    assert after.pending is not None and after.pending.kind == "choose_new_character"
    after, _ = after.play(after.pending.options[0])
    game = after.game
    assert [len(p.hand) for p in game.players] == [
        max(0, hands[0] - 2),
        0,
        max(0, hands[2] - 2),
        max(0, hands[3] - 2),
    ]
    assert OWNER_EXECUTED not in game.players[1].loyalty


@pytest.mark.rules("X-LC-25")
def test_several_final_five_cards_seen_at_once_are_ordered_by_the_current_player() -> None:
    """R-240: Cylon Detector sees two; both are revealed at once, the current player picks the
    first, and both are carried out."""
    board = holding(cl_table(), 1, TO_BRIG, DAMAGED_TWICE)
    board = edits.edit(board, current=2)
    board, events = edits.resting(board).run(RunOps(DETECTOR, "effects", 0))
    if board.pending is not None and board.pending.kind == "choose_loyalty":
        board, more = board.play(board.option("base.pick", value=1))
        events += more
    assert len(of(events, final_five.FinalFiveRevealed)) == 2
    assert board.pending is not None and board.pending.kind == "exodus_final_five_order"
    assert board.pending.seat == 2 and len(board.pending.options) == 2
    pile = len(board.game.damage_pile)
    first = next(o for o in board.pending.options if o.card == DAMAGED_TWICE)
    board, _ = board.play(first)
    assert len(board.game.damage_pile) == pile - 2
    assert board.game.players[0].location == BRIG


# -- Final Five: revealed by an execution ------------------------------------------------------


def discard_all(board: Board) -> Board:
    """Answer every discard the board asks with the first card offered."""
    while board.pending is not None and "discard" in board.pending.kind:
        board, _ = board.play(board.pending.options[0])
    return board


@pytest.mark.rules("X-LC-22", "X-EXEC-3")
def test_a_final_five_card_revealed_by_an_execution_makes_every_player_discard_2() -> None:
    """The executed human shows it; every player discards 2 skill cards; it leaves the game."""
    board = holding(cl_table(), 1, TO_BRIG)
    hands = [len(p.hand) for p in board.game.players]
    board, _ = edits.resting(board).run(Execute(1))
    board, _ = board.play(board.pending.options[0])  # the new character
    board = discard_all(board)
    game = board.game
    for seat in (0, 2, 3):
        assert len(game.players[seat].hand) == max(0, hands[seat] - 2)
    held = [c for p in game.players for c in p.loyalty] + list(game.loyalty_deck)
    assert TO_BRIG not in held and game.players[0].location != BRIG


@pytest.mark.rules("X-LC-22")
def test_the_executed_owner_holds_his_final_five_card_until_its_text_is_done() -> None:
    """Sweep seed 2 from the Crossroads (every option, 5 seats): while the text's discards are
    asked, the executed owner still holds the card (its text first, then the box), so no state
    at rest leaves him without a loyalty card (B-INV-21 failed there); it is boxed afterwards."""
    board = holding(cl_table(), 1, TO_BRIG)
    board, _ = edits.resting(board).run(Execute(1))
    board, _ = board.play(board.pending.options[0])  # the new character
    assert board.pending is not None and "discard" in board.pending.kind
    assert TO_BRIG in board.game.players[1].loyalty
    check_invariants(board.rules, board.state)
    board = discard_all(board)
    held = [c for p in board.game.players for c in p.loyalty] + list(board.game.loyalty_deck)
    assert TO_BRIG not in held and board.game.players[1].loyalty  # his new card(s)


@pytest.mark.rules("X-LC-23")
def test_revealed_cylon_players_are_not_affected_by_final_five_cards() -> None:
    """The discard of an execution's Final Five card leaves a Cylon player's hand alone."""
    board = edits.cylon_at(holding(cl_table(), 1, TO_BRIG), 3, "base.location.caprica")
    cylon_hand = board.game.players[3].hand
    board, _ = edits.resting(board).run(Execute(1))
    board, _ = board.play(board.pending.options[0])
    board = discard_all(board)
    assert board.game.players[3].hand == cylon_hand


# -- Personal Goals ----------------------------------------------------------------------------


def reveal_options(board: Board, seat: int) -> list[Any]:
    at = edits.at_action(board, seat)
    assert at.pending is not None
    return [o for o in at.pending.options if isinstance(o, goals.RevealPersonalGoal)]


@pytest.mark.rules("X-LC-10")
def test_the_personal_goal_action_is_offered_only_when_its_condition_holds() -> None:
    """Self-Destruction: only in the Brig or Sickbay."""
    board = holding(cl_table(), 0, SELF_DESTRUCTION)
    board = edits.edit(board, current=0)
    assert reveal_options(edits.placed(board, 0, "base.location.command"), 0) == []
    assert reveal_options(edits.placed(board, 0, SICKBAY), 0) == [
        goals.RevealPersonalGoal(0, SELF_DESTRUCTION)
    ]


@pytest.mark.rules("X-LC-11", "X-LC-12", "X-LC-17")
@pytest.mark.parametrize(("distance", "drawn"), [(6, 1), (7, 0)])
def test_revealing_a_goal_draws_a_new_loyalty_card_up_to_distance_6(
    distance: int, drawn: int
) -> None:
    """The card stays face up with him; at 6 or less a card goes in and he draws one."""
    board = holding(cl_table(distance=distance), 0, SELF_DESTRUCTION)
    board = edits.placed(edits.edit(board, current=0), 0, BRIG)
    at = edits.at_action(board, 0)
    deck = len(at.game.loyalty_deck)
    after, _ = at.play(goals.RevealPersonalGoal(0, SELF_DESTRUCTION))
    player = after.game.players[0]
    assert player.shown == (SELF_DESTRUCTION,) and len(player.loyalty) == 1 + drawn
    assert len(after.game.loyalty_deck) == deck
    assert reveal_options(after, 0) == []  # face up: no second reveal


def test_selfish_is_paid_with_skill_cards_of_strength_20() -> None:
    """Selfish's cost: one card at a time until the strengths reach 20."""
    board = holding(cl_table(), 0, SELFISH)
    board = edits.edit(board, current=0)
    hand = tuple(f"base.skill.executive_order@{v}" for v in (1, 1, 2, 2))
    hand += tuple(f"base.skill.repair@{v}" for v in (5, 5, 5))
    strong = (*hand, "base.skill.repair@4")
    board = edits.with_player(board, 0, hand=strong)
    at = edits.at_action(board, 0)
    assert goals.RevealPersonalGoal(0, SELFISH) in at.pending.options
    after, _ = at.play(goals.RevealPersonalGoal(0, SELFISH))
    total = 0
    while after.pending is not None and after.pending.kind == "exodus_selfish":
        option = max(after.pending.options, key=lambda o: int(o.card.split("@")[1]))
        total += int(option.card.split("@")[1])
        after, _ = after.play(option)
    assert total >= 20 and total - 5 < 20


def final_jump(board: Board) -> list[Any]:
    _, events = board.run(Jump(board.game.current))
    return events


@pytest.mark.rules("X-LC-14", "X-LC-15")
def test_unrevealed_goals_cost_their_resource_at_the_end() -> None:
    """Acquire Power held face down at the final jump costs 1 food; at 1 food the Cylons win."""
    board = holding(cl_table(distance=8, food=5), 2, ACQUIRE_POWER)
    events = final_jump(board)
    assert [e.winner for e in of(events, GameEnded)] == ["humans"]
    assert [(e.resource, e.delta) for e in events if getattr(e, "resource", "") == "food"] == [
        ("food", -1)
    ]
    events = final_jump(holding(cl_table(distance=8, food=1), 2, ACQUIRE_POWER))
    assert [(e.winner, e.condition) for e in of(events, GameEnded)] == [
        ("cylons", "resource_empty")
    ]


@pytest.mark.rules("X-LC-16")
def test_a_revealed_goal_or_a_cylon_players_goal_costs_nothing() -> None:
    """A goal face up, or held by a revealed Cylon player, is not counted."""
    board = holding(cl_table(distance=8, food=1), 2, ACQUIRE_POWER)
    shown = edits.with_player(board, 2, shown=(ACQUIRE_POWER,))
    assert [e.winner for e in of(final_jump(shown), GameEnded)] == ["humans"]
    cylon = edits.cylon_at(board, 2, "base.location.caprica")
    cylon = edits.with_player(cylon, 2, loyalty=(*cylon.game.players[2].loyalty, ACQUIRE_POWER))
    assert [e.winner for e in of(final_jump(cylon), GameEnded)] == ["humans"]


# -- secrets -----------------------------------------------------------------------------------


@pytest.mark.rules("X-LC-30")
def test_the_option_cards_are_secrets_of_their_holder() -> None:
    """Another seat's face-down Personal Goal or Final Five card is declared secret (the kit
    looks for it); once revealed to all it is not."""
    from bsgcore.view import secrets_for

    board = holding(cl_table(), 1, TO_BRIG)
    values = [s.value for s in secrets_for(board.rules, board.state, 0)]
    assert TO_BRIG in values
    assert TO_BRIG not in [s.value for s in secrets_for(board.rules, board.state, 1)]
    after, _ = look(board, 2, 1)
    assert TO_BRIG not in [s.value for s in secrets_for(after.rules, after.state, 0)]


def in_play(board: Board, kind: tuple[str, ...]) -> str:
    """A card of `kind` dealt in this game (held or in the loyalty deck)."""
    game = board.game
    held = [c for p in game.players for c in p.loyalty] + list(game.loyalty_deck)
    return next(c for c in held if c in kind)


def test_the_loyalty_cards_are_counted_right_through_both_timings() -> None:
    """The invariants (every loyalty card counted once, B-INV-20) hold after a Final Five card
    leaves by an execution and after a goal's reveal brings a new card."""
    from bsgcore.testing import check_invariants

    for seed in range(4, 40):
        board = table(
            4, seed, characters=HUMANS, plugins=PLUGINS, options={"conflicted_loyalties": "both"}
        )
        try:
            card = in_play(board, cards.final_five())
            goal = in_play(board, (SELF_DESTRUCTION,))
        except StopIteration:
            continue
        ff = edits.holding(board, 1, card)
        ff, _ = edits.resting(ff).run(Execute(1))
        ff, _ = ff.play(ff.pending.options[0])
        ff = discard_all(ff)
        check_invariants(ff.rules, ff.state, at_rest=False)
        pg = edits.placed(edits.edit(edits.holding(board, 0, goal), current=0), 0, SICKBAY)
        at = edits.at_action(pg, 0)
        after, _ = at.play(goals.RevealPersonalGoal(0, goal))
        assert len(after.game.players[0].loyalty) == len(pg.game.players[0].loyalty) + 1
        check_invariants(after.rules, after.state, at_rest=False)
        return
    raise AssertionError("no seed deals both kinds")


@pytest.mark.rules("X-LC-2", "X-LC-3", "X-TERM-4")
def test_the_option_cards_count_as_not_a_cylon_unless_a_cylon_card_is_held_too() -> None:
    """Executed holding only a Personal Goal: proved human. Holding a Final Five and a "You Are
    a Cylon" card: proved a Cylon, the Final Five card stays hidden and does nothing."""
    board = holding(cl_table(), 1, ACQUIRE_POWER)
    _, events = edits.resting(board).run(Execute(1))
    assert [e.proof for e in of(events, CharacterExecuted)] == ["human"]
    board = holding(cl_table(), 1, TO_BRIG, CYLON_CARD)
    hands = [p.hand for p in board.game.players]
    after, events = edits.resting(board).run(Execute(1))
    assert [e.proof for e in of(events, CharacterExecuted)] == ["cylon"]
    after = discard_all(after)
    assert TO_BRIG not in after.game.players[1].shown
    assert [p.hand for p in after.game.players][2:] == hands[2:]
