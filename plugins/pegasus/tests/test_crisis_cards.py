"""The Pegasus Crisis and Super Crisis cards whose boxes run through base's ops and the crisis
part's own (pegasus.md Appendix A.6): Suspicious Election Results, Standoff with Pegasus, An
Offer of Peace, Footage Transmitted, "Demand Peace" Manifesto, Psychological Warfare."""

from __future__ import annotations

from collections import Counter

import pytest
from bsg_pegasus.cards.crises import RELEASE
from pegasus_helpers import PLUGINS

from bsgcore.base import RunOps, skill_type
from bsgcore.context import using_rules
from bsgcore.labels import label
from bsgcore.testing.scenarios.edits import (
    at_action,
    at_step,
    cylon_at,
    drawn,
    edit,
    placed,
    seat_of,
    with_game,
    with_title,
)
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.table import set_up

ELECTION = "pegasus.crisis.suspicious_election_results"
STANDOFF = "pegasus.crisis.standoff_with_pegasus"
OFFER = "pegasus.crisis.an_offer_of_peace"
FOOTAGE = "pegasus.super_crisis.footage_transmitted"
DEMAND = "pegasus.super_crisis.demand_peace_manifesto"
WARFARE = "pegasus.super_crisis.psychological_warfare"
CAPRICA = "base.location.caprica"
BRIG = "base.location.brig"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]
#: The overlay's Caprica: its choice's first option plays the Super Crisis card in hand.
PLAY_SUPER = "effects/0/options/0/effects"


def table() -> Board:
    """Four seats: Roslin (President), Adama (Admiral), Starbuck, Baltar."""
    return board(seats=4, plugins=PLUGINS, characters=CAST)


def types(table: Board, codes: tuple[str, ...] | list[str]) -> list[str]:
    """The skill types of these card codes."""
    with using_rules(table.rules):
        return [skill_type(c) for c in codes]


def run_box(table: Board, card: str, box: str, seat: int | None = None) -> Board:
    """The board with one box of a card's ops run to its first decision."""
    return at_step(table, RunOps(card, box, table.game.current if seat is None else seat))


def test_the_cards_are_in_their_decks() -> None:
    """Each of these cards is shuffled into its base deck with Pegasus (P-COMP-16, -19)."""
    base = set_up(4, 5, plugins=PLUGINS).state.game
    crises = {c.split("#")[0] for c in base.crisis_deck}
    supers = set(base.super_crisis_deck) | {c for p in base.players for c in p.super_crises}
    assert {ELECTION, STANDOFF, OFFER} <= crises
    assert {FOOTAGE, DEMAND, WARFARE} <= supers


@pytest.mark.parametrize(("president", "expected"), [("laura_roslin", "gaius_baltar"),
                                                      ("gaius_baltar", "laura_roslin")])  # fmt: skip
def test_suspicious_election_results_gives_the_presidency_to_the_next_in_line(
    president: str, expected: str
) -> None:
    """Option a: the highest character in the President's line other than the President takes
    the title."""
    start = table()
    game = start.game
    start = with_game(start, with_title(game, "president", seat_of(game, president)))
    scene = drawn(start, ELECTION)
    assert scene.pending is not None and scene.pending.seat == game.admiral
    after, _ = scene.play(scene.option("base.choose_option", option="a"))
    assert after.game.president == seat_of(game, expected)


