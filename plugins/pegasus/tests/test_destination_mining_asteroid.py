"""Mining Asteroid (Appendix A.10, P-SCAR-2): lose 1 fuel, repair 2 vipers, then the Crisis card
Scar is found in the Crisis deck or its discard pile, resolved at once, and the deck shuffled."""

from __future__ import annotations

import attrs
import pytest
from bsg_pegasus.scar import is_scar
from crisis_scenes import settled
from pegasus_helpers import PLUGINS

from bsgcore.testing.conformance import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

MINING = "pegasus.destination.mining_asteroid"
SCAR = "pegasus.crisis.scar"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]


def choosing(in_discard: bool) -> Board:
    """The Admiral holds Mining Asteroid and another card; Scar in the Crisis deck (or its
    discard pile), two vipers damaged, no ship on the board."""
    table = board(
        seats=4,
        plugins=PLUGINS,
        characters=CAST,
    )
    game = table.game
    deck = list(game.destination_deck)
    deck.remove(MINING)
    other = deck.pop(0)
    crises = [c for c in game.crisis_deck if c != SCAR]
    discard = game.crisis_discard
    if in_discard:
        discard = (*discard, SCAR)
    else:
        crises.insert(3, SCAR)
    game = attrs.evolve(
        game,
        drawn_destinations=(MINING, other),
        destination_deck=tuple(deck),
        crisis_deck=tuple(crises),
        crisis_discard=discard,
        vipers_damaged=2,
        vipers_reserve=game.vipers_reserve - 2,
    )
    choose = table.rules.registry.tags["base.f.choose_destination"](game.admiral)
    return edits.at_step(edits.with_game(table, game), choose)


@pytest.mark.rules("P-SCAR-2")
@pytest.mark.parametrize("in_discard", [False, True])
def test_mining_asteroid_fetches_and_resolves_scar(in_discard: bool) -> None:
    """Fuel -1, 2 vipers repaired, Scar's ships placed with its raider marked, the card in play,
    the Crisis deck shuffled (its other cards kept) and no crisis left pending."""
    start = choosing(in_discard)
    decision = start.pending
    assert decision is not None
    keep = next(o for o in decision.options if getattr(o, "card", None) == MINING)
    after, events = settled(*start.play(keep))
    game = after.game
    assert game.fuel == start.game.fuel - 1
    assert game.vipers_damaged == 0
    assert game.distance == start.game.distance + 2
    raiders = [s for s in game.cylon_ships if s.kind == "raider"]
    assert len(raiders) == 1 and is_scar(after.state, raiders[0].uid)
    assert SCAR in game.in_play and SCAR not in game.crisis_deck + game.crisis_discard
    assert game.crisis == ""
    others = sorted(c for c in start.game.crisis_deck if c != SCAR)
    assert sorted(game.crisis_deck) == others
    tags = [e.tag for e in events]
    assert "pegasus.scar_fetched" in tags and tags[-1] != "pegasus.scar_fetched"
    assert "pegasus.crisis_deck_shuffled" in tags
    check_invariants(after.rules, after.state, at_rest=False)


def test_without_scar_the_deck_is_still_shuffled() -> None:
    """Scar already in play elsewhere (not in the deck nor its discards): nothing is resolved."""
    start = choosing(False)
    game = attrs.evolve(
        start.game, crisis_deck=tuple(c for c in start.game.crisis_deck if c != SCAR)
    )
    start = edits.with_game(start, game)
    keep = next(o for o in start.pending.options if getattr(o, "card", None) == MINING)
    after, events = settled(*start.play(keep))
    tags = [e.tag for e in events]
    assert "pegasus.scar_fetched" not in tags and "pegasus.crisis_deck_shuffled" in tags
    assert not after.game.cylon_ships and after.game.fuel == start.game.fuel - 1


@pytest.mark.rules("P-SCAR-2")
def test_a_crisis_being_resolved_waits_for_scar() -> None:
    """A jump in the middle of a crisis card: Scar is resolved, then that card is the crisis
    again (no card lost on the way)."""
    start = choosing(False)
    waiting = next(c for c in start.game.crisis_deck if c != SCAR)
    deck = list(start.game.crisis_deck)
    deck.remove(waiting)
    start = edits.with_game(
        start, attrs.evolve(start.game, crisis=waiting, crisis_deck=tuple(deck))
    )
    keep = next(o for o in start.pending.options if getattr(o, "card", None) == MINING)
    after, _ = settled(*start.play(keep))
    assert after.game.crisis == waiting and SCAR in after.game.in_play
    assert "pegasus.mining_asteroid.waiting" not in after.game.crisis_aside
    check_invariants(after.rules, after.state, at_rest=False)