def test_standoff_with_pegasus_releases_a_chosen_character_from_the_brig() -> None:
    """Pass: the current player may move one character out of the Brig to any location, or
    nobody; the choice is labelled."""
    start = placed(table(), 2, BRIG)
    scene = run_box(start, STANDOFF, "passed")
    decision = scene.pending
    assert decision is not None and decision.kind == f"choose_{RELEASE}"
    assert decision.seat == start.game.current
    values = {o.value for o in decision.options}
    assert -1 in values and all(v // 100 == 2 for v in values if v >= 0)
    move = next(o for o in decision.options if o.value >= 0)
    text = label(start.rules, scene.state, move)
    assert text.startswith("Move Kara") and "from the Brig to" in text
    after, _ = scene.play(move)
    assert after.game.players[2].location != BRIG


def test_standoff_with_pegasus_may_release_nobody() -> None:
    """Nobody in the Brig: the only option is to release nobody."""
    scene = run_box(table(), STANDOFF, "passed")
    assert scene.pending is not None and [o.value for o in scene.pending.options] == [-1]


def test_an_offer_of_peace_shuffles_two_treachery_cards_into_destiny() -> None:
    """Partial: 2 Treachery cards go from the Treachery deck into the Destiny deck."""
    start = table()
    before = start.game
    after = run_box(start, OFFER, "partial").game
    added = sorted((Counter(after.destiny) - Counter(before.destiny)).elements())  # copies alike
    assert len(after.destiny) == len(before.destiny) + 2 and len(added) == 2
    assert types(start, added) == ["treachery", "treachery"]
    assert after.skill_decks["treachery"] == before.skill_decks["treachery"][2:]


def test_footage_transmitted_fail_deals_revealed_cylons_treachery_and_a_super_crisis() -> None:
    """Fail: each revealed Cylon player draws 2 Treachery and 1 Super Crisis card; humans
    nothing."""
    start = cylon_at(table(), 3, CAPRICA)
    after = run_box(start, FOOTAGE, "failed").game
    cylon, human = after.players[3], after.players[2]
    assert len(cylon.super_crises) == 1
    new = list(cylon.hand[len(start.game.players[3].hand) :])
    assert types(start, new) == ["treachery", "treachery"]
    assert human.hand == start.game.players[2].hand


def super_crisis_played(card: str) -> tuple[Board, Board]:
    """Baltar a revealed Cylon at Caprica plays `card`: the scene before and at its decision."""
    start = cylon_at(table(), 3, CAPRICA, supers=(card,))
    start = edit(start, current=3)
    return start, run_box(start, CAPRICA, PLAY_SUPER, seat=3)


def test_a_choice_super_crisis_asks_its_chooser() -> None:
    """ "Demand Peace" Manifesto is the Admiral's choice; option b: the President and the Admiral
    discard their whole hands."""
    start, scene = super_crisis_played(DEMAND)
    decision = scene.pending
    assert decision is not None and decision.kind == "crisis_option"
    assert decision.seat == start.game.admiral
    after, _ = scene.play(scene.option("base.choose_option", option="b"))
    game = after.game
    assert not game.players[game.president].hand and not game.players[game.admiral].hand
    assert DEMAND in game.super_crisis_discard and not game.players[3].super_crises


def test_psychological_warfare_rebuilds_destiny_of_treachery_only() -> None:
    """Option b: revealed Cylons draw 2 Treachery, then the Destiny deck is thrown away and made
    of 6 Treachery cards."""
    start, scene = super_crisis_played(WARFARE)
    assert scene.pending is not None and scene.pending.seat == start.game.president
    old = start.game.destiny
    after, _ = scene.play(scene.option("base.choose_option", option="b"))
    game = after.game
    assert types(after, game.destiny) == ["treachery"] * 6
    thrown = [c for kind in game.skill_discards.values() for c in kind if c in old]
    assert sorted(thrown) == sorted(old)
    assert len(game.players[3].hand) == len(start.game.players[3].hand) + 2


FARM = "pegasus.super_crisis.the_farm"


def farm_failed(start: Board) -> Board:
    """The Farm's check failed: its fail box run (the card kept in play), a later turn."""
    deck = tuple(c for c in start.game.super_crisis_deck if c != FARM)
    start = edit(start, crisis=FARM, super_crisis_deck=deck)
    return edit(run_box(start, FARM, "failed", seat=0), crisis="")


def test_the_farm_failed_bars_human_once_per_game_abilities() -> None:
    """Fail: 1 food and 1 population lost, and the card stays in play: Roslin (human) is no
    longer offered her once-per-game Skilled Politician."""
    start = table()
    offered = {o.tag for o in at_action(start, 0).pending.options}  # type: ignore[union-attr]
    assert "base.use_skilled_politician" in offered
    failed = farm_failed(start)
    assert FARM in failed.game.in_play
    assert (failed.game.food, failed.game.population) == (
        start.game.food - 1,
        start.game.population - 1,
    )
    offered = {o.tag for o in at_action(failed, 0).pending.options}  # type: ignore[union-attr]
    assert "base.use_skilled_politician" not in offered
